import type { OrderKey } from '@sufra/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';

export type CustomerRow = typeof s.customers.$inferSelect;

/**
 * The account of this phone in this business, created if there is none (registration and sign-in
 * are one step, ADR 701). `created` tells which happened; concurrent first sign-ins make one row.
 */
export async function findOrCreateCustomer(
  db: Db,
  values: { businessId: number; phone: string; dialCode: string; name: string | null },
): Promise<{ customer: CustomerRow; created: boolean }> {
  const inserted = await db
    .insert(s.customers)
    .values({
      businessId: values.businessId,
      phone: values.phone,
      dialCode: values.dialCode,
      name: values.name ?? '',
    })
    .onConflictDoNothing({ target: [s.customers.businessId, s.customers.phone] })
    .returning();
  if (inserted[0]) return { customer: inserted[0], created: true };
  const [existing] = await db
    .select()
    .from(s.customers)
    .where(and(eq(s.customers.businessId, values.businessId), eq(s.customers.phone, values.phone)));
  if (!existing) throw new Error('customer vanished between insert and select');
  return { customer: existing, created: false };
}

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(s.customers).where(eq(s.customers.id, id));
  return row ?? null;
}

export async function updateCustomer(
  db: Db,
  id: number,
  values: Partial<Pick<CustomerRow, 'name' | 'language' | 'phone' | 'dialCode'>>,
  now: Date,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(s.customers)
    .set({ ...values, updatedAt: now })
    .where(eq(s.customers.id, id))
    .returning();
  return row ?? null;
}

export async function phoneTaken(db: Db, businessId: number, phone: string, exceptId: number) {
  const [row] = await db
    .select({ id: s.customers.id })
    .from(s.customers)
    .where(and(eq(s.customers.businessId, businessId), eq(s.customers.phone, phone)));
  return row !== undefined && row.id !== exceptId;
}

/**
 * Deletes an account (ADR 703): its orders stay with the business, without the person's name and
 * phone, and no longer point at them; sessions, code requests and saved addresses go with the row.
 */
export async function deleteCustomer(db: Db, id: number, businessId: number): Promise<boolean> {
  return transaction(db, async (tx) => {
    await tx
      .update(s.orders)
      .set({
        name: '',
        phone: '',
        userId: null,
        address: sql`CASE WHEN ${s.orders.address} IS NULL THEN NULL ELSE ${s.orders.address} - 'contact_name' - 'contact_phone' END`,
      })
      .where(and(eq(s.orders.businessId, businessId), eq(s.orders.userId, id)));
    const rows = await tx
      .delete(s.customers)
      .where(and(eq(s.customers.id, id), eq(s.customers.businessId, businessId)))
      .returning({ id: s.customers.id });
    return rows.length > 0;
  });
}

/**
 * Attaches guest orders of this device to the account (ADR 705): only orders of this business
 * placed with the account's own phone, by a caller holding each order's token, not yet anyone's.
 * An order is named by its public reference, or by the id a phone kept from before (ADR 1471).
 * Answers the public references of the listed orders that are the account's (newly or already):
 * never their ids (ADR 1472).
 */
export async function claimOrders(
  db: Db,
  customer: Pick<CustomerRow, 'id' | 'businessId' | 'phone'>,
  orders: { id: OrderKey; token: string }[],
): Promise<string[]> {
  if (orders.length === 0) return [];
  const pairs = sql.join(
    orders.map((o) =>
      typeof o.id === 'number'
        ? sql`(${o.id}::int, NULL::text, ${o.token}::text)`
        : sql`(NULL::int, ${o.id}::text, ${o.token}::text)`,
    ),
    sql`, `,
  );
  const named = sql`(o.id = claim.id OR o.public_ref = claim.ref) AND o.token = claim.token`;
  // Answers every listed order that is the account's now, also those it already had: a second
  // page asking after the first one claimed them still learns they are there.
  const { rows } = await db.execute<{ public_ref: string }>(sql`
    WITH claim(id, ref, token) AS (VALUES ${pairs}),
    taken AS (
      UPDATE orders o SET user_id = ${customer.id}
      FROM claim
      WHERE ${named} AND o.business_id = ${customer.businessId}
        AND o.phone = ${customer.phone} AND o.user_id IS NULL
      RETURNING o.public_ref)
    SELECT public_ref FROM taken
    UNION
    SELECT o.public_ref FROM orders o JOIN claim ON ${named}
    WHERE o.business_id = ${customer.businessId} AND o.user_id = ${customer.id}`);
  return rows.map((r) => r.public_ref).sort();
}
