// The storefront's e-commerce events (ADR 842), queued for the pixels. This file is in the first
// view: it only pushes to a queue; the pixel runtime (a chunk loaded after consent and idle time)
// drains it and sends each event to each configured pixel.

/** A dish as the pixels see it: id, quantity, unit price in minor units. */
export type TrackedItem = { id: number; quantity: number; price: number };

export type ShopEvent =
  | { name: 'PageView' }
  | { name: 'ViewContent' | 'AddToCart'; item: TrackedItem; currency: string }
  | {
      name: 'InitiateCheckout' | 'AddPaymentInfo';
      items: TrackedItem[];
      value: number;
      currency: string;
    }
  | {
      name: 'Purchase';
      /** The order's public reference: its number is never the diner's to know (ADR 1472). */
      orderRef: string;
      items: TrackedItem[];
      value: number;
      currency: string;
    }
  /** A booking, by its public reference (ADR 1494), as the server names its Schedule. */
  | { name: 'Schedule'; reservationRef: string };

/** An event with the id both the pixel and the server's conversion API use (ADR 840). */
export type QueuedEvent = ShopEvent & { eventId: string };

declare global {
  interface Window {
    __sufraTrack?: { push: (event: QueuedEvent) => unknown; length?: number };
  }
}

/**
 * The id the server computes for the same conversion (`order-{public_ref}`, ADR 840, 1472); a fresh
 * one for browser-only events.
 */
export function eventIdOf(event: ShopEvent): string {
  if (event.name === 'Purchase') return `order-${event.orderRef}`;
  if (event.name === 'Schedule') return `reservation-${event.reservationRef}`;
  return `${event.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Queues an event; nothing leaves the page unless pixels are configured and allowed. */
export function track(event: ShopEvent): void {
  if (typeof window === 'undefined') return;
  window.__sufraTrack ??= [] as QueuedEvent[];
  const queue = window.__sufraTrack;
  // Before the runtime loads, keep at most a page's worth (a long visit without consent).
  if (Array.isArray(queue) && queue.length >= 50) queue.shift();
  queue.push({ ...event, eventId: eventIdOf(event) } as QueuedEvent);
}
