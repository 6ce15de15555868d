import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';
import { ITEM_STICKERS } from './stickers.ts';

export { ITEM_STICKERS } from './stickers.ts';

import { money } from '../common.ts';

// The back office's prices beyond the menu ([product: Discounts, coupons and taxes], ADR 1100):
// discounts per selling type, coupons and taxes. Write bodies are checked by the server with these
// schemas and refused with a 422 naming each bad field (`details.fields`), as the menu's are.

/** The row version a write was based on (ADR 1002): a stale one answers 409 `changed_elsewhere`. */
const rowVersion = z.string().regex(/^[0-9]{1,20}$/);

/** A discount table of the domain: dine-in (with its variants), pickup, delivery. */
export const discountKeySchema = z.enum(['dinein', 'pickup', 'delivery']);
export const discountKindSchema = z.enum(['percent', 'fixed']);

const moment = z.string().datetime({ offset: true }).nullable().default(null);

export const couponWriteSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, '3 to 32 letters, digits, - or _'),
  discount_type: discountKindSchema,
  /** Percent (0–100, up to 3 decimals) or minor units off the whole order. */
  discount_value: z.number().min(0).max(1_000_000_000),
  min_order: money.min(0).max(1_000_000_000).default(0),
  starts_at: moment,
  ends_at: moment,
  usage_limit: z.number().int().min(1).max(10_000_000).nullable().default(null),
  selling_types: z.array(discountKeySchema).max(3).default([]),
  user_type: z.enum(['guests', 'auth_users']).nullable().default(null),
  free_delivery: z.boolean().default(false),
  active: z.boolean().default(true),
  version: rowVersion.optional(),
});

/**
 * A happy hour's weekly window (ADR 1485): days Monday = 0 … Sunday = 6, minutes since local
 * midnight in the business's time zone; an end at or before the start runs past midnight.
 */
export const happyHourSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day').max(7),
  from_minute: z.number().int().min(0).max(1439),
  to_minute: z.number().int().min(0).max(1439),
});

export const discountWriteSchema = z.object({
  selling_type: discountKeySchema,
  scope: z.enum(['all', 'category', 'item']),
  target_id: z.number().int().positive().nullable().default(null),
  type: discountKindSchema,
  /** Percent (0–100) or minor units off each unit. */
  value: z.number().min(0).max(1_000_000_000),
  /** Null: always on; else only inside this window (ADR 1485). */
  happy_hour: happyHourSchema.nullable().default(null),
  version: rowVersion.optional(),
});

/** Which items a tax applies to without ticking each (ADR 1486). */
export const taxReachSchema = z.enum(['all', 'categories', 'items']);

export const taxWriteSchema = z.object({
  name: localizedTextSchema,
  /** Percent, up to 4 decimals. */
  rate: z.number().min(0).max(100),
  inclusive: z.boolean().default(false),
  /** A new tax taxes every item unless told otherwise; an edit without it keeps the tax's reach. */
  applies_to: taxReachSchema.optional(),
  /** The categories (their subcategories with them) when `applies_to` is 'categories'. */
  category_ids: z.array(z.number().int().positive()).max(200).optional(),
  /**
   * What an 'all' or 'categories' reach leaves out (ADR 1481): these items and the items of these
   * categories. An edit that does not say keeps them; a reach of 'items' has none.
   */
  except_item_ids: z.array(z.number().int().positive()).max(500).optional(),
  except_category_ids: z.array(z.number().int().positive()).max(200).optional(),
  version: rowVersion.optional(),
});

/** An item's taxes, tags and stickers (the menu's labels), set together. */
export const itemLabelsWriteSchema = z.object({
  tax_ids: z.array(z.number().int().positive()).max(20).default([]),
  tag_ids: z.array(z.number().int().positive()).max(50).default([]),
  /** The stickers the storefront words (`sticker.*` in its catalogs). */
  stickers: z.array(z.enum(ITEM_STICKERS)).max(3).default([]),
  version: rowVersion.optional(),
});

export const deleteWriteSchema = z.object({ version: rowVersion.optional() });

export type CouponWrite = z.input<typeof couponWriteSchema>;
export type DiscountWrite = z.input<typeof discountWriteSchema>;
export type TaxWrite = z.input<typeof taxWriteSchema>;
export type ItemLabelsWrite = z.input<typeof itemLabelsWriteSchema>;
export type DiscountKeyValue = z.infer<typeof discountKeySchema>;

// Answers (plain types: the browser never loads zod).

export type AdminCoupon = {
  id: number;
  code: string;
  discount_type: 'percent' | 'fixed';
  discount_value: number;
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  /** Orders that used it, cancelled and rejected ones left out. */
  uses: number;
  selling_types: DiscountKeyValue[];
  user_type: 'guests' | 'auth_users' | null;
  free_delivery: boolean;
  active: boolean;
  version: string;
};

export type AdminDiscount = {
  id: number;
  selling_type: DiscountKeyValue;
  scope: 'all' | 'category' | 'item';
  target_id: number | null;
  type: 'percent' | 'fixed';
  value: number;
  /** Null: always on; else the weekly window it applies in (ADR 1485). */
  happy_hour: HappyHour | null;
  version: string;
};

export type HappyHour = { days: number[]; from_minute: number; to_minute: number };

export type AdminTax = {
  id: number;
  name: Record<string, string>;
  rate: number;
  inclusive: boolean;
  applies_to: 'all' | 'categories' | 'items';
  category_ids: number[];
  except_item_ids: number[];
  except_category_ids: number[];
  version: string;
};

export type AdminTag = {
  id: number;
  kind: string;
  name: Record<string, string>;
  /** What it contains (an ingredient) or claims (a tag); null: not declared (ADR 1154). */
  codes: string[] | null;
  version: string;
};

export type AdminOffersResponse = {
  error: 0;
  coupons: AdminCoupon[];
  discounts: AdminDiscount[];
  taxes: AdminTax[];
  tags: AdminTag[];
  /** The business's time zone: the validity dates are typed and shown in it. */
  time_zone: string;
};
export type AdminCouponResponse = { error: 0; coupon: AdminCoupon };
export type AdminDiscountResponse = { error: 0; discount: AdminDiscount };
export type AdminTaxResponse = { error: 0; tax: AdminTax };
export type AdminItemLabels = {
  id: number;
  tax_ids: number[];
  tag_ids: number[];
  stickers: string[];
  version: string;
};
export type AdminItemLabelsResponse = { error: 0; item: AdminItemLabels };
