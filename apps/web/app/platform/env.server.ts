import { z } from 'zod';

const schema = z.object({
  /** Leaflet tile URL template for the branches map; empty: the map draws no tiles (the list still works). */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /**
   * An image service for raster pictures: `{src}`, `{w}` and `{format}` are replaced, e.g.
   * `https://img.example.com/{w}/{format}/{src}`. Empty: pictures are served as stored.
   */
  IMAGE_URL_TEMPLATE: z.string().default(''),
});

export type WebConfig = z.infer<typeof schema>;

let cached: WebConfig | undefined;

/** The web app's settings, read from the environment once (documented in .env.example). */
export function webConfig(): WebConfig {
  cached ??= schema.parse(process.env);
  return cached;
}
