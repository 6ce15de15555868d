// Not a `use-*` file name on purpose: vite.config groups lib/use-* into the menu's first-view chunk,
// and only cart and checkout need this.
import type { CalcOrderResponse, OrderProblem, SellingTypePath } from '@sufra/contract';
import { calcOrder } from '@sufra/contract/client';
import type { Cart } from '@sufra/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserApi } from '../../platform/browser-api.ts';
import { problemsOf } from '../orders/order-problems.ts';
import { calcRequest } from './checkout-request.ts';

/**
 * `failed`: the last ask was refused (a 422: its problems, by field) or never answered (NETWORK);
 * the figures on screen, if any, are the previous answer's. `retry` asks again.
 */
export type CalcState = {
  data: CalcOrderResponse | null;
  loading: boolean;
  failed: OrderProblem[] | null;
  retry: () => void;
};
type Answer = Omit<CalcState, 'retry'>;

/**
 * The server's figures for the cart (calc-order): the same numbers the order will have. Asked
 * again, debounced, whenever something they depend on changes; the last answer stays on screen.
 */
export function useCalcOrder(
  cart: Cart,
  type: SellingTypePath,
  branchId: number,
  locale: string,
  useWallet = false,
): CalcState {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A retry is a new ask of the same body.
  const body = useMemo(
    () =>
      JSON.stringify({ ...calcRequest(cart, type, branchId), ...(useWallet ? { use_wallet: true } : {}) }),
    [cart, type, branchId, useWallet],
  );
  const ask = useMemo(() => ({ body, attempt }), [body, attempt]);
  const [state, setState] = useState<Answer>({ data: null, loading: false, failed: null });
  useEffect(() => {
    if (!cart.items.length) {
      setState({ data: null, loading: false, failed: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      calcOrder(browserApi({ locale }), branchId, JSON.parse(ask.body), controller.signal).then(
        (data) => setState({ data, loading: false, failed: null }),
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, loading: false, failed: problemsOf(e) }));
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ask, branchId, locale, cart.items.length]);
  return { ...state, retry };
}
