import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { addMapBase } from '../../ui/map-base.ts';
import { readingStartCorner } from '../i18n/map-direction.ts';

type Ring = [number, number][];

type Props = {
  /** The corners, [lng, lat], without the closing repeat. */
  corners: Ring;
  onCorners: (corners: Ring) => void;
  /** The zone's other areas, drawn faintly for reference. */
  others: Ring[];
  color: string;
  tileUrl: string;
  attribution: string;
  /** The business's branches: where deliveries start, pinned for reference. */
  branches: { id: number; name: Record<string, string>; lat: number; lng: number }[];
  label: string;
};

const branchIcon = L.divIcon({
  className: '',
  html: '<span class="block size-5 rounded-full border-[3px] border-white bg-ink shadow-lg"></span>',
  iconSize: [20, 20],
  iconAnchor: [10, 10],
});

const cornerIcon = L.divIcon({
  className: '',
  html: '<span class="block size-4 rounded-full border-2 border-white bg-brand shadow"></span>',
  iconSize: [16, 16],
  iconAnchor: [8, 8],
});

/**
 * Draws and edits a delivery area's outline (ADR 1123) with the storefront's map library and
 * tiles (Leaflet, loaded only here, as the checkout's pin map is): tap the map to add a corner,
 * drag a corner to move it. The server checks the result (closed, no crossing edges).
 */
export default function OutlineMap({
  corners,
  onCorners,
  others,
  color,
  tileUrl,
  attribution,
  branches,
  label,
}: Props) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const box = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const cornersRef = useRef(corners);
  cornersRef.current = corners;
  const onRef = useRef(onCorners);
  onRef.current = onCorners;
  const first = useRef(corners);

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { attributionControl: Boolean(tileUrl), zoomControl: false });
    L.control.zoom({ position: readingStartCorner() }).addTo(m);
    addMapBase(m, box.current, { tileUrl, attribution });
    for (const ring of others)
      L.polygon(
        ring.map(([lng, lat]) => [lat, lng] as [number, number]),
        { color: '#64748b', weight: 1, fillOpacity: 0.05, interactive: false },
      ).addTo(m);
    for (const b of branches) {
      const name = b.name[language] ?? Object.values(b.name)[0] ?? '';
      // Not interactive: a tap on it adds a corner there, as anywhere on the map.
      L.marker([b.lat, b.lng], { icon: branchIcon, interactive: false, keyboard: false, alt: name })
        .bindTooltip(name, { permanent: true, direction: 'top', offset: [0, -10] })
        .addTo(m);
    }
    const all = [...first.current, ...others.flat()];
    if (all.length)
      m.fitBounds(L.latLngBounds(all.map(([lng, lat]) => [lat, lng] as [number, number])).pad(0.2));
    // A business's first zone opens around its branches (a neighbourhood's zoom), not a fixed city.
    else if (branches.length)
      m.fitBounds(L.latLngBounds(branches.map((b) => [b.lat, b.lng] as [number, number])).pad(0.5), {
        maxZoom: 13,
      });
    else m.setView([29.37, 47.98], 11);
    m.on('click', (e: L.LeafletMouseEvent) =>
      onRef.current([...cornersRef.current, [round(e.latlng.lng), round(e.latlng.lat)]]),
    );
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [others, tileUrl, attribution, branches, language]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    const latLngs = corners.map(([lng, lat]) => [lat, lng] as [number, number]);
    if (latLngs.length >= 2)
      L.polygon(latLngs, { color, weight: 2, fillOpacity: 0.15, interactive: false }).addTo(group);
    corners.forEach(([lng, lat], i) => {
      const name = t('admin.zones.corner', { n: i + 1 });
      const marker = L.marker([lat, lng], { draggable: true, icon: cornerIcon, keyboard: true, title: name })
        // A div icon takes no `alt`: the corner's name for screen readers and HTML_CodeSniffer's H91
        // (a title is a tooltip, not every reader's name). Its element exists once it is on the map.
        .on('add', () => marker.getElement()?.setAttribute('aria-label', name));
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        onRef.current(cornersRef.current.map((c, j) => (j === i ? [round(at.lng), round(at.lat)] : c)));
      });
      marker.addTo(group);
    });
  }, [corners, color, t]);

  return (
    <section
      ref={box}
      aria-label={label}
      dir="ltr"
      className="size-full bg-sunken"
      data-testid="outline-map"
    />
  );
}

/** Seven decimals: about a centimetre, and a stable number to store. */
const round = (n: number) => Math.round(n * 1e7) / 1e7;
