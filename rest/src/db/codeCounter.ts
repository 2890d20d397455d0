// Every generated code (order codes HYCK202611 0001, client KH000001, supplier GYS000001, bill of
// lading BL00000001, user numbers HT0001) comes from here: one counter row per scope, prefix and
// period in tb_code_counter (migration 0008), raised with a row lock inside the transaction that
// inserts the record. Concurrent creates queue on that row, so no two get the same number, and a
// create that rolls back gives its number back.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
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
   * Where the codes are kept (table and column, with `org_id` when `orgId` is set, under a unique
   * index). The counter never answers a code already there: it starts after the highest stored,
   * and moves past the highest again when its next code is found stored, so codes written another
   * way (older data, a number typed by hand) are stepped over rather than collided with.
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

/** The codes of this form: their lead (prefix and period), column and scope, as SQL. */
function storedCodes(format: CodeFormat, scope: CodeScope) {
  return {
    lead: format.prefix + (scope.period ?? ''),
    column: sql.ref(`t.${scope.existing.column}`),
    table: sql.table(scope.existing.table),
    inScope: scope.orgId === null ? sql`true` : sql`t.org_id = ${scope.orgId}`,
  };
}

/** The highest number among the codes of this form already stored (0 when none). */
function highestStored(format: CodeFormat, scope: CodeScope) {
  const { lead, column, table, inScope } = storedCodes(format, scope);
  const pattern = `^${escapeRegex(lead)}[0-9]{${format.digits},${MAX_DIGITS}}$`;
  return sql<number>`(select coalesce(max(substring(${column} from ${lead.length + 1}::int)::bigint), 0)
    from ${table} t where ${inScope} and ${column} ~ ${pattern})`;
}

function write(format: CodeFormat, scope: CodeScope, n: number): string {
  return format.prefix + (scope.period ?? '') + String(n).padStart(format.digits, '0');
}

/** Whether the code the counter would answer for `n` is stored already (an index look-up). */
function storedAlready(format: CodeFormat, scope: CodeScope, n: RawBuilder<number>) {
  const { lead, column, table, inScope } = storedCodes(format, scope);
  // The number as write() pads it: lpad alone would cut a longer number.
  const code = sql`${lead}::text || repeat('0', greatest(${format.digits}::int - length(${n}::text), 0)) || ${n}::text`;
  return sql<boolean>`exists (select 1 from ${table} t where ${inScope} and ${column} = ${code})`;
}

function keyMatch(format: CodeFormat, scope: CodeScope) {
  const key = counterKey(format, scope);
  return sql`scope_id = ${key.scopeId} and prefix = ${key.prefix} and period = ${key.period}`;
}

/**
 * Takes the next code. Call it inside the transaction that inserts the record: the counter row
 * stays locked until that transaction ends, and the number is given back if it rolls back. (Out of
 * a transaction the statement commits at once: codes stay distinct, a failed insert leaves a gap.)
 *
 * Usually one statement that raises the counter and looks its code up in the table's unique index.
 * The stored codes are scanned only when a counter starts and when its next code turns out to be
 * stored already (typed by hand or loaded since): the counter then moves past the highest.
 */
export async function takeCode(trx: Db, format: CodeFormat, scope: CodeScope): Promise<string> {
  const raised = await sql<{ n: number | string; taken: boolean }>`
    with c as (update tb_code_counter set last_value = last_value + 1
      where ${keyMatch(format, scope)} returning last_value)
    select c.last_value as n, ${storedAlready(format, scope, sql<number>`c.last_value`)} as taken
    from c`.execute(trx);
  let row: { n: number | string } | undefined = raised.rows[0];
  if (!row) {
    const key = counterKey(format, scope);
    ({
      rows: [row],
    } = await sql<{ n: number | string }>`
      insert into tb_code_counter as c (scope_id, prefix, period, last_value)
      values (${key.scopeId}, ${key.prefix}, ${key.period}, ${highestStored(format, scope)} + 1)
      on conflict (scope_id, prefix, period)
        do update set last_value = greatest(c.last_value + 1, excluded.last_value)
      returning c.last_value as n`.execute(trx));
  } else if (raised.rows[0]?.taken) {
    ({
      rows: [row],
    } = await sql<{ n: number | string }>`
      update tb_code_counter set last_value = greatest(last_value, ${highestStored(format, scope)}) + 1
      where ${keyMatch(format, scope)} returning last_value as n`.execute(trx));
  }
  const n = Number(row?.n);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`编码计数器异常：${format.prefix}`);
  return write(format, scope, n);
}

/** The code the next create would take, without taking it (a form's preview). */
export async function peekCode(db: Db, format: CodeFormat, scope: CodeScope): Promise<string> {
  const { rows } = await sql<{ n: number | string | null; taken: boolean | null }>`
    select c.last_value + 1 as n, ${storedAlready(format, scope, sql<number>`(c.last_value + 1)`)} as taken
    from tb_code_counter c where ${keyMatch(format, scope)}`.execute(db);
  const next = rows[0];
  if (next && !next.taken) return write(format, scope, Number(next.n));
  const { rows: highest } = await sql<{
    n: number | string;
  }>`select greatest(${Number(next?.n ?? 1)}::bigint,
    ${highestStored(format, scope)} + 1) as n`.execute(db);
  return write(format, scope, Number(highest[0]?.n ?? 1));
}
