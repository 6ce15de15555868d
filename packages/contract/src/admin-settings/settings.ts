import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';

// The storefront's settings in the back office ([product: Back office], ADR 1120): its looks,
// selling types and languages (payments, tables and zones: their own folders, ADR 1310). Write bodies are checked by the server with these schemas and refused with a 422 naming
// each bad field (`details.fields`), as the menu's (ADR 1002).

/** A colour as the colour picker sends it. */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour');

/** [product: Navigation] the storefront's navigation styles. */
export const NAVIGATION_STYLES = ['curved', 'flat', 'menu'] as const;

/**
 * A set-up screen's version (ADR 1120): a hash of what it showed. A stale one answers 409
 * `changed_elsewhere`.
 */
export const settingsVersion = z.string().regex(/^[0-9]{1,20}$/);

export const storeSettingsWriteSchema = z.object({
  theme_color: hexColour,
  theme_accent_color: hexColour,
  theme_background_color: hexColour,
  dark_mode: z.enum(['auto', 'on', 'off']),
  menu_layout: z.enum(['list', 'grid']),
  navigation_style: z.enum(NAVIGATION_STYLES),
  /** The languages the storefront offers; the first (the menu's own language) stays first. */
  locales: z
    .array(z.string().regex(/^[a-z]{2,3}$/))
    .min(1)
    .max(41),
  /** Per branch: which selling types it offers. */
  branches: z
    .array(
      z.object({
        id: z.number().int().positive(),
        delivery: z.boolean(),
        pickup: z.boolean(),
        dinein: z.boolean(),
      }),
    )
    .max(200),
  /**
   * What dine-in sells (docs/settings.md `dine_in_label`): tables, or a product service (a salon's
   * chair, a car wash's bay), and the button's words per language (ADR 1487, 1490, 1460); the
   * kitchen's name on tickets. Absent: unchanged.
   */
  dine_in_label: z.enum(['dinein', 'product_service']).optional(),
  dinein_btn_label: localizedTextSchema.optional(),
  kitchen_label: localizedTextSchema.optional(),
  version: settingsVersion.optional(),
});
export type StoreSettingsWrite = z.input<typeof storeSettingsWriteSchema>;

export const storeImageWriteSchema = z.object({
  kind: z.enum(['logo', 'cover']),
  /** The picture as base64 (one client, one body parser; ADR 1003); absent: remove it. */
  data: z.base64().min(4).optional(),
});

// Answers (plain types: the browser never loads zod).

export type StoreSettings = {
  theme_color: string;
  theme_accent_color: string;
  theme_background_color: string;
  dark_mode: 'auto' | 'on' | 'off';
  menu_layout: 'list' | 'grid';
  navigation_style: string;
  locales: string[];
  logo: string | null;
  cover: string | null;
  branches: {
    id: number;
    name: Record<string, string>;
    delivery: boolean;
    pickup: boolean;
    dinein: boolean;
  }[];
  dine_in_label: 'dinein' | 'product_service';
  /** Per language; an empty language reads the interface's own translation (ADR 1460). */
  dinein_btn_label: Record<string, string>;
  kitchen_label: Record<string, string>;
  version: string;
};
export type StoreSettingsResponse = { error: 0; settings: StoreSettings };
