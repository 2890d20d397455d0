// Receivable invoices (应收发票, tbArInvoice): one invoice covers approved receivable lines of one
// settlement unit and takes the next number of an invoice set; clearing (作废) frees its lines.
// Money is never computed in JavaScript: amounts are the lines' stored NUMERIC money and cnyMoney
// (the rate frozen on each line), summed by the database.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_TIME_ZONE, businessDate } from '../../../../model/businessDate.ts';
import type { Db } from '../../db/index.ts';
import { dateField, int, jsonField, pageOf, pageResult, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { DomainError, fail } from '../../http/errors.ts';
import type { ErrorMessage } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { auditRows } from '../../http/audit.ts';
import { linesByIds } from '../fees/lines.ts';
import { receivable } from '../fees/sides.ts';
import { likeContains } from '../masterData/sql.ts';
import { takeNumber } from './sets.ts';

export const INVOICE_STATUS_NAMES = { YKP: '已开票', YZF: '已作废' } as const;
export type InvoiceStatus = keyof typeof INVOICE_STATUS_NAMES;

/** Per currency: the lines' money, what was written off, and what is still open. */
export interface CurrencyAmount {
  currency: string;
  currencyName: string | null;
  count: number;
  money: string;
  writeOffMoney: string;
  outstanding: string;
}

export interface ArInvoice {
  id: number;
  /** The version a change names (versions.ts). */
  version: number;
  invoiceSetId: number;
  invoiceType: string;
  invoiceTypeName: string | null;
  invoiceNo: string;
  invoiceDate: string;
  settlementUnit: number;
  settlementUnitName: string;
  /** Σ of the lines' cnyMoney (each line's money at its frozen rate, rounded to cents). */
  amountCny: string;
  status: InvoiceStatus;
  statusName: string;
  lineCount: number;
  remark: string | null;
  creator: string | null;
  createDate: string;
  clearName: string | null;
  clearDate: string | null;
  clearRemark: string | null;
}

/** A line as an invoice covered it (money as at issue) with the fee line as it is now. */
export interface ArInvoiceLine {
  id: number;
  arId: number;
  orderCode: string;
  feeName: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  writeOffMoney: string | null;
  outstanding: string;
  /** The invoice the fee line belongs to now (null once this invoice is cleared). */
  currentInvoiceNo: string | null;
}

const INVOICE_COLUMNS = sql`i.id::int as "id", i.version, i.invoice_set_id::int as "invoiceSetId",
  i.invoice_type as "invoiceType", (select d.dict_name from tb_dict d
    where d.category_code = 'FPLX' and d.dict_code = i.invoice_type) as "invoiceTypeName",
  i.invoice_no as "invoiceNo", to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate",
  i.settlement_unit_id as "settlementUnit", i.settlement_unit_name as "settlementUnitName",
  i.amount_cny::text as "amountCny", i.status,
  (select count(*)::int from tb_ar_invoice_line l where l.invoice_id = i.id) as "lineCount",
  i.remark, i.creator, i.create_date as "createDate", i.clear_name as "clearName",
  i.clear_date as "clearDate", i.clear_remark as "clearRemark"`;

type InvoiceRow = Omit<ArInvoice, 'statusName' | 'createDate' | 'clearDate'> & {
  createDate: Date | string;
  clearDate: Date | string | null;
};

function toInvoice(row: InvoiceRow): ArInvoice {
  return {
    ...row,
    id: Number(row.id),
    invoiceSetId: Number(row.invoiceSetId),
    lineCount: Number(row.lineCount),
    statusName: INVOICE_STATUS_NAMES[row.status],
    createDate: new Date(row.createDate).toISOString(),
    clearDate: row.clearDate === null ? null : new Date(row.clearDate).toISOString(),
  };
}

const OUTSTANDING = sql`(t.money - coalesce(t.write_off_money, 0))`;

async function invoiceById(db: Db, orgId: number, id: number): Promise<ArInvoice | null> {
  const { rows } = await sql<InvoiceRow>`select ${INVOICE_COLUMNS} from tb_ar_invoice i
    where i.org_id = ${orgId} and i.id = ${id}`.execute(db);
  return rows[0] ? toInvoice(rows[0]) : null;
}

async function invoiceLines(db: Db, invoiceId: number): Promise<ArInvoiceLine[]> {
  const { rows } = await sql<ArInvoiceLine>`select l.id::int as "id", l.ar_id::int as "arId",
      l.order_code as "orderCode", l.fee_name as "feeName", l.currency,
      (select d.dict_name from tb_dict d where d.category_code = 'FYBZ'
        and d.dict_code = l.currency) as "currencyName",
      trim_scale(l.exchange_rate)::text as "exchangeRate", l.money::text as "money",
      l.cny_money::text as "cnyMoney", t.write_off_money::text as "writeOffMoney",
      (l.money - coalesce(t.write_off_money, 0))::numeric(20, 2)::text as "outstanding",
      ci.invoice_no as "currentInvoiceNo"
    from tb_ar_invoice_line l join tb_ar t on t.id = l.ar_id
      left join tb_ar_invoice ci on ci.id = t.ar_invoice_id
    where l.invoice_id = ${invoiceId} order by l.sort_id, l.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), arId: Number(r.arId) }));
}

/** Totals per currency of an invoice's lines (money as invoiced, write-offs as they are now). */
async function invoiceTotals(db: Db, invoiceId: number): Promise<CurrencyAmount[]> {
  const { rows } = await sql<CurrencyAmount>`select l.currency,
      (select d.dict_name from tb_dict d where d.category_code = 'FYBZ'
        and d.dict_code = l.currency) as "currencyName", count(*)::int as "count",
      sum(l.money)::numeric(20, 2)::text as "money",
      sum(coalesce(t.write_off_money, 0))::numeric(20, 2)::text as "writeOffMoney",
      sum(l.money - coalesce(t.write_off_money, 0))::numeric(20, 2)::text as "outstanding"
    from tb_ar_invoice_line l join tb_ar t on t.id = l.ar_id
    where l.invoice_id = ${invoiceId} group by l.currency
    order by (l.currency = '3') desc, l.currency`.execute(db);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** ids as a list, a JSON list or comma-separated text. */
function lineIdsOf(body: Body): number[] {
  let raw: unknown = body.ids ?? body.arIds;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) raw = jsonField(body, 'ids');
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(',')
      : raw === undefined
        ? []
        : [raw];
  const ids = parts.map((p) => (typeof p === 'number' ? p : Number(String(p).trim())));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw fail.badRequest('费用编号格式错误', 'ids');
  }
  return [...new Set(ids)];
}

interface LockedLine {
  id: number;
  orderCode: string;
  feeName: string;
  approveStatus: string;
  settlementUnit: number;
  settlementUnitName: string;
  invoiceId: number | null;
  invoiceNo: string | null;
}

/** Who issues or clears an invoice. */
export interface InvoiceActor {
  id: number;
  name: string;
}

/**
 * Writes an invoice over receivable lines already checked and locked (approved, not invoiced, one
 * settlement unit): takes the set's next number, inserts the invoice and its lines, and marks the
 * lines with the invoice's number and date. Answers null when the set is used up. `at` dates the
 * record (the demo company's history); default now. Used by issue and by the demo data.
 */
export async function writeInvoice(
  db: Db,
  input: {
    orgId: number;
    setId: number;
    lineIds: readonly number[];
    invoiceDate: string;
    remark: string | null;
    by: InvoiceActor;
    at?: string;
  },
): Promise<number | null> {
  const { orgId, setId, lineIds, invoiceDate, remark, by } = input;
  const number = await takeNumber(db, orgId, setId);
  if (!number) return null;
  const ids = sql.join([...lineIds]);
  const { rows } = await sql<{ id: number }>`insert into tb_ar_invoice (org_id,
      invoice_set_id, invoice_type, invoice_no, invoice_date, settlement_unit_id,
      settlement_unit_name, amount_cny, remark, creator_id, creator, create_date)
    select ${orgId}, ${setId}, ${number.invoiceType}, ${number.invoiceNo}, ${invoiceDate}::date,
      min(t.settlement_unit_id), min(t.settlement_unit_name), coalesce(sum(t.cny_money), 0),
      ${remark}, ${by.id}, ${by.name}, coalesce(${input.at ?? null}::timestamptz, now())
    from tb_ar t where t.id in (${ids})
    returning id::int as "id"`.execute(db);
  const invoiceId = Number(rows[0]?.id);
  await sql`insert into tb_ar_invoice_line (invoice_id, ar_id, order_code, fee_name, currency,
      exchange_rate, money, cny_money, sort_id)
    select ${invoiceId}, t.id, t.order_code, t.fee_name, t.currency, t.exchange_rate, t.money,
      t.cny_money, (row_number() over (order by t.order_code, t.sort_id, t.id))::int
    from tb_ar t where t.id in (${ids})`.execute(db);
  // The line carries its invoice's number and date too: the statements age a line from it.
  await sql`update tb_ar set ar_invoice_id = ${invoiceId}, invoice_no = ${number.invoiceNo},
      invoice_date = ${invoiceDate}::date
    where id in (${ids})`.execute(db);
  return invoiceId;
}

/**
 * Clears (voids) an invoice already checked and locked: its lines become uninvoiced again, the
 * number stays spent. `at` dates the clearing; default now. Used by clear and by the demo data.
 */
export async function voidInvoice(
  db: Db,
  input: { id: number; remark: string | null; by: InvoiceActor; at?: string },
): Promise<void> {
  const { id, remark, by } = input;
  await sql`select t.id from tb_ar t where t.ar_invoice_id = ${id} order by t.id
    for update`.execute(db);
  await sql`update tb_ar set ar_invoice_id = null, invoice_no = null, invoice_date = null
    where ar_invoice_id = ${id}`.execute(db);
  await sql`update tb_ar_invoice set status = 'YZF', clear_user_id = ${by.id},
      clear_name = ${by.name}, clear_date = coalesce(${input.at ?? null}::timestamptz, now()),
      clear_remark = ${remark}
    where id = ${id}`.execute(db);
}

/** Issues an invoice: every check first, then the number, the invoice and its lines, at once. */
async function issue(ctx: AuthedContext) {
  const orgId = currentOrgId(ctx.session);
  const { body } = ctx;
  const setId = int(body, 'invoiceSetId', '号段编号格式错误');
  const ids = lineIdsOf(body);
  const problems: ErrorMessage[] = [];
  if (setId === undefined) problems.push({ message: '请选择发票号段', field: 'invoiceSetId' });
  if (ids.length === 0) problems.push({ message: '请选择要开票的应收费用', field: 'ids' });
  if (ids.length > 500) problems.push({ message: '一张发票最多500条费用', field: 'ids' });
  const invoiceDate = dateField(body, 'invoiceDate', '开票日期') ?? businessDate();
  const remark = str(body, 'remark')?.trim() || null;
  if (remark && remark.length > 200)
    problems.push({ message: '备注最多200个字符', field: 'remark' });
  if (problems.length || setId === undefined) throw new DomainError(400, problems);

  return ctx.transaction(async (trx) => {
    // Lines first (in id order, as every writer of lines locks them), then the set's number.
    // Only the locked table's own columns: after waiting for a lock PostgreSQL rechecks the
    // locked row, not rows joined to it, so a joined invoice would be read as it was before.
    const { rows: lines } = await sql<LockedLine>`select t.id::int as "id",
        t.order_code as "orderCode", t.fee_name as "feeName", t.approve_status as "approveStatus",
        t.settlement_unit_id as "settlementUnit", t.settlement_unit_name as "settlementUnitName",
        t.ar_invoice_id as "invoiceId", t.invoice_no as "invoiceNo"
      from tb_ar t where t.org_id = ${orgId} and t.id in (${sql.join(ids)})
      order by t.id for update`.execute(trx);
    const found = new Set(lines.map((l) => Number(l.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw fail.notFound(`应收费用不存在：${missing.join('、')}`, 'ids');

    const refused: ErrorMessage[] = [];
    for (const line of lines) {
      const name = `费用「${line.feeName}」（${line.orderCode}）`;
      if (line.invoiceId !== null) {
        refused.push({ message: `${name}已开票，发票号码 ${line.invoiceNo}`, field: 'ids' });
      } else if (line.approveStatus !== 'YSH') {
        refused.push({ message: `${name}未审核，只有已审核的费用可以开票`, field: 'ids' });
      }
    }
    const units = new Map(lines.map((l) => [l.settlementUnit, l.settlementUnitName]));
    if (units.size > 1) {
      refused.push({
        message: `一张发票只能开给一个结算单位，所选费用属于：${[...units.values()].join('、')}`,
        field: 'ids',
      });
    }
    if (refused.length) throw new DomainError(422, refused);

    const { rows: sets } = await sql<{ id: number }>`select id from tb_invoice_set
      where id = ${setId} and org_id = ${orgId}`.execute(trx);
    if (sets.length === 0) throw fail.notFound('发票号段不存在', 'invoiceSetId');
    const invoiceId = await auditRows(
      ctx.audit,
      receivable.table,
      ids,
      (l) => linesByIds(trx, receivable, orgId, l),
      () =>
        writeInvoice(trx, {
          orgId,
          setId,
          lineIds: ids,
          invoiceDate,
          remark,
          by: { id: ctx.session.userId, name: ctx.session.userName },
        }),
    );
    if (invoiceId === null)
      throw fail.unprocessable('该发票号段已用完，请新增号段', 'invoiceSetId');
    const saved = await invoiceById(trx, orgId, invoiceId);
    ctx.audit({ table: 'tb_ar_invoice', recordKey: invoiceId, after: { ...saved, arIds: ids } });
    return saved;
  });
}

/** Clears (voids) an invoice: its lines become uninvoiced again; the number stays spent. */
async function clear(ctx: AuthedContext) {
  const orgId = currentOrgId(ctx.session);
  const id = int(ctx.body, 'id', '发票编号格式错误');
  if (id === undefined) throw fail.badRequest('请选择发票', 'id');
  const remark = str(ctx.body, 'clearRemark')?.trim() || str(ctx.body, 'remark')?.trim() || null;
  if (remark && remark.length > 200) throw fail.badRequest('作废原因最多200个字符', 'clearRemark');
  return ctx.transaction(async (trx) => {
    const { rows } = await sql<{ status: InvoiceStatus }>`select status from tb_ar_invoice
      where id = ${id} and org_id = ${orgId} for update`.execute(trx);
    const row = rows[0];
    if (!row) throw fail.notFound('发票不存在', 'id');
    if (row.status === 'YZF') throw fail.unprocessable('该发票已作废', 'id');
    const before = await invoiceById(trx, orgId, id);
    const { rows: covered } = await sql<{ id: number }>`select ar_id::int as id
      from tb_ar_invoice_line where invoice_id = ${id}`.execute(trx);
    await auditRows(
      ctx.audit,
      receivable.table,
      covered.map((l) => l.id),
      (l) => linesByIds(trx, receivable, orgId, l),
      () =>
        voidInvoice(trx, {
          id,
          remark,
          by: { id: ctx.session.userId, name: ctx.session.userName },
        }),
    );
    const after = await invoiceById(trx, orgId, id);
    ctx.audit({ table: 'tb_ar_invoice', recordKey: id, before, after });
    return after;
  });
}

async function pageInvoices(ctx: AuthedContext) {
  const { db, body } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  const where = [sql`i.org_id = ${orgId}`];
  const invoiceNo = str(body, 'invoiceNo')?.trim();
  if (invoiceNo) where.push(sql`i.invoice_no like ${likeContains(invoiceNo)}`);
  const type = str(body, 'invoiceType');
  if (type) where.push(sql`i.invoice_type = ${type}`);
  const unit = int(body, 'settlementUnit') ?? int(body, 'settlementUnitId');
  if (unit !== undefined) where.push(sql`i.settlement_unit_id = ${unit}`);
  const unitName = str(body, 'settlementUnitName')?.trim();
  if (unitName) where.push(sql`i.settlement_unit_name ilike ${likeContains(unitName)}`);
  const status = str(body, 'status');
  if (status) {
    if (!Object.hasOwn(INVOICE_STATUS_NAMES, status)) {
      throw fail.badRequest(`发票状态不存在：${status}`, 'status');
    }
    where.push(sql`i.status = ${status}`);
  }
  const orderCode = str(body, 'orderCode')?.trim();
  if (orderCode) {
    where.push(sql`exists (select 1 from tb_ar_invoice_line l where l.invoice_id = i.id
      and l.order_code ilike ${likeContains(orderCode)})`);
  }
  const begin = dateField(body, 'invoiceDateBegin', '开票日期');
  if (begin) where.push(sql`i.invoice_date >= ${begin}::date`);
  const end = dateField(body, 'invoiceDateEnd', '开票日期');
  if (end) where.push(sql`i.invoice_date <= ${end}::date`);
  const condition = sql.join(where, sql` and `);
  const { rows: count } = await sql<{ n: number }>`select count(*)::int as "n"
    from tb_ar_invoice i where ${condition}`.execute(db);
  const { rows } = await sql<InvoiceRow>`select ${INVOICE_COLUMNS} from tb_ar_invoice i
    where ${condition} order by i.invoice_date desc, i.id desc
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return pageResult(rows.map(toInvoice), Number(count[0]?.n ?? 0), page);
}

async function findByInvoice(ctx: AuthedContext) {
  const orgId = currentOrgId(ctx.session);
  const id = int(ctx.body, 'id', '发票编号格式错误');
  const number = str(ctx.body, 'invoiceNo')?.trim();
  let invoice: ArInvoice | null;
  if (id !== undefined) invoice = await invoiceById(ctx.db, orgId, id);
  else if (number) {
    const { rows } = await sql<InvoiceRow>`select ${INVOICE_COLUMNS} from tb_ar_invoice i
      where i.org_id = ${orgId} and i.invoice_no = ${number}
      order by i.id desc limit 1`.execute(ctx.db);
    invoice = rows[0] ? toInvoice(rows[0]) : null;
  } else throw fail.badRequest('请选择发票', 'id');
  if (!invoice) throw fail.notFound('发票不存在', 'id');
  const [list, totals] = await Promise.all([
    invoiceLines(ctx.db, invoice.id),
    invoiceTotals(ctx.db, invoice.id),
  ]);
  return { ...invoice, list, totals };
}

// ---------------------------------------------------------------------------------------------
// 已开票 / 未开票: receivable lines with or without a current invoice.

export interface TicketLine {
  id: number;
  orderCode: string;
  orderType: string;
  clientName: string | null;
  feeCode: string;
  feeName: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  writeOffMoney: string | null;
  outstanding: string;
  settlementUnit: number;
  settlementUnitName: string;
  approveStatus: string;
  approveDate: string | null;
  createDate: string;
  invoiceId: number | null;
  invoiceNo: string | null;
  invoiceDate: string | null;
}

async function pageTicketLines(ctx: AuthedContext, invoiced: boolean) {
  const { db, body } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  // Not invoiced: the approved lines, which are what can be invoiced.
  const where = [
    sql`t.org_id = ${orgId}`,
    invoiced ? sql`t.ar_invoice_id is not null` : sql`t.ar_invoice_id is null`,
  ];
  if (!invoiced) where.push(sql`t.approve_status = 'YSH'`);
  const unit = int(body, 'settlementUnit') ?? int(body, 'settlementUnitId');
  if (unit !== undefined) where.push(sql`t.settlement_unit_id = ${unit}`);
  const unitName = str(body, 'settlementUnitName')?.trim();
  if (unitName) where.push(sql`t.settlement_unit_name ilike ${likeContains(unitName)}`);
  const clientName = str(body, 'clientName')?.trim();
  if (clientName) where.push(sql`t.client_name ilike ${likeContains(clientName)}`);
  const orderCode = str(body, 'orderCode')?.trim();
  if (orderCode) where.push(sql`t.order_code ilike ${likeContains(orderCode)}`);
  const currency = str(body, 'currency');
  if (currency) where.push(sql`t.currency = ${currency}`);
  const invoiceNo = str(body, 'invoiceNo')?.trim();
  if (invoiced && invoiceNo) where.push(sql`i.invoice_no like ${likeContains(invoiceNo)}`);
  // Invoiced lines by the invoice's date; the others by the day the line was approved.
  const day = invoiced
    ? sql`i.invoice_date`
    : sql`(t.approve_date at time zone ${BUSINESS_TIME_ZONE})::date`;
  const begin = dateField(body, 'dateBegin', '开始日期');
  if (begin) where.push(sql`${day} >= ${begin}::date`);
  const end = dateField(body, 'dateEnd', '结束日期');
  if (end) where.push(sql`${day} <= ${end}::date`);
  const condition = sql.join(where, sql` and `);
  const from = sql`tb_ar t left join tb_ar_invoice i on i.id = t.ar_invoice_id`;

  const { rows: totalsRows } = await sql<CurrencyAmount>`select t.currency,
      (select d.dict_name from tb_dict d where d.category_code = 'FYBZ'
        and d.dict_code = t.currency) as "currencyName", count(*)::int as "count",
      sum(t.money)::numeric(20, 2)::text as "money",
      sum(coalesce(t.write_off_money, 0))::numeric(20, 2)::text as "writeOffMoney",
      sum(${OUTSTANDING})::numeric(20, 2)::text as "outstanding"
    from ${from} where ${condition} group by t.currency
    order by (t.currency = '3') desc, t.currency`.execute(db);
  const { rows: cnyRows } = await sql<{ cnyMoney: string }>`select
      coalesce(sum(t.cny_money), 0)::numeric(20, 2)::text as "cnyMoney"
    from ${from} where ${condition}`.execute(db);
  const { rows } = await sql<TicketLine>`select t.id::int as "id", t.order_code as "orderCode",
      t.order_type as "orderType", t.client_name as "clientName", t.fee_code as "feeCode",
      t.fee_name as "feeName", t.currency, (select d.dict_name from tb_dict d
        where d.category_code = 'FYBZ' and d.dict_code = t.currency) as "currencyName",
      trim_scale(t.exchange_rate)::text as "exchangeRate", t.money::text as "money",
      t.cny_money::text as "cnyMoney", t.write_off_money::text as "writeOffMoney",
      ${OUTSTANDING}::numeric(20, 2)::text as "outstanding",
      t.settlement_unit_id as "settlementUnit", t.settlement_unit_name as "settlementUnitName",
      t.approve_status as "approveStatus", t.approve_date as "approveDate",
      t.create_date as "createDate", i.id::int as "invoiceId", i.invoice_no as "invoiceNo",
      to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate"
    from ${from} where ${condition}
    order by ${invoiced ? sql`i.invoice_date desc, i.id desc,` : sql`t.approve_date desc,`}
      t.order_code, t.sort_id, t.id
    limit ${page.pageSize} offset ${page.offset}`.execute(db);
  const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());
  const list = rows.map((r) => ({
    ...r,
    id: Number(r.id),
    invoiceId: r.invoiceId === null ? null : Number(r.invoiceId),
    approveDate: iso(r.approveDate),
    createDate: iso(r.createDate) ?? '',
  }));
  const totals = totalsRows.map((r) => ({ ...r, count: Number(r.count) }));
  const total = totals.reduce((n, r) => n + r.count, 0);
  return {
    ...pageResult(list, total, page),
    totals,
    cnyMoney: cnyRows[0]?.cnyMoney ?? '0.00',
  };
}

export function registerArInvoices(app: FastifyInstance): void {
  // Paths chosen here: pageAll (the invoice list), insert (issuing), pageTicket, pageNoTicket.
  route(app, 'tbArInvoice/pageAll', pageInvoices);
  route(app, 'tbArInvoice/findByInvoice', findByInvoice);
  route(app, 'tbArInvoice/insert', issue);
  route(app, 'tbArInvoice/updateInvoiceClearn', clear);
  route(app, 'tbArInvoice/pageTicket', (ctx) => pageTicketLines(ctx, true));
  route(app, 'tbArInvoice/pageNoTicket', (ctx) => pageTicketLines(ctx, false));
}
