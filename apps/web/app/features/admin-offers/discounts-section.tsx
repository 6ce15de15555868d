import type { AdminCategory, AdminItem } from '@sufra/contract';
import type { AdminDiscount } from '@sufra/contract/admin-offers';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, inputClass } from '../admin/admin-ui.tsx';
import { KindAndValue, SELLING_KEYS } from './coupons-section.tsx';
import { HappyHourFields } from './happy-hour-fields.tsx';
import { amountText, windowText } from './offer-format.ts';

/** The window's first problem: the server names `happy_hour`, or one of its parts. */
const happyHourError = (problem: AdminProblem | null) =>
  problem ? Object.entries(problem.fields).find(([field]) => field.startsWith('happy_hour'))?.[1] : undefined;

/**
 * [product: Selling types] discounts per selling type: on the whole menu, a category or an item,
 * one per target and selling type (the pricing keeps one) and one happy hour beside it (ADR 1485),
 * listed by selling type.
 */
export function DiscountsSection(props: {
  discounts: AdminDiscount[];
  categories: AdminCategory[];
  items: AdminItem[];
  currency: string;
  nameOf: (name: Record<string, string>) => string;
  problemFor: (form: string) => AdminProblem | null;
}) {
  const { t, i18n } = useTranslation();
  const { discounts, categories, items, currency, nameOf } = props;
  const creating = props.problemFor('discount-create:');
  const deleting = discounts.map((d) => props.problemFor(`discount-delete:${d.id}`)).find(Boolean);
  const busy = useNavigation().formData?.get('intent') === 'discount-create';
  const targetName = (d: AdminDiscount) => {
    if (d.scope === 'all') return t('admin.offers.wholeMenu');
    const found =
      d.scope === 'item'
        ? items.find((i) => i.id === d.target_id)?.name
        : categories.find((c) => c.id === d.target_id)?.name;
    return found ? nameOf(found) : `#${d.target_id}`;
  };
  return (
    <section aria-labelledby="discounts-title" className="rounded-2xl bg-card ring-1 ring-line">
      <h2 id="discounts-title" className="border-line border-b px-4 py-3 font-semibold text-ink text-lg">
        {t('admin.offers.discounts')}
      </h2>
      {deleting ? (
        <div className="px-4 pt-3">
          <Banner tone="error">{t(deleting.problem)}</Banner>
        </div>
      ) : null}
      {discounts.length === 0 ? <p className="px-4 py-3 text-muted">{t('admin.offers.none')}</p> : null}
      <ul className="divide-y divide-line">
        {discounts.map((d) => {
          const name = targetName(d);
          return (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
              <span className="rounded-full bg-sunken px-2 py-0.5 text-muted text-xs">
                {t(`admin.offers.sellingType.${d.selling_type}`)}
              </span>
              <span className="min-w-0 flex-1 truncate text-ink">{name}</span>
              {d.happy_hour ? (
                <span className="order-last w-full text-muted text-sm">
                  {t('admin.offers.happyHourBadge')} ·{' '}
                  <bdi>{windowText(d.happy_hour, i18n.language, t('admin.offers.everyDay'))}</bdi>
                </span>
              ) : null}
              <span className="font-semibold text-brand-ink">
                {t('admin.offers.off', { amount: amountText(d.type, d.value, currency, i18n.language) })}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="discount-delete" />
                <input type="hidden" name="id" value={d.id} />
                <input type="hidden" name="version" value={d.version} />
                <Button
                  type="submit"
                  variant="quiet"
                  size="icon"
                  pill
                  aria-label={t('admin.offers.deleteLabel', { name })}
                >
                  {t('admin.offers.delete')}
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
      <details className="border-line border-t px-4" open={creating ? true : undefined}>
        <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-brand-ink">
          + {t('admin.offers.newDiscount')}
        </summary>
        <Form method="post" className="grid gap-3 pb-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="discount-create" />
          {creating ? (
            <div className="sm:col-span-2">
              <Banner tone="error">{t(creating.problem)}</Banner>
            </div>
          ) : null}
          <div>
            <label htmlFor="discount-type" className="font-medium text-ink text-sm">
              {t('admin.offers.sellingTypes')}
            </label>
            <select id="discount-type" name="selling_type" className={inputClass}>
              {SELLING_KEYS.map((k) => (
                <option key={k} value={k}>
                  {t(`admin.offers.sellingType.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="discount-target" className="font-medium text-ink text-sm">
              {t('admin.offers.appliesTo')}
            </label>
            <select
              id="discount-target"
              name="target"
              className={inputClass}
              aria-invalid={creating?.fields.target_id ? true : undefined}
              aria-describedby={creating?.fields.target_id ? 'discount-target-error' : undefined}
            >
              <option value="all">{t('admin.offers.wholeMenu')}</option>
              <optgroup label={t('admin.offers.categories')}>
                {categories.map((c) => (
                  <option key={c.id} value={`category:${c.id}`}>
                    {nameOf(c.name)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('admin.offers.items')}>
                {items.map((i) => (
                  <option key={i.id} value={`item:${i.id}`}>
                    {nameOf(i.name)}
                  </option>
                ))}
              </optgroup>
            </select>
            <FieldError id="discount-target-error" text={creating?.fields.target_id} />
          </div>
          <KindAndValue
            id="new-discount"
            kind="percent"
            value=""
            currency={currency}
            error={creating?.fields.value}
            names={{ kind: 'type', value: 'value' }}
          />
          <HappyHourFields id="new-discount-hour" error={happyHourError(creating)} />
          <div className="sm:col-span-2">
            <Button type="submit" variant="primary" pill disabled={busy}>
              {t('admin.offers.addDiscount')}
            </Button>
          </div>
        </Form>
      </details>
    </section>
  );
}
