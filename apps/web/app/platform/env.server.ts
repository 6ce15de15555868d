import { mapTilesFrom } from '@sufra/domain';
import { z } from 'zod';

const schema = z.object({
  /**
   * Leaflet tile URL template of every map, and its provider's credit (ADR 1480, the rules in
   * mapTilesFrom). Unset or empty: no tile server is asked; the maps are a pin on a plain grid.
   * The demo (apps/server/demo.env) names OpenStreetMap's; production names its own provider.
   */
  MAP_TILE_URL: z.string().default(''),
  MAP_TILE_ATTRIBUTION: z.string().default(''),
  /**
   * An image service for raster pictures: `{src}`, `{w}` and `{format}` are replaced, e.g.
   * `https://img.example.com/{w}/{format}/{src}`. Empty: pictures are served as stored.
   */
  IMAGE_URL_TEMPLATE: z.string().default(''),
  /**
   * Where each browser pixel's script comes from (ADR 842). Unset: the platform's official
   * script (connect.facebook.net, googletagmanager.com, sc-static.net, analytics.tiktok.com); set:
   * a self-hosted copy or, in tests, a stand-in (its beacons then go to the same origin).
   */
  PIXEL_SCRIPT_META: z.url({ protocol: /^https?$/ }).optional(),
  PIXEL_SCRIPT_GOOGLE: z.url({ protocol: /^https?$/ }).optional(),
  PIXEL_SCRIPT_SNAP: z.url({ protocol: /^https?$/ }).optional(),
  PIXEL_SCRIPT_TIKTOK: z.url({ protocol: /^https?$/ }).optional(),
});

export type WebConfig = z.infer<typeof schema>;

/** The whole environment's rules: a tile URL needs its credit, and so on (ADR 1480). */
const checked = schema.superRefine((c, ctx) => {
  try {
    mapTilesFrom(c);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message });
  }
});

/** The pixel script overrides by [product: Marketing] kind (1 Meta, 2 Google, 3 Snap, 4 TikTok). */
export const pixelScriptOverrides = (c: WebConfig) => ({
  ...(c.PIXEL_SCRIPT_META ? { 1: c.PIXEL_SCRIPT_META } : {}),
  ...(c.PIXEL_SCRIPT_GOOGLE ? { 2: c.PIXEL_SCRIPT_GOOGLE } : {}),
  ...(c.PIXEL_SCRIPT_SNAP ? { 3: c.PIXEL_SCRIPT_SNAP } : {}),
  ...(c.PIXEL_SCRIPT_TIKTOK ? { 4: c.PIXEL_SCRIPT_TIKTOK } : {}),
});

let cached: WebConfig | undefined;

/** Reads the web app's settings from an environment (documented in .env.example). */
export const parseWebConfig = (env: Record<string, string | undefined>): WebConfig => checked.parse(env);

/** The web app's settings, read from the process environment once. */
export function webConfig(): WebConfig {
  cached ??= parseWebConfig(process.env);
  return cached;
}
