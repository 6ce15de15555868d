// Not a `use-*` file name on purpose: vite.config groups lib/use-* into the menu's first-view chunk,
// and only cart and checkout need this.
import type { CalcOrderResponse, SellingTypePath } from '@sufra/contract';
import type { Cart } from '@sufra/domain';
import { useEffect, useMemo, useState } from 'react';
import { calcOrder } from './checkout-api.ts';
import { calcRequest } from './checkout-request.ts';

export type CalcState = { data: CalcOrderResponse | null; loading: boolean; error: string | null };

/**
 * The server's figures for the cart (calc-order): the same numbers the order will have. Asked
 * again, debounced, whenever something they depend on changes; the last answer stays on screen.
 */
export function useCalcOrder(cart: Cart, type: SellingTypePath, branchId: number, locale: string): CalcState {
  const body = useMemo(() => JSON.stringify(calcRequest(cart, type, branchId)), [cart, type, branchId]);
  const [state, setState] = useState<CalcState>({ data: null, loading: false, error: null });
  useEffect(() => {
    if (!cart.items.length) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      calcOrder(branchId, JSON.parse(body), locale, controller.signal).then(
        (data) => setState({ data, loading: false, error: null }),
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, loading: false, error: e instanceof Error ? e.message : String(e) }));
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, branchId, locale, cart.items.length]);
  return state;
}
