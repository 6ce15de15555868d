import { DEFAULT_RESERVATION_DURATION_MINUTES, DEFAULT_RESERVATION_SLOT_MINUTES } from '@sufra/domain';

/** A branch's capacity settings (ADR 801), read with defaults: stored jsonb may hold anything. */
export type CapacitySettings = { coversPerSlot: number | null; durationMinutes: number; slotMinutes: number };

const positiveInt = (v: unknown, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : null;

export function toCapacitySettings(raw: unknown): CapacitySettings {
  const o = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    coversPerSlot: positiveInt(o.covers_per_slot, 100_000),
    durationMinutes: positiveInt(o.duration_minutes, 24 * 60) ?? DEFAULT_RESERVATION_DURATION_MINUTES,
    slotMinutes: positiveInt(o.slot_minutes, 240) ?? DEFAULT_RESERVATION_SLOT_MINUTES,
  };
}
