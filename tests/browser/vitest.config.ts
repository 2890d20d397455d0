import { defineConfig } from 'vitest/config';

// `npm run test:browser`: headless Debian Chromium through playwright-core against a real rest
// (PGlite snapshot), a real gateway and the built web client.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/support/globalSetup.ts', 'tests/browser/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
