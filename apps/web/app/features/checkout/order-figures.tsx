import type { CalcOrderResponse } from '@sufra/contract';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/lite.tsx';
import { useMoney } from '../../shell/use-money.ts';

export type FigureProps = {
  calc: CalcOrderResponse;
  loading: boolean;
  delivery: boolean;
  /** The delivery fee is international shipping's, by weight (ADR 501). */
  shipping?: boolean;
};

/** The server's figures (calc-order), and how far the cart is from the minimum order. */
export function OrderFigures({ calc, loading, delivery, shipping = false }: FigureProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const a = calc.amounts;
  const rows: [string, number, string][] = [
    [t('order.subtotal'), a.subtotal, 'subtotal'],
    ...(a.item_discount
      ? [[t('order.discount'), -a.item_discount, 'discount'] as [string, number, string]]
      : []),
    ...(a.coupon_discount
      ? [[t('order.coupon'), -a.coupon_discount, 'coupon'] as [string, number, string]]
      : []),
    ...(a.exclusive_tax ? [[t('order.tax'), a.exclusive_tax, 'tax'] as [string, number, string]] : []),
    // Whenever the server's total includes a fee, even before a pin is dropped (an area alone prices it).
    ...(delivery || a.delivery_fee > 0
      ? [
          [t(shipping ? 'shipping.fee' : 'order.deliveryFee'), a.delivery_fee, 'delivery'] as [
            string,
            number,
            string,
          ],
        ]
      : []),
    // The tip (ADR 790): the server's figure for the diner's choice.
    ...(a.tip ? [[t('order.tip'), a.tip, 'tip'] as [string, number, string]] : []),
    // The wallet part (ADR 761): the total below is what is left to pay.
    ...(a.wallet_discount
      ? [[t('checkout.walletPart'), -a.wallet_discount, 'wallet'] as [string, number, string]]
      : []),
  ];
  const base = a.subtotal - a.item_discount;
  const missing = Math.max(0, calc.min_order - base);
  return (
    <section
      className={clsx('rounded-3xl bg-card p-4 ring-1 ring-line transition-opacity', loading && 'opacity-70')}
      aria-busy={loading || undefined}
      data-testid="totals"
    >
      {calc.min_order > 0 ? (
        <div className="mb-3">
          <p className="text-sm text-ink">
            {missing > 0
              ? t('cart.minOrderMissing', { missing: money(missing), min: money(calc.min_order) })
              : t('cart.minOrderMet', { min: money(calc.min_order) })}
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-sunken">
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${Math.min(100, (base / calc.min_order) * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value, id]) => (
          <div key={id} className="flex justify-between" data-testid={`total-${id}`}>
            <dt className="text-muted">{label}</dt>
            <dd className="tabular-nums">{money(value)}</dd>
          </div>
        ))}
        {calc.free_delivery && delivery ? (
          <p className="text-emerald-700 text-xs dark:text-emerald-300">{t('cart.freeDelivery')}</p>
        ) : null}
        <div className="flex justify-between border-line border-t pt-2 font-bold text-base text-ink">
          <dt>{t('order.total')}</dt>
          <dd className="tabular-nums" data-testid="total">
            {money(a.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
