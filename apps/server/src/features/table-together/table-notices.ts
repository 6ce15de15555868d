// A shared table's notices, said after its changes commit, many in one statement (ADR 1509).
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { SESSION_NOTICE } from './shared-table-repository.ts';

/**
 * PostgreSQL serialises the commits of transactions that NOTIFY (a database-wide lock held
 * through the commit's WAL flush), so a notice inside every change's transaction capped the
 * shared tables at one change per fsync — about 240 a second on the team's machine, whatever the
 * pool. The changes commit without it; their sessions are announced here afterwards, every
 * session waiting in one `pg_notify` statement that writes nothing (no flush). A statement is
 * sent as soon as none is in flight: alone, a change is announced at once; in a crowd, the
 * changes that arrived meanwhile share the next one.
 *
 * The notice carries the session's version as the statement reads it, after the change
 * committed: never older than the change announced, so coalescing loses no change — a phone
 * that hears version n has heard of every change up to n.
 */
export function createTableNotices(db: Db) {
  type Waiter = { resolve: () => void; reject: (error: unknown) => void };
  let waiting = new Map<number, Waiter[]>();
  let inFlight = false;

  async function flush(): Promise<void> {
    while (waiting.size > 0) {
      const batch = waiting;
      waiting = new Map();
      const ids = [...batch.keys()];
      try {
        await db.execute(sql`
          SELECT ${SESSION_NOTICE} FROM table_sessions WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
        for (const list of batch.values()) for (const w of list) w.resolve();
      } catch (error) {
        for (const list of batch.values()) for (const w of list) w.reject(error);
      }
    }
  }

  /** One statement in flight at a time; whatever waits when it returns goes in the next. */
  function kick(): void {
    if (inFlight) return;
    inFlight = true;
    void flush().finally(() => {
      inFlight = false;
      if (waiting.size > 0) kick();
    });
  }

  return {
    /**
     * Announces the session's current version to every phone and board listening, on every
     * instance; resolves once PostgreSQL has taken the notice. Call it after the change committed.
     */
    announce(sessionId: number): Promise<void> {
      const said = new Promise<void>((resolve, reject) => {
        const list = waiting.get(sessionId) ?? [];
        list.push({ resolve, reject });
        waiting.set(sessionId, list);
      });
      kick();
      return said;
    },
  };
}

export type TableNotices = ReturnType<typeof createTableNotices>;
