import { z } from 'zod';
import { settingsVersion } from '../admin-settings/settings.ts';

// Payments in the back office ([product: Back office], ADR 1121, 840): payment methods and
// gateway keys, pixels and conversion tokens — the owner only. Write bodies are checked by the
// server with these schemas (422 naming each bad field).

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

export type AdminPixel = { kind: number; pixel_id: string; token_last4: string | null };
export type AdminPixelsResponse = { error: 0; pixels: AdminPixel[]; can_store_tokens: boolean };
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
