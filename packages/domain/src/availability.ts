// [product: Opening hours and scheduling] availability (Monday-first day map) and §4 shop-open, cart and schedule-type rules.
import { TZDate } from '@date-fns/tz';
import { DomainError, DomainErrorCode, requireNonNegative } from './errors.ts';
import { itemTypeOf, type SellingTypeAlias } from './selling-types.ts';
import { shiftRange } from './shift-range.ts';
import { MINUTES_PER_DAY, requireDate, requireTimeZone } from './time-format.ts';
import type {
  Advance,
  AdvanceScale,
  Availability,
  DayAvailability,
  DayIndex,
  ScheduledOrdersConfig,
} from './types.ts';

/** Monday = 0 … Sunday = 6 for the instant in the zone. */
export function dayIndexOf(date: Date, timeZone: string): DayIndex {
  const d = new TZDate(requireDate(date).getTime(), requireTimeZone(timeZone));
  return ((d.getDay() + 6) % 7) as DayIndex;
}

export { isAllDayShift, shiftRange } from './shift-range.ts';

export function dayOf(availability: Availability, index: DayIndex): DayAvailability {
  const day = availability?.[index];
  if (!day || typeof day !== 'object' || !Array.isArray(day.shifts)) {
    throw new DomainError(DomainErrorCode.invalidValue, `availability.${index}`);
  }
  return day;
}

/** Open at the instant by the day map (today's shifts, and yesterday's running past midnight). */
export function isOpenAt(availability: Availability, now: Date, timeZone: string): boolean {
  const today = dayIndexOf(now, timeZone);
  const local = new TZDate(now.getTime(), timeZone);
  const minute = local.getHours() * 60 + local.getMinutes();
  const yesterday = ((today + 6) % 7) as DayIndex;
  const check = (index: DayIndex, at: number): boolean => {
    const day = dayOf(availability, index);
    if (day.closed) return false;
    return day.shifts.some((s, i) => {
      const [from, to] = shiftRange(s, `availability.${index}.shifts.${i}`);
      return at >= from && at < to;
    });
  };
  return check(today, minute) || check(yesterday, minute + MINUTES_PER_DAY);
}

export interface CartAvailableInput {
  open: boolean;
  sellingType: SellingTypeAlias;
  /** The type's scheduled-orders config (delivery or pickup), if any. */
  schedule: Pick<ScheduledOrdersConfig, 'on'> | null;
  /** Business cart flag for dine-in (checkoutDineIn). */
  dineInCart: boolean;
}

/** [product: Selling types]: the cart is available when open or scheduling is on for the type; dine-in needs its flag. */
export function isCartAvailable({ open, sellingType, schedule, dineInCart }: CartAvailableInput): boolean {
  if (itemTypeOf(sellingType) === 'dine_in' && !dineInCart) return false;
  return open || schedule?.on === true;
}

const SCALE_MINUTES: Record<AdvanceScale, number> = { min: 1, hour: 60, day: 1440 };

/** [product: Money]: min 1, hour 60, day 1440 minutes. */
export function advanceToMinutes(advance: Advance | null | undefined, field = 'advance'): number | null {
  if (!advance) return null;
  const factor = SCALE_MINUTES[advance.scale];
  if (factor === undefined) throw new DomainError(DomainErrorCode.invalidValue, `${field}.scale`);
  return requireNonNegative(advance.interval, `${field}.interval`) * factor;
}
