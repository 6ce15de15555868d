import type { OrderStatusValue, StaffOrder, StaffRefundRequest } from '@sufra/contract';
import {
  ApiError,
  getStaffOrder,
  getStaffOrders,
  readStaffEvents,
  refundOrder,
  setOrderStatus,
  setOrdersStatus,
} from '@sufra/contract/client';
import { OrderStatus } from '@sufra/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { browserApi } from '../../platform/browser-api.ts';

export type BoardScope = 'live' | 'recent';
export type BoardState =
  | { kind: 'loading' }
  | { kind: 'unauthorized' }
  | { kind: 'wrong-business'; owner: string }
  | { kind: 'error'; message: string }
  | {
      kind: 'ready';
      business: { name: string; currency: string; time_zone: string; can_refund?: boolean | undefined };
      orders: StaffOrder[];
    };

const FINISHED = new Set<number>([OrderStatus.rejected, OrderStatus.delivered, OrderStatus.cancelled]);
const onBoard = (o: StaffOrder, scope: BoardScope) =>
  scope === 'recent' || (!FINISHED.has(o.status) && o.payment_state !== 'unpaid');

/**
 * The staff board's data: the orders of the token's business, kept live by the staff event
 * stream (each event names an order, which is refetched), with a slow poll as a backstop.
 */
export function useStaffBoard(ref: string, scope: BoardScope) {
  // No token here: the browser sends the board's HttpOnly cookie (ADR 748).
  const api = useMemo(() => browserApi(), []);
  const [state, setState] = useState<BoardState>({ kind: 'loading' });
  const [live, setLive] = useState(false);
  /** Bumped by each new survey answer or order rating (ADR 782): the feedback list refetches. */
  const [feedbackNews, setFeedbackNews] = useState(0);

  const fail = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) setState({ kind: 'unauthorized' });
    else setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }, []);

  const load = useCallback(async () => {
    try {
      const board = await getStaffOrders(api, scope);
      if (board.business.reference_id !== ref)
        setState({ kind: 'wrong-business', owner: board.business.reference_id });
      else setState({ kind: 'ready', business: board.business, orders: board.orders });
    } catch (error) {
      fail(error);
    }
  }, [api, scope, ref, fail]);

  const upsert = useCallback(
    (order: StaffOrder) =>
      setState((s) => {
        if (s.kind !== 'ready') return s;
        const others = s.orders.filter((o) => o.id !== order.id);
        const orders = onBoard(order, scope) ? [...others, order] : others;
        orders.sort((a, b) => (scope === 'live' ? a.id - b.id : b.id - a.id));
        return { ...s, orders };
      }),
    [scope],
  );

  useEffect(() => {
    void load();
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readStaffEvents(
        api,
        (e) => {
          if (e.event === 'ready') setLive(true);
          else if (e.event === 'resync') void load();
          else if (e.event === 'feedback') setFeedbackNews((n) => n + 1);
          else if (e.event === 'order') {
            const { order_id } = JSON.parse(e.data) as { order_id: number };
            getStaffOrder(api, order_id).then(
              (r) => upsert(r.order),
              // Another branch's order, for a member bound to one branch (ADR 1370): not theirs.
              (error: unknown) =>
                error instanceof ApiError && error.status === 404 ? undefined : fail(error),
            );
          }
        },
        controller.signal,
      )
        .catch(() => {})
        .finally(() => {
          setLive(false);
          if (!controller.signal.aborted) retry = setTimeout(connect, 3_000);
        });
    };
    connect();
    const poll = setInterval(() => void load(), 30_000);
    return () => {
      controller.abort();
      clearTimeout(retry);
      clearInterval(poll);
    };
  }, [api, load, upsert, fail]);

  const act = useCallback(
    async (orderId: number, status: OrderStatusValue, readyInMinutes?: number): Promise<string | null> => {
      try {
        upsert((await setOrderStatus(api, orderId, status, readyInMinutes)).order);
        return null;
      } catch (error) {
        void load();
        return error instanceof ApiError ? (error.code ?? error.message) : String(error);
      }
    },
    [api, upsert, load],
  );

  /** A refund (ADR 1430): the card shows the answer's refunds; a refusal's code comes back. */
  const refund = useCallback(
    async (orderId: number, body: StaffRefundRequest): Promise<string | null> => {
      try {
        upsert((await refundOrder(api, orderId, body)).order);
        return null;
      } catch (error) {
        return error instanceof ApiError ? (error.code ?? error.message) : String(error);
      }
    },
    [api, upsert],
  );

  /** Bulk accept (ADR 1431): every order checked by the server; the ids it refused come back. */
  const actMany = useCallback(
    async (
      orderIds: number[],
      status: OrderStatusValue,
      readyInMinutes?: number,
    ): Promise<{ refused: number[]; error: string | null }> => {
      try {
        const answer = await setOrdersStatus(api, {
          order_ids: orderIds,
          status,
          ...(readyInMinutes === undefined ? {} : { ready_in_minutes: readyInMinutes }),
        });
        for (const order of answer.orders) upsert(order);
        return { refused: answer.results.filter((r) => !r.ok).map((r) => r.order_id), error: null };
      } catch (error) {
        void load();
        return {
          refused: orderIds,
          error: error instanceof ApiError ? (error.code ?? error.message) : String(error),
        };
      }
    },
    [api, upsert, load],
  );

  return { state, live, act, actMany, refund, reload: load, feedbackNews, api };
}
