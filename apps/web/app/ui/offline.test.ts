import { describe, expect, it } from 'vitest';
import { isOfflineError } from './offline.ts';

describe('isOfflineError (ADR 902)', () => {
  it('a fetch that never got an answer is offline, in each browser wording', () => {
    expect(isOfflineError(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isOfflineError(new TypeError('NetworkError when attempting to fetch resource.'), true)).toBe(true);
    expect(isOfflineError(new TypeError('Load failed'), true)).toBe(true);
  });
  it('any failure while the browser says it is offline is offline', () => {
    expect(isOfflineError(new Error('boom'), false)).toBe(true);
  });
  it('a bug or a server answer is not', () => {
    expect(isOfflineError(new TypeError("Cannot read properties of undefined (reading 'x')"), true)).toBe(
      false,
    );
    expect(isOfflineError(new Error('Failed to fetch'), true)).toBe(false);
    expect(isOfflineError({ status: 500 }, undefined)).toBe(false);
  });
});
