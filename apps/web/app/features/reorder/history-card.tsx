import type { OrderView } from '@sufra/contract';
import { getOrder } from '@sufra/contract/client';
import { OrderStatus } from '@sufra/domain';
import { Receipt, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { browserApi } from '../../platform/browser-api.ts';
import { type DeviceOrder, deviceOrderKey, orderLabel, orderPath } from '../../shell/device-orders.ts';
import { useBusiness } from '../../shell/use-business.ts';
import { cartStoreFor } from '../../shell/use-cart.ts';
import { useMoney } from '../../shell/use-money.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/error-text.tsx';
import { dateFormat } from '../../ui/format.ts';
import { stepKey } from '../orders/order-steps.ts';
import { orderValue } from '../orders/payment-text.ts';
import type { ReorderAnswer, ReorderChange } from './reorder-lines.ts';

/** What a history card shows of an order: kept on the phone, so the card works offline (ADR 1450). */
type CardView = Pick<OrderView, 'status' | 'payment_state' | 'order_type' | 'amounts' | 'branch_id'> & {
  lines: { quantity: number; name: string }[];
};

/** Kept per order by its reference (or an old order's id, ADR 1472). */
type Key = string | number;

const cardKey = (key: Key) => `sufra:order-card:${key}`;

function keptCard(key: Key): CardView | null {
  try {
    return JSON.parse(localStorage.getItem(cardKey(key)) ?? 'null') as CardView | null;
  } catch {
    return null;
  }
}

const answerKey = (key: Key) => `sufra:reorder:${key}`;

/** "Order again"'s last answer for this order, kept on the phone (ADR 1450). */
function keptAnswer(key: Key): ReorderAnswer | null {
  try {
    return JSON.parse(localStorage.getItem(answerKey(key)) ?? 'null') as ReorderAnswer | null;
  } catch {
    return null;
  }
}

/**
 * The order as it stands now (status, lines), read with its token after hydration; offline, the
 * copy kept when it was last read; null meanwhile.
 */
function useOrderNow(order: DeviceOrder): CardView | null {
  const [view, setView] = useState<CardView | null>(null);
  const key = deviceOrderKey(order);
  useEffect(() => {
    let live = true;
    getOrder(browserApi({ loginOnUnauthorized: false }), key, order.token, { full: true }).then(
      (r) => {
        const { status, payment_state, order_type, amounts, branch_id } = r.order;
        const card = {
          ...{ status, payment_state, order_type, amounts, branch_id },
          lines: (r.order.lines ?? []).map((l) => ({ quantity: l.quantity, name: l.name })),
        };
        try {
          localStorage.setItem(cardKey(key), JSON.stringify(card));
        } catch {}
        if (live) setView(card);
      },
      () => live && setView(keptCard(key)),
    );
    return () => {
      live = false;
    };
  }, [key, order.token]);
  return view;
}

/**
 * One past order in the history (ADR 1041): when, its status, what was in it and the total, and
 * "Order again", which puts what is still sold into the cart at today's prices and says what changed.
 */
export function HistoryCard({ reference, order }: { reference: string; order: DeviceOrder }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { restaurant } = useBusiness();
  const view = useOrderNow(order);
  const key = deviceOrderKey(order);
  const fetcher = useFetcher<ReorderAnswer>();
  const [added, setAdded] = useState<{ count: number; changes: ReorderChange[]; cart: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const date = dateFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const branchRef = view
    ? restaurant.branches.find((b) => b.id === view.branch_id && b.id !== restaurant.branch_id)?.reference_id
    : undefined;
  // Online, "Order again"'s answer is asked for once ahead and kept on the phone (not in the
  // worker: a URL with a token is never stored, ADR 1320), so the tap works with the network gone
  // (ADR 1450). Asking changes nothing; the cart changes only on the tap.
  const ahead = useFetcher<ReorderAnswer>();
  const reorderUrl = () => {
    const query = new URLSearchParams({ token: order.token });
    if (branchRef) query.set('branch', branchRef);
    return `/${reference}/order/${key}/reorder?${query}`;
  };
  const canReorder = Boolean(view?.lines.length);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per order and branch.
  useEffect(() => {
    if (canReorder && navigator.onLine) ahead.load(reorderUrl());
  }, [canReorder, key, branchRef]);
  useEffect(() => {
    if (ahead.state !== 'idle' || !ahead.data?.ok) return;
    try {
      localStorage.setItem(answerKey(key), JSON.stringify(ahead.data));
    } catch {}
  }, [ahead.data, ahead.state, key]);

  function apply(answer: ReorderAnswer) {
    if (!answer.ok) {
      setProblem(t(answer.reason === 'cart-off' ? 'reorder.cartOff' : 'reorder.typeUnavailable'));
      return;
    }
    const store = cartStoreFor(reference, answer.branchId);
    for (const item of answer.items) store.add(item);
    const query = branchRef ? `?branch=${encodeURIComponent(branchRef)}` : '';
    setAdded({
      count: answer.items.reduce((n, i) => n + i.count, 0),
      changes: answer.changes,
      cart: `/${reference}/${answer.type}/cart${query}`,
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer is applied once.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer) return;
    apply(answer);
  }, [fetcher.data, fetcher.state]);

  function reorder() {
    setProblem(null);
    setAdded(null);
    // Offline: the answer kept when the history was last open online (prices as last seen, as the
    // offline banner says; the server prices the order when it is placed).
    const kept = navigator.onLine ? null : keptAnswer(key);
    if (kept) apply(kept);
    else fetcher.load(reorderUrl());
  }

  const status = view
    ? view.status === OrderStatus.pending && view.payment_state === 'unpaid'
      ? t('afterOrder.waitingPayment')
      : t(stepKey(view.status, view.order_type, 'status'))
    : null;
  const lines = view?.lines ?? [];
  return (
    <li className="rounded-3xl bg-card p-4 ring-1 ring-line" data-testid="history-order">
      <Link to={orderPath(reference, order)} className="flex min-h-11 items-start gap-3">
        <Receipt className="mt-0.5 size-5 shrink-0 text-brand-ink" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-semibold text-ink">{t('order.title', { id: orderLabel(order) })}</span>
            {status ? (
              <span
                className="rounded-full bg-sunken px-2 py-0.5 font-medium text-ink text-xs"
                data-testid="history-status"
              >
                {status}
              </span>
            ) : null}
          </span>
          <span className="block text-muted text-xs">
            {t(`type.${order.type}`)} · {date.format(new Date(order.at))}
          </span>
          {lines.length ? (
            <span className="mt-1 line-clamp-2 block text-ink text-sm" data-testid="history-items">
              {lines.map((l) => `${l.quantity}× ${l.name}`).join(', ')}
            </span>
          ) : null}
        </span>
        <span className="font-semibold tabular-nums">
          {money(view ? orderValue(view.amounts) : order.total)}
        </span>
      </Link>
      {lines.length ? (
        <Button
          type="button"
          onClick={reorder}
          pending={fetcher.state !== 'idle'}
          className="ms-8 mt-3 text-sm"
        >
          <RotateCcw className="size-4" aria-hidden />
          {fetcher.state !== 'idle' ? t('reorder.working') : t('reorder.button')}
        </Button>
      ) : null}
      {problem ? <ErrorText className="mt-2">{problem}</ErrorText> : null}
      {added ? (
        <div
          role="status"
          className="mt-3 space-y-1 rounded-2xl bg-sunken p-3 text-sm"
          data-testid="reorder-notice"
        >
          <p className="font-semibold text-ink">
            {added.count ? t('reorder.added', { count: added.count }) : t('reorder.nothing')}
          </p>
          {added.changes.length ? (
            <ul className="list-disc space-y-0.5 ps-5 text-ink">
              {added.changes.map((c) => (
                <li key={`${c.kind}-${c.name}`}>
                  {c.kind === 'price'
                    ? t('reorder.price', { name: c.name, now: money(c.now), was: money(c.was) })
                    : t(`reorder.${c.kind}`, { name: c.name })}
                </li>
              ))}
            </ul>
          ) : null}
          {added.count ? (
            <Link
              to={added.cart}
              className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline"
            >
              {t('reorder.viewCart')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
