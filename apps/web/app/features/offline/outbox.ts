/**
 * The offline order outbox (ADR 906): an order placed without a connection is kept in IndexedDB
 * as the exact request the API client made — its Idempotency-Key included — and sent again when
 * the connection returns, by the service worker's Background Sync or by the next page that opens.
 * Either may send it, even both at once: the server makes one key one order (ADR 402), so the
 * diner's order exists exactly once.
 *
 * No imports and no DOM: the build copies this module, types stripped, into the service worker
 * (vite.config.ts, `outboxIntoWorker`), so the page and the worker share one implementation.
 */

export type OutboxState = 'queued' | 'sent' | 'refused';

export type OutboxEntry = {
  /** The Idempotency-Key: one entry per order attempt. */
  key: string;
  /** The storefront it was placed on. */
  ref: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  queuedAt: string;
  state: OutboxState;
  sentAt?: string;
  /** The server's answer: the placed order, or the refusal's error body. */
  answer?: unknown;
};

export const OUTBOX_SYNC_TAG = 'sufra-orders';
const DB_NAME = 'sufra-outbox';
const STORE = 'orders';

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps an order request to send later (a second keep of the same key replaces it). */
export function keepOrder(entry: Omit<OutboxEntry, 'state' | 'queuedAt'>): Promise<IDBValidKey> {
  return inStore('readwrite', (s) =>
    s.put({ ...entry, state: 'queued', queuedAt: new Date().toISOString() }),
  );
}

/** The outbox's entries, oldest first; of one storefront when `ref` is given. */
export async function outboxEntries(ref?: string): Promise<OutboxEntry[]> {
  const all = await inStore<OutboxEntry[]>('readonly', (s) => s.getAll());
  return all
    .filter((e) => ref === undefined || e.ref === ref)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export function forgetOrder(key: string): Promise<undefined> {
  return inStore('readwrite', (s) => s.delete(key));
}

/** Statuses worth trying again later: the server or a proxy could not answer now. */
const RETRY_LATER = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * Sends every queued order once, in order. A network failure stops the round (still offline: the
 * rest would fail too) and leaves the order queued; a refusal (a 4xx: an item sold out, the shop
 * closed) is final and kept with its reason for the diner. Answers how many changed state.
 */
export async function sendOutbox(doFetch: typeof fetch = fetch): Promise<number> {
  let changed = 0;
  for (const entry of await outboxEntries()) {
    if (entry.state !== 'queued') continue;
    let response: Response;
    try {
      response = await doFetch(entry.url, {
        method: 'POST',
        headers: entry.headers,
        body: entry.body,
        credentials: 'same-origin',
      });
    } catch {
      break;
    }
    if (RETRY_LATER.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      continue;
    }
    const answer: unknown = await response.json().catch(() => null);
    // Read again: another sender (the worker, another tab) may have finished it meanwhile.
    const current = (await outboxEntries()).find((e) => e.key === entry.key);
    if (current?.state !== 'queued') continue;
    await inStore('readwrite', (s) =>
      s.put({
        ...current,
        state: response.ok ? 'sent' : 'refused',
        sentAt: new Date().toISOString(),
        answer,
      }),
    );
    changed++;
  }
  return changed;
}
