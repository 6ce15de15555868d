import { describe, expect, it } from 'vitest';
import { checkPostOrigin } from './form-post-origin.ts';

const verdict = (method: string, h: Record<string, string>) => checkPostOrigin(method, new Headers(h));

describe('form posts to route actions (ADR 900)', () => {
  it('a same-origin post passes (React Router then checks its Origin)', () => {
    expect(verdict('POST', { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' })).toBe('pass');
  });

  it('a cross-site, same-site or user-typed post is refused, whatever its Origin says', () => {
    for (const site of ['cross-site', 'same-site', 'none'])
      for (const origin of ['null', 'https://shop.example', 'https://evil.example'])
        expect(verdict('POST', { origin, 'sec-fetch-site': site }), `${site} ${origin}`).toBe('refuse');
    // No Origin header at all (React Router would let that through): still refused.
    expect(verdict('POST', { 'sec-fetch-site': 'cross-site' })).toBe('refuse');
    expect(verdict('PUT', { 'sec-fetch-site': 'cross-site' })).toBe('refuse');
  });

  it('a client without fetch metadata is left to React Router (which refuses a foreign Origin)', () => {
    expect(verdict('POST', { origin: 'https://evil.example' })).toBe('pass');
  });

  it('reads (GET, HEAD) are not concerned', () => {
    expect(verdict('GET', { 'sec-fetch-site': 'cross-site' })).toBe('pass');
    expect(verdict('HEAD', { 'sec-fetch-site': 'cross-site' })).toBe('pass');
  });
});
