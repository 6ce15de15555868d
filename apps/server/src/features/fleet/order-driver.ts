import type { OrderDriver } from '@sufra/contract';
import { distanceMeters, etaMinutes, FLEET_PROBLEMS, OrderStatus } from '@sufra/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import type { OrderRow } from '../orders/order-repository.ts';

/** What a driver notice carries (fleet-repository's NOTIFY): a position, a delivered drop, the run's end. */
export type DriverNotice = {
  b: number;
  o: number;
  lat?: number;
  lng?: number;
  s?: number | null;
  t?: string;
  done?: number;
  gone?: true;
};

export type OrderCarrier = { driverId: number; name: string; pin: { lat: number; lng: number } | null };

/**
 * The driver carrying this order now (out for delivery, its drop picked up and not delivered), or
 * 404 `ORDER_NOT_OUT`: the diner
 * sees their driver only while their order is out (ADR 1413). The caller authorized the order.
 */
export async function carrierOf(db: Db, order: OrderRow): Promise<OrderCarrier> {
  // Delivered or cancelled from the board before the driver's own step: no longer out.
  if (order.status !== OrderStatus.out)
    throw new NotFound('This order is not out with a driver', FLEET_PROBLEMS.notOut);
  const [row] = await db
    .select({ driverId: s.deliveryRuns.driverId, name: s.deliveryRuns.driverName })
    .from(s.deliveryDrops)
    .innerJoin(s.deliveryRuns, eq(s.deliveryRuns.id, s.deliveryDrops.runId))
    .where(
      and(
        eq(s.deliveryDrops.orderId, order.id),
        eq(s.deliveryDrops.businessId, order.businessId),
        inArray(s.deliveryDrops.step, ['picked_up', 'arrived']),
      ),
    );
  if (!row?.driverId) throw new NotFound('This order is not out with a driver', FLEET_PROBLEMS.notOut);
  const a = order.address as { lat?: unknown; lng?: unknown } | null;
  const pin = typeof a?.lat === 'number' && typeof a?.lng === 'number' ? { lat: a.lat, lng: a.lng } : null;
  // Only the first name travels to the diner.
  return { driverId: row.driverId, name: row.name.split(/\s+/)[0] ?? row.name, pin };
}

/** The diner's view of a position: where, and how far and how long from their pin. */
export function driverView(
  carrier: OrderCarrier,
  p: { lat: number; lng: number; speed: number | null; at: string },
): OrderDriver {
  const distance = carrier.pin ? Math.round(distanceMeters(p, carrier.pin)) : null;
  return {
    name: carrier.name,
    lat: p.lat,
    lng: p.lng,
    at: p.at,
    distance_m: distance,
    eta_minutes: distance === null ? null : etaMinutes(distance, p.speed),
  };
}

export async function currentView(db: Db, carrier: OrderCarrier): Promise<OrderDriver | null> {
  const [p] = await db
    .select()
    .from(s.driverPositions)
    .where(eq(s.driverPositions.driverId, carrier.driverId));
  return p ? driverView(carrier, { lat: p.lat, lng: p.lng, speed: p.speed, at: p.at.toISOString() }) : null;
}
