import { categoryDeleteSchema, itemDeleteSchema, itemOrderSchema } from '@sufra/contract';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { categoryTree, countCategories, lockCategory, lockItem } from './menu-admin-repository.ts';

const liveItemsOf = (db: Db, businessId: number, categoryId: number) =>
  db
    .select({ id: s.items.id })
    .from(s.items)
    .where(
      and(eq(s.items.businessId, businessId), eq(s.items.categoryId, categoryId), isNull(s.items.deletedAt)),
    );

/**
 * The newest audit entry of `action` on an entity (of a group, when `groupId` is given: its entry
 * sits under its item): a deletion's entry is what its Undo puts back (ADR 1210).
 */
async function lastAudit(
  tx: Db,
  businessId: number,
  entity: 'item' | 'category',
  entityId: number,
  action: string,
  groupId?: number,
) {
  const [row] = await tx
    .select({ before: s.adminAudit.before, after: s.adminAudit.after })
    .from(s.adminAudit)
    .where(
      and(
        eq(s.adminAudit.businessId, businessId),
        eq(s.adminAudit.entity, entity),
        eq(s.adminAudit.entityId, entityId),
        eq(s.adminAudit.action, action),
        groupId === undefined ? undefined : sql`(${s.adminAudit.before}->>'id')::int = ${groupId}`,
      ),
    )
    .orderBy(desc(s.adminAudit.id))
    .limit(1);
  return row;
}

/**
 * Deleting from the menu and ordering a category's items ([product: Back office], ADR 1101).
 * Deleted items and categories are marked, not removed: every menu, search and list leaves them
 * out, and past orders keep what they were. Each write is version-checked and audited like the
 * menu's (ADR 1002); the version triggers carry it to open storefronts.
 */
export function createMenuRemoval(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function businessIdOf(caller: AdminCaller) {
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    return business.id;
  }

  return {
    async deleteItem(caller: AdminCaller, id: number, body: unknown) {
      const businessId = await businessIdOf(caller);
      const { version } = parseWrite(itemDeleteSchema, body);
      await auditedWrite(db, caller, { action: 'delete', entity: 'item' }, async (tx) => {
        const before = await lockItem(tx, businessId, id);
        if (!before) throw new NotFound('Item not found');
        if (version && version !== before.version) throw changedElsewhere();
        await tx.update(s.items).set({ deletedAt: deps.now() }).where(eq(s.items.id, id));
        return { entityId: id, before: before, after: async () => null };
      });
    },

    /** A group of choices goes with its choices; the item's version moves with it (ADR 1002). */
    async deleteGroup(caller: AdminCaller, itemId: number, groupId: number, body: unknown) {
      const businessId = await businessIdOf(caller);
      const { version } = parseWrite(itemDeleteSchema, body);
      await auditedWrite(db, caller, { action: 'delete_group', entity: 'item' }, async (tx) => {
        const item = await lockItem(tx, businessId, itemId);
        if (!item) throw new NotFound('Item not found');
        if (version && version !== item.version) throw changedElsewhere();
        // Its choices, whole, in the audit: what an Undo puts back (ADR 1210).
        const choices = await tx
          .select()
          .from(s.modifiers)
          .where(eq(s.modifiers.groupId, groupId))
          .orderBy(s.modifiers.sort, s.modifiers.id);
        const [group] = await tx
          .delete(s.modifierGroups)
          .where(and(eq(s.modifierGroups.id, groupId), eq(s.modifierGroups.itemId, itemId)))
          .returning();
        if (!group) throw new NotFound('Group not found');
        await tx.update(s.items).set({ name: item.name }).where(eq(s.items.id, itemId));
        return { entityId: itemId, before: { ...group, modifiers: choices }, after: async () => null };
      });
    },

    /** An item-bearing category needs `items`: moved to `move_to`, or deleted with it. */
    async deleteCategory(caller: AdminCaller, id: number, body: unknown) {
      const businessId = await businessIdOf(caller);
      const input = parseWrite(categoryDeleteSchema, body);
      await auditedWrite(db, caller, { action: 'delete', entity: 'category' }, async (tx) => {
        const before = await lockCategory(tx, businessId, id);
        if (!before) throw new NotFound('Category not found');
        if (input.version && input.version !== before.version) throw changedElsewhere();
        // Its subcategories are moved or deleted first, each with its own items' choice (ADR 1151).
        if ((await categoryTree(tx, businessId)).some((c) => c.parentId === id))
          throw invalidFields({ subcategories: 'Move or delete its subcategories first' });
        const items = (await liveItemsOf(tx, businessId, id)).map((i) => i.id);
        if (items.length && !input.items)
          throw invalidFields({
            items: 'This category has items: move them to another category or delete them',
          });
        if (items.length && input.items === 'move') {
          const target = input.move_to;
          if (!target || target === id || (await countCategories(tx, businessId, [target])) !== 1)
            throw invalidFields({ move_to: 'Choose another of this menu’s categories' });
          // Appended after the target's own items, in their order.
          await tx.execute(sql`UPDATE items i SET category_id = ${target},
              sort = (SELECT COALESCE(MAX(sort), 0) FROM items WHERE category_id = ${target}) + i.sort + 1
            WHERE i.category_id = ${id} AND i.business_id = ${businessId} AND i.deleted_at IS NULL`);
        } else if (items.length) {
          await tx
            .update(s.items)
            .set({ deletedAt: deps.now() })
            .where(and(eq(s.items.categoryId, id), isNull(s.items.deletedAt)));
        }
        await tx.update(s.categories).set({ deletedAt: deps.now() }).where(eq(s.categories.id, id));
        return {
          entityId: id,
          before: { ...before, items },
          after: async () => (items.length ? { items: input.items, move_to: input.move_to ?? null } : null),
        };
      });
    },

    /**
     * Undo of a deletion (ADR 1210): the item is live again as it was — its place, names, prices,
     * choices and presence were never touched by the mark. Its category must be live (a category's
     * own undo brings back the items deleted with it).
     */
    async restoreItem(caller: AdminCaller, id: number) {
      const businessId = await businessIdOf(caller);
      await auditedWrite(db, caller, { action: 'restore', entity: 'item' }, async (tx) => {
        const [row] = await tx
          .select({ id: s.items.id, categoryId: s.items.categoryId, deletedAt: s.items.deletedAt })
          .from(s.items)
          .where(and(eq(s.items.id, id), eq(s.items.businessId, businessId), isNotNull(s.items.deletedAt)))
          .for('update');
        if (!row) throw new NotFound('Item not found');
        if (!(await lockCategory(tx, businessId, row.categoryId)))
          throw invalidFields({ category_id: 'Its category was deleted: bring the category back first' });
        await tx.update(s.items).set({ deletedAt: null }).where(eq(s.items.id, id));
        return {
          entityId: id,
          before: { deleted_at: row.deletedAt },
          after: (tx) => lockItem(tx, businessId, id),
        };
      });
    },

    /**
     * Undo of a group's deletion (ADR 1210): the group and its choices back under their own ids
     * (a cart that named them still finds them), from the deletion's audit entry; the item's
     * version moves as when it went.
     */
    async restoreGroup(caller: AdminCaller, itemId: number, groupId: number) {
      const businessId = await businessIdOf(caller);
      await auditedWrite(db, caller, { action: 'restore_group', entity: 'item' }, async (tx) => {
        const item = await lockItem(tx, businessId, itemId);
        if (!item) throw new NotFound('Item not found');
        const deletion = await lastAudit(tx, businessId, 'item', itemId, 'delete_group', groupId);
        const saved = deletion?.before as
          | (typeof s.modifierGroups.$inferSelect & { modifiers?: (typeof s.modifiers.$inferSelect)[] })
          | undefined;
        const [live] = await tx
          .select({ id: s.modifierGroups.id })
          .from(s.modifierGroups)
          .where(eq(s.modifierGroups.id, groupId));
        if (!saved || live) throw new NotFound('Group not found');
        const { modifiers: choices = [], ...group } = saved;
        await tx.insert(s.modifierGroups).values({ ...group, itemId });
        if (choices.length) await tx.insert(s.modifiers).values(choices.map((m) => ({ ...m, groupId })));
        await tx.update(s.items).set({ name: item.name }).where(eq(s.items.id, itemId));
        return { entityId: itemId, before: null, after: async () => saved };
      });
    },

    /**
     * Undo of a category's deletion (ADR 1210): the category is live again, and what its deletion
     * did to its items is undone from that deletion's audit entry — items deleted with it come
     * back, items moved to another category come back to it (those still there and live), in the
     * order they had.
     */
    async restoreCategory(caller: AdminCaller, id: number) {
      const businessId = await businessIdOf(caller);
      await auditedWrite(db, caller, { action: 'restore', entity: 'category' }, async (tx) => {
        const [row] = await tx
          .select({ id: s.categories.id, parentId: s.categories.parentId, deletedAt: s.categories.deletedAt })
          .from(s.categories)
          .where(
            and(
              eq(s.categories.id, id),
              eq(s.categories.businessId, businessId),
              isNotNull(s.categories.deletedAt),
            ),
          )
          .for('update');
        if (!row) throw new NotFound('Category not found');
        if (row.parentId !== null && !(await lockCategory(tx, businessId, row.parentId)))
          throw invalidFields({ parent_id: 'Its parent category was deleted: bring it back first' });
        const deletion = await lastAudit(tx, businessId, 'category', id, 'delete');
        const items = ((deletion?.before as { items?: number[] } | null)?.items ?? []).map(Number);
        const fate = deletion?.after as { items?: 'move' | 'delete'; move_to?: number | null } | null;
        // Deleted with it: marked again in it. Moved out: live in the target, and they kept their
        // order among themselves (ADR 1101), so it is theirs again.
        const moved = fate?.items === 'move' && fate.move_to ? fate.move_to : null;
        const restored =
          items.length && (fate?.items === 'delete' || moved)
            ? (
                await tx
                  .update(s.items)
                  .set(moved ? { categoryId: id } : { deletedAt: null })
                  .where(
                    and(
                      eq(s.items.businessId, businessId),
                      inArray(s.items.id, items),
                      eq(s.items.categoryId, moved ?? id),
                      moved ? isNull(s.items.deletedAt) : isNotNull(s.items.deletedAt),
                    ),
                  )
                  .returning({ id: s.items.id })
              ).map((r) => r.id)
            : [];
        await tx.update(s.categories).set({ deletedAt: null }).where(eq(s.categories.id, id));
        return {
          entityId: id,
          before: { deleted_at: row.deletedAt },
          after: async (tx) => ({ ...(await lockCategory(tx, businessId, id)), items: restored }),
        };
      });
    },

    /** A category's items in a new order, saved in one write: every live item of it, once. */
    async orderItems(caller: AdminCaller, categoryId: number, body: unknown) {
      const businessId = await businessIdOf(caller);
      const { ids } = parseWrite(itemOrderSchema, body);
      await auditedWrite(db, caller, { action: 'reorder', entity: 'item' }, async (tx) => {
        if (!(await lockCategory(tx, businessId, categoryId))) throw new NotFound('Category not found');
        const live = (await liveItemsOf(tx, businessId, categoryId)).map((i) => i.id);
        const same =
          ids.length === live.length &&
          new Set(ids).size === ids.length &&
          ids.every((i) => live.includes(i));
        if (!same) throw invalidFields({ ids: 'List each of this category’s items once' });
        await tx.execute(sql`UPDATE items i SET sort = o.ord
          FROM unnest(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}) WITH ORDINALITY AS o(id, ord)
          WHERE i.id = o.id AND i.business_id = ${businessId}`);
        return { entityId: categoryId, before: live, after: async () => ids };
      });
    },
  };
}
export type MenuRemoval = ReturnType<typeof createMenuRemoval>;
