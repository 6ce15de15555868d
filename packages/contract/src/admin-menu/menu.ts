import { z } from 'zod';
import { localizedTextSchema, rowVersion } from '../admin/admin.ts';
import { money } from '../common.ts';

// The menu in the back office ([product: Back office], ADR 1001–1003, 1151–1154): categories,
// items, their choices, diet codes, sold out. Write bodies are checked by the server with these
// schemas and refused with a 422 naming each bad field (`details.fields`).

export const categoryWriteSchema = z.object({
  name: localizedTextSchema,
  visible: z.boolean().default(true),
  /** Branches where it is hidden (ADR 1101); absent: left as it is. */
  hidden_at: z.array(z.number().int().positive()).max(200).optional(),
  /** The top-level category it is a subcategory of; null: top level; absent: left as it is (ADR 1151). */
  parent_id: z.number().int().positive().nullable().optional(),
  /** Selling types it is left out of (false); absent: left as it is (ADR 1151). */
  types: z
    .object({
      dine_in: z.boolean(),
      delivery: z.boolean(),
      car_pickup: z.boolean(),
      reservation: z.boolean(),
    })
    .optional(),
  version: rowVersion.optional(),
});

export const categoryOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(500),
});

/** A category's items in their new order: every item of the category once (ADR 1101). */
export const itemOrderSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(2000),
});

/** Deleting a category that has items says what becomes of them: moved to another, or deleted too. */
export const categoryDeleteSchema = z.object({
  version: rowVersion.optional(),
  items: z.enum(['move', 'delete']).optional(),
  move_to: z.number().int().positive().optional(),
});

export const itemDeleteSchema = z.object({ version: rowVersion.optional() });

export const itemWriteSchema = z.object({
  category_id: z.number().int().positive(),
  name: localizedTextSchema,
  description: localizedTextSchema.default({}),
  /**
   * Minor units of the business currency, at most 1,000,000 major units of a 3-decimal currency:
   * the first size's price. Required for a new item; absent on an edit: the sizes stay as they
   * are (an item with several sizes edits them in its sizes form, ADR 1420).
   */
  price: money.min(0).max(1_000_000_000).optional(),
  visible: z.boolean().default(true),
  version: rowVersion.optional(),
});

/**
 * One size (a price label, ADR 1420): its label, price, weight, the least and most a
 * diner may order, the unit and the preparation time in minutes. With `id` an existing size
 * (changed), without a new one.
 */
export const itemSizeWriteSchema = z.object({
  id: z.number().int().positive().optional(),
  label: localizedTextSchema.default({}),
  price: money.min(0).max(1_000_000_000),
  /** Kilograms, for shipping by weight. */
  weight: z.number().min(0).max(100_000).nullable().default(null),
  minimum: z.number().int().min(1).max(1000).default(1),
  maximum: z.number().int().min(1).max(1000).nullable().default(null),
  unit: z.string().trim().max(20).nullable().default(null),
  preparation_time: z.number().int().min(0).max(1440).nullable().default(null),
});

/** An item's sizes in their order (ADR 1420): a size left out is removed; `version` is the item's. */
export const itemSizesWriteSchema = z.object({
  sizes: z.array(itemSizeWriteSchema).min(1).max(20),
  version: rowVersion.optional(),
});

export const modifierWriteSchema = z.object({
  name: localizedTextSchema,
  price: money.min(0).max(1_000_000_000).default(0),
});

export const modifierGroupWriteSchema = z.object({
  name: localizedTextSchema,
  min: z.number().int().min(0).max(50),
  max: z.number().int().min(1).max(50),
  modifiers: z.array(modifierWriteSchema).min(1).max(50),
  version: rowVersion.optional(),
});

/**
 * An existing group of choices, edited (ADR 1153): its choices in their new order — with `id` an
 * existing one (changed), without a new one; one left out is removed. `version` is the group's.
 */
export const modifierGroupEditSchema = z.object({
  name: localizedTextSchema,
  min: z.number().int().min(0).max(50),
  max: z.number().int().min(1).max(50),
  modifiers: z
    .array(
      modifierWriteSchema.extend({
        id: z.number().int().positive().optional(),
        /** The choice's taxes (the business's own); absent: left as they are. */
        tax_ids: z.array(z.number().int().positive()).max(20).optional(),
      }),
    )
    .min(1)
    .max(50),
  version: rowVersion.optional(),
});

/**
 * A group of choices put on other items too (ADR 1422): each gets a copy linked to it, and an
 * edit of any copy edits them all. `version` is the group's.
 */
export const modifierGroupShareSchema = z.object({
  item_ids: z.array(z.number().int().positive()).min(1).max(500),
  version: rowVersion.optional(),
});

/** What an ingredient contains, or what a tag claims (ADR 1154); null: not declared. */
export const tagCodesWriteSchema = z.object({
  codes: z
    .array(z.string().regex(/^[a-z_]{2,20}$/))
    .max(30)
    .nullable(),
  version: rowVersion.optional(),
});

/**
 * A new tag (vegan, spicy…) or ingredient (sesame, prawns…) with what it claims or contains
 * (ADR 1421): allergens are the fixed list the storefront words in every language, declared here.
 * With `item_id`, the new one is put on that item too, in the same write.
 */
export const tagCreateSchema = z.object({
  kind: z.enum(['tag', 'ingredient']),
  name: localizedTextSchema,
  codes: tagCodesWriteSchema.shape.codes.default(null),
  item_id: z.number().int().positive().optional(),
});

export const soldOutWriteSchema = z.object({
  branch_id: z.number().int().positive(),
  sold_out: z.boolean(),
  /** When it comes back by itself (ISO time, in the future); absent: until someone says so. */
  back_at: z.string().datetime({ offset: true }).nullable().optional(),
});

export type CategoryWrite = z.input<typeof categoryWriteSchema>;
export type ItemWrite = z.input<typeof itemWriteSchema>;
export type ItemSizesWrite = z.input<typeof itemSizesWriteSchema>;
export type ModifierGroupWrite = z.input<typeof modifierGroupWriteSchema>;
export type SoldOutWrite = z.input<typeof soldOutWriteSchema>;
export type ModifierGroupEdit = z.input<typeof modifierGroupEditSchema>;
export type ModifierGroupShare = z.input<typeof modifierGroupShareSchema>;
export type TagCodesWrite = z.input<typeof tagCodesWriteSchema>;
export type TagCreate = z.input<typeof tagCreateSchema>;
export type CategoryDelete = z.input<typeof categoryDeleteSchema>;

// Answers (plain types: the browser never loads zod).
export type AdminModifier = {
  id: number;
  name: Record<string, string>;
  price: number;
  /** Its taxes (ADR 1153). */
  tax_ids: number[];
  /** Branches where this choice is sold out now (ADR 1080). */
  sold_out: { branch_id: number; back_at: string | null }[];
};
export type AdminModifierGroup = {
  id: number;
  name: Record<string, string>;
  min: number;
  max: number;
  version: string;
  /** The other items with a linked copy of this group: an edit changes theirs too (ADR 1422). */
  shared_with: number[];
  modifiers: AdminModifier[];
};
/** One size of an item as the back office edits it (ADR 1420). */
export type AdminItemSize = {
  id: number;
  label: Record<string, string>;
  price: number;
  weight: number | null;
  minimum: number;
  maximum: number | null;
  unit: string | null;
  preparation_time: number | null;
};
export type AdminItem = {
  id: number;
  category_id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  /** The first size's price. */
  price: number;
  /** Its sizes in order (at least one once saved; ADR 1420). */
  sizes: AdminItemSize[];
  image: string | null;
  visible: boolean;
  /** Branches where it is sold out now, with when it comes back (null: until someone says). */
  sold_out: { branch_id: number; back_at: string | null }[];
  /** Its labels (ADR 1100): taxes, tags and stickers. */
  tax_ids: number[];
  tag_ids: number[];
  stickers: string[];
  version: string;
  groups: AdminModifierGroup[];
};
export type AdminCategory = {
  id: number;
  name: Record<string, string>;
  visible: boolean;
  /** Branches where it is hidden. */
  hidden_at: number[];
  /** Its parent when it is a subcategory (ADR 1151). */
  parent_id: number | null;
  /** The selling types it is sold in (false: left out of that type's menu, ADR 1151). */
  types: { dine_in: boolean; delivery: boolean; car_pickup: boolean; reservation: boolean };
  sort: number;
  version: string;
};
export type AdminMenuResponse = { error: 0; categories: AdminCategory[]; items: AdminItem[] };
export type AdminCategoryResponse = { error: 0; category: AdminCategory };
export type AdminItemResponse = { error: 0; item: AdminItem };
