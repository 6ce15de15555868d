import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema/index.ts';

/**
 * Tests read a diner's order and then act as staff on it: the staff calls name an order by its
 * number, which no diner response carries (ADR 1472). It is read here from the database, by the
 * public reference the diner was given.
 */
export async function orderIdOf(db: Db, publicRef: string): Promise<number> {
  const [row] = await db.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.publicRef, publicRef));
  if (!row) throw new Error(`no order ${publicRef}`);
  return row.id;
}

/** A diner's answer with its order's number added, as staff know it (test support, ADR 1472). */
export async function withOrderId<T extends { order: { public_ref: string } }>(
  db: Db,
  answer: T,
): Promise<T & { order: T['order'] & { id: number } }> {
  return { ...answer, order: { ...answer.order, id: await orderIdOf(db, answer.order.public_ref) } };
}
