import { z } from 'zod';
import type { OrderAddress } from '../orders.ts';

// [product: Own delivery fleet] (ADR 1410–1414): the board's dispatch, the driver's page, the
// diner's view of their driver, the drivers' report. Bodies are checked by the server with these
// schemas; a bad one is a 422 naming the field.

/** The board gives one or more ready delivery orders to a driver, as one run (ADR 1411). */
export const fleetAssignSchema = z.object({
  driver_id: z.number().int().positive(),
  order_ids: z.array(z.number().int().positive()).min(1).max(20),
});
export type FleetAssign = z.infer<typeof fleetAssignSchema>;

export const DROP_STEP_VALUES = ['picked_up', 'arrived', 'delivered'] as const;

/** A driver's step on a drop; Delivered carries the cash collected (minor units) when any was due. */
export const dropStepSchema = z.object({
  step: z.enum(DROP_STEP_VALUES),
  cash_collected: z.number().int().min(0).max(100_000_000).optional(),
});
export type DropStepBody = z.infer<typeof dropStepSchema>;

/** A position from the driver's phone (ADR 1413): the drop it travels for, in range. */
export const driverPositionSchema = z.object({
  order_id: z.number().int().positive(),
  lat: z.number().finite().min(-90).max(90),
  lng: z.number().finite().min(-180).max(180),
  /** Metres, as the browser's geolocation reports it. */
  accuracy: z.number().finite().min(0).max(100_000).optional(),
});
export type DriverPosition = z.infer<typeof driverPositionSchema>;

export type DriverState = 'free' | 'back' | 'assigned' | 'on_run';

export type FleetDriver = {
  id: number;
  name: string;
  branch_id: number | null;
  state: DriverState;
  /** Undelivered drops on their open run. */
  drops: number;
};

export type FleetDrop = { order_id: number; driver_id: number | null; driver_name: string; step: string };

export type FleetResponse = {
  error: 0;
  drivers: FleetDriver[];
  drops: FleetDrop[];
  /** Per branch id: the free driver nearest it by their last known place (ADR 1411), if any. */
  suggested: Record<string, number>;
};

export type DriverDrop = {
  order_id: number;
  seq: number;
  step: 'assigned' | 'picked_up' | 'arrived' | 'delivered';
  name: string;
  /** E.164: for the call button. */
  phone: string;
  address: OrderAddress | null;
  notes: string;
  currency: string;
  total: number;
  /** What to collect at the door, minor units; 0: paid. */
  cash_due: number;
  cash_collected: number | null;
  no_contact: boolean;
};

export type DriverDropsResponse = {
  error: 0;
  driver: { id: number; name: string };
  business: { reference_id: string; name: string; currency: string };
  run: { id: number; started: boolean } | null;
  drops: DriverDrop[];
  /** Delivered today, for the driver's own count. */
  delivered_today: number;
  /** The run is over and the driver has not said they are back yet. */
  can_return: boolean;
};

/** What the diner sees of their driver while the order is out (ADR 1413). */
export type OrderDriver = {
  name: string;
  lat: number;
  lng: number;
  at: string;
  /** Straight-line metres to the diner's pin; null without a pin. */
  distance_m: number | null;
  eta_minutes: number | null;
};
export type OrderDriverResponse = { error: 0; driver: OrderDriver | null };

export type FleetReportRow = {
  driver_id: number | null;
  driver_name: string;
  deliveries: number;
  /** Averages in minutes; null without a measured drop. */
  ready_to_pickup_min: number | null;
  pickup_to_delivered_min: number | null;
  cash_collected: number;
  /** Collected and not counted in yet: what the driver must hand in. */
  cash_owed: number;
};
export type FleetReportResponse = {
  error: 0;
  currency: string;
  from: string;
  to: string;
  rows: FleetReportRow[];
};

export const fleetSettleSchema = z.object({ driver_id: z.number().int().positive() });
