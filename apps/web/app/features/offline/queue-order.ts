import { apiHeaders } from '@sufra/contract/client';
import { OUTBOX_FLAG } from '../../shell/outbox-flag.ts';
import { keepOrder, OUTBOX_SYNC_TAG } from './outbox.ts';

/** The request the API client last tried to send, as `fetch` received it. */
export type TriedRequest = { url: string; init: RequestInit | undefined };

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } };

/**
 * "Place order" without a connection (ADR 906): the exact request — body and Idempotency-Key —
 * goes into the outbox, and the worker is asked for a Background Sync where the browser has one
 * (Chromium); elsewhere the next page to open, or the `online` event, sends it. Answers false
 * when it could not be kept (no IndexedDB: a private window in an old browser).
 */
export async function queueOrder(ref: string, key: string, tried: TriedRequest): Promise<boolean> {
  const headers: Record<string, string> = {};
  // The time the diner tapped is not the time it is sent: the server reads its own clock.
  for (const [name, value] of new Headers(tried.init?.headers).entries())
    if (name !== apiHeaders.currentTime) headers[name] = value;
  const url = new URL(tried.url, location.href).href;
  try {
    await keepOrder({ key, ref, url, headers, body: String(tried.init?.body ?? '') });
  } catch {
    return false;
  }
  try {
    localStorage.setItem(OUTBOX_FLAG, '1');
  } catch {
    // Storage refused: the event below still loads the outbox on this page.
  }
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the pages send it (offline-orders.tsx).
  }
  dispatchEvent(new Event('sufra:outbox'));
  return true;
}
