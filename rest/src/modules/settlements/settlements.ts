// Receipts and payments: money received from a client or paid to a supplier on a date, in a
// currency, allocated to approved fee lines of that settlement unit. Each allocation writes off
// part or all of a line (write_off_money, in the line's currency, accumulated); a reversal (冲销)
// is its own action that keeps the record and gives the lines their open amounts back.
//
// Money rules (exact decimals throughout: numeric in SQL, scaled integers here):
// - An allocation names the amount written off the line, in the line's currency, at most the
//   line's open amount (money − write_off_money); only approved (YSH) lines with an open amount
//   of the settlement's own unit, in the caller's organisation.
// - What it takes from the settlement, in the settlement's currency: the same amount when the
//   currencies agree; otherwise amount × the line's frozen rate (to CNY) ÷ the settlement
//   currency's rate to CNY on the settlement date, rounded half up to cents.
// - The settlement currency must have a rate in force on the settlement date (CNY is 1).
// - The allocations together may not exceed the settlement's amount.
// - Lines are locked (select … for update) before they are checked and the write-off is a
//   conditional update: of two people allocating the same open amount at once, one wins and the
//   other is refused.
import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE, businessDate } from '../../../../model/businessDate.ts';
import { CNY } from '../../../../model/masterData/index.ts';
import type { Db } from '../../db/index.ts';
import type { CurrencyAmount } from '../invoices/invoices.ts';
import { takeCode } from '../../db/codeCounter.ts';
import { fromScaled, toScaled } from '../../documents/format.ts';
import {
  dateField,
  int,
  jsonField,
  pageOf,
  pageResult,
  readDate,
  requireInt,
  str,
} from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { DomainError, fail } from '../../http/errors.ts';
import type { ErrorMessage } from '../../http/errors.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { parentKeys, pagesOfParents } from '../../http/parents.ts';
import { likeContains } from '../masterData/sql.ts';
import { LineChecker, linesByIds } from '../fees/lines.ts';
import type { FeeLine } from '../fees/lines.ts';
import { SETTLEMENT_STATUS_NAMES } from './sides.ts';
import type { SettlementSide, SettlementStatus } from './sides.ts';

export interface Allocation {
  id: number;
  feeLineId: number;
  orderCode: string;
  feeName: string;
  lineCurrency: string;
  lineCurrencyName: string | null;
  lineRate: string;
  /** Written off the line, in the line's currency. */
  writeOffMoney: string;
  /** Taken from the settlement, in its currency. */
  amount: string;
  reversed: boolean;
  /** The line as it stands now. */
  lineMoney: string | null;
  lineWriteOffMoney: string | null;
  lineOutstanding: string | null;
}

export interface Settlement {
  id: number;
  /** The version a change names (versions.ts). */
  version: number;
  side: 'ar' | 'ap';
  settlementNo: string;
  settlementUnit: number;
  settlementUnitName: string;
  currency: string;
  currencyName: string | null;
  amount: string;
  allocated: string;
  unallocated: string;
  currencyRate: string;
  settleDate: string;
  remark: string | null;
  status: SettlementStatus;
  statusName: string;
  creator: string | null;
  createDate: string;
  reverser: string | null;
  reverseDate: string | null;
  reverseReason: string | null;
  orderCodes: string[];
  allocations?: Allocation[];
}

const MONEY = /^-?\d{1,16}(\.\d{1,2})?$/;

const cents = (value: string | null): bigint => (value === null ? 0n : (toScaled(value, 2) ?? 0n));
const money = (value: bigint): string => fromScaled(value, 2, false);

/** A positive amount of at most two decimals, as cents; the message names the field. */
function positiveMoney(text: unknown, label: string): bigint | string {
  const value =
    typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim() : '';
  if (value === '') return `请输入${label}`;
  if (!MONEY.test(value)) return `${label}格式不正确（最多两位小数）`;
  const scaled = toScaled(value, 2) ?? 0n;
  if (scaled <= 0n) return `${label}必须大于0`;
  return scaled;
}

/**
 * line-currency cents → settlement-currency cents: × line rate ÷ settlement rate (both to CNY,
 * six decimals), half up. The same currency converts one to one.
 */
export function convertCents(
  writeOff: bigint,
  lineCurrency: string,
  lineRate: string,
  currency: string,
  currencyRate: string,
): bigint {
  if (lineCurrency === currency) return writeOff;
  const num = writeOff * (toScaled(lineRate, 6) ?? 0n);
  const den = toScaled(currencyRate, 6) ?? 0n;
  if (den <= 0n) throw new Error('汇率异常');
  return (2n * num + den) / (2n * den);
}

const SETTLEMENT_COLUMNS = sql`s.id::int as "id", s.version, s.side, s.settlement_no as "settlementNo",
  s.settlement_unit_id as "settlementUnit", s.settlement_unit_name as "settlementUnitName",
  s.currency, (select d.dict_name from tb_dict d
    where d.category_code = 'FYBZ' and d.dict_code = s.currency) as "currencyName",
  s.amount::text as "amount", s.allocated::text as "allocated",
  (s.amount - s.allocated)::text as "unallocated",
  trim_scale(s.currency_rate)::text as "currencyRate", to_char(s.settle_date, 'YYYY-MM-DD') as "settleDate",
  s.remark, s.status, s.creator, s.create_date as "createDate", s.reverser,
  s.reverse_date as "reverseDate", s.reverse_reason as "reverseReason",
  coalesce((select array_agg(distinct l.order_code order by l.order_code) from tb_settlement_line l
    where l.settlement_id = s.id), '{}') as "orderCodes"`;

type SettlementRow = Omit<Settlement, 'statusName' | 'createDate' | 'reverseDate'> & {
  createDate: Date | string;
  reverseDate: Date | string | null;
};

const iso = (v: Date | string | null): string | null =>
  v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString();

function toSettlement(row: SettlementRow): Settlement {
  return {
    ...row,
    id: Number(row.id),
    settlementUnit: Number(row.settlementUnit),
    statusName: SETTLEMENT_STATUS_NAMES[row.status],
    createDate: iso(row.createDate) ?? '',
    reverseDate: iso(row.reverseDate),
    orderCodes: Array.isArray(row.orderCodes) ? row.orderCodes : [],
  };
}

async function allocationsOf(
  db: Db,
  side: SettlementSide,
  settlementId: number,
): Promise<Allocation[]> {
  const { rows } =
    await sql<Allocation>`select l.id::int as "id", l.fee_line_id::int as "feeLineId",
      l.order_code as "orderCode", l.fee_name as "feeName", l.line_currency as "lineCurrency",
      (select d.dict_name from tb_dict d where d.category_code = 'FYBZ'
        and d.dict_code = l.line_currency) as "lineCurrencyName",
      trim_scale(l.line_rate)::text as "lineRate", l.write_off_money::text as "writeOffMoney",
      l.amount::text as "amount", l.reversed, f.money::text as "lineMoney",
      f.write_off_money::text as "lineWriteOffMoney",
      (f.money - coalesce(f.write_off_money, 0))::text as "lineOutstanding"
    from tb_settlement_line l
    left join ${sql.table(side.fee.table)} f on f.id = l.fee_line_id
    where l.settlement_id = ${settlementId} order by l.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), feeLineId: Number(r.feeLineId) }));
}

export async function findSettlement(
  db: Db,
  side: SettlementSide,
  orgId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<Settlement | null> {
  const { rows } = await sql<SettlementRow>`select ${SETTLEMENT_COLUMNS} from tb_settlement s
    where s.org_id = ${orgId} and s.side = ${side.key} and s.id = ${id}
    ${options.forUpdate ? sql`for update of s` : sql``}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return { ...toSettlement(row), allocations: await allocationsOf(db, side, id) };
}

/** The list (收款管理 / 付款管理): filters, newest first, with totals per currency. */
export async function pageSettlements(ctx: AuthedContext, side: SettlementSide) {
  const { body, db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  const where = [sql`s.org_id = ${orgId}`, sql`s.side = ${side.key}`];
  const no = str(body, 'settlementNo');
  if (no) where.push(sql`s.settlement_no ilike ${likeContains(no)}`);
  const unit = int(body, 'settlementUnit') ?? int(body, 'settlementUnitId');
  if (unit !== undefined) where.push(sql`s.settlement_unit_id = ${unit}`);
  const unitName = str(body, 'settlementUnitName');
  if (unitName) where.push(sql`s.settlement_unit_name ilike ${likeContains(unitName)}`);
  const currency = str(body, 'currency');
  if (currency) where.push(sql`s.currency = ${currency}`);
  const status = str(body, 'status');
  if (status) {
    if (!Object.hasOwn(SETTLEMENT_STATUS_NAMES, status))
      throw fail.badRequest(`状态不存在：${status}`, 'status');
    where.push(sql`s.status = ${status}`);
  }
  const from = dateField(body, 'settleDateBegin', `${side.label}日期`);
  if (from) where.push(sql`s.settle_date >= ${from}::date`);
  const to = dateField(body, 'settleDateEnd', `${side.label}日期`);
  if (to) where.push(sql`s.settle_date <= ${to}::date`);
  const orderCode = str(body, 'orderCode');
  if (orderCode) {
    where.push(sql`exists (select 1 from tb_settlement_line l where l.settlement_id = s.id
      and l.order_code ilike ${likeContains(orderCode)})`);
  }
  const condition = sql.join(where, sql` and `);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as "n"
    from tb_settlement s where ${condition}`.execute(db);
  const { rows } = await sql<SettlementRow>`select ${SETTLEMENT_COLUMNS} from tb_settlement s
    where ${condition} order by s.settle_date desc, s.id desc
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  // Reversed records stay in the list but count for nothing.
  const { rows: totals } = await sql<{
    currency: string;
    currencyName: string | null;
    amount: string;
    allocated: string;
    unallocated: string;
    count: number;
  }>`select s.currency, (select d.dict_name from tb_dict d where d.category_code = 'FYBZ'
        and d.dict_code = s.currency) as "currencyName",
      sum(s.amount)::text as "amount", sum(s.allocated)::text as "allocated",
      sum(s.amount - s.allocated)::text as "unallocated", count(*)::int as "count"
    from tb_settlement s where ${condition} and s.status = 'ZC'
    group by s.currency order by s.currency`.execute(db);
  return {
    ...pageResult(rows.map(toSettlement), Number(count[0]?.n ?? 0), page),
    totals: totals.map((t) => ({ ...t, count: Number(t.count) })),
  };
}

export interface OpenLine {
  id: number;
  orderCode: string;
  orderType: string;
  feeName: string;
  feeCode: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  writeOffMoney: string | null;
  outstanding: string;
  approveDate: string | null;
  dueDate: string | null;
  overdue: boolean;
}

/** A line's due date: its invoice date, else its approval day (China), plus the unit's term. */
export function dueDateSql(side: SettlementSide) {
  const term =
    side.fee.settlement === 'client'
      ? sql`(select c.account_period from tb_customer c where c.id = t.settlement_unit_id)`
      : sql`(select p.account_period from tb_supplier p where p.id = t.settlement_unit_id)`;
  return sql`(coalesce(t.invoice_date, (t.approve_date at time zone ${BUSINESS_TIME_ZONE})::date)
    + coalesce(${term}, 0))`;
}

/** The conditions of a unit's open lines: approved, of the organisation, not all written off. */
function openWhere(ctx: AuthedContext, body: Body) {
  const orgId = currentOrgId(ctx.session);
  const unit = requireInt(body, 'settlementUnit', '请选择结算单位', '结算单位不存在');
  const where = [
    sql`t.org_id = ${orgId}`,
    sql`t.settlement_unit_id = ${unit}`,
    sql`t.approve_status = 'YSH'`,
    sql`t.money - coalesce(t.write_off_money, 0) > 0`,
  ];
  const orderCode = str(body, 'orderCode');
  if (orderCode) where.push(sql`t.order_code ilike ${likeContains(orderCode)}`);
  const currency = str(body, 'currency');
  if (currency) where.push(sql`t.currency = ${currency}`);
  return sql.join(where, sql` and `);
}

const currencyName = (column: ReturnType<typeof sql.ref>) => sql`(select d.dict_name from tb_dict d
  where d.category_code = 'FYBZ' and d.dict_code = ${column})`;

/** A unit's open lines in due order, from `offset` on, at most `limit`. */
async function readOpenLines(
  ctx: AuthedContext,
  side: SettlementSide,
  limit: number,
  offset: number,
  body: Body = ctx.body,
): Promise<OpenLine[]> {
  const today = businessDate();
  const due = dueDateSql(side);
  const { rows } = await sql<OpenLine & { dueDate: string | Date | null }>`select t.id::int as "id",
      t.order_code as "orderCode", t.order_type as "orderType", t.fee_name as "feeName",
      t.fee_code as "feeCode", t.currency, ${currencyName(sql.ref('t.currency'))} as "currencyName",
      trim_scale(t.exchange_rate)::text as "exchangeRate", t.money::text as "money",
      t.write_off_money::text as "writeOffMoney",
      (t.money - coalesce(t.write_off_money, 0))::text as "outstanding",
      t.approve_date as "approveDate", to_char(${due}, 'YYYY-MM-DD') as "dueDate",
      coalesce(${due} < ${today}::date, false) as "overdue"
    from ${sql.table(side.fee.table)} t where ${openWhere(ctx, body)}
    order by ${due} nulls last, t.order_code, t.sort_id, t.id
    limit ${limit} offset ${offset}`.execute(ctx.db);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    approveDate: iso(r.approveDate as Date | string | null),
    dueDate: r.dueDate === null ? null : String(r.dueDate),
  }));
}

/** Approved lines of a settlement unit with an open amount, oldest first (the add page). */
export function openLines(ctx: AuthedContext, side: SettlementSide): Promise<OpenLine[]> {
  return readOpenLines(ctx, side, 500, 0);
}

/** The open amounts of a unit's lines in one currency. */
export interface OpenTotal extends CurrencyAmount {
  /** Of which past their due date. */
  overdue: string;
}

/**
 * pageOpenLines: the same lines as listOpenLines, a page at a time, with their total and the sums
 * per currency over every page (a client's open receivables, a supplier's open payables).
 */
export function pageOpenLines(ctx: AuthedContext, side: SettlementSide) {
  // With `settlementUnits`, the same page of each unit's lines (http/parents.ts).
  const units = parentKeys(ctx.body, 'settlementUnits', 'int', '结算单位');
  if (!units) return pageOpenLinesOf(ctx, side, ctx.body);
  return pagesOfParents(units, (unit) =>
    pageOpenLinesOf(ctx, side, { ...ctx.body, settlementUnit: Number(unit) }),
  );
}

async function pageOpenLinesOf(ctx: AuthedContext, side: SettlementSide, body: Body) {
  const page = pageOf(body);
  const where = openWhere(ctx, body);
  const due = dueDateSql(side);
  const today = businessDate();
  const [list, sums] = await Promise.all([
    readOpenLines(ctx, side, page.pageSize, page.offset, body),
    sql<OpenTotal>`select x.currency, ${currencyName(sql.ref('x.currency'))} as "currencyName",
        x.count::int as "count", x.money::text as "money", x.write_off::text as "writeOffMoney",
        x.outstanding::text as "outstanding", x.overdue::text as "overdue"
      from (select t.currency, count(*) as count, sum(t.money) as money,
          sum(coalesce(t.write_off_money, 0)) as write_off,
          sum(t.money - coalesce(t.write_off_money, 0)) as outstanding,
          sum(case when ${due} < ${today}::date then t.money - coalesce(t.write_off_money, 0)
            else 0 end) as overdue
        from ${sql.table(side.fee.table)} t where ${where} group by t.currency) x
      order by x.currency = ${CNY} desc, x.currency`.execute(ctx.db),
  ]);
  const totals = sums.rows.map((r) => ({ ...r, count: Number(r.count) }));
  const total = totals.reduce((n, t) => n + t.count, 0);
  return { ...pageResult(list, total, page), totals };
}

interface AllocationInput {
  feeLineId: number;
  writeOff: bigint;
}

function readAllocations(body: Body): { list: AllocationInput[]; problems: ErrorMessage[] } {
  const raw = jsonField<unknown>(body, 'allocations') ?? jsonField<unknown>(body, 'list');
  const problems: ErrorMessage[] = [];
  const list: AllocationInput[] = [];
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) {
    problems.push({ message: '请选择要核销的费用', field: 'allocations' });
    return { list, problems };
  }
  if (!Array.isArray(raw)) {
    problems.push({ message: '核销明细格式错误', field: 'allocations' });
    return { list, problems };
  }
  if (raw.length > 200) {
    problems.push({ message: '一次最多核销200条费用', field: 'allocations' });
    return { list, problems };
  }
  const seen = new Set<number>();
  raw.forEach((item, i) => {
    const at = `allocations[${i}]`;
    const r = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const idText = typeof r.feeLineId === 'number' ? String(r.feeLineId) : r.feeLineId;
    if (typeof idText !== 'string' || !/^\d{1,12}$/.test(idText.trim())) {
      problems.push({ message: `第${i + 1}行：费用编号格式错误`, field: `${at}.feeLineId` });
      return;
    }
    const feeLineId = Number(idText);
    if (seen.has(feeLineId)) {
      problems.push({ message: `第${i + 1}行：费用重复`, field: `${at}.feeLineId` });
      return;
    }
    seen.add(feeLineId);
    const writeOff = positiveMoney(r.writeOffMoney, '核销金额');
    if (typeof writeOff === 'string') {
      problems.push({ message: `第${i + 1}行：${writeOff}`, field: `${at}.writeOffMoney` });
      return;
    }
    list.push({ feeLineId, writeOff });
  });
  return { list, problems };
}

interface Target {
  unit: number;
  unitName: string;
  currency: string;
  currencyRate: string;
}

interface Planned {
  line: FeeLine;
  writeOff: bigint;
  /** Taken from the settlement, in its currency. */
  amount: bigint;
}

/**
 * Locks the lines and checks each allocation (same unit, approved, at most the line's open
 * amount), converting what it takes into the settlement's currency. Used when a settlement is
 * recorded and when its remainder is allocated later, so both follow the same rules.
 */
async function planAllocations(
  trx: Db,
  side: SettlementSide,
  orgId: number,
  target: Target,
  allocations: readonly AllocationInput[],
): Promise<{ plan: Planned[]; before: Map<number, FeeLine> }> {
  const ids = allocations.map((a) => a.feeLineId);
  const lines = await linesByIds(trx, side.fee, orgId, ids, { forUpdate: true });
  const byId = new Map(lines.map((l) => [l.id, l]));
  // Another organisation's line, or one of the other side, is not there for this caller.
  const missing = ids.filter((lineId) => !byId.has(lineId));
  if (missing.length) throw fail.notFound(`费用不存在：${missing.join('、')}`, 'allocations');
  const refused: ErrorMessage[] = [];
  const plan: Planned[] = [];
  allocations.forEach((a, i) => {
    const field = `allocations[${i}]`;
    const line = byId.get(a.feeLineId);
    if (!line) {
      refused.push({ message: `费用不存在：${a.feeLineId}`, field: `${field}.feeLineId` });
      return;
    }
    const name = `费用「${line.feeName}」（${line.orderCode}）`;
    if (line.settlementUnit !== target.unit) {
      refused.push({
        message: `${name}的结算单位不是${target.unitName}`,
        field: `${field}.feeLineId`,
      });
      return;
    }
    if (line.approveStatus !== 'YSH') {
      refused.push({
        message: `${name}${line.approveStatusName}，只有已审核的费用可以核销`,
        field: `${field}.feeLineId`,
      });
      return;
    }
    const open = cents(line.money) - cents(line.writeOffMoney);
    if (a.writeOff > open) {
      refused.push({
        message: `${name}核销金额${money(a.writeOff)}超过未核销金额${money(open > 0n ? open : 0n)}`,
        field: `${field}.writeOffMoney`,
      });
      return;
    }
    const taken = convertCents(
      a.writeOff,
      line.currency,
      line.exchangeRate,
      target.currency,
      target.currencyRate,
    );
    if (taken <= 0n) {
      refused.push({ message: `${name}核销金额折算后不足0.01`, field: `${field}.writeOffMoney` });
      return;
    }
    plan.push({ line, writeOff: a.writeOff, amount: taken });
  });
  if (refused.length) throw new DomainError(422, refused);
  return { plan, before: byId };
}

/** Writes the planned allocations off their lines, dated with the settlement's date. */
async function applyAllocations(
  trx: Db,
  ctx: AuthedContext,
  side: SettlementSide,
  orgId: number,
  settlementId: number,
  settleDate: string,
  plan: readonly Planned[],
): Promise<void> {
  for (const p of plan) {
    await sql`insert into tb_settlement_line (settlement_id, org_id, side, fee_line_id,
        order_code, fee_name, line_currency, line_rate, write_off_money, amount)
      values (${settlementId}, ${orgId}, ${side.key}, ${p.line.id}, ${p.line.orderCode},
        ${p.line.feeName}, ${p.line.currency}, ${p.line.exchangeRate}::numeric,
        ${money(p.writeOff)}::numeric, ${money(p.amount)}::numeric)`.execute(trx);
    // The row lock above makes this hold; the condition keeps it true whatever the caller.
    const result = await sql`update ${sql.table(side.fee.table)}
      set write_off_money = coalesce(write_off_money, 0) + ${money(p.writeOff)}::numeric,
        write_off_name = ${ctx.session.userName}, write_off_date = ${settleDate}::date
      where id = ${p.line.id} and org_id = ${orgId} and approve_status = 'YSH'
        and money - coalesce(write_off_money, 0) >= ${money(p.writeOff)}::numeric`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) !== 1) {
      throw fail.unprocessable(
        `费用「${p.line.feeName}」已被他人核销或反审核，请刷新后重试`,
        'allocations',
      );
    }
  }
}

/** Who and when of each line's write-off: its latest live allocation, none when none is left. */
async function refreshWriteOffWho(
  trx: Db,
  side: SettlementSide,
  orgId: number,
  feeIds: readonly number[],
): Promise<void> {
  if (feeIds.length === 0) return;
  await sql`update ${sql.table(side.fee.table)} t set
      write_off_name = case when t.write_off_money is null then null else (select s.creator
        from tb_settlement_line l join tb_settlement s on s.id = l.settlement_id
        where l.side = ${side.key} and l.fee_line_id = t.id and not l.reversed
        order by s.settle_date desc, s.id desc limit 1) end,
      write_off_date = case when t.write_off_money is null then null else (select s.settle_date
        from tb_settlement_line l join tb_settlement s on s.id = l.settlement_id
        where l.side = ${side.key} and l.fee_line_id = t.id and not l.reversed
        order by s.settle_date desc, s.id desc limit 1) end
    where t.id in (${sql.join(feeIds)}) and t.org_id = ${orgId}`.execute(trx);
}

/** One action-log row per fee line whose write-off changed. */
async function auditLines(
  trx: Db,
  ctx: AuthedContext,
  side: SettlementSide,
  orgId: number,
  before: ReadonlyMap<number, FeeLine>,
): Promise<void> {
  const after = await linesByIds(trx, side.fee, orgId, [...before.keys()]);
  for (const line of after) {
    ctx.audit({
      table: side.fee.table,
      recordKey: line.id,
      before: before.get(line.id) ?? null,
      after: line,
    });
  }
}

const sumOf = (plan: readonly Planned[]) => plan.reduce((sum, p) => sum + p.amount, 0n);

/** Records a receipt or payment with its allocations, all in one transaction. */
export async function insertSettlement(ctx: AuthedContext, side: SettlementSide) {
  const { body } = ctx;
  const orgId = currentOrgId(ctx.session);
  const problems: ErrorMessage[] = [];
  const unit = int(body, 'settlementUnit', '结算单位不存在') ?? int(body, 'settlementUnitId');
  if (unit === undefined) problems.push({ message: '请选择结算单位', field: 'settlementUnit' });
  const currency = str(body, 'currency')?.trim() || CNY;
  const amount = positiveMoney(body.amount, `${side.label}金额`);
  if (typeof amount === 'string') problems.push({ message: amount, field: 'amount' });
  let settleDate = str(body, 'settleDate')?.trim() ?? '';
  if (settleDate === '') problems.push({ message: `请选择${side.label}日期`, field: 'settleDate' });
  else {
    const read = readDate(settleDate, `${side.label}日期`);
    if ('problem' in read) problems.push({ message: read.problem, field: 'settleDate' });
    else settleDate = read.day;
  }
  const remark = str(body, 'remark')?.trim() || null;
  if (remark && remark.length > 200)
    problems.push({ message: '备注最多200个字符', field: 'remark' });
  const allocations = readAllocations(body);
  problems.push(...allocations.problems);
  if (problems.length || unit === undefined || typeof amount === 'string') {
    throw new DomainError(400, problems);
  }

  return ctx.transaction(async (trx) => {
    const checker = new LineChecker(trx, side.fee, orgId);
    const unitName = await checker.unitName(unit);
    if (unitName === null) throw fail.unprocessable('结算单位不存在', 'settlementUnit');
    if (!(await checker.currencyExists(currency))) {
      throw fail.unprocessable(`币种不存在：${currency}`, 'currency');
    }
    const currencyRate = await checker.rate(currency, settleDate);
    if (currencyRate === null) {
      throw fail.unprocessable(`未找到该币种在${settleDate}的有效汇率，不能登记`, 'currency');
    }
    const { plan, before } = await planAllocations(
      trx,
      side,
      orgId,
      { unit, unitName, currency, currencyRate },
      allocations.list,
    );
    const allocated = sumOf(plan);
    if (allocated > amount) {
      throw fail.unprocessable(
        `核销合计${money(allocated)}超过${side.label}金额${money(amount)}`,
        'allocations',
      );
    }

    const settlementNo = await takeCode(
      trx,
      { prefix: side.prefix, digits: 4 },
      {
        orgId,
        period: businessDate().replaceAll('-', ''),
        existing: { table: 'tb_settlement', column: 'settlement_no' },
      },
    );
    const { rows } = await sql<{ id: number }>`insert into tb_settlement (org_id, side,
        settlement_no, settlement_unit_id, settlement_unit_name, currency, amount, allocated,
        currency_rate, settle_date, remark, creator_id, creator)
      values (${orgId}, ${side.key}, ${settlementNo}, ${unit}, ${unitName}, ${currency},
        ${money(amount)}::numeric, ${money(allocated)}::numeric, ${currencyRate}::numeric,
        ${settleDate}::date, ${remark}, ${ctx.session.userId}, ${ctx.session.userName})
      returning id::int as "id"`.execute(trx);
    const id = Number(rows[0]?.id);
    await applyAllocations(trx, ctx, side, orgId, id, settleDate, plan);
    const saved = await findSettlement(trx, side, orgId, id);
    await auditLines(trx, ctx, side, orgId, before);
    ctx.audit({ table: 'tb_settlement', recordKey: id, before: null, after: saved });
    return saved;
  });
}

/** The settlement of `id`, locked, still 正常; 404 / 422 otherwise. */
async function liveSettlement(
  trx: Db,
  side: SettlementSide,
  orgId: number,
  id: number,
  action: string,
): Promise<Settlement> {
  const found = await findSettlement(trx, side, orgId, id, { forUpdate: true });
  if (!found) throw fail.notFound(`${side.label}记录不存在`, 'id');
  if (found.status === 'CX') {
    throw fail.unprocessable(`${side.label}${found.settlementNo}已冲销，不能${action}`, 'id');
  }
  return found;
}

/**
 * 核销余额: allocates what a settlement has not yet allocated (amount − allocated) to further
 * approved lines of its unit, at the settlement's own rate and date, with the rules of recording.
 * The settlement row is locked first, then the lines, so two clerks cannot spend one remainder.
 */
export async function allocateRemainder(ctx: AuthedContext, side: SettlementSide) {
  const orgId = currentOrgId(ctx.session);
  const id = requireInt(ctx.body, 'id', `请选择${side.label}记录`, `${side.label}记录不存在`);
  const allocations = readAllocations(ctx.body);
  if (allocations.problems.length) throw new DomainError(400, allocations.problems);
  return ctx.transaction(async (trx) => {
    const before = await liveSettlement(trx, side, orgId, id, '再核销');
    const remainder = cents(before.unallocated);
    if (remainder <= 0n) {
      throw fail.unprocessable(`${side.label}${before.settlementNo}没有未核销余额`, 'allocations');
    }
    const { plan, before: lines } = await planAllocations(
      trx,
      side,
      orgId,
      {
        unit: before.settlementUnit,
        unitName: before.settlementUnitName,
        currency: before.currency,
        currencyRate: before.currencyRate,
      },
      allocations.list,
    );
    const allocated = sumOf(plan);
    if (allocated > remainder) {
      throw fail.unprocessable(
        `核销合计${money(allocated)}超过未核销余额${money(remainder)}`,
        'allocations',
      );
    }
    await applyAllocations(trx, ctx, side, orgId, id, before.settleDate, plan);
    const result = await sql`update tb_settlement
      set allocated = allocated + ${money(allocated)}::numeric
      where id = ${id} and status = 'ZC'
        and amount - allocated >= ${money(allocated)}::numeric`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) !== 1) {
      throw fail.unprocessable(`${side.label}余额已被他人核销，请刷新后重试`, 'allocations');
    }
    const after = await findSettlement(trx, side, orgId, id);
    await auditLines(trx, ctx, side, orgId, lines);
    ctx.audit({ table: 'tb_settlement', recordKey: id, before, after });
    return after;
  });
}

/**
 * 撤销核销: one allocation of a settlement undone as its own action. The allocation stays in the
 * history, marked reversed; its line gets the amount back and the settlement's remainder grows.
 */
export async function undoAllocation(ctx: AuthedContext, side: SettlementSide) {
  const orgId = currentOrgId(ctx.session);
  const id = requireInt(ctx.body, 'id', `请选择${side.label}记录`, `${side.label}记录不存在`);
  const allocationId = requireInt(ctx.body, 'allocationId', '请选择要撤销的核销', '核销记录不存在');
  return ctx.transaction(async (trx) => {
    const before = await liveSettlement(trx, side, orgId, id, '撤销核销');
    const a = (before.allocations ?? []).find((x) => x.id === allocationId);
    if (!a) throw fail.notFound('核销记录不存在', 'allocationId');
    if (a.reversed) {
      throw fail.unprocessable(
        `费用「${a.feeName}」（${a.orderCode}）的核销已撤销`,
        'allocationId',
      );
    }
    const lines = await linesByIds(trx, side.fee, orgId, [a.feeLineId], { forUpdate: true });
    await sql`update ${sql.table(side.fee.table)} set write_off_money =
        nullif(coalesce(write_off_money, 0) - ${a.writeOffMoney}::numeric, 0)
      where id = ${a.feeLineId} and org_id = ${orgId}`.execute(trx);
    await sql`update tb_settlement_line set reversed = true
      where id = ${allocationId} and settlement_id = ${id}`.execute(trx);
    await sql`update tb_settlement set allocated = allocated - ${a.amount}::numeric
      where id = ${id}`.execute(trx);
    await refreshWriteOffWho(trx, side, orgId, [a.feeLineId]);
    const after = await findSettlement(trx, side, orgId, id);
    await auditLines(trx, ctx, side, orgId, new Map(lines.map((l) => [l.id, l])));
    ctx.audit({ table: 'tb_settlement', recordKey: id, before, after });
    return after;
  });
}

/** 冲销: the record stays (status CX, who and why), its lines get their open amounts back. */
export async function reverseSettlement(ctx: AuthedContext, side: SettlementSide) {
  const orgId = currentOrgId(ctx.session);
  const id = requireInt(ctx.body, 'id', `请选择${side.label}记录`, `${side.label}记录不存在`);
  const reason = str(ctx.body, 'reverseReason')?.trim() || str(ctx.body, 'reason')?.trim() || null;
  if (reason && reason.length > 200)
    throw fail.badRequest('冲销原因最多200个字符', 'reverseReason');
  return ctx.transaction(async (trx) => {
    const before = await findSettlement(trx, side, orgId, id, { forUpdate: true });
    if (!before) throw fail.notFound(`${side.label}记录不存在`, 'id');
    if (before.status === 'CX') {
      throw fail.unprocessable(`${side.label}${before.settlementNo}已冲销，不能重复冲销`, 'id');
    }
    const live = (before.allocations ?? []).filter((a) => !a.reversed);
    const feeIds = live.map((a) => a.feeLineId);
    const linesBefore = await linesByIds(trx, side.fee, orgId, feeIds, { forUpdate: true });
    const table = sql.table(side.fee.table);
    for (const a of live) {
      await sql`update ${table} set write_off_money =
          nullif(coalesce(write_off_money, 0) - ${a.writeOffMoney}::numeric, 0)
        where id = ${a.feeLineId} and org_id = ${orgId}`.execute(trx);
    }
    await sql`update tb_settlement_line set reversed = true where settlement_id = ${id}`.execute(
      trx,
    );
    await sql`update tb_settlement set status = 'CX', reverser_id = ${ctx.session.userId},
        reverser = ${ctx.session.userName}, reverse_date = now(), reverse_reason = ${reason}
      where id = ${id}`.execute(trx);
    await refreshWriteOffWho(trx, side, orgId, feeIds);
    const after = await findSettlement(trx, side, orgId, id);
    await auditLines(trx, ctx, side, orgId, new Map(linesBefore.map((l) => [l.id, l])));
    ctx.audit({ table: 'tb_settlement', recordKey: id, before, after });
    return after;
  });
}
