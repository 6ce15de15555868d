import { formatOrderRef } from '@sufra/contract/order-ref';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { loadOrder } from '../features/after-order/load-order.server.ts';
import { tipLabel } from '../features/handover/handover-text.ts';
import { useTextLang } from '../features/i18n/content-lang.ts';
import { orderValue, paymentText } from '../features/orders/payment-text.ts';
import { listSeparator } from '../i18n/languages.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMeta, pageName } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useMoney } from '../shell/use-money.ts';
import { dateFormat } from '../ui/format.ts';
import type { Route } from './+types/order-receipt';

/** `/{ref}/order/{publicRef}/receipt?token=…`: the order's receipt, laid out to print (ADR 903). */
export const loader = (args: Route.LoaderArgs) => loadOrder(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    loaderData ? pageName(matches, 'order.title', { id: formatOrderRef(loaderData.order.public_ref) }) : null,
  ),
  { name: 'robots', content: 'noindex' },
];

export default function OrderReceipt({ loaderData, params }: Route.ComponentProps) {
  const { order, token } = loaderData;
  const { t, i18n } = useTranslation();
  const { restaurant } = useBusiness();
  const money = useMoney();
  const textLang = useTextLang();
  const language = i18n.language;
  const branch = restaurant.branches.find((b) => b.id === order.branch_id);
  const a = order.amounts;
  const placed = dateFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: restaurant.time_zone,
  }).format(new Date(order.created_at));
  const row = (label: string, value: number, key = label) => (
    <div key={key} className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(value)}</dd>
    </div>
  );
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md px-4 pt-6 pb-32 print:max-w-none print:p-0">
      <div className="mb-4 flex items-center justify-between gap-3 print:hidden">
        <Link
          to={`/${params.ref}/order/${order.public_ref}?token=${encodeURIComponent(token)}`}
          className="text-brand-ink text-sm underline"
        >
          {t('receipt.backToOrder')}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-brand px-4 font-semibold text-on-brand text-sm"
        >
          <Printer className="size-4" aria-hidden /> {t('receipt.print')}
        </button>
      </div>
      <article
        className="rounded-3xl bg-card p-6 text-ink text-sm ring-1 ring-line print:rounded-none print:bg-white print:text-black print:ring-0"
        data-testid="receipt"
      >
        <header className="border-line border-b border-dashed pb-4 text-center">
          <h1 className="font-bold text-lg">{restaurant.business_name}</h1>
          {branch ? (
            <p className="text-muted print:text-black">
              {branch.name}
              <br />
              {branch.address}
              {branch.phone ? (
                <>
                  <br />
                  <span dir="ltr">{branch.phone}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </header>
        <dl className="space-y-1 border-line border-b border-dashed py-4">
          <div className="flex justify-between gap-4">
            <dt>{t('receipt.number')}</dt>
            <dd className="font-semibold tabular-nums">
              {t('order.number', { id: formatOrderRef(order.public_ref) })}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('receipt.date')}</dt>
            <dd className="tabular-nums">{placed}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('receipt.type')}</dt>
            <dd>{t(`order.type.${order.order_type}`)}</dd>
          </div>
        </dl>
        <ul className="space-y-2 border-line border-b border-dashed py-4">
          {(order.lines ?? []).map((line) => (
            <li key={line.position} className="flex gap-3">
              <span className="tabular-nums">{line.quantity}×</span>
              <span className="flex-1">
                <span {...textLang(line.name)}>{line.name}</span>
                {line.label ? (
                  <>
                    {' · '}
                    <span {...textLang(line.label)}>{line.label}</span>
                  </>
                ) : null}
                {line.modifiers.length ? (
                  <span
                    {...textLang(line.modifiers.map((m) => m.name).join(' '))}
                    className="block text-muted text-xs print:text-black"
                  >
                    {line.modifiers.map((m) => m.name).join(listSeparator(language))}
                  </span>
                ) : null}
              </span>
              <span className="tabular-nums">{money(line.gross)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-1 py-4" data-testid="receipt-totals">
          {row(t('order.subtotal'), a.subtotal)}
          {a.item_discount ? row(t('order.discount'), -a.item_discount) : null}
          {a.coupon_discount ? row(t('order.coupon'), -a.coupon_discount) : null}
          {order.order_type === 0 ? row(t('order.deliveryFee'), a.delivery_fee) : null}
          {/* Each tax by name and rate; an included one is part of the prices above, said so. */}
          {a.taxes.map((tax) =>
            row(
              t(tax.inclusive ? 'receipt.taxIncluded' : 'receipt.tax', {
                name: tax.taxName,
                rate: i18n.number(tax.rate),
              }),
              tax.totalTaxValue,
              `tax-${tax.taxId}`,
            ),
          )}
          {a.tip ? row(tipLabel(order, t, i18n.number), a.tip, 'tip') : null}
          <div className="flex justify-between gap-4 border-line border-t pt-2 font-bold text-base">
            <dt>{t('order.total')}</dt>
            <dd className="tabular-nums">{money(orderValue(a))}</dd>
          </div>
          {/* Paid from the wallet (ADR 1342): its part, then what was left to pay. */}
          {a.wallet_discount ? row(t('receipt.wallet'), -a.wallet_discount) : null}
          {a.wallet_discount ? row(t('wallet.youPay'), a.total) : null}
        </dl>
        <p className="text-center text-muted text-xs print:text-black">
          {paymentText(t, money, order, order.payment_state, 'order')}
        </p>
      </article>
    </main>
  );
}
