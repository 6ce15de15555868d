import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { deviceOrderKey, deviceOrders } from '../../shell/device-orders.ts';
import { ASK_WITHIN_DAYS, ratingRefIds } from '../../shell/rating-refs.ts';
import { whenIdle } from '../../ui/when-idle.ts';

type Candidate = { id?: number | undefined; public_ref?: string | undefined; token: string };

/** This device's recent orders not yet asked about (`ratingRefIds`, ADR 781), newest first. */
function candidates(ref: string, now: number): Candidate[] {
  const asked = new Set(ratingRefIds(ref));
  const since = now - ASK_WITHIN_DAYS * 86_400_000;
  return deviceOrders(ref)
    .filter((o) => !asked.has(deviceOrderKey(o)) && Date.parse(o.at) >= since)
    .slice(0, 3);
}

/**
 * The next visit's rating prompt (ADR 781): after the page is idle, and only when this device has
 * a recent order not yet asked about, the prompt's code is loaded — the first view never pays.
 */
export function RatingPromptHost({ businessRef }: { businessRef: string }) {
  const { pathname } = useLocation();
  const [Prompt, setPrompt] = useState<ComponentType<{ businessRef: string; orders: Candidate[] }> | null>(
    null,
  );
  const [orders, setOrders] = useState<Candidate[]>([]);
  // Once per business (and on leaving an order page, which asks for itself).
  const onOrderPage = pathname.includes('/order/');
  useEffect(() => {
    if (onOrderPage) return;
    return whenIdle(() => {
      const found = candidates(businessRef, Date.now());
      if (!found.length) return;
      setOrders(found);
      void import('./rating-prompt.tsx').then((m) => setPrompt(() => m.RatingPrompt));
    }, 4000);
  }, [businessRef, onOrderPage]);
  return Prompt ? <Prompt businessRef={businessRef} orders={orders} /> : null;
}
