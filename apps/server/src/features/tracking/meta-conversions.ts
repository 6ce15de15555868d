import { baseOf, bearerUserData, createBearerEventsApi } from './bearer-events-api.ts';
import type { ConversionApi, ConversionEvent } from './conversion-event.ts';

/**
 * Meta Conversions API (ADR 840): `POST {graph}/{version}/{pixel_id}/events` with `data`, an array
 * of server events. The token goes in the Authorization header (Graph takes OAuth bearer tokens),
 * never in the URL; user_data as `bearerUserData` makes it.
 * `event_id` is the browser pixel's eventID, so Meta keeps one of the two.
 */
export function createMetaConversions(options: {
  baseUrl: string;
  version: string;
  fetch?: typeof fetch;
}): ConversionApi {
  const base = baseOf(options.baseUrl);
  return createBearerEventsApi({
    name: 'meta',
    label: 'Meta Conversions API',
    url: (pixelId) => `${base}/${encodeURIComponent(options.version)}/${encodeURIComponent(pixelId)}/events`,
    event: metaEvent,
    // Meta answers 200 with the count it took: one event sent, one received.
    acknowledged: async (response) =>
      ((await response.json().catch(() => ({}))) as { events_received?: unknown }).events_received === 1,
    fetch: options.fetch,
  });
}

export function metaEvent(event: ConversionEvent) {
  return {
    event_name: event.name,
    event_time: Math.floor(event.time.getTime() / 1000),
    event_id: event.eventId,
    action_source: 'website',
    ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
    user_data: bearerUserData(event.user),
    custom_data: {
      ...(event.value !== null && event.currency
        ? { value: Number(event.value), currency: event.currency }
        : {}),
      order_id: event.orderId,
      content_type: 'product',
      contents: event.contents.map((c) => ({ id: c.id, quantity: c.quantity, item_price: Number(c.price) })),
    },
  };
}
