import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';
import { money } from '../common.ts';
import type { StaffTable } from '../tables.ts';

// The back office's set-up screens ([product: Back office], ADR 1120–1122): the storefront's looks,
// selling types and languages; payment methods and gateway keys (owner only); tables and their QR
// codes. Write bodies are checked by the server with these schemas and refused with a 422 naming
// each bad field (`details.fields`), as the menu's (ADR 1002).

/** A colour as the colour picker sends it. */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour');

/** [product: Navigation] the storefront's navigation styles. */
export const NAVIGATION_STYLES = ['curved', 'flat', 'menu'] as const;

/**
 * A set-up screen's version (ADR 1120): a hash of what it showed. A stale one answers 409
 * `changed_elsewhere`.
 */
const settingsVersion = z.string().regex(/^[0-9]{1,20}$/);

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
  version: settingsVersion.optional(),
});
export type StoreSettingsWrite = z.input<typeof storeSettingsWriteSchema>;

export const storeImageWriteSchema = z.object({
  kind: z.enum(['logo', 'cover']),
  /** The picture as base64 (one client, one body parser; ADR 1003); absent: remove it. */
  data: z.base64().min(4).optional(),
});

/** Payment methods (numbers as the storefront knows them) and the gateway, owner only (ADR 1121). */
export const paymentSettingsWriteSchema = z.object({
  methods: z.array(z.number().int().min(1).max(9)).min(1).max(9),
  default_cash: z.boolean(),
  gateway: z.enum(['platform', 'tap', 'sandbox', 'none']),
  /** A new Tap secret key; absent or empty: keep the stored one. Never sent back. */
  secret_key: z
    .string()
    .trim()
    .regex(/^sk_(test|live)_[A-Za-z0-9]{8,200}$/, 'Paste the secret key that starts with sk_')
    .or(z.literal(''))
    .optional(),
  version: settingsVersion.optional(),
});
export type PaymentSettingsWrite = z.input<typeof paymentSettingsWriteSchema>;

export const tableWriteSchema = z.object({
  branch_id: z.number().int().positive(),
  name: z.string().trim().min(1, 'Required').max(40),
  floor: z.string().trim().max(40).nullable().default(null),
  seats: z.number().int().min(1).max(100).default(2),
});
export type TableWrite = z.input<typeof tableWriteSchema>;

export const tableRenameSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(40),
  floor: z.string().trim().max(40).nullable().default(null),
  seats: z.number().int().min(1).max(100),
  /** The table row's version (`xmin`, ADR 1002). */
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type TableRename = z.input<typeof tableRenameSchema>;

/** Retiring a table (ADR 1160): the version of the row the manager saw. */
export const tableRetireSchema = z.object({
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type TableRetire = z.input<typeof tableRetireSchema>;

/** A delivery zone's terms (ADR 1123): fee and minimum in minor units, time in minutes. */
export const zoneWriteSchema = z.object({
  name: localizedTextSchema,
  fees: money.min(0).max(1_000_000_000),
  min_order: money.min(0).max(1_000_000_000),
  delivery_time: z.number().int().min(1).max(1440),
  visible: z.boolean(),
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type ZoneWrite = z.input<typeof zoneWriteSchema>;

/** A delivery area's outline: one closed ring of [lng, lat] (checked by the domain's `ringProblem`). */
export const areaShapeWriteSchema = z.object({
  ring: z
    .array(z.tuple([z.number(), z.number()]))
    .min(4)
    .max(501),
  version: z
    .string()
    .regex(/^[0-9]{1,20}$/)
    .optional(),
});
export type AreaShapeWrite = z.input<typeof areaShapeWriteSchema>;

const rowVersion = z
  .string()
  .regex(/^[0-9]{1,20}$/)
  .optional();
const ringSchema = z
  .array(z.tuple([z.number(), z.number()]))
  .min(4)
  .max(501);

/**
 * A new delivery zone (ADR 1160): its terms as `zoneWriteSchema`, its branch, and its first area
 * drawn on the map (named as the zone unless `area_name` says otherwise).
 */
export const zoneCreateSchema = zoneWriteSchema.omit({ version: true }).extend({
  branch_id: z.number().int().positive(),
  area_name: localizedTextSchema.optional(),
  ring: ringSchema,
});
export type ZoneCreate = z.input<typeof zoneCreateSchema>;

/** Deleting a zone or an area (ADR 1160): the version of the row the manager saw. */
export const placeDeleteSchema = z.object({ version: rowVersion });
export type PlaceDelete = z.input<typeof placeDeleteSchema>;

/** A new area of a zone, drawn on the map (ADR 1160). */
export const areaCreateSchema = z.object({ name: localizedTextSchema, ring: ringSchema });
export type AreaCreate = z.input<typeof areaCreateSchema>;

/** An area's new name (ADR 1160). */
export const areaRenameSchema = z.object({ name: localizedTextSchema, version: rowVersion });
export type AreaRename = z.input<typeof areaRenameSchema>;

/**
 * The business's tracking integrations (ADR 1121; kinds 1–7 as the storefront numbers them): an
 * empty id turns one off; a token (kinds 5–7, conversion APIs) is sealed, empty keeps the stored one.
 */
export const pixelsWriteSchema = z.object({
  pixels: z
    .array(
      z.object({
        kind: z.number().int().min(1).max(7),
        pixel_id: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_.:-]{0,120}$/, 'Letters, digits and - _ . : only'),
        token: z.string().trim().max(1000).optional(),
      }),
    )
    .max(7),
});
export type PixelsWrite = z.input<typeof pixelsWriteSchema>;

// Answers (plain types: the browser never loads zod).

export type AdminPixel = { kind: number; pixel_id: string; token_last4: string | null };
export type AdminPixelsResponse = { error: 0; pixels: AdminPixel[]; can_store_tokens: boolean };

export type AdminArea = {
  id: number;
  name: Record<string, string>;
  /** The outline's ring of [lng, lat]; null for an area that is a point. */
  ring: [number, number][] | null;
  version: string;
};
export type AdminZone = {
  id: number;
  branch_id: number;
  name: Record<string, string>;
  fees: number;
  min_order: number;
  delivery_time: number;
  visible: boolean;
  color: string | null;
  version: string;
  areas: AdminArea[];
};
export type AdminZonesResponse = { error: 0; zones: AdminZone[] };
export type AdminZoneResponse = { error: 0; zone: AdminZone };

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
  version: string;
};
export type StoreSettingsResponse = { error: 0; settings: StoreSettings };

export type PaymentSettings = {
  methods: number[];
  default_cash: boolean;
  /** `platform`: no row of its own, the platform's default applies. */
  gateway: 'platform' | 'tap' | 'sandbox' | 'none';
  /** What actually takes payments now (a gateway may be set but not usable here). */
  in_effect: 'tap' | 'sandbox' | null;
  /** The stored key's last four characters only; null when none is stored. */
  key_last4: string | null;
  /** Whether a key can be stored at all (PAYMENT_KEYS_SECRET is set). */
  can_store_keys: boolean;
  version: string;
};
export type PaymentSettingsResponse = { error: 0; payments: PaymentSettings };

export type AdminTable = StaffTable & { version: string };
export type AdminTablesResponse = { error: 0; tables: AdminTable[] };
export type AdminTableResponse = { error: 0; table: AdminTable };
