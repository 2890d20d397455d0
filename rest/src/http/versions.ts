// Optimistic concurrency, one rule for every edit: a save names the version it was based on, and
// is refused (409 CONFLICT) when the record has moved on since, naming who moved it and when. The
// counters themselves move in the database with every write (migration 0031).
import { sql } from 'kysely';
import { businessDateTime } from '../../../model/businessDate.ts';
import type { Db } from '../db/index.ts';
import { int } from './body.ts';
import type { Body } from './body.ts';
import { DomainError } from './errors.ts';
import type { SessionInfo } from './session.ts';

/** A record's version and its last change, as the row keeps them. */
export interface VersionStamp {
  version: number;
  modifiedBy: string | null;
  modifiedAt: Date | string | null;
}

export const CONFLICT = 'CONFLICT';

/** The stamp's columns of a versioned table (aliased `alias`), for a select list. */
export const stampColumns = (alias: string) =>
  sql`${sql.ref(`${alias}.version`)} as "version", ${sql.ref(`${alias}.modified_by`)} as "modifiedBy",
    ${sql.ref(`${alias}.modified_at`)} as "modifiedAt"`;

/**
 * The version a save was based on: `version` (or `expectedVersion`); undefined when the caller
 * sent none (the existing system's clients), which skips the check.
 */
export function expectedVersion(body: Body): number | undefined {
  const value =
    int(body, 'expectedVersion', '版本号格式错误') ?? int(body, 'version', '版本号格式错误');
  if (value !== undefined && value < 0)
    throw new DomainError(400, { message: '版本号格式错误', field: 'version' });
  return value;
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
