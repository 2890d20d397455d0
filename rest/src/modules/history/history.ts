// Record history (<controller>/pageHistory): the action-log entries of one record, newest first,
// each change with its field's label and its old and new values as a person reads them (names of
// clients, dictionary entries and users, amounts with their currency, dates). The log keeps raw
// values; labels are worked out here, when the history is read, from the declarations
// (model/history), the dictionaries and the master data.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { businessDate, businessDateTime } from '../../../../model/businessDate.ts';
import { columnOf, entity, recordTitle } from '../../../../model/masterData/index.ts';
import {
  actionLabel,
  historyKeysField,
  historyKinds,
  historyPath,
} from '../../../../model/history/index.ts';
import type { HistoryField, HistoryKind, HistoryTable } from '../../../../model/history/index.ts';
import type { Db } from '../../db/index.ts';
import type { FieldChange } from '../../db/schema.ts';
import { pageOf, pageResult, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { rowsOutOfReach } from '../../http/isolation.ts';
import { parentKeys, pagesOfParents } from '../../http/parents.ts';
import { route } from '../../http/route.ts';
import { scopeOf } from '../../http/scopes.ts';
import type { SessionInfo } from '../../http/session.ts';
import { requireGroup } from '../system/fields.ts';

/** One change as history answers it. */
export interface HistoryChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

export interface HistoryEntry {
  id: number;
  at: string;
  userId: number;
  userName: string;
  action: string;
  actionName: string;
  changes: HistoryChange[];
}

interface LogRow {
  id: number;
  at: Date;
  user_id: number;
  user_name: string;
  action: string;
  table_name: string | null;
  changes: FieldChange[];
}

/** A record's entries beyond this many are not read back (the newest are). */
const MAX_ENTRIES = 2000;

type State = Map<string, unknown>;

/** The names of dictionary codes, records and users one page of history needs, looked up once. */
class Lookups {
  private readonly dicts = new Map<string, Set<string>>();
  private readonly refs = new Map<string, Set<number>>();
  private readonly users = new Set<number>();
  private readonly orgs = new Set<number>();
  private orgNames = new Map<number, string>();
  private dictNames = new Map<string, { name: string; remark: string | null }>();
  private refNames = new Map<string, string>();
  private userNames = new Map<number, string>();

  want(field: HistoryField, value: unknown): void {
    if (value === null || value === undefined || value === '') return;
    if (field.kind === 'dict') {
      const codes = Array.isArray(value) ? value : [value];
      const set = this.dicts.get(field.category) ?? new Set<string>();
      for (const code of codes) set.add(String(code));
      this.dicts.set(field.category, set);
    } else if (field.kind === 'ref') {
      const id = Number(value);
      if (!Number.isSafeInteger(id)) return;
      const set = this.refs.get(field.entity) ?? new Set<number>();
      set.add(id);
      this.refs.set(field.entity, set);
    } else if (field.kind === 'user') {
      const id = Number(value);
      if (Number.isSafeInteger(id)) this.users.add(id);
    }
  }

  wantOrg(value: unknown): void {
    const id = Number(value);
    if (value !== null && Number.isSafeInteger(id)) this.orgs.add(id);
  }

  org(id: unknown): string {
    return this.orgNames.get(Number(id)) ?? `#${String(id)}`;
  }

  wantCurrency(code: unknown): void {
    if (typeof code !== 'string' && typeof code !== 'number') return;
    if (code === '') return;
    const set = this.dicts.get('FYBZ') ?? new Set<string>();
    set.add(String(code));
    this.dicts.set('FYBZ', set);
  }

  async load(db: Db): Promise<void> {
    const pairs = [...this.dicts].flatMap(([category, codes]) =>
      [...codes].map((code) => sql`(${category}, ${code})`),
    );
    if (pairs.length > 0) {
      const { rows } = await sql<{
        category_code: string;
        dict_code: string;
        dict_name: string;
        remark: string | null;
      }>`select category_code, dict_code, dict_name, remark from tb_dict
        where (category_code, dict_code) in (${sql.join(pairs)})`.execute(db);
      this.dictNames = new Map(
        rows.map((r) => [
          `${r.category_code}:${r.dict_code}`,
          { name: r.dict_name, remark: r.remark },
        ]),
      );
    }
    for (const [name, ids] of this.refs) {
      const decl = entity(name);
      const title = decl.fields.find((x) => x.name === decl.titleField);
      if (!title) continue;
      const code = decl.fields.find((x) => x.name === (decl.codeField ?? 'code'));
      const { rows } = await sql<{
        id: number;
        title: unknown;
        code: unknown;
      }>`select id::int as id,
        ${sql.ref(columnOf(title))} as title,
        ${code ? sql.ref(columnOf(code)) : sql`null`} as code
        from ${sql.table(decl.table)} where id in (${sql.join([...ids])})`.execute(db);
      for (const r of rows)
        this.refNames.set(`${name}:${r.id}`, recordTitle(decl, r.title, r.code));
    }
    if (this.orgs.size > 0) {
      const { rows } = await sql<{ id: number; org_name: string }>`select id, org_name
        from tb_organization where id in (${sql.join([...this.orgs])})`.execute(db);
      this.orgNames = new Map(rows.map((r) => [r.id, r.org_name]));
    }
    if (this.users.size > 0) {
      const { rows } = await sql<{ id: number; user_name: string }>`select id, user_name
        from tb_sys_user where id in (${sql.join([...this.users])})`.execute(db);
      this.userNames = new Map(rows.map((r) => [r.id, r.user_name]));
    }
  }

  dict(category: string, code: string): string {
    return this.dictNames.get(`${category}:${code}`)?.name ?? code;
  }

  /** A currency as amounts show it: its ISO code (USD), else its name. */
  currency(code: string): string {
    const entry = this.dictNames.get(`FYBZ:${code}`);
    if (!entry) return code;
    return entry.remark && /^[A-Z]{3}$/.test(entry.remark) ? entry.remark : entry.name;
  }

  ref(entityName: string, id: unknown): string {
    return this.refNames.get(`${entityName}:${String(id)}`) ?? `#${String(id)}`;
  }

  user(id: unknown): string {
    return this.userNames.get(Number(id)) ?? `#${String(id)}`;
  }
}

/** 1234.5 → 1,234.50 (at least two decimals, as many as the value has). */
export function formatAmount(value: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  const whole = (m[2] ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = (m[3] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${m[1] ?? ''}${whole}.${decimals}`;
}

function formatDate(value: unknown): string {
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return text;
  return /T00:00:00(\.000)?(Z|\+08:00)$/.test(text) ? businessDate(at) : businessDateTime(at);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Keys of a list row that a save renumbers without changing the row (a replaced row's id). */
const ROW_HOUSEKEEPING = /^(id|parentId|sortId|orderCode|createdAt|updatedAt|version)$/;

/** A list's rows as what they say, without their housekeeping keys. */
function rowsText(value: unknown): string {
  if (!Array.isArray(value)) return JSON.stringify(value ?? null);
  return JSON.stringify(
    value.map((row: unknown) =>
      typeof row === 'object' && row !== null
        ? Object.fromEntries(Object.entries(row).filter(([k]) => !ROW_HOUSEKEEPING.test(k)))
        : row,
    ),
  );
}

/** The stored value of a list field as its row count. */
function rowCount(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** A raw logged value as a person reads it. */
function show(
  field: HistoryField,
  value: unknown,
  state: State,
  companion: unknown,
  names: Lookups,
): string | null {
  if (isEmpty(value)) return null;
  switch (field.kind) {
    case 'flag': {
      const yes = field.values?.[0] ?? 'Y';
      return String(value) === yes || value === true ? '是' : '否';
    }
    case 'status':
      return value === 'N' ? '停用' : '启用';
    case 'dict':
      return (Array.isArray(value) ? value : [value])
        .map((code) => names.dict(field.category, String(code)))
        .join('、');
    case 'ref':
      return names.ref(field.entity, value);
    case 'user':
      return names.user(value);
    case 'date':
      return formatDate(value);
    case 'cents':
      return formatAmount((Number(value) / 100).toFixed(2));
    case 'decimal': {
      const amount = formatAmount(String(value));
      const currency = currencyOf(field, state);
      return currency ? `${names.currency(currency)} ${amount}` : amount;
    }
    default: {
      // A short code with its words declared (应收状态 1 → 已确认).
      const labels = field.kind === 'string' || field.kind === 'text' ? field.labels : undefined;
      const word = labels?.[String(value)];
      if (word !== undefined) return word;
      // A code answered with its name beside it (approveStatus, approveStatusName).
      return typeof companion === 'string' && companion !== '' ? companion : String(value);
    }
  }
}

function currencyOf(field: HistoryField, state: State): string | null {
  if (!field.currency) return null;
  if ('code' in field.currency) return field.currency.code;
  const code = state.get(field.currency.field);
  return isEmpty(code) ? null : String(code);
}

/** The name logged beside a code or id (approveStatusName, settlementUnitName). */
function companionOf(changes: readonly FieldChange[], name: string): FieldChange | undefined {
  const base = name.endsWith('Id') ? name.slice(0, -2) : name;
  return changes.find((c) => c.field === `${name}Name` || c.field === `${base}Name`);
}

interface Walked {
  row: LogRow;
  table: HistoryTable;
  mainTable: HistoryTable | undefined;
  before: State;
  after: State;
}

/**
 * Entries oldest first, each with the record's values just before and after it (what the log
 * holds of them, the record's values of now filling in), so an amount shows the currency it had.
 */
function walk(kind: HistoryKind, rows: readonly LogRow[], now: State): Walked[] {
  const state: State = new Map();
  const out: Walked[] = [];
  for (const row of [...rows].reverse()) {
    const table = kind.tables.find((t) => t.table === row.table_name);
    if (!table) continue;
    const main = table === kind.tables[0];
    const before: State = new Map([...now, ...state]);
    if (main) for (const c of row.changes) state.set(c.field, c.after);
    const after: State = new Map([...now, ...state]);
    if (!main) {
      for (const c of row.changes) {
        before.set(c.field, c.before);
        after.set(c.field, c.after);
      }
    }
    out.push({ row, table, mainTable: kind.tables[0], before, after });
  }
  return out;
}

function changesOf(entry: Walked, names: Lookups, collect: boolean): HistoryChange[] {
  const { row, table } = entry;
  const prefix = table.label ? `${table.label}：` : '';
  const out: HistoryChange[] = [];
  for (const field of table.fields) {
    const change = row.changes.find((c) => c.field === field.name);
    if (!change) continue;
    if (collect) {
      names.want(field, change.before);
      names.want(field, change.after);
      if (field.currency && 'field' in field.currency) {
        names.wantCurrency(entry.before.get(field.currency.field));
        names.wantCurrency(entry.after.get(field.currency.field));
      }
      if (field.currency && 'code' in field.currency) names.wantCurrency(field.currency.code);
      continue;
    }
    const companion = companionOf(row.changes, field.name);
    const from = show(field, change.before, entry.before, companion?.before, names);
    const to = show(field, change.after, entry.after, companion?.after, names);
    if (from === to) continue;
    out.push({ field: field.name, label: `${prefix}${field.label}`, from, to });
  }
  // A record moved to another organisation of the group (改单).
  const moved = row.changes.find((c) => c.field === 'orgId');
  if (moved && table === entry.mainTable) {
    if (collect) {
      names.wantOrg(moved.before);
      names.wantOrg(moved.after);
    } else {
      out.push({
        field: 'orgId',
        label: '所属组织',
        from: isEmpty(moved.before) ? null : names.org(moved.before),
        to: isEmpty(moved.after) ? null : names.org(moved.after),
      });
    }
  }
  for (const list of table.lists ?? []) {
    const change = row.changes.find((c) => c.field === list.name);
    if (!change || collect || rowsText(change.before) === rowsText(change.after)) continue;
    // A list shows by its row count; the same count with other rows says they changed.
    const from = rowCount(change.before);
    const to = rowCount(change.after);
    out.push({
      field: list.name,
      label: `${prefix}${list.label}`,
      from: change.before === null ? null : `${from} 行`,
      to: change.after === null ? null : from === to ? `${to} 行（内容已修改）` : `${to} 行`,
    });
  }
  return out;
}

/** The record's current values of the fields amounts take their currency from. */
async function currentContext(db: Db, kind: HistoryKind, key: string): Promise<State> {
  const main = kind.tables[0];
  if (!main) return new Map();
  const context = [
    ...new Set(
      main.fields.flatMap((x) => (x.currency && 'field' in x.currency ? [x.currency.field] : [])),
    ),
  ];
  if (context.length === 0) return new Map();
  const fields = context.flatMap((name) => main.fields.filter((x) => x.name === name));
  const keyColumn = kind.keyField === 'id' ? 'id' : 'order_code';
  const keyValue = kind.keyField === 'id' ? Number(key) : key;
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
    fields.map((x) => sql`${sql.ref(columnOf(x))} as ${sql.ref(x.name)}`),
  )} from ${sql.table(main.table)} where ${sql.ref(keyColumn)} = ${keyValue}`.execute(db);
  return new Map(Object.entries(rows[0] ?? {}));
}

/** One page of a record's history, newest first. */
export async function pageHistory(
  db: Db,
  session: SessionInfo,
  kind: HistoryKind,
  key: string,
  page: { pageNum: number; pageSize: number; offset: number },
) {
  const groupId = requireGroup(session);
  const rows = (await db
    .selectFrom('sys_action_log')
    .select(['id', 'at', 'user_id', 'user_name', 'action', 'table_name', 'changes'])
    .where('group_id', '=', groupId)
    .where(
      'table_name',
      'in',
      kind.tables.map((t) => t.table),
    )
    .where('record_key', '=', key)
    .orderBy('id', 'desc')
    .limit(MAX_ENTRIES)
    .execute()) as LogRow[];
  const walked = walk(kind, rows, await currentContext(db, kind, key)).reverse();
  const shown = walked.slice(page.offset, page.offset + page.pageSize);
  const names = new Lookups();
  for (const entry of shown) changesOf(entry, names, true);
  await names.load(db);
  const list: HistoryEntry[] = shown.map((entry) => ({
    id: Number(entry.row.id),
    at: entry.row.at.toISOString(),
    userId: entry.row.user_id,
    userName: entry.row.user_name,
    action: entry.row.action,
    actionName: actionLabel(kind, entry.row.action),
    changes: changesOf(entry, names, false),
  }));
  return pageResult(list, walked.length, page);
}

export function registerHistoryRoutes(app: FastifyInstance): void {
  for (const kind of historyKinds) {
    const path = historyPath(kind);
    /** The record is of this kind (a receivable, not a payable, of the shared table). */
    const checkSide = async (db: Db, key: string) => {
      const main = kind.tables[0];
      if (!kind.sideColumn || !main) return;
      const { rows } = await sql`select 1 from ${sql.table(main.table)}
        where id = ${Number(key)} and ${sql.ref(kind.sideColumn)} = ${kind.side}`.execute(db);
      if (rows.length === 0) throw fail.notFound('记录不存在', 'id');
    };
    route(app, path, async ({ db, session, body }) => {
      const field = historyKeysField(kind);
      const keys = parentKeys(body, field, kind.keyField === 'id' ? 'int' : 'code', '记录');
      if (keys) {
        const declared = scopeOf(path);
        if (!declared) throw new Error(`路径 ${path} 没有声明数据范围`);
        const refused = await rowsOutOfReach(declared, false, session, keys, db);
        return pagesOfParents(
          keys,
          async (key) => {
            await checkSide(db, key);
            return pageHistory(db, session, kind, key, pageOf(body));
          },
          refused,
        );
      }
      const key = str(body, kind.keyField)?.trim();
      if (!key) throw fail.badRequest('请指定记录', kind.keyField);
      if (kind.keyField === 'id' && !/^\d{1,15}$/.test(key)) {
        throw fail.badRequest('记录编号格式不正确', 'id');
      }
      await checkSide(db, key);
      return pageHistory(db, session, kind, key, pageOf(body));
    });
  }
}
