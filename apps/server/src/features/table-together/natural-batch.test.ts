import { describe, expect, it } from 'vitest';
import { createNaturalBatch } from './natural-batch.ts';

// ADR 1509: one statement in flight; what is asked meanwhile goes in the next, each key once.

/** A stand-in statement: records the keys of each call and answers when released. */
function statements(read: (key: number) => number) {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const batch = createNaturalBatch(async (keys: number[]) => {
    calls.push(keys);
    // What the statement reads is read when it is sent, as PostgreSQL's snapshot would be.
    const found = new Map(keys.map((k) => [k, read(k)]));
    await new Promise<void>((resolve) => pending.push(resolve));
    return found;
  });
  const release = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { batch, calls, release };
}

describe('natural batching', () => {
  it('sends a key asked alone at once, and shares the next statement among those asked meanwhile', async () => {
    const { batch, calls, release } = statements((k) => k * 10);
    const first = batch.load(1);
    expect(calls).toEqual([[1]]);
    const waiting = [batch.load(2), batch.load(3), batch.load(2)];
    expect(calls).toHaveLength(1);
    await release();
    expect(await first).toBe(10);
    expect(calls).toEqual([[1], [2, 3]]);
    await release();
    expect(await Promise.all(waiting)).toEqual([20, 30, 20]);
  });

  it('never answers a key with a statement sent before it was asked: the last change is read', async () => {
    let version = 1;
    const { batch, calls, release } = statements(() => version);
    const before = batch.load(7);
    // A change commits while the first statement is in flight, then its session is asked for.
    version = 2;
    const after = batch.load(7);
    await release();
    expect(await before).toBe(1);
    await release();
    expect(await after).toBe(2);
    expect(calls).toEqual([[7], [7]]);
  });

  it('a failed statement fails its own keys only; the next one still goes', async () => {
    let fail = true;
    const batch = createNaturalBatch(async (keys: number[]) => {
      if (fail) {
        fail = false;
        await new Promise((r) => setTimeout(r, 5));
        throw new Error('connection lost');
      }
      return new Map(keys.map((k) => [k, k]));
    });
    const lost = batch.load(1);
    const next = batch.load(2);
    await expect(lost).rejects.toThrow('connection lost');
    expect(await next).toBe(2);
    expect(await batch.load(3)).toBe(3);
  });
});
