import { describe, expect, it } from 'vitest';
import { checkPostOrigin } from './form-post-origin.ts';

const ORIGIN = 'https://shop.example';
const post = (h: Record<string, string>) => {
  const headers = new Headers(h);
  return { verdict: checkPostOrigin('POST', headers, ORIGIN), origin: headers.get('origin') };
};

describe('form posts to route actions (ADR 900)', () => {
  it('a same-origin post with Origin: null (no-referrer policy) gets its real origin back', () => {
    expect(post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toEqual({
      verdict: 'pass',
      origin: ORIGIN,
    });
  });

  it('a cross-site or same-site post is refused, whatever its Origin says', () => {
    for (const site of ['cross-site', 'same-site', 'none'])
      for (const origin of ['null', ORIGIN, 'https://evil.example'])
        expect(post({ origin, 'sec-fetch-site': site }), `${site} ${origin}`).toEqual({
          verdict: 'refuse',
          origin,
        });
    // No Origin header at all (React Router would let that through): still refused.
    expect(post({ 'sec-fetch-site': 'cross-site' }).verdict).toBe('refuse');
  });

  it('Origin: null without the browser vouching stays null (React Router refuses it)', () => {
    expect(post({ origin: 'null' })).toEqual({ verdict: 'pass', origin: 'null' });
  });

  it('a foreign Origin is never rewritten', () => {
    expect(post({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }).origin).toBe(
      'https://evil.example',
    );
  });

  it('reads (GET, HEAD) are not concerned', () => {
    const headers = new Headers({ origin: 'null', 'sec-fetch-site': 'cross-site' });
    expect(checkPostOrigin('GET', headers, ORIGIN)).toBe('pass');
    expect(headers.get('origin')).toBe('null');
  });
});
