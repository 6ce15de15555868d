import { ApiError, getOrder, payOrder } from '@sufra/contract/client';
import { isOrderTokenShape } from '@sufra/contract/limits';
import { formatOrderRef, normalizeOrderRef } from '@sufra/contract/order-ref';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { offeredMethods } from '../features/checkout/payment-methods.ts';
import { problemText } from '../features/orders/order-problems.ts';
import { useApplePay } from '../features/payments/apple-pay.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { apiFor } from '../platform/api-context.ts';
import { browserApi } from '../platform/browser-api.ts';
import { loadBusiness } from '../shell/business.server.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useMoney } from '../shell/use-money.ts';
import type { Route } from './+types/payment-fail';

/**
 * `/{ref}/payment/fail?order=…&token=…` ([product: Accounts]): where a failed or declined payment lands. The
 * order is kept, unpaid: pay again, or another way. `order` is the order's public reference; an
 * older link's numeric id, once its token opened the order, moves to the reference (ADR 1471).
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const token = url.searchParams.get('token') ?? '';
  const named = url.searchParams.get('order') ?? '';
  const key = /^[1-9][0-9]{0,9}$/.test(named) ? Number(named) : normalizeOrderRef(named);
  // A token of impossible length names no order: the page's own "not found", not a 500.
  if (!isOrderTokenShape(token) || key === null) return { order: null, token };
  const business = await loadBusiness(args);
  try {
    const { order } = await getOrder(apiFor(args.context, business.contentLanguage), key, token);
    if (order.business_reference !== args.params.ref) return { order: null, token };
    if (named !== order.public_ref) {
      url.searchParams.set('order', order.public_ref);
      throw redirect(`${url.pathname}${url.search}`, 301);
    }
    return { order, token };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { order: null, token };
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'payment.fail.title'),
  { name: 'robots', content: 'noindex' },
];

export default function PaymentFailPage({ loaderData, params }: Route.ComponentProps) {
  const { order, token } = loaderData;
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const { restaurant, language } = useBusiness();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applePay = useApplePay();

  async function pay(method: number) {
    if (!order) return;
    setBusy(true);
    setError(null);
    try {
      const result = await payOrder(browserApi({ locale: language }), order.public_ref, {
        token,
        payment_type: method,
      });
      if (result.payment) window.location.assign(result.payment.url);
      else navigate(result.order_url);
    } catch (e) {
      // The server's English message only for a code our catalogs do not know yet.
      setError(
        e instanceof ApiError && e.code
          ? problemText(t, { code: e.code, message: e.message })
          : t('payment.fail.error'),
      );
      setBusy(false);
    }
  }

  const orderUrl = order
    ? `/${params.ref}/order/${order.public_ref}?token=${encodeURIComponent(token)}`
    : `/${params.ref}`;
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pt-10 pb-32 text-center">
      <AlertTriangle className="mx-auto size-12 text-amber-600" aria-hidden />
      <h1 className="font-bold text-2xl text-ink">{t('payment.fail.title')}</h1>
      {!order ? (
        <p className="text-muted">{t('payment.fail.missing')}</p>
      ) : order.payment_state !== 'unpaid' ? (
        <p className="text-muted">{t('payment.fail.settled')}</p>
      ) : (
        <>
          <p className="text-muted">
            {t('payment.fail.body', {
              id: formatOrderRef(order.public_ref),
              total: money(order.amounts.total),
            })}
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void pay(order.payment_type)}
            className="min-h-12 w-full rounded-2xl bg-brand px-5 font-semibold text-on-brand disabled:opacity-50"
          >
            {t('payment.fail.retry')}
          </button>
          <fieldset className="space-y-2 text-start">
            <legend className="mb-2 font-medium text-ink">{t('payment.fail.other')}</legend>
            {offeredMethods(restaurant, undefined, applePay === true)
              .filter((m) => m !== order.payment_type)
              .map((method) => (
                <button
                  key={method}
                  type="button"
                  disabled={busy}
                  onClick={() => void pay(method)}
                  className="min-h-11 w-full rounded-2xl bg-card px-4 text-start text-ink ring-1 ring-line disabled:opacity-50"
                >
                  {t(`payment.method.${method}`)}
                </button>
              ))}
          </fieldset>
        </>
      )}
      {error ? (
        <p role="alert" className="text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
      <Link to={orderUrl} className="inline-block text-brand-ink underline">
        {order ? t('payment.fail.viewOrder') : t('common.backHome')}
      </Link>
    </main>
  );
}
