import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoPickSlot,
  DEFAULT_MAX_ADVANCE_MINUTES,
  SCHEDULE_BUFFER_MINUTES,
  scheduleSlots,
  scheduleWindow,
} from './slots.ts';
import { everyDay, scheduleConfig } from './test-fixtures.ts';
import type { Availability, DayAvailability } from './types.ts';

const KW = 'Asia/Kuwait';
const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe('§5 schedule slots', () => {
  it('§5 a scheduled slot must start after now plus minimum advance plus 15 minutes', () => {
    const now = at('2026-03-09T10:00:00+03:00');
    const days = scheduleSlots({
      availability: everyDay(),
      config: scheduleConfig({ min_advance: { interval: 1, scale: 'hour' } }),
      now,
      timeZone: KW,
    });
    const first = days[0]?.slots[0];
    expect(first).toMatchObject({ date: '2026-03-09', from: '11:30', to: '12:00' });
    expect(new Date(first?.start ?? '').getTime()).toBeGreaterThan(
      now.getTime() + (60 + SCHEDULE_BUFFER_MINUTES) * MIN,
    );
  });

  it('§9 slots stay within the maximum advance; default 168 hours', () => {
    expect(DEFAULT_MAX_ADVANCE_MINUTES).toBe(168 * 60);
    const now = at('2026-03-09T10:00:00+03:00');
    const week = scheduleSlots({ availability: everyDay(), config: scheduleConfig(), now, timeZone: KW });
    const last = week.at(-1)?.slots.at(-1);
    expect(new Date(last?.start ?? '').getTime()).toBeLessThanOrEqual(now.getTime() + 168 * 60 * MIN);
    expect(week.map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
    ]);
    const twoDays = scheduleSlots({
      availability: everyDay(),
      config: scheduleConfig({ max_advance: { interval: 1, scale: 'day' } }),
      now,
      timeZone: KW,
    });
    expect(twoDays.map((d) => d.date)).toEqual(['2026-03-09', '2026-03-10']);
    expect(twoDays.at(-1)?.slots.at(-1)?.from).toBe('10:00');
  });

  it('apply_on_starting_or_ending: "ending" measures the window on the slot end, but never offers a started slot', () => {
    const now = at('2026-03-09T10:50:00+03:00');
    const config = scheduleConfig({ apply_on_starting_or_ending: 'ending' });
    const first = scheduleSlots({ availability: everyDay(), config, now, timeZone: KW })[0]?.slots[0];
    // The 11:00–11:30 slot ends after 11:05 (now + 15 min) and starts after now.
    expect(first).toMatchObject({ from: '11:00', to: '11:30' });
    const starting = scheduleSlots({
      availability: everyDay(),
      config: scheduleConfig(),
      now,
      timeZone: KW,
    })[0]?.slots[0];
    expect(starting).toMatchObject({ from: '11:30' });
  });

  it('closed days give no slots; a shift starting at 24 gives the whole day', () => {
    const closed: DayAvailability = { closed: true, shifts: [{ time_from: '09:00', time_to: '22:00' }] };
    const week: Availability = {
      ...everyDay(),
      1: closed,
      2: { closed: false, shifts: [{ time_from: '24', time_to: '24' }] },
    };
    const days = scheduleSlots({
      availability: week,
      config: scheduleConfig(),
      now: at('2026-03-09T21:00:00+03:00'),
      timeZone: KW,
    });
    expect(days.map((d) => d.date).slice(0, 2)).toEqual(['2026-03-09', '2026-03-11']);
    expect(days[1]?.slots).toHaveLength(48);
    expect(days[1]?.slots[47]).toMatchObject({ from: '23:30', to: '00:00' });
  });

  it('a shift past midnight gives slots on the next date; overlapping shifts do not repeat slots', () => {
    const week = everyDay([
      { time_from: '20:00', time_to: '01:00' },
      { time_from: '20:00', time_to: '23:00' },
    ]);
    const days = scheduleSlots({
      availability: week,
      config: scheduleConfig(),
      now: at('2026-03-09T19:00:00+03:00'),
      timeZone: KW,
      slotMinutes: 60,
    });
    expect(days[0]?.slots.map((s) => s.from)).toEqual(['20:00', '21:00', '22:00', '23:00']);
    expect(days[1]?.slots.map((s) => s.from)).toEqual(['00:00', '20:00', '21:00', '22:00', '23:00']);
  });

  it('the last slot of a shift is cut at the shift end', () => {
    const days = scheduleSlots({
      availability: everyDay([{ time_from: '09:00', time_to: '10:45' }]),
      config: scheduleConfig(),
      now: at('2026-03-09T07:00:00+03:00'),
      timeZone: KW,
    });
    expect(days[0]?.slots.map((s) => `${s.from}-${s.to}`)).toEqual([
      '09:00-09:30',
      '09:30-10:00',
      '10:00-10:30',
      '10:30-10:45',
    ]);
  });

  it('no slot starts at a local time skipped by daylight saving', () => {
    // Zurich jumps from 02:00 to 03:00 on Sunday 2027-03-28.
    const days = scheduleSlots({
      availability: everyDay([{ time_from: '01:00', time_to: '04:00' }]),
      config: scheduleConfig(),
      now: at('2027-03-27T12:00:00Z'),
      timeZone: 'Europe/Zurich',
      slotMinutes: 30,
    });
    const sunday = days.find((d) => d.date === '2027-03-28');
    expect(sunday?.slots.map((s) => s.from)).toEqual(['01:00', '01:30', '03:00', '03:30']);
  });

  it('the window is now + minimum advance + 15 minutes … now + maximum advance', () => {
    const now = at('2026-03-09T10:00:00Z');
    const w = scheduleWindow({
      now,
      config: scheduleConfig({
        min_advance: { interval: 30, scale: 'min' },
        max_advance: { interval: 2, scale: 'hour' },
      }),
    });
    expect(w.earliest.toISOString()).toBe('2026-03-09T10:45:00.000Z');
    expect(w.latest.toISOString()).toBe('2026-03-09T12:00:00.000Z');
  });

  it('bad input: a bad zone, slot length or apply_on is a DomainError naming the field', () => {
    const base = {
      availability: everyDay(),
      config: scheduleConfig(),
      now: at('2026-03-09T10:00:00Z'),
      timeZone: KW,
    };
    expect(() => scheduleSlots({ ...base, timeZone: 'Nowhere/Land' })).toThrowError(
      expect.objectContaining({ code: 'INVALID_TIME_ZONE' }),
    );
    expect(() => scheduleSlots({ ...base, slotMinutes: 0 })).toThrowError(
      expect.objectContaining({ field: 'slotMinutes' }),
    );
    expect(() =>
      scheduleSlots({
        ...base,
        config: scheduleConfig({ apply_on_starting_or_ending: 'middle' as 'ending' }),
      }),
    ).toThrowError(expect.objectContaining({ field: 'config.apply_on_starting_or_ending' }));
    expect(() => scheduleSlots({ ...base, now: new Date(Number.NaN) })).toThrowError(
      expect.objectContaining({ field: 'now' }),
    );
  });

  it('property: slots are always in the future and inside the window', () => {
    const shiftArb = fc
      .tuple(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
      )
      .map(([h1, q1, h2, q2, allDay]) => ({
        time_from: allDay ? '24' : `${String(h1).padStart(2, '0')}:${String(q1 * 15).padStart(2, '0')}`,
        time_to: `${String(h2).padStart(2, '0')}:${String(q2 * 15).padStart(2, '0')}`,
      }));
    const dayArb = fc.record({ closed: fc.boolean(), shifts: fc.array(shiftArb, { maxLength: 2 }) });
    const advance = fc.option(
      fc.record({
        interval: fc.integer({ min: 0, max: 48 }),
        scale: fc.constantFrom('min' as const, 'hour' as const, 'day' as const),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.tuple(dayArb, dayArb, dayArb, dayArb, dayArb, dayArb, dayArb),
        advance,
        advance,
        fc.constantFrom('starting' as const, 'ending' as const),
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('Asia/Kuwait', 'Europe/Zurich', 'America/New_York', 'UTC'),
        fc.constantFrom(15, 30, 60),
        (week, min_advance, max_advance, apply, now, timeZone, slotMinutes) => {
          const availability = Object.fromEntries(week.map((d, i) => [i, d])) as unknown as Availability;
          const config = scheduleConfig({ min_advance, max_advance, apply_on_starting_or_ending: apply });
          const { earliest, latest } = scheduleWindow({ now, config });
          const days = scheduleSlots({ availability, config, now, timeZone, slotMinutes });
          let previous = '';
          for (const day of days) {
            expect(day.date > previous).toBe(true);
            previous = day.date;
            for (const slot of day.slots) {
              const start = new Date(slot.start).getTime();
              const end = new Date(slot.end).getTime();
              const ref = apply === 'ending' ? end : start;
              expect(start).toBeGreaterThan(now.getTime());
              expect(end).toBeGreaterThan(start);
              expect(ref).toBeGreaterThan(earliest.getTime());
              expect(ref).toBeLessThanOrEqual(latest.getTime());
            }
          }
        },
      ),
      { numRuns: 150 },
    );
    // 150 runs of a week's slots with time-zone formatting: ~2 s alone, 10 s on a busy 2-core machine.
  }, 30_000);
});

describe('§4 schedule type later: automatic slot', () => {
  it("§4 later: the first slot offered — today's when today still has one (ADR 1341)", () => {
    const slot = (date: string, from: string) => ({
      date,
      from,
      to: from,
      start: `${date}T${from}`,
      end: `${date}T${from}`,
    });
    const today = { date: '2026-03-09', slots: [slot('2026-03-09', '20:00'), slot('2026-03-09', '20:30')] };
    const tomorrow = {
      date: '2026-03-10',
      slots: [slot('2026-03-10', '09:00'), slot('2026-03-10', '09:30')],
    };
    expect(autoPickSlot([today, tomorrow])).toEqual(today.slots[0]);
    expect(autoPickSlot([today])).toEqual(today.slots[0]);
    expect(autoPickSlot([{ date: '2026-03-09', slots: [] }, tomorrow])).toEqual(tomorrow.slots[0]);
    expect(autoPickSlot([])).toBeNull();
  });

  it('§4 a chosen slot kept in local storage is only used while it is still offered', () => {
    const days = scheduleSlots({
      availability: everyDay(),
      config: scheduleConfig(),
      now: at('2026-03-09T10:00:00+03:00'),
      timeZone: KW,
    });
    const chosen = days[1]?.slots[3];
    const offered = (slot: { start: string; end: string }) =>
      days.some((d) => d.slots.some((s) => s.start === slot.start && s.end === slot.end));
    expect(chosen && offered(chosen)).toBe(true);
    expect(offered({ start: '2020-01-01T00:00:00.000Z', end: '2020-01-01T00:30:00.000Z' })).toBe(false);
  });
});
