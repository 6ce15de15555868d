import type { AdminCategory } from '@sufra/contract';
import { useTranslation } from '../../i18n/lite.tsx';
import { FieldError, inputClass } from '../admin/admin-ui.tsx';

// A category's place and selling types in the back office (ADR 1151).

export const CATEGORY_TYPES = ['dine_in', 'car_pickup', 'delivery', 'reservation'] as const;
export type CategoryTypeKey = (typeof CATEGORY_TYPES)[number];

/** Each selling type's words (the offers page's, plus pre-orders with a booking). */
export const categoryTypeLabel: Record<CategoryTypeKey, string> = {
  dine_in: 'admin.offers.sellingType.dinein',
  car_pickup: 'admin.offers.sellingType.pickup',
  delivery: 'admin.offers.sellingType.delivery',
  reservation: 'admin.menu.sellingType.reservation',
};

/** "Shown inside": top level, or one of the other top-level categories. */
export function ParentSelect(props: {
  id: string;
  value: number | null;
  tops: AdminCategory[];
  nameOf: (n: Record<string, string>) => string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={props.id} className="font-medium text-ink text-sm">
        {t('admin.menu.parent')}
      </label>
      <select
        id={props.id}
        name="parent_id"
        defaultValue={props.value ?? ''}
        className={inputClass}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
      >
        <option value="">{t('admin.menu.topLevel')}</option>
        {props.tops.map((c) => (
          <option key={c.id} value={c.id}>
            {props.nameOf(c.name)}
          </option>
        ))}
      </select>
      <FieldError id={`${props.id}-error`} text={props.error} />
    </div>
  );
}

/** "Sold for": a tick per selling type; an unticked one hides the category from that menu. */
export function SoldForFields({ types }: { types: AdminCategory['types'] | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <input type="hidden" name="per_type" value="1" />
      <legend className="font-medium text-ink text-sm">{t('admin.menu.soldFor')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {CATEGORY_TYPES.map((type) => (
          <label
            key={type}
            className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-ink has-[:checked]:border-brand"
          >
            <input
              type="checkbox"
              name="sold_for"
              value={type}
              defaultChecked={types?.[type] ?? true}
              className="size-5 accent-brand"
            />
            {t(categoryTypeLabel[type])}
          </label>
        ))}
      </div>
      <p className="mt-1 text-muted text-xs">{t('admin.menu.soldForHint')}</p>
    </fieldset>
  );
}

/** The form's ticks → the write's `types` (only when the form showed them). */
export function typesFrom(form: FormData): AdminCategory['types'] | undefined {
  if (!form.has('per_type')) return undefined;
  const ticked = form.getAll('sold_for');
  return Object.fromEntries(CATEGORY_TYPES.map((k) => [k, ticked.includes(k)])) as AdminCategory['types'];
}

/** The form's "Shown inside" → the write's `parent_id` (absent when the form did not show it). */
export function parentFrom(form: FormData): number | null | undefined {
  if (!form.has('parent_id')) return undefined;
  const v = form.get('parent_id');
  return typeof v === 'string' && v !== '' ? Number(v) : null;
}
