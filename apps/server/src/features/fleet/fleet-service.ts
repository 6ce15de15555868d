import type {
  DriverDrop,
  DriverDropsResponse,
  DriverPosition,
  DriverState,
  DropStepBody,
  FleetAssign,
  FleetResponse,
  OrderAddress,
} from '@sufra/contract';
import {
  cashToCollect,
  type DropStep,
  distanceMeters,
  dropStepAllowed,
  FLEET_PROBLEMS,
  isDropStep,
  memberCoversBranch,
  OrderStatus,
  OrderType,
  type Point,
  recentSpeed,
} from '@sufra/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffMember } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict, Forbidden, Invalid, NotFound, Refused } from '../../platform/failures.ts';
import { pickText } from '../../platform/localize.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { type OrderMoved, updateOrderStatus } from '../orders/order-repository.ts';
import {
  carriedWithLastFix,
  deletePosition,
  dropsOfRuns,
  latestRuns,
  listDrivers,
  liveDrops,
  lockDriver,
  lockDrop,
  notifyDriver,
  openRunOf,
  upsertPosition,
} from './fleet-repository.ts';

const pinOf = (address: unknown): Point | null => {
  const a = address as { lat?: unknown; lng?: unknown } | null;
  return typeof a?.lat === 'number' && typeof a?.lng === 'number' ? { lat: a.lat, lng: a.lng } : null;
};

/** Orders a driver may take: local deliveries the kitchen accepted or finished, not awaiting payment. */
const DISPATCHABLE: ReadonlySet<number> = new Set([OrderStatus.accepted, OrderStatus.ready]);

const STEP_COLUMN = {
  picked_up: 'pickedUpAt',
  arrived: 'arrivedAt',
  delivered: 'deliveredAt',
} as const;

/**
 * [product: Own delivery fleet] (ADR 1410–1413): the board's dispatch, the driver's steps and
 * position. Every write locks what decides it (the driver for an assignment, the drop for a step)
 * and is scoped by business inside its transaction.
 */
export function createFleetService(deps: {
  db: Db;
  /** In each move's transaction: a phone order's status message (ADR 1478). */
  onMoved?: OrderMoved | undefined;
}) {
  const { db } = deps;

  /** Each driver's state from their newest run (ADR 1411). */
  function stateOf(run: typeof s.deliveryRuns.$inferSelect | undefined): DriverState {
    if (!run) return 'free';
    if (!run.finishedAt) return run.startedAt ? 'on_run' : 'assigned';
    return run.returnedAt ? 'back' : 'free';
  }

  /** The run's last drop is done: the run ends and the position goes with it (ADR 1413). */
  async function endRunIfDone(tx: Db, runId: number, businessId: number, driverId: number) {
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(s.deliveryDrops)
      .where(and(eq(s.deliveryDrops.runId, runId), sql`${s.deliveryDrops.step} <> 'delivered'`));
    if (open?.n) return;
    await tx.update(s.deliveryRuns).set({ finishedAt: sql`now()` }).where(eq(s.deliveryRuns.id, runId));
    await deletePosition(tx, driverId);
    await notifyDriver(tx, { b: businessId, o: driverId, gone: true });
  }

  async function fleet(staff: StaffMember): Promise<FleetResponse> {
    const [drivers, runs, drops, branches] = await Promise.all([
      listDrivers(db, staff.businessId),
      latestRuns(db, staff.businessId),
      liveDrops(db, staff.businessId),
      db
        .select({ id: s.branches.id, lat: s.branches.lat, lng: s.branches.lng })
        .from(s.branches)
        .where(eq(s.branches.businessId, staff.businessId)),
    ]);
    const visible = drivers.filter(
      (d) => staff.branchId === null || d.branchId === null || d.branchId === staff.branchId,
    );
    const runOf = new Map(runs.map((r) => [r.driverId, r]));
    const runDrops = await dropsOfRuns(
      db,
      runs.map((r) => r.id),
    );
    const open = new Map<number, number>();
    const lastPin = new Map<number, Point>();
    for (const { drop, address } of runDrops) {
      if (drop.step !== 'delivered') open.set(drop.runId, (open.get(drop.runId) ?? 0) + 1);
      const pin = pinOf(address);
      if (drop.step === 'delivered' && pin) lastPin.set(drop.runId, pin);
    }
    // The free driver nearest each branch (ADR 1411): back at that branch first (distance 0),
    // then by where they last delivered; positions are not kept after a run, by design (ADR 1413).
    const suggested: Record<string, number> = {};
    for (const b of branches) {
      let best: { id: number; d: number } | null = null;
      for (const d of visible) {
        if (d.branchId !== null && d.branchId !== b.id) continue;
        const run = runOf.get(d.id);
        const state = stateOf(run);
        if (state !== 'free' && state !== 'back') continue;
        const pin = run ? lastPin.get(run.id) : undefined;
        const distance =
          state === 'back' && run?.branchId === b.id
            ? 0
            : pin && b.lat !== null && b.lng !== null
              ? distanceMeters(pin, { lat: b.lat, lng: b.lng })
              : Number.MAX_SAFE_INTEGER;
        if (!best || distance < best.d) best = { id: d.id, d: distance };
      }
      if (best) suggested[String(b.id)] = best.id;
    }
    return {
      error: 0,
      drivers: visible.map((d) => {
        const run = runOf.get(d.id);
        return {
          id: d.id,
          name: d.name,
          branch_id: d.branchId,
          state: stateOf(run),
          drops: run && !run.finishedAt ? (open.get(run.id) ?? 0) : 0,
        };
      }),
      drops: drops.map((d) => ({
        order_id: d.orderId,
        driver_id: d.driverId,
        driver_name: d.driverName,
        step: d.step,
      })),
      suggested,
    };
  }

  /** The driver's open run, or 404 for anyone who is not a driver of this business. */
  function driverOf(caller: AdminCaller) {
    return { id: caller.member.id, name: caller.member.name, businessId: caller.member.businessId };
  }

  async function drops(caller: AdminCaller): Promise<DriverDropsResponse> {
    const driver = driverOf(caller);
    const business = await findAdminBusiness(db, caller.referenceId);
    if (!business) throw new NotFound('Business not found');
    const run = await openRunOf(db, driver.id);
    const rows = run
      ? await db
          .select({ drop: s.deliveryDrops, order: s.orders })
          .from(s.deliveryDrops)
          .innerJoin(s.orders, eq(s.orders.id, s.deliveryDrops.orderId))
          .where(and(eq(s.deliveryDrops.runId, run.id), eq(s.deliveryDrops.businessId, driver.businessId)))
          .orderBy(s.deliveryDrops.seq)
      : [];
    const [today] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.deliveryDrops)
      .innerJoin(s.deliveryRuns, eq(s.deliveryRuns.id, s.deliveryDrops.runId))
      .where(
        and(
          eq(s.deliveryRuns.driverId, driver.id),
          sql`${s.deliveryDrops.deliveredAt} >= date_trunc('day', now() at time zone ${business.timeZone}) at time zone ${business.timeZone}`,
        ),
      );
    const [last] = run
      ? []
      : await db
          .select({ id: s.deliveryRuns.id })
          .from(s.deliveryRuns)
          .where(and(eq(s.deliveryRuns.driverId, driver.id), isNull(s.deliveryRuns.returnedAt)))
          .limit(1);
    return {
      error: 0,
      driver: { id: driver.id, name: driver.name },
      business: {
        reference_id: business.referenceId,
        name: pickText(business.name as Record<string, string>, business.locales[0] ?? 'en', 'en'),
        currency: business.currency,
      },
      run: run ? { id: run.id, started: run.startedAt !== null } : null,
      drops: rows.map(
        ({ drop, order }): DriverDrop => ({
          order_id: order.id,
          seq: drop.seq,
          step: isDropStep(drop.step) ? drop.step : 'assigned',
          name: order.name,
          phone: order.phone,
          address: (order.address ?? null) as OrderAddress | null,
          notes: order.notes,
          currency: order.currency,
          total: order.total,
          cash_due: drop.cashDue,
          cash_collected: drop.cashCollected,
          no_contact: order.noContact,
        }),
      ),
      delivered_today: today?.n ?? 0,
      can_return: !run && Boolean(last),
    };
  }

  return {
    fleet,
    drops,

    /**
     * Gives ready delivery orders to a driver as one run (ADR 1411): joins their run while it has
     * not left, else starts one; an order on another driver's run that has not left moves over
     * (reassigning). A run that left takes nothing more until it is over.
     */
    async assign(staff: StaffMember, body: FleetAssign): Promise<FleetResponse> {
      const orderIds = [...new Set(body.order_ids)];
      await transaction(db, async (tx) => {
        const driver = await lockDriver(tx, staff.businessId, body.driver_id);
        if (
          !driver ||
          (staff.branchId !== null && driver.branchId !== null && driver.branchId !== staff.branchId)
        )
          throw new NotFound('Driver not found');
        const orders = await tx
          .select()
          .from(s.orders)
          .where(and(inArray(s.orders.id, orderIds), eq(s.orders.businessId, staff.businessId)))
          .orderBy(s.orders.id)
          .for('update');
        const seen = orders.filter((o) => memberCoversBranch(staff.branchId, o.branchId));
        if (seen.length !== orderIds.length) throw new NotFound('Order not found');
        const branchId = seen[0]?.branchId ?? 0;
        for (const o of seen) {
          if (
            o.orderType !== OrderType.delivery ||
            o.shippingCountry !== null ||
            !DISPATCHABLE.has(o.status) ||
            o.paymentState === 'unpaid' ||
            o.branchId !== branchId ||
            !memberCoversBranch(driver.branchId, o.branchId)
          )
            throw new Refused(
              FLEET_PROBLEMS.notDispatchable,
              `Order #${o.id} cannot go to a driver: a local delivery, accepted or ready, of the driver's branch`,
            );
        }
        let run = await openRunOf(tx, driver.id);
        if (run?.startedAt)
          throw new Conflict(
            FLEET_PROBLEMS.driverOnRun,
            `${driver.name} is out on a run; assign when they are back`,
          );
        if (run && run.branchId !== branchId)
          throw new Conflict(FLEET_PROBLEMS.driverOnRun, `${driver.name} is waiting at another branch`);
        if (!run) {
          const [created] = await tx
            .insert(s.deliveryRuns)
            .values({ businessId: staff.businessId, branchId, driverId: driver.id, driverName: driver.name })
            .returning();
          run = created ?? null;
        }
        if (!run) throw new Error('Run insert returned nothing');
        const runId = run.id;
        const [{ max } = { max: 0 }] = await tx
          .select({ max: sql<number>`coalesce(max(${s.deliveryDrops.seq}), 0)::int` })
          .from(s.deliveryDrops)
          .where(eq(s.deliveryDrops.runId, runId));
        let seq = max;
        for (const o of seen) {
          const current = await lockDrop(tx, o.id);
          if (current?.run.id === runId) continue;
          if (current) {
            if (current.drop.step !== 'assigned')
              throw new Conflict(FLEET_PROBLEMS.alreadyPickedUp, `Order #${o.id} was picked up already`);
            await tx.delete(s.deliveryDrops).where(eq(s.deliveryDrops.orderId, o.id));
            const [left] = await tx
              .select({ n: sql<number>`count(*)::int` })
              .from(s.deliveryDrops)
              .where(eq(s.deliveryDrops.runId, current.run.id));
            if (!left?.n) await tx.delete(s.deliveryRuns).where(eq(s.deliveryRuns.id, current.run.id));
          }
          seq += 1;
          await tx.insert(s.deliveryDrops).values({
            orderId: o.id,
            runId,
            businessId: staff.businessId,
            seq,
            cashDue: cashToCollect({
              total: o.total,
              payment_state: o.paymentState as 'none' | 'unpaid' | 'paid',
            }),
          });
        }
      });
      return fleet(staff);
    },

    /**
     * A driver's step on one of their drops (ADR 1412): only the next one, in order; Picked up sends
     * the order out, Delivered closes it with the cash collected. The drop's lock makes a second
     * Delivered, however close, a 409 that records nothing.
     */
    async step(caller: AdminCaller, orderId: number, body: DropStepBody): Promise<DriverDropsResponse> {
      const driver = driverOf(caller);
      const left = await transaction(db, async (tx): Promise<'stepped' | 'left'> => {
        const found = await lockDrop(tx, orderId);
        if (!found || found.run.driverId !== driver.id || found.drop.businessId !== driver.businessId)
          throw new NotFound('Drop not found');
        const { drop, run } = found;
        const [order] = await tx.select().from(s.orders).where(eq(s.orders.id, orderId)).for('update');
        if (!order) throw new NotFound('Drop not found');
        // The restaurant cancelled or rejected it meanwhile: it leaves the run, and the driver is told.
        if (order.status === OrderStatus.cancelled || order.status === OrderStatus.rejected) {
          await tx.delete(s.deliveryDrops).where(eq(s.deliveryDrops.orderId, orderId));
          await notifyDriver(tx, { b: order.businessId, o: driver.id, done: order.id });
          await endRunIfDone(tx, run.id, order.businessId, driver.id);
          return 'left';
        }
        const to = body.step as DropStep;
        const from = (isDropStep(drop.step) ? drop.step : 'assigned') as DropStep;
        if (!dropStepAllowed(from, to))
          throw new Conflict(
            FLEET_PROBLEMS.stepOutOfOrder,
            from === to
              ? `This drop is ${from.replace('_', ' ')} already`
              : `Not now: this drop is ${from.replace('_', ' ')}`,
          );
        if (body.cash_collected !== undefined && to !== 'delivered')
          throw new Invalid('cash_collected goes with Delivered only', {
            fields: { cash_collected: 'Only on Delivered' },
          });
        if (to === 'delivered') {
          if (drop.cashDue === 0 && body.cash_collected)
            throw new Refused(FLEET_PROBLEMS.badCash, 'This order was paid: there is no cash to collect', {
              fields: { cash_collected: 'Paid already' },
            });
          if (drop.cashDue > 0 && body.cash_collected === undefined)
            throw new Invalid('Say how much cash you collected', { fields: { cash_collected: 'Required' } });
        }
        await tx
          .update(s.deliveryDrops)
          .set({
            step: to,
            [STEP_COLUMN[to as keyof typeof STEP_COLUMN]]: sql`now()`,
            ...(to === 'delivered' ? { cashCollected: body.cash_collected ?? 0 } : {}),
          })
          .where(eq(s.deliveryDrops.orderId, orderId));
        if (to === 'picked_up') {
          if (!run.startedAt)
            await tx
              .update(s.deliveryRuns)
              .set({ startedAt: sql`now()` })
              .where(eq(s.deliveryRuns.id, run.id));
          // Already out or delivered from the board: the step is the driver's, the status stays.
          if (DISPATCHABLE.has(order.status))
            await updateOrderStatus(
              tx,
              order.businessId,
              order.id,
              order.status,
              OrderStatus.out,
              'driver',
              undefined,
              deps.onMoved,
            );
        }
        if (to === 'delivered') {
          // Delivered from the board already (staff tapped it): one Delivered event, not two.
          if (order.status === OrderStatus.out)
            await updateOrderStatus(
              tx,
              order.businessId,
              order.id,
              order.status,
              OrderStatus.delivered,
              'driver',
              undefined,
              deps.onMoved,
            );
          else if (order.status !== OrderStatus.delivered)
            throw new Conflict(FLEET_PROBLEMS.notDispatchable, 'This order is not out for delivery');
          // The diner's map stops for this order now (ADR 1413).
          await notifyDriver(tx, { b: order.businessId, o: driver.id, done: order.id });
          await endRunIfDone(tx, run.id, order.businessId, driver.id);
        }
        return 'stepped';
      });
      if (left === 'left')
        throw new Conflict(
          FLEET_PROBLEMS.orderClosed,
          'The restaurant cancelled this order; it left your run',
        );
      return drops(caller);
    },

    /** "Back at branch" after a run: the board sees the driver there (ADR 1411). */
    async back(caller: AdminCaller): Promise<DriverDropsResponse> {
      const driver = driverOf(caller);
      if (await openRunOf(db, driver.id))
        throw new Conflict(FLEET_PROBLEMS.driverOnRun, 'Finish your drops first');
      await db
        .update(s.deliveryRuns)
        .set({ returnedAt: sql`now()` })
        .where(and(eq(s.deliveryRuns.driverId, driver.id), isNull(s.deliveryRuns.returnedAt)));
      return drops(caller);
    },

    /**
     * A position from the driver's phone (ADR 1413), for a drop they carry now (picked up, not
     * delivered); anyone else's is refused and nothing is stored.
     */
    async position(caller: AdminCaller, body: DriverPosition): Promise<void> {
      const driver = driverOf(caller);
      // One read decides and feeds the fix (ADR 1415): is this driver carrying the order now, and
      // where were they last (for the speed)? 167 of these a second at the size.
      const carried = await carriedWithLastFix(db, {
        orderId: body.order_id,
        driverId: driver.id,
        businessId: driver.businessId,
      });
      if (!carried) throw new Forbidden('You are not carrying this order now', FLEET_PROBLEMS.notOnThisOrder);
      const before = carried.last;
      const speed = recentSpeed(
        before && { lat: before.lat, lng: before.lng, at: before.at.getTime(), speed: before.speed },
        { lat: body.lat, lng: body.lng, at: Date.now() },
      );
      await upsertPosition(db, {
        driverId: driver.id,
        businessId: driver.businessId,
        lat: body.lat,
        lng: body.lng,
        accuracy: body.accuracy ?? null,
        speed,
      });
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
