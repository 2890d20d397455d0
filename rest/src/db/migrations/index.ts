import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation.ts';

/**
 * Every migration, in order. Names sort lexically; a module adds its file here
 * (`0002_master_data`, …) and never edits one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
