import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import { preparingPool } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the Kysely instance and the engine beneath it. */
  close(): Promise<void>;
}

// Both engines answer the same JS types: int8 as number (counts), numeric as an exact string
// (money), date as 'YYYY-MM-DD' (no time-zone shifts).
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_DATE = 1082;
const keepText = (value: string): string => value;

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (value: string) => Number(value);
    if (oid === PG_NUMERIC || oid === PG_DATE) return keepText;
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

export const pgliteParsers = {
  [PG_INT8]: (value: string) => Number(value),
  [PG_NUMERIC]: keepText,
  [PG_DATE]: keepText,
};

/**
 * How rest opens a PGlite data directory (`npm start`, and the tests' and bench's copies of the
 * demo data), given PGlite's own start parameters. Shared buffers are 32 MB instead of
 * PostgreSQL's 128: PGlite keeps them in the process's memory and touches them as it opens
 * (resident memory after opening 285 → 201 MiB), while reads beyond them come from the file
 * system's cache; the demo company's database is about 20 MB.
 */
export function pgliteOptions(
  defaultStartParams: readonly string[],
  dataDir: string,
): PGliteOptions {
  return {
    dataDir,
    parsers: pgliteParsers,
    startParams: [...defaultStartParams, '-c', 'shared_buffers=32MB'],
  };
}

const singleSession = new WeakSet<Db>();

/**
 * True for PGlite: one session that every query shares in turn (so a reserved connection would
 * stall everyone), where a PostgreSQL pool hands each caller a session of its own.
 */
export function isSingleSession(db: Db): boolean {
  return singleSession.has(db);
}

/** A Kysely over an already-created PGlite (tests load snapshots into memory this way). */
export function kyselyOverPglite(pglite: PGlite): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  singleSession.add(db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Connections of a rest process to PostgreSQL: enough that a transaction waiting on its own next
 * statement does not hold up the short reads of other requests.
 */
export const DEFAULT_POOL_SIZE = 10;

export function kyselyOverPostgres(
  connectionString: string,
  max = DEFAULT_POOL_SIZE,
): OpenedDatabase {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL 连接池错误', error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** PostgreSQL when databaseUrl is set, else PGlite persisted in `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return kyselyOverPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pgdata');
  await mkdir(dir, { recursive: true });
  // Loaded only here: a rest on PostgreSQL does not carry PGlite's code in memory.
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(pgliteOptions(PGlite.defaultStartParams, dir));
  return kyselyOverPglite(pglite);
}

/**
 * Runs every migration not yet applied. Feature work numbers its migrations as it starts, so one
 * may land after a higher-numbered one has already been applied to a database in use: such a
 * database still takes it (each migration touches only its own tables and columns).
 */
export async function migrateToLatest(
  db: Kysely<never> | Db,
  provider: MigrationProvider = migrationProvider,
): Promise<void> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败${failed ? `：${failed.migrationName}` : ''}`, { cause: error });
  }
}
