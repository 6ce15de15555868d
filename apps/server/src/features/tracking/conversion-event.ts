import { currencyDigits } from '@sufra/domain';
import type { MatchData } from './user-data.ts';

/**
 * One conversion, the same for every platform (ADR 840); each adapter maps it to its own
 * request. Money is the order's, in the currency's major units (`value`), written exactly from
 * the integer minor units.
 */
export type ConversionEvent = {
  name: 'Purchase' | 'Schedule';
  /** Shared with the browser pixel's event of the same conversion (de-duplication). */
  eventId: string;
  time: Date;
  sourceUrl: string | null;
  /**
   * The order as the pixels name it: its public reference (ADR 1472), what the browser pixel sends
   * too; a reservation's public reference (ADR 1494).
   */
  orderId: string;
  /** Major units as a decimal string (`12.500`); null for a reservation without a pre-order. */
  value: string | null;
  currency: string | null;
  contents: { id: string; quantity: number; price: string }[];
  user: MatchData;
};

/**
 * The id both sides compute from what the browser knows: an order's public reference (its number
 * is never sent to the diner, ADR 1472), a reservation's public reference (ADR 1494).
 */
export const conversionEventId = (name: ConversionEvent['name'], key: string | number): string =>
  `${name === 'Purchase' ? 'order' : 'reservation'}-${key}`;

/** Integer minor units → exact major units (`12500`, KWD → `12.500`). */
export function toMajorUnits(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor))
    .toString()
    .padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${abs}` : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** A failure of a platform's API: retryable (5xx, 429, unreachable) or not (a 4xx). */
export class ConversionFailure extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'ConversionFailure';
    this.retryable = retryable;
  }
}

/** A conversion API: sends one event for one pixel/dataset with its access token. */
export type ConversionApi = {
  readonly name: 'meta' | 'tiktok' | 'snap';
  send(target: { pixelId: string; accessToken: string }, event: ConversionEvent): Promise<void>;
};

/** POST JSON with a timeout; an unreachable host is a retryable failure. */
export async function postJson(
  doFetch: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  label: string,
  timeoutMs = 10_000,
): Promise<Response> {
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ConversionFailure(`${label} unreachable: ${(error as Error).name}`, true);
  }
  if (!response.ok) {
    // 429 and 5xx pass (retried with backoff); another 4xx will fail the same way again.
    await response.body?.cancel().catch(() => {});
    throw new ConversionFailure(
      `${label} answered ${response.status}`,
      response.status === 429 || response.status >= 500,
    );
  }
  return response;
}
