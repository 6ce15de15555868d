import { type ConversionApi, type ConversionEvent, ConversionFailure, postJson } from './conversion-event.ts';
import { emailHash, phoneHash, sha256Hex } from './user-data.ts';

/**
 * Meta Conversions API (ADR 840): `POST {graph}/{version}/{pixel_id}/events` with `data`, an array
 * of server events. The token goes in the Authorization header (Graph takes OAuth bearer tokens),
 * never in the URL. user_data fields are SHA-256 of the normalised value, in arrays: `ph` digits
 * with the country code and no `+`, `em` lowercased; the client's address and user agent clear.
 * `event_id` is the browser pixel's eventID, so Meta keeps one of the two.
 */
export function createMetaConversions(options: {
  baseUrl: string;
  version: string;
  fetch?: typeof fetch;
}): ConversionApi {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'meta',
    async send(target, event) {
      const url = `${base}/${encodeURIComponent(options.version)}/${encodeURIComponent(target.pixelId)}/events`;
      const response = await postJson(
        doFetch,
        url,
        { authorization: `Bearer ${target.accessToken}` },
        { data: [metaEvent(event)] },
        'Meta Conversions API',
      );
      const body = (await response.json().catch(() => ({}))) as { events_received?: unknown };
      if (body.events_received !== 1)
        throw new ConversionFailure('Meta Conversions API did not acknowledge the event', true);
    },
  };
}

export function metaEvent(event: ConversionEvent) {
  const { user } = event;
  const list = (v: string | null) => (v ? [v] : undefined);
  return {
    event_name: event.name,
    event_time: Math.floor(event.time.getTime() / 1000),
    event_id: event.eventId,
    action_source: 'website',
    ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
    user_data: {
      ph: list(phoneHash(user.phone, 'digits')),
      em: list(emailHash(user.email)),
      external_id: list(user.externalId ? sha256Hex(user.externalId) : null),
      client_ip_address: user.clientIp ?? undefined,
      client_user_agent: user.userAgent ?? undefined,
    },
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
