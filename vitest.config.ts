import { defineConfig } from 'vitest/config';

// One runner, one project per workspace. The root `npm test` (scripts/test.mjs) decides which run.

/** API tests that time the server under load: run alone, after the other API files (api-load). */
const API_LOAD_TESTS = ['test/document-rendering-load.test.ts'];
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'rich-text',
          root: './packages/rich-text',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'proposal',
          root: './packages/proposal',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'reports',
          root: './packages/reports',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Renders whole documents and runs poppler on them: seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The embedded database's ownership is PGlite's alone (its servers run on their own
          // DATA_DIR whatever the suite's engine): the PostgreSQL pass need not run it again.
          // Several API processes on one database is PostgreSQL's alone (PGlite is one process's).
          exclude: [
            ...API_LOAD_TESTS,
            ...(process.env.API_TEST_DATABASE === 'postgres'
              ? ['test/data-dir-ownership.test.ts']
              : [
                  'test/postgres-connection-loss.test.ts',
                  'test/several-instances.test.ts',
                  'test/reminders-several-instances.test.ts',
                ]),
          ],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite costs ~0.8 GB per instance: keep the file-level parallelism low on 2 cores,
          // in a group of its own after the light unit projects.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'api-load',
          root: './apps/api',
          // A load test times the server's answers (issue 26: /health within 1 s while documents
          // render): alone, after every other API file, so no other test file shares the 2 cores.
          // It starts its own compiled server on PGlite whatever the suite's engine.
          include: API_LOAD_TESTS,
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          // Whole screens rendered in jsdom with typing: seconds each on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['specs/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Screens answer after real HTTP round-trips: poll like a patient user.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
