import type { AdminCategory } from '@sufra/contract';
import {
  ApiError,
  createAdminCategory,
  deleteAdminCategory,
  deleteAdminItem,
  getAdminMenu,
  orderAdminCategories,
  orderAdminItems,
  restoreAdminCategory,
  restoreAdminItem,
  setAdminSoldOut,
  updateAdminCategory,
} from '@sufra/contract/client';
import { roleCan } from '@sufra/domain';
import { Link, useFetcher } from 'react-router';
import { formText, localizedFrom } from '../features/admin/admin-forms.server.ts';
import { type AdminProblem, writeProblemOf } from '../features/admin/admin-problems.server.ts';
import { type AdminWrite, adminAction, adminLoader, answer } from '../features/admin/admin-route.server.ts';
import { AdminShell, Banner } from '../features/admin/admin-ui.tsx';
import { CategoryLevel, CategorySection, type LevelEdges } from '../features/admin-menu/category-section.tsx';
import { parentFrom, typesFrom } from '../features/admin-menu/category-shape-fields.tsx';
import { stepped, steppedIds, treeOrder, withSiblingOrder } from '../features/admin-menu/category-tree.ts';
import { NewCategory } from '../features/admin-menu/new-category.tsx';
import {
  DELETE_FETCHER,
  isBeingDeleted,
  offlineAware,
  type WriteResult,
} from '../features/admin-menu/optimistic-writes.ts';
import { UndoToast } from '../features/admin-menu/undo-toast.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { buttonClass } from '../ui/button.tsx';
import type { Route } from './+types/admin-menu';

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, async ({ api, ref }) => {
    const { categories, items } = await getAdminMenu(api, ref);
    return { categories, items };
  });
}

const idsFrom = (form: FormData) => formText(form, 'ids').split(',').filter(Boolean).map(Number);

type ActionResult = WriteResult;

/**
 * The menu page's writes ([product: Back office]): a new category, a category's names and
 * visibility, its place, sold out at a branch, deletions and their undo. Real forms: they work
 * before the scripts load; once loaded, toggles and deletions post through fetchers and show at
 * once (ADR 1210).
 */
export async function action(args: Route.ActionArgs) {
  /** Arrows step among siblings; a drop sends the level's new order. Both: one write of the whole list (ADR 1151, 1152). */
  const orderCategories = async ({ api, ref, form, intent, id }: AdminWrite) => {
    const { categories } = await getAdminMenu(api, ref);
    const parent = formText(form, 'parent') ? Number(formText(form, 'parent')) : null;
    const ids =
      intent === 'category-move'
        ? stepped(categories, id, formText(form, 'direction') === 'up' ? 'up' : 'down')
        : withSiblingOrder(categories, parent, idsFrom(form));
    if (ids) await orderAdminCategories(api, ref, ids);
  };
  /** One write with the category's whole new order (ADR 1101), from an arrow or a drop. */
  const orderItems = async ({ api, ref, form, intent, id }: AdminWrite) => {
    const menu = await getAdminMenu(api, ref);
    const categoryId =
      intent === 'item-move'
        ? (menu.items.find((i) => i.id === id)?.category_id ?? 0)
        : Number(formText(form, 'category'));
    const current = menu.items.filter((i) => i.category_id === categoryId).map((i) => i.id);
    const ids =
      intent === 'item-move'
        ? steppedIds(current, id, formText(form, 'direction') === 'up' ? 'up' : 'down')
        : idsFrom(form);
    if (categoryId && ids) await orderAdminItems(api, ref, categoryId, ids);
  };
  return adminAction(
    args,
    {
      'category-create': ({ api, ref, form, me }) => {
        const parent = parentFrom(form);
        return createAdminCategory(api, ref, {
          name: localizedFrom(form, 'name', me.business.locales),
          visible: true,
          ...(parent ? { parent_id: parent } : {}),
        });
      },
      'category-update': ({ api, ref, form, me, id }) => {
        const shown = form.getAll('shown_at').map(Number);
        const parent = parentFrom(form);
        const types = typesFrom(form);
        return updateAdminCategory(api, ref, id, {
          name: localizedFrom(form, 'name', me.business.locales),
          visible: form.get('visible') === 'on',
          version: formText(form, 'version'),
          ...(parent !== undefined ? { parent_id: parent } : {}),
          ...(types ? { types } : {}),
          // Only when the form asked per branch (a business with more than one).
          ...(form.has('per_branch')
            ? { hidden_at: me.business.branches.map((b) => b.id).filter((b) => !shown.includes(b)) }
            : {}),
        });
      },
      'category-move': orderCategories,
      'category-order': orderCategories,
      'item-move': orderItems,
      'item-order': orderItems,
      'item-delete': async ({ api, ref, form, id }) => {
        await deleteAdminItem(api, ref, id, formText(form, 'version') || undefined);
        return answer({ undo: { intent: 'item-restore', id } });
      },
      'item-restore': ({ api, ref, id }) => restoreAdminItem(api, ref, id),
      'category-restore': ({ api, ref, id }) => restoreAdminCategory(api, ref, id),
      // One tap hides or shows a category: its other fields as they are (ADR 1210).
      'category-visible': async ({ api, ref, form, id }) => {
        const category = (await getAdminMenu(api, ref)).categories.find((c) => c.id === id);
        if (!category) throw new ApiError(404, 'Category not found', 'not_found');
        const saved = await updateAdminCategory(api, ref, id, {
          name: category.name,
          visible: formText(form, 'visible') === 'true',
          version: formText(form, 'version'),
        });
        // The row's new version: a second tap before the page has reloaded sends this one.
        return answer({ version: saved.category.version });
      },
      'category-delete': async ({ api, ref, form, id }) => {
        const fate = formText(form, 'items');
        await deleteAdminCategory(api, ref, id, {
          version: formText(form, 'version') || undefined,
          ...(fate === 'delete' ? { items: 'delete' as const } : {}),
          ...(fate === 'move' ? { items: 'move' as const, move_to: Number(formText(form, 'move_to')) } : {}),
        });
        return answer({ undo: { intent: 'category-restore', id } });
      },
      'sold-out': ({ api, ref, form, id }) => {
        const minutes = Number(formText(form, 'back_in'));
        const soldOut = formText(form, 'sold_out') === 'true';
        return setAdminSoldOut(api, ref, id, {
          branch_id: Number(formText(form, 'branch_id')),
          sold_out: soldOut,
          back_at: soldOut && minutes > 0 ? new Date(Date.now() + minutes * 60_000).toISOString() : null,
        });
      },
    },
    // The row's name comes back either way: the messages and the Undo toast name it (ADR 1210).
    { problemOf: writeProblemOf, echo: ({ form }) => ({ name: formText(form, 'name') }) },
  );
}

/** Offline, a fetcher's write answers "offline" and its row goes back (ADR 1210). */
export const clientAction = offlineAware;

export default function AdminMenuPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, categories, items } = loaderData;
  const { business, member } = me;
  const first = business.locales[0] ?? 'en';
  const nameOf = (name: Record<string, string>) => name[i18n.language] || name[first] || '';
  const canEdit = roleCan(member.role, 'menu.edit');
  const result = actionData as ActionResult | undefined;
  const deletion = useFetcher<WriteResult>({ key: DELETE_FETCHER });
  const deleting = deletion.formData;
  // A refused deletion through the fetcher names its fields like a native form's answer.
  const problemFor = (form: string) =>
    ([result, deletion.data].find((r) => r && !r.ok && r.form === form) as AdminProblem | undefined) ?? null;
  const branches = business.branches.filter((b) => member.branch_id === null || b.id === member.branch_id);
  const tops = treeOrder(categories)
    .filter((r) => r.depth === 0)
    .map((r) => r.category);
  // A category's section, at either level (ADR 1151).
  const section = (category: AdminCategory, edges: LevelEdges) => (
    <CategorySection
      handle={edges.handle}
      category={category}
      items={items.filter(
        (i) => i.category_id === category.id && !isBeingDeleted(deleting, 'item-delete', i.id),
      )}
      first={edges.first}
      last={edges.last}
      canEdit={canEdit}
      locales={business.locales}
      nameOf={nameOf}
      currency={business.currency}
      branches={branches}
      problem={problemFor(`category-update:${category.id}`) ?? problemFor(`category-delete:${category.id}`)}
      others={categories.filter((c) => c.id !== category.id)}
      allBranches={business.branches}
      tops={tops}
      hasSubcategories={categories.some((c) => c.parent_id === category.id)}
    />
  );
  return (
    <AdminShell
      ref_={business.reference_id}
      businessName={nameOf(business.name)}
      memberName={member.name}
      role={member.role}
      title={t('admin.menu.title')}
    >
      <title>{`${t('admin.menu.title')} | ${nameOf(business.name)}`}</title>
      {result && !result.ok && !/^category-(create|update|delete):/.test(result.form) ? (
        <div className="mb-4">
          <Banner tone="error">{t(result.problem)}</Banner>
        </div>
      ) : null}
      {roleCan(member.role, 'offers.manage') ? (
        <nav aria-label={t('admin.nav.label')} className="mb-4 flex flex-wrap gap-2">
          <Link to="offers" className={buttonClass({ variant: 'card', pill: true })}>
            {t('admin.offers.link')}
          </Link>
        </nav>
      ) : null}
      {canEdit ? (
        <NewCategory
          locales={business.locales}
          problem={problemFor('category-create:')}
          tops={tops}
          nameOf={nameOf}
        />
      ) : null}
      {categories.length === 0 ? (
        <p className="rounded-2xl bg-card p-6 text-center text-muted ring-1 ring-line">
          {t('admin.menu.empty')}
        </p>
      ) : null}
      <CategoryLevel
        categories={categories.filter((c) => !isBeingDeleted(deleting, 'category-delete', c.id))}
        parentId={null}
        canEdit={canEdit}
        nameOf={nameOf}
        render={(category, edges) => (
          <>
            {section(category, edges)}
            {category.parent_id === null ? (
              <CategoryLevel
                categories={categories.filter((c) => !isBeingDeleted(deleting, 'category-delete', c.id))}
                parentId={category.id}
                canEdit={canEdit}
                nameOf={nameOf}
                render={section}
              />
            ) : null}
          </>
        )}
      />
      <UndoToast fallback={result?.ok && result.undo ? result : undefined} />
    </AdminShell>
  );
}
