import { type ConversionApi, type ConversionEvent, ConversionFailure, postJson } from './conversion-event.ts';
import { emailHash, phoneHash, sha256Hex } from './user-data.ts';

/**
 * The request and retry shape Meta's and Snapchat's Conversions APIs share (ADR 840): `POST` one
 * event as `{ data: [event] }` to a URL of the pixel, the access token as a Bearer header (never
 * in the URL or the logs), network failures, 429 and 5xx retried with backoff, another 4xx not
 * (`postJson`), then the provider's own acknowledgement (`acknowledged`: false → retried).
 */
export function createBearerEventsApi(options: {
  name: 'meta' | 'snap';
  /** How failures name the provider in the logs and the dead-letter queue. */
  label: string;
  url: (pixelId: string) => string;
  event: (event: ConversionEvent) => unknown;
  acknowledged: (response: Response) => Promise<boolean>;
  fetch?: typeof fetch | undefined;
}): ConversionApi {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    name: options.name,
    async send(target, event) {
      const response = await postJson(
        doFetch,
        options.url(target.pixelId),
        { authorization: `Bearer ${target.accessToken}` },
        { data: [options.event(event)] },
        options.label,
      );
      if (!(await options.acknowledged(response)))
        throw new ConversionFailure(
          `${options.label} did not acknowledge the event (${response.status})`,
          true,
        );
    },
  };
}

/**
 * user_data as both take it: SHA-256 of the normalised value in arrays (`ph` digits with the
 * country code and no `+`, `em` lowercased, `external_id` hashed); the client's address and user
 * agent clear, as they ask for matching.
 */
export function bearerUserData(user: ConversionEvent['user']) {
  const list = (v: string | null) => (v ? [v] : undefined);
  return {
    ph: list(phoneHash(user.phone, 'digits')),
    em: list(emailHash(user.email)),
    external_id: list(user.externalId ? sha256Hex(user.externalId) : null),
    client_ip_address: user.clientIp ?? undefined,
    client_user_agent: user.userAgent ?? undefined,
  };
}

/** Trims trailing slashes of a configured base URL. */
export const baseOf = (url: string) => url.replace(/\/+$/, '');
