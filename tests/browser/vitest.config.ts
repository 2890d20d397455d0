import { defineConfig } from 'vitest/config';

// `npm run test:browser`: headless Debian Chromium through playwright-core against a real rest
// (PGlite snapshot), a real gateway and the built web client.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/support/globalSetup.ts', 'tests/browser/globalSetup.ts'],
    testTimeout: 60_000,
    // One log line per request would bury the test output; a test that reads logs collects them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    hookTimeout: 180_000,
    // Two files at once, each with its own rest, gateway and Chromium (about 1.2 GB together): a
    // file keeps less than half a core busy, most of its time waiting on the page.
    maxWorkers: 2,
    // Files share a worker's loaded modules; each still starts its own rest, gateway and browser.
    isolate: false,
  },
});
