import type { OrderRatingResponse } from '@sufra/contract';
import { getOrderRating } from '@sufra/contract/client';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { RateOrder } from './rate-order.tsx';
import { rememberRatingRef } from './rating-refs.ts';

/** Cancelled (9) or rejected (2): never rateable, never asked about again. */
const STOPPED = new Set([2, 9]);

/** Asks about the first of `orders` that can be rated, in a dialog; remembers what it learns. */
export function RatingPrompt({
  businessRef,
  orders,
}: {
  businessRef: string;
  orders: { id: number; token: string }[];
}) {
  const { t } = useTranslation();
  const [found, setFound] = useState<{ id: number; token: string; rating: OrderRatingResponse } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      for (const o of orders) {
        const rating = await getOrderRating(browserApi(), o.id, o.token).catch(() => null);
        if (!live) return;
        if (!rating) continue;
        if (rating.can_rate) {
          setFound({ ...o, rating });
          return;
        }
        if (rating.review || STOPPED.has(rating.status)) rememberRatingRef(businessRef, o.id);
      }
    })();
    return () => {
      live = false;
    };
  }, [orders, businessRef]);
  useEffect(() => {
    if (found) dialog.current?.showModal();
  }, [found]);
  if (!found) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape already does for keyboards.
    <dialog
      ref={dialog}
      aria-labelledby="rate-prompt-title"
      onClick={(e) => e.target === dialog.current && dialog.current?.close()}
      className="m-0 mt-auto w-full max-w-none bg-transparent p-0 backdrop:bg-black/45 sm:m-auto sm:max-w-md"
      data-testid="rating-prompt"
    >
      <div className="rounded-t-3xl bg-card p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-ink sm:rounded-3xl">
        <div className="flex items-center justify-between">
          <h2 id="rate-prompt-title" className="font-bold text-lg">
            {t('rating.promptTitle', { id: found.id })}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="grid size-10 place-items-center rounded-full bg-sunken"
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <RateOrder
          businessRef={businessRef}
          orderId={found.id}
          token={found.token}
          known={found.rating}
          bare
        />
      </div>
    </dialog>
  );
}
