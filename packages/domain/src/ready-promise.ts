import { OrderStatus, OrderType } from './enums.ts';

/**
 * The restaurant's promise when it accepts an order (ADR 1040): "ready in N minutes" for pickup,
 * dine-in and car pickup, "delivered in N minutes" for delivery. The minutes the board offers,
 * and the limits the server holds them to.
 */
export const READY_MINUTES_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const;
export const READY_MINUTES_MIN = 1;
export const READY_MINUTES_MAX = 240;
/** A delivery is promised as a window ("Arrives 19:40–19:50"), never a single minute it will miss. */
export const ARRIVAL_WINDOW_MINUTES = 10;

export type ReadyPromiseProblem = 'READY_MINUTES_ONLY_WHEN_ACCEPTING' | 'READY_MINUTES_OUT_OF_RANGE';

/** Why a status change may not carry these minutes; null when it may (or carries none). */
export function readyPromiseProblem(to: number, minutes: number | undefined): ReadyPromiseProblem | null {
  if (minutes === undefined) return null;
  if (to !== OrderStatus.accepted) return 'READY_MINUTES_ONLY_WHEN_ACCEPTING';
  if (!Number.isInteger(minutes) || minutes < READY_MINUTES_MIN || minutes > READY_MINUTES_MAX) {
    return 'READY_MINUTES_OUT_OF_RANGE';
  }
  return null;
}

export type PromiseView = { kind: 'ready'; at: number } | { kind: 'arrives'; from: number; to: number };

/** What the diner is told: a delivery arrives in a ten-minute window, anything else is ready at a time. */
export function promiseView(orderType: number, readyAt: number): PromiseView {
  if (orderType === OrderType.delivery) {
    return { kind: 'arrives', from: readyAt, to: readyAt + ARRIVAL_WINDOW_MINUTES * 60_000 };
  }
  return { kind: 'ready', at: readyAt };
}

/** Whole minutes left until an instant (rounded up, never below 0): the countdown's figure. */
export function minutesLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 60_000));
}

/**
 * Statuses during which the promise still means something: accepted, and — for a delivery — ready
 * and out (the rider's window). A pickup or a dine-in that is ready waits for nobody but the diner:
 * a "Ready at 5:01" still in the future then contradicts the status (ADR 1344).
 */
export function promiseShown(status: number, orderType: number = OrderType.delivery): boolean {
  if (status === OrderStatus.accepted) return true;
  return orderType === OrderType.delivery && (status === OrderStatus.ready || status === OrderStatus.out);
}
