import L from 'leaflet';

/** A map's tiles as the loader hands them over (empty tileUrl: none configured, ADR 1480). */
export type TileSource = { tileUrl: string; attribution: string };

/**
 * A plain grid drawn in the page, asking no server: under the tiles while they load, where one
 * fails, and alone when no tile server is configured or reachable (ADR 1480). Lines every 64 px in
 * the theme's colours, so it reads as a map surface in light and dark, not as a grey void.
 */
class PlainGrid extends L.GridLayer {
  protected override createTile(): HTMLElement {
    const tile = document.createElement('div');
    tile.style.backgroundColor = 'var(--color-sunken)';
    tile.style.backgroundImage =
      'linear-gradient(var(--color-line) 1px, transparent 1px), linear-gradient(90deg, var(--color-line) 1px, transparent 1px)';
    tile.style.backgroundSize = '64px 64px';
    return tile;
  }
}

/**
 * The base of every map: the plain grid, and over it the configured tiles with their provider's
 * credit (OpenStreetMap's tile usage policy: attribution on the map; tiles only as viewed — no
 * prefetching beyond Leaflet's small edge buffer; the browser caches them as the server says).
 * The container says which base shows (`data-map-base`: `grid` until a tile arrives, then
 * `tiles`) and how many tiles failed (`data-tile-errors`).
 */
export function addMapBase(map: L.Map, box: HTMLElement, { tileUrl, attribution }: TileSource): void {
  new PlainGrid({ zIndex: 0, updateWhenZooming: false }).addTo(map);
  box.dataset.mapBase = 'grid';
  if (!tileUrl) return;
  const tiles = L.tileLayer(tileUrl, {
    attribution,
    maxZoom: 19,
    zIndex: 1,
    // The site's Referrer-Policy is same-origin (ADR 803); a tile server is told our origin only
    // (never a page's path, which may hold a token): OpenStreetMap's policy wants a Referer.
    referrerPolicy: 'strict-origin',
  });
  tiles.on('tileload', () => {
    box.dataset.mapBase = 'tiles';
  });
  // Offline or blocked: each failed tile leaves the grid under it showing; counted for tests and
  // for anyone inspecting why the map has no streets.
  tiles.on('tileerror', () => {
    box.dataset.tileErrors = String(Number(box.dataset.tileErrors ?? 0) + 1);
  });
  tiles.addTo(map);
}
