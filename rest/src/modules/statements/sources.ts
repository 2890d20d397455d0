// The SQL of each statement: one aggregate per report over two shared bases, the organisation's
// live orders (every declared order type, cancelled ones left out) and its fee lines joined to
// them. Each source answers the declared columns (camelCase aliases) and an order that makes
// paging and exports deterministic. Money is NUMERIC throughout; the engine turns it into text.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { orderTypes } from '../../../../model/orders/index.ts';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import { handledBy } from '../orders/handledBy.ts';
import type { StatementFilters } from './filters.ts';

type Frag = RawBuilder<unknown>;
type Side = 'ar' | 'ap';

export interface StatementSource {
  /**
   * The report's rows, every declared column aliased by its key, plus `month` for month charts.
   * With `top`, a source may leave out rows that cannot be among the first `top` in its order
   * (each arm cut to its own first `top` off an index), so a first page never sorts the whole set.
   */
  rows: (f: StatementFilters, top?: number) => Frag;
  /**
   * ORDER BY over the row set `s` (qualified, so a formatted output column of the same name is
   * never what is sorted), ending on a unique key.
   */
  orderBy: Frag;
  /**
   * The same count (`__total`) and totals read from the per-order fee summary, when every filter
   * given is one the summary can answer; null when the rows themselves must be counted.
   */
  summaryTotals?: (f: StatementFilters) => Frag | null;
  /**
   * Rows with the chart's label and value columns whose grouped sums are the chart's (a roll-up's
   * pre-summed rows), when every filter given is one the roll-up can answer; else the chart groups
   * the report's rows.
   */
  chartRows?: (f: StatementFilters) => Frag | null;
  /** One row per group (client, invoice, month…): few rows, each an aggregate of many lines. */
  grouped?: boolean;
}

const and = (parts: Frag[]): Frag => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const TYPE_NAME = sql.raw(
  `case x.order_type ${orderTypes
    .map((t) => `when '${t.shippingType}' then '${t.label}'`)
    .join(' ')} else x.order_type end`,
);
const CURRENCY_NAME = sql`coalesce((select d.dict_name from tb_dict d
  where d.category_code = 'FYBZ' and d.dict_code = x.currency), x.currency)`;
const CLIENT_NAME = sql`(select c.customer_name from tb_customer c where c.id = x.client_id)`;
const SALES_NAME = sql`(select u.user_name from tb_sys_user u where u.id = x.sales_id)`;
const SIDE_NAME = sql`case x.side when 'ar' then '应收' else '应付' end`;
const FEE_DATE = sql.raw(`(l.create_date at time zone '${BUSINESS_TIME_ZONE}')::date`);

interface LineOptions {
  /** Which date the date filters bound: the fee's day, its invoice day or write-off day. */
  date?: 'fee' | 'invoice' | 'writeOff';
  /** Extra conditions on the line (l.*). */
  where?: Frag[];
  /** Only each arm's first `n` lines by `by` (over l.* and the fee day), for a first page. */
  top?: { by: Frag; n: number | undefined };
}

const NO_LINES = sql`select null::text as side, null::bigint as id, null::text as order_code,
  null::text as order_type, null::date as order_date, null::int as client_id,
  null::int as sales_id, null::int as settlement_unit_id, null::text as settlement_unit_name,
  null::text as fee_name, null::text as currency, null::numeric as exchange_rate,
  null::numeric as money, null::numeric as cny_money, null::text as invoice_no,
  null::date as invoice_date, null::numeric as write_off_money, null::text as write_off_name,
  null::date as write_off_date, null::numeric as write_off_cny, null::text as approve_status,
  null::text as creator, null::date as fee_date where false`;

/** Fee lines of one side of live orders of the organisation, with their order's fields. */
function sideLines(side: Side, f: StatementFilters, options: LineOptions): Frag {
  const table = sql.table(side === 'ar' ? 'tb_ar' : 'tb_ap');
  const where: Frag[] = [sql`l.org_id = ${f.orgId}`, ...(options.where ?? [])];
  if (f.currency) where.push(sql`l.currency = ${f.currency}`);
  if (f.invoiceNo) where.push(sql`l.invoice_no ilike ${likeText(f.invoiceNo)}`);
  // A client filter narrows receivables (settled with the client), a supplier filter payables;
  // naming only the other party leaves no line of this side.
  if (side === 'ar' && f.clientId) where.push(sql`l.settlement_unit_id = ${f.clientId}`);
  if (side === 'ar' && f.supplierId && !f.clientId) where.push(sql`false`);
  if (side === 'ap' && f.supplierId) where.push(sql`l.settlement_unit_id = ${f.supplierId}`);
  if (side === 'ap' && f.clientId && !f.supplierId) where.push(sql`false`);
  const dateOf =
    options.date === 'invoice'
      ? sql`l.invoice_date`
      : options.date === 'writeOff'
        ? sql`l.write_off_date`
        : FEE_DATE;
  if (f.dateFrom) where.push(sql`${dateOf} >= ${f.dateFrom}::date`);
  if (f.dateTo) where.push(sql`${dateOf} <= ${f.dateTo}::date`);
  if (f.orderCode) where.push(sql`l.order_code ilike ${likeText(f.orderCode)}`);
  // One arm per order type, each joined to its own table by the unique order code: the plan
  // stays an index lookup or a hash join whatever the statistics say, never a loop over a union.
  // The declarations' constants (side, order type, cancelled status) and a first page's bound are
  // written into the text (sql.lit), the filters stay parameters. rest prepares its statements
  // (db/prepared.ts), and PostgreSQL's generic plan of one knows only the text: with the type and
  // the limit as parameters it planned for any type and a tenth of the rows, judged that worse
  // than planning each call, and so planned every call anew (3.5 of a report's 5 ms in the
  // database at a million orders). With them in the text the generic plan is kept (about 1 ms).
  const arms = orderTypes
    .filter((t) => !f.orderType || t.shippingType === f.orderType)
    .map((t) => {
      const orderWhere: Frag[] = [sql`o.status <> ${sql.lit(t.statuses.cancelled)}`];
      if (f.salesId) orderWhere.push(sql`o.sales_id = ${f.salesId}`);
      const top = options.top?.n === undefined ? null : options.top;
      const arm = sql`select ${sql.lit(side)}::text as side, l.id, l.order_code,
          ${sql.lit(t.shippingType)}::text as order_type, o.create_date as order_date, o.client_id,
          o.sales_id, l.settlement_unit_id, l.settlement_unit_name, l.fee_name, l.currency,
          l.exchange_rate, l.money, l.cny_money, l.invoice_no, l.invoice_date,
          coalesce(l.write_off_money, 0) as write_off_money, l.write_off_name, l.write_off_date,
          round(coalesce(l.write_off_money, 0) * l.exchange_rate, 2) as write_off_cny,
          l.approve_status, l.creator, ${FEE_DATE} as fee_date
        from ${table} l join ${sql.table(t.table)} o
          on o.org_id = l.org_id and o.order_code = l.order_code and ${and(orderWhere)}
        where l.order_type = ${sql.lit(t.shippingType)} and ${and(where)}`;
      return top ? sql`(${arm} order by ${top.by} limit ${sql.lit(top.n)})` : arm;
    });
  return arms.length ? sql.join(arms, sql` union all `) : NO_LINES;
}

function lines(sides: Side[], f: StatementFilters, options: LineOptions = {}): Frag {
  return sql.join(
    sides.map((s) => sideLines(s, f, options)),
    sql` union all `,
  );
}

/** Oldest fee day first (the indexes of migration 0020 hold this order per organisation and type). */
const byFeeDay = (n: number | undefined) => ({ by: sql`${FEE_DATE}, l.id`, n });

const MONTH = (expr: Frag) => sql`to_char(${expr}, 'YYYY-MM')`;
const INVOICED = sql`l.invoice_no is not null`;
const NOT_INVOICED = sql`l.invoice_no is null`;
const WRITTEN_OFF = sql`l.write_off_money is not null and l.write_off_money <> 0`;
/** Lines finance counts as owed: everything but a line sent back (BH). */
const OWED = sql`l.approve_status <> 'BH'`;

/**
 * Per live order: its fee summary (tb_order_fee_summary, kept by the fee tables' triggers in the
 * same transaction as every fee write): receivable, received and payable in CNY (each line at
 * its frozen rate), and its receivable lines not yet invoiced. One arm per order type, each
 * joined to the summary by its primary key.
 */
interface OrderOptions {
  /** Only orders with receivable lines not yet invoiced. */
  unbilled?: boolean;
  /** Only each arm's first `n` orders by order date (and code), for a first page. */
  top?: { direction: 'asc' | 'desc'; n: number | undefined };
}

function orderMoney(f: StatementFilters, options: OrderOptions = {}): Frag {
  const arms = orderTypes
    .filter((t) => !f.orderType || t.shippingType === f.orderType)
    .filter((t) => !f.handledBy || f.handledBy.orderTypes.includes(t.shippingType))
    .map((t) => {
      const where: Frag[] = [
        sql`o.org_id = ${f.orgId}`,
        sql`o.status <> ${sql.lit(t.statuses.cancelled)}`,
      ];
      if (f.handledBy) where.push(handledBy('o', f.handledBy.userId));
      if (f.clientId) where.push(sql`o.client_id = ${f.clientId}`);
      if (f.salesId) where.push(sql`o.sales_id = ${f.salesId}`);
      if (f.orderCode) where.push(sql`o.order_code ilike ${likeText(f.orderCode)}`);
      if (f.dateFrom) where.push(sql`o.create_date >= ${f.dateFrom}::date`);
      if (f.dateTo) where.push(sql`o.create_date <= ${f.dateTo}::date`);
      if (options.unbilled) where.push(sql`m.ar_unbilled_lines > 0`);
      const top = options.top?.n === undefined ? null : options.top;
      const summaryOn = sql`m.org_id = o.org_id and m.order_type = ${sql.lit(t.shippingType)}
        and m.order_code = o.order_code`;
      // A first page reads its few orders' summaries by key, one by one as the index gives the
      // orders: a plan that never depends on how many rows the statistics think the summary has.
      const summaryJoin = top
        ? sql`${sql.raw(options.unbilled ? 'join' : 'left join')} lateral (select * from
            tb_order_fee_summary m where ${summaryOn} limit 1) m on true`
        : sql`left join tb_order_fee_summary m on ${summaryOn}`;
      const arm = sql`select ${sql.lit(t.shippingType)}::text as order_type, o.order_code,
          o.create_date as order_date, o.client_id, o.sales_id,
          coalesce(m.ar_cny, 0) as receivable_cny, coalesce(m.ar_received_cny, 0) as received_cny,
          coalesce(m.ap_cny, 0) as payable_cny,
          coalesce(m.ar_unbilled_lines, 0) as unbilled_lines,
          coalesce(m.ar_unbilled_cny, 0) as unbilled_cny,
          coalesce(m.ap_unbilled_lines, 0) as ap_unbilled_lines,
          coalesce(m.ap_unbilled_cny, 0) as ap_unbilled_cny,
          coalesce(m.ap_pending_lines, 0) as ap_pending_lines,
          coalesce(m.ap_pending_cny, 0) as ap_pending_cny
        from ${sql.table(t.table)} o ${summaryJoin}
        where ${and(where)}`;
      if (!top) return arm;
      const direction = sql.raw(top.direction);
      return sql`(${arm} order by o.create_date ${direction}, o.order_code ${direction}
        limit ${sql.lit(top.n)})`;
    });
  if (arms.length === 0) {
    return sql`select null::text as order_type, null::text as order_code, null::date as order_date,
      null::int as client_id, null::int as sales_id, 0::numeric as receivable_cny,
      0::numeric as received_cny, 0::numeric as payable_cny, 0 as unbilled_lines,
      0::numeric as unbilled_cny, 0 as ap_unbilled_lines, 0::numeric as ap_unbilled_cny,
      0 as ap_pending_lines, 0::numeric as ap_pending_cny where false`;
  }
  return sql.join(arms, sql` union all `);
}

/**
 * The fee roll-up (tb_fee_rollup, migration 0022): fee lines of live orders summed per category,
 * organisation, order type, settlement unit, currency, fee day and aging day, kept by triggers in
 * the same transaction as every fee, order and summary write. The conditions selecting one
 * category under the filters, or null when a filter bounds what the roll-up does not hold
 * (salesperson, order code, invoice number, the caller's own orders; dates where orders are counted, as an order's lines
 * may fall on several days; currency where orders are counted over all currencies).
 */
function feeRollup(
  category: string,
  side: Side,
  f: StatementFilters,
  holds: { dates: boolean; currency: boolean },
): Frag | null {
  if (f.direct || f.handledBy || (f.salesId ?? f.orderCode ?? f.invoiceNo)) return null;
  if (!holds.dates && (f.dateFrom ?? f.dateTo)) return null;
  if (!holds.currency && f.currency) return null;
  const where: Frag[] = [
    sql`x.org_id = ${f.orgId}`,
    sql`x.rollup = ${sql.lit(category)}`,
    sql`x.lines > 0`,
  ];
  if (f.orderType) where.push(sql`x.order_type = ${f.orderType}`);
  if (f.currency) where.push(sql`x.currency = ${f.currency}`);
  if (side === 'ar' && f.clientId) where.push(sql`x.settlement_unit_id = ${f.clientId}`);
  if (side === 'ar' && f.supplierId && !f.clientId) where.push(sql`false`);
  if (side === 'ap' && f.supplierId) where.push(sql`x.settlement_unit_id = ${f.supplierId}`);
  if (side === 'ap' && f.clientId && !f.supplierId) where.push(sql`false`);
  if (f.dateFrom) where.push(sql`x.fee_day >= ${f.dateFrom}::date`);
  if (f.dateTo) where.push(sql`x.fee_day <= ${f.dateTo}::date`);
  return and(where);
}

/**
 * The first fee day with lines of a row `x` of tb_fee_rollup_unit (migration 0041): the first of
 * its days in tb_fee_rollup still holding a line, found by tb_fee_rollup's primary key.
 */
const oldestFeeDay = sql`(select r.fee_day from tb_fee_rollup r
  where r.org_id = x.org_id and r.rollup = x.rollup and r.order_type = x.order_type
    and r.settlement_unit_id = x.settlement_unit_id
    and r.settlement_unit_name = x.settlement_unit_name and r.currency = x.currency
    and r.lines > 0
  order by r.fee_day limit 1)`;

/** Distinct orders of the group's settlement unit (and currency) in a category, off the count. */
function rollupOrders(category: string, f: StatementFilters, currency: Frag): Frag {
  const type = f.orderType ? sql`and n.order_type = ${f.orderType}` : sql``;
  return sql`(select coalesce(sum(n.orders), 0) from tb_fee_rollup_count n
    where n.org_id = ${f.orgId} and n.rollup = ${sql.lit(category)}
      and n.settlement_unit_id = x.settlement_unit_id and n.currency = ${currency} ${type})::int`;
}

/** Count and CNY total of a category's lines, off the fee roll-up. */
function rollupTotals(category: string): StatementSource['summaryTotals'] {
  return (f) => {
    const where = feeRollup(category, 'ap', f, { dates: true, currency: true });
    return where
      ? sql`select coalesce(sum(x.lines), 0) as "__total",
          coalesce(sum(x.cny_money), 0) as "cnyMoney"
        from tb_fee_rollup x where ${where}`
      : null;
  };
}

/**
 * The order roll-up (tb_order_rollup, migration 0022): live orders with their fee summary per
 * organisation, order type, order day, client and salesperson. The conditions under the filters,
 * or null when one bounds what it does not hold (the order code, the caller's own orders).
 */
function orderRollup(f: StatementFilters): Frag | null {
  if (f.direct || f.handledBy || f.orderCode) return null;
  const where: Frag[] = [sql`x.org_id = ${f.orgId}`, sql`x.orders > 0`];
  if (f.orderType) where.push(sql`x.order_type = ${f.orderType}`);
  if (f.clientId) where.push(sql`x.client_id = ${f.clientId}`);
  if (f.salesId) where.push(sql`x.sales_id = ${f.salesId}`);
  if (f.dateFrom) where.push(sql`x.order_day >= ${f.dateFrom}::date`);
  if (f.dateTo) where.push(sql`x.order_day <= ${f.dateTo}::date`);
  return and(where);
}

/** Whether `day` (YYYY-MM-DD) is the first day of its month. */
const monthStart = (day: string) => day.endsWith('-01');

/** Whether `day` (YYYY-MM-DD) is the last day of its month. */
function monthEnd(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).getUTCDate() === 1;
}

/** An order roll-up to read: its table, its rows' conditions, and its rows' day (or month). */
interface OrderRollupRead {
  table: Frag;
  where: Frag;
  day: Frag;
}

/**
 * The order roll-up summed per organisation, order type and month (tb_order_rollup_month,
 * migration 0039) when the filters need no finer grain (no client, salesperson, order code; dates
 * whole months); else the roll-up by day (tb_order_rollup); null when neither holds the filters.
 */
function orderRollupByMonth(f: StatementFilters): OrderRollupRead | null {
  const byDay = orderRollup(f);
  if (!byDay) return null;
  const wholeMonths = (!f.dateFrom || monthStart(f.dateFrom)) && (!f.dateTo || monthEnd(f.dateTo));
  if (f.clientId || f.salesId || !wholeMonths) {
    return { table: sql`tb_order_rollup`, where: byDay, day: sql`x.order_day` };
  }
  const where: Frag[] = [sql`x.org_id = ${f.orgId}`, sql`x.orders > 0`];
  if (f.orderType) where.push(sql`x.order_type = ${f.orderType}`);
  // The months whose first day falls within the dates: with whole months, exactly their days.
  if (f.dateFrom) where.push(sql`x.month >= ${f.dateFrom}::date`);
  if (f.dateTo) where.push(sql`x.month <= ${f.dateTo}::date`);
  return { table: sql`tb_order_rollup_month`, where: and(where), day: sql`x.month` };
}

/**
 * The order roll-up summed per organisation, order type and client (tb_order_rollup_client,
 * migration 0039) when no filter bounds dates or the salesperson; else the roll-up by day; null
 * when neither holds the filters.
 */
function orderRollupByClient(f: StatementFilters): Omit<OrderRollupRead, 'day'> | null {
  const byDay = orderRollup(f);
  if (!byDay) return null;
  if (f.salesId || f.dateFrom || f.dateTo) {
    return { table: sql`tb_order_rollup`, where: byDay };
  }
  const where: Frag[] = [sql`x.org_id = ${f.orgId}`, sql`x.orders > 0`];
  if (f.orderType) where.push(sql`x.order_type = ${f.orderType}`);
  if (f.clientId) where.push(sql`x.client_id = ${f.clientId}`);
  return { table: sql`tb_order_rollup_client`, where: and(where) };
}

function aging(side: Side, f: StatementFilters): Frag {
  const unitName = side === 'ar' ? sql`"clientName"` : sql`"supplierName"`;
  const rollup = feeRollup(`${side}_outstanding`, side, f, { dates: false, currency: true });
  if (rollup) {
    // Per unit (and name): its whole balance (tb_fee_rollup_unit, migration 0041), less the lines
    // entered after the as-of day, and the lines aged 90 days or less by bucket; what is left is
    // over 90 days. The same sums as every row of the unit's owed by the as-of day, bucketed,
    // reading the last 90 days' rows only (each found by its index).
    const age = sql`(${f.asOf}::date - x.age_day)`;
    const outstanding = sql`(x.cny_money - x.write_off_cny)`;
    const bucket = (cond: Frag) => sql`case when ${cond} then ${outstanding} else 0 end`;
    return sql`select u.settlement_unit_id as "unitId",
        max(u.settlement_unit_name) filter (where u.lines > 0) as ${unitName},
        sum(u.lines)::int as "lineCount", sum(u.outstanding) as "outstandingCny",
        sum(u.d0) as "days0To30", sum(u.d31) as "days31To60", sum(u.d61) as "days61To90",
        sum(u.outstanding - u.d0 - u.d31 - u.d61) as "daysOver90"
      from (select x.settlement_unit_id, x.settlement_unit_name, sum(x.lines) as lines,
          sum(x.outstanding) as outstanding, sum(x.d0) as d0, sum(x.d31) as d31,
          sum(x.d61) as d61
        from (select x.settlement_unit_id, x.settlement_unit_name, x.lines,
              ${outstanding} as outstanding, 0 as d0, 0 as d31, 0 as d61
            from tb_fee_rollup_unit x where ${rollup}
          union all
          select x.settlement_unit_id, x.settlement_unit_name, -x.lines, -${outstanding}, 0, 0, 0
            from tb_fee_rollup x where ${rollup} and x.fee_day > ${f.asOf}::date
          union all
          select x.settlement_unit_id, x.settlement_unit_name, 0, 0,
              ${bucket(sql`${age} <= 30`)}, ${bucket(sql`${age} between 31 and 60`)},
              ${bucket(sql`${age} between 61 and 90`)}
            from tb_fee_rollup x where ${rollup} and x.fee_day <= ${f.asOf}::date
              and x.age_day >= ${f.asOf}::date - 90) x
        group by x.settlement_unit_id, x.settlement_unit_name) u
      group by u.settlement_unit_id
      having sum(u.lines) > 0`;
  }
  const age = sql`(${f.asOf}::date - coalesce(x.invoice_date, x.fee_date))`;
  const outstanding = sql`(x.cny_money - x.write_off_cny)`;
  const bucket = (cond: Frag) => sql`coalesce(sum(${outstanding}) filter (where ${cond}), 0)`;
  const unit = side === 'ar' ? sql`"clientName"` : sql`"supplierName"`;
  return sql`select x.settlement_unit_id as "unitId", max(x.settlement_unit_name) as ${unit},
      count(*)::int as "lineCount", sum(${outstanding}) as "outstandingCny",
      ${bucket(sql`${age} <= 30`)} as "days0To30",
      ${bucket(sql`${age} between 31 and 60`)} as "days31To60",
      ${bucket(sql`${age} between 61 and 90`)} as "days61To90",
      ${bucket(sql`${age} > 90`)} as "daysOver90"
    from (${lines([side], f, {
      where: [OWED, sql`${FEE_DATE} <= ${f.asOf}::date`],
    })}) x
    where ${outstanding} <> 0
    group by x.settlement_unit_id`;
}

function writeOffs(side: Side, f: StatementFilters, top?: number): Frag {
  const unit = side === 'ar' ? sql`"clientName"` : sql`"supplierName"`;
  return sql`select x.id as "lineId", x.write_off_date as "writeOffDate",
      x.write_off_name as "writeOffName", x.settlement_unit_name as ${unit},
      x.order_code as "orderCode", x.fee_name as "feeName", x.invoice_no as "invoiceNo",
      ${CURRENCY_NAME} as "currencyName", x.money, x.write_off_money as "writeOffMoney",
      x.money - x.write_off_money as "remaining", x.write_off_cny as "writeOffCny",
      ${MONTH(sql`x.write_off_date`)} as "month"
    from (${lines([side], f, {
      date: 'writeOff',
      where: [WRITTEN_OFF],
      top: { by: sql`l.write_off_date desc, l.id desc`, n: top },
    })}) x`;
}

export const sources: Readonly<Record<string, StatementSource>> = {
  ticket: {
    rows: (f) => sql`select x.invoice_no as "invoiceNo", min(x.invoice_date) as "invoiceDate",
        max(x.settlement_unit_name) as "clientName", ${CURRENCY_NAME} as "currencyName",
        count(distinct x.order_code)::int as "orderCount", count(*)::int as "lineCount",
        sum(x.money) as "money", sum(x.cny_money) as "cnyMoney",
        sum(x.write_off_cny) as "writeOffCny",
        sum(x.cny_money - x.write_off_cny) as "outstandingCny",
        ${MONTH(sql`min(x.invoice_date)`)} as "month"
      from (${lines(['ar'], f, { date: 'invoice', where: [INVOICED] })}) x
      group by x.invoice_no, x.currency`,
    orderBy: sql`s."invoiceDate" desc nulls last, s."invoiceNo", s."currencyName"`,
    grouped: true,
  },
  ticketV2: {
    rows: (f) => sql`select x.side || x.id as "lineKey", x.invoice_no as "invoiceNo",
        x.invoice_date as "invoiceDate", ${SIDE_NAME} as "sideName", x.order_code as "orderCode",
        ${TYPE_NAME} as "orderTypeName", x.settlement_unit_name as "settlementUnitName",
        x.fee_name as "feeName", ${CURRENCY_NAME} as "currencyName", x.money,
        x.exchange_rate as "exchangeRate", x.cny_money as "cnyMoney",
        x.write_off_money as "writeOffMoney"
      from (${lines(['ar', 'ap'], f, { date: 'invoice', where: [INVOICED] })}) x`,
    orderBy: sql`s."invoiceDate" desc nulls last, s."invoiceNo", s."sideName" desc, s."lineKey"`,
  },
  noticket: {
    rows: (f) => {
      const rollup = feeRollup('ar_unbilled', 'ar', f, { dates: false, currency: true });
      if (rollup) {
        return sql`select x.settlement_unit_id as "unitId",
            max(x.settlement_unit_name) as "clientName", ${CURRENCY_NAME} as "currencyName",
            ${rollupOrders('ar_unbilled', f, sql`x.currency`)} as "orderCount",
            sum(x.lines)::int as "lineCount", sum(x.money) as "money",
            sum(x.cny_money) as "cnyMoney", min(${oldestFeeDay}) as "oldestDate"
          from tb_fee_rollup_unit x where ${rollup}
          group by x.settlement_unit_id, x.currency`;
      }
      return sql`select x.settlement_unit_id as "unitId",
        max(x.unit_name) as "clientName", ${CURRENCY_NAME} as "currencyName",
        count(*)::int as "orderCount", sum(x.lines)::int as "lineCount",
        sum(x.money) as "money", sum(x.cny) as "cnyMoney", min(x.oldest) as "oldestDate"
      from (select z.settlement_unit_id, z.currency, max(z.settlement_unit_name) as unit_name,
          count(*) as lines, sum(z.money) as money, sum(z.cny_money) as cny,
          min(z.fee_date) as oldest
        from (${lines(['ar'], f, { where: [NOT_INVOICED, OWED] })}) z
        group by z.settlement_unit_id, z.currency, z.order_code) x
      group by x.settlement_unit_id, x.currency`;
    },
    orderBy: sql`s."cnyMoney" desc, s."unitId", s."currencyName"`,
    grouped: true,
  },
  profit: {
    rows: (f, top) => sql`select x.order_code as "orderCode", ${TYPE_NAME} as "orderTypeName",
        x.order_date as "orderDate", ${CLIENT_NAME} as "clientName", ${SALES_NAME} as "salesName",
        x.receivable_cny as "receivableCny", x.payable_cny as "payableCny",
        x.receivable_cny - x.payable_cny as "profitCny",
        case when x.receivable_cny = 0 then null
          else round((x.receivable_cny - x.payable_cny) * 100 / x.receivable_cny, 2) end
          as "marginPercent",
        ${MONTH(sql`x.order_date`)} as "month"
      from (${orderMoney(f, { top: { direction: 'desc', n: top } })}) x`,
    orderBy: sql`s."orderDate" desc, s."orderCode" desc`,
    summaryTotals: (f) => {
      const rollup = orderRollupByMonth(f);
      return rollup
        ? sql`select coalesce(sum(x.orders), 0) as "__total",
            coalesce(sum(x.ar_cny), 0) as "receivableCny", coalesce(sum(x.ap_cny), 0) as "payableCny",
            coalesce(sum(x.ar_cny - x.ap_cny), 0) as "profitCny"
          from ${rollup.table} x where ${rollup.where}`
        : null;
    },
    chartRows: (f) => {
      const rollup = orderRollupByMonth(f);
      return rollup
        ? sql`select ${MONTH(rollup.day)} as "month", x.ar_cny - x.ap_cny as "profitCny"
          from ${rollup.table} x where ${rollup.where}`
        : null;
    },
  },
  customers: {
    rows: (f) => {
      const rollup = orderRollupByClient(f);
      if (rollup) {
        return sql`select x.client_id as "clientId", ${CLIENT_NAME} as "clientName",
            sum(x.orders)::int as "orderCount", sum(x.ar_cny) as "receivableCny",
            sum(x.ap_cny) as "payableCny", sum(x.ar_cny - x.ap_cny) as "profitCny",
            sum(x.ar_received_cny) as "receivedCny",
            sum(x.ar_cny - x.ar_received_cny) as "outstandingCny"
          from ${rollup.table} x where ${rollup.where} group by x.client_id`;
      }
      return sql`select x.client_id as "clientId", ${CLIENT_NAME} as "clientName",
        count(*)::int as "orderCount", sum(x.receivable_cny) as "receivableCny",
        sum(x.payable_cny) as "payableCny",
        sum(x.receivable_cny - x.payable_cny) as "profitCny",
        sum(x.received_cny) as "receivedCny",
        sum(x.receivable_cny - x.received_cny) as "outstandingCny"
      from (${orderMoney(f)}) x group by x.client_id`;
    },
    orderBy: sql`s."profitCny" desc, s."clientId"`,
    grouped: true,
  },
  business: {
    rows: (f) => {
      const rollup = orderRollupByMonth(f);
      if (rollup) {
        return sql`select ${MONTH(rollup.day)} as "month", x.order_type as "orderType",
            max(${TYPE_NAME}) as "orderTypeName", sum(x.orders)::int as "orderCount",
            sum(x.ar_cny) as "receivableCny", sum(x.ap_cny) as "payableCny",
            sum(x.ar_cny - x.ap_cny) as "profitCny"
          from ${rollup.table} x where ${rollup.where} group by 1, x.order_type`;
      }
      return sql`select ${MONTH(sql`x.order_date`)} as "month", x.order_type as "orderType",
        max(${TYPE_NAME}) as "orderTypeName", count(*)::int as "orderCount",
        sum(x.receivable_cny) as "receivableCny", sum(x.payable_cny) as "payableCny",
        sum(x.receivable_cny - x.payable_cny) as "profitCny"
      from (${orderMoney(f)}) x group by 1, x.order_type`;
    },
    orderBy: sql`s."month" desc, s."orderType"`,
    grouped: true,
  },
  supplier: {
    rows: (f) => {
      const rollup = feeRollup('ap_owed', 'ap', f, { dates: false, currency: false });
      if (rollup) {
        return sql`select x.settlement_unit_id as "unitId",
            max(x.settlement_unit_name) as "supplierName",
            ${rollupOrders('ap_owed', f, sql`''`)} as "orderCount",
            sum(x.lines)::int as "lineCount", sum(x.cny_money) as "payableCny",
            sum(x.write_off_cny) as "paidCny",
            sum(x.cny_money - x.write_off_cny) as "outstandingCny"
          from tb_fee_rollup x where ${rollup} group by x.settlement_unit_id`;
      }
      return sql`select x.settlement_unit_id as "unitId",
        max(x.unit_name) as "supplierName", count(*)::int as "orderCount",
        sum(x.lines)::int as "lineCount", sum(x.cny) as "payableCny", sum(x.paid) as "paidCny",
        sum(x.cny - x.paid) as "outstandingCny"
      from (select z.settlement_unit_id, max(z.settlement_unit_name) as unit_name,
          count(*) as lines, sum(z.cny_money) as cny, sum(z.write_off_cny) as paid
        from (${lines(['ap'], f, { where: [OWED] })}) z
        group by z.settlement_unit_id, z.order_code) x
      group by x.settlement_unit_id`;
    },
    orderBy: sql`s."payableCny" desc, s."unitId"`,
    grouped: true,
  },
  payableWriteOff: {
    rows: (f, top) => writeOffs('ap', f, top),
    orderBy: sql`s."writeOffDate" desc, s."lineId" desc`,
  },
  receivableWriteOff: {
    rows: (f, top) => writeOffs('ar', f, top),
    orderBy: sql`s."writeOffDate" desc, s."lineId" desc`,
  },
  receivableAging: {
    rows: (f) => aging('ar', f),
    orderBy: sql`s."outstandingCny" desc, s."unitId"`,
    grouped: true,
  },
  payableAging: {
    rows: (f) => aging('ap', f),
    orderBy: sql`s."outstandingCny" desc, s."unitId"`,
    grouped: true,
  },
  unBilledExpenses: {
    rows: (f, top) => sql`select x.id as "lineId", x.order_code as "orderCode",
        ${TYPE_NAME} as "orderTypeName", x.settlement_unit_name as "supplierName",
        x.fee_name as "feeName", ${CURRENCY_NAME} as "currencyName", x.money,
        x.cny_money as "cnyMoney", case x.approve_status when 'WTJ' then '未提交'
          when 'DSH' then '待审核' when 'YSH' then '已审核' else '已驳回' end
          as "approveStatusName",
        x.fee_date as "feeDate", (${f.asOf}::date - x.fee_date)::int as "ageDays"
      from (${lines(['ap'], f, { where: [NOT_INVOICED, OWED], top: byFeeDay(top) })}) x`,
    orderBy: sql`s."feeDate", s."lineId"`,
    summaryTotals: rollupTotals('ap_unbilled'),
    chartRows: (f) => {
      const rollup = feeRollup('ap_unbilled', 'ap', f, { dates: true, currency: true });
      return rollup
        ? sql`select x.settlement_unit_name as "supplierName", x.cny_money as "cnyMoney"
          from tb_fee_rollup x where ${rollup}`
        : null;
    },
  },
  unBilledBusiness: {
    rows: (f, top) => sql`select x.order_code as "orderCode", ${TYPE_NAME} as "orderTypeName",
        x.order_date as "orderDate", ${CLIENT_NAME} as "clientName", ${SALES_NAME} as "salesName",
        x.unbilled_lines as "lineCount", x.receivable_cny - x.unbilled_cny as "invoicedCny",
        x.unbilled_cny as "unbilledCny"
      from (${orderMoney(f, { unbilled: true, top: { direction: 'asc', n: top } })}) x`,
    orderBy: sql`s."orderDate", s."orderCode"`,
    summaryTotals: (f) => {
      const rollup = orderRollupByMonth(f);
      return rollup
        ? sql`select coalesce(sum(x.unbilled_orders), 0) as "__total",
            coalesce(sum(x.unbilled_lines), 0) as "lineCount",
            coalesce(sum(x.unbilled_ar_cny - x.unbilled_cny), 0) as "invoicedCny",
            coalesce(sum(x.unbilled_cny), 0) as "unbilledCny"
          from ${rollup.table} x where ${rollup.where}`
        : null;
    },
  },
  payableInvitation: {
    rows: (f) => {
      const rollup = feeRollup('ap_request', 'ap', f, { dates: false, currency: true });
      if (rollup) {
        return sql`select x.settlement_unit_id as "unitId",
            max(x.settlement_unit_name) as "supplierName", ${CURRENCY_NAME} as "currencyName",
            ${rollupOrders('ap_request', f, sql`x.currency`)} as "orderCount",
            sum(x.lines)::int as "lineCount", sum(x.money) as "money",
            sum(x.write_off_money) as "writeOffMoney",
            sum(x.money - x.write_off_money) as "requestMoney",
            sum(x.cny_money - x.write_off_cny) as "requestCny", min(x.fee_day) as "oldestDate"
          from tb_fee_rollup x where ${rollup}
          group by x.settlement_unit_id, x.currency`;
      }
      return sql`select x.settlement_unit_id as "unitId",
        max(x.unit_name) as "supplierName", ${CURRENCY_NAME} as "currencyName",
        count(*)::int as "orderCount", sum(x.lines)::int as "lineCount",
        sum(x.money) as "money", sum(x.paid) as "writeOffMoney",
        sum(x.money - x.paid) as "requestMoney", sum(x.request_cny) as "requestCny",
        min(x.oldest) as "oldestDate"
      from (select z.settlement_unit_id, z.currency, max(z.settlement_unit_name) as unit_name,
          count(*) as lines, sum(z.money) as money, sum(z.write_off_money) as paid,
          sum(z.cny_money - z.write_off_cny) as request_cny, min(z.fee_date) as oldest
        from (${lines(['ap'], f, { where: [sql`l.approve_status = 'YSH'`] })}) z
        where z.money - z.write_off_money <> 0
        group by z.settlement_unit_id, z.currency, z.order_code) x
      group by x.settlement_unit_id, x.currency`;
    },
    orderBy: sql`s."requestCny" desc, s."unitId", s."currencyName"`,
    grouped: true,
  },
  payablePendingAudit: {
    rows: (f, top) => sql`select x.id as "lineId", x.order_code as "orderCode",
        ${TYPE_NAME} as "orderTypeName", x.settlement_unit_name as "supplierName",
        x.fee_name as "feeName", ${CURRENCY_NAME} as "currencyName", x.money,
        x.cny_money as "cnyMoney", x.creator, x.fee_date as "feeDate",
        (${f.asOf}::date - x.fee_date)::int as "waitingDays"
      from (${lines(['ap'], f, { where: [sql`l.approve_status = 'DSH'`], top: byFeeDay(top) })}) x`,
    orderBy: sql`s."feeDate", s."lineId"`,
    summaryTotals: rollupTotals('ap_pending'),
  },
  invoiceSettlement: {
    rows: (f) => sql`select y.*, case when y."outstandingCny" = 0 then '已结算'
          when y."writeOffCny" = 0 then '未结算' else '部分结算' end as "settlementStatus"
      from (select x.invoice_no as "invoiceNo", x.side, ${SIDE_NAME} as "sideName",
          min(x.invoice_date) as "invoiceDate",
          max(x.settlement_unit_name) as "settlementUnitName",
          sum(x.cny_money) as "cnyMoney", sum(x.write_off_cny) as "writeOffCny",
          sum(x.cny_money - x.write_off_cny) as "outstandingCny",
          max(x.write_off_date) as "lastWriteOffDate"
        from (${lines(['ar', 'ap'], f, { date: 'invoice', where: [INVOICED] })}) x
        group by x.invoice_no, x.side) y`,
    orderBy: sql`s."invoiceDate" desc nulls last, s."invoiceNo", s.side`,
    grouped: true,
  },
  invoiceOrder: {
    rows: (f) => sql`select x.invoice_no as "invoiceNo", min(x.invoice_date) as "invoiceDate",
        x.order_code as "orderCode", max(${TYPE_NAME}) as "orderTypeName",
        max(x.settlement_unit_name) as "clientName", count(*)::int as "lineCount",
        sum(x.cny_money) as "cnyMoney", sum(x.write_off_cny) as "writeOffCny"
      from (${lines(['ar'], f, { date: 'invoice', where: [INVOICED] })}) x
      group by x.invoice_no, x.order_code`,
    orderBy: sql`s."invoiceDate" desc nulls last, s."invoiceNo", s."orderCode"`,
    grouped: true,
  },
};
