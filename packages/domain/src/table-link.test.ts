import { describe, expect, it } from 'vitest';
import { looksLikeTableToken, resolveTableLink, TABLE_TOKEN_BYTES, TableLinkProblem } from './table-link.ts';

const t3 = { id: 3, name: 'T3' };

describe('table links (ADR 749, 751)', () => {
  it('a token is at least 128 bits', () => {
    expect(TABLE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it('the token shape: 32 URL-safe characters, nothing else', () => {
    expect(looksLikeTableToken('aZ09_-aZ09_-aZ09_-aZ09_-aZ09_-aZ')).toBe(true);
    for (const ref of [
      'T3',
      '3',
      'aZ09_-aZ09_-aZ09_-aZ09_-aZ09_-a',
      'aZ09_-aZ09_-aZ09_-aZ09_-aZ09_-aZ0',
      'aZ09+/aZ09_-aZ09_-aZ09_-aZ09_-aZ',
      'aZ09_-aZ09_-aZ09_-aZ09_-aZ09_-a=',
    ])
      expect(looksLikeTableToken(ref)).toBe(false);
  });

  it('a token names its table, whatever the setting', () => {
    for (const verification of [true, false])
      expect(resolveTableLink({ byToken: t3, byLabel: null, verification })).toEqual({
        ok: true,
        table: t3,
        by: 'token',
      });
  });

  it('a plain label is refused with verification on, and says a token is needed', () => {
    expect(resolveTableLink({ byToken: null, byLabel: t3, verification: true })).toEqual({
      ok: false,
      problem: TableLinkProblem.tokenRequired,
    });
  });

  it('a plain label names its table with verification off', () => {
    expect(resolveTableLink({ byToken: null, byLabel: t3, verification: false })).toEqual({
      ok: true,
      table: t3,
      by: 'label',
    });
  });

  it('nothing found is not found, whatever the setting (a rotated token included)', () => {
    for (const verification of [true, false])
      expect(resolveTableLink({ byToken: null, byLabel: null, verification })).toEqual({
        ok: false,
        problem: TableLinkProblem.notFound,
      });
  });
});
