import { type ComponentType, useEffect, useState } from 'react';
import { OUTBOX_FLAG } from '../../shell/outbox-flag.ts';
import { whenIdle } from '../../ui/when-idle.ts';

/**
 * The offline order outbox's host (ADR 906): loads the outbox's code — which sends what is
 * waiting and tells the diner what happened — only when an order waits: the flag a page sets
 * when it keeps one, or the event the checkout sends as it does. A visit with nothing waiting
 * never downloads it; the checkout preloads the small part that keeps an order
 * (checkout-place.ts), so a "Place order" without a connection needs no download.
 */
export function OfflineOrdersHost({ businessRef }: { businessRef: string }) {
  const [Orders, setOrders] = useState<ComponentType<{ businessRef: string }> | null>(null);
  useEffect(() => {
    if (!('indexedDB' in window)) return;
    const load = () =>
      void import('./offline-orders.tsx')
        .then((m) => setOrders(() => m.OfflineOrders))
        .catch(() => undefined);
    addEventListener('sufra:outbox', load, { once: true });
    const cancel = whenIdle(() => {
      if (localStorage.getItem(OUTBOX_FLAG)) load();
    }, 3000);
    return () => {
      removeEventListener('sufra:outbox', load);
      cancel();
    };
  }, []);
  return Orders ? <Orders businessRef={businessRef} /> : null;
}
