import { randomUUID } from 'node:crypto';

/** A Sentry DSN (`https://<public_key>@<host>/<project_id>`) as what sending needs. */
export type SentryDsn = { envelopeUrl: string; publicKey: string; dsn: string; origin: string };

export function parseDsn(dsn: string): SentryDsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).pop();
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(`/${projectId}`));
    const origin = `${url.protocol}//${url.host}`;
    return {
      envelopeUrl: `${origin}${prefix}/api/${projectId}/envelope/`,
      publicKey: decodeURIComponent(url.username),
      dsn,
      origin,
    };
  } catch {
    return null;
  }
}

/** A Sentry event as we send it (the fields of the event payload we fill). */
export type SentryEvent = {
  event_id: string;
  timestamp: number;
  platform: 'node' | 'javascript';
  level: 'error' | 'fatal' | 'warning';
  release: string;
  environment: string;
  message?: { formatted: string };
  exception?: {
    values: {
      type: string;
      value: string;
      stacktrace?: { frames: { filename?: string; function?: string; lineno?: number; colno?: number }[] };
    }[];
  };
  request?: { url?: string; method?: string };
  tags?: Record<string, string>;
  breadcrumbs?: { values: { timestamp: number; category?: string; message?: string }[] };
};

export const newEventId = (): string => randomUUID().replaceAll('-', '');

/**
 * The envelope of one event (Sentry's ingestion format): a header line with the event id, the
 * DSN and the send time, an item header line, the event's JSON. Newline-separated.
 */
export function envelopeOf(event: SentryEvent, dsn: SentryDsn, sentAt: Date): string {
  const payload = JSON.stringify(event);
  return [
    JSON.stringify({ event_id: event.event_id, dsn: dsn.dsn, sent_at: sentAt.toISOString() }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(payload, 'utf8') }),
    payload,
  ].join('\n');
}

/** The X-Sentry-Auth header: protocol version 7, our client name, the DSN's public key. */
export const sentryAuth = (dsn: SentryDsn): string =>
  `Sentry sentry_version=7, sentry_client=sufra/1.0, sentry_key=${dsn.publicKey}`;

export class ReportFailure extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'ReportFailure';
    this.retryable = retryable;
  }
}

/** Posts one envelope; 429 and 5xx are retryable (Sentry's rate limits and outages). */
export async function sendEnvelope(
  dsn: SentryDsn,
  event: SentryEvent,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
  now = new Date(),
): Promise<void> {
  let response: Response;
  try {
    response = await doFetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': sentryAuth(dsn) },
      body: envelopeOf(event, dsn, now),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ReportFailure(`Sentry unreachable: ${(error as Error).name}`, true);
  }
  await response.body?.cancel().catch(() => {});
  if (!response.ok)
    throw new ReportFailure(
      `Sentry answered ${response.status}`,
      response.status === 429 || response.status >= 500,
    );
}
