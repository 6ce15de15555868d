import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../platform/db/schema/index.ts';
import { seedBusiness } from '../../platform/db/seed/seed.ts';
import { makeSeed } from '../../platform/test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/test/test-database.ts';
import { createBusinessDirectory, pickBranch } from './business-directory.ts';

let database: TestDatabase;
let alpha: number;
const setVersion = (version: number) =>
  database.db.update(businesses).set({ version }).where(eq(businesses.id, alpha));

beforeAll(async () => {
  database = await createTestDatabase();
  alpha = await seedBusiness(database.db, makeSeed('alpha'));
});
afterAll(() => database.drop());

describe('business directory', () => {
  it('finds a business by reference, branch and domain, with its branches main first', async () => {
    const directory = createBusinessDirectory(database.db);
    const head = await directory.byReference('alpha');
    expect(head).toMatchObject({
      id: alpha,
      referenceId: 'alpha',
      locales: ['en', 'ar'],
      timeZone: 'Asia/Kuwait',
    });
    expect(head?.branches.map((b) => b.referenceId)).toEqual(['main', 'second']);
    const second = head?.branches[1]?.id ?? 0;
    expect((await directory.byBranch(second))?.branch.referenceId).toBe('second');
    expect(await directory.byBranch(999_999)).toBeNull();
    expect(await directory.byReference('nobody')).toBeNull();
    expect(head && pickBranch(head, undefined)?.referenceId).toBe('main');
    expect(head && pickBranch(head, 'nowhere')).toBeUndefined();
  });

  it('while not live (no change notifications), asks PostgreSQL every time', async () => {
    const directory = createBusinessDirectory(database.db);
    await setVersion(10);
    expect((await directory.byReference('alpha'))?.version).toBe(10);
    await setVersion(11);
    expect((await directory.byReference('alpha'))?.version).toBe(11);
  });

  it('while live, keeps heads until the business is invalidated or the TTL passes', async () => {
    let now = 0;
    const directory = createBusinessDirectory(database.db, { ttlMs: 1_000, clock: () => now });
    directory.setLive(true);
    await setVersion(20);
    expect((await directory.byReference('alpha'))?.version).toBe(20);
    await setVersion(21);
    expect((await directory.byReference('alpha'))?.version).toBe(20);
    directory.invalidate(alpha);
    expect((await directory.byReference('alpha'))?.version).toBe(21);
    await setVersion(22);
    now = 1_001;
    expect((await directory.byReference('alpha'))?.version).toBe(22);
  });

  it('does not store an answer fetched before an invalidation that overtook it', async () => {
    const directory = createBusinessDirectory(database.db);
    directory.setLive(true);
    await setVersion(30);
    const inFlight = directory.byReference('alpha');
    directory.invalidate(alpha); // the notification arrives while the lookup runs
    expect((await inFlight)?.version).toBe(30);
    await setVersion(31);
    expect((await directory.byReference('alpha'))?.version).toBe(31);
  });
});
