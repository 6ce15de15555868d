import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler.server.ts';

const LIGHTHOUSE_MOBILE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse';

describe('isCrawler', () => {
  it('is true for search engines and link previews', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
  });

  it('is false for Lighthouse, which audits what a person gets', () => {
    expect(isCrawler(LIGHTHOUSE_MOBILE)).toBe(false);
  });

  it('is false for a phone browser', () => {
    expect(isCrawler(LIGHTHOUSE_MOBILE.replace(' Chrome-Lighthouse', ''))).toBe(false);
  });
});
