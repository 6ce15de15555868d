import 'leaflet/dist/leaflet.css';
import type { Geometry } from '@sufra/contract';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { readingStartCorner } from '../../features/i18n/map-direction.ts';
import { addMapBase } from '../../ui/map-base.ts';

type Props = {
  pin: { lat: number; lng: number };
  onPin: (p: { lat: number; lng: number }) => void;
  areas: { id: number; shape: Geometry; color: string | null }[];
  tileUrl: string;
  attribution: string;
  label: string;
  /** The pin's accessible name (Leaflet draws it as a focusable button, ADR 1363). */
  pinLabel: string;
};

const pinIcon = L.divIcon({
  className: '',
  html: '<span class="block size-6 -translate-y-2 rounded-full border-4 border-white bg-brand shadow-lg"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

/**
 * Drop a pin (Leaflet, loaded only on this step). Tap the map or drag the pin. With no tile URL,
 * or tiles that fail, the zones' outlines on a plain background still show where the pin is.
 */
export default function PinMap({ pin, onPin, areas, tileUrl, attribution, label, pinLabel }: Props) {
  const box = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;
  // The map is made once, around the first pin; later pins move the marker (second effect).
  const first = useRef(pin);
  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { attributionControl: Boolean(tileUrl), zoomControl: false }).setView(
      [first.current.lat, first.current.lng],
      14,
    );
    L.control.zoom({ position: readingStartCorner() }).addTo(m);
    addMapBase(m, box.current, { tileUrl, attribution });
    for (const a of areas)
      L.geoJSON(a.shape as GeoJSON.Geometry, {
        style: { color: a.color ?? '#0F5257', weight: 1.5, fillOpacity: 0.08 },
        interactive: false,
      }).addTo(m);
    const mk = L.marker([first.current.lat, first.current.lng], {
      draggable: true,
      icon: pinIcon,
      keyboard: true,
      title: pinLabel,
      alt: pinLabel,
    }).addTo(m);
    mk.getElement()?.setAttribute('aria-label', pinLabel);
    mk.on('dragend', () => onPinRef.current(mk.getLatLng()));
    m.on('click', (e: L.LeafletMouseEvent) => {
      mk.setLatLng(e.latlng);
      onPinRef.current({ lat: e.latlng.lat, lng: e.latlng.lng });
    });
    map.current = m;
    marker.current = mk;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [areas, tileUrl, attribution, pinLabel]);
  useEffect(() => {
    const mk = marker.current;
    if (!mk) return;
    const cur = mk.getLatLng();
    if (Math.abs(cur.lat - pin.lat) > 1e-7 || Math.abs(cur.lng - pin.lng) > 1e-7) {
      mk.setLatLng([pin.lat, pin.lng]);
      map.current?.panTo([pin.lat, pin.lng]);
    }
  }, [pin.lat, pin.lng]);
  return (
    <section ref={box} aria-label={label} dir="ltr" className="size-full bg-sunken" data-testid="pin-map" />
  );
}
