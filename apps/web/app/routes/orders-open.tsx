import { normalizeOrderRef } from '@sufra/contract/order-ref';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';
import { deviceOrders, orderPath } from '../shell/device-orders.ts';
import { pageMetaT } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import type { Route } from './+types/orders-open';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMetaT(matches, 'orders.title'),
  { name: 'robots', content: 'noindex' },
];

/**
 * `/{ref}/orders/details?id=…` and `/orders/status?id=…` ([product: Orders and their status] paths): the order's page, with
 * the token this device kept. Without one, the device's list.
 */
export default function OrdersOpen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { restaurant } = useBusiness();
  useEffect(() => {
    const named = new URLSearchParams(window.location.search).get('id') ?? '';
    // The order's public reference, or an older link's id (ADR 1471).
    const orderRef = normalizeOrderRef(named);
    const id = orderRef ? 0 : Number(named);
    const ref = restaurant.reference_id;
    const found =
      deviceOrders(ref).find((o) => (orderRef ? o.public_ref === orderRef : o.id === id)) ??
      (named ? null : deviceOrders(ref)[0]);
    navigate(found ? orderPath(ref, found) : `/${ref}/orders/history`, { replace: true });
  }, [navigate, restaurant.reference_id]);
  return (
    <main id="main" className="grid min-h-dvh place-items-center text-muted">
      {t('common.loading')}
    </main>
  );
}
