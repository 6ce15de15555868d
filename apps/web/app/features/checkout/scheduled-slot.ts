import { autoPickSlot, type Cart, type SlotDay } from '@sufra/domain';

type Timing = Pick<Cart, 'orderTime' | 'scheduled'>;

/**
 * How the checkout corrects the stored order time [product: Opening hours and
 * scheduling]: "now" while closed or schedule-only becomes the slot the rule picks (the first
 * slot offered, ADR 1341); a stored slot no longer offered (it
 * passed since the cart was saved) moves to that slot, or back to "now" when none is offered.
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
  return picked ? { scheduled: picked } : { orderTime: 'now' };
}
