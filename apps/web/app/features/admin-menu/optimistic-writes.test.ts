import { describe, expect, it } from 'vitest';
import { isBeingDeleted, latestVersion, offlineAware, pendingFlag } from './optimistic-writes.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('optimistic writes (ADR 1210)', () => {
  it('a toggle shows what was just sent, else what the loader says', () => {
    expect(pendingFlag(undefined, 'sold_out', false)).toBe(false);
    expect(pendingFlag(form({ sold_out: 'true' }), 'sold_out', false)).toBe(true);
    expect(pendingFlag(form({ sold_out: 'false' }), 'sold_out', true)).toBe(false);
    expect(pendingFlag(form({ intent: 'other' }), 'sold_out', true)).toBe(true);
  });

  it('hides only the row the shared deletion is deleting', () => {
    const sent = form({ intent: 'item-delete', id: '7' });
    expect(isBeingDeleted(sent, 'item-delete', 7)).toBe(true);
    expect(isBeingDeleted(sent, 'item-delete', 8)).toBe(false);
    expect(isBeingDeleted(sent, 'category-delete', 7)).toBe(false);
    expect(isBeingDeleted(undefined, 'item-delete', 7)).toBe(false);
  });

  it('a request that never reached the server answers "offline"; the server’s answers and errors pass', async () => {
    const offline = await offlineAware({
      serverAction: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(offline).toMatchObject({ ok: false, problem: 'admin.problem.offline' });
    expect(await offlineAware({ serverAction: async () => ({ ok: true }) })).toEqual({ ok: true });
    await expect(offlineAware({ serverAction: () => Promise.reject(new Error('boom')) })).rejects.toThrow(
      'boom',
    );
  });

  it('a second tap while the page reloads carries the version the first tap wrote, then the loader’s again', () => {
    const wrote = { ok: true as const, form: '', version: 'v2' };
    expect(latestVersion({ state: 'loading', data: wrote }, 'v1')).toBe('v2');
    expect(latestVersion({ state: 'idle', data: wrote }, 'v3')).toBe('v3');
    expect(latestVersion({ state: 'submitting', data: undefined }, 'v1')).toBe('v1');
    const refused = { ok: false as const, form: '', problem: 'admin.problem.changedElsewhere', fields: {} };
    expect(latestVersion({ state: 'loading', data: refused }, 'v1')).toBe('v1');
  });
});
