import type { OrderStatusEvent, OrderView } from '@sufra/contract';
import { useEffect, useState } from 'react';
import { browserApi } from './browser-api.ts';

type Live = Pick<OrderView, 'status' | 'payment_state'>;

/**
 * An order's status as it changes: the server's Server-Sent Events (EventSource reconnects by
 * itself), and polling update-order-events while the stream is not open (ADR 404).
 */
export function useOrderLive(orderId: number, token: string, initial: Live): Live & { connected: boolean } {
  const [live, setLive] = useState<Live>(initial);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const api = browserApi();
    const apply = (next: Live) =>
      setLive((cur) => (cur.status === next.status && cur.payment_state === next.payment_state ? cur : next));
    let source: EventSource | null = null;
    if (typeof EventSource !== 'undefined') {
      source = new EventSource(api.orderEventsUrl(orderId, token));
      source.addEventListener('open', () => setConnected(true));
      source.addEventListener('error', () => setConnected(false));
      source.addEventListener('status', (e) => {
        const event = JSON.parse((e as MessageEvent<string>).data) as OrderStatusEvent;
        apply({ status: event.status, payment_state: event.payment_state });
      });
    }
    const poll = setInterval(() => {
      if (source?.readyState === EventSource.OPEN) return;
      api.getOrderEvents(orderId, token).then(apply, () => {});
    }, 15_000);
    return () => {
      source?.close();
      clearInterval(poll);
    };
  }, [orderId, token]);

  return { ...live, connected };
}
