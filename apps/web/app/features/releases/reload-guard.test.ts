import { describe, expect, it } from 'vitest';
import {
  BUILD_CHECK_MS,
  isChunkLoadError,
  isNewRelease,
  mayReload,
  RELOAD_GUARD_MS,
  reloadsForChunkError,
} from './reload-guard.ts';

describe('new releases and the reload guard', () => {
  it('uses the constants of the spec: an hourly check, a 10-second guard', () => {
    expect(BUILD_CHECK_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
  it('reloads at most once per guard window', () => {
    expect(mayReload(100_000, null)).toBe(true);
    expect(mayReload(100_000, 95_000)).toBe(false);
    expect(mayReload(100_000, 90_001)).toBe(false);
    expect(mayReload(100_000, 90_000)).toBe(true);
    // A clock that went back is no reason to stay stuck.
    expect(mayReload(100_000, 200_000)).toBe(true);
  });
  it('a new release is another build than the page’s and than the one already reloaded for', () => {
    expect(isNewRelease('b', 'a', null)).toBe(true);
    expect(isNewRelease('a', 'a', null)).toBe(false);
    expect(isNewRelease('b', 'a', 'b')).toBe(false);
    expect(isNewRelease(null, 'a', null)).toBe(false);
    expect(isNewRelease('b', null, null)).toBe(false);
  });
  it('knows the browsers’ chunk-load errors', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: https://x/assets/a.js')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('x is not a function')).toBe(false);
  });
  it('a failed chunk reloads the page only online (offline it would show the browser’s error page)', () => {
    const failed = 'Failed to fetch dynamically imported module: https://x/assets/register.js';
    expect(reloadsForChunkError(failed, true)).toBe(true);
    expect(reloadsForChunkError(failed, false)).toBe(false);
    expect(reloadsForChunkError('x is not a function', true)).toBe(false);
  });
});
