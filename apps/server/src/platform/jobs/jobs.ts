import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db as BossDb, fromDrizzle, type JobResult, PgBoss } from 'pg-boss';
import type { Db } from '../db/client.ts';

/**
 * Work done outside a request, kept in PostgreSQL (pg-boss, ADR 604): messages to customers,
 * refunds, reconciliation, calls to outside APIs, housekeeping. A job survives a crash or a
 * restart, is retried with exponential backoff when its handler throws, and after its last retry
 * lands in its kind's dead-letter queue (`<name>.dead`) to be looked at, never silently lost.
 *
 * A feature defines its kinds once (`defineJob`), registers them in its plugin
 * (`jobs.register(kind)`), and enqueues from anywhere (`jobs.enqueue(kind, data)`), also inside the
 * transaction that makes the job necessary (`{ in: tx }`: committed together or not at all).
 */
export type JobKind<T extends object> = {
  /** Unique, dotted by feature: `payments.prune-callbacks`, `accounts.send-otp`. */
  readonly name: string;
  /** Does the work. Throwing retries the job; it must be safe to run twice (at-least-once). */
  readonly handle: (data: T, job: { id: string; attempt: number }) => Promise<void>;
  /** Retries after the first attempt (default 5). */
  readonly retries?: number;
  /** First retry delay in seconds, doubled on each retry with jitter (default 10). */
  readonly backoffSeconds?: number;
  /** Longest wait between retries, in seconds (default 1 hour). */
  readonly maxBackoffSeconds?: number;
  /** An attempt running longer than this is failed and retried (default 5 minutes). */
  readonly timeoutSeconds?: number;
  /** Jobs of this kind run at once per instance (default 2). */
  readonly concurrency?: number;
  /** A cron expression (UTC): the job is also enqueued on this schedule by one instance. */
  readonly every?: string;
  /** Also run once when the app starts (with `{}` as its data). */
  readonly atStart?: boolean;
};

export function defineJob<T extends object>(kind: JobKind<T>): JobKind<T> {
  return kind;
}

/** A Drizzle transaction (or the database itself): where an enqueue writes. */
export type JobWriter = Pick<Db, 'execute'>;

export type EnqueueOptions = {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  in?: JobWriter;
  /** Not before this time. */
  after?: Date;
  /**
   * At most one job with this key per `keySeconds` (default 60): a second enqueue in that window
   * is a no-op answering null. For "prune at start" from many instances, "send this receipt once".
   */
  key?: string;
  keySeconds?: number;
};

export type Jobs = {
  /**
   * Settles when the first start attempt has: the queue is running, or it could not reach the
   * database and keeps trying in the background. Never rejects.
   */
  ready: Promise<void>;
  /**
   * Makes a kind runnable by this instance: its queue, its dead-letter queue, its workers (set up
   * as soon as the database answers; call it while the app is built).
   */
  register<T extends object>(kind: JobKind<T>): Promise<void>;
  /** Queues a job of a registered kind; its id, or null when `key` found one in its window. */
  enqueue<T extends object>(kind: JobKind<T>, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Jobs of a kind in its dead-letter queue (operations and tests). */
  deadLetters<T extends object>(kind: JobKind<T>): Promise<{ id: string; data: T }[]>;
  /** Stops taking jobs and waits for running ones (up to 10 s). */
  stop(): Promise<void>;
};

export type JobsOptions = {
  pool: pg.Pool;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** How often idle workers look for jobs, in seconds (default 2; tests use 0.5). */
  pollSeconds?: number;
  /** Run `every` schedules on this instance (default true). */
  schedules?: boolean;
};

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/** pg-boss runs its statements through our pool (no second pool), or an enqueue's transaction. */
const poolAdapter = (pool: pg.Pool): BossDb => ({
  executeSql: async (text, values) => pool.query(text, values as unknown[]),
});

/** Installs or migrates pg-boss's tables (idempotent); the server and the test template call it. */
export async function installJobs(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: poolAdapter(pool),
    schema: JOBS_SCHEMA,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * Starts the queue. It never holds up the app: with the database away it keeps trying in the
 * background (a kind registered meanwhile is set up once it connects), and an enqueue meanwhile
 * fails like any other database call (503 with Retry-After on the API).
 */
export function startJobs(options: JobsOptions): Jobs {
  const schedules = options.schedules ?? true;
  const boss = new PgBoss({
    db: poolAdapter(options.pool),
    schema: JOBS_SCHEMA,
    schedule: schedules,
    registerInstance: false,
  });
  boss.on('error', (err) => options.log.warn({ err }, 'job queue error'));

  const kinds = new Map<string, JobKind<never>>();
  const setups = new Map<string, Promise<void>>();
  let started: Promise<void> | null = null;
  let stopped = false;
  let running = false;
  let retry: NodeJS.Timeout | undefined;

  /** One start at a time; a failed one is forgotten so the next call tries again. */
  const start = (): Promise<void> =>
    (started ??= boss.start().then(
      () => {
        running = true;
        // A failure is logged by setUp, and retried by the next enqueue of the kind.
        for (const kind of kinds.values()) setUp(kind).catch(() => {});
      },
      (err: unknown) => {
        started = null;
        throw err;
      },
    ));

  const connect = (delayMs: number): Promise<void> => {
    if (stopped) return Promise.resolve();
    return start().catch((err: unknown) => {
      if (stopped) return;
      options.log.warn({ err }, 'job queue cannot reach the database; retrying');
      retry = setTimeout(() => connect(Math.min(delayMs * 2, 30_000)), delayMs);
      retry.unref();
    });
  };

  async function createQueues(kind: JobKind<never>): Promise<void> {
    const dead = `${kind.name}.dead`;
    await boss.createQueue(dead, { retentionSeconds: 30 * 24 * 3600 });
    const backoff = kind.backoffSeconds ?? 10;
    await boss.createQueue(kind.name, {
      retryLimit: kind.retries ?? 5,
      retryDelay: backoff,
      ...(backoff > 0 ? { retryBackoff: true, retryDelayMax: kind.maxBackoffSeconds ?? 3600 } : {}),
      expireInSeconds: kind.timeoutSeconds ?? 300,
      deadLetter: dead,
    });
    // One worker fetching up to `concurrency` jobs at a time and running them together; a full
    // batch is followed by the next fetch at once (burst), a short one by the poll interval. With a
    // job per fetch, pg-boss waited the interval after every job: 4 workers gave 2 codes a second,
    // and a hundred diners signing in at once waited up to a minute for theirs (ADR 604).
    const batchSize = kind.concurrency ?? 2;
    await boss.work<never>(
      kind.name,
      {
        batchSize,
        burstWhenBatchFull: true,
        perJobResults: true,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollSeconds ?? 2,
      },
      (jobs) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            try {
              await kind.handle(job.data, { id: job.id, attempt: job.retryCount + 1 });
              return { id: job.id, status: 'completed' };
            } catch (err) {
              options.log.warn({ err, job: kind.name, id: job.id }, 'job failed; it will be retried');
              return {
                id: job.id,
                status: 'failed',
                output: { message: (err as Error)?.message ?? String(err) },
              };
            }
          }),
        ),
    );
    if (kind.every && schedules) await boss.schedule(kind.name, kind.every);
    // Once at start too, however many instances start at once (one per minute and key).
    if (kind.atStart) await boss.send(kind.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
  }

  /** A kind's queues and worker, once; a failure is logged and retried on the next use. */
  function setUp(kind: JobKind<never>): Promise<void> {
    let setup = setups.get(kind.name);
    if (!setup) {
      setup = createQueues(kind).catch((err: unknown) => {
        setups.delete(kind.name);
        if (!stopped) options.log.warn({ err, job: kind.name }, 'job kind could not be set up');
        throw err;
      });
      setups.set(kind.name, setup);
    }
    return setup;
  }

  const ready = connect(1000);

  return {
    ready,
    async register(kind) {
      if (kinds.has(kind.name)) return;
      kinds.set(kind.name, kind as JobKind<never>);
      // Registered after the start: set up now (a failure is logged; the next enqueue retries).
      if (running) await setUp(kind as JobKind<never>).catch(() => {});
    },

    async enqueue(kind, data, enqueueOptions = {}) {
      const known = kinds.get(kind.name);
      if (!known) throw new Error(`Job kind ${kind.name} is not registered`);
      await start();
      await setUp(known);
      return boss.send(kind.name, data, {
        ...(enqueueOptions.in ? { db: fromDrizzle(enqueueOptions.in, sql) } : {}),
        ...(enqueueOptions.after ? { startAfter: enqueueOptions.after } : {}),
        ...(enqueueOptions.key
          ? { singletonKey: enqueueOptions.key, singletonSeconds: enqueueOptions.keySeconds ?? 60 }
          : {}),
      });
    },

    async deadLetters(kind) {
      const jobs = await boss.findJobs<never>(`${kind.name}.dead`);
      return jobs.map((j) => ({ id: j.id, data: j.data }));
    },

    async stop() {
      stopped = true;
      clearTimeout(retry);
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
