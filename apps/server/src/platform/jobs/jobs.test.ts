import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { defineJob, type Jobs, startJobs } from './jobs.ts';

let database: TestDatabase;
let jobs: Jobs;
const warnings: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = startJobs({
    pool: database.pool,
    log: { warn: (_o, msg) => warnings.push(msg), error: (_o, msg) => warnings.push(msg) },
    pollSeconds: 0.5,
    schedules: false,
  });
});
afterAll(async () => {
  await jobs.stop();
  await database.drop();
});

describe('the PostgreSQL job queue', () => {
  it('runs a job, and retries one whose handler throws until it succeeds', async () => {
    const seen: { n: number; attempt: number }[] = [];
    const flaky = defineJob<{ n: number }>({
      name: 'test.flaky',
      retries: 3,
      backoffSeconds: 0,
      handle: async (data, job) => {
        seen.push({ n: data.n, attempt: job.attempt });
        if (job.attempt < 3) throw new Error('outside service down');
      },
    });
    await jobs.register(flaky);
    expect(await jobs.enqueue(flaky, { n: 1 })).toMatch(/[0-9a-f-]{36}/);
    await eventually(
      async () => seen.length,
      (n) => n >= 3,
      15_000,
    );
    expect(seen).toEqual([
      { n: 1, attempt: 1 },
      { n: 1, attempt: 2 },
      { n: 1, attempt: 3 },
    ]);
    expect(await jobs.deadLetters(flaky)).toEqual([]);
  });

  it('drains a backlog without waiting the poll interval between jobs, never more at once than its concurrency', async () => {
    // A queue polled every 2 s: at one job per fetch, 40 jobs at 4 per poll took ≥ 20 s.
    const slow = startJobs({
      pool: database.pool,
      log: { warn: () => {}, error: () => {} },
      pollSeconds: 2,
      schedules: false,
    });
    try {
      let running = 0;
      let most = 0;
      let done = 0;
      const burst = defineJob<{ n: number }>({
        name: 'test.burst',
        concurrency: 4,
        handle: async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
          done++;
        },
      });
      await slow.register(burst);
      await slow.ready;
      await Promise.all(Array.from({ length: 40 }, (_, n) => slow.enqueue(burst, { n })));
      const started = performance.now();
      await eventually(
        async () => done,
        (n) => n >= 40,
        30_000,
      );
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(most).toBeLessThanOrEqual(4);
    } finally {
      await slow.stop();
    }
  });

  it('moves a job that fails every retry to its dead-letter queue', async () => {
    let attempts = 0;
    const doomed = defineJob<{ order: number }>({
      name: 'test.doomed',
      retries: 1,
      backoffSeconds: 0,
      handle: async () => {
        attempts++;
        throw new Error('refused');
      },
    });
    await jobs.register(doomed);
    await jobs.enqueue(doomed, { order: 42 });
    const dead = await eventually(
      () => jobs.deadLetters(doomed),
      (list) => list.length > 0,
      15_000,
    );
    expect(dead.map((d) => d.data)).toEqual([{ order: 42 }]);
    expect(attempts).toBe(2);
  });

  it('enqueues inside a transaction: a rollback leaves no job, a commit one', async () => {
    const ran: string[] = [];
    const note = defineJob<{ tag: string }>({
      name: 'test.note',
      handle: async (data) => {
        ran.push(data.tag);
      },
    });
    await jobs.register(note);
    await database.db
      .transaction(async (tx) => {
        await jobs.enqueue(note, { tag: 'rolled-back' }, { in: tx });
        await tx.execute(sql`SELECT 1`);
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await jobs.enqueue(note, { tag: 'committed' }, { in: tx });
    });
    await eventually(
      async () => ran.length,
      (n) => n > 0,
      15_000,
    );
    // A later job of the same kind has run too, so the rolled-back one would have by now.
    await jobs.enqueue(note, { tag: 'after' });
    await eventually(
      async () => ran.length,
      (n) => n > 1,
      15_000,
    );
    expect(ran.sort()).toEqual(['after', 'committed']);
  });

  it('creates one job per key and window, however many ask', async () => {
    const once = defineJob<Record<string, never>>({ name: 'test.once', handle: async () => {} });
    await jobs.register(once);
    const later = new Date(Date.now() + 60_000);
    const ids = await Promise.all(
      [1, 2, 3].map(() => jobs.enqueue(once, {}, { key: 'start', after: later })),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it('refuses to enqueue a kind nobody registered', async () => {
    const unknown = defineJob({ name: 'test.unknown', handle: async () => {} });
    await expect(jobs.enqueue(unknown, {})).rejects.toThrow(/not registered/);
  });
});
