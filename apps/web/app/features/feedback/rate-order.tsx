import type { OrderRatingResponse } from '@sufra/contract';
import { ApiError, getOrderRating, rateOrder } from '@sufra/contract/client';
import { RATING_COMMENT_MAX } from '@sufra/contract/limits';
import type { OrderKey } from '@sufra/contract/order-ref';
import { Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { rememberRatingRef } from '../../shell/rating-refs.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { StarInput } from './star-input.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'ask' }
  | { kind: 'done'; stars: number; comment: string; justNow: boolean }
  | { kind: 'none' };

/** The order's rating state from the API (`can_rate`, or the review already given). */
export function useOrderRating(orderId: OrderKey, token: string, known?: OrderRatingResponse) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const apply = (r: OrderRatingResponse) =>
      setState(
        r.review
          ? { kind: 'done', stars: r.review.stars, comment: r.review.comment, justNow: false }
          : r.can_rate
            ? { kind: 'ask' }
            : { kind: 'none' },
      );
    if (known) apply(known);
    else
      getOrderRating(browserApi(), orderId, token)
        .then((r) => live && apply(r))
        .catch(() => live && setState({ kind: 'none' }));
    return () => {
      live = false;
    };
  }, [orderId, token, known]);
  return [state, setState] as const;
}

/**
 * Stars and an optional comment for a delivered order (`POST users/rate`, ADR 781). Once
 * shown, the order joins `ratingRefIds`: the next visit does not ask about it again.
 */
export function RateOrder({
  businessRef,
  orderRef,
  token,
  known,
  onDone,
  bare = false,
}: {
  businessRef: string;
  /**
   * What the calls name the order by, and what the phone keeps (`ratingRefIds`): its public
   * reference (ADR 1471, 1472), or the id of an order kept before it.
   */
  orderRef: OrderKey;
  token: string;
  known?: OrderRatingResponse;
  onDone?: () => void;
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useOrderRating(orderRef, token, known);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (state.kind === 'ask' || state.kind === 'done') rememberRatingRef(businessRef, orderRef);
  }, [state.kind, businessRef, orderRef]);
  if (state.kind === 'loading' || state.kind === 'none') return null;
  const frame = bare ? '' : 'rounded-3xl bg-card p-5 ring-1 ring-line';
  if (state.kind === 'done')
    return (
      <section className={frame} data-testid="order-rated" aria-labelledby={`${id}-t`}>
        <h2 id={`${id}-t`} className="font-semibold text-ink">
          {state.justNow ? t('rating.thanks') : t('rating.yours')}
        </h2>
        <p
          className="mt-2 flex gap-0.5"
          role="img"
          aria-label={t('feedback.stars', { count: state.stars, max: 5 })}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <Star
              key={n}
              aria-hidden
              className={n <= state.stars ? 'size-5 fill-amber-400 text-amber-500' : 'size-5 text-muted'}
            />
          ))}
        </p>
        {state.comment ? (
          <p className="mt-2 whitespace-pre-line text-muted text-sm">{state.comment}</p>
        ) : null}
      </section>
    );
  return (
    <section className={frame} aria-labelledby={`${id}-t`} data-testid="rate-order">
      {/* In the next-visit prompt the dialog's own title already asks (ADR 781): read, not shown. */}
      <h2 id={`${id}-t`} className={bare ? 'sr-only' : 'font-semibold text-ink'}>
        {t('rating.title')}
      </h2>
      <p className="mt-1 text-muted text-sm">{t('rating.hint')}</p>
      <form
        className="mt-3 space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const stars = Number(form.get('stars'));
          const comment = String(form.get('comment') ?? '');
          if (!stars) {
            setError(t('rating.pickStars'));
            return;
          }
          setBusy(true);
          try {
            const { review } = await rateOrder(browserApi(), {
              order_id: orderRef,
              token,
              stars,
              ...(comment.trim() ? { comment } : {}),
            });
            setState({ kind: 'done', stars: review.stars, comment: review.comment, justNow: true });
            onDone?.();
          } catch (err) {
            setError(err instanceof ApiError ? err.message : t('error.server.body'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <p id={`${id}-stars`} className="sr-only">
          {t('rating.starsLabel')}
        </p>
        <StarInput name="stars" max={5} labelledBy={`${id}-stars`} size="size-10" />
        <label className="block text-sm">
          <span className="text-ink">{t('rating.comment')}</span>
          <textarea
            name="comment"
            rows={3}
            maxLength={RATING_COMMENT_MAX}
            className="mt-1 w-full rounded-2xl bg-sunken px-3 py-2 text-ink"
          />
        </label>
        {error ? <ErrorText>{error}</ErrorText> : null}
        <Button type="submit" pending={busy}>
          {t('rating.send')}
        </Button>
      </form>
    </section>
  );
}
