import type { AdminCategory, AdminItem } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { LocalizedFields } from '../admin/admin-ui.tsx';
import { CATEGORY_TYPES, categoryTypeLabel, ParentSelect, SoldForFields } from './category-shape-fields.tsx';
import { siblingIds } from './category-tree.ts';
import { DragHandle, useDragOrder, useOrderSubmit } from './drag-order.tsx';
import {
  DeleteCategory,
  DeleteItem,
  HiddenBadge,
  MoveButton,
  Problem,
  VisibilityToggle,
} from './menu-row-controls.tsx';
import { SoldOutControl } from './sold-out-control.tsx';

export function CategorySection(props: {
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
            <Button type="submit" variant="primary" pill>
              {t('admin.save')}
            </Button>
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
                className={buttonClass({ variant: 'card', pill: true })}
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
          <Link
            to={`items/new?category=${category.id}`}
            className={buttonClass({ variant: 'card', pill: true })}
          >
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

export type LevelEdges = {
  first: boolean;
  last: boolean;
  handle: ReturnType<ReturnType<typeof useDragOrder>['handle']> | undefined;
};

/**
 * One level of the menu (the top, or a category's subcategories) as a list: arrows step a
 * category among its siblings, dragging its handle moves it; both save the whole order (ADR 1152).
 */
export function CategoryLevel(props: {
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
