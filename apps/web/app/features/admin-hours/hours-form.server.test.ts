import { describe, expect, it } from 'vitest';
import { weekFrom } from './hours-form.server.ts';

const week = (extra: [string, string][] = []) => {
  const form = new FormData();
  for (let d = 0; d < 7; d++) form.set(`week.${d}.state`, d === 5 ? 'closed' : 'hours');
  form.set('week.1.0.from', '08:00');
  form.set('week.1.0.to', '14:00');
  form.set('week.1.1.from', '17:00');
  form.set('week.1.1.to', '23:00');
  for (const [k, v] of extra) form.set(k, v);
  return form;
};

// [product: Back office]: "copy hours to other days".
describe('the week form', () => {
  it('saves each day as written', () => {
    const saved = weekFrom(week([['copy_from', '1']]));
    expect(saved[5]).toEqual({ closed: true, shifts: [] });
    expect(saved[1].shifts).toHaveLength(2);
    expect(saved[2].shifts).toEqual([]);
  });

  it('"to every day" copies the chosen day’s hours to all seven', () => {
    const saved = weekFrom(
      week([
        ['copy_from', '1'],
        ['copy', '1'],
      ]),
    );
    for (let d = 0; d < 7; d++) expect(saved[d as 0], `day ${d}`).toEqual(saved[1]);
    expect(saved[5].closed).toBe(false);
    expect(saved[5].shifts.map((s) => `${s.time_from}-${s.time_to}`)).toEqual(['08:00-14:00', '17:00-23:00']);
  });

  it('an unknown day copies nothing', () => {
    expect(
      weekFrom(
        week([
          ['copy_from', '9'],
          ['copy', '1'],
        ]),
      )[5].closed,
    ).toBe(true);
  });
});
