// One engine for every master-data entity: from a declaration it registers the entity's calls
// and runs them against its table. What an entity does beyond this lives in its declaration's
// hooks (pure rules) or in extras.ts (its own calls).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { columnOf, entity, isVersioned, referencesTo } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field, Scope } from '../../../../model/masterData/index.ts';
import { MAX_PICKER_ROWS } from '../../../../model/paging.ts';
import { takeCode } from '../../db/codeCounter.ts';
import type { Db } from '../../db/index.ts';
import { int, pageOf, pageResult, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { MESSAGES, fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext } from '../../http/route.ts';
import type { SessionInfo } from '../../http/session.ts';
import { currentOrgId } from '../../http/session.ts';
import {
  col,
  id,
  insertSubRows,
  inValue,
  likeContains,
  mapSubLists,
  subListColumns,
  mapRow,
  replaceSubRows,
  scalarText,
  scopeWhere,
  selectList,
} from './sql.ts';
import type { Frag, Reach, Row } from './sql.ts';
import { checkStaff } from '../system/staff.ts';
import { parseRecord, parseValue, readList } from './validate.ts';
import type { Values } from './validate.ts';

export const REFERENCED = '该记录已被引用，不能删除';
/** listAll answers at most this many rows, whatever is asked. */
export const MAX_LIST = MAX_PICKER_ROWS;

/** Tables outside master data that point at a master-data record (orders add theirs). */
const externalReferences: { entity: string; table: string; column: string }[] = [];

/** Declares that `table.column` holds ids of `entityName`: such a record cannot be deleted. */
export function registerReference(entityName: string, table: string, column: string): void {
  externalReferences.push({ entity: entityName, table, column });
}

function fieldOf(decl: EntityDecl, name: string): Field {
  const field = decl.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${decl.name} 没有字段 ${name}`);
  return field;
}

function requireId(body: Body): number {
  const value = int(body, 'id', '记录编号格式不正确');
  if (value === undefined) throw fail.badRequest('缺少记录编号', 'id');
  return value;
}

export function orderBy(decl: EntityDecl): Frag {
  return sql.raw((decl.orderBy ?? ['id desc']).map((o) => `t.${o}`).join(', '));
}

/**
 * A list page's order: the declared one, or a list column the request names (`sortField`, and
 * `orderBy` 1 descending as the order lists take it, 0 ascending), ending on the id so pages
 * never overlap. Only the declared list columns sort: the column name comes from the declaration.
 */
export function listOrderBy(decl: EntityDecl, body: Body): Frag {
  const sortName = str(body, 'sortField');
  if (sortName === undefined) return orderBy(decl);
  const field = decl.fields.find((f) => f.name === sortName && f.list);
  if (!field) throw fail.badRequest('不支持的排序字段', 'sortField');
  const flag = str(body, 'orderBy') ?? '1';
  if (flag !== '1' && flag !== '0') {
    throw fail.badRequest('排序方式应为 1（降序）或 0（升序）', 'orderBy');
  }
  const descending = flag === '1';
  return sql`${col(field)} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls first')},
    t.id ${sql.raw(descending ? 'desc' : 'asc')}`;
}

/** Filters from the declared search fields present in the body. */
export function searchWhere(decl: EntityDecl, body: Body): Frag[] {
  const where: Frag[] = [];
  for (const field of decl.fields) {
    if (!field.search) continue;
    if (field.search === 'range') {
      for (const [suffix, op] of [
        ['Begin', '>='],
        ['End', '<='],
      ] as const) {
        const raw = body[field.name + suffix];
        if (raw === undefined || raw === null) continue;
        const value = parseValue(field, raw, field.name + suffix);
        where.push(sql`${col(field)} ${sql.raw(op)} ${value}`);
      }
      continue;
    }
    const raw = body[field.name];
    if (raw === undefined || raw === null) continue;
    if (field.search === 'like') {
      where.push(sql`${col(field)} ilike ${likeContains(scalarText(raw))}`);
    } else if (field.kind === 'dict' && field.multiple) {
      const code = scalarText(raw);
      where.push(sql`(',' || ${col(field)} || ',') like ${likeContains(`,${code},`)}`);
    } else {
      where.push(sql`${col(field)} = ${parseValue(field, raw, field.name)}`);
    }
  }
  return where;
}

function keywordWhere(decl: EntityDecl, keyword: string | undefined): Frag | undefined {
  if (!keyword) return undefined;
  const fields = decl.fields.filter((f) => f.keyword);
  if (!fields.length) return undefined;
  const pattern = likeContains(keyword);
  return sql`(${sql.join(
    fields.map((f) => sql`${col(f)}::text ilike ${pattern}`),
    sql` or `,
  )})`;
}

function and(parts: Frag[]): Frag {
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export async function findRecord(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  recordId: number,
  reach: Reach = 'group',
  options: { lock?: boolean } = {},
): Promise<Row | undefined> {
  const columns = [selectList(decl), ...subListColumns(decl)];
  const { rows } = await sql<Row>`select ${sql.join(columns)} from ${id(decl.table)} t
    where t.id = ${recordId} and ${scopeWhere(decl, session, reach)}
    ${options.lock ? sql`for update of t` : sql``}`.execute(db);
  const row = rows[0];
  return row && mapSubLists(decl, mapRow(decl.fields, row));
}

export interface ListOptions {
  keyword?: string;
  ids?: number[];
  limit?: number;
  reach?: Reach;
  /** Only active records (status Y) unless ids are asked for. */
  activeOnly?: boolean;
  where?: Frag[];
}

export async function listRecords(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  options: ListOptions = {},
): Promise<Row[]> {
  const where: Frag[] = [scopeWhere(decl, session, options.reach ?? 'own')];
  const keyword = keywordWhere(decl, options.keyword);
  if (keyword) where.push(keyword);
  if (options.ids)
    where.push(options.ids.length ? sql`t.id in (${sql.join(options.ids)})` : sql`false`);
  const hasStatus = decl.fields.some((f) => f.kind === 'status');
  if (hasStatus && options.activeOnly !== false && !options.ids) where.push(sql`t.status = 'Y'`);
  where.push(...(options.where ?? []));
  const limit = Math.min(options.limit ?? decl.listLimit ?? MAX_LIST, MAX_LIST);
  const { rows } = await sql<Row>`select ${selectList(decl)} from ${id(decl.table)} t
    where ${and(where)} order by ${orderBy(decl)} limit ${limit}`.execute(db);
  return rows.map((r) => mapRow(decl.fields, r));
}

// ——— checks against stored data ———

async function checkCodes(db: Db, decl: EntityDecl, values: Values, at = ''): Promise<void> {
  for (const field of decl.fields) {
    if (field.kind !== 'dict') continue;
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    const codes = Array.isArray(value) ? (value as string[]) : [value as string];
    const { rows } = await sql<{ code: string }>`select dict_code as code from tb_dict
      where category_code = ${field.category} and dict_code in (${sql.join(codes)})`.execute(db);
    const found = new Set(rows.map((r) => r.code));
    const missing = codes.find((c) => !found.has(c));
    if (missing !== undefined) {
      throw fail.badRequest(`${field.label}不存在：${missing}`, at + field.name);
    }
  }
}

async function checkRefs(
  db: Db,
  fields: readonly Field[],
  session: SessionInfo,
  scope: Scope,
  values: Values,
  at = '',
): Promise<void> {
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'ref') {
      const target = entity(field.entity);
      const { rows } = await sql`select 1 from ${id(target.table)} t
        where t.id = ${value} and ${scopeWhere(target, session, 'group')}`.execute(db);
      if (!rows.length) throw fail.badRequest(`所选${field.label}不存在`, at + field.name);
    } else if (field.kind === 'user') {
      // Staff work where the record lives: an organisation's record, its organisation's staff.
      await checkStaff(
        db,
        session,
        scope === 'org' ? 'org' : 'group',
        value,
        field.label,
        at + field.name,
      );
    }
  }
}

interface UniqueRule {
  fields: Field[];
  message: string;
  /** The index name the migration gave it, for a collision the checks could not see. */
  index: string;
}

export function uniqueRules(decl: EntityDecl): UniqueRule[] {
  const rules: UniqueRule[] = [];
  const indexName = (cols: string[]) => `${decl.table}_${cols.join('_').slice(0, 40)}_key`;
  for (const field of decl.fields) {
    if (!field.unique && decl.autoCode?.field !== field.name) continue;
    const message =
      decl.validations?.find((v) => v.fields.length === 1 && v.fields[0] === field.name)?.message ??
      `${field.label}已存在`;
    rules.push({ fields: [field], message, index: indexName([columnOf(field)]) });
  }
  for (const group of [
    ...(decl.uniques ?? []),
    ...(decl.validations ?? []).filter((v) => v.fields.length > 1),
  ]) {
    const fields = group.fields.map((n) => fieldOf(decl, n));
    rules.push({ fields, message: group.message, index: indexName(fields.map(columnOf)) });
  }
  return rules;
}

/** Whether another record of the same organisation holds these values. */
function takenBy(
  decl: EntityDecl,
  session: SessionInfo,
  fields: Field[],
  values: Values,
  exceptId: number | undefined,
): Frag {
  const where: Frag[] = [scopeWhere(decl, session, 'own')];
  for (const field of fields) {
    // `=` and `is null` rather than `is not distinct from`, which no index answers: the
    // organisation's unique index then finds the holder without reading all its records.
    const value = values[field.name] ?? null;
    where.push(
      value === null ? sql`${col(field)} is null` : sql`${col(field)} = ${inValue(field, value)}`,
    );
  }
  if (exceptId !== undefined) where.push(sql`t.id <> ${exceptId}`);
  return sql`exists (select 1 from ${id(decl.table)} t where ${and(where)})`;
}

/** Every uniqueness rule the record's values fall under, asked in one statement, first one taken refused. */
async function checkUnique(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  record: Values,
  exceptId: number | undefined,
  /** A code about to be taken from the counter: fresh, so the rules that hold it are left out. */
  freshCode?: string,
): Promise<void> {
  const rules = uniqueRules(decl).filter(
    (rule) =>
      !rule.fields.every((f) => record[f.name] === null || record[f.name] === undefined) &&
      !rule.fields.some((f) => f.name === freshCode),
  );
  if (rules.length === 0) return;
  const { rows } = await sql<{ taken: boolean[] }>`select array[${sql.join(
    rules.map((rule) => takenBy(decl, session, rule.fields, record, exceptId)),
  )}] as "taken"`.execute(db);
  const taken = rows[0]?.taken ?? [];
  const rule = rules.find((_, index) => taken[index]);
  if (rule) throw fail.unprocessable(rule.message, rule.fields.at(-1)?.name);
}

/** A unique or foreign-key violation the checks could not see (a race) as a 422, never a 500. */
function translateDbError(decl: EntityDecl, error: unknown): never {
  const e = error as { code?: string; constraint?: string };
  if (e.code === '23505') {
    const rule = uniqueRules(decl).find((r) => r.index === e.constraint);
    throw fail.unprocessable(
      rule?.message ?? `${decl.label}已存在相同记录`,
      rule?.fields.at(-1)?.name,
    );
  }
  if (e.code === '23503') {
    // On a write: a referenced record went away meanwhile (or a coded column names no entry).
    const field = decl.fields.find((f) => e.constraint === `${decl.table}_${columnOf(f)}_fkey`);
    if (field) throw fail.badRequest(`所选${field.label}不存在`, field.name);
    throw fail.unprocessable(REFERENCED);
  }
  throw error;
}

/** The next code of an entity with `autoCode`, taken inside the inserting transaction. */
function nextCode(db: Db, decl: EntityDecl, orgId: number | null): Promise<string> {
  const auto = decl.autoCode;
  if (!auto) throw new Error('no auto code');
  return takeCode(db, auto, {
    orgId,
    existing: { table: decl.table, column: columnOf(fieldOf(decl, auto.field)) },
  });
}

function applyHooks(decl: EntityDecl, record: Values): Values {
  const hooked = decl.hooks?.beforeSave ? decl.hooks.beforeSave(record) : record;
  const issue = decl.hooks?.check?.(hooked);
  if (issue) throw fail.badRequest(issue.message, issue.field);
  return hooked;
}

async function checkSubRefs(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  subs: Record<string, Values[]>,
): Promise<void> {
  for (const sub of decl.subLists ?? []) {
    for (const [index, row] of (subs[sub.name] ?? []).entries()) {
      await checkCodes(db, { ...decl, fields: sub.fields }, row, `${sub.name}[${index}].`);
      await checkRefs(db, sub.fields, session, decl.scope, row, `${sub.name}[${index}].`);
    }
  }
}

function writableFields(decl: EntityDecl, values: Values): Field[] {
  return decl.fields.filter((f) => Object.hasOwn(values, f.name));
}

export async function insertRecord(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  body: Body,
): Promise<Row> {
  const parsed = parseRecord(decl, body, 'insert');
  const values = applyHooks(decl, parsed.values);
  const orgId = decl.scope === 'global' ? null : currentOrgId(session);
  await checkCodes(db, decl, values);
  await checkRefs(db, decl.fields, session, decl.scope, values);
  await checkSubRefs(db, decl, session, parsed.subs);
  // Checked before the code is taken: the counter's row stays locked from then until the
  // transaction ends, and every other create of the organisation waits for it. A code from the
  // counter is one no record holds, so no rule that holds it can be broken (the unique index
  // stays the last word).
  await checkUnique(db, decl, session, values, undefined, decl.autoCode?.field);
  if (decl.autoCode) values[decl.autoCode.field] = await nextCode(db, decl, orgId);
  const fields = writableFields(decl, values);
  const cols = [...(orgId === null ? [] : [id('org_id')]), ...fields.map((f) => id(columnOf(f)))];
  const vals = [
    ...(orgId === null ? [] : [orgId]),
    ...fields.map((f) => inValue(f, values[f.name])),
  ];
  try {
    const { rows } = await sql<{ id: number }>`insert into ${id(decl.table)} (${sql.join(cols)})
      values (${sql.join(vals)}) returning id`.execute(db);
    const newId = rows[0]?.id;
    if (newId === undefined) throw new Error('insert returned no id');
    for (const sub of decl.subLists ?? []) {
      await insertSubRows(db, sub, newId, parsed.subs[sub.name] ?? []);
    }
    const saved = await findRecord(db, decl, session, newId, 'own');
    if (!saved) throw new Error('inserted record not found');
    return saved;
  } catch (error) {
    translateDbError(decl, error);
  }
}

export async function updateRecord(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  body: Body,
): Promise<{ before: Row; after: Row }> {
  const recordId = requireId(body);
  const versioned = isVersioned(decl);
  // The route layer checked the version the update names, with the record locked (scopes.ts).
  const before = await findRecord(db, decl, session, recordId, 'own', { lock: versioned });
  if (!before) throw fail.notFound(MESSAGES.notFound);
  const parsed = parseRecord(decl, body, 'update');
  const merged = applyHooks(decl, { ...before, ...parsed.values });
  const changes: Values = {};
  for (const field of decl.fields) {
    if (!field.readOnly && Object.hasOwn(parsed.values, field.name)) {
      changes[field.name] = merged[field.name];
    }
  }
  await checkCodes(db, decl, changes);
  await checkRefs(db, decl.fields, session, decl.scope, changes);
  await checkSubRefs(db, decl, session, parsed.subs);
  await checkUnique(db, decl, session, merged, recordId);
  const fields = writableFields(decl, changes);
  const sets = fields.map((f) => sql`${id(columnOf(f))} = ${inValue(f, changes[f.name])}`);
  if (!decl.noUpdatedAt) sets.push(sql`updated_at = now()`);
  try {
    if (sets.length) {
      await sql`update ${id(decl.table)} set ${sql.join(sets)} where id = ${recordId}`.execute(db);
    }
    for (const sub of decl.subLists ?? []) {
      const rows = parsed.subs[sub.name];
      if (rows) await replaceSubRows(db, sub, recordId, rows);
    }
  } catch (error) {
    translateDbError(decl, error);
  }
  const after = await findRecord(db, decl, session, recordId, 'own');
  if (!after) throw fail.notFound(MESSAGES.notFound);
  return { before, after };
}

export async function updateStatus(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  body: Body,
): Promise<{ before: Row; after: Row }> {
  const recordId = requireId(body);
  const status = str(body, 'status');
  if (status !== 'Y' && status !== 'N') throw fail.badRequest('状态应为 Y 或 N', 'status');
  return updateRecord(db, decl, session, { id: recordId, status });
}

/** Whether anything still points at the record (declared references and registered ones). */
export async function isReferenced(db: Db, decl: EntityDecl, recordId: number): Promise<boolean> {
  const places = [
    ...referencesTo(decl.name).map((r) => ({ table: r.table, column: columnOf(r.field) })),
    ...externalReferences.filter((r) => r.entity === decl.name),
  ];
  for (const place of places) {
    const { rows } = await sql`select 1 from ${id(place.table)}
      where ${id(place.column)} = ${recordId} limit 1`.execute(db);
    if (rows.length) return true;
  }
  return false;
}

export async function deleteRecord(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  body: Body,
): Promise<Row> {
  const recordId = requireId(body);
  const before = await findRecord(db, decl, session, recordId, 'own');
  if (!before) throw fail.notFound(MESSAGES.notFound);
  if (await isReferenced(db, decl, recordId)) throw fail.unprocessable(REFERENCED);
  try {
    await sql`delete from ${id(decl.table)} where id = ${recordId}`.execute(db);
  } catch (error) {
    translateDbError(decl, error);
  }
  return before;
}

function idsOf(body: Body): number[] | undefined {
  if (body.ids === undefined || body.ids === null) return undefined;
  const list = readList(body.ids);
  if (!list || list.length > MAX_LIST) throw fail.badRequest('ids 格式不正确', 'ids');
  return list.map((v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
      throw fail.badRequest('ids 格式不正确', 'ids');
    }
    return n;
  });
}

/** listAll / listGroupAll request: keyword, ids, limit, status, and the search fields. */
export function listOptions(decl: EntityDecl, body: Body, reach: Reach): ListOptions {
  const ids = idsOf(body);
  const limit = int(body, 'limit', 'limit 格式不正确');
  const status = str(body, 'status');
  const where = searchWhere(decl, body);
  return {
    ...(ids ? { ids } : {}),
    keyword: str(body, 'keyword'),
    ...(limit !== undefined ? { limit: Math.max(1, limit) } : {}),
    reach,
    activeOnly: status === undefined,
    where,
  };
}

/** The list page's condition: the caller's organisation, the search fields and the keyword. */
export function filterWhere(decl: EntityDecl, session: SessionInfo, body: Body): Frag {
  const where: Frag[] = [scopeWhere(decl, session, 'own'), ...searchWhere(decl, body)];
  const keyword = keywordWhere(decl, str(body, 'keyword'));
  if (keyword) where.push(keyword);
  return and(where);
}

export async function pageRecords(db: Db, decl: EntityDecl, session: SessionInfo, body: Body) {
  const page = pageOf(body);
  const where = filterWhere(decl, session, body);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n
    from ${id(decl.table)} t where ${where}`.execute(db);
  const { rows } = await sql<Row>`select ${selectList(decl)} from ${id(decl.table)} t
    where ${where} order by ${listOrderBy(decl, body)}
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return pageResult(
    rows.map((r) => mapRow(decl.fields, r)),
    Number(counted[0]?.n ?? 0),
    page,
  );
}

async function checkFree(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  body: Body,
  fields: string[],
) {
  const declared = fields.map((n) => fieldOf(decl, n));
  const values: Values = {};
  for (const field of declared) {
    const raw = body[field.name];
    values[field.name] =
      raw === undefined || raw === null ? null : parseValue(field, raw, field.name);
  }
  const first = declared.find((f) => f.required && values[f.name] === null);
  if (first) throw fail.badRequest(`请输入${first.label}`, first.name);
  const exceptId = int(body, 'id', '记录编号格式不正确');
  const { rows } = await sql<{ taken: boolean }>`select ${takenBy(
    decl,
    session,
    declared,
    values,
    exceptId,
  )} as "taken"`.execute(db);
  return rows[0]?.taken !== true;
}

type Write = (ctx: AuthedContext) => Promise<unknown>;

/** Registers every call the declaration lists. */
export function registerEntity(app: FastifyInstance, decl: EntityDecl): void {
  const path = (action: string) => `${decl.controller}/${action}`;
  const on = (action: string, handler: Write) => route(app, path(action), handler);
  const audit = (ctx: AuthedContext, before: Row | null, after: Row | null) =>
    ctx.audit({
      table: decl.table,
      recordKey: (after?.id ?? before?.id ?? null) as number | null,
      before,
      after,
    });

  for (const action of decl.actions) {
    switch (action) {
      case 'pageAll':
        on(action, ({ db, session, body }) => pageRecords(db, decl, session, body));
        break;
      case 'findByPK':
        on(action, async ({ db, session, body }) => {
          const found = await findRecord(db, decl, session, requireId(body), 'group');
          if (!found) throw fail.notFound(MESSAGES.notFound);
          return found;
        });
        break;
      case 'listAll':
      case 'listGroupAll':
        on(action, ({ db, session, body }) =>
          listRecords(
            db,
            decl,
            session,
            listOptions(decl, body, action === 'listAll' ? 'own' : 'group'),
          ),
        );
        break;
      case 'insert':
        on(action, (ctx) =>
          ctx.transaction(async (trx) => {
            const saved = await insertRecord(trx, decl, ctx.session, ctx.body);
            audit(ctx, null, saved);
            return saved;
          }),
        );
        break;
      case 'update':
        on(action, (ctx) =>
          ctx.transaction(async (trx) => {
            const { before, after } = await updateRecord(trx, decl, ctx.session, ctx.body);
            audit(ctx, before, after);
            return after;
          }),
        );
        break;
      case 'updateStatus':
        on(action, (ctx) =>
          ctx.transaction(async (trx) => {
            const { before, after } = await updateStatus(trx, decl, ctx.session, ctx.body);
            audit(ctx, before, after);
            return after;
          }),
        );
        break;
      case 'delete':
        on(action, (ctx) =>
          ctx.transaction(async (trx) => {
            const before = await deleteRecord(trx, decl, ctx.session, ctx.body);
            audit(ctx, before, null);
            return null;
          }),
        );
        break;
    }
  }
  for (const check of decl.validations ?? []) {
    on(check.action, ({ db, session, body }) =>
      checkFree(db, decl, session, body, [...check.fields]),
    );
  }
}
