import type { OrderRatingResponse } from '@sufra/contract';
import { getOrderRating } from '@sufra/contract/client';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { deviceOrderKey, orderLabel } from '../../shell/device-orders.ts';
import { rememberRatingRef } from '../../shell/rating-refs.ts';
import { Sheet } from '../../ui/sheet.tsx';
import { RateOrder } from './rate-order.tsx';

/** Cancelled (9) or rejected (2): never rateable, never asked about again. */
const STOPPED = new Set([2, 9]);

/** Asks about the first of `orders` that can be rated, in a dialog; remembers what it learns. */
export function RatingPrompt({
  businessRef,
  orders,
}: {
  businessRef: string;
  orders: { id?: number | undefined; public_ref?: string | undefined; token: string }[];
}) {
  const { t } = useTranslation();
  const [found, setFound] = useState<{
    id?: number | undefined;
    public_ref?: string | undefined;
    token: string;
    rating: OrderRatingResponse;
  } | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      for (const o of orders) {
        const rating = await getOrderRating(browserApi(), deviceOrderKey(o), o.token).catch(() => null);
        if (!live) return;
        if (!rating) continue;
        if (rating.can_rate) {
          setFound({ ...o, rating });
          return;
        }
        if (rating.review || STOPPED.has(rating.status)) rememberRatingRef(businessRef, deviceOrderKey(o));
      }
    })();
    return () => {
      live = false;
    };
  }, [orders, businessRef]);
  if (!found) return null;
  return (
    <Sheet
      titleId="rate-prompt-title"
      title={t('rating.promptTitle', { id: orderLabel(found) })}
      testId="rating-prompt"
    >
      <RateOrder
        businessRef={businessRef}
        orderRef={deviceOrderKey(found)}
        token={found.token}
        known={found.rating}
        bare
      />
    </Sheet>
  );
}
