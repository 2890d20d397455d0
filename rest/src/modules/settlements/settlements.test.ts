// Receipts and payments writing off fee lines, finance statistics and credit control, against a
// real rest (PGlite by default, PostgreSQL with DATABASE_URL: the concurrency case needs it).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../../../model/businessDate.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import type { FeeLine } from '../fees/lines.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import { sampleNode } from '../../testing/orders.ts';
import { insertTestOrder } from '../fees/testSupport.ts';
import type { TestOrder } from '../fees/testSupport.ts';
import type { CreditStatus } from './credit.ts';
import type { OpenLine, Settlement } from './settlements.ts';

let rest: TestRest;
let app: FastifyInstance;
let admin: string;
/** 张丽, finance, 上海. */
let finance: string;
/** 李明, operator, 上海: no finance pages. */
let operator: string;
/** 刘芳, 宁波. */
let ningbo: string;
let order: TestOrder;
let ningboOrder: TestOrder;
const ids = { DOC: 0, OF: 0, THC: 0, carrier: 0 };
let usdRate = '';
const today = businessDate();

async function call<T = unknown>(path: string, fields: Record<string, unknown>, token = admin) {
  return (await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' })).body;
}

async function ok<T>(path: string, fields: Record<string, unknown>, token = admin): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

async function refused(path: string, fields: Record<string, unknown>, token = admin) {
  const body = await call<{ message: string }[]>(path, fields, token);
  return {
    status: body.status,
    text: Array.isArray(body.data) ? body.data.map((m) => m.message).join('|') : '',
  };
}

/** An approved line of the test order. */
async function approvedLine(
  side: 'tbAr' | 'tbAp',
  fields: Record<string, unknown>,
  target = order,
  token = admin,
): Promise<FeeLine> {
  const line = await ok<FeeLine>(
    `${side}/insert`,
    { orderCode: target.orderCode, ...fields },
    token,
  );
  await ok(`${side}/updateApproveStatus`, { ids: [line.id], approveStatus: 'DSH' }, token);
  await ok(`${side}/updateApproveStatus`, { ids: [line.id], approveStatus: 'YSH' }, token);
  return line;
}

async function lineNow(table: 'tb_ar' | 'tb_ap', id: number) {
  const { rows } = await sql<{
    writeOffMoney: string | null;
    writeOffName: string | null;
    writeOffDate: string | null;
  }>`select write_off_money::text as "writeOffMoney", write_off_name as "writeOffName",
      to_char(write_off_date, 'YYYY-MM-DD') as "writeOffDate"
    from ${sql.table(table)} where id = ${id}`.execute(rest.db);
  return rows[0];
}

const receipt = (over: Record<string, unknown>) => ({
  settlementUnit: order.clientId,
  currency: '3',
  settleDate: today,
  remark: '测试收款',
  ...over,
});

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  [admin, finance, operator, ningbo] = await Promise.all([
    loginAs(app),
    loginAs(app, '13800000002'),
    loginAs(app, '13800000001'),
    loginAs(app, '13800000004'),
  ]);
  order = await insertTestOrder(rest.db, 'HYCKSET0001');
  ningboOrder = await insertTestOrder(rest.db, 'HYCKSET0002', '宁波');
  const { rows: fees } = await sql<{ id: number; code: string }>`select f.id, f.fee_code as "code"
    from tb_fee_type f where f.org_id = ${order.orgId}`.execute(rest.db);
  for (const f of fees) if (f.code in ids) ids[f.code as keyof typeof ids] = f.id;
  const { rows } = await sql<{ id: number }>`select id from tb_supplier
    where org_id = ${order.orgId} and alias = '中远海运'`.execute(rest.db);
  ids.carrier = rows[0]?.id ?? 0;
  usdRate = (
    await ok<{ exchangeRate: string }>('tbExchangeRate/findCurRate', { originalCurrency: '1' })
  ).exchangeRate;
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('receipts write off approved receivable lines', () => {
  let doc: FeeLine;
  let first: Settlement;

  it('lists the open approved lines of the client and records a partial receipt', async () => {
    doc = await approvedLine('tbAr', {
      feeTypeId: ids.DOC,
      unitPrice: '450.10',
      quantity: '1',
      currency: '3',
      settlementUnit: order.clientId,
    });
    const open = await ok<OpenLine[]>(
      'tbReceipt/listOpenLines',
      { settlementUnit: order.clientId, orderCode: order.orderCode },
      finance,
    );
    expect(open.map((l) => l.id)).toContain(doc.id);
    expect(open.find((l) => l.id === doc.id)).toMatchObject({ outstanding: '450.10' });

    first = await ok<Settlement>(
      'tbReceipt/insert',
      receipt({ amount: '500', allocations: [{ feeLineId: doc.id, writeOffMoney: '200.05' }] }),
      finance,
    );
    expect(first).toMatchObject({
      settlementNo: expect.stringMatching(/^SK\d{8}\d{4}$/) as string,
      amount: '500.00',
      allocated: '200.05',
      unallocated: '299.95',
      status: 'ZC',
      statusName: '正常',
      creator: '张丽',
      orderCodes: [order.orderCode],
    });
    expect(first.allocations?.[0]).toMatchObject({
      writeOffMoney: '200.05',
      amount: '200.05',
      lineOutstanding: '250.05',
    });
    expect(await lineNow('tb_ar', doc.id)).toEqual({
      writeOffMoney: '200.05',
      writeOffName: '张丽',
      writeOffDate: today,
    });
  });

  it('accumulates a second allocation and refuses more than the open amount', async () => {
    const over = await refused(
      'tbReceipt/insert',
      receipt({ amount: '1000', allocations: [{ feeLineId: doc.id, writeOffMoney: '250.06' }] }),
      finance,
    );
    expect(over).toEqual({
      status: 422,
      text: `费用「文件费」（${order.orderCode}）核销金额250.06超过未核销金额250.05`,
    });
    const second = await ok<Settlement>(
      'tbReceipt/insert',
      receipt({ amount: '100', allocations: [{ feeLineId: doc.id, writeOffMoney: '100' }] }),
      finance,
    );
    expect(second.allocated).toBe('100.00');
    expect((await lineNow('tb_ar', doc.id))?.writeOffMoney).toBe('300.05');
  });

  it('refuses allocating more than the receipt amount, and writes nothing', async () => {
    const cus = await approvedLine('tbAr', {
      feeTypeId: ids.THC,
      unitPrice: '980',
      quantity: '1',
      currency: '3',
      settlementUnit: order.clientId,
    });
    const before = await ok<{ total: number }>('tbReceipt/pageAll', {}, finance);
    const m = await refused(
      'tbReceipt/insert',
      receipt({
        amount: '1000',
        allocations: [
          { feeLineId: cus.id, writeOffMoney: '980' },
          { feeLineId: doc.id, writeOffMoney: '20.01' },
        ],
      }),
      finance,
    );
    expect(m).toEqual({ status: 422, text: '核销合计1000.01超过收款金额1000.00' });
    expect(await lineNow('tb_ar', cus.id)).toEqual({
      writeOffMoney: null,
      writeOffName: null,
      writeOffDate: null,
    });
    expect((await ok<{ total: number }>('tbReceipt/pageAll', {}, finance)).total).toBe(
      before.total,
    );
  });

  it('refuses lines not approved, of another unit, side or organisation, and bad input', async () => {
    const draft = await ok<FeeLine>('tbAr/insert', {
      orderCode: order.orderCode,
      feeTypeId: ids.DOC,
      unitPrice: '10',
      quantity: '1',
      settlementUnit: order.clientId,
    });
    expect(
      await refused(
        'tbReceipt/insert',
        receipt({ amount: '10', allocations: [{ feeLineId: draft.id, writeOffMoney: '10' }] }),
      ),
    ).toEqual({
      status: 422,
      text: `费用「文件费」（${order.orderCode}）未提交，只有已审核的费用可以核销`,
    });
    const theirs = await ningboApprovedLine();
    expect(
      await refused(
        'tbReceipt/insert',
        receipt({ amount: '10', allocations: [{ feeLineId: theirs.id, writeOffMoney: '10' }] }),
      ),
    ).toEqual({ status: 404, text: `费用不存在：${theirs.id}` });
    const bad = await refused('tbReceipt/insert', { settlementUnit: order.clientId }, finance);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('请输入收款金额');
    expect(bad.text).toContain('请选择收款日期');
    expect(bad.text).toContain('请选择要核销的费用');
    const neg = await refused(
      'tbReceipt/insert',
      receipt({ amount: '-5', allocations: [{ feeLineId: doc.id, writeOffMoney: '0' }] }),
    );
    expect(neg.text).toBe('收款金额必须大于0|第1行：核销金额必须大于0');
    // Payments write off payables only: a receivable id is not a payable line.
    const wrongSide = await refused('tbPayment/insert', {
      settlementUnit: ids.carrier,
      currency: '3',
      settleDate: today,
      amount: '10',
      allocations: [{ feeLineId: doc.id, writeOffMoney: '1' }],
    });
    expect(wrongSide.status).toBe(404);
  });

  it('converts with the rate frozen on the line and refuses a currency without a rate', async () => {
    const of = await approvedLine('tbAr', {
      feeTypeId: ids.OF,
      unitPrice: '100',
      quantity: '1',
      currency: '1',
      exchangeRate: '7.123456',
      settlementUnit: order.clientId,
    });
    // 33.33 USD at the line's 7.123456 = 237.424788 CNY → 237.42 taken from a CNY receipt.
    const cny = await ok<Settlement>(
      'tbReceipt/insert',
      receipt({ amount: '300', allocations: [{ feeLineId: of.id, writeOffMoney: '33.33' }] }),
    );
    expect(cny.allocations?.[0]).toMatchObject({ writeOffMoney: '33.33', amount: '237.42' });
    expect((await lineNow('tb_ar', of.id))?.writeOffMoney).toBe('33.33');
    // A USD receipt for a USD line takes the same amount.
    const usd = await ok<Settlement>(
      'tbReceipt/insert',
      receipt({
        currency: '1',
        amount: '10',
        allocations: [{ feeLineId: of.id, writeOffMoney: '10' }],
      }),
    );
    expect(usd).toMatchObject({ allocated: '10.00', currencyRate: usdRate.replace(/\.?0+$/, '') });
    const noRate = await refused(
      'tbReceipt/insert',
      receipt({
        currency: '1',
        settleDate: '1999-01-04',
        amount: '10',
        allocations: [{ feeLineId: of.id, writeOffMoney: '1' }],
      }),
    );
    expect(noRate).toEqual({ status: 422, text: '未找到该币种在1999-01-04的有效汇率，不能登记' });
  });

  it('keeps a written-off line from being un-approved or edited', async () => {
    const back = await refused('tbAr/updateApproveStatus', {
      ids: [doc.id],
      approveStatus: 'WTJ',
    });
    expect(back).toEqual({ status: 422, text: '费用「文件费」已核销，不能反审核' });
    const edit = await refused('tbAr/update', { id: doc.id, unitPrice: '1' });
    expect(edit.status).toBe(422);
    const del = await refused('tbAr/delete', { id: doc.id });
    expect(del.status).toBe(422);
  });

  it('reverses a receipt as its own action: history kept, open amounts back', async () => {
    const reversed = await ok<Settlement>(
      'tbReceipt/updateReverse',
      { id: first.id, reverseReason: '客户退票' },
      finance,
    );
    expect(reversed).toMatchObject({
      status: 'CX',
      statusName: '已冲销',
      reverser: '张丽',
      reverseReason: '客户退票',
      amount: '500.00',
    });
    expect(reversed.allocations?.[0]).toMatchObject({ reversed: true, lineOutstanding: '350.10' });
    // The second receipt's 100 is still written off.
    expect(await lineNow('tb_ar', doc.id)).toMatchObject({ writeOffMoney: '100.00' });
    const again = await refused('tbReceipt/updateReverse', { id: first.id }, finance);
    expect(again.status).toBe(422);
    expect(again.text).toContain('已冲销，不能重复冲销');
    const list = await ok<{ list: Settlement[]; totals: { currency: string; amount: string }[] }>(
      'tbReceipt/pageAll',
      { orderCode: order.orderCode, status: 'CX' },
      finance,
    );
    expect(list.list.map((s) => s.id)).toEqual([first.id]);
    // Reversed records count for nothing in the totals.
    expect(list.totals).toEqual([]);
    // Reversing all of a line's receipts frees it to be un-approved again.
    const rest2 = await ok<{ list: Settlement[] }>(
      'tbReceipt/pageAll',
      { orderCode: order.orderCode, status: 'ZC', currency: '3' },
      finance,
    );
    for (const s of rest2.list) {
      if (s.orderCodes.includes(order.orderCode) && s.allocated === '100.00') {
        await ok('tbReceipt/updateReverse', { id: s.id }, finance);
      }
    }
    expect(await lineNow('tb_ar', doc.id)).toEqual({
      writeOffMoney: null,
      writeOffName: null,
      writeOffDate: null,
    });
  });

  it('keeps receipts to finance pages', async () => {
    expect((await refused('tbReceipt/pageAll', {}, operator)).status).toBe(403);
    expect((await refused('tbReceipt/insert', receipt({ amount: '1' }), ningbo)).status).toBe(403);
  });
});

describe('payments write off payable lines', () => {
  it('records and reverses a payment to a supplier', async () => {
    const line = await approvedLine('tbAp', {
      feeTypeId: ids.THC,
      unitPrice: '890',
      quantity: '2',
      currency: '3',
      settlementUnit: ids.carrier,
    });
    const paid = await ok<Settlement>(
      'tbPayment/insert',
      {
        settlementUnit: ids.carrier,
        currency: '3',
        amount: '1000',
        settleDate: today,
        allocations: [{ feeLineId: line.id, writeOffMoney: '1000' }],
      },
      finance,
    );
    expect(paid.settlementNo).toMatch(/^FK/);
    expect((await lineNow('tb_ap', line.id))?.writeOffMoney).toBe('1000.00');
    const fees = await ok<{ YFList: FeeLine[] }>('tbAp/findOrderCode', {
      orderCode: order.orderCode,
    });
    expect(fees.YFList.find((l) => l.id === line.id)?.writeOffMoney).toBe('1000.00');
    await ok('tbPayment/updateReverse', { id: paid.id }, finance);
    expect((await lineNow('tb_ap', line.id))?.writeOffMoney).toBeNull();
  });
});

describe('two people allocating the same line at once', () => {
  it('lets one win and refuses the other', async () => {
    const line = await approvedLine('tbAr', {
      feeTypeId: ids.DOC,
      unitPrice: '300',
      quantity: '1',
      settlementUnit: order.clientId,
    });
    const body = receipt({
      amount: '300',
      allocations: [{ feeLineId: line.id, writeOffMoney: '300' }],
    });
    const results = await Promise.all([
      call('tbReceipt/insert', body, finance),
      call('tbReceipt/insert', body, admin),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422]);
    expect((await lineNow('tb_ar', line.id))?.writeOffMoney).toBe('300.00');
  });
});

describe('allocating a remainder later, and undoing an allocation', () => {
  const earlier = '2026-11-02';
  let doc: FeeLine;
  let thc: FeeLine;
  let kept: Settlement;

  it('allocates the remainder to further lines of the unit, with the rules of recording', async () => {
    doc = await approvedLine('tbAr', {
      feeTypeId: ids.DOC,
      unitPrice: '200',
      quantity: '1',
      currency: '3',
      settlementUnit: order.clientId,
    });
    thc = await approvedLine('tbAr', {
      feeTypeId: ids.THC,
      unitPrice: '150',
      quantity: '1',
      currency: '3',
      settlementUnit: order.clientId,
    });
    kept = await ok<Settlement>(
      'tbReceipt/insert',
      receipt({
        amount: '300',
        settleDate: earlier,
        allocations: [{ feeLineId: doc.id, writeOffMoney: '100' }],
      }),
      finance,
    );
    expect(kept).toMatchObject({ allocated: '100.00', unallocated: '200.00' });

    const overLine = await refused(
      'tbReceipt/updateAllocate',
      { id: kept.id, allocations: [{ feeLineId: thc.id, writeOffMoney: '150.01' }] },
      finance,
    );
    expect(overLine).toEqual({
      status: 422,
      text: `费用「${thc.feeName}」（${order.orderCode}）核销金额150.01超过未核销金额150.00`,
    });
    const overRemainder = await refused(
      'tbReceipt/updateAllocate',
      {
        id: kept.id,
        allocations: [
          { feeLineId: thc.id, writeOffMoney: '150' },
          { feeLineId: doc.id, writeOffMoney: '50.01' },
        ],
      },
      finance,
    );
    expect(overRemainder).toEqual({ status: 422, text: '核销合计200.01超过未核销余额200.00' });
    // Nothing half-written: the first line of the refused batch was not written off.
    expect((await lineNow('tb_ar', thc.id))?.writeOffMoney).toBeNull();
    expect((await lineNow('tb_ar', doc.id))?.writeOffMoney).toBe('100.00');

    const pending = await ok<FeeLine>('tbAr/insert', {
      orderCode: order.orderCode,
      feeTypeId: ids.DOC,
      unitPrice: '10',
      quantity: '1',
      settlementUnit: order.clientId,
    });
    const notApproved = await refused(
      'tbReceipt/updateAllocate',
      { id: kept.id, allocations: [{ feeLineId: pending.id, writeOffMoney: '1' }] },
      finance,
    );
    expect(notApproved.status).toBe(422);
    expect(notApproved.text).toContain('只有已审核的费用可以核销');
    const bad = await refused(
      'tbReceipt/updateAllocate',
      { id: kept.id, allocations: [{ feeLineId: thc.id, writeOffMoney: '0' }] },
      finance,
    );
    expect(bad).toEqual({ status: 400, text: '第1行：核销金额必须大于0' });
    const payable = await refused(
      'tbPayment/updateAllocate',
      { id: kept.id, allocations: [{ feeLineId: thc.id, writeOffMoney: '1' }] },
      finance,
    );
    expect(payable).toEqual({ status: 404, text: '付款记录不存在' });

    const after = await ok<Settlement>(
      'tbReceipt/updateAllocate',
      {
        id: kept.id,
        allocations: [
          { feeLineId: thc.id, writeOffMoney: '150' },
          { feeLineId: doc.id, writeOffMoney: '50' },
        ],
      },
      finance,
    );
    expect(after).toMatchObject({ amount: '300.00', allocated: '300.00', unallocated: '0.00' });
    expect(after.allocations?.map((a) => [a.feeLineId, a.writeOffMoney, a.reversed])).toEqual([
      [doc.id, '100.00', false],
      [thc.id, '150.00', false],
      [doc.id, '50.00', false],
    ]);
    // Written off as of the receipt's own date.
    expect(await lineNow('tb_ar', thc.id)).toEqual({
      writeOffMoney: '150.00',
      writeOffName: '张丽',
      writeOffDate: earlier,
    });
    expect((await lineNow('tb_ar', doc.id))?.writeOffMoney).toBe('150.00');
    const none = await refused(
      'tbReceipt/updateAllocate',
      { id: kept.id, allocations: [{ feeLineId: doc.id, writeOffMoney: '1' }] },
      finance,
    );
    expect(none.text).toBe(`收款${kept.settlementNo}没有未核销余额`);
  });

  it('undoes one allocation as its own action: kept as reversed, the remainder back', async () => {
    const target = (
      await ok<Settlement>('tbReceipt/findByPK', { id: kept.id }, finance)
    ).allocations?.find((a) => a.feeLineId === thc.id);
    expect(target).toBeDefined();
    const undone = await ok<Settlement>(
      'tbReceipt/updateUnallocate',
      { id: kept.id, allocationId: target?.id },
      finance,
    );
    expect(undone).toMatchObject({ allocated: '150.00', unallocated: '150.00', status: 'ZC' });
    expect(undone.allocations?.find((a) => a.id === target?.id)).toMatchObject({
      reversed: true,
      lineOutstanding: '150.00',
    });
    expect(await lineNow('tb_ar', thc.id)).toEqual({
      writeOffMoney: null,
      writeOffName: null,
      writeOffDate: null,
    });
    const again = await refused(
      'tbReceipt/updateUnallocate',
      { id: kept.id, allocationId: target?.id },
      finance,
    );
    expect(again).toEqual({
      status: 422,
      text: `费用「${thc.feeName}」（${order.orderCode}）的核销已撤销`,
    });
    const missing = await refused(
      'tbReceipt/updateUnallocate',
      { id: kept.id, allocationId: 999999999 },
      finance,
    );
    expect(missing).toEqual({ status: 404, text: '核销记录不存在' });

    // Reversing the receipt gives back only what is still allocated.
    await ok('tbReceipt/updateReverse', { id: kept.id }, finance);
    expect((await lineNow('tb_ar', doc.id))?.writeOffMoney).toBeNull();
    const closed = await refused(
      'tbReceipt/updateAllocate',
      { id: kept.id, allocations: [{ feeLineId: thc.id, writeOffMoney: '1' }] },
      finance,
    );
    expect(closed).toEqual({
      status: 422,
      text: `收款${kept.settlementNo}已冲销，不能再核销`,
    });
  });

  it('does the same for payments, one engine for both', async () => {
    const line = await approvedLine('tbAp', {
      feeTypeId: ids.THC,
      unitPrice: '400',
      quantity: '1',
      currency: '3',
      settlementUnit: ids.carrier,
    });
    const paid = await ok<Settlement>(
      'tbPayment/insert',
      {
        settlementUnit: ids.carrier,
        currency: '3',
        amount: '400',
        settleDate: today,
        allocations: [{ feeLineId: line.id, writeOffMoney: '100' }],
      },
      finance,
    );
    const more = await ok<Settlement>(
      'tbPayment/updateAllocate',
      { id: paid.id, allocations: [{ feeLineId: line.id, writeOffMoney: '300' }] },
      finance,
    );
    expect(more).toMatchObject({ allocated: '400.00', unallocated: '0.00' });
    expect((await lineNow('tb_ap', line.id))?.writeOffMoney).toBe('400.00');
    const first = more.allocations?.[0];
    const undone = await ok<Settlement>(
      'tbPayment/updateUnallocate',
      { id: paid.id, allocationId: first?.id },
      finance,
    );
    expect(undone.unallocated).toBe('100.00');
    expect((await lineNow('tb_ap', line.id))?.writeOffMoney).toBe('300.00');
    expect(
      (await refused('tbPayment/updateAllocate', { id: paid.id, allocations: [] }, operator))
        .status,
    ).toBe(403);
  });

  it('lets only one of two clerks spend the same remainder at once', async () => {
    const [a, b] = await Promise.all(
      ['120', '130'].map((price) =>
        approvedLine('tbAr', {
          feeTypeId: ids.DOC,
          unitPrice: price,
          quantity: '1',
          currency: '3',
          settlementUnit: order.clientId,
        }),
      ),
    );
    if (!a || !b) throw new Error('没有费用');
    const s = await ok<Settlement>(
      'tbReceipt/insert',
      receipt({ amount: '200', allocations: [{ feeLineId: a.id, writeOffMoney: '20' }] }),
      finance,
    );
    // Both clerks opened the receipt at the same version: the first save wins, the second is
    // refused with CONFLICT naming who changed the receipt, and writes nothing.
    const { version } = await ok<{ version: number }>('tbReceipt/findByPK', { id: s.id });
    const results = await Promise.all([
      call<{ message: string }[]>(
        'tbReceipt/updateAllocate',
        {
          id: s.id,
          allocations: [{ feeLineId: a.id, writeOffMoney: '100' }],
          expectedVersion: version,
        },
        finance,
      ),
      call<{ message: string }[]>(
        'tbReceipt/updateAllocate',
        {
          id: s.id,
          allocations: [{ feeLineId: b.id, writeOffMoney: '130' }],
          expectedVersion: version,
        },
        admin,
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.findIndex((r) => r.status === 409);
    expect(results[lost]?.data[0]?.message).toMatch(/^该收付款记录已被 .+ 修改，请刷新后重新填写$/);
    // Reloaded, the second clerk's amount no longer fits the remainder: refused by the rule (422).
    const again = await call(
      'tbReceipt/updateAllocate',
      {
        id: s.id,
        allocations:
          lost === 1
            ? [{ feeLineId: b.id, writeOffMoney: '130' }]
            : [{ feeLineId: a.id, writeOffMoney: '100' }],
      },
      lost === 1 ? admin : finance,
    );
    expect(again.status, JSON.stringify(again)).toBe(422);
    const now = await ok<Settlement>('tbReceipt/findByPK', { id: s.id }, finance);
    expect(now.allocations?.filter((x) => !x.reversed)).toHaveLength(2);
    const written = [
      (await lineNow('tb_ar', a.id))?.writeOffMoney,
      (await lineNow('tb_ar', b.id))?.writeOffMoney,
    ];
    expect(written).toEqual(results[0]?.status === 200 ? ['120.00', null] : ['20.00', '130.00']);
  });
});

describe('finance statistics', () => {
  it('sums receivable, received and outstanding per unit and month in CNY', async () => {
    const stats = await ok<{
      byUnit: {
        settlementUnitName: string;
        receivable: string;
        received: string;
        receivableOutstanding: string;
      }[];
      byMonth: { month: string }[];
      total: { receivable: string; received: string; receivableOutstanding: string };
    }>('tbFinanceStat/findStatistics', { settlementUnitName: order.clientName }, finance);
    const unit = stats.byUnit.find((u) => u.settlementUnitName === order.clientName);
    expect(unit).toBeDefined();
    const { rows } = await sql<{ receivable: string; received: string }>`select
        sum(cny_money)::text as "receivable",
        sum(round(coalesce(write_off_money, 0) * exchange_rate, 2))::text as "received"
      from tb_ar where org_id = ${order.orgId} and approve_status = 'YSH'
        and settlement_unit_name = ${order.clientName}`.execute(rest.db);
    expect(unit?.receivable).toBe(rows[0]?.receivable);
    expect(unit?.received).toBe(rows[0]?.received);
    expect(stats.byMonth.map((m) => m.month)).toContain(today.slice(0, 7));
    const bad = await refused('tbFinanceStat/findStatistics', { monthBegin: '2026-13' }, finance);
    expect(bad).toEqual({ status: 400, text: '月份应为 YYYY-MM' });
  });
});

describe('credit control', () => {
  it('warns over the limit, and stops new orders of a blocked client', async () => {
    const status = await ok<CreditStatus>(
      'tbCreditControl/update',
      { clientId: order.clientId, creditLimit: '1', orderBlocked: 'Y' },
      finance,
    );
    expect(status.overLimit).toBe(true);
    expect(status.orderBlocked).toBe(true);
    expect(status.warnings.join('|')).toContain('超出信用额度 ¥1.00');
    // The order pages read it (operator), but only finance sets it.
    const seen = await ok<CreditStatus>(
      'tbCreditControl/findByClient',
      { clientId: order.clientId },
      operator,
    );
    expect(seen.creditLimit).toBe('1.00');
    expect(
      (await refused('tbCreditControl/update', { clientId: order.clientId }, operator)).status,
    ).toBe(403);
    const decl = orderTypes.find((d) => d.controller === 'tbSeaTransportExport');
    const node = decl?.nodes[0];
    if (!decl || !node) throw new Error('海运出口未声明');
    const { rows: users } = await sql<{ id: number }>`select id from tb_sys_user
      where mobile = '13800000001'`.execute(rest.db);
    const booking = await sampleNode(decl, node, {
      db: rest.db,
      orgId: order.orgId,
      userId: Number(users[0]?.id),
    });
    const create = await refused(
      'tbSeaTransportExport/insertTD',
      { ...booking, clientId: order.clientId },
      operator,
    );
    expect(create.status).toBe(422);
    expect(create.text).toContain(`客户「${order.clientName}」已被财务停止接单`);
    const listed = await ok<{ list: CreditStatus[]; total: number }>(
      'tbCreditControl/pageAll',
      { customerName: order.clientName, overLimit: 'Y', orderBlocked: 'Y' },
      finance,
    );
    expect(listed.list.map((c) => c.clientId)).toEqual([order.clientId]);
    expect(listed.total).toBe(1);
    await ok(
      'tbCreditControl/update',
      { clientId: order.clientId, creditLimit: '', orderBlocked: 'N' },
      finance,
    );
    const after = await ok<CreditStatus>('tbCreditControl/findByClient', {
      clientId: order.clientId,
    });
    expect(after).toMatchObject({ creditLimit: null, orderBlocked: false, overLimit: false });
  });

  it('finds overdue lines by the account period in China', async () => {
    const line = await approvedLine('tbAr', {
      feeTypeId: ids.DOC,
      unitPrice: '77',
      quantity: '1',
      invoiceDate: '2020-01-01',
      settlementUnit: order.clientId,
    });
    const status = await ok<CreditStatus>('tbCreditControl/findByClient', {
      clientId: order.clientId,
    });
    expect(status.overdueCount).toBeGreaterThan(0);
    expect(status.oldestDueDate! <= '2020-12-31').toBe(true);
    expect(status.warnings.join('|')).toContain('已超过账期');
    const open = await ok<OpenLine[]>('tbReceipt/listOpenLines', {
      settlementUnit: order.clientId,
      orderCode: order.orderCode,
    });
    expect(open.find((l) => l.id === line.id)?.overdue).toBe(true);
  });

  it("answers the order's fee lines with its client's credit when asked (withCredit=Y)", async () => {
    const credit = await ok<CreditStatus>(
      'tbCreditControl/findByClient',
      { clientId: order.clientId },
      operator,
    );
    expect(credit.warnings.length).toBeGreaterThan(0);
    for (const side of ['tbAp', 'tbAr']) {
      const plain = await ok<Record<string, unknown>>(
        `${side}/findOrderCode`,
        { orderCode: order.orderCode },
        operator,
      );
      expect(plain).not.toHaveProperty('clientCredit');
      const both = await ok<Record<string, unknown>>(
        `${side}/findOrderCode`,
        { orderCode: order.orderCode, withCredit: 'Y' },
        operator,
      );
      expect(both).toEqual({ ...plain, clientCredit: credit });
    }
  });
});

/** An approved receivable of the 宁波 order, written as the fee engine leaves it. */
async function ningboApprovedLine(): Promise<{ id: number }> {
  const { rows } = await sql<{ id: number }>`insert into tb_ar (org_id, order_code, order_type,
      fee_type_id, fee_code, fee_name, unit_price, quantity, currency, exchange_rate,
      settlement_unit_id, settlement_unit_name, approve_status, approve_date)
    select ${ningboOrder.orgId}, ${ningboOrder.orderCode}, 'ZYLX_HYCK', f.id, f.fee_code,
      f.fee_name, 10, 1, '3', 1, ${ningboOrder.clientId}, ${ningboOrder.clientName}, 'YSH', now()
    from tb_fee_type f where f.org_id = ${ningboOrder.orgId} and f.fee_code = 'DOC'
    returning id::int as "id"`.execute(rest.db);
  return { id: Number(rows[0]?.id) };
}

describe('organisations', () => {
  it("hides another organisation's receipts", async () => {
    const { list } = await ok<{ list: Settlement[] }>('tbReceipt/pageAll', {}, finance);
    const id = list[0]?.id;
    expect(id).toBeDefined();
    // The administrator, switched to 宁波 (a new session replaces the old one).
    const again = await loginAs(app);
    const { token } = await ok<{ token: string }>(
      'tbSysuserOrgMapping/updateDefault',
      { orgId: ningboOrder.orgId },
      again,
    );
    expect((await refused('tbReceipt/findByPK', { id }, token)).status).toBe(404);
    expect((await refused('tbReceipt/updateReverse', { id }, token)).status).toBe(404);
    const allocate = { id, allocations: [{ feeLineId: 1, writeOffMoney: '1' }] };
    expect((await refused('tbReceipt/updateAllocate', allocate, token)).status).toBe(404);
    expect(
      (await refused('tbReceipt/updateUnallocate', { id, allocationId: 1 }, token)).status,
    ).toBe(404);
    const theirs = await ok<{ list: Settlement[] }>('tbReceipt/pageAll', {}, token);
    expect(theirs.list.map((s) => s.id)).not.toContain(id);
  });
});
