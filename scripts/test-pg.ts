// `npm run test:pg`: the rest, gateway and cross-part tests again, against the PostgreSQL server
// at 127.0.0.1:5432 (or TEST_DATABASE_URL). Each test file gets a fresh database cloned from a
// migrated, seeded template. Skips with a message when no server answers.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { root } from './webBuild.ts';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const { rows } = await client.query<{ version: string }>('select version()');
  console.log(`PostgreSQL：${rows[0]?.version ?? '?'}`);
} catch (err) {
  console.log(`没有可用的 PostgreSQL（${url}）：${(err as Error).message}；跳过 PostgreSQL 测试`);
  process.exit(0);
} finally {
  await client.end().catch(() => undefined);
}
const result = spawnSync(
  'npx',
  // Files named after `--` (`npm run test:pg -- tests/x.test.ts`) narrow the run.
  [
    'vitest',
    'run',
    '--project',
    'rest',
    '--project',
    'gateway',
    '--project',
    'tests',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
);
process.exit(result.status ?? 1);
