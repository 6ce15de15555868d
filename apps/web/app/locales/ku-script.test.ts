import { describe, expect, it } from 'vitest';
import { htmlLang } from '../i18n/languages.ts';
import ku from './ku.json' with { type: 'json' };

/**
 * ku.json is Central Kurdish (Sorani) in Arabic script (ADR 621, ADR 1360): one script and one
 * variety. Latin letters are allowed only in placeholders and in these names and codes, which
 * are written in Latin letters in Sorani text too (brands, file formats, codes a user types).
 */
const LATIN_ALLOWED = new Set([
  // Brands, payment networks and services, as their owners write them (ADR 621).
  'Sufra',
  'KNET',
  'Benefit',
  'Mada',
  'WhatsApp',
  'Instagram',
  'Visa',
  'Mastercard',
  'Amex',
  'Apple',
  'Pay',
  'Meta',
  'Google',
  'Snapchat',
  'TikTok',
  'Facebook',
  'YouTube',
  'X',
  'Twitter',
  'Tap',
  'Payments',
  // Abbreviations and file formats.
  'QR',
  'PACI',
  'CSV',
  'JSON',
  'JPEG',
  'PNG',
  'WebP',
  'HEIC',
  'API',
  // Literal values the back office asks for: codes, a time zone, CSV cells, key names.
  'KWD',
  'KW',
  'Asia',
  'Kuwait',
  'en',
  'ar',
  'yes',
  'no',
  'sk_',
  // A link's scheme, which the owner types as it is.
  'https',
  'PAYMENT_KEYS_SECRET',
  'TRACKING_KEYS_SECRET',
]);

const latinWords = (text: string): string[] =>
  text
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/<\/?\d+>/g, '')
    .match(/[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F_]*/g) ?? [];

describe('the Kurdish (ku) catalog is Sorani in Arabic script', () => {
  it('no value has Latin letters outside placeholders and the listed names', () => {
    const latin = Object.entries(ku as Record<string, string>).flatMap(([key, value]) =>
      latinWords(value)
        .filter((word) => !LATIN_ALLOWED.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it('Kurmanji letters (ê î û ç ş) appear nowhere', () => {
    const kurmanji = Object.entries(ku as Record<string, string>).filter(([, v]) => /[êîûçşÊÎÛÇŞ]/.test(v));
    expect(kurmanji.map(([k]) => k)).toEqual([]);
  });

  it('the page says Central Kurdish (ckb) while the code stays ku', () => {
    expect(htmlLang('ku')).toBe('ckb');
    expect(htmlLang('ar')).toBe('ar');
  });
});
