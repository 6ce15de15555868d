import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { readingStartCorner } from '../../features/i18n/map-direction.ts';
import { addMapBase } from '../../ui/map-base.ts';

export type MapBranch = { id: number; name: string; lat: number; lng: number };

type Props = {
  branches: MapBranch[];
  tileUrl: string;
  attribution: string;
  selected: number | null;
  label: string;
};

/** The branches on a Leaflet map (loaded only on this page). Without a tile URL the pins still show. */
export default function BranchMap({ branches, tileUrl, attribution, selected, label }: Props) {
  const box = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  useEffect(() => {
    if (!box.current || map.current) return;
    const m = L.map(box.current, {
      scrollWheelZoom: false,
      attributionControl: Boolean(tileUrl),
      zoomControl: false,
    });
    L.control.zoom({ position: readingStartCorner() }).addTo(m);
    addMapBase(m, box.current, { tileUrl, attribution });
    for (const b of branches) {
      L.marker([b.lat, b.lng], {
        title: b.name,
        alt: b.name,
        icon: L.divIcon({
          className: '',
          html: '<span class="block size-5 rounded-full border-[3px] border-white bg-brand shadow-lg"></span>',
          iconSize: [20, 20],
          iconAnchor: [10, 10],
        }),
      })
        .bindTooltip(b.name)
        // A div icon takes no `alt`: its name, for HTML_CodeSniffer's H91 and screen readers alike
        // (the title is a tooltip, not every reader's name). Its element exists once the map has a view.
        .on('add', (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', b.name))
        .addTo(m);
    }
    const bounds = L.latLngBounds(branches.map((b) => [b.lat, b.lng] as [number, number]));
    m.fitBounds(bounds.pad(0.35), { maxZoom: 15 });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [branches, tileUrl, attribution]);
  useEffect(() => {
    const b = branches.find((x) => x.id === selected);
    if (b) map.current?.flyTo([b.lat, b.lng], 15, { duration: 0.6 });
  }, [selected, branches]);
  return <section ref={box} aria-label={label} dir="ltr" className="size-full bg-sunken" />;
}
