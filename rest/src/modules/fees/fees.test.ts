import ExcelJS from 'exceljs';
import { businessDate } from '../../../../model/businessDate.ts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { orderRegistry } from '../orders/registry.ts';
import type { FeeLine, OrderFees } from './lines.ts';
import { insertTestOrder, pdfText } from './testSupport.ts';
import type { TestOrder } from './testSupport.ts';

let rest: TestRest;
let app: FastifyInstance;
/** Administrator, 上海. */
let admin: string;
/** 张丽, finance (fee audit and profit pages), 上海. */
let finance: string;
/** 李明, operator (order pages only), 上海. */
let operator: string;
/** 刘芳, 宁波. */
let ningbo: string;
let order: TestOrder;
let otherOrder: TestOrder;
let ningboOrder: TestOrder;
const ids = { OF: 0, THC: 0, CUS: 0, DOC: 0, HDL: 0, carrier: 0, broker: 0 };
let usdRate = '';

async function call<T = unknown>(path: string, fields: Record<string, unknown>, token = admin) {
  const result = await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' });
  return result.body;
}

async function ok<T>(path: string, fields: Record<string, unknown>, token = admin): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

async function messages(path: string, fields: Record<string, unknown>, token = admin) {
  const body = await call<{ message: string; field?: string }[]>(path, fields, token);
  return { status: body.status, text: body.data.map((m) => m.message).join('|'), data: body.data };
}

const receivableLine = (over: Record<string, unknown> = {}) => ({
  feeTypeId: ids.DOC,
  unitPrice: '450',
  quantity: '1',
  currency: '3',
  settlementUnit: order.clientId,
  ...over,
});

const payableLine = (over: Record<string, unknown> = {}) => ({
  feeTypeId: ids.OF,
  unitPrice: '1650',
  quantity: '2',
  currency: '1',
  settlementUnit: ids.carrier,
  ...over,
});

async function stored(table: 'tb_ar' | 'tb_ap', orderCode: string) {
  const { rows } = await sql<{
    id: number;
    unitPrice: string;
    approveStatus: string;
  }>`select id::int as "id", unit_price::text as "unitPrice", approve_status as "approveStatus"
    from ${sql.table(table)} where order_code = ${orderCode} order by sort_id, id`.execute(rest.db);
  return rows;
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  [admin, finance, operator, ningbo] = await Promise.all([
    loginAs(app),
    loginAs(app, '13800000002'),
    loginAs(app, '13800000001'),
    loginAs(app, '13800000004'),
  ]);
  order = await insertTestOrder(rest.db, 'HYCKFEE0001');
  otherOrder = await insertTestOrder(rest.db, 'HYCKFEE0002');
  ningboOrder = await insertTestOrder(rest.db, 'HYCKFEE0003', '宁波');
  const { rows: fees } = await sql<{ id: number; code: string }>`select f.id, f.fee_code as "code"
    from tb_fee_type f where f.org_id = ${order.orgId}`.execute(rest.db);
  for (const f of fees) if (f.code in ids) ids[f.code as keyof typeof ids] = f.id;
  const supplier = async (alias: string) => {
    const { rows } = await sql<{ id: number }>`select id from tb_supplier
      where org_id = ${order.orgId} and alias = ${alias}`.execute(rest.db);
    return rows[0]?.id ?? 0;
  };
  ids.carrier = await supplier('中远海运');
  ids.broker = await supplier('浦东报关');
  usdRate = (
    await ok<{ exchangeRate: string }>('tbExchangeRate/findCurRate', { originalCurrency: '1' })
  ).exchangeRate;
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('fee lines', () => {
  it('computes money exactly on the server and takes the rate in force', async () => {
    const cny = await ok<FeeLine>('tbAr/insert', {
      orderCode: order.orderCode,
      ...receivableLine({ unitPrice: '0.1', quantity: '3', money: '999' }),
    });
    expect(cny).toMatchObject({
      money: '0.30',
      cnyMoney: '0.30',
      exchangeRate: '1',
      currency: '3',
      currencyName: '人民币',
      approveStatus: 'WTJ',
      approveStatusName: '未提交',
      orderType: 'ZYLX_HYCK',
      clientName: order.clientName,
      settlementUnitName: order.clientName,
      feeName: '文件费',
      creator: '系统管理员',
    });
    const usd = await ok<FeeLine>('tbAp/insert', {
      orderCode: order.orderCode,
      ...payableLine({ unitPrice: '1234567.89', quantity: '1000' }),
    });
    expect(usd.money).toBe('1234567890.00');
    expect(usd.exchangeRate).toBe(usdRate.replace(/\.?0+$/, ''));
    // money × rate, exact to the cent: no float could hold 1234567890 × 7.1xx to the cent.
    const [whole = '', frac = ''] = usdRate.split('.');
    const units = 123456789000n * BigInt(whole + frac.padEnd(6, '0'));
    const cents = (units + 500_000n) / 1_000_000n;
    expect(usd.cnyMoney).toBe(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
    expect(usd.settlementUnitName).toBe('中远海运集装箱运输有限公司');
    await ok('tbAp/delete', { id: usd.id });
    await ok('tbAr/delete', { id: cny.id });
  });

  it('refuses bad lines with Chinese messages', async () => {
    const base = { orderCode: order.orderCode };
    for (const quantity of ['-1', '0']) {
      const m = await messages('tbAr/insert', { ...base, ...receivableLine({ quantity }) });
      expect(m.status).toBe(400);
      expect(m.text).toBe('数量必须大于0');
    }
    const currency = await messages('tbAr/insert', {
      ...base,
      ...receivableLine({ currency: '99' }),
    });
    expect(currency).toMatchObject({ status: 422, text: '币种不存在：99' });
    const price = await messages('tbAr/insert', {
      ...base,
      ...receivableLine({ unitPrice: '1e3' }),
    });
    expect(price.status).toBe(400);
    expect(price.data[0]?.field).toBe('unitPrice');
    const unit = await messages('tbAp/insert', {
      ...base,
      ...payableLine({ settlementUnit: 987654 }),
    });
    expect(unit).toMatchObject({ status: 422, text: '结算单位不存在' });
    const feeType = await messages('tbAr/insert', {
      ...base,
      ...receivableLine({ feeTypeId: 987654 }),
    });
    expect(feeType).toMatchObject({ status: 422, text: '费用类型不存在' });
    // 操作费 is a receivable only.
    const side = await messages('tbAp/insert', { ...base, ...payableLine({ feeTypeId: ids.HDL }) });
    expect(side).toMatchObject({ status: 422, text: '费用类型「操作费」不可用于应付' });
    const missing = await messages('tbAr/insert', { orderCode: order.orderCode });
    expect(missing.text).toContain('请选择费用类型');
    expect(await stored('tb_ar', order.orderCode)).toEqual([]);
  });

  it("refuses another organisation's order as if it did not exist", async () => {
    const m = await messages('tbAr/insert', {
      orderCode: ningboOrder.orderCode,
      ...receivableLine(),
    });
    expect(m).toMatchObject({ status: 404, text: '订单不存在' });
    const read = await messages('tbAp/findOrderCode', { orderCode: ningboOrder.orderCode });
    expect(read.status).toBe(404);
    // The order's own organisation sees it.
    const own = await ok<OrderFees>(
      'tbAp/findOrderCode',
      { orderCode: ningboOrder.orderCode },
      ningbo,
    );
    expect(own).toMatchObject({ YFList: [], YSList: [] });
  });
});

describe('batch save, approval and totals', () => {
  let fees: OrderFees;

  it('saves all lines of a side in one call and answers both sides with totals', async () => {
    fees = await ok<OrderFees>('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: [
        receivableLine({ feeTypeId: ids.OF, unitPrice: '1950', quantity: '2', currency: '1' }),
        receivableLine({ feeTypeId: ids.THC, unitPrice: '980', quantity: '2' }),
        receivableLine({ feeTypeId: ids.DOC, unitPrice: '450.5', quantity: '1' }),
      ],
    });
    expect(fees.YSList.map((l) => [l.feeName, l.money, l.sortId])).toEqual([
      ['海运费', '3900.00', 0],
      ['THC码头操作费', '1960.00', 1],
      ['文件费', '450.50', 2],
    ]);
    fees = await ok<OrderFees>('tbAp/updateBatch', {
      orderCode: order.orderCode,
      list: [
        payableLine({ unitPrice: '1650', quantity: '2' }),
        payableLine({
          feeTypeId: ids.CUS,
          unitPrice: '200',
          currency: '3',
          quantity: '1',
          settlementUnit: ids.broker,
        }),
      ],
    });
    expect(fees.YFList).toHaveLength(2);
    const found = await ok<OrderFees>('tbAr/findOrderCode', { orderCode: order.orderCode });
    expect(found).toEqual(fees);
    // Both sides come from one statement: each its own lines, in page order, with a line's fields.
    expect(found.YFList.map((l) => l.money)).toEqual(['3300.00', '200.00']);
    expect(found.YSList.map((l) => l.feeName)).toEqual(['海运费', 'THC码头操作费', '文件费']);
    for (const list of [found.YFList, found.YSList]) {
      const order = list.map((l) => l.sortId);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const line of list) expect(line).not.toHaveProperty('side');
    }
    const usd = found.totals.byCurrency.find((t) => t.currency === '1');
    expect(usd).toMatchObject({ receivable: '3900.00', payable: '3300.00', amount: '600.00' });
    const cnyTotals = found.totals.byCurrency.find((t) => t.currency === '3');
    expect(cnyTotals).toMatchObject({
      receivable: '2410.50',
      payable: '200.00',
      amount: '2210.50',
    });
    const rate = (n: string) => {
      const [w = '', f = ''] = usdRate.split('.');
      // Cents of n whole units at the rate (6 decimals), rounded half up.
      const units = BigInt(n) * 100n * BigInt(w + f.padEnd(6, '0'));
      return (units + 500_000n) / 1_000_000n;
    };
    const arCny = rate('3900') + 241050n;
    const apCny = rate('3300') + 20000n;
    const fmt = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    expect(found.totals.receivableCny).toBe(fmt(arCny));
    expect(found.totals.payableCny).toBe(fmt(apCny));
    expect(found.totals.profitCny).toBe(fmt(arCny - apCny));
  });

  it('refuses the whole batch when one line is bad, naming the line, and writes nothing', async () => {
    const before = await stored('tb_ar', order.orderCode);
    const [first, second] = fees.YSList;
    const m = await messages('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: [
        { ...first, unitPrice: '2000' },
        receivableLine({ quantity: '-2' }),
        receivableLine({ feeTypeId: ids.CUS, unitPrice: '250' }),
      ],
    });
    expect(m.status).toBe(400);
    expect(m.text).toBe('费用第2行：数量必须大于0');
    expect(m.data[0]?.field).toBe('list[1].quantity');
    expect(await stored('tb_ar', order.orderCode)).toEqual(before);
    // A second bad line is named too; the removed line stays.
    const two = await messages('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: [first, { ...second, currency: 'XX' }, receivableLine({ unitPrice: 'abc' })],
    });
    expect(two.text).toContain('费用第2行：币种不存在：XX');
    expect(two.text).toContain('费用第3行：单价格式不正确');
    expect(await stored('tb_ar', order.orderCode)).toEqual(before);
  });

  it('updates changed lines, deletes removed ones and adds new ones in one call', async () => {
    const [of, thc, doc] = fees.YSList;
    if (!of || !thc || !doc) throw new Error('缺少费用');
    const saved = await ok<OrderFees>('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: [
        doc,
        { ...of, quantity: '3' },
        receivableLine({ feeTypeId: ids.CUS, unitPrice: '250' }),
      ],
    });
    expect(saved.YSList.map((l) => [l.id, l.feeName, l.money])).toEqual([
      [doc.id, '文件费', '450.50'],
      [of.id, '海运费', '5850.00'],
      [expect.any(Number), '报关费', '250.00'],
    ]);
    expect(saved.YSList.some((l) => l.id === thc.id)).toBe(false);
    fees = saved;
  });

  it('submits lines for review and then locks them against edits and deletes', async () => {
    const [doc, of] = fees.YSList;
    if (!doc || !of) throw new Error('缺少费用');
    const submitted = await ok<{ message: string; list: FeeLine[] }>(
      'tbAr/updateApproveStatus',
      { ids: [doc.id, of.id], approveStatus: 'DSH' },
      operator,
    );
    expect(submitted.message).toBe('提交成功');
    expect(submitted.list.map((l) => l.approveStatusName)).toEqual(['待审核', '待审核']);

    const edit = await messages('tbAr/update', { id: doc.id, unitPrice: '1' });
    expect(edit).toMatchObject({ status: 422, text: '已提交或已审核的费用不能修改（待审核）' });
    const del = await messages('tbAr/delete', { id: doc.id });
    expect(del.status).toBe(422);
    expect(del.text).toContain('不能删除');
    const current = (await ok<OrderFees>('tbAr/findOrderCode', { orderCode: order.orderCode }))
      .YSList;
    const changed = await messages('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: current.map((l) => (l.id === of.id ? { ...l, unitPrice: '1' } : l)),
    });
    expect(changed).toMatchObject({ status: 422 });
    expect(changed.text).toContain('费用第2行：已提交或已审核的费用不能修改');
    const removed = await messages('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: current.filter((l) => l.id !== doc.id),
    });
    expect(removed.text).toContain('费用「文件费」已提交或已审核的费用不能删除');
    // Sent back unchanged, locked lines do not stop the editable ones from saving.
    const again = await ok<OrderFees>('tbAr/updateBatch', {
      orderCode: order.orderCode,
      list: [...current, receivableLine({ feeTypeId: ids.THC, unitPrice: '980' })],
    });
    expect(again.YSList).toHaveLength(4);
    fees = again;
  });

  it('lets only finance approve or reject, and reopens a rejected line for editing', async () => {
    const [doc, of] = fees.YSList;
    if (!doc || !of) throw new Error('缺少费用');
    const denied = await messages(
      'tbAr/updateApproveStatus',
      { ids: [doc.id], approveStatus: 'YSH' },
      operator,
    );
    expect(denied).toMatchObject({ status: 403, text: '只有财务人员可以审核费用' });
    const approved = await ok<{ message: string; list: FeeLine[] }>(
      'tbAr/updateApproveStatus',
      { ids: String(doc.id), approveStatus: 'YSH' },
      finance,
    );
    expect(approved.list[0]).toMatchObject({ approveStatus: 'YSH', approver: '张丽' });
    const rejected = await ok<{ list: FeeLine[] }>(
      'tbAr/updateApproveStatus',
      { ids: [of.id], approveStatus: 'BH', approveRemark: '单价与报价不符' },
      finance,
    );
    expect(rejected.list[0]).toMatchObject({
      approveStatus: 'BH',
      approveRemark: '单价与报价不符',
    });
    const edited = await ok<FeeLine>('tbAr/update', { id: of.id, unitPrice: '1900' });
    expect(edited.money).toBe('5700.00');
    const twice = await messages('tbAr/updateApproveStatus', {
      ids: [doc.id],
      approveStatus: 'DSH',
    });
    expect(twice).toMatchObject({ status: 422, text: '费用「文件费」当前为已审核，不能提交' });
  });

  it('finds lines for the fee audit page by status, order, fee type and settlement unit', async () => {
    const page = await ok<{ list: FeeLine[]; total: number }>('tbAr/pageAll', {
      orderCode: 'FEE0001',
      approveStatus: 'YSH',
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.total).toBe(1);
    expect(page.list[0]?.feeName).toBe('文件费');
    const byUnit = await ok<{ list: FeeLine[]; total: number }>('tbAp/pageAll', {
      settlementUnit: ids.broker,
      orderCode: order.orderCode,
      feeTypeId: ids.CUS,
    });
    expect(byUnit.list.map((l) => l.feeName)).toEqual(['报关费']);
    const bad = await messages('tbAr/pageAll', { approveStatus: 'XX' });
    expect(bad.status).toBe(400);
    // Creation days are business days in China: today's lines are found by today's date.
    const today = businessDate();
    const made = await ok<{ total: number }>('tbAr/pageAll', {
      orderCode: 'FEE0001',
      createDateBegin: today,
      createDateEnd: today,
    });
    expect(made.total).toBeGreaterThan(0);
    const before = await ok<{ total: number }>('tbAr/pageAll', {
      orderCode: 'FEE0001',
      createDateEnd: businessDate(Date.now() - 86_400_000),
    });
    expect(before.total).toBe(0);
  });

  it('offers the settlement units of a side, those the order uses first', async () => {
    const units = await ok<{ id: number; name: string; type: string; used: boolean }[]>(
      'tbAp/findSettlementUnit',
      { orderCode: order.orderCode },
    );
    expect(units.every((u) => u.type === 'supplier')).toBe(true);
    expect(units.slice(0, 2).every((u) => u.used)).toBe(true);
    expect(
      units
        .filter((u) => u.used)
        .map((u) => u.id)
        .sort(),
    ).toEqual([ids.carrier, ids.broker].sort());
    const clients = await ok<{ type: string }[]>('tbAr/findSettlementUnit', { keyword: '锦程' });
    expect(clients).toEqual([
      expect.objectContaining({ type: 'client', name: '上海锦程国际贸易有限公司' }),
    ]);
  });
});

describe('templates', () => {
  it('keeps a named set of lines per side that an order adds through updateBatch', async () => {
    const template = await ok<{ id: number; templeName: string; detailCount: number }>(
      'tbArTemple/insert',
      {
        templeName: '测试美线应收模板',
        list: [
          { feeTypeId: ids.OF, unitPrice: '2150', quantity: '1', currency: '1' },
          { feeTypeId: ids.DOC, unitPrice: '450', quantity: '1' },
        ],
      },
    );
    expect(template.detailCount).toBe(2);
    const taken = await messages('tbArTemple/insert', { templeName: '测试美线应收模板' });
    expect(taken).toMatchObject({ status: 422, text: '模板名称已存在' });
    const bad = await messages('tbArTempleDetail/updateBatch', {
      templeId: template.id,
      list: [{ feeTypeId: ids.OF, unitPrice: '1', quantity: '-1' }],
    });
    expect(bad.text).toBe('费用第1行：数量必须大于0');
    const details = await ok<{ feeName: string; unitPrice: string; currency: string }[]>(
      'tbArTempleDetail/listAll',
      { templeId: template.id },
    );
    expect(details.map((d) => [d.feeName, d.unitPrice, d.currency])).toEqual([
      ['海运费', '2150', '1'],
      ['文件费', '450', '3'],
    ]);
    const applied = await ok<OrderFees>('tbAr/updateBatch', {
      orderCode: otherOrder.orderCode,
      list: details.map((d) => ({ ...d, id: undefined, settlementUnit: otherOrder.clientId })),
    });
    expect(applied.YSList.map((l) => l.feeName)).toEqual(['海运费', '文件费']);
    await ok('tbArTemple/update', { id: template.id, templeName: '测试美线应收模板（新）' });
    const list = await ok<{ templeName: string }[]>('tbArTemple/listAll', { keyword: '测试' });
    expect(list.map((t) => t.templeName)).toEqual(['测试美线应收模板（新）']);
    await ok('tbArTemple/delete', { id: template.id });
    const gone = await messages('tbArTempleDetail/listAll', { templeId: template.id });
    expect(gone.status).toBe(404);
  });
});

describe('profit approval', () => {
  it('lists orders with their profit and approves the submitted lines of one side', async () => {
    const ap = (await ok<OrderFees>('tbAp/findOrderCode', { orderCode: order.orderCode })).YFList;
    await ok('tbAp/updateApproveStatus', { ids: ap.map((l) => l.id), approveStatus: 'DSH' });
    const page = await ok<{ list: { orderCode: string; payStatus: string; profitCny: string }[] }>(
      'profitApprove/pageAll',
      { orderCode: order.orderCode, approveStatus: 'DSH' },
      finance,
    );
    const fees = await ok<OrderFees>(
      'profitApprove/findByOrderCode',
      { orderCode: order.orderCode },
      finance,
    );
    expect(page.list).toEqual([
      expect.objectContaining({
        orderCode: order.orderCode,
        payStatus: 'DSH',
        profitCny: fees.totals.profitCny,
      }),
    ]);
    const decided = await ok<{ message: string; list: FeeLine[] }>(
      'profitApprove/updatePay',
      { orderCode: order.orderCode },
      finance,
    );
    expect(decided.message).toBe('审核通过');
    expect(decided.list.every((l) => l.approveStatus === 'YSH')).toBe(true);
    const none = await messages('profitApprove/updatePay', { orderCode: order.orderCode }, finance);
    expect(none).toMatchObject({ status: 422, text: '该订单没有待审核的应付费用' });
    const forbidden = await messages('profitApprove/pageAll', {}, operator);
    expect(forbidden.status).toBe(403);
  });
});

describe('statements', () => {
  async function fetchDownload(path: string, orderCode: string) {
    const link = await ok<{ url: string }>(path, { orderCode });
    const response = await app.inject({ method: 'GET', url: link.url });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('downloads the receivable statement as an xlsx holding the order and its lines', async () => {
    const response = await fetchDownload('tbSeaTransportExport/downloadAr', order.orderCode);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))),
    );
    const text = cells.join('|');
    expect(text).toContain(order.orderCode);
    expect(text).toContain('应收对账单');
    expect(text).toContain('海运费');
    expect(text).toContain(`HBL${order.orderCode}`);
  });

  it('downloads the payable statement as a PDF showing the order code', async () => {
    const response = await fetchDownload(
      'tbSeaTransportExport/querydownloadApPdf',
      order.orderCode,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(order.orderCode);
    expect(text).toContain('应付对账单');
  });

  it('answers 暂无数据 for an order without lines of that side', async () => {
    const m = await messages('tbSeaTransportExport/downloadAp', {
      orderCode: otherOrder.orderCode,
    });
    expect(m).toMatchObject({ status: 404, text: '暂无数据' });
    const foreign = await messages('tbSeaTransportExport/downloadAr', {
      orderCode: ningboOrder.orderCode,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('change order', () => {
  it("moves the lines with their order, onto the target organisation's fee types", async () => {
    const before = await ok<OrderFees>('tbAr/findOrderCode', { orderCode: otherOrder.orderCode });
    expect(before.YSList.length).toBeGreaterThan(0);
    await rest.db.transaction().execute(async (trx) => {
      for (const hook of orderRegistry.moveHooks()) {
        await hook(trx, {
          orderCode: otherOrder.orderCode,
          orderType: 'ZYLX_HYCK',
          fromOrgId: otherOrder.orgId,
          toOrgId: ningboOrder.orgId,
        });
      }
    });
    const { rows } = await sql<{ orgId: number; feeOrg: number }>`select a.org_id as "orgId",
        f.org_id as "feeOrg" from tb_ar a join tb_fee_type f on f.id = a.fee_type_id
      where a.order_code = ${otherOrder.orderCode}`.execute(rest.db);
    expect(rows).toHaveLength(before.YSList.length);
    expect(rows.every((r) => r.orgId === ningboOrder.orgId && r.feeOrg === ningboOrder.orgId)).toBe(
      true,
    );
  });
});
