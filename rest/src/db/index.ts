import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import type { OpenedPglite } from './pglite.ts';
import { keepText, openPglite, PG_DATE, PG_INT8, PG_NUMERIC } from './pglite.ts';
import { preparingPool } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the Kysely instance and the engine beneath it. */
  close(): Promise<void>;
}

// The same JS types as PGlite's (pgliteParsers in pglite.ts): int8 as number (counts), numeric as
// an exact string (money), date as 'YYYY-MM-DD' (no time-zone shifts).
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (value: string) => Number(value);
    if (oid === PG_NUMERIC || oid === PG_DATE) return keepText;
    return pg.types.getTypeParser(oid, format) as (value: string) => unknown;
  },
};

const singleSession = new WeakSet<Db>();

/** A PostgreSQL pool's connections, for /metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Db, () => PoolStats>();

/** The pool beneath a Kysely over PostgreSQL; undefined for PGlite (one session, no pool). */
export function poolStats(db: Db): PoolStats | undefined {
  return pools.get(db)?.();
}

/**
 * True for PGlite: one session that every query shares in turn (so a reserved connection would
 * stall everyone), where a PostgreSQL pool hands each caller a session of its own.
 */
export function isSingleSession(db: Db): boolean {
  return singleSession.has(db);
}

const pglites = new WeakMap<Db, OpenedPglite['pglite']>();

/**
 * A consistent copy of a PGlite database as PGlite's own dump (a gzipped tar of its data
 * directory, what openPglite's `loadDataDir` takes), taken while the database serves: holding
 * the one session (the dialect queues every other query and transaction behind it), a checkpoint
 * writes out every committed change, then the directory is copied. Undefined on PostgreSQL.
 */
export async function dumpPglite(db: Db): Promise<Buffer | undefined> {
  const pglite = pglites.get(db);
  if (!pglite) return undefined;
  return db.connection().execute(async (session) => {
    await sql`checkpoint`.execute(session);
    const dump = await pglite.dumpDataDir('gzip');
    return Buffer.from(await dump.arrayBuffer());
  });
}

/** A Kysely over a PGlite opened by openPglite (pglite.ts); closing closes both. */
export function kyselyOverPglite(opened: OpenedPglite): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(opened.pglite) });
  singleSession.add(db);
  pglites.set(db, opened.pglite);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
      } finally {
        await opened.close();
      }
    },
  };
}

/**
 * Set on each connection to PostgreSQL: parallel workers only for a query whose serial cost is well
 * above what starting them costs. With the server's default (parallel_setup_cost 1000), the first
 * page of the invoice reports at a million orders started two workers for ten rows; starting them
 * took some 10 ms of a 12–17 ms query that runs in 2–3 ms without them. The setting holds for
 * rest's sessions only, and overrides a value given for the role, the database or in
 * DATABASE_URL's `options`.
 */
const SESSION_SETTINGS = 'set parallel_setup_cost = 20000';

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
  pool.on('connect', (client) => {
    // Queued ahead of the client's first query; a failure shows on that query's connection.
    client.query(SESSION_SETTINGS).catch((error: Error) => {
      console.error(`PostgreSQL 会话设置失败：${error.message}`);
    });
  });
  // An idle client losing its connection must not crash the process; the pool drops it and opens
  // another when needed. One line says why (a restart, a terminated session), not the client.
  pool.on('error', (error: Error & { code?: string }) =>
    console.error(
      `PostgreSQL 连接池错误：${error.message}${error.code ? `（${error.code}）` : ''}`,
    ),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  pools.set(db, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Where rest keeps PGlite's files under its DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** PostgreSQL when databaseUrl is set, else PGlite persisted in `<dataDir>/pgdata`. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) return kyselyOverPostgres(options.databaseUrl);
  return kyselyOverPglite(await openPglite({ dataDir: pgliteDir(options.dataDir) }));
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
