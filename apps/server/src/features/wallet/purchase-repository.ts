// Wallet packages and their purchases (ADR 762): a purchase is credited in the transaction that
// records its confirmed payment, once (its ledger key), and never from what the client says.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { post } from './ledger-repository.ts';
import { walletPackages, walletPurchases } from './wallet-schema.ts';

type Sql = Pick<Db, 'execute' | 'select' | 'update' | 'insert'>;
export type PackageRow = typeof walletPackages.$inferSelect;
export type PurchaseRow = typeof walletPurchases.$inferSelect;

export async function listPackages(db: Db, businessId: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(walletPackages)
    .where(and(eq(walletPackages.businessId, businessId), eq(walletPackages.active, true)))
    .orderBy(asc(walletPackages.position), asc(walletPackages.id));
}

/** One active package of the business, else null (another business's id is the same 404). */
export async function findPackage(db: Db, businessId: number, packageId: number): Promise<PackageRow | null> {
  const [row] = await db
    .select()
    .from(walletPackages)
    .where(
      and(
        eq(walletPackages.id, packageId),
        eq(walletPackages.businessId, businessId),
        eq(walletPackages.active, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new pending purchase with the package's figures as they are now. */
export async function createPurchase(
  db: Db,
  pkg: PackageRow,
  customerId: number,
  currency: string,
  now: Date,
): Promise<PurchaseRow> {
  const expires =
    pkg.bonusExpiryDays === null ? null : new Date(now.getTime() + pkg.bonusExpiryDays * 86_400_000);
  const [row] = await db
    .insert(walletPurchases)
    .values({
      businessId: pkg.businessId,
      customerId,
      packageId: pkg.id,
      price: pkg.price,
      credit: pkg.credit,
      currency,
      bonusExpiresAt: pkg.credit > pkg.price ? expires : null,
    })
    .returning();
  if (!row) throw new Error('Purchase insert returned nothing');
  return row;
}

export async function lockPurchase(tx: Sql, purchaseId: number): Promise<PurchaseRow | null> {
  const [row] = await tx
    .select()
    .from(walletPurchases)
    .where(eq(walletPurchases.id, purchaseId))
    .for('update');
  return row ?? null;
}

/** The payment is confirmed: the purchase is paid and its credit posted (at most once). */
export async function creditPurchase(tx: Sql, purchase: PurchaseRow): Promise<void> {
  await tx
    .update(walletPurchases)
    .set({ status: 'paid', updatedAt: sql`now()` })
    .where(eq(walletPurchases.id, purchase.id));
  await post(tx, {
    businessId: purchase.businessId,
    customerId: purchase.customerId,
    key: `purchase:${purchase.id}`,
    movement: { kind: 'package', paid: purchase.price, credit: purchase.credit },
    purchaseId: purchase.id,
  });
}

export async function failPurchase(tx: Sql, purchaseId: number): Promise<void> {
  await tx
    .update(walletPurchases)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(walletPurchases.id, purchaseId), eq(walletPurchases.status, 'pending')));
}

export async function findPurchase(db: Db, purchaseId: number): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(walletPurchases).where(eq(walletPurchases.id, purchaseId)).limit(1);
  return row ?? null;
}

/** The customer's newest purchase (the wallet home says how the last one went). */
export async function latestPurchase(db: Db, businessId: number, customerId: number) {
  const [row] = await db
    .select()
    .from(walletPurchases)
    .where(and(eq(walletPurchases.businessId, businessId), eq(walletPurchases.customerId, customerId)))
    .orderBy(desc(walletPurchases.id))
    .limit(1);
  return row ?? null;
}
