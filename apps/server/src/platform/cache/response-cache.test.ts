import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

const json = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(100) });

describe('response cache', () => {
  it('builds a body once with its ETag and both compressed forms', async () => {
    const cache = createResponseCache();
    const body = await cache.get('1:1:menu:1:en', async () => json(1));
    expect(body.etag).toMatch(/^W\/"[\w-]{20}"$/);
    expect(gunzipSync(body.gzip).toString()).toBe(json(1));
    expect(brotliDecompressSync(body.br).toString()).toBe(json(1));
  });

  it('shares one build between concurrent misses of a key (no stampede)', async () => {
    const cache = createResponseCache();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 10));
      return json(1);
    };
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', build)));
    expect(builds).toBe(1);
    expect(new Set(bodies.map((b) => b.etag)).size).toBe(1);
  });

  it('does not keep a failed build', async () => {
    const cache = createResponseCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', async () => json(2))).json.toString()).toBe(json(2));
  });

  it('evicts the least recently used entry past its entry limit', async () => {
    const cache = createResponseCache({ maxEntries: 2 });
    let builds = 0;
    const build = async () => json(++builds);
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('a', build); // a is now the most recent
    await cache.get('c', build); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('a', build);
    expect(builds).toBe(3);
    await cache.get('b', build);
    expect(builds).toBe(4);
  });

  it('evicts past its byte limit, and drops one business on demand', async () => {
    const small = createResponseCache({ maxBytes: 300 });
    await small.get('1:a', async () => json(1));
    await small.get('1:b', async () => json(2));
    expect(small.size).toBe(1);
    const cache = createResponseCache();
    await cache.get('1:1:menu', async () => json(1));
    await cache.get('12:1:menu', async () => json(2));
    cache.dropBusiness(1);
    expect(cache.size).toBe(1);
  });
});
