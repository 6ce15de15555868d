import { describe, expect, it } from 'vitest';
import { formatRelative } from '../features/i18n/relative-time.ts';
import { dateLocale, formatScheduled } from './format.ts';

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

describe('relative times (the order page, ADR 620)', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('picks the unit and writes it in the page language', () => {
    expect(formatRelative('2026-01-10T11:59:40Z', now, 'en')).toBe('now');
    expect(formatRelative('2026-01-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(formatRelative('2026-01-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelative('2026-01-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelative('2026-01-10T11:55:00Z', now, 'fa')).toBe('۵ دقیقه پیش');
    expect(formatRelative('2026-01-10T11:55:00Z', now, 'de')).toBe('vor 5 Minuten');
  });
});

describe('the date locale ([product: Storefront and looks]: default ar)', () => {
  it('is the page language when the runtime knows its calendar, else Arabic', () => {
    expect(dateLocale('ja')).toBe('ja');
    // Browsers hold no Khmer calendar: both sides write through the stand-in (ADR 625).
    expect(dateLocale('km')).toBe('en-GB');
    expect(dateLocale('tlh-x-none')).toBe('ar');
  });
});
