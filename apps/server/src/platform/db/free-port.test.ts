import { describe, expect, it } from 'vitest';
import { freePort } from './embedded.ts';

describe('freePort (ADR 1470)', () => {
  it('asks again when the kernel offers a port the server is about to bind', async () => {
    const offers = [3000, 3000, 41_234];
    const ask = async () => offers.shift() ?? 0;
    expect(await freePort([3000], ask)).toBe(41_234);
  });

  it('gives up with a clear error rather than looping for ever', async () => {
    await expect(freePort([3000], async () => 3000)).rejects.toThrow(/No free port other than 3000/);
  });

  it('returns a real loopback port by default', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
  });
});
