import { describe, expect, it } from 'vitest';
import { isBeingDeleted, offlineAware, pendingFlag } from './optimistic-writes.ts';

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
});
