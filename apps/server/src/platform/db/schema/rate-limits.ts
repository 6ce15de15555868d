import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-route limits' counts (ADR 742, 1385), shared by every instance on the database: one row
 * per limited key (`order:ip:203.0.113.7`), its count and the end of its window. A call counts
 * with one atomic upsert; a row whose window has ended starts again at 1; ended rows are pruned.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
