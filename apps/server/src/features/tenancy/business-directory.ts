import { cacheKey, createLru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/client.ts';
import { Suspended } from '../../platform/failures.ts';
import {
  type BranchHead,
  type BusinessHead,
  findHeadByBranch,
  findHeadByDomain,
  findHeadByReference,
} from './business-heads.ts';

/** Lets a live business through; a suspended one stops the request with a 433 (ADR 310, ADR 609). */
function unlessSuspended<T>(value: T | null, headOf: (v: T) => BusinessHead): T | null {
  if (value && headOf(value).suspended) throw new Suspended(headOf(value));
  return value;
}

export type DirectoryOptions = {
  /** How long a head may be reused while change notifications flow; a backstop, not the mechanism. */
  ttlMs?: number;
  maxEntries?: number;
  clock?: () => number;
};

type Found = { businessId: number; value: unknown };

/**
 * Finds businesses by reference id, branch id or custom domain. While the change listener is
 * live, answers are kept in the platform LRU (ADR 603) and dropped as soon as PostgreSQL announces
 * a change of the business (ADR 201); while it is not, every lookup asks PostgreSQL, so a stale
 * version is never served because a notification was missed. `{ fresh: true }` always asks
 * PostgreSQL: order placement prices from the version of this instant (ADR 609).
 */
export function createBusinessDirectory(db: Db, options: DirectoryOptions = {}) {
  const cache = createLru<Found>({
    maxEntries: options.maxEntries ?? 10_000,
    ttlMs: options.ttlMs ?? 10_000,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  let live = false;
  // Bumped by every invalidation: a lookup that started before one must not store its answer.
  let generation = 0;

  async function lookup<T>(
    key: string,
    load: () => Promise<T | null | undefined>,
    idOf: (value: T) => number,
    fresh = false,
  ): Promise<T | null> {
    const hit = live && !fresh ? cache.get(key) : undefined;
    if (hit) return hit.value as T;
    const started = generation;
    const value = (await load()) ?? null;
    if (value && live && started === generation) cache.set(key, { businessId: idOf(value), value });
    return value;
  }

  const byBranch = async (branchId: number, lookupOptions: { fresh?: boolean } = {}) =>
    unlessSuspended(
      await lookup(
        cacheKey('branch', branchId),
        async () => {
          const head = await findHeadByBranch(db, branchId);
          const branch = head?.branches.find((b) => b.id === branchId);
          return head && branch ? { head, branch } : null;
        },
        (v) => v.head.id,
        lookupOptions.fresh,
      ),
      (v) => v.head,
    );

  return {
    // Suspension is checked on every answer, cached or not: the cache is dropped when it changes.
    byReference: async (referenceId: string) =>
      unlessSuspended(
        await lookup(
          cacheKey('ref', referenceId),
          () => findHeadByReference(db, referenceId),
          (h) => h.id,
        ),
        (h) => h,
      ),
    byBranch,
    byDomain: async (domain: string) =>
      unlessSuspended(
        await lookup(
          cacheKey('domain', domain.toLowerCase()),
          () => findHeadByDomain(db, domain),
          (v) => v.head.id,
        ),
        (v) => v.head,
      ),
    /** PostgreSQL said the business changed: forget it everywhere. */
    invalidate(businessId: number) {
      generation++;
      cache.dropWhere((found) => found.businessId === businessId);
    },
    /** The listener (dis)connected: notifications may have been missed, so start over. */
    setLive(value: boolean) {
      generation++;
      live = value;
      cache.clear();
    },
  };
}

export type BusinessDirectory = ReturnType<typeof createBusinessDirectory>;

/** The branch a request names by reference, or the main branch (first flagged, else first). */
export function pickBranch(head: BusinessHead, branchRef: string | undefined): BranchHead | undefined {
  if (branchRef) return head.branches.find((b) => b.referenceId === branchRef);
  return head.branches.find((b) => b.isMain) ?? head.branches[0];
}
