import type { Db } from '../../platform/db/client.ts';
import { Suspended } from '../../platform/failures.ts';
import {
  type BranchHead,
  type BusinessHead,
  findHeadByBranch,
  findHeadByDomain,
  findHeadByReference,
} from './business-heads.ts';

type Entry<T> = { value: T; businessId: number; at: number };

/** Lets a live business through; a suspended one stops the request with a 433. */
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

/**
 * Finds businesses by reference id, branch id or custom domain. While the change listener is
 * live, answers are kept in memory and dropped as soon as PostgreSQL announces a change of the
 * business (ADR 201); while it is not, every lookup asks PostgreSQL, so a stale version is never
 * served because a notification was missed.
 */
export function createBusinessDirectory(db: Db, options: DirectoryOptions = {}) {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const clock = options.clock ?? Date.now;
  const byReference = new Map<string, Entry<BusinessHead>>();
  const byBranch = new Map<number, Entry<{ head: BusinessHead; branch: BranchHead }>>();
  const byDomain = new Map<string, Entry<{ head: BusinessHead; branchId: number | null }>>();
  const maps = [byReference, byBranch, byDomain] as Map<unknown, Entry<unknown>>[];
  let live = false;
  // Bumped by every invalidation: a lookup that started before one must not store its answer.
  let generation = 0;

  async function lookup<K, T>(
    map: Map<K, Entry<T>>,
    key: K,
    load: () => Promise<T | null | undefined>,
    idOf: (value: T) => number,
  ): Promise<T | null> {
    const hit = map.get(key);
    if (live && hit && clock() - hit.at < ttlMs) return hit.value;
    const started = generation;
    const value = (await load()) ?? null;
    if (value && live && started === generation) {
      if (map.size >= maxEntries) map.delete(map.keys().next().value as K);
      map.set(key, { value, businessId: idOf(value), at: clock() });
    }
    return value;
  }

  return {
    // Suspension is checked on every answer, cached or not: the cache is dropped when it changes.
    byReference: async (referenceId: string) =>
      unlessSuspended(
        await lookup(
          byReference,
          referenceId,
          () => findHeadByReference(db, referenceId),
          (h) => h.id,
        ),
        (h) => h,
      ),
    byBranch: async (branchId: number) =>
      unlessSuspended(
        await lookup(
          byBranch,
          branchId,
          async () => {
            const head = await findHeadByBranch(db, branchId);
            const branch = head?.branches.find((b) => b.id === branchId);
            return head && branch ? { head, branch } : null;
          },
          (v) => v.head.id,
        ),
        (v) => v.head,
      ),
    byDomain: async (domain: string) =>
      unlessSuspended(
        await lookup(
          byDomain,
          domain.toLowerCase(),
          () => findHeadByDomain(db, domain),
          (v) => v.head.id,
        ),
        (v) => v.head,
      ),
    /** PostgreSQL said the business changed: forget it everywhere. */
    invalidate(businessId: number) {
      generation++;
      for (const map of maps)
        for (const [key, entry] of map) if (entry.businessId === businessId) map.delete(key);
    },
    /** The listener (dis)connected: notifications may have been missed, so start over. */
    setLive(value: boolean) {
      generation++;
      live = value;
      for (const map of maps) map.clear();
    },
  };
}

export type BusinessDirectory = ReturnType<typeof createBusinessDirectory>;

/** The branch a request names by reference, or the main branch (first flagged, else first). */
export function pickBranch(head: BusinessHead, branchRef: string | undefined): BranchHead | undefined {
  if (branchRef) return head.branches.find((b) => b.referenceId === branchRef);
  return head.branches.find((b) => b.isMain) ?? head.branches[0];
}
