import { prepareSnapshotDir, prepareTemplate } from '../../rest/src/testing/index.ts';

/**
 * Prepares the seeded database every integration test starts from, once per run: a PGlite
 * data directory, or with DATABASE_URL a PostgreSQL template database.
 */
export default async function setup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await prepareTemplate(databaseUrl);
  else await prepareSnapshotDir();
}
