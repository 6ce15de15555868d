import { getOrderHistory } from '@sufra/contract/client';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import { useClaimDeviceOrders } from '../features/accounts/claim-device-orders.ts';
import { accountApi, sessionCookie, sessionTokenOf } from '../features/accounts/session.server.ts';
import { StepHeader } from '../features/checkout/step-header.tsx';
import { orderValue } from '../features/orders/payment-text.ts';
import { HistoryCard } from '../features/reorder/history-card.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { loadBusiness } from '../shell/business.server.ts';
import { type DeviceOrder, deviceOrderKey, deviceOrders } from '../shell/device-orders.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import type { Route } from './+types/orders-history';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'orders.title'),
  { name: 'robots', content: 'noindex' },
];

const TYPE_OF_ORDER = ['delivery', 'dinein', 'pickup', 'product_service'] as const;

/**
 * `/{ref}/orders/history`: a signed-in diner's orders on every device (GET webapp/v5/orders/{ref},
 * ADR 400/705), and the orders placed on this device that are not (yet) the account's.
 */
export async function loader(args: Route.LoaderArgs) {
  const token = sessionTokenOf(args.request);
  if (!token) return { account: null };
  const business = await loadBusiness(args);
  const page = Math.max(
    1,
    Number.parseInt(new URL(args.request.url).searchParams.get('page') ?? '1', 10) || 1,
  );
  const history = await getOrderHistory(
    accountApi(args.context, args.request, business.language),
    args.params.ref,
    page,
  ).catch(() => null);
  if (!history) return { account: null };
  const account = {
    page: history.page,
    hasMore: history.has_more,
    orders: history.orders.map((o) => ({
      public_ref: o.public_ref,
      token: o.token ?? '',
      at: o.created_at,
      total: orderValue(o.amounts),
      type: TYPE_OF_ORDER[o.order_type] ?? 'delivery',
    })),
  };
  return data({ account }, { headers: { 'set-cookie': sessionCookie(args.request, token) } });
}

function OrderRow({ ref, order }: { ref: string; order: DeviceOrder }) {
  return <HistoryCard reference={ref} order={order} />;
}

export default function OrdersHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { restaurant } = useBusiness();
  const ref = restaurant.reference_id;
  const { account } = loaderData;
  const [device, setDevice] = useState<DeviceOrder[] | null>(null);
  useEffect(() => setDevice(deviceOrders(ref)), [ref]);
  const mine = new Set(account?.orders.map((o) => o.public_ref));
  const onlyHere = (device ?? []).filter((o) => !o.public_ref || !mine.has(o.public_ref));
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-32">
      <StepHeader title={t('orders.title')} back={`/${ref}`} />
      {account ? <AccountOrders ref={ref} account={account} /> : null}
      {device && !onlyHere.length && !account?.orders.length ? (
        <p className="py-12 text-center text-muted">{t('orders.none')}</p>
      ) : null}
      {onlyHere.length ? (
        <section className="space-y-2" aria-label={t('orders.thisDevice')}>
          {account ? <h2 className="font-semibold text-ink">{t('orders.thisDevice')}</h2> : null}
          <ul className="space-y-2">
            {onlyHere.map((o) => (
              <OrderRow key={deviceOrderKey(o)} ref={ref} order={o} />
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function AccountOrders({
  ref,
  account,
}: {
  ref: string;
  account: NonNullable<Route.ComponentProps['loaderData']['account']>;
}) {
  const { t } = useTranslation();
  useClaimDeviceOrders(
    ref,
    account.orders.map((o) => o.public_ref),
  );
  if (!account.orders.length) return null;
  return (
    <section className="space-y-2" aria-labelledby="account-orders">
      <h2 id="account-orders" className="font-semibold text-ink">
        {t('orders.everyDevice')}
      </h2>
      <ul className="space-y-2">
        {account.orders.map((o) => (
          <OrderRow key={o.public_ref} ref={ref} order={o} />
        ))}
      </ul>
      {account.hasMore ? (
        <Link
          to={`?page=${account.page + 1}`}
          className="block min-h-11 content-center text-center font-semibold text-brand-ink"
        >
          {t('orders.more')}
        </Link>
      ) : null}
    </section>
  );
}
