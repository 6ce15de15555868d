import { describe, expect, it } from 'vitest';
import { type OrderTimingInput, OrderTimingProblem, orderTiming } from './order-timing.ts';
import { everyDay, scheduleConfig } from './test-fixtures.ts';

const KW = 'Asia/Kuwait';
// A Monday, 10:00 in Kuwait; the fixture's shops open 09:00–22:00 every day.
const now = new Date('2026-03-09T10:00:00+03:00');

const input = (over: Partial<OrderTimingInput> = {}): OrderTimingInput => ({
  priority: 'now',
  scheduledAt: null,
  availability: everyDay(),
  schedule: scheduleConfig({ min_advance: { interval: 30, scale: 'min' } }),
  shipping: false,
  now,
  timeZone: KW,
  ...over,
});

describe('§4 ordering now', () => {
  it('is allowed while the branch is open', () => {
    expect(orderTiming(input())).toEqual({ ok: true, priority: 'now', slot: null });
  });

  it('is refused while the branch is closed (SHOP_CLOSED)', () => {
    const late = new Date('2026-03-09T23:00:00+03:00');
    const result = orderTiming(input({ now: late }));
    expect(result).toMatchObject({
      ok: false,
      problem: { code: OrderTimingProblem.shopClosed, field: 'priority' },
    });
  });

  it('shipping delivery is always open', () => {
    const late = new Date('2026-03-09T23:00:00+03:00');
    expect(orderTiming(input({ now: late, shipping: true })).ok).toBe(true);
  });

  it('a schedule-only type refuses now (SCHEDULE_REQUIRED)', () => {
    const result = orderTiming(input({ schedule: scheduleConfig({ only_schedule: true }) }));
    expect(result).toMatchObject({ ok: false, problem: { code: 'SCHEDULE_REQUIRED' } });
  });
});

describe('§5 ordering for a later slot', () => {
  const later = (scheduledAt: string, over: Partial<OrderTimingInput> = {}) =>
    orderTiming(input({ priority: 'later', scheduledAt, ...over }));

  it('accepts a slot the schedule offers and returns it', () => {
    const result = later('2026-03-09 11:00');
    expect(result).toMatchObject({
      ok: true,
      priority: 'later',
      slot: { date: '2026-03-09', from: '11:00' },
    });
  });

  it('refuses a slot before now + minimum advance + 15 minutes (SLOT_TOO_SOON)', () => {
    // 10:00 + 30 + 15 = 10:45: the 10:30 slot is too soon, 11:00 is the first.
    expect(later('2026-03-09 10:30')).toMatchObject({
      ok: false,
      problem: { code: OrderTimingProblem.slotTooSoon },
    });
  });

  it('refuses a slot beyond the maximum advance (SLOT_TOO_FAR)', () => {
    const schedule = scheduleConfig({ max_advance: { interval: 1, scale: 'day' } });
    expect(later('2026-03-11 12:00', { schedule })).toMatchObject({
      ok: false,
      problem: { code: OrderTimingProblem.slotTooFar },
    });
  });

  it('refuses a time outside the shifts or off the slot grid (SLOT_NOT_OFFERED)', () => {
    expect(later('2026-03-09 23:00')).toMatchObject({ ok: false, problem: { code: 'SLOT_NOT_OFFERED' } });
    expect(later('2026-03-09 11:07')).toMatchObject({ ok: false, problem: { code: 'SLOT_NOT_OFFERED' } });
  });

  it('refuses a malformed time (SCHEDULED_AT_INVALID) and scheduling when it is off', () => {
    expect(later('tomorrow')).toMatchObject({ ok: false, problem: { code: 'SCHEDULED_AT_INVALID' } });
    expect(orderTiming(input({ priority: 'later', scheduledAt: null }))).toMatchObject({
      ok: false,
      problem: { code: 'SCHEDULED_AT_INVALID' },
    });
    expect(later('2026-03-09 11:00', { schedule: null })).toMatchObject({
      ok: false,
      problem: { code: OrderTimingProblem.schedulingOff },
    });
    expect(later('2026-03-09 11:00', { schedule: scheduleConfig({ on: false }) })).toMatchObject({
      ok: false,
      problem: { code: 'SCHEDULING_NOT_AVAILABLE' },
    });
  });

  it('honours a custom slot length', () => {
    expect(later('2026-03-09 11:15', { slotMinutes: 15 }).ok).toBe(true);
  });

  it('a bad time zone is a mistake of the caller: it throws', () => {
    expect(() => later('2026-03-09 11:00', { timeZone: 'Nowhere/Land' })).toThrow(/timeZone/);
  });
});
