// Happy hours (ADR 1485): a discount that applies only inside a weekly window of the business's
// local time. The window is read at one moment — the server's clock when an order is placed, the
// page's when the menu is drawn — and the open ones are laid over the permanent discounts.
import { TZDate } from '@date-fns/tz';
import { requireDate, requireTimeZone } from './time-format.ts';
import type { DiscountsBySellingType, HappyHourDiscount, SellingTypeDiscounts } from './types.ts';

/** A moment in the business's week: Monday = 0 … Sunday = 6, minutes since local midnight. */
export interface LocalMoment {
  day: number;
  minute: number;
}

export function localMoment(now: Date, timeZone: string): LocalMoment {
  const local = new TZDate(requireDate(now).getTime(), requireTimeZone(timeZone));
  return { day: (local.getDay() + 6) % 7, minute: local.getHours() * 60 + local.getMinutes() };
}

/**
 * Inside [from, to) on one of its days; a window whose end is at or before its start runs past
 * midnight and belongs to the day it starts on (Friday 22:00–02:00 covers Saturday 01:00).
 */
export function isInWindow(
  window: Pick<HappyHourDiscount, 'days' | 'from_minute' | 'to_minute'>,
  at: LocalMoment,
): boolean {
  const { days, from_minute: from, to_minute: to } = window;
  if (from < to) return days.includes(at.day) && at.minute >= from && at.minute < to;
  const yesterday = (at.day + 6) % 7;
  return (days.includes(at.day) && at.minute >= from) || (days.includes(yesterday) && at.minute < to);
}

/**
 * The table as it stands at `at`: each open happy hour takes its target's place (it replaces a
 * permanent discount on the same target; the item > category > menu order still decides between
 * targets). Without happy hours the table comes back as it was.
 */
export function discountsAt(table: SellingTypeDiscounts, at: LocalMoment): SellingTypeDiscounts {
  const hours = table.happyHours;
  if (!hours?.length) return table;
  const out: SellingTypeDiscounts = {
    itemsDiscounts: { ...table.itemsDiscounts },
    categoriesDiscounts: { ...table.categoriesDiscounts },
    allMenuDiscount: table.allMenuDiscount,
  };
  for (const h of hours) {
    if (!isInWindow(h, at)) continue;
    const discount = { id: h.id, type: h.type, value: h.value };
    if (h.scope === 'all') out.allMenuDiscount = discount;
    else if (h.target_id !== null && h.scope === 'item') out.itemsDiscounts[h.target_id] = discount;
    else if (h.target_id !== null) out.categoriesDiscounts[h.target_id] = discount;
  }
  return out;
}

/** Every selling type's table at the moment (the business's time zone, the given instant). */
export function allDiscountsAt(
  all: DiscountsBySellingType,
  now: Date,
  timeZone: string,
): DiscountsBySellingType {
  const at = localMoment(now, timeZone);
  const out: DiscountsBySellingType = {};
  for (const key of ['dinein', 'pickup', 'delivery'] as const) {
    const table = all[key];
    if (table) out[key] = discountsAt(table, at);
  }
  return out;
}

/**
 * The happy hours of a table open at `at`, by discount id, with the local time each ends ("HH:MM"):
 * what the storefront's badge says (ADR 1483). A window past midnight ends on the next day.
 */
export function happyHoursOpenAt(
  table: SellingTypeDiscounts | null | undefined,
  at: LocalMoment,
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const h of table?.happyHours ?? []) {
    if (!isInWindow(h, at)) continue;
    const hh = String(Math.floor(h.to_minute / 60) % 24).padStart(2, '0');
    out[h.id] = `${hh}:${String(h.to_minute % 60).padStart(2, '0')}`;
  }
  return out;
}
