import { defineConfig } from 'vitest/config';

/** The e2e files that run alone, after the others: timings, crashes, load (ADR 1462). */
const SOLO_E2E = [
  'crash-restart.e2e.ts',
  'two-instances.e2e.ts',
  'startup.e2e.ts',
  'start-script.e2e.ts',
  'release.e2e.ts',
  'table-qr.e2e.ts',
  // Asserts that no script starts before the first paint, within one frame: a neighbour's load
  // delays the paint's stamp past that frame (seen once in a parallel CI run).
  'storefront.e2e.ts',
];

const e2e = {
  root: 'tests/e2e',
  test: {
    include: ['**/*.e2e.ts'],
    // One seeded data directory for the run, copied by each test's server (ADR 1190); made once
    // for both e2e projects.
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A hydration can take seconds on a busy machine (CI, or several engineers on 2 cores):
    // a poll's default of 1 s failed tests whose page was right, only late.
    expect: { poll: { timeout: 10_000 } },
  },
};

// One runner, one project per workspace, so `npm test` and `npm test -w <pkg>` agree.
export default defineConfig({
  test: {
    // A project may have no tests yet (contract, web); the run as a whole still must have some.
    passWithNoTests: true,
    // A worker keeps the modules it loaded from one test file to the next: loading the server and
    // its dependencies again for each of ~200 files was most of the unit run (ADR 1190). No unit
    // test mocks modules, fakes timers or changes the environment; each builds its own app and
    // database (e2e files each start their own server, so this changes nothing there).
    isolate: false,
    // Two test files at a time. Vitest's default outside watch mode is the core count minus one:
    // one worker on this 2-core machine, which left a core idle while tests waited on PostgreSQL
    // (ADR 1190: the unit run 165–185 s with one worker, 100 s with two). The e2e projects set
    // their own (ADR 1462).
    maxWorkers: 2,
    projects: [
      {
        root: 'packages/domain',
        test: {
          name: 'domain',
          include: ['src/**/*.test.ts'],
          // Property tests run hundreds of cases; on a busy machine 5 s fails correct code.
          testTimeout: 30_000,
        },
      },
      {
        root: 'packages/contract',
        test: {
          name: 'contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        root: 'apps/server',
        test: {
          name: 'server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/platform/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        root: 'apps/web',
        test: {
          name: 'web',
          include: ['app/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
        },
      },
      {
        ...e2e,
        test: {
          ...e2e.test,
          name: 'e2e',
          exclude: SOLO_E2E,
          // Two files at a time (ADR 1462): each file's server, PostgreSQL and browser wait on one
          // another more than they use a core; the suite took 22 min one file at a time.
          // `E2E_WORKERS` tries another count on another machine (ADR 1464).
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          fileParallelism: true,
        },
      },
      {
        ...e2e,
        test: {
          ...e2e.test,
          name: 'e2e-solo',
          include: SOLO_E2E,
          // Files that measure start-up and recovery times, or run load, run alone and after the
          // others (ADR 1462): a neighbour's load would be measured with them.
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    // Coverage is run per package (packages/domain's `test` script names its files: include
    // globs resolve against the project root, not this file).
    coverage: {
      provider: 'v8',
      thresholds: { lines: 95 },
      reporter: ['text-summary', 'text'],
    },
  },
});
