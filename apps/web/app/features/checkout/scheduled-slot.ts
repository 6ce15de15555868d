import { autoPickSlot, type Cart, type SlotDay } from '@sufra/domain';

type Timing = Pick<Cart, 'orderTime' | 'scheduled'>;

/**
 * How the checkout corrects the stored order time [product: Opening hours and
 * scheduling]: "now" while closed or schedule-only becomes the slot the rule picks (the first
 * slot offered, ADR 1341); a stored slot no longer offered moves
 * to the next one offered after it (it filled up, ADR 1433), else — it passed since the cart was
 * saved — to the picked slot, or back to "now" when none is offered.
 * Null: the stored time stands.
 */
export function correctedTiming(
  days: readonly SlotDay[],
  stored: Timing,
  nowPossible: boolean,
): Partial<Timing> | null {
  const auto = autoPickSlot(days);
  const picked = auto ? { date: auto.date, slot: auto } : null;
  if (stored.orderTime === 'now')
    return !nowPossible && picked ? { orderTime: 'scheduled', scheduled: picked } : null;
  const { date, slot } = stored.scheduled;
  const offered = days.some((d) => d.date === date && d.slots.some((s) => s.from === slot?.from));
  if (offered) return null;
  // A slot that filled up (ADR 1433) moves to the next free one after it, not back to the first.
  const next = slot ? nextSlotFrom(days, slot.start) : null;
  if (next) return { scheduled: { date: next.date, slot: next } };
  return picked ? { scheduled: picked } : { orderTime: 'now' };
}

/** The first slot offered that starts at or after `start`. */
function nextSlotFrom(days: readonly SlotDay[], start: string) {
  const at = Date.parse(start);
  if (Number.isNaN(at)) return null;
  for (const d of days) for (const s of d.slots) if (Date.parse(s.start) >= at) return s;
  return null;
}
