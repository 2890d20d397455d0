// Optimistic concurrency, one rule for every edit: a save names the version it was based on, and
// is refused (409 CONFLICT) when the record has moved on since, naming who moved it and when. The
// counters themselves move in the database with every write (migration 0031).
import { sql } from 'kysely';
import { businessDateTime } from '../../../model/businessDate.ts';
import type { Db } from '../db/index.ts';
import { int, jsonField } from './body.ts';
import { namedKeys } from './isolation.ts';
import type { Body } from './body.ts';
import { DomainError } from './errors.ts';
import type { SessionInfo } from './session.ts';

/** A record's version and its last change, as the row keeps them. */
export interface VersionStamp {
  version: number;
  modifiedBy: string | null;
  modifiedAt: Date | string | null;
  /** The record's state column, where its source names one (an order's operation status). */
  state?: unknown;
}

export const CONFLICT = 'CONFLICT';

/** The stamp's columns of a versioned table (aliased `alias`), for a select list. */
export const stampColumns = (alias: string) =>
  sql`${sql.ref(`${alias}.version`)} as "version", ${sql.ref(`${alias}.modified_by`)} as "modifiedBy",
    ${sql.ref(`${alias}.modified_at`)} as "modifiedAt"`;

export const VERSION_MISSING = '缺少版本号：请刷新页面后重新操作';

function versionValue(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{1,9}$/.test(text.trim()))
    throw new DomainError(400, { message: '版本号格式错误', field: 'version' });
  return Number(text);
}

/**
 * The version a save was based on: `expectedVersion` (or `version`); undefined when the caller
 * sent none.
 */
export function expectedVersion(body: Body): number | undefined {
  const value =
    int(body, 'expectedVersion', '版本号格式错误') ?? int(body, 'version', '版本号格式错误');
  if (value !== undefined && value < 0)
    throw new DomainError(400, { message: '版本号格式错误', field: 'version' });
  return value;
}

/** The version a change must name: missing answers 400 (nothing is written). */
export function requiredVersion(body: Body): number {
  const value = expectedVersion(body);
  if (value === undefined)
    throw new DomainError(400, { message: VERSION_MISSING, field: 'expectedVersion' });
  return value;
}

/**
 * The versions a change of several records names, one per record in the order of `keys`:
 * `expectedVersions` (a list, a JSON list or comma-separated), or one `expectedVersion` for a
 * single record.
 */
export function requiredVersions(body: Body, keys: readonly string[]): Map<string, number> {
  let raw: unknown = body.expectedVersions;
  if (typeof raw === 'string')
    raw = raw.trim().startsWith('[') ? jsonField(body, 'expectedVersions') : raw.split(',');
  if (raw === undefined && keys.length === 1) raw = [requiredVersion(body)];
  if (!Array.isArray(raw) || raw.length === 0)
    throw new DomainError(400, { message: VERSION_MISSING, field: 'expectedVersions' });
  if (raw.length !== keys.length)
    throw new DomainError(400, {
      message: '版本号的个数与所选记录的个数不一致：请刷新页面后重新操作',
      field: 'expectedVersions',
    });
  return new Map(keys.map((key, i) => [key, versionValue(raw[i])]));
}

/** Where the versions of one kind of record are kept, and how a change locks them. */
export interface VersionSource {
  /** What a conflict names: 该用户, 该订单. */
  readonly label: string;
  /** How a body names the records: ids, or codes. */
  readonly keyType: 'int' | 'text';
  /** Locks the named records (`for update`) and answers their stamps by key. */
  readonly lock: (db: Db, keys: readonly string[]) => Promise<Map<string, VersionStamp>>;
}

/** A change names its record's version: the source, and the body field naming the record(s). */
export interface VersionedBy {
  readonly source: VersionSource;
  /** The body fields naming the record(s): `id`, or `ids` and `id`. */
  readonly fields: readonly string[];
  /**
   * A rule that refuses the change whatever version it names, asked before the version: a
   * completed order is not edited, and reloading it would not change that, so its refusal is the
   * more useful answer than a conflict.
   */
  readonly refuse?: (stamp: VersionStamp) => void;
}

/**
 * Records of `table` by `column` (id or order_code): their own version columns, and the column
 * `state` as the stamp's state when named.
 */
export function tableVersions(
  label: string,
  table: string,
  column: 'id' | 'order_code' = 'id',
  state?: string,
): VersionSource {
  return {
    label,
    keyType: column === 'id' ? 'int' : 'text',
    lock: async (db, keys) => {
      const values = keys.map((k) => (column === 'id' ? sql`${Number(k)}` : sql`${k}`));
      const stateColumn = state ? sql`, ${sql.ref(`t.${state}`)} as "state"` : sql``;
      const { rows } = await sql<VersionStamp & { key: string }>`select
          ${sql.ref(`t.${column}`)}::text as "key", ${stampColumns('t')}${stateColumn}
        from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} in (${sql.join(values)})
        order by 1 for update`.execute(db);
      return new Map(rows.map((r) => [r.key, r]));
    },
  };
}

/** The keys of the records a versioned change names. */
export function versionedKeys(by: VersionedBy, body: Body): string[] {
  return [...new Set(by.fields.flatMap((field) => namedKeys(body, field, by.source.keyType)))];
}

/**
 * One side of orders' fees by order code (tb_order_fee_version, 0031), the row made on first use:
 * a writer of the side's lines waits for its lock (the version triggers take the same row).
 */
export function feeSideVersions(side: 'ar' | 'ap', label: string): VersionSource {
  return {
    label,
    keyType: 'text',
    lock: async (db, keys) => {
      const stamps = new Map<string, VersionStamp>();
      for (const code of [...keys].sort()) {
        await sql`insert into tb_order_fee_version (order_code, side) values (${code}, ${side})
          on conflict do nothing`.execute(db);
        const { rows } = await sql<VersionStamp>`select ${stampColumns('v')}
          from tb_order_fee_version v where v.order_code = ${code} and v.side = ${side}
          for update`.execute(db);
        if (rows[0]) stamps.set(code, rows[0]);
      }
      return stamps;
    },
  };
}

/**
 * Refuses a change unless it names the version of every record it changes as they stand, locked
 * in the writing transaction `db`: missing → 400, another version → 409 naming who and when.
 * Records not found are left to the handler (isolation answered 404 before).
 */
export async function checkVersions(db: Db, by: VersionedBy, body: Body): Promise<void> {
  const keys = versionedKeys(by, body);
  // Naming no record, the call is the handler's to refuse (400 for the missing id).
  if (keys.length === 0) return;
  const expected = requiredVersions(body, keys);
  const stamps = await by.source.lock(db, keys);
  for (const key of keys) {
    const stamp = stamps.get(key);
    if (stamp) by.refuse?.(stamp);
    if (stamp && Number(stamp.version) !== expected.get(key))
      throw conflict(stamp, by.source.label);
  }
}

/** 该记录已被 张三 于 2026-11-28 14:03 修改，请刷新后重新填写 */
export function conflictMessage(stamp: VersionStamp, what = '该记录'): string {
  const by = stamp.modifiedBy ?? '其他用户';
  const at = stamp.modifiedAt ? ` 于 ${businessDateTime(stamp.modifiedAt)}` : '';
  return `${what}已被 ${by}${at} 修改，请刷新后重新填写`;
}

export function conflict(stamp: VersionStamp, what?: string): DomainError {
  return new DomainError(409, {
    message: conflictMessage(stamp, what),
    field: 'version',
    code: CONFLICT,
  });
}

/**
 * Refuses a save based on another version than the stored one. The stored row must be locked
 * (`for update`) in the writing transaction, so nothing moves between this check and the write.
 */
export function assertVersion(
  stored: VersionStamp,
  expected: number | undefined,
  what?: string,
): void {
  if (expected !== undefined && Number(stored.version) !== expected) throw conflict(stored, what);
}

/**
 * Names the writer for the version triggers of the transaction (0031): who changed a record is
 * who the transaction says, whichever path wrote.
 */
export async function nameWriter(db: Db, session: SessionInfo): Promise<void> {
  await sql`select set_config('app.user_id', ${String(session.userId)}, true),
    set_config('app.user_name', ${session.userName}, true)`.execute(db);
}
