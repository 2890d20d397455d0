import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from '../index.ts';
import type { Database } from '../schema.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { feesSeedSteps } from '../../modules/fees/seed.ts';
import { orderFilesSeedSteps } from '../../modules/files/seed.ts';
import { invoicesSeedSteps } from '../../modules/invoices/seed.ts';
import { settlementsSeedSteps } from '../../modules/settlements/seed.ts';
import { todoSeedSteps } from '../../modules/todo/seed.ts';
import { foundationSteps } from './foundation.ts';
import { masterDataSteps } from './masterData.ts';
import { importOrderSteps } from './importOrders.ts';
import { orderSteps } from './orders.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN_MOBILE = '13800000000';

/** What seed steps share: ids created by earlier steps, and the one hash of the demo password. */
export interface SeedContext {
  /** Keys are chosen by the step that creates the row: 'org:shanghai', 'user:13800000000'. */
  readonly ids: Map<string, number>;
  /** The id stored under key; throws when an earlier step did not store it. */
  id(key: string): number;
  /** argon2 hash of DEMO_PASSWORD, computed once (hashing is slow on purpose). */
  readonly demoPasswordHash: string;
  /**
   * Where stored files go (DATA_DIR). Absent when seeding a database snapshot for tests: the
   * snapshot carries no files, so steps that store files skip, rows included.
   */
  readonly dataDir?: string;
}

export interface SeedStep {
  name: string;
  run(trx: Transaction<Database>, ctx: SeedContext): Promise<void>;
}

/** The demo data set, in order; a module appends its steps (master data, orders…). */
export const seedSteps: SeedStep[] = [
  ...foundationSteps,
  ...masterDataSteps,
  ...orderSteps,
  ...importOrderSteps,
  ...feesSeedSteps,
  ...invoicesSeedSteps,
  ...settlementsSeedSteps,
  ...orderFilesSeedSteps,
  ...todoSeedSteps,
];

export function createSeedContext(demoPasswordHash: string, dataDir?: string): SeedContext {
  const ids = new Map<string, number>();
  return {
    ids,
    demoPasswordHash,
    ...(dataDir ? { dataDir } : {}),
    id(key) {
      const value = ids.get(key);
      if (value === undefined) throw new Error(`种子数据缺少 ${key}：请检查步骤顺序`);
      return value;
    },
  };
}

export async function isEmptyDatabase(db: Db | Transaction<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('tb_sys_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Loads every step in one transaction: a failure leaves the database as it was. With
 * `onlyIfEmpty`, replicas starting together on one empty database seed it once (advisory lock,
 * emptiness checked again under it). Answers whether it seeded.
 */
export async function runSeed(
  db: Db,
  options: { steps?: SeedStep[]; onlyIfEmpty?: boolean; dataDir?: string } = {},
): Promise<boolean> {
  const steps = options.steps ?? seedSteps;
  const ctx = createSeedContext(await hashPassword(DEMO_PASSWORD), options.dataDir);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('freight_seed'))`.execute(trx);
    if (options.onlyIfEmpty && !(await isEmptyDatabase(trx))) return false;
    for (const step of steps) {
      try {
        await step.run(trx, ctx);
      } catch (error) {
        throw new Error(`种子数据步骤「${step.name}」失败`, { cause: error });
      }
    }
    return true;
  });
}

/** Seeds only a database without users; answers whether it did. */
export async function seedIfEmpty(db: Db, dataDir?: string): Promise<boolean> {
  if (!(await isEmptyDatabase(db))) return false;
  return runSeed(db, { onlyIfEmpty: true, ...(dataDir ? { dataDir } : {}) });
}
