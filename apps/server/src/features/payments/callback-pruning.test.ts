import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/test/test-database.ts';
import { CALLBACK_RETENTION_SECONDS, scheduleCallbackPruning } from './callback-pruning.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const log = { warn: () => {} };

/** A callback id received `ageSeconds` ago by the database's clock. */
const received = (eventId: string, ageSeconds: number) =>
  database.db.insert(s.paymentCallbacks).values({
    provider: 'sandbox',
    eventId,
    receivedAt: sql`now() - make_interval(secs => ${ageSeconds})`,
  });

const kept = async () =>
  (await database.db.select({ id: s.paymentCallbacks.eventId }).from(s.paymentCallbacks))
    .map((r) => r.id)
    .sort();

describe('payment callback pruning', () => {
  it('forgets ids past the retention and keeps those a replay could still reuse', async () => {
    await received('evt_old_1', CALLBACK_RETENTION_SECONDS + 60);
    await received('evt_recent', 600);
    await received('evt_now', 0);
    const pruning = scheduleCallbackPruning({ db: database.db, log, everyMs: 50 });
    expect(await eventually(kept, (ids) => !ids.includes('evt_old_1'))).toEqual(['evt_now', 'evt_recent']);
    // And again on the interval, not only once.
    await received('evt_old_2', CALLBACK_RETENTION_SECONDS + 1);
    expect(await eventually(kept, (ids) => !ids.includes('evt_old_2'))).toEqual(['evt_now', 'evt_recent']);
    await pruning.stop();
    // Stopped: nothing is pruned any more.
    await received('evt_old_3', CALLBACK_RETENTION_SECONDS + 60);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await kept()).toContain('evt_old_3');
  });

  it('the app schedules it when it starts and stops it when it closes', async () => {
    await received('evt_app_old', CALLBACK_RETENTION_SECONDS + 60);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
    await app.ready();
    expect(await eventually(kept, (ids) => !ids.includes('evt_app_old'))).not.toContain('evt_app_old');
    expect(await kept()).toContain('evt_now');
    await app.close();
  });
});
