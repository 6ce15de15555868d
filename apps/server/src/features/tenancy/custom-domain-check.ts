import { createLru } from '../../platform/cache/lru.ts';
import type { Db } from '../../platform/db/client.ts';
import { findHeadByDomain } from './business-heads.ts';

/**
 * Whether a host name is a business's own domain (custom_domains), remembered for a minute per
 * host so absolute links (ADR 1332) cost no query per page. Bounded: a flood of made-up Host
 * headers only churns this cache.
 */
export function customDomainCheck(db: Db): (hostname: string) => Promise<boolean> {
  const known = createLru<boolean>({ maxEntries: 1_000, ttlMs: 60_000 });
  return async (hostname) => {
    const cached = known.get(hostname);
    if (cached !== undefined) return cached;
    const found = (await findHeadByDomain(db, hostname)) !== null;
    known.set(hostname, found);
    return found;
  };
}
