import { formatOrderRef } from '@sufra/contract/order-ref';
import { OrderStatus, OrderType } from '@sufra/domain';
import clsx from 'clsx';
import { CheckCircle2, CircleDashed, Clock, Utensils, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { CancelOrder } from '../features/after-order/cancel-order.tsx';
import { ContactRestaurant } from '../features/after-order/contact-restaurant.tsx';
import { loadOrder } from '../features/after-order/load-order.server.ts';
import { OrderPromise } from '../features/after-order/order-promise.tsx';
import { DriverTracker } from '../features/fleet/driver-tracker.tsx';
import { tipLabel } from '../features/handover/handover-text.ts';
import { formatRelative, useNow } from '../features/i18n/relative-time.ts';
import { OrderDetails } from '../features/orders/order-details.tsx';
import { OrderLineText } from '../features/orders/order-line-text.tsx';
import { useOrderLive } from '../features/orders/order-live.ts';
import { OrderShipping } from '../features/orders/order-shipping.tsx';
import { isFinal, orderSteps, stepKey } from '../features/orders/order-steps.ts';
import { orderValue, paymentText } from '../features/orders/payment-text.ts';
import { PickupBranch } from '../features/orders/pickup-branch.tsx';
import { RefundList } from '../features/orders/refund-list.tsx';
import { ArrivedButton } from '../features/pickup/arrived-button.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { webConfig } from '../platform/env.server.ts';
import { nameKeptOrder } from '../shell/device-orders.ts';
import { pageMeta, pageName } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { useMoney } from '../shell/use-money.ts';
import { usePurchaseEvent } from '../shell/use-shop-events.ts';
import { buttonClass } from '../ui/button.tsx';
import { deferred } from '../ui/deferred.tsx';
import { dateFormat, formatScheduled } from '../ui/format.ts';
// The storefront's bars come with this page, which shows them (ADR 1510).
import '../features/navigation/provide-bars.ts';
import type { Route } from './+types/order-status';

// Parts the server and the hydrating render never show (ADR 1505): the push offer (only the
// browser knows whether it can), the rating (asked from the server after hydration) and the
// install offer (the browser's own event). Their code loads after hydration, not in the first view.
const OrderUpdates = deferred(() => import('../features/push/order-updates.tsx').then((m) => m.OrderUpdates));
const RateOrder = deferred(() => import('../features/feedback/rate-order.tsx').then((m) => m.RateOrder));
const InstallPrompt = deferred(() =>
  import('../features/offline/install-prompt.tsx').then((m) => m.InstallPrompt),
);

/**
 * `/{ref}/order/{publicRef}?token=…`: the customer's order, its figures and its status, live. The
 * order is named by its public reference everywhere here, never its sequential id (ADR 1471).
 */
export async function loader(args: Route.LoaderArgs) {
  const config = webConfig();
  // The map of the driver's way (ADR 1413) uses the tiles the other maps use.
  return {
    ...(await loadOrder(args)),
    map: { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(
    matches,
    loaderData ? pageName(matches, 'order.title', { id: formatOrderRef(loaderData.order.public_ref) }) : null,
  ),
  { name: 'robots', content: 'noindex' },
];

const { delivered } = OrderStatus;
/** No "I'm here" once the order is collected, stopped or not yet due. */
const PICKED_UP_OR_STOPPED: ReadonlySet<number> = new Set([
  OrderStatus.rejected,
  delivered,
  OrderStatus.cancelled,
  OrderStatus.scheduled,
]);

export default function OrderStatusPage({ loaderData, params }: Route.ComponentProps) {
  const { order, token } = loaderData;
  const { t, i18n } = useTranslation();
  const { restaurant } = useBusiness();
  const times = useReachedTimes(loaderData.reachedAt, useOrderLive(order.public_ref, token, order));
  const money = useMoney();
  // A new status (from the stream) may bring the restaurant's promise: the order is read again (ADR 1040).
  const revalidator = useRevalidator();
  const streamed = times.live.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new streamed status reloads.
  useEffect(() => {
    if (streamed !== order.status) void revalidator.revalidate();
  }, [streamed]);
  // A refund's news (ADR 1430) comes as a payment event with the same status: read the order again.
  const paymentNews = times.live.paymentNews;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new payment news reloads.
  useEffect(() => {
    if (paymentNews > 0) void revalidator.revalidate();
  }, [paymentNews]);
  // Cancelled from this page: shown at once, before the live stream brings it (ADR 903).
  const [cancelledHere, setCancelledHere] = useState(false);
  const live = cancelledHere ? { ...times.live, status: OrderStatus.cancelled } : times.live;
  usePurchaseEvent(restaurant.reference_id, order, live.payment_state, restaurant.currency);
  // An order this phone kept by its old id is named by its reference from now on (ADR 1472).
  useEffect(
    () => nameKeptOrder(restaurant.reference_id, token, order.public_ref),
    [restaurant.reference_id, token, order.public_ref],
  );
  // The business's clock, as the staff and the slots read it.
  const clock = dateFormat(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: restaurant.time_zone,
  });
  const now = useNow();
  const steps = orderSteps(order.order_type);
  const type = order.order_type;
  const branch = restaurant.branches.find((b) => b.id === order.branch_id);
  const stopped = live.status === OrderStatus.rejected || live.status === OrderStatus.cancelled;
  // A scheduled order is waiting like a pending one.
  const reached = steps.indexOf(live.status === OrderStatus.scheduled ? OrderStatus.pending : live.status);
  const a = order.amounts;
  // Paid through the sandbox: no money moved, and the page says so (ADR 722).
  const testPayment = (order.transactions ?? []).some(
    (tx) => tx.provider === 'sandbox' && tx.status === 'paid',
  );
  const rows: [string, number][] = [
    [t('order.subtotal'), a.subtotal],
    ...(a.item_discount ? [[t('order.discount'), -a.item_discount] as [string, number]] : []),
    ...(a.coupon_discount ? [[t('order.coupon'), -a.coupon_discount] as [string, number]] : []),
    ...(a.exclusive_tax ? [[t('order.tax'), a.exclusive_tax] as [string, number]] : []),
    ...(order.order_type === OrderType.delivery
      ? [
          [t(order.shipping_country ? 'shipping.fee' : 'order.deliveryFee'), a.delivery_fee] as [
            string,
            number,
          ],
        ]
      : []),
    // The diner's tip (ADR 790), inside the total.
    ...(a.tip ? [[tipLabel(order, t, i18n.number), a.tip] as [string, number]] : []),
  ];

  return (
    <main id="main" className="mx-auto min-h-dvh max-w-2xl space-y-4 px-4 pt-4 pb-32">
      <header className="flex items-center justify-between">
        <h1 className="font-bold text-2xl text-ink">
          {t('order.title', { id: formatOrderRef(order.public_ref) })}
        </h1>
        {/* Nothing changes after the last status: no "Live" then (ADR 1344). */}
        {isFinal(live.status) ? null : (
          <span className="flex items-center gap-2 text-muted text-xs" data-testid="live">
            <span
              className={clsx('size-2 rounded-full', live.connected ? 'bg-emerald-500' : 'bg-amber-500')}
              aria-hidden
            />
            {live.connected ? t('order.live') : t('order.updating')}
          </span>
        )}
      </header>

      <section aria-live="polite" className="rounded-3xl bg-card p-5 ring-1 ring-line">
        <p className="font-semibold text-ink text-xl" data-testid="order-status">
          {/* An online order not paid yet waits for the diner's payment, not for the restaurant. */}
          {live.status === 0 && live.payment_state === 'unpaid'
            ? t('afterOrder.waitingPayment')
            : t(stepKey(live.status, type, 'status'))}
        </p>
        {/* Before the restaurant accepts: what the dishes usually take (ADR 1344). */}
        {(live.status === OrderStatus.pending || live.status === OrderStatus.scheduled) &&
        live.payment_state !== 'unpaid' &&
        loaderData.estimateMinutes ? (
          <p className="mt-3 flex items-center gap-3 text-muted text-sm" data-testid="order-estimate">
            <Clock className="size-4 shrink-0 text-brand-ink" aria-hidden />
            {t('order.estimate', { minutes: loaderData.estimateMinutes })}
          </p>
        ) : null}
        {order.scheduled_at ? (
          <p className="mt-1 text-muted text-sm" data-testid="scheduled-for">
            {t('order.scheduledFor', {
              time: formatScheduled(
                order.scheduled_at,
                order.slot?.to ?? null,
                i18n.language,
                restaurant.time_zone,
              ),
            })}
          </p>
        ) : null}
        <OrderPromise
          orderType={order.order_type}
          status={live.status}
          readyAt={order.ready_at}
          clock={clock}
        />
        {stopped ? (
          <p className="mt-3 flex items-center gap-2 text-rose-700 dark:text-rose-300">
            <XCircle className="size-5" aria-hidden /> {t(`order.stopped.${live.status}`)}
          </p>
        ) : (
          <ol className="mt-4 space-y-2">
            {steps.map((step, i) => (
              <li
                key={step}
                className={clsx('flex items-center gap-2', i <= reached ? 'text-ink' : 'text-muted')}
              >
                {i <= reached ? (
                  <CheckCircle2 className="size-5 text-brand-ink" aria-hidden />
                ) : (
                  <CircleDashed className="size-5" aria-hidden />
                )}
                <span className="flex-1">
                  {t(stepKey(step, type, 'step'))}
                  {/* `kitchen_label` [product: Storefront and looks]: who prepares the order, in the business's own word. */}
                  {step === 1 && i <= reached && live.status === 1 ? (
                    <span className="block text-muted text-xs" data-testid="kitchen-label">
                      {t('order.preparedBy', { kitchen: restaurant.kitchen_label })}
                    </span>
                  ) : null}
                </span>
                {i <= reached && reachedAt(times.at, step) ? (
                  <time className="text-muted text-xs tabular-nums" dateTime={reachedAt(times.at, step)}>
                    {clock.format(new Date(reachedAt(times.at, step) ?? 0))}
                    {/* The latest step also says how long ago (after hydration: the phone's clock). */}
                    {i === reached && now !== null
                      ? ` · ${formatRelative(reachedAt(times.at, step) ?? '', now, i18n.language)}`
                      : null}
                  </time>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {/* The restaurant's own driver on the way (ADR 1413): only while the order is out. */}
      {type === OrderType.delivery && live.status === OrderStatus.out && !order.shipping_country ? (
        <DriverTracker
          orderId={order.public_ref}
          token={token}
          pin={
            typeof order.address?.lat === 'number' && typeof order.address?.lng === 'number'
              ? { lat: order.address.lat, lng: order.address.lng }
              : null
          }
          map={loaderData.map}
        />
      ) : null}

      <CancelOrder
        orderId={order.public_ref}
        token={token}
        status={live.status}
        paymentState={live.payment_state}
        placedAt={order.created_at}
        graceMinutes={restaurant.cancel_grace_minutes}
        renderedAt={loaderData.renderedAt}
        onCancelled={() => setCancelledHere(true)}
      />

      {live.payment_state === 'unpaid' && !stopped ? (
        <section className="rounded-3xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100">
          <p>{t('order.unpaid')}</p>
          <Link
            to={`/${params.ref}/payment/fail?order=${order.public_ref}&token=${encodeURIComponent(token)}`}
            className={buttonClass({}, 'mt-2')}
          >
            {t('order.payNow')}
          </Link>
        </section>
      ) : null}

      {/* Served at the table: the table, large — no "Collect from", no directions (ADR 1344). */}
      {type === OrderType.dineIn && order.table && !stopped ? (
        <section
          className="flex items-center gap-4 rounded-3xl bg-card p-5 ring-1 ring-line"
          data-testid="order-table"
        >
          <Utensils className="size-6 shrink-0 text-brand-ink" aria-hidden />
          <div>
            <p className="text-muted text-sm">{t('order.servedAtTable')}</p>
            <p className="font-bold text-2xl text-ink">
              {restaurant.table_label} <bdi>{order.table}</bdi>
            </p>
          </div>
        </section>
      ) : null}
      {type !== OrderType.delivery && type !== OrderType.dineIn && branch && !stopped ? (
        <PickupBranch branch={branch}>
          {/* A pickup waiting to be collected: "I'm here" [product: Orders and their status]. */}
          {order.order_type === OrderType.pickup && !PICKED_UP_OR_STOPPED.has(live.status) ? (
            <ArrivedButton
              orderId={order.public_ref}
              token={token}
              arrived={!!order.events?.some((e) => e.kind === 'arrived')}
              car={order.car}
            />
          ) : null}
        </PickupBranch>
      ) : null}
      <ContactRestaurant
        orderRef={order.public_ref}
        phone={branch?.phone ?? null}
        whatsapp={restaurant.whatsapp_phone}
        showCall={order.order_type === 0 || !branch}
      />

      {/* Status by push, asked for with a tap, never on arrival (ADR 909). Only the browser knows
          whether it can, so the offer appears after hydration: below what the first screen shows,
          so nothing there moves (ADR 1443). */}
      {!stopped && live.status !== OrderStatus.delivered ? (
        <OrderUpdates
          orderId={order.public_ref}
          token={token}
          name={restaurant.business_name}
          fallback={null}
        />
      ) : null}

      {live.status === delivered ? (
        <RateOrder businessRef={params.ref} orderRef={order.public_ref} token={token} fallback={null} />
      ) : null}

      <InstallPrompt reference={restaurant.reference_id} name={restaurant.business_name} fallback={null} />
      <OrderShipping iso={order.shipping_country} address={order.address} />
      <OrderDetails order={order} tableLabel={restaurant.table_label} />

      <section className="rounded-3xl bg-card p-5 ring-1 ring-line">
        <h2 className="font-semibold text-ink">{t('order.items')}</h2>
        <ul className="mt-2 divide-y divide-line">
          {(order.lines ?? []).map((line) => (
            <li key={line.position} className="flex gap-3 py-2 text-sm">
              <span className="font-semibold">{line.quantity}×</span>
              <span className="flex-1">
                <OrderLineText line={line} />
              </span>
              {/* Before discounts: the lines add up to the subtotal shown under them. */}
              <span className="tabular-nums">{money(line.gross)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-line border-t pt-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-muted">{label}</dt>
              <dd className="tabular-nums">{money(value)}</dd>
            </div>
          ))}
          <div className="flex justify-between font-bold text-base text-ink">
            <dt>{t('order.total')}</dt>
            <dd className="tabular-nums" data-testid="order-total">
              {money(orderValue(a))}
            </dd>
          </div>
          {/* Paid from the wallet (ADR 761, 1342): the order's total, the wallet's part, what is left. */}
          {a.wallet_discount ? (
            <>
              <div className="flex justify-between">
                <dt className="text-muted">{t('checkout.walletPart')}</dt>
                <dd className="tabular-nums">{money(-a.wallet_discount)}</dd>
              </div>
              <div className="flex justify-between font-semibold text-ink">
                <dt>{t('wallet.youPay')}</dt>
                <dd className="tabular-nums">{money(a.total)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <p className="mt-2 text-muted text-xs" data-testid="order-payment">
          {paymentText(t, money, order, live.payment_state, 'order')}
        </p>
        <RefundList refunds={order.refunds ?? []} currency={restaurant.currency} audience="diner" />
        {testPayment ? (
          <p
            data-testid="test-payment"
            className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs dark:bg-amber-900 dark:text-amber-100"
          >
            {t('payment.test')}
          </p>
        ) : null}
      </section>
      <nav className="flex justify-center gap-6 text-brand-ink text-sm">
        <Link
          to={`/${params.ref}/order/${order.public_ref}/receipt?token=${encodeURIComponent(token)}`}
          className="underline"
        >
          {t('receipt.link')}
        </Link>
        <Link to={`/${params.ref}/orders/history`} className="underline">
          {t('orders.title')}
        </Link>
      </nav>
    </main>
  );
}

/** The loader's times of each status, plus "now" for a status that arrives live. */
function useReachedTimes(initial: Record<number, string>, live: ReturnType<typeof useOrderLive>) {
  const [at, setAt] = useState(initial);
  useEffect(() => {
    setAt((cur) => (cur[live.status] ? cur : { ...cur, [live.status]: new Date().toISOString() }));
  }, [live.status]);
  return { at, live };
}

// A scheduled order (10) is "received" when placed.
const reachedAt = (at: Record<number, string>, step: number) =>
  at[step] ?? (step === OrderStatus.pending ? at[OrderStatus.scheduled] : undefined);
