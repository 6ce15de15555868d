import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/when-idle.ts';

/**
 * The offline order outbox's host (ADR 906): once the page is idle it loads the outbox's code —
 * which sends what is waiting and tells the diner what happened — and keeps it in memory, so a
 * "Place order" that finds no connection can keep the order without downloading anything. The
 * first view never pays for it.
 */
export function OfflineOrdersHost({ businessRef }: { businessRef: string }) {
  const [Orders, setOrders] = useState<ComponentType<{ businessRef: string }> | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        if (!('indexedDB' in window)) return;
        void import('./offline-orders.tsx')
          .then((m) => setOrders(() => m.OfflineOrders))
          .catch(() => undefined);
      }, 3000),
    [],
  );
  return Orders ? <Orders businessRef={businessRef} /> : null;
}
