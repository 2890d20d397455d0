// SQL for declared entities: column lists, scope conditions and row mapping. Table and column
// names come from the declarations only, never from a request.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { columnOf, isVersioned, userNameField } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field, SubList } from '../../../../model/masterData/index.ts';
import type { Db } from '../../db/index.ts';
import type { SessionInfo } from '../../http/session.ts';
import { currentOrgId } from '../../http/session.ts';
import { stampColumns } from '../../http/versions.ts';

export type Row = Record<string, unknown>;
export type Frag = RawBuilder<unknown>;

export const id = (name: string): Frag => sql.id(name);
export const col = (field: Field): Frag => sql.ref(`t.${columnOf(field)}`);

/** Which organisations' records a call sees. */
export type Reach = 'own' | 'group';

/** The scope condition on alias `t` (true for global entities). */
export function scopeWhere(decl: EntityDecl, session: SessionInfo, reach: Reach): Frag {
  if (decl.scope === 'global') return sql`true`;
  const orgId = currentOrgId(session);
  if (reach === 'group' && decl.scope === 'group') {
    return sql`t.org_id in (select o.id from tb_organization o where o.group_id =
      (select g.group_id from tb_organization g where g.id = ${orgId}))`;
  }
  return sql`t.org_id = ${orgId}`;
}

/** The name of the user a column holds the id of. */
function userNameOf(column: Frag): Frag {
  return sql`(select u.user_name from tb_sys_user u where u.id = ${column})`;
}

/** The select list of a record as REST answers it (sub-lists apart). */
export function selectList(decl: EntityDecl): Frag {
  const parts: Frag[] = [sql`t.id as "id"`];
  if (isVersioned(decl)) parts.push(stampColumns('t'));
  if (decl.scope !== 'global') parts.push(sql`t.org_id as "orgId"`);
  for (const field of decl.fields) {
    parts.push(sql`${col(field)} as ${id(field.name)}`);
    if (field.kind === 'user') {
      parts.push(sql`${userNameOf(col(field))} as ${id(userNameField(field))}`);
    }
  }
  return sql.join(parts);
}

/** A scalar as text; objects (never sent by a well-formed client) as their JSON. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** Stored value → REST value (code lists split, absent as null). */
export function outValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined)
    return field.kind === 'dict' && field.multiple ? [] : null;
  if (field.kind === 'dict' && field.multiple) {
    return scalarText(value)
      .split(',')
      .filter((c) => c !== '');
  }
  if (field.kind === 'cents') return Number(value);
  return value;
}

/** REST value → stored value. */
export function inValue(field: Field, value: unknown): unknown {
  if (field.kind === 'dict' && field.multiple && Array.isArray(value)) return value.join(',');
  return value;
}

/** Maps a row as the driver answered it, in place (a copy of each row cost a list page 10% of its CPU). */
export function mapRow(fields: readonly Field[], row: Row): Row {
  for (const field of fields) row[field.name] = outValue(field, row[field.name]);
  return row;
}

/**
 * Each sub-list of the record in alias `t`, as a JSON array of its rows in their order: the record
 * and its sub-lists come in one statement (a client with contacts and banks: 1 instead of 3).
 * Numeric values travel as their exact text, as the driver answers them outside JSON.
 */
export function subListColumns(decl: EntityDecl): Frag[] {
  return (decl.subLists ?? []).map((sub) => {
    const pairs: Frag[] = [sql`'id', s.id`];
    for (const field of sub.fields) {
      const column = sql.ref(`s.${columnOf(field)}`);
      pairs.push(
        sql`${sql.lit(field.name)}, ${field.kind === 'decimal' ? sql`${column}::text` : column}`,
      );
      if (field.kind === 'user') {
        pairs.push(sql`${sql.lit(userNameField(field))}, ${userNameOf(column)}`);
      }
    }
    return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs)})
      order by s.sort_id, s.id), '[]'::json) from ${id(sub.table)} s where s.parent_id = t.id)
      as ${id(sub.name)}`;
  });
}

/** A record's sub-lists as subListColumns answered them → REST values, in place. */
export function mapSubLists(decl: EntityDecl, record: Row): Row {
  for (const sub of decl.subLists ?? []) {
    const rows = record[sub.name];
    record[sub.name] = Array.isArray(rows) ? rows.map((r) => mapRow(sub.fields, r as Row)) : [];
  }
  return record;
}

export async function replaceSubRows(
  db: Db,
  sub: SubList,
  parentId: number,
  rows: Row[],
): Promise<void> {
  await sql`delete from ${id(sub.table)} where parent_id = ${parentId}`.execute(db);
  await insertSubRows(db, sub, parentId, rows);
}

/** The sub-list rows of a record that has none yet (a new record). */
export async function insertSubRows(
  db: Db,
  sub: SubList,
  parentId: number,
  rows: Row[],
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    const cols: Frag[] = [id('parent_id'), id('sort_id')];
    const vals: unknown[] = [parentId, index + 1];
    for (const field of sub.fields) {
      cols.push(id(columnOf(field)));
      vals.push(inValue(field, row[field.name] ?? null));
    }
    await sql`insert into ${id(sub.table)} (${sql.join(cols)}) values (${sql.join(vals)})`.execute(
      db,
    );
  }
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
