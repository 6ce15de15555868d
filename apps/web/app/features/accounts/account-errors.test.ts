import { describe, expect, it } from 'vitest';
import { loginUrlFor, pagePathOf, safeNext } from './account-errors.ts';

// Issue 31 #1: the page after signing in is a page, never a route's data URL.
describe('the way back after signing in', () => {
  it('a data request names its page', () => {
    expect(pagePathOf(new URL('http://x/demo/profile.data?_routes=routes%2Fprofile-page'))).toBe(
      '/demo/profile',
    );
    expect(pagePathOf(new URL('http://x/demo/_root.data'))).toBe('/demo');
    expect(pagePathOf(new URL('http://x/_root.data'))).toBe('/');
    expect(pagePathOf(new URL('http://x/demo/reservation/history?x=1'))).toBe(
      '/demo/reservation/history?x=1',
    );
  });

  it('the login link of a data request comes back to the page', () => {
    expect(loginUrlFor('demo', new Request('http://x/demo/profile.data'))).toBe(
      '/demo/login?next=%2Fdemo%2Fprofile',
    );
  });

  it('next is a page of this business or nothing', () => {
    expect(safeNext('/demo/profile.data', 'demo')).toBe('/demo/profile');
    expect(safeNext('/demo/profile', 'demo')).toBe('/demo/profile');
    expect(safeNext('/demo/../other/profile', 'demo')).toBeNull();
    expect(safeNext('//evil.example/demo/', 'demo')).toBeNull();
    expect(safeNext('/other/profile', 'demo')).toBeNull();
    expect(safeNext('/demo/login', 'demo')).toBeNull();
    expect(safeNext('/demo/\nx', 'demo')).toBeNull();
    expect(safeNext(7, 'demo')).toBeNull();
  });
});
