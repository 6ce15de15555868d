import { ARRIVAL_WINDOW_MINUTES } from '@sufra/domain';

/** How long the area's zone takes to deliver, in minutes; a zone counted in days gives no clock time. */
export function deliveryMinutes(zone: { time: number; unit: 'minute' | 'hour' | 'day' }): number | null {
  if (!Number.isFinite(zone.time) || zone.time <= 0) return null;
  if (zone.unit === 'minute') return zone.time;
  if (zone.unit === 'hour') return zone.time * 60;
  return null;
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * "Arrives 19:40–19:50" for an order placed now (ADR 904): the zone's time from now, rounded up
 * to five minutes, and ten minutes after it.
 */
export function arrivalWindow(now: number, minutes: number): { from: Date; to: Date } {
  const from = Math.ceil((now + minutes * 60_000) / FIVE_MINUTES) * FIVE_MINUTES;
  return { from: new Date(from), to: new Date(from + ARRIVAL_WINDOW_MINUTES * 60_000) };
}
