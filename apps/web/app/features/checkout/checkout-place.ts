import type { OrderProblem, SellingTypePath } from '@sufra/contract';
import { placeOrder } from '@sufra/contract/client';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserApi } from '../../platform/browser-api.ts';
import type { CartStore } from '../cart/cart-store.ts';
import { rememberOrder } from '../orders/device-orders.ts';
import { track } from '../tracking/track.ts';
import { trackedItems } from '../tracking/use-shop-events.ts';
import { orderRequest } from './checkout-request.ts';
import { problemsOf } from './order-problems.ts';

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

  /** `key`: the key a "Place order" posted before hydration was given (ADR 900), so a reload
   * that replays it finds the same order. */
  async function place(key?: string) {
    if (!store || busy) return;
    const body = { ...orderRequest(store.get(), type, branchId), ...(useWallet ? { use_wallet: true } : {}) };
    const json = JSON.stringify(body);
    if (key) attempt.current = { body: json, key };
    else if (attempt.current?.body !== json) attempt.current = { body: json, key: newKey() };
    setBusy(true);
    setProblems([]);
    try {
      const placed = await placeOrder(browserApi({ locale: language }), body, attempt.current.key);
      rememberOrder(ref, {
        id: placed.order.id,
        token: placed.token,
        at: new Date().toISOString(),
        total: placed.order.amounts.total,
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
      setProblems(problemsOf(e));
      setBusy(false);
    }
  }
  return { place, busy, problems };
}
