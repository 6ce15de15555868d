import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';

/** Every position, delivery and departure is announced here (ADR 1413); `o` is the driver's id. */
export const DRIVER_EVENTS_CHANNEL = 'sufra_driver_events';

/** The drivers of a business: its members with the driver role. */
export async function listDrivers(db: Db, businessId: number) {
  return db
    .select({ id: s.staffMembers.id, name: s.staffMembers.name, branchId: s.staffMembers.branchId })
    .from(s.staffMembers)
    .where(and(eq(s.staffMembers.businessId, businessId), eq(s.staffMembers.role, 'driver')))
    .orderBy(asc(s.staffMembers.name), asc(s.staffMembers.id));
}

/** A driver of the business, locked for the assignment deciding their run. */
export async function lockDriver(db: Db, businessId: number, id: number) {
  const [row] = await db
    .select({ id: s.staffMembers.id, name: s.staffMembers.name, branchId: s.staffMembers.branchId })
    .from(s.staffMembers)
    .where(
      and(
        eq(s.staffMembers.id, id),
        eq(s.staffMembers.businessId, businessId),
        eq(s.staffMembers.role, 'driver'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function openRunOf(db: Db, driverId: number) {
  const [row] = await db
    .select()
    .from(s.deliveryRuns)
    .where(and(eq(s.deliveryRuns.driverId, driverId), isNull(s.deliveryRuns.finishedAt)))
    .orderBy(desc(s.deliveryRuns.id))
    .limit(1);
  return row ?? null;
}

/** Each driver's newest run (open or not): their state on the board. */
export async function latestRuns(db: Db, businessId: number) {
  return db
    .selectDistinctOn([s.deliveryRuns.driverId])
    .from(s.deliveryRuns)
    .where(eq(s.deliveryRuns.businessId, businessId))
    .orderBy(s.deliveryRuns.driverId, desc(s.deliveryRuns.id));
}

/** The drops of some runs with their orders' pins, in run order. */
export async function dropsOfRuns(db: Db, runIds: number[]) {
  if (!runIds.length) return [];
  return db
    .select({ drop: s.deliveryDrops, address: s.orders.address, branchId: s.orders.branchId })
    .from(s.deliveryDrops)
    .innerJoin(s.orders, eq(s.orders.id, s.deliveryDrops.orderId))
    .where(inArray(s.deliveryDrops.runId, runIds))
    .orderBy(asc(s.deliveryDrops.runId), asc(s.deliveryDrops.seq));
}

/** The open drops of the business's live orders, for the board's cards. */
export async function liveDrops(db: Db, businessId: number) {
  return db
    .select({
      orderId: s.deliveryDrops.orderId,
      step: s.deliveryDrops.step,
      driverId: s.deliveryRuns.driverId,
      driverName: s.deliveryRuns.driverName,
    })
    .from(s.deliveryDrops)
    .innerJoin(s.deliveryRuns, eq(s.deliveryRuns.id, s.deliveryDrops.runId))
    .where(and(eq(s.deliveryDrops.businessId, businessId), isNull(s.deliveryRuns.finishedAt)));
}

/** A drop with its run, locked: the one place a step or a reassignment is decided. */
export async function lockDrop(db: Db, orderId: number) {
  const [row] = await db
    .select({ drop: s.deliveryDrops, run: s.deliveryRuns })
    .from(s.deliveryDrops)
    .innerJoin(s.deliveryRuns, eq(s.deliveryRuns.id, s.deliveryDrops.runId))
    .where(eq(s.deliveryDrops.orderId, orderId))
    .for('update', { of: s.deliveryDrops });
  return row ?? null;
}

/** Announces a driver's news on the drivers' channel, when the transaction commits. */
export async function notifyDriver(db: Db, payload: { b: number; o: number; done?: number; gone?: true }) {
  await db.execute(sql`select pg_notify(${DRIVER_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
}

/**
 * Stores a driver's position and announces it in one statement (ADR 1413): the row a late
 * watcher reads first, and the NOTIFY every instance's streams fan out.
 */
export async function upsertPosition(
  db: Db,
  p: {
    driverId: number;
    businessId: number;
    lat: number;
    lng: number;
    accuracy: number | null;
    speed: number | null;
  },
) {
  await db.execute(sql`
    with up as (
      insert into driver_positions (driver_id, business_id, lat, lng, accuracy, speed, at)
      values (${p.driverId}, ${p.businessId}, ${p.lat}, ${p.lng}, ${p.accuracy}, ${p.speed}, now())
      on conflict (driver_id) do update set
        lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
        speed = excluded.speed, at = excluded.at
      returning driver_id, business_id, lat, lng, speed, at
    )
    select pg_notify(${DRIVER_EVENTS_CHANNEL}, json_build_object(
      'b', business_id, 'o', driver_id, 'lat', lat, 'lng', lng, 's', speed, 't', at)::text) from up`);
}

/**
 * Whether a driver carries an order now (its drop picked up or arrived, in their run, of their
 * business), with their last fix if any: the position post's one read (ADR 1413, 1415).
 */
export async function carriedWithLastFix(
  db: Db,
  q: { orderId: number; driverId: number; businessId: number },
) {
  const [row] = await db
    .select({ step: s.deliveryDrops.step, last: s.driverPositions })
    .from(s.deliveryDrops)
    .innerJoin(s.deliveryRuns, eq(s.deliveryRuns.id, s.deliveryDrops.runId))
    .leftJoin(s.driverPositions, eq(s.driverPositions.driverId, s.deliveryRuns.driverId))
    .where(
      and(
        eq(s.deliveryDrops.orderId, q.orderId),
        eq(s.deliveryRuns.driverId, q.driverId),
        eq(s.deliveryDrops.businessId, q.businessId),
        inArray(s.deliveryDrops.step, ['picked_up', 'arrived']),
      ),
    );
  return row ?? null;
}

export async function deletePosition(db: Db, driverId: number) {
  await db.delete(s.driverPositions).where(eq(s.driverPositions.driverId, driverId));
}
