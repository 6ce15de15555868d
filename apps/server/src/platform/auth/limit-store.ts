import type pg from 'pg';

/**
 * @fastify/rate-limit's store, in PostgreSQL (ADR 1385): every instance on one database counts
 * against the same limits, where the plugin's in-memory store gave a client each limit once per
 * instance. Same rules as the in-memory store: a key's window starts at its first call and its
 * count starts again at 1 once the window has ended. One atomic upsert per call (the row lock
 * serialises concurrent calls on a key; calls arriving together share one, ADR 1517); the database's clock decides, so instances' clocks may
 * differ. Rows whose window ended a while ago are pruned, at most once a minute per instance.
 */
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * Every key asked for while the last statement ran, counted in one upsert (natural batching, ADR
 * 1517): `n` calls of a key add `n`; a key whose window ended starts again at `n`. Keys are
 * sorted, so two instances' statements lock their rows in the same order (no deadlock).
 */
const INCREMENT = `
INSERT INTO rate_limit_counts AS r (key, count, window_start, expires_at)
SELECT key, n, now(), now() + window_ms * interval '1 millisecond'
FROM unnest($1::text[], $2::int[], $3::int[]) AS a(key, n, window_ms) ORDER BY key
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.expires_at <= now() THEN excluded.count ELSE r.count + excluded.count END,
  window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
  expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
RETURNING r.key, r.count, floor(extract(epoch FROM r.expires_at - now()) * 1000)::int AS ttl`;

const READ = `
SELECT count, floor(extract(epoch FROM expires_at - now()) * 1000)::int AS ttl
FROM rate_limit_counts WHERE key = $1 AND expires_at > now()`;

/** Ended windows kept a minute longer than needed: a count is never pruned while it applies. */
const PRUNE = `DELETE FROM rate_limit_counts WHERE expires_at < now() - interval '1 minute'`;
const PRUNE_EVERY_MS = 60_000;

export type LimitStore = {
  incr(key: string, callback: Callback, timeWindowMs: number, max: number): void;
  read(key: string, callback: Callback, timeWindowMs: number, max?: number): void;
  child(): LimitStore;
  /** Deletes the rows of ended windows; returns how many. */
  prune(): Promise<number>;
};

export function postgresLimitStore(pool: pg.Pool, now: () => number = Date.now): LimitStore {
  let lastPrune = now();
  const prune = async () => (await pool.query(PRUNE)).rowCount ?? 0;
  const maybePrune = () => {
    if (now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now();
    // Housekeeping only: a failed prune is tried again a minute later.
    prune().catch(() => {});
  };
  // The calls waiting for the next upsert, and whether one is in flight (ADR 1517): alone, a
  // call is counted at once; in a crowd (a burst at a busy table), one statement counts everyone
  // who arrived meanwhile instead of one round trip each.
  let waiting: { key: string; windowMs: number; callback: Callback }[] = [];
  let inFlight = false;
  const flush = async () => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const byKey = new Map<string, { windowMs: number; calls: Callback[] }>();
      for (const call of batch) {
        const entry = byKey.get(call.key) ?? { windowMs: call.windowMs, calls: [] };
        entry.calls.push(call.callback);
        byKey.set(call.key, entry);
      }
      const keys = [...byKey.keys()].sort();
      try {
        const { rows } = await pool.query<{ key: string; count: number; ttl: number }>(INCREMENT, [
          keys,
          keys.map((k) => byKey.get(k)?.calls.length ?? 1),
          keys.map((k) => byKey.get(k)?.windowMs ?? 0),
        ]);
        const found = new Map(rows.map((row) => [row.key, row]));
        for (const [key, { windowMs, calls }] of byKey) {
          const row = found.get(key);
          const ttl = Math.max(0, Math.min(windowMs, row?.ttl ?? 0));
          // The key's calls took the counts up to the row's: the first the lowest of them.
          const first = (row?.count ?? calls.length) - calls.length + 1;
          for (const [i, callback] of calls.entries()) callback(null, { current: first + i, ttl });
        }
      } catch (error) {
        for (const call of batch) call.callback(error as Error);
      }
    }
  };
  const kick = () => {
    if (inFlight) return;
    inFlight = true;
    void flush().finally(() => {
      inFlight = false;
      if (waiting.length > 0) kick();
    });
  };
  const store: LimitStore = {
    incr(key, callback, timeWindowMs) {
      maybePrune();
      waiting.push({ key, windowMs: timeWindowMs, callback });
      kick();
    },
    read(key, callback) {
      pool.query<{ count: number; ttl: number }>(READ, [key]).then(
        ({ rows: [row] }) =>
          callback(null, row ? { current: row.count, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    },
    // One table for every limit: keys carry the limit's name.
    child: () => store,
    prune,
  };
  return store;
}
