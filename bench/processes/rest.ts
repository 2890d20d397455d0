// rest on the demo data for the bench: a PGlite copy of the prepared snapshot (or a fresh database
// cloned from the template when DATABASE_URL is set, with the production pool size), the test
// captcha code on, logs off. With
// BENCH_OPEN_DATABASE_URL it serves that database instead (the scale test's generated database,
// `npm run generate`), migrated as rest migrates on start: only the bench's sign-in writes to it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../rest/src/app.ts';
import { defaultConfig } from '../../rest/src/config.ts';
import { DEFAULT_POOL_SIZE, kyselyOverPostgres, migrateToLatest } from '../../rest/src/db/index.ts';
import { startTestRest, TEST_CAPTCHA } from '../../rest/src/testing/index.ts';
import { serveParent } from './usage.ts';

async function openExisting(url: string): Promise<{ url: string; close(): Promise<void> }> {
  const opened = kyselyOverPostgres(url, DEFAULT_POOL_SIZE);
  await migrateToLatest(opened.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-bench-'));
  const config = defaultConfig({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    captchaTestCode: TEST_CAPTCHA,
    logLevel: 'silent',
  });
  const app = await buildApp({ db: opened.db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      await app.close();
      await opened.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const existing = process.env.BENCH_OPEN_DATABASE_URL;
// The pool of a production rest, not the smaller one of tests.
const rest = existing
  ? await openExisting(existing)
  : await startTestRest({ poolSize: DEFAULT_POOL_SIZE });
serveParent(rest.url, () => rest.close());
