import type pg from 'pg';

/**
 * @fastify/rate-limit's store, in PostgreSQL (ADR 1385): every instance on one database counts
 * against the same limits, where the plugin's in-memory store gave a client each limit once per
 * instance. Same rules as the in-memory store: a key's window starts at its first call and its
 * count starts again at 1 once the window has ended. One atomic upsert per call (the row lock
 * serialises concurrent calls on a key); the database's clock decides, so instances' clocks may
 * differ. Rows whose window ended a while ago are pruned, at most once a minute per instance.
 */
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const INCREMENT = `
INSERT INTO rate_limit_counts AS r (key, count, window_start, expires_at)
VALUES ($1, 1, now(), now() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.count + 1 END,
  window_start = CASE WHEN r.expires_at <= now() THEN now() ELSE r.window_start END,
  expires_at = CASE WHEN r.expires_at <= now() THEN excluded.expires_at ELSE r.expires_at END
RETURNING r.count, least($2::int, floor(extract(epoch FROM r.expires_at - now()) * 1000))::int AS ttl`;

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
  const store: LimitStore = {
    incr(key, callback, timeWindowMs) {
      maybePrune();
      pool.query<{ count: number; ttl: number }>(INCREMENT, [key, timeWindowMs]).then(
        ({ rows: [row] }) => callback(null, { current: row?.count ?? 1, ttl: Math.max(0, row?.ttl ?? 0) }),
        (error: Error) => callback(error),
      );
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
