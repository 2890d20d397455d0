// "Find anything" (tbSearch/search): one text matched against the numbers of orders, bills of
// lading, invoices and settlements and the codes, names and aliases of clients and suppliers, in
// one statement over every kind the caller's menus grant, of the session's organisation only (as
// the lists show them). Each kind answers its best hits: exact match, then prefix, then contains,
// shorter values first. Trigram indexes (migration 0033) serve the "contains"; an exact match is
// asked for on its own, so a text that most records contain still finds the record it names.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_TEXT_MAX,
} from '../../../../model/search/index.ts';
import { int, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext, RestModule } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import type { Db } from '../../db/index.ts';
import { searchSources } from './sources.ts';
import type { SearchColumn, SearchSource } from './sources.ts';

type Frag = RawBuilder<unknown>;

export interface SearchHit {
  key: string;
  title: string;
  detail: string | null;
  /** The label of the field that matched (HBL号, 箱号, 客户名称…) and its value. */
  field: string;
  value: string;
}

export interface SearchGroup {
  kind: string;
  label: string;
  route: string;
  keyParam: string;
  hits: SearchHit[];
}

interface Row {
  kind: string;
  key: string;
  title: string;
  detail: string | null;
  label: string;
  value: string;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How a column is matched: equal to the text (as typed or in capitals), or containing it. */
type Match = { equal: string } | { contains: string };

function matches(column: Frag, match: Match): Frag {
  return 'equal' in match
    ? sql`${column} in (${match.equal}, ${match.equal.toUpperCase()})`
    : sql`${column} ilike ${match.contains}`;
}

const anyOf = (alias: string, columns: readonly SearchColumn[], match: Match): Frag =>
  sql.join(
    columns.map((c) => matches(sql.ref(`${alias}.${c.column}`), match)),
    sql` or `,
  );

const labelled = (alias: string, columns: readonly SearchColumn[]): Frag =>
  sql.join(
    columns.map((c) => sql`(${c.label}::text, ${sql.ref(`${alias}.${c.column}`)}::text)`),
    sql`, `,
  );

/** The statements of one kind: its own columns, its child rows' and (containing) its JSON lists'. */
function arms(source: SearchSource, orgId: number, match: Match, take: number): Frag[] {
  const head = sql`select ${source.kind.kind}::text as "kind", (${source.key})::text as "key",
    (${source.title})::text as "title", (${source.detail})::text as "detail"`;
  const scope = source.where
    ? sql`t.org_id = ${orgId} and ${source.where}`
    : sql`t.org_id = ${orgId}`;
  const table = sql.table(source.table);
  const out: Frag[] = [
    sql`(${head}, m.label, m.value from ${table} t
      cross join lateral (values ${labelled('t', source.columns)}) m(label, value)
      where ${scope} and (${anyOf('t', source.columns, match)}) and ${matches(sql`m.value`, match)}
      limit ${take})`,
  ];
  const children = source.children;
  if (children) {
    out.push(sql`(${head}, m.label, m.value from ${sql.table(children.table)} b
      join ${table} t on t.id = b.parent_id
      cross join lateral (values ${labelled('b', children.columns)}) m(label, value)
      where ${scope} and (${anyOf('b', children.columns, match)})
        and ${matches(sql`m.value`, match)}
      limit ${take})`);
  }
  // A JSON list's text contains the value: its rows are read in JS (jsonHits).
  if ('contains' in match) {
    for (const list of source.json ?? []) {
      out.push(sql`(${head}, ${list.table}::text as "label", b.${sql.ref(list.column)}::text
        as "value" from ${sql.table(list.table)} b join ${table} t on t.id = b.parent_id
        where ${scope} and b.${sql.ref(list.column)} ilike ${match.contains}
        limit ${take})`);
    }
  }
  return out;
}

async function run(db: Db, statements: Frag[]): Promise<Row[]> {
  if (statements.length === 0) return [];
  const { rows } = await sql<Row>`${sql.join(statements, sql` union all `)}`.execute(db);
  return rows;
}

/** The container rows of a JSON list whose numbers contain the text, as label and value. */
function jsonHits(source: SearchSource, row: Row, text: string): Row[] {
  const list = source.json?.find((j) => j.table === row.label);
  if (!list) return [row];
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const wanted = text.toUpperCase();
  return parsed.flatMap((item: unknown) =>
    list.fields.flatMap((f) => {
      const v = (item as Record<string, unknown> | null)?.[f.name];
      return typeof v === 'string' && v.toUpperCase().includes(wanted)
        ? [{ ...row, label: f.label, value: v }]
        : [];
    }),
  );
}

/** 0 exact, 1 prefix, 2 contains (case-insensitive). */
function rankOf(value: string, text: string): number {
  const v = value.toUpperCase();
  const q = text.toUpperCase();
  if (v === q) return 0;
  return v.startsWith(q) ? 1 : 2;
}

const better = (a: Row, b: Row, text: string): number =>
  rankOf(a.value, text) - rankOf(b.value, text) ||
  a.value.length - b.value.length ||
  b.title.localeCompare(a.title);

export interface SearchRequest {
  orgId: number;
  /** The menu urls the caller holds; null for an administrator (every kind). */
  granted: ReadonlySet<string> | null;
  /** Trimmed, 1 to SEARCH_TEXT_MAX characters. */
  text: string;
  limit: number;
}

/** The hits of every kind the request may see, grouped by kind (the bench calls it too). */
export async function searchRecords(db: Db, request: SearchRequest): Promise<SearchGroup[]> {
  const { orgId, granted, text, limit } = request;
  const sources = searchSources.filter(
    (s) => text.length >= s.minLength && (granted === null || granted.has(s.kind.route)),
  );
  if (sources.length === 0) return [];

  // Numbers equal to the text first, by their btree indexes: a whole number read out answers
  // its record at once, however many records contain part of it. Only when none is equal are
  // numbers searched by "contains" (trigram indexes). Names (small tables) are always searched
  // both ways.
  const equal: Match = { equal: text };
  const contains: Match = { contains: `%${likeLiteral(text)}%` };
  const take = limit * 2;
  const names = sources.filter((s) => s.minLength <= 1);
  const numbers = sources.filter((s) => s.minLength > 1);
  const rows = await run(db, [
    ...sources.flatMap((s) => arms(s, orgId, equal, take)),
    ...names.flatMap((s) => arms(s, orgId, contains, take)),
  ]);
  const numberKinds = new Set(numbers.map((s) => s.kind.kind));
  if (!rows.some((r) => numberKinds.has(r.kind))) {
    rows.push(
      ...(await run(
        db,
        numbers.flatMap((s) => arms(s, orgId, contains, take)),
      )),
    );
  }

  const best = new Map<string, Row>();
  for (const raw of rows) {
    const source = sources.find((s) => s.kind.kind === raw.kind);
    if (!source) continue;
    for (const row of jsonHits(source, raw, text)) {
      const id = `${row.kind}\u0000${row.key}`;
      const held = best.get(id);
      if (!held || better(row, held, text) < 0) best.set(id, row);
    }
  }
  const groups = sources.flatMap((source) => {
    const hits = [...best.values()]
      .filter((r) => r.kind === source.kind.kind)
      .sort((a, b) => better(a, b, text))
      .slice(0, limit);
    if (hits.length === 0) return [];
    return [
      {
        ...source.kind,
        top: rankOf(hits[0]?.value ?? '', text),
        hits: hits.map((r) => ({
          key: r.key,
          title: r.title,
          detail: r.detail,
          field: r.label,
          value: r.value,
        })),
      },
    ];
  });
  // The kind holding the best match first; kinds ranking alike keep the declared order.
  groups.sort((a, b) => a.top - b.top);
  return groups.map(({ top: _top, ...group }) => group);
}

async function search(ctx: AuthedContext): Promise<{ text: string; groups: SearchGroup[] }> {
  const text = (str(ctx.body, 'text') ?? '').trim();
  if (text === '') throw fail.badRequest('请输入要查找的内容', 'text');
  if (text.length > SEARCH_TEXT_MAX) {
    throw fail.badRequest(`查找内容不能超过${SEARCH_TEXT_MAX}个字符`, 'text');
  }
  const limit = int(ctx.body, 'limit', '条数格式不正确') ?? SEARCH_LIMIT_DEFAULT;
  if (limit < 1 || limit > SEARCH_LIMIT_MAX) {
    throw fail.badRequest(`每类条数应在1到${SEARCH_LIMIT_MAX}之间`, 'limit');
  }
  const orgId = currentOrgId(ctx.session);
  const granted = ctx.session.isAdmin ? null : await ctx.grantedMenus();
  return { text, groups: await searchRecords(ctx.db, { orgId, granted, text, limit }) };
}

export const searchModule: RestModule = (app) => {
  route(app, 'tbSearch/search', search);
};
