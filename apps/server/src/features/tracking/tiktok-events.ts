import { baseOf } from './bearer-events-api.ts';
import { type ConversionApi, type ConversionEvent, ConversionFailure, postJson } from './conversion-event.ts';
import { emailHash, phoneHash, sha256Hex } from './user-data.ts';

/** TikTok's names for our events (its pixel uses the same ones). */
export const TIKTOK_EVENT = { Purchase: 'CompletePayment', Schedule: 'SubmitForm' } as const;

/**
 * TikTok Events API 2.0 (ADR 840): `POST {base}/event/track/` (base `…/open_api/v1.3`) with the
 * `Access-Token` header, `event_source: web`, `event_source_id` the pixel code and `data` an array
 * of events. TikTok answers HTTP 200 with `code` 0 on success; any other code is a failure (rate
 * limits and its own server errors are worth another try). Phone: SHA-256 of E.164 with `+`;
 * email lowercased then hashed; external_id hashed.
 */
export function createTiktokEvents(options: { baseUrl: string; fetch?: typeof fetch }): ConversionApi {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = baseOf(options.baseUrl);
  return {
    name: 'tiktok',
    async send(target, event) {
      const response = await postJson(
        doFetch,
        `${base}/event/track/`,
        { 'access-token': target.accessToken },
        { event_source: 'web', event_source_id: target.pixelId, data: [tiktokEvent(event)] },
        'TikTok Events API',
      );
      const body = (await response.json().catch(() => ({}))) as { code?: unknown };
      if (body.code !== 0) {
        const code = typeof body.code === 'number' ? body.code : -1;
        // 40100: too many requests; 5xxxx: TikTok's side. Other codes (bad token, bad field) stay bad.
        throw new ConversionFailure(
          `TikTok Events API code ${code}`,
          code === 40100 || code >= 50000 || code < 0,
        );
      }
    },
  };
}

export function tiktokEvent(event: ConversionEvent) {
  const { user } = event;
  return {
    event: TIKTOK_EVENT[event.name],
    event_time: Math.floor(event.time.getTime() / 1000),
    event_id: event.eventId,
    user: {
      phone: phoneHash(user.phone, 'e164') ?? undefined,
      email: emailHash(user.email) ?? undefined,
      external_id: user.externalId ? sha256Hex(user.externalId) : undefined,
      ip: user.clientIp ?? undefined,
      user_agent: user.userAgent ?? undefined,
    },
    properties: {
      ...(event.value !== null && event.currency
        ? { value: Number(event.value), currency: event.currency }
        : {}),
      order_id: event.orderId,
      content_type: 'product',
      contents: event.contents.map((c) => ({
        content_id: c.id,
        quantity: c.quantity,
        price: Number(c.price),
      })),
    },
    ...(event.sourceUrl ? { page: { url: event.sourceUrl } } : {}),
  };
}
