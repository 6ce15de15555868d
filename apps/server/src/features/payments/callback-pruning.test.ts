import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import * as s from '../../platform/db/schema/index.ts';
import { eventually } from '../../platform/test/eventually.ts';
import { createTestDatabase, type TestDatabase } from '../../platform/test/test-database.ts';
import { CALLBACK_RETENTION_SECONDS, pruneCallbacksJob } from './callback-pruning.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

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
    const job = pruneCallbacksJob(database.db);
    await job.handle({}, { id: 'test', attempt: 1 });
    expect(await kept()).toEqual(['evt_now', 'evt_recent']);
    // Idempotent: a retry or a second instance running it changes nothing more.
    await job.handle({}, { id: 'test', attempt: 2 });
    expect(await kept()).toEqual(['evt_now', 'evt_recent']);
  });

  it('is a scheduled job of the queue: the app runs it when it starts', async () => {
    await received('evt_app_old', CALLBACK_RETENTION_SECONDS + 60);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_POLL_SECONDS: '0.5' }),
      database,
      logger: false,
    });
    await app.ready();
    expect(await eventually(kept, (ids) => !ids.includes('evt_app_old'))).not.toContain('evt_app_old');
    expect(await kept()).toContain('evt_now');
    const [schedule] = await database.pool
      .query(`SELECT cron FROM pgboss.schedule WHERE name = 'payments.prune-callbacks'`)
      .then((r) => r.rows);
    expect(schedule).toEqual({ cron: '*/10 * * * *' });
    await app.close();
  });
});
