import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { lockWallet, post } from './ledger-repository.ts';

/**
 * Package bonuses past their date (ADR 760): what is left of each bonus leaves the wallet (an
 * `expiry` movement to promotions, once per purchase: its key, and the purchase becomes `expired`). Money paid never expires, and is
 * spent before the bonus, so what is left is the bonus up to the spendable balance; held money is
 * not touched. Returns how many purchases were expired.
 */
export async function expireBonuses(db: Db, now: Date, limit = 200): Promise<number> {
  const { rows } = await db.execute<{
    id: number;
    business_id: number;
    customer_id: number;
    bonus: number;
  }>(sql`
    SELECT p.id, p.business_id, p.customer_id, p.credit - p.price AS bonus
    FROM wallet_purchases p
    WHERE p.status = 'paid' AND p.bonus_expires_at IS NOT NULL AND p.bonus_expires_at <= ${now.toISOString()}
    ORDER BY p.bonus_expires_at
    LIMIT ${limit}`);
  let expired = 0;
  for (const p of rows) {
    await transaction(db, async (tx) => {
      const { balance, ids } = await lockWallet(tx, p.business_id, p.customer_id);
      const amount = Math.min(Number(p.bonus), balance);
      if (amount > 0) {
        await post(tx, {
          businessId: p.business_id,
          customerId: p.customer_id,
          key: `expiry:${p.id}`,
          movement: { kind: 'expiry', amount },
          purchaseId: p.id,
          ids,
        });
      }
      // Looked at once: nothing left of the bonus is an expiry too.
      await tx.execute(
        sql`UPDATE wallet_purchases SET status = 'expired', updated_at = now() WHERE id = ${p.id}`,
      );
    });
    expired += 1;
  }
  return expired;
}

/** Every 10 minutes on one instance: expired bonuses leave their wallets. */
export const bonusExpiryJob = (db: Db, now: () => Date) =>
  defineJob<Record<string, never>>({
    name: 'wallet.expire-bonuses',
    every: '*/10 * * * *',
    retries: 1,
    handle: async () => {
      await expireBonuses(db, now());
    },
  });
