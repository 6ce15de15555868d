import { defineConfig } from 'vitest/config';

// One runner, one project per workspace, so `npm test` and `npm test -w <pkg>` agree.
export default defineConfig({
  test: {
    // A project may have no tests yet (contract, web); the run as a whole still must have some.
    passWithNoTests: true,
    projects: [
      {
        root: 'packages/domain',
        test: {
          name: 'domain',
          include: ['src/**/*.test.ts'],
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
        },
      },
      {
        root: 'tests/e2e',
        test: {
          name: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
