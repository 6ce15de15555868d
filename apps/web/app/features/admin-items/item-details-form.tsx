import type { AdminBusiness, AdminCategory, AdminItem } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, inputClass, LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { ProblemBanner } from '../admin/problem-banner.tsx';

/**
 * The item's own fields ([product: Back office], ADR 1002): category, names, descriptions, price
 * and visibility, posted with the row's version as the `save` intent.
 */
export function ItemDetailsForm({
  item,
  categories,
  categoryId,
  price,
  business,
  nameOf,
  problem,
  saved,
}: {
  item: AdminItem | null;
  categories: AdminCategory[];
  categoryId: number | null;
  price: string;
  business: AdminBusiness;
  nameOf: (name: Record<string, string>) => string;
  problem: AdminProblem | null;
  /** This form's write went through (the other forms say so in their own place). */
  saved: boolean;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      className="space-y-4 rounded-2xl bg-card p-4 ring-1 ring-line"
      aria-labelledby="item-details"
    >
      <h2 id="item-details" className="font-semibold text-ink text-lg">
        {t('admin.item.details')}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {item ? <input type="hidden" name="version" value={item.version} /> : null}
      {problem ? (
        <ProblemBanner problem={problem} />
      ) : saved ? (
        <Banner tone="ok">{t('admin.saved')}</Banner>
      ) : null}
      <div>
        <label htmlFor="item-category" className="font-medium text-ink text-sm">
          {t('admin.field.category')}
        </label>
        <select
          id="item-category"
          name="category_id"
          defaultValue={categoryId ?? undefined}
          className={inputClass}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {nameOf(c.name)}
            </option>
          ))}
        </select>
        <FieldError id="item-category-error" text={problem?.fields.category_id} />
      </div>
      <LocalizedFields
        id="item-name"
        name="name"
        label={t('admin.field.name')}
        locales={business.locales}
        values={item?.name}
        errors={problem?.fields ?? {}}
        required
      />
      <LocalizedFields
        id="item-description"
        name="description"
        label={t('admin.field.description')}
        locales={business.locales}
        values={item?.description}
        errors={problem?.fields ?? {}}
        multiline
      />
      {item && item.sizes.length > 1 ? (
        // Several sizes: each has its price in the sizes form (ADR 1420); this form leaves them be.
        <p className="text-muted text-sm">{t('admin.sizes.pricesBelow')}</p>
      ) : (
        <TextField
          id="item-price"
          name="price"
          label={t('admin.field.price', { currency: business.currency })}
          inputMode="decimal"
          required
          defaultValue={price}
          error={problem?.fields.price}
          hint={t('admin.item.priceHint', { example: formatMoney(4500, business.currency, i18n.language) })}
          dir="ltr"
        />
      )}
      <label className="flex min-h-11 items-center gap-3 text-ink">
        <input
          type="checkbox"
          name="visible"
          defaultChecked={item?.visible ?? true}
          className="size-5 accent-brand"
        />
        {t('admin.field.visible')}
      </label>
      <Button type="submit" variant="primary" pill disabled={busy}>
        {item ? t('admin.save') : t('admin.item.create')}
      </Button>
    </Form>
  );
}
