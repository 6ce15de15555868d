import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { addMapBase } from '../../ui/map-base.ts';
import { readingStartCorner } from '../i18n/map-direction.ts';

type Props = {
  driver: { lat: number; lng: number };
  pin: { lat: number; lng: number } | null;
  tileUrl: string;
  attribution: string;
  label: string;
  driverLabel: string;
};

const dot = (cls: string) =>
  L.divIcon({
    className: '',
    html: `<span class="block size-5 rounded-full border-[3px] border-white shadow-lg ${cls}"></span>`,
    iconSize: [20, 20],
    iconAnchor: [10, 10],
  });

/**
 * The diner's map while the order is out (ADR 1413): their pin and the driver's, moving with each
 * position (Leaflet, in this lazy chunk only, as the branches' and the checkout's maps).
 */
export default function DriverMap({ driver, pin, tileUrl, attribution, label, driverLabel }: Props) {
  const box = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const first = useRef(driver);
  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, {
      attributionControl: Boolean(tileUrl),
      zoomControl: false,
      scrollWheelZoom: false,
    });
    L.control.zoom({ position: readingStartCorner() }).addTo(m);
    addMapBase(m, box.current, { tileUrl, attribution });
    const start: L.LatLngTuple = [first.current.lat, first.current.lng];
    marker.current = L.marker(start, { icon: dot('bg-brand'), title: driverLabel, alt: driverLabel }).addTo(
      m,
    );
    if (pin) {
      L.marker([pin.lat, pin.lng], { icon: dot('bg-ink'), interactive: false }).addTo(m);
      m.fitBounds(L.latLngBounds([start, [pin.lat, pin.lng]]).pad(0.3), { maxZoom: 16 });
    } else m.setView(start, 15);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [pin, tileUrl, attribution, driverLabel]);
  useEffect(() => {
    marker.current?.setLatLng([driver.lat, driver.lng]);
    if (!pin) map.current?.panTo([driver.lat, driver.lng]);
  }, [driver.lat, driver.lng, pin]);
  return (
    <section
      ref={box}
      aria-label={label}
      dir="ltr"
      className="h-56 w-full overflow-hidden rounded-2xl bg-sunken"
      data-testid="driver-map"
      data-lat={driver.lat}
      data-lng={driver.lng}
    />
  );
}
