import { describe, expect, it } from 'vitest';
import { isCodeLoadError, isOfflineError } from './offline.ts';

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

describe('isCodeLoadError (ADR 1496)', () => {
  it("a page's script that did not arrive, in Chromium's, Firefox's and Safari's words, is offline", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/cart-page.js',
      'error loading dynamically imported module: http://x/assets/cart-page.js',
      'Importing a module script failed.',
    ]) {
      expect(isCodeLoadError(new TypeError(message))).toBe(true);
      expect(isOfflineError(new TypeError(message), true)).toBe(true);
    }
  });
  it('a data request that failed is not a missing script (Try again repeats it in the app)', () => {
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadError(new Error('Importing a module script failed.'))).toBe(false);
  });
});
