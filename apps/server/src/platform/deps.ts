import type { Config } from '../config.ts';
import type { Database } from './db/client.ts';
import type { Jobs } from './jobs/jobs.ts';

/**
 * What every feature plugin receives (ADR 600). A leaf: it imports only types, so `api.ts`, the
 * plugins and the platform can all name it without an import cycle.
 */
export type FeatureDeps = {
  config: Config;
  database: Database;
  /** The API's clock; tests pass a fixed one. */
  now: () => Date;
  /** The PostgreSQL job queue (ADR 604). */
  jobs: Jobs;
};
