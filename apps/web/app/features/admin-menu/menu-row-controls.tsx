import type { AdminCategory } from '@sufra/contract';
import { Form, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { FieldError, inputClass } from '../admin/admin-ui.tsx';
import { ProblemBanner } from '../admin/problem-banner.tsx';
import { DELETE_FETCHER, useToggle, type WriteResult } from './optimistic-writes.ts';

/** The menu page's refused write; "changed elsewhere" reloads the menu (`.`). */
export function Problem({ problem }: { problem: AdminProblem }) {
  return <ProblemBanner problem={problem} reloadHref="." />;
}

export function MoveButton({
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
      <Button
        type="submit"
        variant="quiet"
        size="icon"
        pill
        disabled={disabled}
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
      </Button>
    </Form>
  );
}

/**
 * Deleting an item. With scripts: one tap, gone at once, with an Undo toast (ADR 1210). Before
 * they load: behind a second tap, the first opening the confirmation (ADR 1101) — and the answer's
 * toast still offers Undo.
 */
export function DeleteItem({ id, version, name }: { id: number; version: string; name: string }) {
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
        <Button type="submit" variant="quiet" size="icon" pill aria-label={label} title={label}>
          <span aria-hidden="true">×</span>
        </Button>
      </fetcher.Form>
    );
  return (
    <details className="relative">
      <summary className={buttonClass({ variant: 'quiet', size: 'icon', pill: true })} aria-label={label}>
        <span aria-hidden="true">×</span>
      </summary>
      <fetcher.Form
        method="post"
        className="absolute end-0 z-10 mt-1 w-56 rounded-2xl bg-card p-3 shadow-lg ring-1 ring-line"
      >
        {fields}
        <Button type="submit" variant="dangerOutline" pill block>
          {label}
        </Button>
      </fetcher.Form>
    </details>
  );
}

export function HiddenBadge({ hidden }: { hidden: boolean }) {
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
export function VisibilityToggle({ category, name }: { category: AdminCategory; name: string }) {
  const { t } = useTranslation();
  const {
    fetcher,
    value: visible,
    refused,
    version,
  } = useToggle('visible', category.visible, category.version);
  return (
    <fetcher.Form method="post" className="flex items-center">
      <input type="hidden" name="intent" value="category-visible" />
      <input type="hidden" name="id" value={category.id} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="visible" value={visible ? 'false' : 'true'} />
      <HiddenBadge hidden={!visible} />
      <Button
        type="submit"
        variant="quiet"
        size="icon"
        pill
        aria-label={t(visible ? 'admin.menu.hideLabel' : 'admin.menu.showLabel', { name })}
      >
        <span className="text-sm">{t(visible ? 'admin.menu.hide' : 'admin.menu.show')}</span>
      </Button>
      <span role="status" className="text-rose-700 text-xs empty:sr-only dark:text-rose-300">
        {refused ? t(refused.problem) : null}
      </span>
    </fetcher.Form>
  );
}

/** A category's deletion: one with items says what becomes of them (moved, or deleted too). */
export function DeleteCategory(props: {
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
      <Button type="submit" variant="dangerOutline" pill>
        {t('admin.menu.deleteCategory')}
      </Button>
    </fetcher.Form>
  );
}
