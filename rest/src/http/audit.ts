// The action log: one row per audited record of a writing call (one bare row when the handler
// audited nothing), written by the route layer so no module can forget it.
import type { Kysely } from 'kysely';
import type { Database, FieldChange } from '../db/schema.ts';
import type { Body } from './body.ts';
import type { SessionInfo } from './session.ts';

/** What a writing handler reports about one record it changed. */
export interface AuditEntry {
  /** The table or entity written, e.g. 'tb_customer'. */
  table?: string;
  /** The record's key (id, order code…). */
  recordKey?: string | number | null;
  /** The record before the write (null or absent for an insert). */
  before?: object | null;
  /** The record after the write (null or absent for a delete). */
  after?: object | null;
}

// Secrets never enter the log, not even as a hash.
const SECRET_FIELD = /password|pwd|token|secret/i;

/** JSON-safe copy: dates as ISO text, undefined as null. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** The fields whose value differs between before and after (all of them for an insert or delete). */
export function diffChanges(
  beforeRecord: object | null | undefined,
  afterRecord: object | null | undefined,
): FieldChange[] {
  const before = beforeRecord as Readonly<Record<string, unknown>> | null | undefined;
  const after = afterRecord as Readonly<Record<string, unknown>> | null | undefined;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of keys) {
    if (SECRET_FIELD.test(field)) continue;
    const was = plain(before?.[field]);
    const now = plain(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** The record key a request names itself, for calls whose handler audited nothing. */
export function evidentRecordKey(body: Body): string | null {
  for (const name of ['id', 'orderCode', 'roleId']) {
    const value = body[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

export interface CallInfo {
  controller: string;
  action: string;
  ip: string;
  /** From the request, used when the handler audits nothing. */
  fallbackKey: string | null;
}

/** Collects a call's entries and writes them; `flush` inside a transaction, `finish` after the call. */
export class ActionRecorder {
  private pending: AuditEntry[] = [];
  private written = 0;

  constructor(
    private readonly session: SessionInfo,
    private readonly call: CallInfo,
  ) {}

  add(entry: AuditEntry): void {
    this.pending.push(entry);
  }

  /** Writes the entries recorded so far (a bare row if this call has logged nothing yet). */
  async flush(db: Kysely<Database>): Promise<void> {
    const entries: AuditEntry[] =
      this.pending.length > 0 ? this.pending : this.written === 0 ? [{}] : [];
    this.pending = [];
    if (entries.length === 0) return;
    await db
      .insertInto('sys_action_log')
      .values(
        entries.map((entry) => ({
          user_id: this.session.userId,
          user_name: this.session.userName,
          group_id: this.session.groupId,
          org_id: this.session.orgId,
          controller: this.call.controller,
          action: this.call.action,
          table_name: entry.table ?? null,
          record_key:
            entry.recordKey === undefined || entry.recordKey === null
              ? this.call.fallbackKey
              : String(entry.recordKey),
          changes: JSON.stringify(diffChanges(entry.before, entry.after)),
          ip: this.call.ip,
        })),
      )
      .execute();
    this.written += entries.length;
  }

  /** After a successful call: whatever is left, or the bare row. */
  async finish(db: Kysely<Database>): Promise<void> {
    if (this.pending.length > 0 || this.written === 0) await this.flush(db);
  }
}

/**
 * A write that changes rows beside its own record (an invoice sets its fee lines' number): reads
 * the rows before, writes, reads them after, and records each row whose fields changed, so every
 * record's history (历史) shows the change whichever call made it. Inside the write's transaction.
 */
export async function auditRows<R extends { id: number }, T>(
  audit: (entry: AuditEntry) => void,
  table: string,
  ids: readonly number[],
  read: (ids: readonly number[]) => Promise<readonly R[]>,
  write: () => Promise<T>,
): Promise<T> {
  const before = new Map((await read(ids)).map((row) => [row.id, row]));
  const out = await write();
  const after = new Map((await read(ids)).map((row) => [row.id, row]));
  for (const id of ids) {
    const was = before.get(id) ?? null;
    const now = after.get(id) ?? null;
    if (diffChanges(was, now).length === 0) continue;
    audit({ table, recordKey: id, before: was, after: now });
  }
  return out;
}
