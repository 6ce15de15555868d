import { toMajorUnits } from '@sufra/domain';
import type { QueuedEvent, TrackedItem } from '../../shell/track.ts';

// Our events in each pixel's own words (ADR 842): Meta's standard events, GA4's recommended
// e-commerce events, Snap's and TikTok's. Pure: the runtime applies the calls.

/** One call on a pixel's global function: `fbq(...args)`, `gtag(...args)`, `snaptr(...)`, `ttq.x(...)`. */
export type PixelCall = { fn: 'fbq' | 'gtag' | 'snaptr' | 'ttq.track' | 'ttq.page'; args: unknown[] };

/** Minor → major units with the currency's digits (KWD 3, JPY 0): the domain's one converter. */
export function major(minor: number, currency: string): number {
  try {
    return Number(toMajorUnits(Math.round(minor), currency));
  } catch {
    // A currency code the domain refuses: the pixels still get a number, never an exception.
    return minor / 100;
  }
}

const META: Record<QueuedEvent['name'], string> = {
  PageView: 'PageView',
  ViewContent: 'ViewContent',
  AddToCart: 'AddToCart',
  InitiateCheckout: 'InitiateCheckout',
  AddPaymentInfo: 'AddPaymentInfo',
  Purchase: 'Purchase',
  Schedule: 'Schedule',
};
const GA: Record<QueuedEvent['name'], string> = {
  PageView: 'page_view',
  ViewContent: 'view_item',
  AddToCart: 'add_to_cart',
  InitiateCheckout: 'begin_checkout',
  AddPaymentInfo: 'add_payment_info',
  Purchase: 'purchase',
  Schedule: 'generate_lead',
};
const SNAP: Record<QueuedEvent['name'], string> = {
  PageView: 'PAGE_VIEW',
  ViewContent: 'VIEW_CONTENT',
  AddToCart: 'ADD_CART',
  InitiateCheckout: 'START_CHECKOUT',
  AddPaymentInfo: 'ADD_BILLING',
  Purchase: 'PURCHASE',
  Schedule: 'RESERVE',
};
/** TikTok's names; the server's Events API uses the same (CompletePayment, SubmitForm). */
const TIKTOK: Record<QueuedEvent['name'], string> = {
  PageView: 'Pageview',
  ViewContent: 'ViewContent',
  AddToCart: 'AddToCart',
  InitiateCheckout: 'InitiateCheckout',
  AddPaymentInfo: 'AddPaymentInfo',
  Purchase: 'CompletePayment',
  Schedule: 'SubmitForm',
};

type Figures = {
  items: TrackedItem[];
  value: number | null;
  currency: string | null;
  /** A Purchase's order: its public reference, as the server's event sends it (ADR 1472). */
  orderId: string | null;
};

function figuresOf(event: QueuedEvent): Figures {
  switch (event.name) {
    case 'ViewContent':
    case 'AddToCart':
      return {
        items: [event.item],
        value: major(event.item.price * event.item.quantity, event.currency),
        currency: event.currency,
        orderId: null,
      };
    case 'InitiateCheckout':
    case 'AddPaymentInfo':
      return {
        items: event.items,
        value: major(event.value, event.currency),
        currency: event.currency,
        orderId: null,
      };
    case 'Purchase':
      return {
        items: event.items,
        value: major(event.value, event.currency),
        currency: event.currency,
        orderId: event.orderRef,
      };
    default:
      return { items: [], value: null, currency: null, orderId: null };
  }
}

/** The calls one event makes on one pixel. */
export function pixelCalls(kind: 1 | 2 | 3 | 4, event: QueuedEvent): PixelCall[] {
  const f = figuresOf(event);
  const money = f.value !== null && f.currency ? { value: f.value, currency: f.currency } : {};
  const price = (i: TrackedItem) => (f.currency ? major(i.price, f.currency) : 0);
  const ids = f.items.map((i) => String(i.id));
  const quantity = f.items.reduce((n, i) => n + i.quantity, 0);
  if (kind === 1) {
    const data =
      event.name === 'PageView' || event.name === 'Schedule'
        ? {}
        : {
            ...money,
            content_ids: ids,
            content_type: 'product',
            contents: f.items.map((i) => ({ id: String(i.id), quantity: i.quantity, item_price: price(i) })),
            num_items: quantity,
          };
    return [{ fn: 'fbq', args: ['track', META[event.name], data, { eventID: event.eventId }] }];
  }
  if (kind === 2) {
    const data = {
      ...money,
      ...(f.orderId ? { transaction_id: f.orderId } : {}),
      ...(f.items.length
        ? { items: f.items.map((i) => ({ item_id: String(i.id), quantity: i.quantity, price: price(i) })) }
        : {}),
      event_id: event.eventId,
    };
    return [{ fn: 'gtag', args: ['event', GA[event.name], data] }];
  }
  if (kind === 3) {
    const data = {
      ...(f.value !== null && f.currency ? { price: f.value, currency: f.currency } : {}),
      ...(f.orderId ? { transaction_id: f.orderId } : {}),
      ...(ids.length ? { item_ids: ids, number_items: quantity } : {}),
      client_dedup_id: event.eventId,
    };
    return [{ fn: 'snaptr', args: ['track', SNAP[event.name], data] }];
  }
  if (event.name === 'PageView') return [{ fn: 'ttq.page', args: [] }];
  const data = {
    ...money,
    ...(f.items.length
      ? {
          content_type: 'product',
          contents: f.items.map((i) => ({ content_id: String(i.id), quantity: i.quantity, price: price(i) })),
        }
      : {}),
    ...(f.orderId ? { order_id: f.orderId } : {}),
  };
  return [{ fn: 'ttq.track', args: [TIKTOK[event.name], data, { event_id: event.eventId }] }];
}
