import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { businesses } from './business.ts';
import { localized } from './columns.ts';

/** Per-branch presence of a category or an item (SPEC §3: branch info with available and visible). */
export type BranchPresence = { branch_id: number; available: boolean; visible: boolean };

const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    /** A subcategory points at its parent (the SPEC's grand_category). */
    parentId: integer('parent_id'),
    name: localized('name'),
    description: localized('description'),
    image: text('image'),
    visible: boolean('visible').notNull().default(true),
    branches: jsonb('branches').$type<BranchPresence[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index().on(t.businessId, t.sort)],
);

export const taxes = pgTable('taxes', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  name: localized('name'),
  rate: numeric('rate', { precision: 7, scale: 4, mode: 'number' }).notNull(),
  inclusive: boolean('inclusive').notNull().default(false),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  /** 'tag' (vegan, spicy…) or 'ingredient'. */
  kind: text('kind').notNull(),
  name: localized('name'),
  icon: text('icon'),
});

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    businessId: businessId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: localized('name'),
    description: localized('description'),
    image: text('image'),
    visible: boolean('visible').notNull().default(true),
    /** SPEC §4 price option kind: 0 starting from, 1 multiple options, 2 on selection, 3 min-max. */
    priceOptionKind: smallint('price_option_kind').notNull().default(0),
    types: jsonb('types')
      .$type<{ dine_in: boolean; delivery: boolean; car_pickup: boolean; reservation: boolean }>()
      .notNull(),
    branches: jsonb('branches').$type<BranchPresence[]>().notNull().default([]),
    commentRequired: boolean('comment_required').notNull().default(false),
    calories: integer('calories'),
    preparationTime: integer('preparation_time'),
    stickers: text('stickers').array().notNull().default([]),
    tagIds: integer('tag_ids').array().notNull().default([]),
    taxIds: integer('tax_ids').array().notNull().default([]),
    suggestedItemIds: integer('suggested_item_ids').array().notNull().default([]),
    /** Every locale's name and description, lower-cased and without accents or tashkeel: the search haystack. */
    searchText: text('search_text').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index().on(t.businessId, t.categoryId, t.sort)],
);

export const priceLabels = pgTable(
  'price_labels',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    label: localized('label'),
    /** Minor units of the business currency. */
    price: integer('price').notNull(),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    shippingWeight: numeric('shipping_weight', { precision: 10, scale: 3, mode: 'number' }),
    minimum: integer('minimum').notNull().default(1),
    maximum: integer('maximum'),
    isQty: boolean('is_qty').notNull().default(true),
    unit: text('unit'),
    preparationTime: integer('preparation_time'),
    preparationTimeType: text('preparation_time_type'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index().on(t.itemId)],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: localized('name'),
    min: integer('min').notNull().default(0),
    max: integer('max').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index().on(t.itemId)],
);

export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    name: localized('name'),
    price: integer('price').notNull().default(0),
    image: text('image'),
    taxIds: integer('tax_ids').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index().on(t.groupId)],
);

/** SPEC §3 discounts: per selling type, on an item, a category or the whole menu. */
export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  sellingType: text('selling_type').notNull(),
  scope: text('scope').notNull(),
  targetId: integer('target_id'),
  type: text('type').notNull(),
  /** Percent, or minor units when fixed. */
  value: numeric('value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
});

export const smartCategories = pgTable('smart_categories', {
  id: serial('id').primaryKey(),
  businessId: businessId(),
  name: localized('name'),
  icon: text('icon'),
  itemIds: integer('item_ids').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});
