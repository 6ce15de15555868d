import { formatOrderRef } from '@sufra/contract/order-ref';
import { OrderStatus } from '@sufra/domain';

/** The statuses a phone order's caller hears about (ADR 1478); pending and scheduled are not news. */
export const MESSAGED_STATUSES: ReadonlySet<number> = new Set([
  OrderStatus.accepted,
  OrderStatus.ready,
  OrderStatus.out,
  OrderStatus.delivered,
  OrderStatus.cancelled,
  OrderStatus.rejected,
]);

type Words = {
  accepted: string;
  ready: string;
  out: string;
  delivered: string;
  completed: string;
  cancelled: string;
  rejected: string;
};

// `{b}` the business, `{r}` the order's public reference (ADR 1471), never its numeric id.
const WORDS: Record<'en' | 'ar', Words> = {
  en: {
    accepted: '{b}: your order {r} is accepted and being prepared.',
    ready: '{b}: your order {r} is ready.',
    out: '{b}: your order {r} is on its way.',
    delivered: '{b}: your order {r} was delivered. Enjoy your meal!',
    completed: '{b}: your order {r} is complete. Thank you!',
    cancelled: '{b}: your order {r} was cancelled.',
    rejected: '{b}: sorry, we could not take your order {r}.',
  },
  ar: {
    accepted: '{b}: تم قبول طلبك {r} وجارٍ تحضيره.',
    ready: '{b}: طلبك {r} جاهز.',
    out: '{b}: طلبك {r} في الطريق إليك.',
    delivered: '{b}: تم توصيل طلبك {r}. بالهناء والعافية!',
    completed: '{b}: اكتمل طلبك {r}. شكرًا لك!',
    cancelled: '{b}: تم إلغاء طلبك {r}.',
    rejected: '{b}: عذرًا، لم نتمكن من قبول طلبك {r}.',
  },
};

const KEY: Record<number, keyof Words> = {
  [OrderStatus.accepted]: 'accepted',
  [OrderStatus.ready]: 'ready',
  [OrderStatus.out]: 'out',
  [OrderStatus.cancelled]: 'cancelled',
  [OrderStatus.rejected]: 'rejected',
};

/**
 * A status message's text (ADR 1478) in the order's language when we word it (en, ar), else
 * English; null for a status nobody is told about. A delivered order "was delivered" when it was a
 * delivery and "is complete" when it was picked up or eaten in.
 */
export function statusText(
  status: number,
  order: { business: string; publicRef: string; sellingType: string },
  locale: string,
): string | null {
  const words = locale.startsWith('ar') ? WORDS.ar : WORDS.en;
  const key =
    status === OrderStatus.delivered
      ? order.sellingType === 'delivery'
        ? 'delivered'
        : 'completed'
      : KEY[status];
  if (!key) return null;
  return words[key].replace('{b}', order.business).replace('{r}', formatOrderRef(order.publicRef));
}
