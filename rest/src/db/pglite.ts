// The one place that opens PGlite (an ESLint rule forbids importing it elsewhere): a data
// directory is opened only under its lock (dataDirLock.ts), whatever the command (rest, a script,
// a migration, a test), so a second process on the same directory refuses instead of corrupting it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock.ts';

// Both engines answer the same JS types: int8 as number (counts), numeric as an exact string
// (money), date as 'YYYY-MM-DD' (no time-zone shifts).
export const PG_INT8 = 20;
export const PG_NUMERIC = 1700;
export const PG_DATE = 1082;
export const keepText = (value: string): string => value;

export const pgliteParsers = {
  [PG_INT8]: (value: string) => Number(value),
  [PG_NUMERIC]: keepText,
  [PG_DATE]: keepText,
};

/**
 * PGlite's start parameters for a data directory. Shared buffers are 32 MB instead of
 * PostgreSQL's 128: PGlite keeps them in the process's memory and touches them as it opens
 * (resident memory after opening 285 → 201 MiB), while reads beyond them come from the file
 * system's cache; the demo company's database is about 20 MB.
 */
function pgliteOptions(defaultStartParams: readonly string[], dataDir?: string): PGliteOptions {
  return {
    ...(dataDir ? { dataDir } : {}),
    parsers: pgliteParsers,
    startParams: [...defaultStartParams, '-c', 'shared_buffers=32MB'],
  };
}

export interface OpenedPglite {
  pglite: PGlite;
  /** Closes PGlite, then releases the directory's lock. */
  close(): Promise<void>;
}

/**
 * Opens PGlite: in memory without `dataDir`, else on that directory (created if missing) after
 * taking its lock, which throws DataDirLockedError at once when another live process holds it.
 * `loadDataDir` fills a new database from a dump (the tests' snapshot).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<OpenedPglite> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  let release = (): void => undefined;
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    release = lockDataDir(dataDir).release;
  }
  try {
    // Loaded only here: a rest on PostgreSQL does not carry PGlite's code in memory.
    const { PGlite } = await import('@electric-sql/pglite');
    // Trigram indexes (pg_trgm) serve the "contains" searches, as on PostgreSQL.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pglite = await PGlite.create({
      ...pgliteOptions(PGlite.defaultStartParams, dataDir),
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return {
      pglite,
      close: async () => {
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
