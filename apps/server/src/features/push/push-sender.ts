import webpush from 'web-push';
import type { Vapid } from './vapid-keys.ts';

export type Subscription = { endpoint: string; p256dh: string; auth: string };

/**
 * Whether an endpoint is at one of the configured push services (ADR 909): the server posts only
 * there, never to an address a page made up. `https://*.notify.windows.com` allows its subdomains.
 */
export function atPushService(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((origin) => {
    const wild = /^(https?):\/\/\*\.(.+)$/.exec(origin);
    if (wild) return url.protocol === `${wild[1]}:` && url.hostname.endsWith(`.${wild[2]}`) && !url.port;
    return url.origin === origin;
  });
}

/**
 * Sends one push message (RFC 8030): the payload encrypted for the subscription (RFC 8291,
 * aes128gcm) and signed with the VAPID key (RFC 8292) by `web-push`; the request itself goes
 * through `fetch`, so a stand-in on http://127.0.0.1 receives it in tests. `topic` replaces an
 * undelivered older message of the same order. Answers 'gone' when the push service no longer
 * knows the subscription (404/410); throws on anything to retry.
 */
export async function sendPush(
  subscription: Subscription,
  payload: string,
  vapid: Vapid,
  topic: string,
): Promise<'sent' | 'gone'> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: vapid,
      TTL: 4 * 3600,
      urgency: 'high',
      topic,
      contentEncoding: 'aes128gcm',
    },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel().catch(() => undefined);
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
  return 'sent';
}
