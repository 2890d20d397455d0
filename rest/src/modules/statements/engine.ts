// The statement engine: a report's declaration (model/statements) and its SQL source give its
// page, its totals over the whole filtered set, its chart and its export. Every figure is computed
// by the database; this file only wraps the source in the same four queries for every report.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { StatementColumn, StatementDecl } from '../../../../model/statements/index.ts';
import type { Db } from '../../db/index.ts';
import type { PageRequest } from '../../http/body.ts';
import { cursorBatches } from '../../documents/tableExport.ts';
import type { TableExport } from '../../documents/tableExport.ts';
import type { StatementFilters } from './filters.ts';
import { sources } from './sources.ts';
import type { StatementSource } from './sources.ts';

type Frag = RawBuilder<unknown>;
export type StatementRow = Record<string, string | number | null>;

export interface ChartPoint {
  label: string;
  value: string;
}

export interface StatementAnswer {
  list: StatementRow[];
  pageNum: number;
  pageSize: number;
  total: number;
  totals: StatementRow;
  chart: { kind: string; title: string; points: ChartPoint[] } | null;
}

export function sourceOf(decl: StatementDecl): StatementSource {
  const source = sources[decl.key];
  if (!source) throw new Error(`报表 ${decl.key} 没有数据来源`);
  return source;
}

function outColumn(column: StatementColumn): Frag {
  const ref = sql.ref(`s.${column.key}`);
  const alias = sql.id(column.key);
  switch (column.kind) {
    case 'int':
      return sql`${ref}::int as ${alias}`;
    case 'date':
      return sql`to_char(${ref}, 'YYYY-MM-DD') as ${alias}`;
    case 'rate':
      return sql`trim_scale(${ref})::text as ${alias}`;
    case 'money':
      return sql`round(${ref}, 2)::text as ${alias}`;
    default:
      return sql`${ref}::text as ${alias}`;
  }
}

function selectList(decl: StatementDecl): Frag {
  return sql.join(decl.columns.map(outColumn));
}

function columnOf(decl: StatementDecl, key: string): StatementColumn {
  const column = decl.columns.find((c) => c.key === key);
  if (!column) throw new Error(`报表 ${decl.key} 没有列 ${key}`);
  return column;
}

/** The count and totals of the set `t` (the rows, or one row of the fee summary's sums). */
function totalsSelect(decl: StatementDecl, fromSummary: boolean): Frag {
  const sum = (key: string) =>
    fromSummary ? sql.ref(`t.${key}`) : sql`coalesce(sum(${sql.ref(`t.${key}`)}), 0)`;
  const sums = decl.totals.map((key) => {
    const column = columnOf(decl, key);
    return column.kind === 'int'
      ? sql`${sum(key)}::int as ${sql.id(key)}`
      : sql`round(${sum(key)}, 2)::text as ${sql.id(key)}`;
  });
  const count = fromSummary ? sql`t."__total"::int` : sql`count(*)::int`;
  return sql.join([sql`${count} as "__total"`, ...sums]);
}

/** The report's rows in its order, as shown (dates, money and rates as text). */
function shownRows(decl: StatementDecl, filters: StatementFilters): RawBuilder<StatementRow> {
  const source = sourceOf(decl);
  return sql<StatementRow>`select ${selectList(decl)}
    from (${source.rows(filters)}) s order by ${source.orderBy}`;
}

/** The chart's points over the set `s`, as JSON; null when the report has no group chart. */
function chartSelect(decl: StatementDecl): Frag | null {
  const chart = decl.chart;
  if (!chart || chart.source === 'totals') return null;
  const by = chart.by ?? 'month';
  const value = chart.values[0] ?? '';
  const label = sql.ref(`s.${by}`);
  const sum =
    columnOf(decl, value).kind === 'money'
      ? sql`round(coalesce(sum(${sql.ref(`s.${value}`)}), 0), 2)`
      : sql`coalesce(sum(${sql.ref(`s.${value}`)}), 0)`;
  // Months: the latest twelve (put in calendar order below); other groups: the twelve largest.
  return sql`(select coalesce(json_agg(c), '[]'::json) from (
      select coalesce(${label}::text, '') as "label", ${sum}::text as "value"
      from s group by ${label}
      order by ${by === 'month' ? sql`${label} desc` : sql`${sum} desc, ${label}`}
      limit 12) c)`;
}

function chartOf(
  decl: StatementDecl,
  totals: StatementRow,
  points: ChartPoint[] | null,
): StatementAnswer['chart'] {
  const chart = decl.chart;
  if (!chart) return null;
  if (chart.source === 'totals') {
    return {
      kind: chart.kind,
      title: chart.title,
      points: chart.values.map((key) => ({
        label: columnOf(decl, key).label,
        value: String(totals[key] ?? '0'),
      })),
    };
  }
  const shown = points ?? [];
  if ((chart.by ?? 'month') === 'month') shown.reverse();
  return { kind: chart.kind, title: chart.title, points: shown };
}

interface OneAnswer {
  totals: StatementRow & { __total: number };
  list: StatementRow[] | null;
  chart: ChartPoint[] | null;
}

/**
 * A page of the report with totals and chart over the whole filtered set. A grouped report (a row
 * per client, invoice, month…) is answered in ONE statement: its groups are computed once (a
 * materialized CTE) and the page, totals and chart read off them. A report of single lines or
 * orders keeps three queries, so each reads only the columns it needs (names are looked up for
 * the page's rows only). Where the fee summary answers the totals, they come from there.
 */
export async function runStatement(
  db: Db,
  decl: StatementDecl,
  filters: StatementFilters,
  page: PageRequest,
): Promise<StatementAnswer> {
  const source = sourceOf(decl);
  const rows = source.rows(filters);
  const summary = source.summaryTotals?.(filters) ?? null;
  const chart = chartSelect(decl);
  const totals = sql`(select row_to_json(x) from (select ${totalsSelect(decl, summary !== null)}
    from ${summary ? sql`(${summary})` : source.grouped ? sql`s` : sql`(${rows})`} t) x)`;
  const list = (from: Frag) => sql`(select json_agg(p) from (select ${selectList(decl)}
    from ${from} s order by ${source.orderBy}
    limit ${sql.lit(page.pageSize)} offset ${sql.lit(page.offset)}) p)`;
  const answer = await db.transaction().execute(async (trx) => {
    // A report's sums and groups read a large set once: sorts and hashes in memory (work_mem), and
    // no JIT compilation (it costs more than it saves on these plans).
    const noJit = sql`set_config('jit', 'off', true)`;
    const moreMemory = sql`set_config('work_mem', '64MB', true)`;
    if (source.grouped) {
      await sql`select ${noJit}, ${moreMemory}`.execute(trx);
      const { rows: found } = await sql<OneAnswer>`with s as materialized (${rows})
        select ${totals} as "totals", ${list(sql`s`)} as "list",
          ${chart ?? sql`null::json`} as "chart"`.execute(trx);
      return found[0];
    }
    // The chart reads the rows as `s`; the totals and the page name what they read themselves,
    // so their statements do not carry the rows' text a second time (half the text to parse).
    const one = async (part: Frag, s?: Frag) => {
      const { rows: found } = await sql<{ v: unknown }>`${s ? sql`with s as (${s}) ` : sql``}
        select ${part} as "v"`.execute(trx);
      return found[0]?.v;
    };
    const chartRows = source.chartRows?.(filters) ?? rows;
    await sql`select ${noJit}`.execute(trx);
    // The page from the rows that can come first: a first page never sorts the whole set. It is
    // read before work_mem is raised: its plan's caches of orders (Memoize) are sized from
    // work_mem, and at a million orders 64 MB of them cost 1 ms to set up for ten rows.
    const listed = (await one(
      list(sql`(${source.rows(filters, page.offset + page.pageSize)})`),
    )) as OneAnswer['list'];
    await sql`select ${moreMemory}`.execute(trx);
    return {
      totals: (await one(totals)) as OneAnswer['totals'],
      list: listed,
      chart: chart ? ((await one(chart, chartRows)) as OneAnswer['chart']) : null,
    };
  });
  if (!answer) throw new Error(`报表 ${decl.key} 没有结果`);
  const { __total, ...totalsRow } = answer.totals;
  return {
    list: answer.list ?? [],
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total: Number(__total),
    totals: totalsRow,
    chart: chartOf(decl, totalsRow, answer.chart),
  };
}

/**
 * Count and totals of the whole filtered set (off the fee summary where it can): the figures the
 * report's totals row shows, for whoever quotes them (the dashboard's month profit).
 */
export async function statementTotals(db: Db, decl: StatementDecl, filters: StatementFilters) {
  const source = sourceOf(decl);
  const summary = source.summaryTotals?.(filters) ?? null;
  const { rows } = await sql<StatementRow & { __total: number }>`select
      ${totalsSelect(decl, summary !== null)} from (${summary ?? source.rows(filters)}) t`.execute(
    db,
  );
  const { __total, ...totals } = rows[0] ?? { __total: 0 };
  return { total: Number(__total), totals };
}

export async function hasRows(
  db: Db,
  decl: StatementDecl,
  filters: StatementFilters,
): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists
    (select 1 from (${sourceOf(decl).rows(filters)}) s) as "found"`.execute(db);
  return Boolean(rows[0]?.found);
}

/** The report as the export engine takes it: the full filtered set in batches, and its totals. */
export function statementExport(
  db: Db,
  decl: StatementDecl,
  filters: StatementFilters,
): TableExport {
  return {
    title: decl.title,
    columns: decl.columns,
    batches: () => cursorBatches(db, shownRows(decl, filters)),
    totals: async () => (await statementTotals(db, decl, filters)).totals,
  };
}
