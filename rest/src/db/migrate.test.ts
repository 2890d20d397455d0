// A database already carrying a higher-numbered migration still takes one that lands later with a
// lower number (feature work numbers migrations as it starts, not as it lands).
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { kyselyOverPglite, migrateToLatest } from './index.ts';
import { migrations } from './migrations/index.ts';
import { openPglite } from './pglite.ts';

const opened = kyselyOverPglite(await openPglite());
afterAll(() => opened.close());

it('applies a migration that lands after a higher-numbered one', async () => {
  const names = Object.keys(migrations);
  const late = names.at(-2);
  if (!late) throw new Error('too few migrations');
  const without = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== late));
  await migrateToLatest(opened.db, { getMigrations: () => Promise.resolve(without) });

  await migrateToLatest(opened.db);

  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(opened.db);
  expect(rows.map((r) => r.name)).toEqual([...names].sort());
});
