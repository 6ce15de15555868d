import { z } from 'zod';

const schema = z.object({
  /**
   * Leaflet tile URL template of the branches map and the checkout's pin step. Unset or empty: the
   * maps draw pins and areas on a plain background. No tile server is used unless one is
   * configured: a public one has usage rules a business must accept first (.env.example).
   */
  MAP_TILE_URL: z.string().default(''),
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  /**
   * An image service for raster pictures: `{src}`, `{w}` and `{format}` are replaced, e.g.
   * `https://img.example.com/{w}/{format}/{src}`. Empty: pictures are served as stored.
   */
  IMAGE_URL_TEMPLATE: z.string().default(''),
});

export type WebConfig = z.infer<typeof schema>;

let cached: WebConfig | undefined;

/** Reads the web app's settings from an environment (documented in .env.example). */
export const parseWebConfig = (env: Record<string, string | undefined>): WebConfig => schema.parse(env);

/** The web app's settings, read from the process environment once. */
export function webConfig(): WebConfig {
  cached ??= parseWebConfig(process.env);
  return cached;
}
