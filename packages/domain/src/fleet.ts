// [product: Own delivery fleet] (ADR 1410–1414): a drop's steps, the distance and the ETA the
// diner sees, the cash a driver collects. Pure: no clock, no I/O.

/** A drop's steps, in the only order the server accepts them (ADR 1412). */
export const DROP_STEPS = ['assigned', 'picked_up', 'arrived', 'delivered'] as const;
export type DropStep = (typeof DROP_STEPS)[number];

export const FLEET_PROBLEMS = {
  /** A step out of order (Arrived before Picked up) or repeated (a second Delivered). */
  stepOutOfOrder: 'DROP_STEP_OUT_OF_ORDER',
  /** The order cannot be given to a driver: not a local delivery, or not ready/accepted. */
  notDispatchable: 'ORDER_NOT_DISPATCHABLE',
  /** The driver already left with a run: a new run waits until they are back. */
  driverOnRun: 'DRIVER_ON_RUN',
  /** The drop was picked up: it cannot go to another driver any more. */
  alreadyPickedUp: 'DROP_ALREADY_PICKED_UP',
  /** A position from a driver who is not carrying that order now. */
  notOnThisOrder: 'DRIVER_NOT_ON_ORDER',
  /** Cash collected on an order that was paid, or more than a sensible amount. */
  badCash: 'CASH_NOT_EXPECTED',
  /** The restaurant cancelled or rejected the order while it was on a run: it left the run. */
  orderClosed: 'ORDER_CLOSED_MEANWHILE',
  /** The diner asks for the driver of an order that is not out for delivery. */
  notOut: 'ORDER_NOT_OUT',
} as const;

/** The step that may follow `from`, or null after the last one. */
export const nextDropStep = (from: DropStep): DropStep | null =>
  DROP_STEPS[DROP_STEPS.indexOf(from) + 1] ?? null;

/** Whether a drop at `from` may move to `to`: exactly the next step, never back, never twice. */
export const dropStepAllowed = (from: DropStep, to: DropStep): boolean => nextDropStep(from) === to;

export const isDropStep = (value: unknown): value is DropStep =>
  typeof value === 'string' && (DROP_STEPS as readonly string[]).includes(value);

export type Point = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): close enough for a city's streets at this scale. */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A city's usual driving speed (≈ 22 km/h) while no recent speed is known. */
export const DEFAULT_SPEED_MPS = 6;
/** Below this the driver is stopped (a light, a lift): the ETA does not jump to hours. */
export const MIN_SPEED_MPS = 2;
/** Faster than this between two fixes is a GPS jump, not a drive. */
export const MAX_SPEED_MPS = 60;

/**
 * The driver's recent speed (m/s) from the last two fixes, smoothed with the speed before them so
 * one fix stuck at a light does not make the ETA jump. Null while unknown.
 */
export function recentSpeed(
  previous: (Point & { at: number; speed: number | null }) | null,
  current: Point & { at: number },
): number | null {
  if (!previous) return null;
  const seconds = (current.at - previous.at) / 1000;
  if (seconds <= 0) return previous.speed;
  const speed = distanceMeters(previous, current) / seconds;
  if (speed > MAX_SPEED_MPS) return previous.speed;
  return previous.speed === null ? speed : 0.5 * previous.speed + 0.5 * speed;
}

/**
 * Minutes until the driver reaches the diner's pin: the straight distance over the recent speed
 * (a floor of MIN_SPEED_MPS, DEFAULT_SPEED_MPS while unknown), rounded up, at least 1.
 */
export function etaMinutes(distance: number, speed: number | null): number {
  const mps = speed === null ? DEFAULT_SPEED_MPS : Math.max(MIN_SPEED_MPS, speed);
  return Math.max(1, Math.ceil(distance / mps / 60));
}

/**
 * What the driver collects at the door, in minor units: the order's total when it is paid on
 * hand-over (cash, pay later: payment state `none`), nothing when it was paid online.
 */
export const cashToCollect = (order: { total: number; payment_state: 'none' | 'unpaid' | 'paid' }): number =>
  order.payment_state === 'none' ? order.total : 0;
