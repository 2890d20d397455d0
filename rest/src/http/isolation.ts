// Isolation by construction: the route layer checks every record a call names (by id or code in
// its body) against the rule of the record's kind before the handler runs, so a handler that
// forgets its organisation check cannot reach another organisation's data. The rule is written
// down in docs/isolation.md; which path names which records is declared in scopes.ts.
//
// - organisation: the record belongs to one organisation. Read and written only by a session of
//   that organisation.
// - organisation, shared in the group (clients, suppliers, some places): read by every
//   organisation of the group, written only by the organisation that keeps the record (its
//   owning organisation), credit terms included.
// - group: the group's own records (users, roles, organisations): sessions of the group only.
// - user: a user's own records (messages): that user only.
//
// A record that is out of reach answers 404, as one that does not exist does (its existence is not
// revealed); a shared record a session may read but not change answers 403 naming the
// organisation that keeps it. A session
// without an organisation is refused organisation and group data with 403 (请先选择组织).
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { jsonField } from './body.ts';
import type { Body } from './body.ts';
import { DomainError, fail } from './errors.ts';
import type { SessionInfo } from './session.ts';
import type { VersionedBy } from './versions.ts';

/**
 * What a path works on:
 * - organisation: the session's organisation's data (orders, fees, files, finance, schedule);
 * - group: data shared across the group (clients and other shared master data, user pickers);
 * - administration: the group's system records (users, roles, organisations, menus, the log);
 * - global: reference data for everyone (dictionaries, cities, ports, goods);
 * - own: the signed-in user's own session, settings and inbox.
 */
export type Scope = 'organisation' | 'group' | 'administration' | 'global' | 'own';

export const SCOPES: readonly Scope[] = [
  'organisation',
  'group',
  'administration',
  'global',
  'own',
];

/** A kind of record a body can name, and how to find who holds it. */
export interface RecordKind {
  /** Chinese, for messages: 客户, 订单. */
  readonly label: string;
  /** The FROM clause; the record is `t`. Declared here, never from input. */
  readonly from: string;
  /** SQL of the value a body names (t.id, t.order_code). */
  readonly key: string;
  readonly keyType: 'int' | 'text';
  /** Who holds the record. */
  readonly holder: 'organisation' | 'group' | 'user';
  /** SQL of the holder's id: an organisation, group or user id. */
  readonly holderColumn: string;
  /** An organisation's record shared across its group: read by the group, written by its owner. */
  readonly shared?: boolean;
}

/** A record a path names: the body field holding its id(s) or code(s). */
export interface Named {
  readonly kind: RecordKind;
  readonly field: string;
  /**
   * A bulk call's rows: a record out of reach is refused on its own row (rowsOutOfReach), while
   * the others go ahead, instead of the whole call answering 404.
   */
  readonly perRow?: boolean;
}

/** The declaration of a signed-in path (scopes.ts). */
export interface PathScope {
  readonly scope: Scope;
  readonly names?: readonly Named[];
  /**
   * A change of an existing record names the version it was based on (versions.ts); the route
   * layer checks it in the writing transaction.
   */
  readonly version?: VersionedBy;
}

/** An organisation's record by id in `table` (org_id), optionally shared in the group. */
export function orgRecord(label: string, table: string, shared = false): RecordKind {
  return {
    label,
    from: `${table} t`,
    key: 't.id',
    keyType: 'int',
    holder: 'organisation',
    holderColumn: 't.org_id',
    ...(shared ? { shared } : {}),
  };
}

/** A record whose organisation is that of its parent (`t.parent_id` → parent.id). */
export function childRecord(label: string, table: string, parentTable: string): RecordKind {
  return {
    label,
    from: `${table} t join ${parentTable} p on p.id = t.parent_id`,
    key: 't.id',
    keyType: 'int',
    holder: 'organisation',
    holderColumn: 'p.org_id',
  };
}

/** Orders named by their code, in one type's table or in all of them. */
export function orderRecord(label: string, tables: readonly string[]): RecordKind {
  const from =
    tables.length === 1
      ? `${tables[0] ?? ''} t`
      : `(${tables.map((table) => `select order_code, org_id from ${table}`).join(' union all ')}) t`;
  return {
    label,
    from,
    key: 't.order_code',
    keyType: 'text',
    holder: 'organisation',
    holderColumn: 't.org_id',
  };
}

/** A record of the group (group_id). */
export function groupRecord(label: string, table: string): RecordKind {
  return {
    label,
    from: `${table} t`,
    key: 't.id',
    keyType: 'int',
    holder: 'group',
    holderColumn: 't.group_id',
  };
}

/** A user's own record (`column` holds the user's id). */
export function userRecord(label: string, table: string, column: string): RecordKind {
  return {
    label,
    from: `${table} t`,
    key: 't.id',
    keyType: 'int',
    holder: 'user',
    holderColumn: `t.${column}`,
  };
}

const MAX_NAMED = 1000;

/**
 * The values a body field names: one value, a list, a JSON list as text (malformed or too deep:
 * 400 on the field, as every JSON field), or comma- or period-separated ids. Values of the wrong
 * form are left to the handler's own answer (400).
 */
export function namedKeys(body: Body, field: string, keyType: RecordKind['keyType']): string[] {
  const value = body[field];
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string' && value.trim().startsWith('[')) {
    const parsed = jsonField<unknown>(body, field);
    items = Array.isArray(parsed) ? parsed : [];
  } else if (typeof value === 'string' && keyType === 'int') items = value.split(/[,.]/);
  else if (value === undefined || value === null) items = [];
  else items = [value];
  const keys = new Set<string>();
  for (const item of items.slice(0, MAX_NAMED)) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const text = String(item).trim();
    const valid =
      keyType === 'int' ? /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) : text;
    if (valid) keys.add(text);
  }
  return [...keys];
}

/** A field holding a list of ids (ids, arIds, menuIds): a refusal names the ids refused. */
const LIST_FIELD = /(^ids|Ids)$/;

interface Holding {
  key: string;
  holder: number | null;
  groupId: number | null;
  orgName: string | null;
}

/**
 * Who holds each named record: one indexed query. The keeper's group and name are read only for a
 * shared kind (the only one another organisation may reach, and whose refusal names the keeper).
 */
async function holdings(db: Db, kind: RecordKind, keys: string[]): Promise<Holding[]> {
  const values = keys.map((k) => (kind.keyType === 'int' ? sql`${Number(k)}` : sql`${k}`));
  const holder = sql.raw(kind.holderColumn);
  const keeper = kind.holder === 'organisation' && kind.shared === true;
  const { rows } = await sql<Holding>`select ${sql.raw(kind.key)}::text as "key",
      ${holder}::int as "holder",
      ${keeper ? sql`o.group_id::int` : sql`null::int`} as "groupId",
      ${keeper ? sql`o.org_name` : sql`null::text`} as "orgName"
    from ${sql.raw(kind.from)}
      ${keeper ? sql`left join tb_organization o on o.id = ${holder}` : sql``}
    where ${sql.raw(kind.key)} in (${sql.join(values)})`.execute(db);
  return rows;
}

export const ORGANISATION_REQUIRED = '请先选择组织';

function organisationRequired(): DomainError {
  return new DomainError(403, { message: ORGANISATION_REQUIRED, code: 'ORGANISATION_REQUIRED' });
}

/** The message of a shared record's change refused to another organisation of the group. */
export function keptElsewhere(kind: RecordKind, orgName: string): string {
  return `该${kind.label}由「${orgName}」维护，只有该组织可以修改`;
}

type Verdict = 'allowed' | 'readOnly' | 'hidden';

function verdict(kind: RecordKind, row: Holding, session: SessionInfo, write: boolean): Verdict {
  const holder = row.holder === null ? null : Number(row.holder);
  switch (kind.holder) {
    case 'user':
      return holder === session.userId ? 'allowed' : 'hidden';
    case 'group':
      return session.groupId !== null && holder === session.groupId ? 'allowed' : 'hidden';
    case 'organisation': {
      if (session.orgId !== null && holder === session.orgId) return 'allowed';
      const inGroup = session.groupId !== null && Number(row.groupId) === session.groupId;
      if (kind.shared && inGroup) return write ? 'readOnly' : 'allowed';
      return 'hidden';
    }
  }
}

/**
 * Refuses the call unless the session may reach every record it names: 403 without an
 * organisation, 404 for a record out of reach, 403 for a change of a shared record kept by
 * another organisation. A named record that does not exist answers 404 as well.
 */
export async function checkIsolation(
  declared: PathScope,
  write: boolean,
  session: SessionInfo,
  body: Body,
  db: Db,
): Promise<void> {
  if ((declared.scope === 'organisation' || declared.scope === 'group') && session.orgId === null) {
    throw organisationRequired();
  }
  for (const { kind, field, perRow } of declared.names ?? []) {
    if (perRow) continue;
    const keys = namedKeys(body, field, kind.keyType);
    if (keys.length === 0) continue;
    if (kind.holder === 'organisation' && session.orgId === null) throw organisationRequired();
    const rows = await holdings(db, kind, keys);
    const hidden: string[] = [];
    for (const key of keys) {
      const held = rows.filter((r) => r.key === key);
      // Not there at all answers as out of reach does: nobody learns what exists elsewhere.
      if (held.length === 0) {
        hidden.push(key);
        continue;
      }
      const verdicts = held.map((r) => verdict(kind, r, session, write));
      if (verdicts.includes('allowed')) continue;
      const readable = held.find((_, i) => verdicts[i] === 'readOnly');
      if (readable) {
        throw fail.forbidden(keptElsewhere(kind, readable.orgName ?? ''), field, 'KEPT_ELSEWHERE');
      }
      hidden.push(key);
    }
    if (hidden.length > 0) {
      const which = LIST_FIELD.test(field) ? `：${hidden.join('、')}` : '';
      throw fail.notFound(`${kind.label}不存在${which}`, field);
    }
  }
}

/**
 * The rows of a bulk call (Named.perRow) the session may not reach, each with the reason it is
 * refused: the record's 不存在 as a single call answers (its existence elsewhere is not revealed),
 * or the keeper's name for a shared record of another organisation.
 */
export async function rowsOutOfReach(
  declared: PathScope,
  write: boolean,
  session: SessionInfo,
  keys: readonly string[],
  db: Db,
): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  for (const { kind, perRow } of declared.names ?? []) {
    if (!perRow || keys.length === 0) continue;
    if (kind.holder === 'organisation' && session.orgId === null) throw organisationRequired();
    const rows = await holdings(db, kind, [...keys]);
    for (const key of keys) {
      const held = rows.filter((r) => r.key === key);
      const verdicts = held.map((r) => verdict(kind, r, session, write));
      if (verdicts.includes('allowed')) continue;
      const readable = held.find((_, i) => verdicts[i] === 'readOnly');
      refused.set(
        key,
        readable ? keptElsewhere(kind, readable.orgName ?? '') : `${kind.label}不存在`,
      );
    }
  }
  return refused;
}
