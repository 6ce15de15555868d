import type { AdminCategory, AdminItem } from '@sufra/contract';
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
import { formatMoney, roleCan } from '@sufra/domain';
import type { ReactNode } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { formText, localizedFrom } from '../features/admin/admin-forms.server.ts';
import { type AdminProblem, writeProblemOf } from '../features/admin/admin-problems.server.ts';
import { type AdminWrite, adminAction, adminLoader, answer } from '../features/admin/admin-route.server.ts';
import {
  AdminShell,
  Banner,
  buttonClass,
  FieldError,
  inputClass,
  LocalizedFields,
} from '../features/admin/admin-ui.tsx';
import {
  CATEGORY_TYPES,
  categoryTypeLabel,
  ParentSelect,
  parentFrom,
  SoldForFields,
  typesFrom,
} from '../features/admin-menu/category-shape-fields.tsx';
import {
  siblingIds,
  stepped,
  steppedIds,
  treeOrder,
  withSiblingOrder,
} from '../features/admin-menu/category-tree.ts';
import { DragHandle, useDragOrder, useOrderSubmit } from '../features/admin-menu/drag-order.tsx';
import {
  DELETE_FETCHER,
  isBeingDeleted,
  offlineAware,
  useToggle,
  type WriteResult,
} from '../features/admin-menu/optimistic-writes.ts';
import { SoldOutControl } from '../features/admin-menu/sold-out-control.tsx';
import { UndoToast } from '../features/admin-menu/undo-toast.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
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
        await updateAdminCategory(api, ref, id, {
          name: category.name,
          visible: formText(form, 'visible') === 'true',
          version: formText(form, 'version'),
        });
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
          <Link to="offers" className={buttonClass.secondary}>
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

function NewCategory({
  locales,
  problem,
  tops,
  nameOf,
}: {
  locales: string[];
  problem: AdminProblem | null;
  tops: AdminCategory[];
  nameOf: (n: Record<string, string>) => string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'category-create';
  return (
    <details className="mb-4 rounded-2xl bg-card ring-1 ring-line" open={problem ? true : undefined}>
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-brand-ink">
        + {t('admin.menu.newCategory')}
      </summary>
      <Form method="post" className="space-y-3 px-4 pb-4">
        <input type="hidden" name="intent" value="category-create" />
        {problem ? <Banner tone="error">{t(problem.problem)}</Banner> : null}
        <LocalizedFields
          id="new-category"
          name="name"
          label={t('admin.field.name')}
          locales={locales}
          values={undefined}
          errors={problem?.fields ?? {}}
          required
        />
        {tops.length ? (
          <ParentSelect
            id="new-category-parent"
            value={null}
            tops={tops}
            nameOf={nameOf}
            error={problem?.fields.parent_id}
          />
        ) : null}
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {t('admin.menu.addCategory')}
        </button>
      </Form>
    </details>
  );
}

function CategorySection(props: {
  category: AdminCategory;
  items: AdminItem[];
  first: boolean;
  last: boolean;
  canEdit: boolean;
  locales: string[];
  nameOf: (n: Record<string, string>) => string;
  currency: string;
  branches: { id: number; name: Record<string, string> }[];
  problem: AdminProblem | null;
  others: AdminCategory[];
  allBranches: { id: number; name: Record<string, string> }[];
  tops: AdminCategory[];
  hasSubcategories: boolean;
  handle?: ReturnType<ReturnType<typeof useDragOrder>['handle']> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { category, items, canEdit, nameOf } = props;
  const title = nameOf(category.name);
  const sub = category.parent_id !== null;
  const notFor = CATEGORY_TYPES.filter((k) => !category.types[k]).map((k) => t(categoryTypeLabel[k]));
  const itemOrder = useDragOrder(
    items.map((i) => i.id),
    useOrderSubmit('item-order', { category: String(category.id) }),
  );
  const itemsInOrder = itemOrder.order.flatMap((id) => items.find((i) => i.id === id) ?? []);
  const Heading = sub ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={`cat-${category.id}`}
      className={`rounded-2xl bg-card ring-1 ring-line ${sub ? 'ms-4 border-brand/40 border-s-4' : ''}`}
    >
      <div className="flex items-center gap-1 border-line border-b px-4 py-2">
        {canEdit && props.handle ? <DragHandle {...props.handle} title={t('admin.menu.dragHint')} /> : null}
        <Heading id={`cat-${category.id}`} className="min-w-0 flex-1 font-semibold text-ink text-lg">
          <span className="block truncate">{title}</span>
          {canEdit ? null : <HiddenBadge hidden={!category.visible} />}
          {notFor.length ? (
            <span className="rounded-full bg-sunken px-2 py-0.5 align-middle font-normal text-muted text-xs">
              {t('admin.menu.notFor', { types: listOf(notFor, i18n.language) })}
            </span>
          ) : null}
        </Heading>
        {canEdit ? (
          <>
            <VisibilityToggle category={category} name={title} />
            <MoveButton
              id={category.id}
              direction="up"
              disabled={props.first}
              label={t('admin.menu.moveUp', { name: title })}
            />
            <MoveButton
              id={category.id}
              direction="down"
              disabled={props.last}
              label={t('admin.menu.moveDown', { name: title })}
            />
          </>
        ) : null}
      </div>
      {canEdit ? (
        <details className="border-line border-b px-4" open={props.problem ? true : undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center text-muted text-sm">
            {t('admin.menu.editCategory')}
          </summary>
          <Form method="post" className="space-y-3 pb-4">
            <input type="hidden" name="intent" value="category-update" />
            <input type="hidden" name="id" value={category.id} />
            <input type="hidden" name="version" value={category.version} />
            {props.problem ? <Problem problem={props.problem} /> : null}
            <LocalizedFields
              id={`cat-${category.id}-name`}
              name="name"
              label={t('admin.field.name')}
              locales={props.locales}
              values={category.name}
              errors={props.problem?.fields ?? {}}
              required
            />
            <label className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="checkbox"
                name="visible"
                defaultChecked={category.visible}
                className="size-5 accent-brand"
              />
              {t('admin.field.visible')}
            </label>
            {props.hasSubcategories ? null : (
              <ParentSelect
                id={`cat-${category.id}-parent`}
                value={category.parent_id}
                tops={props.tops.filter((c) => c.id !== category.id)}
                nameOf={nameOf}
                error={props.problem?.fields.parent_id}
              />
            )}
            <SoldForFields types={category.types} />
            {props.allBranches.length > 1 ? (
              <fieldset>
                <input type="hidden" name="per_branch" value="1" />
                <legend className="font-medium text-ink text-sm">{t('admin.menu.shownAt')}</legend>
                <div className="mt-1 flex flex-wrap gap-2">
                  {props.allBranches.map((b) => (
                    <label
                      key={b.id}
                      className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-ink has-[:checked]:border-brand"
                    >
                      <input
                        type="checkbox"
                        name="shown_at"
                        value={b.id}
                        defaultChecked={!category.hidden_at.includes(b.id)}
                        className="size-5 accent-brand"
                      />
                      {nameOf(b.name)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <button type="submit" className={buttonClass.primary}>
              {t('admin.save')}
            </button>
          </Form>
          <DeleteCategory
            name={title}
            category={category}
            hasItems={items.length > 0}
            others={props.others}
            nameOf={nameOf}
            error={
              props.problem?.fields.items ??
              props.problem?.fields.move_to ??
              props.problem?.fields.subcategories
            }
          />
        </details>
      ) : null}
      <ul className="divide-y divide-line">
        {itemsInOrder.map((item, index) => (
          <li
            key={item.id}
            {...itemOrder.row(item.id)}
            className="flex flex-wrap items-center gap-3 bg-card px-4 py-3 data-[dragging=true]:shadow-lg data-[dragging=true]:ring-2 data-[dragging=true]:ring-brand"
          >
            {canEdit && items.length > 1 ? (
              <DragHandle {...itemOrder.handle(item.id)} title={t('admin.menu.dragHint')} />
            ) : null}
            {item.image ? (
              <img
                src={item.image.replace(/-960\.webp$/, '-480.webp')}
                alt=""
                width={64}
                height={48}
                className="h-12 w-16 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-lg bg-sunken" />
            )}
            {/* At least 10rem for the name: on a phone the buttons wrap below it. */}
            <div className="min-w-40 flex-1">
              <p className="truncate font-medium text-ink">{nameOf(item.name)}</p>
              <p className="text-muted text-sm">
                {formatMoney(item.price, props.currency, i18n.language)}
                {item.groups.length
                  ? ` · ${t('admin.menu.choiceGroups', { count: item.groups.length })}`
                  : ''}
              </p>
            </div>
            {canEdit ? (
              <div className="ms-auto flex items-center">
                <MoveButton
                  id={item.id}
                  intent="item-move"
                  direction="up"
                  disabled={index === 0}
                  label={t('admin.menu.moveUp', { name: nameOf(item.name) })}
                />
                <MoveButton
                  id={item.id}
                  intent="item-move"
                  direction="down"
                  disabled={index === itemsInOrder.length - 1}
                  label={t('admin.menu.moveDown', { name: nameOf(item.name) })}
                />
                <DeleteItem id={item.id} version={item.version} name={nameOf(item.name)} />
              </div>
            ) : null}
            {canEdit ? (
              <Link
                to={`items/${item.id}`}
                className={buttonClass.secondary}
                aria-label={t('admin.menu.editItem', { name: nameOf(item.name) })}
              >
                {t('admin.edit')}
              </Link>
            ) : null}
            <div className="w-full space-y-2 sm:w-auto">
              {props.branches.map((branch) => (
                <SoldOutControl
                  key={branch.id}
                  item={item}
                  itemName={nameOf(item.name)}
                  branch={branch}
                  branchName={props.branches.length > 1 ? nameOf(branch.name) : null}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <div className="px-4 py-3">
          <Link to={`items/new?category=${category.id}`} className={buttonClass.secondary}>
            + {t('admin.menu.addItem')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

const listOf = (words: string[], locale: string) => {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
  } catch {
    return words.join(', ');
  }
};

type LevelEdges = {
  first: boolean;
  last: boolean;
  handle: ReturnType<ReturnType<typeof useDragOrder>['handle']> | undefined;
};

/**
 * One level of the menu (the top, or a category's subcategories) as a list: arrows step a
 * category among its siblings, dragging its handle moves it; both save the whole order (ADR 1152).
 */
function CategoryLevel(props: {
  categories: AdminCategory[];
  parentId: number | null;
  canEdit: boolean;
  nameOf: (n: Record<string, string>) => string;
  render: (category: AdminCategory, edges: LevelEdges) => ReactNode;
}) {
  const ids = siblingIds(props.categories, props.parentId);
  const order = useDragOrder(
    ids,
    useOrderSubmit('category-order', { parent: props.parentId === null ? '' : String(props.parentId) }),
  );
  if (!ids.length) return null;
  const shown = order.order.flatMap((id) => props.categories.find((c) => c.id === id) ?? []);
  return (
    <ol className={props.parentId === null ? 'space-y-4' : 'mt-3 space-y-3'}>
      {shown.map((category, index) => (
        <li
          key={category.id}
          {...order.row(category.id)}
          className="rounded-2xl data-[dragging=true]:shadow-xl data-[dragging=true]:ring-2 data-[dragging=true]:ring-brand"
        >
          {props.render(category, {
            first: index === 0,
            last: index === shown.length - 1,
            handle: props.canEdit && shown.length > 1 ? order.handle(category.id) : undefined,
          })}
        </li>
      ))}
    </ol>
  );
}

function Problem({ problem }: { problem: AdminProblem }) {
  const { t } = useTranslation();
  return (
    <Banner tone="error">
      {t(problem.problem)}{' '}
      {problem.problem === 'admin.problem.changedElsewhere' ? (
        <a href="." className="font-semibold underline">
          {t('admin.reload')}
        </a>
      ) : null}
    </Banner>
  );
}

function MoveButton({
  id,
  direction,
  disabled,
  label,
  intent = 'category-move',
}: {
  id: number;
  direction: 'up' | 'down';
  disabled: boolean;
  label: string;
  intent?: 'category-move' | 'item-move';
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        className={buttonClass.quiet}
        disabled={disabled}
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
      </button>
    </Form>
  );
}

/**
 * Deleting an item. With scripts: one tap, gone at once, with an Undo toast (ADR 1210). Before
 * they load: behind a second tap, the first opening the confirmation (ADR 1101) — and the answer's
 * toast still offers Undo.
 */
function DeleteItem({ id, version, name }: { id: number; version: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WriteResult>({ key: DELETE_FETCHER });
  const label = t('admin.menu.deleteItem', { name });
  const fields = (
    <>
      <input type="hidden" name="intent" value="item-delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="name" value={name} />
    </>
  );
  if (useHydrated())
    return (
      <fetcher.Form method="post">
        {fields}
        <button type="submit" className={buttonClass.quiet} aria-label={label} title={label}>
          <span aria-hidden="true">×</span>
        </button>
      </fetcher.Form>
    );
  return (
    <details className="relative">
      <summary className={buttonClass.quiet} aria-label={label}>
        <span aria-hidden="true">×</span>
      </summary>
      <fetcher.Form
        method="post"
        className="absolute end-0 z-10 mt-1 w-56 rounded-2xl bg-card p-3 shadow-lg ring-1 ring-line"
      >
        {fields}
        <button type="submit" className={`${buttonClass.secondary} w-full text-rose-700 dark:text-rose-300`}>
          {label}
        </button>
      </fetcher.Form>
    </details>
  );
}

function HiddenBadge({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  return hidden ? (
    <span className="me-1 rounded-full bg-sunken px-2 py-0.5 align-middle font-normal text-muted text-xs">
      {t('admin.menu.hidden')}
    </span>
  ) : null;
}

/**
 * One tap hides a category from the storefront or shows it again; the badge changes at once and
 * goes back, with the reason, if the write is refused (ADR 1210).
 */
function VisibilityToggle({ category, name }: { category: AdminCategory; name: string }) {
  const { t } = useTranslation();
  const { fetcher, value: visible, refused } = useToggle('visible', category.visible);
  return (
    <fetcher.Form method="post" className="flex items-center">
      <input type="hidden" name="intent" value="category-visible" />
      <input type="hidden" name="id" value={category.id} />
      <input type="hidden" name="version" value={category.version} />
      <input type="hidden" name="visible" value={visible ? 'false' : 'true'} />
      <HiddenBadge hidden={!visible} />
      <button
        type="submit"
        className={buttonClass.quiet}
        aria-label={t(visible ? 'admin.menu.hideLabel' : 'admin.menu.showLabel', { name })}
      >
        <span className="text-sm">{t(visible ? 'admin.menu.hide' : 'admin.menu.show')}</span>
      </button>
      <span role="status" className="text-rose-700 text-xs empty:sr-only dark:text-rose-300">
        {refused ? t(refused.problem) : null}
      </span>
    </fetcher.Form>
  );
}

/** A category's deletion: one with items says what becomes of them (moved, or deleted too). */
function DeleteCategory(props: {
  name: string;
  category: AdminCategory;
  hasItems: boolean;
  others: AdminCategory[];
  nameOf: (n: Record<string, string>) => string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { category } = props;
  const id = `cat-${category.id}-delete`;
  // The page's shared deletion: the category leaves at once, with Undo (ADR 1210).
  const fetcher = useFetcher<WriteResult>({ key: DELETE_FETCHER });
  return (
    <fetcher.Form method="post" className="space-y-3 border-line border-t py-4">
      <input type="hidden" name="intent" value="category-delete" />
      <input type="hidden" name="name" value={props.name} />
      <input type="hidden" name="id" value={category.id} />
      <input type="hidden" name="version" value={category.version} />
      {props.hasItems ? (
        <fieldset aria-describedby={props.error ? `${id}-error` : undefined}>
          <legend className="font-medium text-ink text-sm">{t('admin.menu.itemsFate')}</legend>
          {props.others.length ? (
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <label className="flex min-h-11 items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="items"
                  value="move"
                  defaultChecked
                  className="size-5 accent-brand"
                />
                {t('admin.menu.moveItemsTo')}
              </label>
              <select
                name="move_to"
                aria-label={t('admin.menu.moveItemsTo')}
                className={`${inputClass} mt-0 w-auto`}
              >
                {props.others.map((c) => (
                  <option key={c.id} value={c.id}>
                    {props.nameOf(c.name)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <label className="flex min-h-11 items-center gap-2 text-ink">
            <input
              type="radio"
              name="items"
              value="delete"
              defaultChecked={!props.others.length}
              className="size-5 accent-brand"
            />
            {t('admin.menu.deleteItemsToo')}
          </label>
          <FieldError id={`${id}-error`} text={props.error} />
        </fieldset>
      ) : null}
      <button type="submit" className={`${buttonClass.secondary} text-rose-700 dark:text-rose-300`}>
        {t('admin.menu.deleteCategory')}
      </button>
    </fetcher.Form>
  );
}
