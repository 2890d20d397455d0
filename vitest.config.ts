import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test`: every unit, contract and integration test of the three parts and tests/ (browser tests
// have their own config). Integration tests start a real rest on PGlite from one prepared snapshot
// (or on the PostgreSQL server named by DATABASE_URL) and a real gateway.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    // One log line per request would bury the test output; a test that reads logs collects them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    hookTimeout: 120_000,
    // A test file runs rest, PGlite and the gateway on one thread: two files at once use both cores
    // of a 2-core machine, where vitest's default (cores - 1) would run one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // rest, gateway and tests files share their worker's loaded modules (each file still starts its
    // own rest on its own database and its own gateway): what the parts keep per process is
    // registered once per process by design. web stays isolated: its modules keep per-page state
    // (the lost-session dialog, the toaster) that one file would leave to the next.
    projects: [
      {
        extends: true,
        test: {
          name: 'rest',
          include: ['rest/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['gateway/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
});
