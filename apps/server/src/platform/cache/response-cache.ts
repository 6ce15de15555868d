import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createLru } from './lru.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A serialized response with its ETag and both compressed forms, made once per cache fill. */
export type CachedBody = { etag: string; json: Buffer; br: Buffer; gzip: Buffer };

export async function toCachedBody(json: string): Promise<CachedBody> {
  const raw = Buffer.from(json);
  const [br, gz] = await Promise.all([
    // Quality 5: within a few percent of 11's size for JSON, at a fraction of its time.
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: 6 }),
  ]);
  // Weak: one tag stands for the identity, br and gzip bodies, which are equivalent but not
  // byte-identical, and a strong tag promises byte identity (RFC 9110 §8.8.3). 304s still work:
  // If-None-Match uses weak comparison.
  const etag = `W/"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`;
  return { etag, json: raw, br, gzip: gz };
}

export type ResponseCacheOptions = { maxEntries?: number; maxBytes?: number };

/**
 * Serialized responses (JSON + brotli + gzip) in the one LRU (ADR 603). Keys start with
 * `<businessId>:` and carry the business version, so a new version misses by construction and
 * `dropBusiness` only frees memory.
 */
export function createResponseCache(options: ResponseCacheOptions = {}) {
  const lru = createLru<CachedBody>({
    maxEntries: options.maxEntries ?? 500,
    maxBytes: options.maxBytes ?? 256 * 1024 * 1024,
    sizeOf: (b) => b.json.length + b.br.length + b.gzip.length,
  });
  return {
    get: (key: string, build: () => Promise<string>): Promise<CachedBody> =>
      lru.getOrBuild(key, async () => toCachedBody(await build())),
    dropBusiness: (businessId: number) => lru.dropScope(businessId),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
