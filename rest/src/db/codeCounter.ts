// Every generated code (order codes HYCK202611 0001, client KH000001, supplier GYS000001, bill of
// lading BL00000001, user numbers HT0001) comes from here: one counter row per scope, prefix and
// period in tb_code_counter (migration 0008), raised with a row lock inside the transaction that
// inserts the record. Concurrent creates queue on that row, so no two get the same number, and a
// create that rolls back gives its number back.
import { sql } from 'kysely';
import type { Db } from './index.ts';

/** How a code is written: prefix, an optional period, then the number padded to `digits`. */
export interface CodeFormat {
  readonly prefix: string;
  readonly digits: number;
}

export interface CodeScope {
  /** The organisation the codes are unique in; null: unique across the database. */
  orgId: number | null;
  /** Written after the prefix: the month of an order code ('202611'); '' for none. */
  period?: string;
  /**
   * Where the codes are kept (table and column, with `org_id` when `orgId` is set). The counter
   * never answers a number at or below the highest already there, so codes written another way
   * (older data, a number typed by hand) are stepped over rather than collided with.
   */
  existing: { table: string; column: string };
}

// Room for the number in a bigint.
const MAX_DIGITS = 18;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function counterKey(format: CodeFormat, scope: CodeScope) {
  return { scopeId: scope.orgId ?? 0, prefix: format.prefix, period: scope.period ?? '' };
}

/** The highest number among the codes of this form already stored (0 when none). */
function highestStored(format: CodeFormat, scope: CodeScope) {
  const lead = format.prefix + (scope.period ?? '');
  const column = sql.ref(`t.${scope.existing.column}`);
  const pattern = `^${escapeRegex(lead)}[0-9]{${format.digits},${MAX_DIGITS}}$`;
  const inScope = scope.orgId === null ? sql`true` : sql`t.org_id = ${scope.orgId}`;
  return sql<number>`(select coalesce(max(substring(${column} from ${lead.length + 1}::int)::bigint), 0)
    from ${sql.table(scope.existing.table)} t where ${inScope} and ${column} ~ ${pattern})`;
}

function write(format: CodeFormat, scope: CodeScope, n: number): string {
  return format.prefix + (scope.period ?? '') + String(n).padStart(format.digits, '0');
}

/**
 * Takes the next code. Call it inside the transaction that inserts the record: the counter row
 * stays locked until that transaction ends, and the number is given back if it rolls back. (Out of
 * a transaction the statement commits at once: codes stay distinct, a failed insert leaves a gap.)
 */
export async function takeCode(trx: Db, format: CodeFormat, scope: CodeScope): Promise<string> {
  const key = counterKey(format, scope);
  const { rows } = await sql<{ n: number | string }>`
    insert into tb_code_counter as c (scope_id, prefix, period, last_value)
    values (${key.scopeId}, ${key.prefix}, ${key.period}, ${highestStored(format, scope)} + 1)
    on conflict (scope_id, prefix, period)
      do update set last_value = greatest(c.last_value + 1, excluded.last_value)
    returning c.last_value as n`.execute(trx);
  const n = Number(rows[0]?.n);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`编码计数器异常：${format.prefix}`);
  return write(format, scope, n);
}

/** The code the next create would take, without taking it (a form's preview). */
export async function peekCode(db: Db, format: CodeFormat, scope: CodeScope): Promise<string> {
  const key = counterKey(format, scope);
  const { rows } = await sql<{ n: number | string }>`select greatest(
      coalesce((select last_value from tb_code_counter where scope_id = ${key.scopeId}
        and prefix = ${key.prefix} and period = ${key.period}), 0),
      ${highestStored(format, scope)}) + 1 as n`.execute(db);
  return write(format, scope, Number(rows[0]?.n ?? 1));
}
