import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { I18nextProvider } from '../../i18n/lite.tsx';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { OrderPromise } from './order-promise.tsx';

const clock = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kuwait' });
// 19:40 in Kuwait.
const READY = '2026-03-09T16:40:00Z';

const text = (props: { orderType: number; status: number; readyAt: string | null }, lang = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang, lang === 'ar' ? ar : en)}>
      <OrderPromise {...props} clock={clock(lang === 'ar' ? 'ar' : 'en-GB')} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, '');

describe('the restaurant’s promise on the order page (ADR 1040)', () => {
  it('a pickup or dine-in reads "Ready at", a delivery "Arrives" with a ten-minute window', () => {
    expect(text({ orderType: 2, status: 1, readyAt: READY })).toBe('Ready at 19:40');
    expect(text({ orderType: 1, status: 1, readyAt: READY })).toBe('Ready at 19:40');
    expect(text({ orderType: 0, status: 4, readyAt: READY })).toBe('Arrives 19:40–19:50');
  });

  it('once a pickup or dine-in is ready, no "Ready at" is left (ADR 1344)', () => {
    expect(text({ orderType: 1, status: 3, readyAt: READY })).toBe('');
    expect(text({ orderType: 2, status: 3, readyAt: READY })).toBe('');
    expect(text({ orderType: 0, status: 3, readyAt: READY })).toBe('Arrives 19:40–19:50');
  });

  it('in Arabic too', () => {
    expect(text({ orderType: 2, status: 1, readyAt: READY }, 'ar')).toContain('جاهز الساعة');
  });

  it('says nothing before acceptance, without a promise, or once delivered or stopped', () => {
    expect(text({ orderType: 2, status: 0, readyAt: READY })).toBe('');
    expect(text({ orderType: 2, status: 1, readyAt: null })).toBe('');
    for (const status of [5, 2, 9]) expect(text({ orderType: 0, status, readyAt: READY })).toBe('');
  });
});
