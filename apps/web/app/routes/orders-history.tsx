import { Receipt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { StepHeader } from '../components/checkout/step-header.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import { type DeviceOrder, deviceOrders, orderPath } from '../lib/device-orders.ts';
import { dateLocale, useMoney } from '../lib/format.ts';
import { pageMetaT } from '../lib/meta.ts';
import { useBusiness } from '../lib/use-business.ts';
import type { Route } from './+types/orders-history';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'orders.title'),
  { name: 'robots', content: 'noindex' },
];

/** `/{ref}/orders/history`: the orders placed on this device (accounts will add their own later). */
export default function OrdersHistory() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { restaurant } = useBusiness();
  const ref = restaurant.reference_id;
  const [orders, setOrders] = useState<DeviceOrder[] | null>(null);
  useEffect(() => setOrders(deviceOrders(ref)), [ref]);
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <main className="mx-auto min-h-dvh max-w-xl space-y-4 px-4 pt-3 pb-32">
      <StepHeader title={t('orders.title')} back={`/${ref}`} />
      {orders && !orders.length ? <p className="py-12 text-center text-muted">{t('orders.none')}</p> : null}
      <ul className="space-y-2">
        {(orders ?? []).map((o) => (
          <li key={o.id}>
            <Link
              to={orderPath(ref, o)}
              className="flex min-h-14 items-center gap-3 rounded-3xl bg-card p-4 ring-1 ring-line"
            >
              <Receipt className="size-5 text-brand-ink" aria-hidden />
              <span className="flex-1">
                <span className="block font-semibold text-ink">{t('order.title', { id: o.id })}</span>
                <span className="block text-muted text-xs">
                  {t(`type.${o.type}`)} · {date.format(new Date(o.at))}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{money(o.total)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
