import type { AdminCoupon } from '@sufra/contract/admin-offers';
import clsx from 'clsx';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, inputClass, TextField } from '../admin/admin-ui.tsx';
import { amountText, momentText } from './offer-format.ts';

export const SELLING_KEYS = ['dinein', 'pickup', 'delivery'] as const;

/** `typed`: a coupon's amounts as its fields show them (the loader writes them in major units). */
type Context = {
  currency: string;
  timeZone: string;
  typed: (id: number) => { value: string; min: string; starts: string; ends: string };
};

/** [product: Discounts, coupons and taxes] the coupons: each with its terms in words, its uses and an edit form. */
export function CouponsSection({
  coupons,
  context,
  problemFor,
}: {
  coupons: AdminCoupon[];
  context: Context;
  problemFor: (form: string) => AdminProblem | null;
}) {
  const { t } = useTranslation();
  const creating = problemFor('coupon-create:');
  const busy = useNavigation().formData?.get('intent') === 'coupon-create';
  return (
    <section aria-labelledby="coupons-title" className="rounded-2xl bg-card ring-1 ring-line">
      <h2 id="coupons-title" className="border-line border-b px-4 py-3 font-semibold text-ink text-lg">
        {t('admin.offers.coupons')}
      </h2>
      {coupons.length === 0 ? <p className="px-4 py-3 text-muted">{t('admin.offers.none')}</p> : null}
      <ul className="divide-y divide-line">
        {coupons.map((coupon) => (
          <li key={coupon.id} className="px-4 py-3">
            <CouponRow coupon={coupon} context={context} problem={problemFor(`coupon-update:${coupon.id}`)} />
          </li>
        ))}
      </ul>
      <details className="border-line border-t px-4" open={creating ? true : undefined}>
        <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-brand-ink">
          + {t('admin.offers.newCoupon')}
        </summary>
        <Form method="post" className="space-y-3 pb-4">
          <input type="hidden" name="intent" value="coupon-create" />
          {creating ? <Banner tone="error">{t(creating.problem)}</Banner> : null}
          <CouponFields id="new-coupon" coupon={null} context={context} errors={creating?.fields ?? {}} />
          <Button type="submit" variant="primary" pill disabled={busy}>
            {t('admin.offers.addCoupon')}
          </Button>
        </Form>
      </details>
    </section>
  );
}

function CouponRow({
  coupon,
  context,
  problem,
}: {
  coupon: AdminCoupon;
  context: Context;
  problem: AdminProblem | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const terms = [
    coupon.min_order
      ? t('admin.offers.from', { amount: amountText('fixed', coupon.min_order, context.currency, lang) })
      : null,
    coupon.selling_types.length
      ? coupon.selling_types.map((k) => t(`admin.offers.sellingType.${k}`)).join(' · ')
      : null,
    coupon.user_type ? t(`admin.offers.audience.${coupon.user_type}`) : null,
    coupon.free_delivery ? t('admin.offers.freeDelivery') : null,
    coupon.starts_at
      ? `${t('admin.offers.startsAt')}: ${momentText(coupon.starts_at, context.timeZone, lang)}`
      : null,
    coupon.ends_at
      ? `${t('admin.offers.endsAt')}: ${momentText(coupon.ends_at, context.timeZone, lang)}`
      : null,
  ].filter(Boolean);
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="font-bold font-mono text-ink text-lg tracking-wide" dir="ltr">
          {coupon.code}
        </p>
        <p className="font-semibold text-brand-ink">
          {t('admin.offers.off', {
            amount: amountText(coupon.discount_type, coupon.discount_value, context.currency, lang),
          })}
        </p>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs',
            coupon.active
              ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
              : 'bg-sunken text-muted',
          )}
        >
          {coupon.active ? t('admin.offers.on') : t('admin.offers.offBadge')}
        </span>
        <p className="ms-auto text-muted text-sm">
          {coupon.usage_limit === null
            ? t('admin.offers.used', { used: coupon.uses })
            : t('admin.offers.usedOf', { used: coupon.uses, limit: coupon.usage_limit })}
        </p>
      </div>
      {terms.length ? <p className="mt-1 text-muted text-sm">{terms.join(' · ')}</p> : null}
      <details className="mt-2" open={problem ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center text-muted text-sm">
          {t('admin.offers.editCoupon', { code: coupon.code })}
        </summary>
        <Form method="post" className="space-y-3 pb-2">
          <input type="hidden" name="intent" value="coupon-update" />
          <input type="hidden" name="id" value={coupon.id} />
          <input type="hidden" name="version" value={coupon.version} />
          {problem ? <Banner tone="error">{t(problem.problem)}</Banner> : null}
          <CouponFields
            id={`coupon-${coupon.id}`}
            coupon={coupon}
            context={context}
            errors={problem?.fields ?? {}}
          />
          <Button type="submit" variant="primary" pill>
            {t('admin.save')}
          </Button>
        </Form>
      </details>
    </>
  );
}

function CouponFields({
  id,
  coupon,
  context,
  errors,
}: {
  id: string;
  coupon: AdminCoupon | null;
  context: Context;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const kind = coupon?.discount_type ?? 'percent';
  const typed = coupon ? context.typed(coupon.id) : { value: '', min: '', starts: '', ends: '' };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id={`${id}-code`}
        name="code"
        label={t('admin.offers.code')}
        hint={t('admin.offers.codeHint')}
        defaultValue={coupon?.code ?? ''}
        error={errors.code}
        required
        maxLength={32}
        autoCapitalize="characters"
        autoComplete="off"
        dir="ltr"
        className="sm:col-span-2"
      />
      <KindAndValue
        id={id}
        kind={kind}
        value={typed.value}
        currency={context.currency}
        error={errors.discount_value}
      />
      <TextField
        id={`${id}-min`}
        name="min_order"
        label={t('admin.offers.minOrder', { currency: context.currency })}
        inputMode="decimal"
        defaultValue={typed.min}
        error={errors.min_order}
      />
      <TextField
        id={`${id}-limit`}
        name="usage_limit"
        label={t('admin.offers.usageLimit')}
        hint={t('admin.offers.usageLimitHint')}
        inputMode="numeric"
        defaultValue={coupon?.usage_limit ?? ''}
        error={errors.usage_limit}
      />
      <TextField
        id={`${id}-starts`}
        name="starts_at"
        type="datetime-local"
        label={t('admin.offers.startsAt')}
        defaultValue={typed.starts}
        error={errors.starts_at}
      />
      <TextField
        id={`${id}-ends`}
        name="ends_at"
        type="datetime-local"
        label={t('admin.offers.endsAt')}
        defaultValue={typed.ends}
        error={errors.ends_at}
      />
      <SellingTypes id={id} chosen={coupon?.selling_types ?? []} error={errors.selling_types} />
      <div>
        <label htmlFor={`${id}-audience`} className="font-medium text-ink text-sm">
          {t('admin.offers.audience')}
        </label>
        <select
          id={`${id}-audience`}
          name="user_type"
          defaultValue={coupon?.user_type ?? ''}
          className={inputClass}
        >
          <option value="">{t('admin.offers.audience.all')}</option>
          <option value="guests">{t('admin.offers.audience.guests')}</option>
          <option value="auth_users">{t('admin.offers.audience.auth_users')}</option>
        </select>
      </div>
      <Check
        name="free_delivery"
        label={t('admin.offers.freeDelivery')}
        checked={coupon?.free_delivery ?? false}
      />
      <Check name="active" label={t('admin.offers.active')} checked={coupon?.active ?? true} />
    </div>
  );
}

/** Percent or amount, and the value: one field pair, shared with the discounts. */
export function KindAndValue({
  id,
  kind,
  value,
  currency,
  error,
  names = { kind: 'discount_type', value: 'discount_value' },
}: {
  id: string;
  kind: 'percent' | 'fixed';
  value: string;
  currency: string;
  error: string | undefined;
  names?: { kind: string; value: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset>
        <legend className="font-medium text-ink text-sm">{t('admin.offers.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(['percent', 'fixed'] as const).map((k) => (
            <label
              key={k}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-ink has-[:checked]:border-brand has-[:checked]:bg-brand/10"
            >
              <input
                type="radio"
                name={names.kind}
                value={k}
                defaultChecked={kind === k}
                className="size-5 accent-brand"
              />
              {k === 'percent' ? t('admin.offers.percent') : t('admin.offers.fixed', { currency })}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id={`${id}-value`}
        name={names.value}
        label={t('admin.offers.value')}
        inputMode="decimal"
        defaultValue={value}
        error={error}
        required
      />
    </>
  );
}

function SellingTypes({
  id,
  chosen,
  error,
}: {
  id: string;
  chosen: readonly string[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={`${id}-types-hint`}>
      <legend className="font-medium text-ink text-sm">{t('admin.offers.sellingTypes')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {SELLING_KEYS.map((k) => (
          <label
            key={k}
            className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-ink has-[:checked]:border-brand"
          >
            <input
              type="checkbox"
              name="selling_types"
              value={k}
              defaultChecked={chosen.includes(k)}
              className="size-5 accent-brand"
            />
            {t(`admin.offers.sellingType.${k}`)}
          </label>
        ))}
      </div>
      <p id={`${id}-types-hint`} className="mt-1 text-muted text-xs">
        {t('admin.offers.sellingTypesHint')}
      </p>
      <FieldError id={`${id}-types-error`} text={error} />
    </fieldset>
  );
}

export function Check({
  name,
  label,
  checked,
  value,
}: {
  name: string;
  label: string;
  checked: boolean;
  value?: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-ink">
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-5 accent-brand"
      />
      {label}
    </label>
  );
}
