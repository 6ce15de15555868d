import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

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
 * Least-recently-used cache of serialized responses. Keys start with `<businessId>:` and carry
 * the business version, so a new version misses by construction and `dropBusiness` only frees
 * memory. Concurrent misses of one key share one build (no stampede when a menu changes under load).
 */
export function createResponseCache(options: ResponseCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const entries = new Map<string, CachedBody>();
  const building = new Map<string, Promise<CachedBody>>();
  let bytes = 0;
  const sizeOf = (b: CachedBody) => b.json.length + b.br.length + b.gzip.length;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };

  function store(key: string, body: CachedBody) {
    remove(key);
    entries.set(key, body);
    bytes += sizeOf(body);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      if (oldest !== key) remove(oldest);
    }
  }

  return {
    async get(key: string, build: () => Promise<string>): Promise<CachedBody> {
      const hit = entries.get(key);
      if (hit) {
        // Re-insert: Map order is the recency order.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      let pending = building.get(key);
      if (!pending) {
        pending = build()
          .then(toCachedBody)
          .then((body) => {
            store(key, body);
            return body;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
    dropBusiness(businessId: number) {
      const prefix = `${businessId}:`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) remove(key);
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
