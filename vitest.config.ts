import { defineConfig } from 'vitest/config';

// `npm test`: every unit, contract and integration test of the three parts and tests/ (browser tests
// have their own config). Integration tests start a real rest on PGlite from one prepared snapshot
// (or on the PostgreSQL server named by DATABASE_URL) and a real gateway.
export default defineConfig({
  test: {
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'rest', include: ['rest/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'gateway', include: ['gateway/src/**/*.test.ts'], environment: 'node' },
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
        },
      },
    ],
  },
});
