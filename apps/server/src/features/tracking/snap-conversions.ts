import { baseOf, bearerUserData, createBearerEventsApi } from './bearer-events-api.ts';
import type { ConversionApi, ConversionEvent } from './conversion-event.ts';

/** Snap's names for our events (its pixel uses the same ones). */
export const SNAP_EVENT = { Purchase: 'PURCHASE', Schedule: 'RESERVE' } as const;

/**
 * Snapchat Conversions API v3 (ADR 840): `POST {base}/{pixel_id}/events` (base
 * `https://tr.snapchat.com/v3`) with a `data` array; the token as a Bearer header rather than the
 * `access_token` query parameter, so it stays out of URLs and logs; user_data as `bearerUserData`
 * makes it; custom_data figures as strings.
 */
export function createSnapConversions(options: { baseUrl: string; fetch?: typeof fetch }): ConversionApi {
  const base = baseOf(options.baseUrl);
  return createBearerEventsApi({
    name: 'snap',
    label: 'Snap Conversions API',
    url: (pixelId) => `${base}/${encodeURIComponent(pixelId)}/events`,
    event: snapEvent,
    // Snap acknowledges with a 200 (a 2xx other than 200 took nothing).
    acknowledged: async (response) => {
      await response.body?.cancel().catch(() => {});
      return response.status === 200;
    },
    fetch: options.fetch,
  });
}

export function snapEvent(event: ConversionEvent) {
  return {
    event_name: SNAP_EVENT[event.name],
    event_time: Math.floor(event.time.getTime() / 1000),
    event_id: event.eventId,
    action_source: 'WEB',
    ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
    user_data: bearerUserData(event.user),
    custom_data: {
      ...(event.value !== null && event.currency ? { value: event.value, currency: event.currency } : {}),
      order_id: event.orderId,
      contents: event.contents.map((c) => ({ id: c.id, quantity: String(c.quantity), item_price: c.price })),
    },
  };
}
