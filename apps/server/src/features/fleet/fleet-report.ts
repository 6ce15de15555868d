import type { FleetReportResponse, FleetReportRow } from '@sufra/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness, insertAudit } from '../admin/admin-repository.ts';

type Row = {
  driver_id: number | null;
  driver_name: string;
  deliveries: number;
  ready_to_pickup_min: string | null;
  pickup_to_delivered_min: string | null;
  cash_collected: number;
  cash_owed: number;
};

const minutes = (v: string | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

/**
 * The drivers' report (ADR 1414): per driver, the day's deliveries and average times (ready →
 * picked up → delivered; "ready" is the order's Ready event, or its assignment when it went out
 * without one), the cash collected that day, and the cash still owed (collected, never counted in
 * by a manager), whatever the day.
 */
export async function fleetReport(db: Db, caller: AdminCaller, day?: string): Promise<FleetReportResponse> {
  const business = await findAdminBusiness(db, caller.referenceId);
  if (!business) throw new NotFound('Business not found');
  const tz = business.timeZone;
  const start = day
    ? sql`(${day}::date)::timestamp at time zone ${tz}`
    : sql`date_trunc('day', now() at time zone ${tz}) at time zone ${tz}`;
  const result = await db.execute<Row & { from: Date; to: Date }>(sql`
    with win as (select ${start} as from_at, ${start} + interval '1 day' as to_at),
    d as (
      select r.driver_id, r.driver_name, dd.*, coalesce(
        (select min(e.created_at) from order_events e where e.order_id = dd.order_id and e.status = 3),
        dd.assigned_at) as ready_at
      from delivery_drops dd join delivery_runs r on r.id = dd.run_id
      where dd.business_id = ${business.id} and dd.step = 'delivered'
    )
    select d.driver_id, max(d.driver_name) as driver_name,
      count(*) filter (where d.delivered_at >= win.from_at and d.delivered_at < win.to_at)::int as deliveries,
      avg(extract(epoch from d.picked_up_at - d.ready_at) / 60)
        filter (where d.delivered_at >= win.from_at and d.delivered_at < win.to_at) as ready_to_pickup_min,
      avg(extract(epoch from d.delivered_at - d.picked_up_at) / 60)
        filter (where d.delivered_at >= win.from_at and d.delivered_at < win.to_at) as pickup_to_delivered_min,
      coalesce(sum(d.cash_collected) filter (where d.delivered_at >= win.from_at and d.delivered_at < win.to_at), 0)::int
        as cash_collected,
      coalesce(sum(d.cash_collected) filter (where d.settled_at is null), 0)::int as cash_owed,
      min(win.from_at) as from, min(win.to_at) as to
    from d cross join win
    group by d.driver_id
    order by max(d.driver_name)`);
  const rows = result.rows.filter((r) => r.deliveries > 0 || r.cash_owed > 0);
  const [win] = (
    await db.execute<{ from: Date; to: Date }>(
      sql`select ${start} as from, ${start} + interval '1 day' as to`,
    )
  ).rows;
  return {
    error: 0,
    currency: business.currency,
    from: new Date(win?.from ?? 0).toISOString(),
    to: new Date(win?.to ?? 0).toISOString(),
    rows: rows.map(
      (r): FleetReportRow => ({
        driver_id: r.driver_id,
        driver_name: r.driver_name,
        deliveries: r.deliveries,
        ready_to_pickup_min: minutes(r.ready_to_pickup_min),
        pickup_to_delivered_min: minutes(r.pickup_to_delivered_min),
        cash_collected: r.cash_collected,
        cash_owed: r.cash_owed,
      }),
    ),
  };
}

/** A manager counts a driver's cash in (ADR 1414): every collected, unsettled drop of theirs; audited. */
export async function settleDriver(db: Db, caller: AdminCaller, driverId: number): Promise<number> {
  const business = await findAdminBusiness(db, caller.referenceId);
  if (!business) throw new NotFound('Business not found');
  return transaction(db, async (tx) => {
    const result = await tx.execute<{ cash: number; n: number; name: string }>(sql`
      with s as (
        update delivery_drops dd set settled_at = now()
        from delivery_runs r
        where r.id = dd.run_id and r.driver_id = ${driverId} and dd.business_id = ${business.id}
          and dd.step = 'delivered' and dd.settled_at is null
        returning dd.cash_collected, r.driver_name
      )
      select coalesce(sum(cash_collected), 0)::int as cash, count(*)::int as n, max(driver_name) as name from s`);
    const row = result.rows[0];
    if (!row?.n) throw new NotFound('Nothing to settle for this driver');
    await insertAudit(tx, {
      businessId: business.id,
      memberId: caller.member.id,
      memberName: caller.member.name,
      action: 'settle',
      entity: 'driver_cash',
      entityId: driverId,
      before: null,
      after: { driver: row.name, drops: row.n, cash: row.cash },
    });
    return row.cash;
  });
}
