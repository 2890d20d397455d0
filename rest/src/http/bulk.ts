// Bulk work: one call acts on many rows (orders, fee lines) and answers a result per row — done,
// unchanged (already as asked), or refused with the reason the single action gives.
//
// Transactions: one call (one chunk, at most BULK_MAX rows) is one transaction, and each row runs
// inside its own savepoint. A row refused by a rule (a DomainError) is rolled back to its
// savepoint, so nothing of it stays half-written, and the other rows still commit. Anything else
// (a fault, not a rule) rolls the whole chunk back and the call fails: no row of it is written.
// The rows' action-log entries are kept only for rows that were done.
//
// Isolation: the rows a call names are checked one by one against the path's declaration
// (scopes.ts, Named.perRow): a row out of reach is refused as 不存在 and never touched.
//
// Idempotency: bulk paths (update…Bulk) take an Idempotency-Key (idempotency.ts): a repeated chunk
// is answered with its first results. Without a key a repeat is harmless too: rows already in the
// asked state answer `unchanged` and are not written again.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AuditEntry } from './audit.ts';
import { jsonField } from './body.ts';
import type { Body } from './body.ts';
import { DomainError, fail } from './errors.ts';
import { namedKeys, rowsOutOfReach } from './isolation.ts';
import type { AuthedContext } from './route.ts';
import { scopeOf } from './scopes.ts';

/** The most rows one call acts on; the web sends chunks of BULK_CHUNK. */
export const BULK_MAX = 1000;
export const BULK_CHUNK = 100;

export type RowOutcome = 'done' | 'unchanged' | 'refused';

export interface RowResult {
  key: string;
  outcome: RowOutcome;
  message?: string;
}

export interface BulkAnswer {
  total: number;
  done: number;
  unchanged: number;
  refused: number;
  results: RowResult[];
}

/** What one row's action gets: the chunk's transaction, and an audit kept only if the row is done. */
export interface RowContext {
  trx: Transaction<Database>;
  audit: (entry: AuditEntry) => void;
}

/** The filter of a bulk call made by filter (`filter`: an object, or JSON text), or undefined. */
export function bulkFilter(body: Body): Body | undefined {
  const filter = jsonField<unknown>(body, 'filter', '筛选条件格式不正确');
  if (filter === undefined || filter === null) return undefined;
  if (typeof filter !== 'object' || Array.isArray(filter)) {
    throw fail.badRequest('筛选条件格式不正确', 'filter');
  }
  return filter as Body;
}

/**
 * The rows a call names: the keys in `field`, or those matching its `filter` (found by `match`,
 * which answers at most BULK_MAX + 1 keys). Exactly one of the two.
 */
export async function bulkKeys(
  body: Body,
  field: string,
  keyType: 'int' | 'text',
  label: string,
  match: (filter: Body) => Promise<string[]>,
): Promise<string[]> {
  const filter = bulkFilter(body);
  const named = body[field] !== undefined && body[field] !== null;
  if (named && filter) throw fail.badRequest(`请选择${label}或筛选条件，不能同时提供`, field);
  if (filter) {
    const keys = await match(filter);
    if (keys.length > BULK_MAX) {
      throw fail.badRequest(
        `符合条件的${label}超过 ${BULK_MAX} 条，请缩小筛选范围或分批选择`,
        'filter',
      );
    }
    return keys;
  }
  const raw = body[field];
  const count = Array.isArray(raw) ? raw.length : 0;
  if (count > BULK_MAX) throw fail.badRequest(`一次最多处理 ${BULK_MAX} 条${label}`, field);
  const keys = namedKeys(body, field, keyType);
  if (keys.length === 0) throw fail.badRequest(`请选择${label}`, field);
  if (Array.isArray(raw) && keys.length !== new Set(raw.map(String)).size) {
    throw fail.badRequest(`${label}编号格式不正确`, field);
  }
  return keys;
}

function reasonOf(error: DomainError): string {
  return error.messages.map((m) => m.message).join('；');
}

/**
 * Runs `row` for each key, as the comment at the top says, and answers the results in the keys'
 * order. `row` answers 'unchanged' when the row already is as asked (nothing written).
 */
export async function runBulk(
  ctx: AuthedContext,
  path: string,
  keys: readonly string[],
  row: (key: string, rc: RowContext) => Promise<'done' | 'unchanged'>,
): Promise<BulkAnswer> {
  const declared = scopeOf(path);
  if (!declared) throw new Error(`路径 ${path} 没有声明数据范围`);
  // Read before the transaction holds the connection (PGlite has only one).
  await ctx.grantedMenus();
  const outOfReach = await rowsOutOfReach(declared, true, ctx.session, keys, ctx.db);
  const results = await ctx.transaction(async (trx) => {
    const out: RowResult[] = [];
    for (const key of keys) {
      const refusedHere = outOfReach.get(key);
      if (refusedHere !== undefined) {
        out.push({ key, outcome: 'refused', message: refusedHere });
        continue;
      }
      const entries: AuditEntry[] = [];
      await sql`savepoint bulk_row`.execute(trx);
      try {
        const outcome = await row(key, { trx, audit: (e) => entries.push(e) });
        await sql`release savepoint bulk_row`.execute(trx);
        for (const entry of entries) ctx.audit(entry);
        out.push({ key, outcome });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        await sql`rollback to savepoint bulk_row`.execute(trx);
        out.push({ key, outcome: 'refused', message: reasonOf(error) });
      }
    }
    return out;
  });
  const count = (o: RowOutcome) => results.filter((r) => r.outcome === o).length;
  return {
    total: results.length,
    done: count('done'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    results,
  };
}
