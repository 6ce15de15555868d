/**
 * Which map tiles the maps draw (ADR 1480): the tile server is named in configuration, never
 * assumed. Unset: no tile server is asked and every map is a pin on a plain grid. The demo
 * (apps/server/demo.env) names OpenStreetMap's public servers; production names its own provider
 * or opts in to OpenStreetMap's by writing the same line, under its tile usage policy.
 */
export type MapTiles = {
  /** A Leaflet URL template: {z}, {x}, {y}, optionally {s} and {r}. */
  url: string;
  /** Shown on every map drawn with these tiles (HTML, from configuration only). */
  attribution: string;
};

/** OpenStreetMap's public tiles, as its tile usage policy asks them to be named and credited. */
export const OPENSTREETMAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The template's scheme, host and port, or null when it is no absolute http(s) URL. */
function parse(template: string): { protocol: 'http' | 'https'; host: string; port: string } | null {
  const m = /^(https?):\/\/([a-z0-9{}.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?(?:[/?#]|$)/i.exec(template);
  if (!m?.[1] || !m[2]) return null;
  return { protocol: m[1].toLowerCase() as 'http' | 'https', host: m[2].toLowerCase(), port: m[3] ?? '' };
}

/**
 * The tiles an environment configures, or null for none (the plain grid). Throws an Error naming
 * the variable when the configuration breaks a rule of ADR 1480: a URL template with {z}, {x} and
 * {y}; https unless the server is on this machine (a stand-in); an attribution, which every tile
 * provider's terms require, and for OpenStreetMap's servers one that names OpenStreetMap.
 */
export function mapTilesFrom(env: {
  MAP_TILE_URL?: string | undefined;
  MAP_TILE_ATTRIBUTION?: string | undefined;
}): MapTiles | null {
  const template = (env.MAP_TILE_URL ?? '').trim();
  const attribution = (env.MAP_TILE_ATTRIBUTION ?? '').trim();
  if (!template) return null;
  const url = parse(template);
  if (!url || !tileOrigin(template) || !['{z}', '{x}', '{y}'].every((part) => template.includes(part)))
    throw new Error('MAP_TILE_URL: an http(s) URL template with {z}, {x} and {y}');
  if (url.protocol === 'http' && !LOOPBACK.has(url.host))
    throw new Error('MAP_TILE_URL: https, unless the tile server is on this machine');
  if (!attribution)
    throw new Error("MAP_TILE_ATTRIBUTION: required with MAP_TILE_URL (the tile provider's credit)");
  if (/(^|\.)openstreetmap\.(org|fr|de)$/.test(url.host) && !/openstreetmap/i.test(attribution))
    throw new Error('MAP_TILE_ATTRIBUTION: OpenStreetMap tiles must credit "© OpenStreetMap contributors"');
  return { url: template, attribution };
}

/** The origin a CSP must allow for a tile template (`https://{s}.tile.example/…` → `https://*.tile.example`). */
export function tileOrigin(template: string): string | null {
  const url = parse(template);
  if (!url || url.host.replace(/^\{s\}\./, '').includes('{')) return null;
  const host = url.host.replace(/^\{s\}\./, '*.');
  return `${url.protocol}://${host}${url.port ? `:${url.port}` : ''}`;
}
