import type { OrderEventsResponse, OrderStatusEvent, OrderView } from '@sufra/contract';
import { getOrderEvents, orderEventsUrl } from '@sufra/contract/client';
import type { OrderKey } from '@sufra/contract/order-ref';
import { useState } from 'react';
import { browserApi } from '../../platform/browser-api.ts';
import { useEventStream } from '../../platform/use-event-stream.ts';

type Live = Pick<OrderView, 'status' | 'payment_state'>;
/** The status and the id of the newest event it reflects (0: the page's own server render). */
export type LiveState = Live & { eventId: number };

/**
 * Keeps the newer of two states. The stream and the polling fallback can deliver out of order
 * (a reconnect's snapshot, a poll answered after a live event): an older event must never
 * overwrite a newer status.
 */
export function newerLive(cur: LiveState, next: LiveState): LiveState {
  if (next.eventId < cur.eventId) return cur;
  if (
    next.eventId === cur.eventId &&
    next.status === cur.status &&
    next.payment_state === cur.payment_state
  ) {
    return cur;
  }
  return next;
}

export function liveFromStream(event: OrderStatusEvent): LiveState {
  return { status: event.status, payment_state: event.payment_state, eventId: event.event_id };
}

export function liveFromPoll(answer: OrderEventsResponse): LiveState {
  const eventId = answer.events.reduce((max, e) => Math.max(max, e.id), 0);
  return { status: answer.status, payment_state: answer.payment_state, eventId };
}

/**
 * An order's status as it changes: the server's Server-Sent Events (EventSource reconnects by
 * itself), and polling update-order-events while the stream is not open (ADR 404).
 */
export function useOrderLive(
  orderId: OrderKey,
  token: string,
  initial: Live,
): Live & { connected: boolean; paymentNews: number } {
  const [live, setLive] = useState<LiveState>({ ...initial, eventId: 0 });
  /** The newest streamed payment event (a refund's news, ADR 1430): the page reads the order again. */
  const [paymentNews, setPaymentNews] = useState(0);
  const apply = (next: LiveState) => setLive((cur) => newerLive(cur, next));
  const connected = useEventStream<OrderStatusEvent>(
    orderEventsUrl(browserApi(), orderId, token),
    'status',
    (event) => {
      if (event.kind === 'payment') setPaymentNews((n) => Math.max(n, event.event_id));
      apply(liveFromStream(event));
    },
    () =>
      getOrderEvents(browserApi(), orderId, token).then(
        (answer) => apply(liveFromPoll(answer)),
        () => {},
      ),
  );
  return { status: live.status, payment_state: live.payment_state, connected, paymentNews };
}
