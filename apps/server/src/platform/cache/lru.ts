/**
 * The one in-memory cache of the server (ADR 603): least recently used, bounded by entries and
 * optionally by bytes, with an optional time to live. Every cache (responses, the business
 * directory, order catalogs, the geocoder) is one of these.
 *
 * Versioned keys: a key starts with its scope (a business id) and carries the version it was
 * built from (`cacheKey(businessId, version, 'menu', branchId, locale)`), so a new version misses
 * by construction; `dropScope` only frees the memory of a scope whose version moved.
 */
export type LruOptions<V> = {
  maxEntries: number;
  /** With `sizeOf`: evict past this many bytes too. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** Entries older than this read as missing. */
  ttlMs?: number;
  clock?: () => number;
};

type Entry<V> = { value: V; at: number; size: number };

/** `scope:part:part…`; the scope is what `dropScope` matches. */
export const cacheKey = (scope: number | string, ...parts: (string | number | null | undefined)[]): string =>
  [scope, ...parts.map((p) => p ?? '')].join(':');

export function createLru<V>(options: LruOptions<V>) {
  const { maxEntries, maxBytes = Number.POSITIVE_INFINITY, sizeOf, ttlMs } = options;
  const clock = options.clock ?? Date.now;
  // A Map iterates in insertion order: re-inserting an entry on use keeps the oldest first.
  const entries = new Map<string, Entry<V>>();
  const building = new Map<string, Promise<V>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  const fresh = (entry: Entry<V>) => ttlMs === undefined || clock() - entry.at < ttlMs;

  function get(key: string): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (!fresh(entry)) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: string, value: V): void {
    remove(key);
    const size = sizeOf ? sizeOf(value) : 0;
    entries.set(key, { value, at: clock(), size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      if (oldest !== key) remove(oldest);
      else if (entries.size === 1) break;
    }
  }

  return {
    get,
    set,
    delete: remove,
    /**
     * The cached value, or the one `build` makes (then kept). Concurrent misses of one key share
     * one build (no stampede when a menu changes under load); a failed build is not kept.
     */
    async getOrBuild(key: string, build: () => Promise<V>): Promise<V> {
      const hit = get(key);
      if (hit !== undefined) return hit;
      let pending = building.get(key);
      if (!pending) {
        pending = build()
          .then((value) => {
            set(key, value);
            return value;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
    /** Frees every entry of one scope (a business whose version moved). */
    dropScope(scope: number | string): void {
      const prefix = `${scope}:`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) remove(key);
    },
    /** Frees the entries whose value matches. */
    dropWhere(matches: (value: V, key: string) => boolean): void {
      for (const [key, entry] of [...entries]) if (matches(entry.value, key)) remove(key);
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type Lru<V> = ReturnType<typeof createLru<V>>;
