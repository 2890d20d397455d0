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

const anyOf = (alias: string, columns: readonly SearchColumn[], pattern: string): Frag =>
  sql.join(
    columns.map((c) => sql`${sql.ref(`${alias}.${c.column}`)} ilike ${pattern}`),
    sql` or `,
  );

const labelled = (alias: string, columns: readonly SearchColumn[]): Frag =>
  sql.join(
    columns.map((c) => sql`(${c.label}::text, ${sql.ref(`${alias}.${c.column}`)}::text)`),
    sql`, `,
  );

/** The statements of one kind: its own columns, its child rows' and its JSON lists'. */
function arms(source: SearchSource, orgId: number, patterns: string[], take: number): Frag[] {
  const head = sql`select ${source.kind.kind}::text as "kind", (${source.key})::text as "key",
    (${source.title})::text as "title", (${source.detail})::text as "detail"`;
  const scope = source.where
    ? sql`t.org_id = ${orgId} and ${source.where}`
    : sql`t.org_id = ${orgId}`;
  const table = sql.table(source.table);
  const out: Frag[] = [];
  for (const pattern of patterns) {
    out.push(sql`(${head}, m.label, m.value from ${table} t
      cross join lateral (values ${labelled('t', source.columns)}) m(label, value)
      where ${scope} and (${anyOf('t', source.columns, pattern)}) and m.value ilike ${pattern}
      limit ${take})`);
    const children = source.children;
    if (children) {
      out.push(sql`(${head}, m.label, m.value from ${sql.table(children.table)} b
        join ${table} t on t.id = b.parent_id
        cross join lateral (values ${labelled('b', children.columns)}) m(label, value)
        where ${scope} and (${anyOf('b', children.columns, pattern)}) and m.value ilike ${pattern}
        limit ${take})`);
    }
  }
  // A JSON list's text contains the value: the rows are read in JS (jsonHits).
  const contains = patterns[patterns.length - 1] ?? '';
  for (const list of source.json ?? []) {
    out.push(sql`(${head}, ${list.table}::text as "label", b.${sql.ref(list.column)}::text
      as "value" from ${sql.table(list.table)} b join ${table} t on t.id = b.parent_id
      where ${scope} and b.${sql.ref(list.column)} ilike ${contains}
      limit ${take})`);
  }
  return out;
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
  const sources = searchSources.filter(
    (s) => text.length >= s.minLength && (granted === null || granted.has(s.kind.route)),
  );
  if (sources.length === 0) return { text, groups: [] };

  const literal = likeLiteral(text);
  // The exact value first (a text most records contain must still find the one it names),
  // then any value containing it; a few more than asked, to rank prefixes above the rest.
  const patterns = [literal, `%${literal}%`];
  const statement = sql.join(
    sources.flatMap((s) => arms(s, orgId, patterns, limit * 2)),
    sql` union all `,
  );
  const { rows } = await sql<Row>`${statement}`.execute(ctx.db);

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
  return { text, groups: groups.map(({ top: _top, ...group }) => group) };
}

export const searchModule: RestModule = (app) => {
  route(app, 'tbSearch/search', search);
};
