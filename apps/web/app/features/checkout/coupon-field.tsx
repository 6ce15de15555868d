import type { CalcOrderResponse } from '@sufra/contract';
import { ORDER_TEXT_LIMITS } from '@sufra/contract/limits';
import { CheckCircle2, Tag, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import type { CartStore } from '../../shell/cart-store.ts';
import { useMoney } from '../../shell/use-money.ts';
import { Button } from '../../ui/button.tsx';
import { problemText } from '../orders/order-problems.ts';

type Props = { store: CartStore; code: string | null; calc: CalcOrderResponse | null; loading: boolean };

/**
 * Coupon entry. The code is sent to calc-order with the cart; its answer says whether it applies
 * (coupon_applied) or why not (a coupon_code problem), so the message is the server's verdict.
 */
export function CouponField({ store, code, calc, loading }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const [value, setValue] = useState(code ?? '');
  const problem = calc?.problems.find((p) => p.field === 'coupon_code' || p.code.startsWith('COUPON'));
  const settled = code && calc && !loading;
  return (
    <section className="rounded-3xl bg-card p-4 ring-1 ring-line">
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const next = value.trim().toUpperCase();
          setValue(next);
          store.update({ coupon: next ? { code: next, discount: 0 } : null });
        }}
      >
        <label className="flex min-h-11 flex-1 items-center gap-2 rounded-2xl bg-sunken px-3">
          <Tag className="size-4 text-muted" aria-hidden />
          <span className="sr-only">{t('cart.coupon')}</span>
          <input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={ORDER_TEXT_LIMITS.coupon_code}
            placeholder={t('cart.couponPlaceholder')}
            className="w-full bg-transparent text-ink"
            autoCapitalize="characters"
            aria-invalid={settled && problem ? true : undefined}
            aria-describedby="coupon-result"
          />
        </label>
        {code ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setValue('');
              store.update({ coupon: null });
            }}
          >
            {t('cart.couponRemove')}
          </Button>
        ) : (
          <Button type="submit">{t('cart.couponApply')}</Button>
        )}
      </form>
      <p id="coupon-result" aria-live="polite" className="mt-2 text-sm empty:hidden">
        {settled && problem ? (
          <span
            className="flex items-center gap-1 text-rose-700 dark:text-rose-300"
            data-testid="coupon-error"
          >
            <XCircle className="size-4 shrink-0" aria-hidden /> {problemText(t, problem)}
          </span>
        ) : settled && calc.coupon_applied ? (
          <span
            className="flex items-center gap-1 text-emerald-700 dark:text-emerald-300"
            data-testid="coupon-ok"
          >
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {calc.amounts.coupon_discount
              ? t('cart.couponSaved', { code, amount: money(calc.amounts.coupon_discount) })
              : t('cart.couponApplied', { code })}
          </span>
        ) : null}
      </p>
    </section>
  );
}
