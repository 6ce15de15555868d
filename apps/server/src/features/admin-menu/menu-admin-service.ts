import {
  type AdminCategory,
  type AdminItem,
  type AdminMenuResponse,
  categoryOrderSchema,
  categoryWriteSchema,
  itemSizesWriteSchema,
  itemWriteSchema,
  modifierGroupEditSchema,
  modifierGroupShareSchema,
  modifierGroupWriteSchema,
  soldOutWriteSchema,
} from '@sufra/contract';
import { memberCoversBranch } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { Forbidden, NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { type AdminBusinessRow, findAdminBusiness } from '../admin/admin-repository.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import {
  type AdminMenuRows,
  branchIdsOf,
  categoryTree,
  countCategories,
  firstPrice,
  type ItemPresence,
  insertCategory,
  insertItem,
  insertModifierGroup,
  itemsForSharing,
  type LockedItem,
  lockCategory,
  lockGroup,
  lockItem,
  lockSiblings,
  markShared,
  readMenu,
  reorderCategories,
  replaceGroup,
  replaceSizes,
  setPrice,
  sizesOf,
  taxIdsOf,
  touchItem,
  updateCategory,
  updateItem,
} from './menu-admin-repository.ts';

function soldOutOf(branches: ItemPresence[]) {
  return branches
    .filter((b) => b.available === false)
    .map((b) => ({ branch_id: b.branch_id, back_at: b.back_at ?? null }));
}

/** A category's stored flags as the form shows them: a missing (or unreadable) flag is "sold so". */
const soldTypes = (types: unknown): AdminCategory['types'] => {
  const t = (types && typeof types === 'object' ? types : {}) as Record<string, unknown>;
  return {
    dine_in: t.dine_in !== false,
    delivery: t.delivery !== false,
    car_pickup: t.car_pickup !== false,
    reservation: t.reservation !== false,
  };
};

function menuView(rows: AdminMenuRows): Omit<AdminMenuResponse, 'error'> {
  const modifiersOf = Map.groupBy(rows.modifiers, (m) => m.groupId);
  const groupsOf = Map.groupBy(rows.groups, (g) => g.itemId);
  const sizesOfItem = Map.groupBy(rows.sizes, (z) => z.itemId);
  const copiesOf = Map.groupBy(
    rows.groups.filter((g) => g.sharedId !== null),
    (g) => g.sharedId,
  );
  return {
    categories: rows.categories.map(
      ({ branches, parentId, types, ...c }): AdminCategory => ({
        ...c,
        parent_id: parentId,
        types: soldTypes(types),
        hidden_at: (Array.isArray(branches) ? branches : [])
          .filter((b) => b && b.visible === false)
          .map((b) => b.branch_id),
      }),
    ),
    items: rows.items.map(
      (i): AdminItem => ({
        id: i.id,
        category_id: i.categoryId,
        name: i.name,
        description: i.description,
        price: i.price,
        sizes: (sizesOfItem.get(i.id) ?? []).map((z) => ({
          id: z.id,
          label: z.label,
          price: z.price,
          weight: z.weight === null ? null : Number(z.weight),
          minimum: z.minimum,
          maximum: z.maximum,
          unit: z.unit,
          preparation_time: z.preparationTime,
        })),
        image: i.image,
        visible: i.visible,
        sold_out: soldOutOf(i.branches as ItemPresence[]),
        tax_ids: i.taxIds,
        tag_ids: i.tagIds,
        stickers: i.stickers,
        version: i.version,
        groups: (groupsOf.get(i.id) ?? []).map((g) => ({
          id: g.id,
          name: g.name,
          min: g.min,
          max: g.max,
          version: g.version,
          shared_with:
            g.sharedId === null
              ? []
              : (copiesOf.get(g.sharedId) ?? []).filter((c) => c.id !== g.id).map((c) => c.itemId),
          modifiers: (modifiersOf.get(g.id) ?? []).map((m) => ({
            id: m.id,
            name: m.name,
            price: m.price,
            tax_ids: m.taxIds,
            sold_out: Array.isArray(m.soldOut) ? m.soldOut : [],
          })),
        })),
      }),
    ),
  };
}

/**
 * Menu editing in the back office ([product: Back office], ADR 1002): every write checks its body
 * (422 per field), the row's version (409 when someone else wrote it since), writes and audits in
 * one transaction. The version triggers then bump the business and NOTIFY every instance, so
 * open storefronts see the change on their next request.
 */
export function createMenuAdminService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function businessOf(caller: AdminCaller): Promise<AdminBusinessRow> {
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    return business;
  }

  async function menu(businessId: number) {
    return menuView(await readMenu(db, businessId));
  }

  async function itemView(businessId: number, id: number): Promise<AdminItem> {
    const item = (await menu(businessId)).items.find((i) => i.id === id);
    if (!item) throw new NotFound('Item not found');
    return item;
  }

  async function categoryView(businessId: number, id: number): Promise<AdminCategory> {
    const category = (await menu(businessId)).categories.find((c) => c.id === id);
    if (!category) throw new NotFound('Category not found');
    return category;
  }

  /** One audited write (ADR 1001): `work` returns the entity's id; after is read around it. */
  async function audited<T extends { id: number }>(
    caller: AdminCaller,
    business: AdminBusinessRow,
    what: { action: string; entity: string },
    work: (tx: Db) => Promise<{ id: number; before: unknown }>,
    read: (id: number) => Promise<T>,
  ): Promise<T> {
    let id = 0;
    await auditedWrite(db, caller, what, async (tx) => {
      const done = await work(tx);
      id = done.id;
      return {
        entityId: done.id,
        before: done.before,
        after: (t) => readIn(t, business.id, what.entity, done.id),
      };
    });
    return read(id);
  }

  async function readIn(tx: Db, businessId: number, entity: string, id: number) {
    const view = menuView(await readMenu(tx, businessId));
    return entity === 'category'
      ? view.categories.find((c) => c.id === id)
      : view.items.find((i) => i.id === id);
  }

  async function hiddenPresence(tx: Db, businessId: number, hiddenAt: number[]) {
    const own = await branchIdsOf(tx, businessId);
    if (!hiddenAt.every((b) => own.includes(b)))
      throw invalidFields({ hidden_at: 'Choose among your branches' });
    return [...new Set(hiddenAt)].map((branch_id) => ({ branch_id, visible: false, available: true }));
  }

  /**
   * Where a category may hang (ADR 1151): from a live top-level category of the business, not
   * itself, and only when it has no subcategories of its own — the menu is two levels deep.
   */
  async function checkParent(
    tx: Db,
    businessId: number,
    id: number | null,
    parentId: number | null | undefined,
  ) {
    if (parentId === undefined || parentId === null) return;
    const tree = await categoryTree(tx, businessId);
    const parent = tree.find((c) => c.id === parentId);
    if (!parent || parent.id === id || parent.parentId !== null)
      throw invalidFields({ parent_id: 'Choose one of this menu’s top-level categories' });
    if (id !== null && tree.some((c) => c.parentId === id))
      throw invalidFields({ parent_id: 'A category with subcategories stays at the top level' });
  }

  function checkCategory(business: AdminBusinessRow, body: unknown) {
    const input = parseWrite(categoryWriteSchema, body);
    const problems: FieldProblems = {};
    const name = checkLocalized('name', input.name, business.locales, true, problems);
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { ...input, name };
  }

  async function checkItem(tx: Db, business: AdminBusinessRow, body: unknown) {
    const input = parseWrite(itemWriteSchema, body);
    const problems: FieldProblems = {};
    const name = checkLocalized('name', input.name, business.locales, true, problems);
    const description = checkLocalized('description', input.description, business.locales, false, problems);
    if ((await countCategories(tx, business.id, [input.category_id])) !== 1)
      problems.category_id = 'Choose one of this menu’s categories';
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { ...input, name, description };
  }

  /**
   * A group of choices as written (ADR 1002, 1153): names in the business's locales, least ≤ most
   * ≤ the number of choices, each choice's taxes among the business's; every bad field in one 422.
   */
  function checkGroup(
    business: AdminBusinessRow,
    input: {
      name: Record<string, string>;
      min: number;
      max: number;
      modifiers: {
        id?: number | undefined;
        name: Record<string, string>;
        price: number;
        tax_ids?: number[] | undefined;
      }[];
    },
    taxes: number[],
  ) {
    const problems: FieldProblems = {};
    const name = checkLocalized('name', input.name, business.locales, true, problems);
    const modifiers = input.modifiers.map((m, i) => {
      if (m.tax_ids && !m.tax_ids.every((id) => taxes.includes(id)))
        problems[`modifiers.${i}.tax_ids`] = 'Choose among your taxes';
      return {
        ...(m.id ? { id: m.id } : {}),
        name: checkLocalized(`modifiers.${i}.name`, m.name, business.locales, true, problems),
        price: m.price,
        ...(m.tax_ids ? { tax_ids: [...new Set(m.tax_ids)] } : {}),
      };
    });
    if (input.min > input.max) problems.min = 'Cannot be more than the most';
    if (input.max > modifiers.length) problems.max = 'Cannot be more than the number of choices';
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { name, modifiers };
  }

  async function lockedItem(tx: Db, businessId: number, id: number): Promise<LockedItem> {
    const item = await lockItem(tx, businessId, id);
    if (!item) throw new NotFound('Item not found');
    return item;
  }

  return {
    async menu(caller: AdminCaller) {
      return menu((await businessOf(caller)).id);
    },

    async createCategory(caller: AdminCaller, body: unknown) {
      const business = await businessOf(caller);
      const input = checkCategory(business, body);
      return audited(
        caller,
        business,
        { action: 'create', entity: 'category' },
        async (tx) => {
          await checkParent(tx, business.id, null, input.parent_id);
          const id = await insertCategory(tx, {
            businessId: business.id,
            name: input.name,
            visible: input.visible,
            parentId: input.parent_id ?? null,
            ...(input.types ? { types: input.types } : {}),
          });
          return { id, before: null };
        },
        (id) => categoryView(business.id, id),
      );
    },

    async updateCategory(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      const input = checkCategory(business, body);
      return audited(
        caller,
        business,
        { action: 'update', entity: 'category' },
        async (tx) => {
          const before = await lockCategory(tx, business.id, id);
          if (!before) throw new NotFound('Category not found');
          if (input.version && input.version !== before.version) throw changedElsewhere();
          await checkParent(tx, business.id, id, input.parent_id);
          // Hidden at some branches (ADR 1101): one presence entry per such branch.
          const branches = input.hidden_at && (await hiddenPresence(tx, business.id, input.hidden_at));
          await updateCategory(tx, id, {
            name: input.name,
            visible: input.visible,
            ...(branches ? { branches } : {}),
            ...(input.parent_id !== undefined ? { parentId: input.parent_id } : {}),
            ...(input.types ? { types: input.types } : {}),
          });
          return { id, before };
        },
        (cid) => categoryView(business.id, cid),
      );
    },

    async orderCategories(caller: AdminCaller, body: unknown) {
      const business = await businessOf(caller);
      const { ids } = parseWrite(categoryOrderSchema, body);
      if (new Set(ids).size !== ids.length || (await countCategories(db, business.id, ids)) !== ids.length)
        throw invalidFields({ ids: 'List each of this menu’s categories once' });
      await auditedWrite(db, caller, { action: 'reorder', entity: 'category' }, async (tx) => {
        const before = (await readMenu(tx, business.id)).categories.map((c) => c.id);
        await reorderCategories(tx, business.id, ids);
        return { entityId: null, before, after: async () => ids };
      });
    },

    async createItem(caller: AdminCaller, body: unknown) {
      const business = await businessOf(caller);
      return audited(
        caller,
        business,
        { action: 'create', entity: 'item' },
        async (tx) => {
          const input = await checkItem(tx, business, body);
          if (input.price === undefined) throw invalidFields({ price: 'Required' });
          const id = await insertItem(tx, {
            businessId: business.id,
            categoryId: input.category_id,
            name: input.name,
            description: input.description,
            visible: input.visible,
            price: input.price,
          });
          return { id, before: null };
        },
        (id) => itemView(business.id, id),
      );
    },

    async updateItem(caller: AdminCaller, id: number, body: unknown) {
      const business = await businessOf(caller);
      return audited(
        caller,
        business,
        { action: 'update', entity: 'item' },
        async (tx) => {
          const input = await checkItem(tx, business, body);
          const before = await lockedItem(tx, business.id, id);
          if (input.version && input.version !== before.version) throw changedElsewhere();
          const price = await firstPrice(tx, id);
          await updateItem(tx, id, {
            categoryId: input.category_id,
            name: input.name,
            description: input.description,
            visible: input.visible,
          });
          if (input.price !== undefined) await setPrice(tx, id, input.price);
          return { id, before: { ...before, price: price?.price ?? null } };
        },
        (iid) => itemView(business.id, iid),
      );
    },

    /**
     * The item's sizes (price labels, ADR 1420), all in one write against the item's
     * version: with more than one, each is named in the menu's language (a diner chooses by it);
     * the least a diner orders is at most the most; listed ids are the item's own.
     */
    async setSizes(caller: AdminCaller, itemId: number, body: unknown) {
      const business = await businessOf(caller);
      const input = parseWrite(itemSizesWriteSchema, body);
      const problems: FieldProblems = {};
      const several = input.sizes.length > 1;
      const sizes = input.sizes.map((z, i) => {
        if (z.maximum !== null && z.maximum < z.minimum)
          problems[`sizes.${i}.maximum`] = 'Cannot be less than the least';
        return {
          ...z,
          unit: z.unit || null,
          label: checkLocalized(`sizes.${i}.label`, z.label, business.locales, several, problems),
        };
      });
      if (Object.keys(problems).length) throw invalidFields(problems);
      return audited(
        caller,
        business,
        { action: 'sizes', entity: 'item' },
        async (tx) => {
          const item = await lockedItem(tx, business.id, itemId);
          if (input.version && input.version !== item.version) throw changedElsewhere();
          const before = await sizesOf(tx, itemId);
          const own = new Set(before.map((z) => z.id));
          const strangers = sizes.flatMap((z, i) =>
            z.id && (!own.has(z.id) || sizes.findIndex((o) => o.id === z.id) !== i) ? [i] : [],
          );
          if (strangers.length)
            throw invalidFields(
              Object.fromEntries(strangers.map((i) => [`sizes.${i}.id`, 'Not a size of this item'])),
            );
          await replaceSizes(tx, itemId, sizes);
          // Touch the item so its version moves with its sizes (ADR 1002).
          await updateItem(tx, itemId, { name: item.name });
          return { id: itemId, before: { sizes: before } };
        },
        (iid) => itemView(business.id, iid),
      );
    },

    async setImage(caller: AdminCaller, id: number, image: string) {
      const business = await businessOf(caller);
      return audited(
        caller,
        business,
        { action: 'image', entity: 'item' },
        async (tx) => {
          const before = await lockedItem(tx, business.id, id);
          await updateItem(tx, id, { image });
          return { id, before };
        },
        (iid) => itemView(business.id, iid),
      );
    },

    async addModifierGroup(caller: AdminCaller, itemId: number, body: unknown) {
      const business = await businessOf(caller);
      const input = parseWrite(modifierGroupWriteSchema, body);
      const { name, modifiers } = checkGroup(business, input, []);
      return audited(
        caller,
        business,
        { action: 'add_group', entity: 'item' },
        async (tx) => {
          const before = await lockedItem(tx, business.id, itemId);
          if (input.version && input.version !== before.version) throw changedElsewhere();
          await insertModifierGroup(tx, itemId, { name, min: input.min, max: input.max }, modifiers);
          // Touch the item so its version moves with its groups (ADR 1002).
          await updateItem(tx, itemId, { name: before.name });
          return { id: itemId, before };
        },
        (iid) => itemView(business.id, iid),
      );
    },

    /**
     * An existing group of choices edited (ADR 1153): its names, least and most, its choices'
     * names, prices and taxes, choices added and removed — checked against the group's version.
     */
    async editModifierGroup(caller: AdminCaller, itemId: number, groupId: number, body: unknown) {
      const business = await businessOf(caller);
      const input = parseWrite(modifierGroupEditSchema, body);
      const { name, modifiers } = checkGroup(business, input, await taxIdsOf(db, business.id));
      return audited(
        caller,
        business,
        { action: 'edit_group', entity: 'item' },
        async (tx) => {
          const item = await lockedItem(tx, business.id, itemId);
          const before = await lockGroup(tx, itemId, groupId);
          if (!before) throw new NotFound('Group not found');
          if (input.version && input.version !== before.version) throw changedElsewhere();
          const own = new Set(before.modifiers.map((m) => m.id));
          const strangers = modifiers.flatMap((m, i) => (m.id && !own.has(m.id) ? [i] : []));
          const repeated = modifiers.flatMap((m, i) =>
            m.id && modifiers.findIndex((o) => o.id === m.id) !== i ? [i] : [],
          );
          if (strangers.length || repeated.length)
            throw invalidFields(
              Object.fromEntries(
                [...strangers, ...repeated].map((i) => [`modifiers.${i}.id`, 'Not a choice of this group']),
              ),
            );
          const terms = { name, min: input.min, max: input.max };
          await replaceGroup(tx, groupId, terms, modifiers);
          // Touch the item so its version moves with its groups (ADR 1002).
          await updateItem(tx, itemId, { name: item.name });
          // Its linked copies on other items change the same way (ADR 1422): a choice keeps its
          // place in each copy, so each copy's choice at that place is changed (its sold-out
          // state stays), new ones added, removed ones removed.
          if (before.shared_id !== null) {
            const places = new Map(before.modifiers.map((m, p) => [m.id, p]));
            for (const copy of await lockSiblings(tx, business.id, before.shared_id, groupId)) {
              const mapped = modifiers.map(({ id, ...m }) => {
                const place = id === undefined ? undefined : places.get(id);
                const own = place === undefined ? undefined : copy.choiceIds[place];
                return own ? { ...m, id: own } : m;
              });
              await replaceGroup(tx, copy.id, terms, mapped);
              await touchItem(tx, copy.itemId);
            }
          }
          return { id: itemId, before: { group: before } };
        },
        (iid) => itemView(business.id, iid),
      );
    },

    /**
     * The group put on other items of the business as linked copies (ADR 1422): each gets the same
     * name, least and most, choices with their prices, taxes and ingredients; an item that has a
     * copy already is left as it is. Checked against the group's version; one transaction.
     */
    async shareModifierGroup(caller: AdminCaller, itemId: number, groupId: number, body: unknown) {
      const business = await businessOf(caller);
      const input = parseWrite(modifierGroupShareSchema, body);
      return audited(
        caller,
        business,
        { action: 'share_group', entity: 'item' },
        async (tx) => {
          await lockedItem(tx, business.id, itemId);
          const group = await lockGroup(tx, itemId, groupId);
          if (!group) throw new NotFound('Group not found');
          if (input.version && input.version !== group.version) throw changedElsewhere();
          const sharedId = group.shared_id ?? group.id;
          const found = await itemsForSharing(tx, business.id, input.item_ids, sharedId);
          const known = new Set(found.map((f) => f.id));
          const problems: FieldProblems = {};
          input.item_ids.forEach((id, i) => {
            if (id === itemId || !known.has(id)) problems[`item_ids.${i}`] = 'Choose among your other items';
          });
          if (Object.keys(problems).length) throw invalidFields(problems);
          if (group.shared_id === null) await markShared(tx, group.id, sharedId);
          const choices = group.modifiers.map((m) => ({
            name: m.name,
            price: m.price,
            taxIds: m.tax_ids,
            tagIds: m.tag_ids,
          }));
          const added: number[] = [];
          for (const target of found.filter((f) => !f.has)) {
            await insertModifierGroup(
              tx,
              target.id,
              { name: group.name, min: group.min, max: group.max, sharedId },
              choices,
            );
            await touchItem(tx, target.id);
            added.push(target.id);
          }
          await touchItem(tx, itemId);
          return { id: itemId, before: { group_id: groupId, shared_id: group.shared_id, added } };
        },
        (iid) => itemView(business.id, iid),
      );
    },

    /** "86" ([product: Back office]): sold out at one branch, until `back_at` or until said otherwise. */
    async setSoldOut(caller: AdminCaller, itemId: number, body: unknown) {
      const business = await businessOf(caller);
      const input = parseWrite(soldOutWriteSchema, body);
      const branchIds = await branchIdsOf(db, business.id);
      if (!branchIds.includes(input.branch_id))
        throw invalidFields({ branch_id: 'Choose one of your branches' });
      if (!memberCoversBranch(caller.member.branchId, input.branch_id))
        throw new Forbidden('You work at another branch', 'branch_not_allowed');
      const backAt = input.sold_out && input.back_at ? new Date(input.back_at) : null;
      if (backAt && backAt.getTime() <= deps.now().getTime())
        throw invalidFields({ back_at: 'Choose a time in the future' });
      return audited(
        caller,
        business,
        { action: input.sold_out ? 'sold_out' : 'back_in_stock', entity: 'item' },
        async (tx) => {
          const before = await lockedItem(tx, business.id, itemId);
          const others = before.branches.filter((b) => b.branch_id !== input.branch_id);
          const current = before.branches.find((b) => b.branch_id === input.branch_id);
          const entry: ItemPresence = {
            branch_id: input.branch_id,
            visible: current?.visible ?? true,
            available: !input.sold_out,
            ...(backAt ? { back_at: backAt.toISOString() } : {}),
          };
          await updateItem(tx, itemId, { branches: [...others, entry] });
          return { id: itemId, before };
        },
        (iid) => itemView(business.id, iid),
      );
    },
  };
}
export type MenuAdminService = ReturnType<typeof createMenuAdminService>;
