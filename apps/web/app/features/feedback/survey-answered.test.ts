import { describe, expect, it } from 'vitest';
import { answeredCookie, hasAnswered } from './survey-answered.ts';

describe('a survey answered on this browser (issue 31 #14, ADR 1383)', () => {
  it('is remembered for the survey and its period, and only for that survey', () => {
    const set = answeredCookie(7, 'week');
    expect(set).toContain('Max-Age=604800');
    const cookie = `visitor=abc; ${set.split(';')[0]}`;
    expect(hasAnswered(cookie, 7)).toBe(true);
    expect(hasAnswered(cookie, 8)).toBe(false);
    expect(hasAnswered(null, 7)).toBe(false);
    expect(answeredCookie(7, 'day')).toContain('Max-Age=86400');
  });
});
