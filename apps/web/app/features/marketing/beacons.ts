import { browserVisitorId } from '../../shell/visitor-id.ts';

/**
 * Visits and banner reach (`POST webapp/visit/{id}`, `POST webapp/banners/reach`, [product: Marketing]), sent
 * with `navigator.sendBeacon` once the page is idle: never on the first view's critical path,
 * and still delivered when the diner leaves the page (ADR 787).
 */
function beacon(path: string, body: unknown): void {
  const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
  try {
    if (navigator.sendBeacon?.(path, blob)) return;
  } catch {
    // Some browsers refuse a beacon in private mode: fall back to a keepalive fetch.
  }
  void fetch(path, {
    method: 'POST',
    body: blob,
    keepalive: true,
    headers: { 'content-type': 'application/json' },
  }).catch(() => {});
}

function seen(key: string): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}
function remember(key: string, values: Set<string>): void {
  try {
    sessionStorage.setItem(key, JSON.stringify([...values]));
  } catch {
    // Storage blocked: at worst a reach is counted twice; the server counts a visit once a day anyway.
  }
}

/** One visit per browser session and business (the server also counts a visitor once a day). */
export function recordVisitOnce(ref: string): void {
  const key = 'sufra:visited';
  const visited = seen(key);
  if (visited.has(ref)) return;
  visited.add(ref);
  remember(key, visited);
  beacon(`/api/webapp/visit/${encodeURIComponent(ref)}`, { visitor_id: browserVisitorId() });
}

const pending = new Map<string, Set<number>>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends the banners seen since the last batch, one call per business. */
export function flushReach(): void {
  clearTimeout(timer);
  timer = undefined;
  for (const [ref, ids] of pending) {
    if (ids.size) beacon('/api/webapp/banners/reach', { business: ref, banners: [...ids].slice(0, 50) });
  }
  pending.clear();
}

/** A banner came into view: counted once per session, sent in a batch a moment later. */
export function bannerSeen(ref: string, bannerId: number): void {
  const key = `sufra:reached:${ref}`;
  const reached = seen(key);
  if (reached.has(String(bannerId))) return;
  reached.add(String(bannerId));
  remember(key, reached);
  const ids = pending.get(ref) ?? new Set<number>();
  ids.add(bannerId);
  pending.set(ref, ids);
  timer ??= setTimeout(flushReach, 2_000);
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushReach();
  });
