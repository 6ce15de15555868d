import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import type { BranchPresence, SellingTypeFlags } from '../../platform/db/schema/menu.ts';

/**
 * The back office's menu reads and writes (ADR 1002). A row's version is PostgreSQL's `xmin`, the
 * transaction that last wrote it: every write moves it, whoever writes (another manager, the
 * sold-out job, SQL), with no column to keep up to date.
 */
const version = (table: 'categories' | 'items' | 'modifier_groups') =>
  sql<string>`${sql.raw(table)}.xmin::text`;

/** A branch entry of an item, with when a sold-out item comes back by itself. */
export type ItemPresence = BranchPresence & { back_at?: string };

export async function readMenu(db: Db, businessId: number) {
  const categories = await db
    .select({
      id: s.categories.id,
      name: s.categories.name,
      visible: s.categories.visible,
      branches: s.categories.branches,
      parentId: s.categories.parentId,
      types: s.categories.types,
      sort: s.categories.sort,
      version: version('categories'),
    })
    .from(s.categories)
    .where(and(eq(s.categories.businessId, businessId), isNull(s.categories.deletedAt)))
    .orderBy(asc(s.categories.sort), asc(s.categories.id));
  const items = await db
    .select({
      id: s.items.id,
      categoryId: s.items.categoryId,
      name: s.items.name,
      description: s.items.description,
      image: s.items.image,
      visible: s.items.visible,
      branches: s.items.branches,
      taxIds: s.items.taxIds,
      tagIds: s.items.tagIds,
      stickers: s.items.stickers,
      version: version('items'),
      price: sql<number>`COALESCE((SELECT p.price FROM price_labels p WHERE p.item_id = items.id
        ORDER BY p.sort, p.id LIMIT 1), 0)`,
    })
    .from(s.items)
    .where(and(eq(s.items.businessId, businessId), isNull(s.items.deletedAt)))
    .orderBy(asc(s.items.sort), asc(s.items.id));
  const itemIds = items.map((i) => i.id);
  const sizes = itemIds.length
    ? await db
        .select({
          id: s.priceLabels.id,
          itemId: s.priceLabels.itemId,
          label: s.priceLabels.label,
          price: s.priceLabels.price,
          weight: s.priceLabels.weight,
          minimum: s.priceLabels.minimum,
          maximum: s.priceLabels.maximum,
          unit: s.priceLabels.unit,
          preparationTime: s.priceLabels.preparationTime,
        })
        .from(s.priceLabels)
        .where(inArray(s.priceLabels.itemId, itemIds))
        .orderBy(asc(s.priceLabels.sort), asc(s.priceLabels.id))
    : [];
  const groups = itemIds.length
    ? await db
        .select({
          id: s.modifierGroups.id,
          itemId: s.modifierGroups.itemId,
          name: s.modifierGroups.name,
          min: s.modifierGroups.min,
          max: s.modifierGroups.max,
          sharedId: s.modifierGroups.sharedId,
          version: version('modifier_groups'),
        })
        .from(s.modifierGroups)
        .where(inArray(s.modifierGroups.itemId, itemIds))
        .orderBy(asc(s.modifierGroups.sort), asc(s.modifierGroups.id))
    : [];
  const groupIds = groups.map((g) => g.id);
  const modifiers = groupIds.length
    ? await db
        .select({
          id: s.modifiers.id,
          groupId: s.modifiers.groupId,
          name: s.modifiers.name,
          price: s.modifiers.price,
          taxIds: s.modifiers.taxIds,
          soldOut: s.modifiers.soldOut,
        })
        .from(s.modifiers)
        .where(inArray(s.modifiers.groupId, groupIds))
        .orderBy(asc(s.modifiers.sort), asc(s.modifiers.id))
    : [];
  return {
    categories,
    items: items.map((i) => ({ ...i, price: Number(i.price) })),
    sizes,
    groups,
    modifiers,
  };
}
export type AdminMenuRows = Awaited<ReturnType<typeof readMenu>>;

/** A category of the business, locked for a write, with its version; null when not the business's. */
export async function lockCategory(db: Db, businessId: number, id: number) {
  const { rows } = await db.execute<{
    id: number;
    name: Record<string, string>;
    visible: boolean;
    parent_id: number | null;
    types: Partial<SellingTypeFlags>;
    sort: number;
    version: string;
  }>(
    sql`SELECT id, name, visible, parent_id, types, sort, xmin::text AS version FROM categories
        WHERE id = ${id} AND business_id = ${businessId} AND deleted_at IS NULL FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function insertCategory(
  db: Db,
  row: {
    businessId: number;
    name: Record<string, string>;
    visible: boolean;
    parentId?: number | null;
    types?: Partial<SellingTypeFlags>;
  },
) {
  const [created] = await db
    .insert(s.categories)
    .values({
      ...row,
      sort: sql`(SELECT COALESCE(MAX(sort), 0) + 1 FROM categories WHERE business_id = ${row.businessId})`,
    })
    .returning({ id: s.categories.id });
  if (!created) throw new Error('category insert returned nothing');
  return created.id;
}

export async function updateCategory(
  db: Db,
  id: number,
  values: {
    name: Record<string, string>;
    visible: boolean;
    branches?: BranchPresence[];
    parentId?: number | null;
    types?: Partial<SellingTypeFlags>;
  },
) {
  await db.update(s.categories).set(values).where(eq(s.categories.id, id));
}

/** The business's categories in this order (ids not listed keep their place after them). */
export async function reorderCategories(db: Db, businessId: number, ids: number[]) {
  await db.execute(sql`UPDATE categories c SET sort = o.ord
    FROM unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}) WITH ORDINALITY AS o(id, ord)
    WHERE c.id = o.id AND c.business_id = ${businessId}`);
}

/** The business's live categories with their parents: what a subcategory may hang from (ADR 1151). */
export async function categoryTree(db: Db, businessId: number) {
  return db
    .select({ id: s.categories.id, parentId: s.categories.parentId })
    .from(s.categories)
    .where(and(eq(s.categories.businessId, businessId), isNull(s.categories.deletedAt)));
}

export async function countCategories(db: Db, businessId: number, ids: number[]) {
  const rows = await db
    .select({ id: s.categories.id })
    .from(s.categories)
    .where(
      and(
        eq(s.categories.businessId, businessId),
        inArray(s.categories.id, ids),
        isNull(s.categories.deletedAt),
      ),
    );
  return rows.length;
}

export async function lockItem(db: Db, businessId: number, id: number) {
  const { rows } = await db.execute<{
    id: number;
    category_id: number;
    name: Record<string, string>;
    description: Record<string, string>;
    image: string | null;
    visible: boolean;
    branches: ItemPresence[];
    version: string;
  }>(sql`SELECT id, category_id, name, description, image, visible, branches, xmin::text AS version
      FROM items WHERE id = ${id} AND business_id = ${businessId} AND deleted_at IS NULL FOR UPDATE`);
  return rows[0] ?? null;
}
export type LockedItem = NonNullable<Awaited<ReturnType<typeof lockItem>>>;

export async function firstPrice(db: Db, itemId: number) {
  const [row] = await db
    .select({ id: s.priceLabels.id, price: s.priceLabels.price })
    .from(s.priceLabels)
    .where(eq(s.priceLabels.itemId, itemId))
    .orderBy(asc(s.priceLabels.sort), asc(s.priceLabels.id))
    .limit(1);
  return row ?? null;
}

/** A new item sells everywhere the items do by default: all selling types, no branch exceptions. */
export async function insertItem(
  db: Db,
  row: {
    businessId: number;
    categoryId: number;
    name: Record<string, string>;
    description: Record<string, string>;
    visible: boolean;
    price: number;
  },
) {
  const { price, ...item } = row;
  const [created] = await db
    .insert(s.items)
    .values({
      ...item,
      types: { dine_in: true, delivery: true, car_pickup: true, reservation: true },
      sort: sql`(SELECT COALESCE(MAX(sort), 0) + 1 FROM items WHERE category_id = ${row.categoryId})`,
    })
    .returning({ id: s.items.id });
  if (!created) throw new Error('item insert returned nothing');
  await db.insert(s.priceLabels).values({ itemId: created.id, price, label: {} });
  return created.id;
}

export async function updateItem(
  db: Db,
  id: number,
  values: Partial<{
    categoryId: number;
    name: Record<string, string>;
    description: Record<string, string>;
    visible: boolean;
    image: string | null;
    branches: ItemPresence[];
  }>,
) {
  await db.update(s.items).set(values).where(eq(s.items.id, id));
}

export async function setPrice(db: Db, itemId: number, price: number) {
  const label = await firstPrice(db, itemId);
  if (label) await db.update(s.priceLabels).set({ price }).where(eq(s.priceLabels.id, label.id));
  else await db.insert(s.priceLabels).values({ itemId, price, label: {} });
}

/** An item's sizes, for an edit's "before" and the check that listed ids are its own (ADR 1420). */
export async function sizesOf(db: Db, itemId: number) {
  return db
    .select({ id: s.priceLabels.id, label: s.priceLabels.label, price: s.priceLabels.price })
    .from(s.priceLabels)
    .where(eq(s.priceLabels.itemId, itemId))
    .orderBy(asc(s.priceLabels.sort), asc(s.priceLabels.id));
}

export type SizeRow = {
  id?: number | undefined;
  label: Record<string, string>;
  price: number;
  weight: number | null;
  minimum: number;
  maximum: number | null;
  unit: string | null;
  preparation_time: number | null;
};

/**
 * The item's sizes in their new order (ADR 1420): listed ids changed, new ones added, unlisted
 * ones removed (an order line keeps its own copy of what it was sold as). With more than one
 * size the item shows "multiple options" ([product: Menu and items] price option kind 1).
 */
export async function replaceSizes(db: Db, itemId: number, sizes: SizeRow[]) {
  const kept = sizes.flatMap((z) => (z.id ? [z.id] : []));
  await db
    .delete(s.priceLabels)
    .where(
      kept.length
        ? and(
            eq(s.priceLabels.itemId, itemId),
            sql`${s.priceLabels.id} <> ALL(${sql.raw(`ARRAY[${kept.map(Number).join(',')}]::int[]`)})`,
          )
        : eq(s.priceLabels.itemId, itemId),
    );
  for (const [sort, z] of sizes.entries()) {
    const values = {
      label: z.label,
      price: z.price,
      weight: z.weight,
      minimum: z.minimum,
      maximum: z.maximum,
      unit: z.unit,
      preparationTime: z.preparation_time,
      preparationTimeType: z.preparation_time ? 'minute' : null,
      sort,
    };
    if (z.id) await db.update(s.priceLabels).set(values).where(eq(s.priceLabels.id, z.id));
    else await db.insert(s.priceLabels).values({ itemId, ...values });
  }
  await db.execute(sql`UPDATE items SET price_option_kind = ${sizes.length > 1 ? 1 : 0}
    WHERE id = ${itemId} AND price_option_kind IN (0, 1)`);
}

export async function insertModifierGroup(
  db: Db,
  itemId: number,
  group: { name: Record<string, string>; min: number; max: number; sharedId?: number },
  modifiers: { name: Record<string, string>; price: number; taxIds?: number[]; tagIds?: number[] }[],
) {
  const [created] = await db
    .insert(s.modifierGroups)
    .values({
      itemId,
      ...group,
      sort: sql`(SELECT COALESCE(MAX(sort), 0) + 1 FROM modifier_groups WHERE item_id = ${itemId})`,
    })
    .returning({ id: s.modifierGroups.id });
  if (!created) throw new Error('modifier group insert returned nothing');
  await db.insert(s.modifiers).values(modifiers.map((m, sort) => ({ groupId: created.id, ...m, sort })));
  return created.id;
}

/** A group of an item, locked with its version and its choices, for an edit (ADR 1153); null when not the item's. */
export async function lockGroup(db: Db, itemId: number, groupId: number) {
  const { rows } = await db.execute<{
    id: number;
    name: Record<string, string>;
    min: number;
    max: number;
    shared_id: number | null;
    version: string;
  }>(sql`SELECT id, name, min, max, shared_id, xmin::text AS version FROM modifier_groups
      WHERE id = ${groupId} AND item_id = ${itemId} FOR UPDATE`);
  const group = rows[0];
  if (!group) return null;
  const modifiers = await db
    .select({
      id: s.modifiers.id,
      name: s.modifiers.name,
      price: s.modifiers.price,
      tax_ids: s.modifiers.taxIds,
      tag_ids: s.modifiers.tagIds,
    })
    .from(s.modifiers)
    .where(eq(s.modifiers.groupId, groupId))
    .orderBy(asc(s.modifiers.sort), asc(s.modifiers.id));
  return { ...group, modifiers };
}

/**
 * The other live copies of a shared group (ADR 1422) in the business, locked, each with its item
 * and its choices' ids in order.
 */
export async function lockSiblings(db: Db, businessId: number, sharedId: number, except: number) {
  const { rows } = await db.execute<{ id: number; item_id: number }>(sql`SELECT g.id, g.item_id
      FROM modifier_groups g JOIN items i ON i.id = g.item_id
      WHERE g.shared_id = ${sharedId} AND g.id <> ${except} AND i.business_id = ${businessId}
        AND i.deleted_at IS NULL
      ORDER BY g.id FOR UPDATE OF g`);
  const out: { id: number; itemId: number; choiceIds: number[] }[] = [];
  for (const r of rows) {
    const choices = await db
      .select({ id: s.modifiers.id })
      .from(s.modifiers)
      .where(eq(s.modifiers.groupId, r.id))
      .orderBy(asc(s.modifiers.sort), asc(s.modifiers.id));
    out.push({ id: r.id, itemId: r.item_id, choiceIds: choices.map((c) => c.id) });
  }
  return out;
}

/** The item's version (its xmin) moves with its sizes and groups (ADR 1002). */
export async function touchItem(db: Db, itemId: number) {
  await db.execute(sql`UPDATE items SET name = name WHERE id = ${itemId}`);
}

export async function markShared(db: Db, groupId: number, sharedId: number) {
  await db.update(s.modifierGroups).set({ sharedId }).where(eq(s.modifierGroups.id, groupId));
}

/** Live items of the business among `ids`, with the shared groups they carry already. */
export async function itemsForSharing(db: Db, businessId: number, ids: number[], sharedId: number) {
  const { rows } = await db.execute<{ id: number; has: boolean }>(sql`SELECT i.id,
      EXISTS (SELECT 1 FROM modifier_groups g WHERE g.item_id = i.id AND g.shared_id = ${sharedId}) AS has
      FROM items i WHERE i.business_id = ${businessId} AND i.deleted_at IS NULL
        AND i.id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)})
      FOR UPDATE OF i`);
  return rows;
}

/**
 * The group's terms and its choices in their new order: listed ids are changed (their sold-out
 * state and ingredients stay), new ones added, unlisted ones removed.
 */
export async function replaceGroup(
  db: Db,
  groupId: number,
  group: { name: Record<string, string>; min: number; max: number },
  modifiers: {
    id?: number | undefined;
    name: Record<string, string>;
    price: number;
    tax_ids?: number[] | undefined;
  }[],
) {
  await db.update(s.modifierGroups).set(group).where(eq(s.modifierGroups.id, groupId));
  const kept = modifiers.flatMap((m) => (m.id ? [m.id] : []));
  await db
    .delete(s.modifiers)
    .where(
      kept.length
        ? and(
            eq(s.modifiers.groupId, groupId),
            sql`${s.modifiers.id} <> ALL(${sql.raw(`ARRAY[${kept.map(Number).join(',')}]::int[]`)})`,
          )
        : eq(s.modifiers.groupId, groupId),
    );
  for (const [sort, m] of modifiers.entries()) {
    const values = { name: m.name, price: m.price, sort, ...(m.tax_ids ? { taxIds: m.tax_ids } : {}) };
    if (m.id) await db.update(s.modifiers).set(values).where(eq(s.modifiers.id, m.id));
    else await db.insert(s.modifiers).values({ groupId, ...values });
  }
}

export async function taxIdsOf(db: Db, businessId: number) {
  const rows = await db.select({ id: s.taxes.id }).from(s.taxes).where(eq(s.taxes.businessId, businessId));
  return rows.map((r) => r.id);
}

export async function branchIdsOf(db: Db, businessId: number) {
  const rows = await db
    .select({ id: s.branches.id })
    .from(s.branches)
    .where(eq(s.branches.businessId, businessId));
  return rows.map((r) => r.id);
}

/**
 * Sold-out items whose "back at" time has passed come back (ADR 1003): one statement, so the
 * version triggers bump each business once and every storefront hears of it.
 */
export async function returnSoldOutItems(db: Db, now: Date) {
  const at = now.toISOString();
  const { rowCount } = await db.execute(sql`UPDATE items SET branches = (
      SELECT COALESCE(jsonb_agg(CASE WHEN e ? 'back_at' AND (e->>'back_at')::timestamptz <= ${at}::timestamptz
        THEN (e - 'back_at') || '{"available": true}'::jsonb ELSE e END), '[]'::jsonb)
      FROM jsonb_array_elements(branches) e)
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(branches) e
      WHERE e ? 'back_at' AND (e->>'back_at')::timestamptz <= ${at}::timestamptz)`);
  return rowCount ?? 0;
}
