import { useEffect } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { problemText } from '../orders/order-problems.ts';
import type { CalcState } from './checkout-calc.ts';

const OrderFigures = deferred(() => import('./order-figures.tsx').then((m) => m.OrderFigures));

type Props = {
  state: CalcState;
  delivery: boolean;
  /** The delivery fee is international shipping's, by weight (ADR 501). */
  shipping?: boolean;
};

/**
 * The server's figures (calc-order), and how far the cart is from the minimum order. The server and
 * the hydrating render have no figures yet (the cart is the browser's): they show the skeleton, and
 * the figures' code loads after hydration, while calc-order is asked (ADR 1505).
 */
export function OrderTotals({ state, delivery, shipping = false }: Props) {
  useEffect(() => void OrderFigures.preload().catch(() => {}), []);
  if (!state.data) return state.failed ? <CalcFailed state={state} /> : <TotalsSkeleton />;
  return (
    <>
      {state.failed ? <CalcFailed state={state} /> : null}
      <OrderFigures
        calc={state.data}
        loading={state.loading}
        delivery={delivery}
        shipping={shipping}
        fallback={<TotalsSkeleton />}
      />
    </>
  );
}

/**
 * The figures could not be asked (no connection) or the request was refused (a 422, e.g. a field
 * too long): say so with the reason, and offer to ask again instead of a placeholder forever.
 */
function CalcFailed({ state }: { state: CalcState }) {
  const { t } = useTranslation();
  const reasons = [...new Set((state.failed ?? []).map((p) => problemText(t, p)))];
  return (
    <div
      role="alert"
      className="rounded-3xl bg-card p-4 text-sm ring-1 ring-rose-500/60"
      data-testid="calc-failed"
    >
      <p className="font-semibold text-rose-700 dark:text-rose-300">{t('problem.CALC_FAILED')}</p>
      <ul className="mt-1 text-ink">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <Button
        type="button"
        onClick={state.retry}
        disabled={state.loading}
        variant="secondary"
        className="mt-2"
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** While the first figures come: the rows they will fill, not a blank box (ADR 900). */
function TotalsSkeleton() {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-3xl bg-card p-4 ring-1 ring-line"
      aria-busy="true"
      data-testid="totals-skeleton"
    >
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between">
          <dt className="text-muted">{t('order.subtotal')}</dt>
          <dd className="skeleton h-4 w-16 rounded" />
        </div>
        <div className="flex items-center justify-between border-line border-t pt-2 font-bold text-base text-ink">
          <dt>{t('order.total')}</dt>
          <dd className="skeleton h-5 w-20 rounded" />
        </div>
      </dl>
    </section>
  );
}
