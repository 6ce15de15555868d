import { describe, expect, it } from 'vitest';
import { formatScheduled } from './format.ts';

describe('a scheduled time as the business reads it', () => {
  it('the instant in the business time zone, in the page language, with the slot end', () => {
    // 16:30 UTC is 19:30 in Kuwait (UTC+3).
    expect(formatScheduled('2026-11-24T16:30:00.000Z', '20:00', 'en', 'Asia/Kuwait')).toBe(
      'Tuesday, Nov 24, 7:30 PM – 8:00 PM',
    );
    const ar = formatScheduled('2026-11-24T16:30:00.000Z', null, 'ar', 'Asia/Kuwait');
    expect(ar).toContain('الثلاثاء');
    expect(ar).not.toContain('2026-11-24');
  });
});
