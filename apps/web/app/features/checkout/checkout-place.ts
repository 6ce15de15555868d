import type { OrderProblem, SellingTypePath } from '@sufra/contract';
import { ApiError, placeOrder } from '@sufra/contract/client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../platform/browser-api.ts';
import type { CartStore } from '../../shell/cart-store.ts';
import { rememberOrder } from '../../shell/device-orders.ts';
import { track } from '../../shell/track.ts';
import { trackedItems } from '../../shell/use-shop-events.ts';
import type { TriedRequest } from '../offline/queue-order.ts';
import { problemsOf } from '../orders/order-problems.ts';
import { orderValue } from '../orders/payment-text.ts';
import { orderRequest } from './checkout-request.ts';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type Args = {
  ref: string;
  type: SellingTypePath;
  branchId: number;
  language: string;
  store: CartStore | null;
  /** Pay what the wallet holds first (ADR 761); the server decides how much. */
  useWallet?: boolean;
};

/**
 * "Place order": one Idempotency-Key per distinct request, so a double tap or a retry after a lost
 * answer returns the same order (ADR 401); a changed request gets a new key.
 */
export function usePlaceOrder({ ref, type, branchId, language, store, useWallet = false }: Args) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<OrderProblem[]>([]);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  // Kept on this phone, to be sent when the connection returns (ADR 906).
  const [queued, setQueued] = useState(false);
  // The outbox's code (which keeps an order without a connection and then tells the diner), in
  // memory before it is needed — once the connection is gone nothing can be downloaded — from the
  // diner's first touch or key on the checkout, so the page's own load does not carry it (ADR 906).
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const stop = () => {
      for (const e of events) removeEventListener(e, load, true);
    };
    function load() {
      stop();
      void import('../offline/offline-orders.tsx').catch(() => undefined);
    }
    for (const e of events) addEventListener(e, load, true);
    // Touched before the scripts ran: a field already has the focus.
    if (document.activeElement && document.activeElement !== document.body) load();
    return stop;
  }, []);

  /** `key`: the key a "Place order" posted before hydration was given (ADR 900), so a reload
   * that replays it finds the same order; `confirmed`: the fingerprint of the cart that page was
   * rendered with — the server refuses the order if the cart is not that one (ADR 1346). */
  async function place(key?: string, confirmed?: string) {
    if (!store || busy) return;
    const body = {
      ...orderRequest(store.get(), type, branchId),
      ...(confirmed ? { cart_fp: confirmed } : {}),
      ...(useWallet ? { use_wallet: true } : {}),
    };
    const json = JSON.stringify(body);
    if (key) attempt.current = { body: json, key };
    else if (attempt.current?.body !== json) attempt.current = { body: json, key: newKey() };
    setBusy(true);
    setProblems([]);
    // The request as sent, so an order with no connection can be kept exactly as it was (ADR 906).
    const tried: { last: TriedRequest | null } = { last: null };
    const keeping: typeof fetch = (input, init) => {
      tried.last = { url: String(input), init };
      return fetch(input, init);
    };
    try {
      const placed = await placeOrder(
        browserApi({ locale: language, fetch: keeping }),
        body,
        attempt.current.key,
      );
      rememberOrder(ref, {
        public_ref: placed.order.public_ref,
        token: placed.token,
        at: new Date().toISOString(),
        total: orderValue(placed.order.amounts),
        type,
      });
      if (placed.payment)
        track({
          name: 'AddPaymentInfo',
          items: trackedItems(placed.order.lines),
          value: Number(placed.order.amounts.total),
          currency: placed.order.amounts.currency,
        });
      store.reset();
      // An early place runs as the page hydrates, when the router may not take a navigation yet.
      if (placed.payment) window.location.assign(placed.payment.url);
      else if (key) window.location.assign(placed.order_url);
      else navigate(placed.order_url);
    } catch (e) {
      const last = tried.last;
      if (e instanceof ApiError && e.code === 'network' && last && !key) {
        // Preloaded above, so no download is needed now.
        const kept = await import('../offline/queue-order.ts')
          .then((m) => m.queueOrder(ref, attempt.current?.key ?? newKey(), last))
          .catch(() => false);
        if (kept) {
          store.reset();
          setQueued(true);
          setBusy(false);
          return;
        }
      }
      setProblems(problemsOf(e));
      setBusy(false);
    }
  }
  return { place, busy, problems, queued };
}
