import { primaryLanguage } from '@sufra/domain';
import type { Messages, TFunction } from './lite.tsx';

/**
 * Month, weekday and relative-time words for the languages whose CLDR data browsers do not ship
 * (ADR 1361, after ADR 625): az, hy, ka, km, lo, mn, sq. Their tables (`locales/dates/<code>.json`)
 * travel inside that language's catalog only, so no other page carries a byte of them. The words
 * are used by the one date API, `dateFormat` and `relativeTime` in ui/format.ts (ADR 1302).
 */
type DateWords = {
  month: string[];
  monthShort: string[];
  weekday: string[];
  weekdayShort: string[];
  t: TFunction;
};

const registered = new Map<string, DateWords>();

/** Takes a catalog's date words, if it has any (called with the page's translator). */
export function registerDateWords(language: string, messages: Messages, t: TFunction): void {
  const month = messages['date.month'];
  if (typeof month !== 'string') return;
  const list = (key: string) => String(messages[key] ?? '').split('|');
  registered.set(primaryLanguage(language), {
    month: month.split('|'),
    monthShort: list('date.monthShort'),
    weekday: list('date.weekday'),
    weekdayShort: list('date.weekdayShort'),
    t,
  });
}

/** The words registered for the language, or undefined where the runtime's own are used. */
export const dateWordsOf = (language: string): DateWords | undefined =>
  registered.get(primaryLanguage(language));
