import type { OrderStatusEvent, StaffOrderEvent } from '@sufra/contract';
import type { OrderNotice } from './order-events-hub.ts';

/** A change as the diner's stream sends it: the stream names the order, the event does not (ADR 1472). */
export const eventFromNotice = (n: OrderNotice): OrderStatusEvent => ({
  // Its place among the order's events, never the global sequence (ADR 1493).
  event_id: n.n,
  kind: n.k,
  status: n.s as OrderStatusEvent['status'],
  payment_state: n.p,
  at: new Date(n.t).toISOString(),
});

/** A change as the staff stream sends it: with the order's number, which the board refetches. */
export const staffEventFromNotice = (n: OrderNotice): StaffOrderEvent => ({
  ...eventFromNotice(n),
  event_id: n.e,
  order_id: n.o,
});

/** The order's state as read now, stamped with the id of the last event it includes. */
export const snapshotEvent = (o: {
  status: number;
  paymentState: string;
  updatedAt: Date;
  lastEventId: number;
}): OrderStatusEvent => ({
  event_id: o.lastEventId,
  kind: 'snapshot',
  status: o.status as OrderStatusEvent['status'],
  payment_state: o.paymentState as OrderStatusEvent['payment_state'],
  at: o.updatedAt.toISOString(),
});

/**
 * Orders what one customer stream sends (ADR 404): live events that arrive while a snapshot is
 * being read wait for it, and nothing older than what was already sent goes out — a snapshot read
 * before a change must not land after it and turn the status back.
 */
export function createOrderStatusFeed(deps: {
  readSnapshot: () => Promise<OrderStatusEvent | null>;
  send: (event: OrderStatusEvent) => void;
}) {
  let sentUpTo = -1;
  let held: OrderStatusEvent[] | null = null;

  function deliver(event: OrderStatusEvent, orEqual: boolean): void {
    if (event.event_id < sentUpTo || (!orEqual && event.event_id === sentUpTo)) return;
    sentUpTo = event.event_id;
    deps.send(event);
  }

  return {
    /** A committed change (from NOTIFY). */
    live(event: OrderStatusEvent): void {
      if (held) held.push(event);
      else deliver(event, false);
    },
    /** Sends the current state: at the start, and when news may have been missed. */
    async resync(): Promise<void> {
      held ??= [];
      try {
        const snapshot = await deps.readSnapshot();
        // A snapshot as recent as the last event sent says the same thing: sent anyway (it is what
        // a reconnecting client waits for); an older one is dropped.
        if (snapshot) deliver(snapshot, true);
      } finally {
        const waiting = held ?? [];
        held = null;
        for (const event of waiting) deliver(event, false);
      }
    },
  };
}
