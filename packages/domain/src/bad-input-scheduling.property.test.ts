import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOpenAt } from './availability.ts';
import { buildCartItem } from './cart.ts';
import { DomainError } from './errors.ts';
import { formatMoney } from './format-money.ts';
import { findZone } from './geo.ts';
import { resolveLanguage } from './language.ts';
import { scheduleSlots } from './slots.ts';
import { everyDay, item, scheduleConfig, zone } from './test-fixtures.ts';

const now = new Date('2026-03-09T10:00:00Z');

/** Calls that take outside data, each with garbage planted in one argument. */
const calls: ((junk: unknown) => unknown)[] = [
  (j) => scheduleSlots({ availability: j as never, config: scheduleConfig(), now, timeZone: 'Asia/Kuwait' }),
  (j) =>
    scheduleSlots({
      availability: { ...everyDay(), 2: j as never },
      config: scheduleConfig(),
      now,
      timeZone: 'Asia/Kuwait',
    }),
  (j) =>
    scheduleSlots({
      availability: everyDay([j as never]),
      config: scheduleConfig(),
      now,
      timeZone: 'Asia/Kuwait',
    }),
  (j) => scheduleSlots({ availability: everyDay(), config: j as never, now, timeZone: 'Asia/Kuwait' }),
  (j) =>
    scheduleSlots({
      availability: everyDay(),
      config: scheduleConfig({ min_advance: j as never }),
      now,
      timeZone: 'Asia/Kuwait',
    }),
  (j) =>
    scheduleSlots({
      availability: everyDay(),
      config: scheduleConfig(),
      now: j as never,
      timeZone: 'Asia/Kuwait',
    }),
  (j) => scheduleSlots({ availability: everyDay(), config: scheduleConfig(), now, timeZone: j as never }),
  (j) => isOpenAt(everyDay([j as never]), now, 'Asia/Kuwait'),
  (j) => isOpenAt(j as never, now, 'Asia/Kuwait'),
  (j) => isOpenAt(everyDay(), j as never, 'Asia/Kuwait'),
  (j) => resolveLanguage({ browser: j as never, businessLocales: ['en'] }),
  (j) => resolveLanguage({ browser: 'en', businessLocales: j as never }),
  (j) => findZone(j as never, { lat: 29.35, lng: 48 }),
  (j) => findZone([zone({ areas: j as never })], { lat: 29.35, lng: 48 }),
  (j) => findZone([zone()], j as never),
  (j) => formatMoney(j as never, 'KWD', 'en'),
  (j) => formatMoney(1000, j as never, 'en'),
  (j) => formatMoney(1000, 'KWD', j as never),
  (j) => buildCartItem(j as never, { price_label_id: 11 }, 'en'),
  (j) => buildCartItem(item(), j as never, 'en'),
  (j) => buildCartItem(item(), { price_label_id: 11, modifiers: j as never }, 'en'),
];

describe('bad input: a typed error naming the field, never a TypeError', () => {
  it('property: garbage given to scheduling, geo, language, money and cart functions gives a DomainError or a result', () => {
    fc.assert(
      fc.property(fc.nat(calls.length - 1), fc.anything(), (c, junk) => {
        try {
          (calls[c] as (typeof calls)[number])(junk);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
        }
      }),
      { numRuns: 3000 },
    );
    // 3,000 runs: a few seconds alone, over 10 s on a busy 2-core machine (5 s default).
  }, 30_000);
});
