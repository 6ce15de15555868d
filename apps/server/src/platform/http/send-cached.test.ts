import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding } from './send-cached.ts';

describe('If-None-Match (RFC 9110 weak comparison)', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['', false],
  ])('%s matches "abc": %s', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['deflate', null],
    ['*;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
