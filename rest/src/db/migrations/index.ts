import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_foundation.ts';
import * as m0002 from './0002_master_data.ts';
import * as m0003 from './0003_system.ts';
import * as m0004 from './0004_files.ts';
import * as m0005 from './0005_orders.ts';
import * as m0006 from './0006_fees.ts';
import * as m0007 from './0007_login_lookups.ts';
import * as m0008 from './0008_code_counters_and_upload_grants.ts';
import * as m0009 from './0009_idempotency.ts';
import * as m0010 from './0010_import_orders.ts';
import * as m0011 from './0011_air_export_domestic_trade.ts';
import * as m0014 from './0014_business_dates.ts';

/**
 * Every migration, in order. Names sort lexically; a module adds its file here
 * (`0002_master_data`, …) and never edits one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_master_data': m0002,
  '0003_system': m0003,
  '0004_files': m0004,
  '0005_orders': m0005,
  '0006_fees': m0006,
  '0007_login_lookups': m0007,
  '0008_code_counters_and_upload_grants': m0008,
  '0009_idempotency': m0009,
  '0010_import_orders': m0010,
  '0011_air_export_domestic_trade': m0011,
  '0014_business_dates': m0014,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
