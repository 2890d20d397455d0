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
import * as m0012 from './0012_ocean_import_status.ts';
import * as m0013 from './0013_invoices.ts';
import * as m0014 from './0014_business_dates.ts';
import * as m0015 from './0015_settlements.ts';
import * as m0016 from './0016_todo.ts';
import * as m0018 from './0018_list_indexes.ts';
import * as m0019 from './0019_statement_indexes.ts';
import * as m0020 from './0020_order_fee_summary.ts';
import * as m0021 from './0021_order_counts.ts';
import * as m0022 from './0022_statement_rollups.ts';
import * as m0023 from './0023_order_client_counts.ts';
import * as m0025 from './0025_reference_stamp.ts';
import * as m0026 from './0026_node_user_stamp.ts';
import * as m0027 from './0027_sign_in_slowdown.ts';
import * as m0031 from './0031_record_versions.ts';
import * as m0036 from './0036_record_history.ts';
import * as m0033 from './0033_search.ts';
import * as m0038 from './0038_api_tokens.ts';
import * as m0039 from './0039_order_rollup_months.ts';
import * as m0041 from './0041_fee_rollup_units.ts';
import * as m0040 from './0040_all_orders_indexes.ts';
import * as m0042 from './0042_order_node_operators.ts';
import * as m0032 from './0032_more_record_versions.ts';
import * as m0034 from './0034_list_views.ts';
import * as m0035 from './0035_role_menu_version.ts';
import * as m0037 from './0037_template_detail_versions.ts';

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
  '0012_ocean_import_status': m0012,
  '0013_invoices': m0013,
  '0014_business_dates': m0014,
  '0015_settlements': m0015,
  '0016_todo': m0016,
  '0018_list_indexes': m0018,
  '0019_statement_indexes': m0019,
  '0020_order_fee_summary': m0020,
  '0021_order_counts': m0021,
  '0022_statement_rollups': m0022,
  '0023_order_client_counts': m0023,
  '0025_reference_stamp': m0025,
  '0026_node_user_stamp': m0026,
  '0027_sign_in_slowdown': m0027,
  '0031_record_versions': m0031,
  '0036_record_history': m0036,
  '0033_search': m0033,
  '0038_api_tokens': m0038,
  '0039_order_rollup_months': m0039,
  '0041_fee_rollup_units': m0041,
  '0032_more_record_versions': m0032,
  '0034_list_views': m0034,
  '0035_role_menu_version': m0035,
  '0040_all_orders_indexes': m0040,
  '0042_order_node_operators': m0042,
  '0037_template_detail_versions': m0037,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
