import { type ConversionApi, type ConversionEvent, ConversionFailure, postJson } from './conversion-event.ts';
import { emailHash, phoneHash, sha256Hex } from './user-data.ts';

/** Snap's names for our events (its pixel uses the same ones). */
export const SNAP_EVENT = { Purchase: 'PURCHASE', Schedule: 'RESERVE' } as const;

/**
 * Snapchat Conversions API v3 (ADR 840): `POST {base}/{pixel_id}/events` (base
 * `https://tr.snapchat.com/v3`) with a `data` array; the token as a Bearer header rather than the
 * `access_token` query parameter, so it stays out of URLs and logs. user_data hashes in arrays
 * (`ph` digits with the country code, `em` lowercased); custom_data figures as strings.
 */
export function createSnapConversions(options: { baseUrl: string; fetch?: typeof fetch }): ConversionApi {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'snap',
    async send(target, event) {
      const response = await postJson(
        doFetch,
        `${base}/${encodeURIComponent(target.pixelId)}/events`,
        { authorization: `Bearer ${target.accessToken}` },
        { data: [snapEvent(event)] },
        'Snap Conversions API',
      );
      await response.body?.cancel().catch(() => {});
      if (response.status !== 200)
        throw new ConversionFailure(`Snap Conversions API answered ${response.status}`, true);
    },
  };
}

export function snapEvent(event: ConversionEvent) {
  const { user } = event;
  const list = (v: string | null) => (v ? [v] : undefined);
  return {
    event_name: SNAP_EVENT[event.name],
    event_time: Math.floor(event.time.getTime() / 1000),
    event_id: event.eventId,
    action_source: 'WEB',
    ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
    user_data: {
      ph: list(phoneHash(user.phone, 'digits')),
      em: list(emailHash(user.email)),
      external_id: list(user.externalId ? sha256Hex(user.externalId) : null),
      client_ip_address: user.clientIp ?? undefined,
      client_user_agent: user.userAgent ?? undefined,
    },
    custom_data: {
      ...(event.value !== null && event.currency ? { value: event.value, currency: event.currency } : {}),
      order_id: event.orderId,
      contents: event.contents.map((c) => ({ id: c.id, quantity: String(c.quantity), item_price: c.price })),
    },
  };
}
