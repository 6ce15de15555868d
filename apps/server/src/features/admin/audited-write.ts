import { ADMIN_PROBLEMS } from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Conflict } from '../../platform/failures.ts';
import type { AdminCaller } from './admin-auth.ts';
import { insertAudit } from './admin-repository.ts';

export const changedElsewhere = () =>
  new Conflict(
    ADMIN_PROBLEMS.changedElsewhere,
    'Someone else changed this meanwhile; reload to see their change',
  );

/**
 * One audited set-up write (ADR 1001): `work` writes in the transaction and says what it wrote and
 * what was there before; the audit row goes in the same transaction, so neither exists without
 * the other. Secrets never reach `before`/`after` (a key appears as its last four characters).
 * Answers what `after` read, the row as the write left it.
 */
export async function auditedWrite<T>(
  db: Db,
  caller: AdminCaller,
  what: { action: string; entity: string },
  work: (tx: Db) => Promise<{ entityId: number | null; before: unknown; after: (tx: Db) => Promise<T> }>,
): Promise<T> {
  return transaction(db, async (tx) => {
    const done = await work(tx);
    const after = await done.after(tx);
    await insertAudit(tx, {
      businessId: caller.member.businessId,
      memberId: caller.member.id,
      memberName: caller.member.name,
      action: what.action,
      entity: what.entity,
      entityId: done.entityId,
      before: done.before,
      after,
    });
    return after;
  });
}
