import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches, businesses } from '../../platform/db/schema/business.ts';
import { orders } from '../../platform/db/schema/orders.ts';
import { staffMembers } from '../admin/admin-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A driver's run (ADR 1411): one or more drops taken from a branch at once. Open until its last
 * drop is delivered; `returned_at` when the driver says they are back at the branch.
 */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    /** Null once the member is removed; `driver_name` keeps who it was for the report. */
    driverId: integer('driver_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    driverName: text('driver_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The first pick-up: the run left the branch, no drop can join it any more. */
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    returnedAt: at('returned_at'),
  },
  (t) => [
    index('delivery_runs_driver_open').on(t.driverId).where(sql`${t.finishedAt} IS NULL`),
    index('delivery_runs_business_created').on(t.businessId, t.createdAt),
  ],
);

/**
 * One order on a run (ADR 1411, 1412): its step, when each step happened, the cash due at the
 * door (from the order's figures when assigned) and what the driver says they collected.
 */
export const deliveryDrops = pgTable(
  'delivery_drops',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    runId: integer('run_id')
      .notNull()
      .references(() => deliveryRuns.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The drop's place in its run, from 1. */
    seq: smallint('seq').notNull(),
    step: text('step').notNull().default('assigned'),
    assignedAt: at('assigned_at').notNull().defaultNow(),
    pickedUpAt: at('picked_up_at'),
    arrivedAt: at('arrived_at'),
    deliveredAt: at('delivered_at'),
    /** Minor units the driver collects at the door (0: paid online). */
    cashDue: integer('cash_due').notNull(),
    cashCollected: integer('cash_collected'),
    /** When a manager counted this drop's cash in (ADR 1414). */
    settledAt: at('settled_at'),
  },
  (t) => [index('delivery_drops_run').on(t.runId), index('delivery_drops_business').on(t.businessId)],
);

/**
 * A driver's latest position (ADR 1413): one row per driver while on a run, deleted when the run
 * ends. The fix before it and the smoothed speed make the diner's ETA.
 */
export const driverPositions = pgTable('driver_positions', {
  driverId: integer('driver_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  accuracy: real('accuracy'),
  /** Metres per second, smoothed (domain `recentSpeed`); null while unknown. */
  speed: real('speed'),
  at: at('at').notNull(),
});
