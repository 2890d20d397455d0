// Fee lines of one side (payable or receivable): reading, validating and writing. Everything that
// differs between the sides comes from the FeeSide declaration; table names never from a request.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { CNY } from '../../../../model/masterData/index.ts';
import type { Db } from '../../db/index.ts';
import { fromScaled, toScaled } from '../../documents/format.ts';
import type { ErrorMessage } from '../../http/errors.ts';
import { DomainError } from '../../http/errors.ts';
import { readDate } from '../../http/body.ts';
import type { SessionInfo } from '../../http/session.ts';
import { businessDate } from '../../../../model/businessDate.ts';
import { requireOrder } from './orders.ts';
import type { FeeOrder } from './orders.ts';
import {
  APPROVE_STATUS_NAMES,
  payable,
  receivable,
  EDITABLE_STATUSES,
  isApproveStatus,
} from './sides.ts';
import type { ApproveStatus, FeeSide } from './sides.ts';

/** A fee line as every answer shows it. */
export interface FeeLine {
  id: number;
  /** The line's own version (0032): a change, delete or approval names it (versions.ts). */
  version: number;
  orgId: number;
  orderCode: string;
  orderType: string;
  clientName: string | null;
  invoiceDate: string | null;
  feeTypeId: number;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  currencyName: string | null;
  exchangeRate: string;
  money: string;
  /** money × exchangeRate, rounded to cents. */
  cnyMoney: string;
  settlementUnit: number;
  settlementUnitName: string;
  approveStatus: ApproveStatus;
  approveStatusName: string;
  approveRemark: string | null;
  filePath: string | null;
  invoiceNo: string | null;
  writeOffMoney: string | null;
  writeOffName: string | null;
  writeOffDate: string | null;
  remark: string | null;
  creator: string | null;
  createDate: string;
  approver: string | null;
  approveDate: string | null;
  sortId: number;
}

const LINE_COLUMNS = sql`t.id::int as "id", t.version::int as "version", t.org_id as "orgId", t.order_code as "orderCode",
  t.order_type as "orderType", t.client_name as "clientName", t.invoice_date as "invoiceDate",
  t.fee_type_id as "feeTypeId", t.fee_code as "feeCode", t.fee_name as "feeName",
  trim_scale(t.unit_price)::text as "unitPrice", trim_scale(t.quantity)::text as "quantity",
  t.currency, (select d.dict_name from tb_dict d
    where d.category_code = 'FYBZ' and d.dict_code = t.currency) as "currencyName",
  trim_scale(t.exchange_rate)::text as "exchangeRate", t.money::text as "money",
  t.cny_money::text as "cnyMoney", t.settlement_unit_id as "settlementUnit",
  t.settlement_unit_name as "settlementUnitName", t.approve_status as "approveStatus",
  t.approve_remark as "approveRemark", t.file_path as "filePath", t.invoice_no as "invoiceNo",
  t.write_off_money::text as "writeOffMoney", t.write_off_name as "writeOffName",
  t.write_off_date as "writeOffDate", t.remark, t.creator, t.create_date as "createDate",
  t.approver, t.approve_date as "approveDate", t.sort_id as "sortId"`;

type LineRow = Omit<FeeLine, 'approveStatusName' | 'createDate' | 'approveDate'> & {
  createDate: Date | string;
  approveDate: Date | string | null;
};

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function toLine(row: LineRow): FeeLine {
  return {
    ...row,
    id: Number(row.id),
    version: Number(row.version),
    approveStatusName: APPROVE_STATUS_NAMES[row.approveStatus],
    createDate: iso(row.createDate) ?? '',
    approveDate: iso(row.approveDate),
  };
}

export const tableOf = (side: FeeSide): RawBuilder<unknown> => sql.table(side.table);

/** The lines of one order, in their order on the page. */
export async function orderLines(
  db: Db,
  side: FeeSide,
  orgId: number,
  orderCode: string,
  options: { forUpdate?: boolean } = {},
): Promise<FeeLine[]> {
  const { rows } = await sql<LineRow>`select ${LINE_COLUMNS} from ${tableOf(side)} t
    where t.org_id = ${orgId} and t.order_code = ${orderCode}
    order by t.sort_id, t.id ${options.forUpdate ? sql`for update` : sql``}`.execute(db);
  return rows.map(toLine);
}

/** Both sides' lines of one order in one statement, each in its order on the page. */
async function linesOfBothSides(
  db: Db,
  orgId: number,
  orderCode: string,
): Promise<{ payables: FeeLine[]; receivables: FeeLine[] }> {
  const sideRows = (side: FeeSide) => sql`(select ${side.key}::text as "side", ${LINE_COLUMNS}
    from ${tableOf(side)} t where t.org_id = ${orgId} and t.order_code = ${orderCode})`;
  const { rows } = await sql<LineRow & { side: FeeSide['key'] }>`${sideRows(payable)}
    union all ${sideRows(receivable)} order by "side", "sortId", "id"`.execute(db);
  const payables: FeeLine[] = [];
  const receivables: FeeLine[] = [];
  for (const { side, ...row } of rows) {
    (side === payable.key ? payables : receivables).push(toLine(row));
  }
  return { payables, receivables };
}

export async function linesByIds(
  db: Db,
  side: FeeSide,
  orgId: number,
  ids: readonly number[],
  options: { forUpdate?: boolean } = {},
): Promise<FeeLine[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<LineRow>`select ${LINE_COLUMNS} from ${tableOf(side)} t
    where t.org_id = ${orgId} and t.id in (${sql.join(ids)})
    order by t.order_code, t.sort_id, t.id ${options.forUpdate ? sql`for update` : sql``}`.execute(
    db,
  );
  return rows.map(toLine);
}

// ---------------------------------------------------------------------------------------------
// Input

/** What a client may set on a line; the rest is derived (money, names, order data) or finance's. */
export interface LineInput {
  id?: number;
  feeTypeId?: number;
  unitPrice?: string;
  quantity?: string;
  currency?: string;
  exchangeRate?: string;
  settlementUnit?: number;
  invoiceDate?: string | null;
  invoiceNo?: string | null;
  filePath?: string | null;
  remark?: string | null;
  sortId?: number;
}

/** A line ready to write: every stored field a client decides, checked against stored data. */
export interface CheckedLine {
  feeTypeId: number;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  exchangeRate: string;
  settlementUnit: number;
  settlementUnitName: string;
  invoiceDate: string | null;
  invoiceNo: string | null;
  filePath: string | null;
  remark: string | null;
}

const UNIT_PRICE = /^-?\d{1,14}(\.\d{1,4})?$/;
const QUANTITY = /^-?\d{1,14}(\.\d{1,4})?$/;
const RATE = /^\d{1,8}(\.\d{1,6})?$/;

/** Collects a line's messages, named after the field (and the row in a batch). */
export class Problems {
  readonly list: ErrorMessage[] = [];
  /** 400 for the request's own faults, 422 once a check against stored data failed. */
  status = 400;
  constructor(
    private readonly prefix: string,
    private readonly fieldPrefix: string,
  ) {}
  add(field: string, message: string, status = 400): void {
    this.status = Math.max(this.status, status);
    this.list.push({ message: `${this.prefix}${message}`, field: `${this.fieldPrefix}${field}` });
  }
}

function textOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return undefined;
}

function optionalText(raw: Record<string, unknown>, name: string, max: number, p: Problems) {
  if (!Object.hasOwn(raw, name)) return undefined;
  const value = raw[name];
  if (value === null || value === '') return null;
  const text = textOf(value);
  if (text === undefined) {
    p.add(name, `${name} 格式错误`);
    return undefined;
  }
  if (text.length > max) p.add(name, `${name} 最多${max}个字符`);
  return text;
}

function intOf(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const text = textOf(value);
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** Reads one line of a request; format problems go to `p`. */
export function readLineInput(raw: unknown, p: Problems): LineInput {
  const input: LineInput = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    p.add('', '格式错误');
    return input;
  }
  const r = raw as Record<string, unknown>;
  const id = intOf(r.id);
  if (id === null) p.add('id', 'id 格式错误');
  else if (id !== undefined) input.id = id;

  const feeTypeId = intOf(r.feeTypeId);
  if (feeTypeId === null) p.add('feeTypeId', '费用类型不存在');
  else if (feeTypeId !== undefined) input.feeTypeId = feeTypeId;

  const unitPrice = textOf(r.unitPrice);
  if (r.unitPrice !== undefined && r.unitPrice !== null && r.unitPrice !== '') {
    if (unitPrice === undefined || !UNIT_PRICE.test(unitPrice)) {
      p.add('unitPrice', '单价格式不正确（最多14位整数、4位小数）');
    } else input.unitPrice = unitPrice;
  }

  const quantity = textOf(r.quantity);
  if (r.quantity !== undefined && r.quantity !== null && r.quantity !== '') {
    if (quantity === undefined || !QUANTITY.test(quantity)) {
      p.add('quantity', '数量格式不正确（最多14位整数、4位小数）');
    } else if ((toScaled(quantity, 4) ?? 0n) <= 0n) p.add('quantity', '数量必须大于0');
    else input.quantity = quantity;
  }

  const currency = textOf(r.currency);
  if (currency !== undefined && currency !== '') input.currency = currency;

  const rate = textOf(r.exchangeRate);
  if (rate !== undefined && rate !== '') {
    if (!RATE.test(rate) || (toScaled(rate, 6) ?? 0n) <= 0n) {
      p.add('exchangeRate', '汇率必须为大于0的数字（最多6位小数）');
    } else input.exchangeRate = rate;
  }

  const unit = intOf(r.settlementUnit ?? r.settlementUnitId);
  if (unit === null) p.add('settlementUnit', '结算单位不存在');
  else if (unit !== undefined) input.settlementUnit = unit;

  if (Object.hasOwn(r, 'invoiceDate')) {
    const date = textOf(r.invoiceDate);
    if (r.invoiceDate === null || date === '' || date === undefined) input.invoiceDate = null;
    else {
      const read = readDate(date, '开票日期');
      if ('problem' in read) p.add('invoiceDate', read.problem);
      else input.invoiceDate = read.day;
    }
  }
  const invoiceNo = optionalText(r, 'invoiceNo', 64, p);
  if (invoiceNo !== undefined) input.invoiceNo = invoiceNo;
  const filePath = optionalText(r, 'filePath', 200, p);
  if (filePath !== undefined) input.filePath = filePath;
  const remark = optionalText(r, 'remark', 200, p);
  if (remark !== undefined) input.remark = remark;
  const sortId = intOf(r.sortId);
  if (typeof sortId === 'number') input.sortId = sortId;
  return input;
}

export function problemsFor(index: number | null): Problems {
  return index === null
    ? new Problems('', '')
    : new Problems(`费用第${index + 1}行：`, `list[${index}].`);
}

export function throwIfAny(problems: readonly Problems[]): void {
  const all = problems.flatMap((p) => p.list);
  if (all.length === 0) return;
  const status = Math.max(...problems.filter((p) => p.list.length).map((p) => p.status));
  throw new DomainError(status, all);
}

// ---------------------------------------------------------------------------------------------
// Checks against stored data, with what one request needs looked up once.

export interface FeeTypeRow {
  id: number;
  feeCode: string;
  feeName: string;
  allowed: boolean;
}

export class LineChecker {
  private readonly feeTypes = new Map<number, FeeTypeRow | null>();
  private readonly units = new Map<number, string | null>();
  private readonly rates = new Map<string, string | null>();
  private currencies: Set<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly side: FeeSide,
    private readonly orgId: number,
  ) {}

  async feeType(id: number): Promise<FeeTypeRow | null> {
    if (!this.feeTypes.has(id)) {
      const { rows } = await sql<FeeTypeRow>`select id, fee_code as "feeCode",
        fee_name as "feeName", ${sql.ref(this.side.feeTypeFlag)} = 'Y' as "allowed"
        from tb_fee_type where id = ${id} and org_id = ${this.orgId}`.execute(this.db);
      this.feeTypes.set(id, rows[0] ?? null);
    }
    return this.feeTypes.get(id) ?? null;
  }

  async unitName(id: number): Promise<string | null> {
    if (!this.units.has(id)) {
      const { rows } =
        this.side.settlement === 'client'
          ? await sql<{ name: string }>`select customer_name as "name" from tb_customer
              where id = ${id} and org_id in (select o.id from tb_organization o where o.group_id =
                (select g.group_id from tb_organization g where g.id = ${this.orgId}))`.execute(
              this.db,
            )
          : await sql<{ name: string }>`select supplier_name as "name" from tb_supplier
              where id = ${id} and org_id = ${this.orgId}`.execute(this.db);
      this.units.set(id, rows[0]?.name ?? null);
    }
    return this.units.get(id) ?? null;
  }

  async currencyExists(code: string): Promise<boolean> {
    if (!this.currencies) {
      const { rows } = await sql<{ code: string }>`select dict_code as "code" from tb_dict
        where category_code = 'FYBZ'`.execute(this.db);
      this.currencies = new Set(rows.map((r) => r.code));
    }
    return this.currencies.has(code);
  }

  /** The rate to CNY in force on the date (as tbExchangeRate/findCurRate answers it). */
  async rate(currency: string, date: string): Promise<string | null> {
    if (currency === CNY) return '1';
    const key = `${currency}@${date}`;
    if (!this.rates.has(key)) {
      const { rows } = await sql<{ rate: string }>`select trim_scale(exchange_rate)::text as "rate"
        from tb_exchange_rate
        where org_id = ${this.orgId} and status = 'Y' and original_currency = ${currency}
          and exchange_currency = ${CNY} and start_date <= ${date} and end_date >= ${date}
        order by start_date desc, id desc limit 1`.execute(this.db);
      this.rates.set(key, rows[0]?.rate ?? null);
    }
    return this.rates.get(key) ?? null;
  }

  /**
   * The line as it will be stored: `input` over `base` (the stored line, for an update). Problems
   * go to `p`; answers null when there are any.
   */
  async check(input: LineInput, base: FeeLine | null, p: Problems): Promise<CheckedLine | null> {
    const before = p.list.length;
    const feeTypeId = input.feeTypeId ?? base?.feeTypeId;
    const unitPrice = input.unitPrice ?? base?.unitPrice;
    const quantity = input.quantity ?? base?.quantity;
    const currency = input.currency ?? base?.currency ?? CNY;
    const unitId = input.settlementUnit ?? base?.settlementUnit;
    const invoiceDate =
      input.invoiceDate !== undefined ? input.invoiceDate : (base?.invoiceDate ?? null);

    let feeType: FeeTypeRow | null = null;
    if (feeTypeId === undefined) {
      if (!p.list.some((m) => m.field?.endsWith('feeTypeId'))) p.add('feeTypeId', '请选择费用类型');
    } else {
      feeType = await this.feeType(feeTypeId);
      if (!feeType) p.add('feeTypeId', '费用类型不存在', 422);
      else if (!feeType.allowed) {
        p.add('feeTypeId', `费用类型「${feeType.feeName}」不可用于${this.side.label}`, 422);
      }
    }
    if (unitPrice === undefined && !p.list.some((m) => m.field?.endsWith('unitPrice'))) {
      p.add('unitPrice', '请输入单价');
    }
    if (quantity === undefined && !p.list.some((m) => m.field?.endsWith('quantity'))) {
      p.add('quantity', '请输入数量');
    }
    const currencyOk = await this.currencyExists(currency);
    if (!currencyOk) p.add('currency', `币种不存在：${currency}`, 422);

    let unitName: string | null = null;
    if (unitId === undefined) {
      if (!p.list.some((m) => m.field?.endsWith('settlementUnit'))) {
        p.add('settlementUnit', '请选择结算单位');
      }
    } else {
      unitName = await this.unitName(unitId);
      if (unitName === null) p.add('settlementUnit', '结算单位不存在', 422);
    }

    // A given rate wins; the stored rate stays while the currency does; else the rate in force.
    let exchangeRate: string | null | undefined = input.exchangeRate;
    if (exchangeRate === undefined && base && base.currency === currency) {
      exchangeRate = base.exchangeRate;
    }
    if (exchangeRate === undefined && currencyOk) {
      const date = invoiceDate ?? businessDate();
      exchangeRate = await this.rate(currency, date);
      if (exchangeRate === null) p.add('exchangeRate', `未找到该币种在${date}的有效汇率`, 422);
    }

    if (p.list.length > before || !feeType || unitName === null) return null;
    if (unitPrice === undefined || quantity === undefined || feeTypeId === undefined) return null;
    if (unitId === undefined || !exchangeRate) return null;
    return {
      feeTypeId,
      feeCode: feeType.feeCode,
      feeName: feeType.feeName,
      unitPrice,
      quantity,
      currency,
      exchangeRate,
      settlementUnit: unitId,
      settlementUnitName: unitName,
      invoiceDate,
      invoiceNo: input.invoiceNo !== undefined ? input.invoiceNo : (base?.invoiceNo ?? null),
      filePath: input.filePath !== undefined ? input.filePath : (base?.filePath ?? null),
      remark: input.remark !== undefined ? input.remark : (base?.remark ?? null),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Comparing and writing

const same = (a: string, b: string, scale: number): boolean =>
  toScaled(a, scale) === toScaled(b, scale);

/** Whether the checked line differs from the stored one in anything a client decides. */
export function differs(line: CheckedLine, stored: FeeLine): boolean {
  return (
    line.feeTypeId !== stored.feeTypeId ||
    !same(line.unitPrice, stored.unitPrice, 4) ||
    !same(line.quantity, stored.quantity, 4) ||
    line.currency !== stored.currency ||
    !same(line.exchangeRate, stored.exchangeRate, 6) ||
    line.settlementUnit !== stored.settlementUnit ||
    line.invoiceDate !== stored.invoiceDate ||
    (line.invoiceNo ?? null) !== stored.invoiceNo ||
    (line.filePath ?? null) !== stored.filePath ||
    (line.remark ?? null) !== stored.remark
  );
}

export function isEditable(line: FeeLine): boolean {
  return EDITABLE_STATUSES.includes(line.approveStatus);
}

export const LOCKED_EDIT = '已提交或已审核的费用不能修改';
export const LOCKED_DELETE = '已提交或已审核的费用不能删除';

function clientNameOf(db: Db, order: FeeOrder): Promise<string | null> {
  if (order.clientId === null) return Promise.resolve(null);
  return sql<{ name: string }>`select customer_name as "name" from tb_customer
    where id = ${Number(order.clientId)}`
    .execute(db)
    .then((r) => r.rows[0]?.name ?? null);
}

export async function insertLine(
  db: Db,
  side: FeeSide,
  order: FeeOrder,
  line: CheckedLine,
  sortId: number,
  session: SessionInfo,
  clientName?: string | null,
): Promise<number> {
  const client = clientName !== undefined ? clientName : await clientNameOf(db, order);
  const { rows } = await sql<{ id: number }>`insert into ${tableOf(side)} (org_id, order_code,
      order_type, client_name, invoice_date, fee_type_id, fee_code, fee_name, unit_price, quantity,
      currency, exchange_rate, settlement_unit_id, settlement_unit_name, invoice_no, file_path,
      remark, creator_id, creator, sort_id)
    values (${order.orgId}, ${order.orderCode}, ${order.orderType}, ${client},
      ${line.invoiceDate}::date, ${line.feeTypeId}, ${line.feeCode}, ${line.feeName},
      ${line.unitPrice}::numeric, ${line.quantity}::numeric, ${line.currency},
      ${line.exchangeRate}::numeric, ${line.settlementUnit}, ${line.settlementUnitName},
      ${line.invoiceNo}, ${line.filePath}, ${line.remark}, ${session.userId}, ${session.userName},
      ${sortId})
    returning id::int as "id"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('费用保存失败');
  return Number(row.id);
}

export async function updateLine(
  db: Db,
  side: FeeSide,
  id: number,
  line: CheckedLine,
  sortId: number,
): Promise<void> {
  await sql`update ${tableOf(side)} set invoice_date = ${line.invoiceDate}::date,
      fee_type_id = ${line.feeTypeId}, fee_code = ${line.feeCode}, fee_name = ${line.feeName},
      unit_price = ${line.unitPrice}::numeric, quantity = ${line.quantity}::numeric,
      currency = ${line.currency}, exchange_rate = ${line.exchangeRate}::numeric,
      settlement_unit_id = ${line.settlementUnit},
      settlement_unit_name = ${line.settlementUnitName}, invoice_no = ${line.invoiceNo},
      file_path = ${line.filePath}, remark = ${line.remark}, sort_id = ${sortId}
    where id = ${id}`.execute(db);
}

export async function deleteLines(db: Db, side: FeeSide, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from ${tableOf(side)} where id in (${sql.join(ids)})`.execute(db);
}

export async function nextSortId(
  db: Db,
  side: FeeSide,
  orgId: number,
  orderCode: string,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`select coalesce(max(sort_id), -1)::int + 1 as "n"
    from ${tableOf(side)} where org_id = ${orgId} and order_code = ${orderCode}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export { requireOrder };

// ---------------------------------------------------------------------------------------------
// Totals

export interface CurrencyTotal {
  currency: string;
  currencyName: string | null;
  receivable: string;
  payable: string;
  /** receivable − payable in this currency. */
  amount: string;
}

export interface FeeTotals {
  byCurrency: CurrencyTotal[];
  receivableCny: string;
  payableCny: string;
  /** receivable − payable, in CNY. */
  profitCny: string;
}

const cents = (value: string): bigint => toScaled(value, 2) ?? 0n;
const money = (value: bigint): string => fromScaled(value, 2, false);

/** Totals of an order's lines per currency and in CNY, exact (sums of stored cents). */
export function totalsOf(payables: readonly FeeLine[], receivables: readonly FeeLine[]): FeeTotals {
  const byCurrency = new Map<string, { name: string | null; ar: bigint; ap: bigint }>();
  const add = (line: FeeLine, sideKey: 'ar' | 'ap') => {
    const entry = byCurrency.get(line.currency) ?? { name: line.currencyName, ar: 0n, ap: 0n };
    entry[sideKey] += cents(line.money);
    byCurrency.set(line.currency, entry);
  };
  let arCny = 0n;
  let apCny = 0n;
  for (const line of receivables) {
    add(line, 'ar');
    arCny += cents(line.cnyMoney);
  }
  for (const line of payables) {
    add(line, 'ap');
    apCny += cents(line.cnyMoney);
  }
  return {
    byCurrency: [...byCurrency.entries()]
      .sort(([a], [b]) => (a === CNY ? -1 : b === CNY ? 1 : Number(a) - Number(b)))
      .map(([currency, t]) => ({
        currency,
        currencyName: t.name,
        receivable: money(t.ar),
        payable: money(t.ap),
        amount: money(t.ar - t.ap),
      })),
    receivableCny: money(arCny),
    payableCny: money(apCny),
    profitCny: money(arCny - apCny),
  };
}

export function parseStatus(value: string | undefined): ApproveStatus | undefined {
  return value !== undefined && isApproveStatus(value) ? value : undefined;
}

// ---------------------------------------------------------------------------------------------
/** What findOrderCode and updateBatch answer: both sides of the order and their totals. */
export interface OrderFees {
  orderCode: string;
  orderType: string;
  /** The order's client: receivables are settled with it unless a line says otherwise. */
  clientId: number | null;
  YFList: FeeLine[];
  YSList: FeeLine[];
  /** Each side's version: a batch based on an older one is refused (updateBatch `version`). */
  versions: Record<FeeSide['key'], number>;
  totals: FeeTotals;
}

/** The versions of both sides of an order (0 for a side never written). */
async function sideVersions(db: Db, orderCode: string): Promise<Record<FeeSide['key'], number>> {
  const { rows } = await sql<{ side: FeeSide['key']; version: number }>`select side, version
    from tb_order_fee_version where order_code = ${orderCode}`.execute(db);
  const versions = { ap: 0, ar: 0 };
  for (const row of rows) versions[row.side] = Number(row.version);
  return versions;
}

export async function orderFees(db: Db, orgId: number, orderCode: string): Promise<OrderFees> {
  const order = await requireOrder(db, orgId, orderCode);
  const [{ payables: YFList, receivables: YSList }, versions] = await Promise.all([
    linesOfBothSides(db, orgId, order.orderCode),
    sideVersions(db, order.orderCode),
  ]);
  return {
    orderCode: order.orderCode,
    orderType: order.orderType,
    clientId: order.clientId,
    YFList,
    YSList,
    versions,
    totals: totalsOf(YFList, YSList),
  };
}
