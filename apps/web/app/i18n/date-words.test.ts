import { describe, expect, it } from 'vitest';
import { dayLabel } from '../features/checkout/slot-picker.tsx';
import { formatRelative } from '../features/i18n/relative-time.ts';
import { dateFormat, formatCountdown, formatDigits, formatScheduled, weekdayName } from '../ui/format.ts';
import { loadMessages, loadStorefrontMessages } from './catalogs.ts';
import { createI18n } from './i18n.ts';
import { listSeparator } from './languages.ts';

// ADR 1361: the languages browsers carry no date data for get their words from their catalog.
const WITH_WORDS = ['az', 'hy', 'ka', 'km', 'lo', 'mn', 'sq'] as const;

// Per language: Monday, the short month of November 2026, "5 minutes ago", "today".
const EXPECTED: Record<(typeof WITH_WORDS)[number], [string, string, string, string]> = {
  az: ['bazar ertəsi', 'noy', '5 dəqiqə əvvəl', 'Bu gün'],
  hy: ['երկուշաբթի', 'նոյ', '5 րոպե առաջ', 'Այսօր'],
  ka: ['ორშაბათი', 'ნოე', '5 წუთის წინ', 'დღეს'],
  km: ['ថ្ងៃច័ន្ទ', 'វិច្ឆិកា', '5 នាទីមុន', 'ថ្ងៃនេះ'],
  lo: ['ວັນຈັນ', 'ພ.ຈ.', '5 ນາທີກ່ອນ', 'ມື້ນີ້'],
  mn: ['даваа', '11-р сар', '5 минутын өмнө', 'Өнөөдөр'],
  sq: ['e hënë', 'nën', '5 minuta më parë', 'Sot'],
};

const now = Date.parse('2026-01-10T12:00:00Z');

describe('dates in the languages browsers have no date data for (ADR 1361)', () => {
  for (const language of WITH_WORDS) {
    it(`${language}: weekdays, months, relative times and today in its own words`, async () => {
      createI18n(language, await loadStorefrontMessages(language));
      const [monday, november, fiveMinutesAgo, today] = EXPECTED[language];
      expect(weekdayName(0, language)).toBe(monday);
      const scheduled = formatScheduled('2026-11-24T16:30:00.000Z', '20:00', language, 'Asia/Kuwait');
      expect(scheduled).toContain(november);
      expect(scheduled).toContain('19:30');
      expect(scheduled).not.toMatch(/Tue|Nov|AM|PM| at /);
      expect(formatRelative('2026-01-10T11:55:00Z', now, language)).toBe(fiveMinutesAgo);
      expect(dayLabel('2026-11-24', '2026-11-24', language)).toBe(today);
      expect(dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(now)).not.toMatch(
        /Jan/,
      );
    });
  }

  it('the tables travel in those catalogs only', async () => {
    expect((await loadMessages('hy'))['date.month']).toBeTypeOf('string');
    expect((await loadMessages('fr'))['date.month']).toBeUndefined();
    expect((await loadMessages('en'))['date.month']).toBeUndefined();
  });

  it('Albanian counts one minute and several as its plural rules say', async () => {
    createI18n('sq', await loadStorefrontMessages('sq'));
    expect(formatRelative('2026-01-10T11:59:00Z', now, 'sq')).toBe('1 minutë më parë');
    expect(formatRelative('2026-01-10T14:00:00Z', now, 'sq')).toBe('pas 2 orësh');
  });

  it('a language the runtime knows keeps Intl', () => {
    expect(weekdayName(0, 'fr')).toBe('lundi');
    expect(formatRelative('2026-01-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
  });
});

describe('one digit system per page (ADR 1361)', () => {
  it('the cancel countdown counts in the page digits', () => {
    expect(formatCountdown(65_000, 'fa')).toBe('۱:۰۵');
    expect(formatCountdown(65_000, 'ku')).toBe('١:٠٥');
    expect(formatCountdown(65_000, 'en')).toBe('1:05');
  });
  it('reservation times keep their shape in the page digits', () => {
    expect(formatDigits('19:30', 'fa')).toBe('۱۹:۳۰');
    expect(formatDigits('19:30', 'ku')).toBe('١٩:٣٠');
    expect(formatDigits('19:30', 'ja')).toBe('19:30');
  });
});

describe("the language's own list separator (ADR 1361)", () => {
  it('Arabic comma in Arabic script, ideographic comma in Japanese and Chinese, else a comma', () => {
    expect(listSeparator('ar')).toBe('، ');
    expect(listSeparator('fa')).toBe('، ');
    expect(listSeparator('ku')).toBe('، ');
    expect(listSeparator('ja')).toBe('、');
    expect(listSeparator('zh')).toBe('、');
    expect(listSeparator('en')).toBe(', ');
  });
});
