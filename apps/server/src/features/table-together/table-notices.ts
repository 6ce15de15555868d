// A shared table's notices, said after its changes commit, many in one statement (ADR 1509).
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { createNaturalBatch } from './natural-batch.ts';
import { SESSION_NOTICE } from './shared-table-repository.ts';

/**
 * PostgreSQL serialises the commits of transactions that NOTIFY (a database-wide lock held
 * through the commit's WAL flush), so a notice inside every change's transaction capped the
 * shared tables at one change per fsync — about 240 a second on the team's machine, whatever the
 * pool. The changes commit without it; their sessions are announced here afterwards, every
 * session waiting in one `pg_notify` statement that writes nothing (no flush), by natural
 * batching: alone, a change is announced at once; in a crowd, the changes that arrived while a
 * statement was in flight share the next one.
 *
 * The notice carries the session's version as the statement reads it, after the change
 * committed: never older than the change announced, so coalescing loses no change — a phone
 * that hears version n has heard of every change up to n.
 */
export function createTableNotices(db: Db) {
  const notify = createNaturalBatch(async (ids: number[]) => {
    await db.execute(sql`
      SELECT ${SESSION_NOTICE} FROM table_sessions WHERE id = ANY(${sql.param(ids)}::int[])`);
    return new Map<number, true>();
  });
  return {
    /**
     * Announces the session's current version to every phone and board listening, on every
     * instance; resolves once PostgreSQL has taken the notice. Call it after the change committed.
     */
    async announce(sessionId: number): Promise<void> {
      await notify.load(sessionId);
    },
  };
}

export type TableNotices = ReturnType<typeof createTableNotices>;
