// Invoice sets and receivable invoices over a real rest (PGlite, or PostgreSQL with DATABASE_URL).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import type { OrderFees } from '../fees/lines.ts';
import { insertTestOrder } from '../fees/testSupport.ts';
import type { TestOrder } from '../fees/testSupport.ts';
import type { ArInvoice, ArInvoiceLine, CurrencyAmount, TicketLine } from './invoices.ts';
import type { InvoiceSet } from './sets.ts';

let rest: TestRest;
let app: FastifyInstance;
/** Administrator, 上海. */
let admin: string;
/** 张丽, 财务, 上海. */
let finance: string;
/** 李明, operator (no finance pages). */
let operator: string;
/** 刘芳, 宁波. */
let ningbo: string;
let order: TestOrder;
let ningboOrder: TestOrder;
const fee = { DOC: 0, THC: 0, OF: 0 };
let otherClient = 0;

async function call<T = unknown>(path: string, fields: Record<string, unknown>, token = finance) {
  return (await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' })).body;
}

async function ok<T>(path: string, fields: Record<string, unknown>, token = finance): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

async function refused(path: string, fields: Record<string, unknown>, token = finance) {
  const body = await call<{ message: string }[]>(path, fields, token);
  expect(body.status, JSON.stringify(body)).not.toBe(200);
  return { status: body.status, text: body.data.map((m) => m.message).join('|') };
}

/** Approved receivable lines added to an order: [price, currency, client?]. */
async function approvedLines(
  target: TestOrder,
  lines: { price: string; currency?: string; unit?: number; feeTypeId?: number }[],
  token = admin,
): Promise<number[]> {
  const before = await ok<OrderFees>('tbAr/findOrderCode', { orderCode: target.orderCode }, token);
  const kept = before.YSList.map((l) => ({ id: l.id }));
  const saved = await ok<OrderFees>(
    'tbAr/updateBatch',
    {
      orderCode: target.orderCode,
      list: [
        ...before.YSList.map((l) => ({ ...l })),
        ...lines.map((l) => ({
          feeTypeId: l.feeTypeId ?? fee.DOC,
          unitPrice: l.price,
          quantity: '1',
          currency: l.currency ?? '3',
          settlementUnit: l.unit ?? target.clientId,
        })),
      ],
    },
    token,
  );
  const ids = saved.YSList.filter((l) => !kept.some((k) => k.id === l.id)).map((l) => l.id);
  await ok('tbAr/updateApproveStatus', { ids, approveStatus: 'DSH' }, token);
  await ok('tbAr/updateApproveStatus', { ids, approveStatus: 'YSH' }, token);
  return ids;
}

async function newSet(start: string, end: string, type = 'FPLX_PP', token = finance) {
  return ok<InvoiceSet>(
    'tbInvoiceSet/insert',
    {
      invoiceType: type,
      invoiceStartNo: start,
      invoiceEndNo: end,
    },
    token,
  );
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
  order = await insertTestOrder(rest.db, 'HYCKINV0001');
  ningboOrder = await insertTestOrder(rest.db, 'HYCKINV0002', '宁波');
  const { rows } = await sql<{ id: number; code: string }>`select id, fee_code as "code"
    from tb_fee_type where org_id = ${order.orgId}`.execute(rest.db);
  for (const r of rows) if (r.code in fee) fee[r.code as keyof typeof fee] = r.id;
  const { rows: clients } = await sql<{ id: number }>`select id from tb_customer
    where org_id = ${order.orgId} and id <> ${order.clientId} and status = 'Y'
    order by id limit 1`.execute(rest.db);
  otherClient = clients[0]?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('invoice sets', () => {
  it('adds a set that fetches 1, lists it and hands out its start number first', async () => {
    const set = await newSet('00120001', '00120010');
    expect(set).toMatchObject({
      invoiceType: 'FPLX_PP',
      invoiceTypeName: '增值税普通发票',
      invoiceStartNo: '00120001',
      invoiceEndNo: '00120010',
      fetchNumber: '1',
      nextNo: '00120001',
      remaining: '10',
      used: false,
      creator: '张丽',
    });
    const page = await ok<{ list: InvoiceSet[]; total: number }>('tbInvoiceSet/pageAll', {
      invoiceType: 'FPLX_PP',
      pageSize: 50,
    });
    expect(page.list.map((s) => s.id)).toContain(set.id);
    const found = await ok<{ list: InvoiceSet[] }>('tbInvoiceSet/pageAll', {
      invoiceNo: '120005',
    });
    expect(found.list.map((s) => s.id)).toEqual([set.id]);
  });

  it('refuses bad ranges, overlaps with a set of the same type, and unknown types', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ invoiceStartNo: '', invoiceEndNo: '5' }, 400, '请输入起始号码'],
      [{ invoiceStartNo: '12a', invoiceEndNo: '5' }, 400, '起始号码只能是1到20位数字'],
      [{ invoiceStartNo: '00000020', invoiceEndNo: '00000010' }, 400, '起始号码不能大于结束号码'],
      [{ invoiceStartNo: '001', invoiceEndNo: '0010' }, 400, '位数须一致'],
      [
        { invoiceStartNo: '00000001', invoiceEndNo: '00000010', fetchNumber: '12' },
        400,
        '取号位置超出号段范围',
      ],
      [{ invoiceStartNo: '00000001', invoiceEndNo: '00000010', fetchNumber: '0' }, 400, '取号位置'],
      [
        { invoiceStartNo: '00120010', invoiceEndNo: '00120020' },
        422,
        '号段与已有号段 00120001-00120010 重叠',
      ],
      [
        { invoiceStartNo: '00119990', invoiceEndNo: '00130000' },
        422,
        '号段与已有号段 00120001-00120010 重叠',
      ],
      [{ invoiceType: 'FPLX_NONE', invoiceStartNo: '1', invoiceEndNo: '2' }, 422, '发票类型不存在'],
    ];
    for (const [fields, status, text] of cases) {
      const answer = await refused('tbInvoiceSet/insert', { invoiceType: 'FPLX_PP', ...fields });
      expect(answer.status, text).toBe(status);
      expect(answer.text).toContain(text);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as "n" from tb_invoice_set
      where invoice_type = 'FPLX_PP' and org_id = ${order.orgId}
        and invoice_start_no between 1 and 130000`.execute(rest.db);
    expect(Number(rows[0]?.n)).toBe(1);
    // The same range of another type is another set of numbers.
    const zp = await newSet('00120001', '00120010', 'FPLX_SJ');
    expect(zp.nextNo).toBe('00120001');
  });

  it('is the finance pages’ own, and each organisation sees only its sets', async () => {
    expect((await refused('tbInvoiceSet/pageAll', {}, operator)).status).toBe(403);
    const service = await refused(
      'tbInvoiceSet/insert',
      { invoiceType: 'FPLX_PP', invoiceStartNo: '1', invoiceEndNo: '5' },
      ningbo,
    );
    expect(service.status).toBe(403);
    const mine = await ok<{ list: InvoiceSet[] }>('tbInvoiceSet/pageAll', { pageSize: 100 });
    const { rows } = await sql<{ id: number }>`select id::int as "id" from tb_invoice_set
      where org_id <> ${order.orgId}`.execute(rest.db);
    const others = new Set(rows.map((r) => Number(r.id)));
    expect(mine.list.some((s) => others.has(s.id))).toBe(false);
  });
});

describe('issuing and clearing invoices', () => {
  it('issues an invoice for approved lines of one client, numbered in order from a set', async () => {
    const set = await newSet('00200001', '00200003');
    const ids = await approvedLines(order, [
      { price: '1234.56' },
      { price: '100', currency: '1', feeTypeId: fee.OF },
    ]);
    const invoice = await ok<ArInvoice>('tbArInvoice/insert', {
      invoiceSetId: set.id,
      ids,
      invoiceDate: '2026-11-20',
      remark: '11月账单',
    });
    const { rows: rate } = await sql<{ cny: string }>`select sum(cny_money)::text as "cny"
      from tb_ar where id in (${sql.join(ids)})`.execute(rest.db);
    expect(invoice).toMatchObject({
      invoiceNo: '00200001',
      invoiceType: 'FPLX_PP',
      invoiceDate: '2026-11-20',
      settlementUnit: order.clientId,
      settlementUnitName: order.clientName,
      amountCny: rate[0]?.cny,
      status: 'YKP',
      statusName: '已开票',
      lineCount: 2,
      remark: '11月账单',
      creator: '张丽',
    });
    const view = await ok<ArInvoice & { list: ArInvoiceLine[]; totals: CurrencyAmount[] }>(
      'tbArInvoice/findByInvoice',
      { id: invoice.id },
    );
    expect(view.list.map((l) => [l.arId, l.money, l.outstanding, l.currentInvoiceNo])).toEqual([
      [ids[0], '1234.56', '1234.56', '00200001'],
      [ids[1], '100.00', '100.00', '00200001'],
    ]);
    expect(view.totals.map((t) => [t.currency, t.money])).toEqual([
      ['3', '1234.56'],
      ['1', '100.00'],
    ]);
    const fees = await ok<OrderFees>('tbAr/findOrderCode', { orderCode: order.orderCode }, admin);
    // Each line carries its invoice's number and date (the statements age a line from the date).
    expect(
      fees.YSList.filter((l) => ids.includes(l.id)).map((l) => [l.invoiceNo, l.invoiceDate]),
    ).toEqual([
      ['00200001', '2026-11-20'],
      ['00200001', '2026-11-20'],
    ]);
    const byNumber = await ok<ArInvoice>('tbArInvoice/findByInvoice', { invoiceNo: '00200001' });
    expect(byNumber.id).toBe(invoice.id);

    // The next invoice takes the next number; clearing does not give a number back.
    const more = await approvedLines(order, [{ price: '10' }]);
    await ok('tbArInvoice/updateInvoiceClearn', { id: invoice.id, clearRemark: '抬头有误' });
    const second = await ok<ArInvoice>('tbArInvoice/insert', { invoiceSetId: set.id, ids: more });
    expect(second.invoiceNo).toBe('00200002');
    const again = await ok<ArInvoice>('tbArInvoice/insert', { invoiceSetId: set.id, ids });
    expect(again.invoiceNo).toBe('00200003');
    const spent = await approvedLines(order, [{ price: '5' }]);
    const out = await refused('tbArInvoice/insert', { invoiceSetId: set.id, ids: spent });
    expect(out).toMatchObject({ status: 422, text: '该发票号段已用完，请新增号段' });
    // A used set cannot be deleted; an unused one can.
    const del = await refused('tbInvoiceSet/delete', { id: set.id });
    expect(del).toMatchObject({ status: 422, text: '该号段已开出发票，不能删除' });
    const unused = await newSet('00900001', '00900002');
    await ok('tbInvoiceSet/delete', { id: unused.id });
    expect((await refused('tbInvoiceSet/delete', { id: unused.id })).status).toBe(404);
  });

  it('clears an invoice: its lines are free again and the invoice keeps what it covered', async () => {
    const set = await newSet('00300001', '00300100');
    const ids = await approvedLines(order, [{ price: '300' }, { price: '400' }]);
    const invoice = await ok<ArInvoice>('tbArInvoice/insert', { invoiceSetId: set.id, ids });
    const ticket = await ok<{ list: TicketLine[] }>('tbArInvoice/pageTicket', {
      orderCode: order.orderCode,
      pageSize: 100,
    });
    expect(ticket.list.filter((l) => ids.includes(l.id)).map((l) => l.invoiceNo)).toEqual([
      invoice.invoiceNo,
      invoice.invoiceNo,
    ]);
    const before = await ok<{ list: TicketLine[] }>('tbArInvoice/pageNoTicket', {
      orderCode: order.orderCode,
      pageSize: 100,
    });
    expect(before.list.some((l) => ids.includes(l.id))).toBe(false);

    // Invoiced lines are locked: no edit, no un-approval.
    const reopen = await refused('tbAr/updateApproveStatus', { ids, approveStatus: 'WTJ' }, admin);
    expect(reopen.status).toBe(422);
    expect(reopen.text).toContain(`已开票（发票号码 ${invoice.invoiceNo}），不能反审核`);
    const edit = await refused('tbAr/update', { id: ids[0], unitPrice: '1' }, admin);
    expect(edit).toMatchObject({ status: 422 });
    expect(edit.text).toContain('已提交或已审核的费用不能修改');

    const cleared = await ok<ArInvoice>('tbArInvoice/updateInvoiceClearn', {
      id: invoice.id,
      clearRemark: '金额有误',
    });
    expect(cleared).toMatchObject({
      status: 'YZF',
      statusName: '已作废',
      clearName: '张丽',
      clearRemark: '金额有误',
      lineCount: 2,
    });
    const view = await ok<{ list: ArInvoiceLine[] }>('tbArInvoice/findByInvoice', {
      id: invoice.id,
    });
    expect(view.list.map((l) => [l.arId, l.money, l.currentInvoiceNo])).toEqual([
      [ids[0], '300.00', null],
      [ids[1], '400.00', null],
    ]);
    const after = await ok<{ list: TicketLine[] }>('tbArInvoice/pageNoTicket', {
      orderCode: order.orderCode,
      pageSize: 100,
    });
    expect(after.list.filter((l) => ids.includes(l.id)).map((l) => l.invoiceNo)).toEqual([
      null,
      null,
    ]);
    const { rows: freed } = await sql<{ no: string | null; day: string | null }>`select
        invoice_no as "no", invoice_date::text as "day" from tb_ar
      where id in (${sql.join(ids)})`.execute(rest.db);
    expect(freed).toEqual([
      { no: null, day: null },
      { no: null, day: null },
    ]);
    const twice = await refused('tbArInvoice/updateInvoiceClearn', { id: invoice.id });
    expect(twice).toMatchObject({ status: 422, text: '该发票已作废' });
    // Free again: they may be un-approved now.
    await ok('tbAr/updateApproveStatus', { ids, approveStatus: 'WTJ' }, admin);
    const list = await ok<{ list: ArInvoice[] }>('tbArInvoice/pageAll', {
      invoiceNo: invoice.invoiceNo,
      status: 'YZF',
    });
    expect(list.list.map((i) => i.id)).toEqual([invoice.id]);
  });

  it('refuses lines not approved, of two clients, invoiced, or of another organisation, writing nothing', async () => {
    const set = await newSet('00400001', '00400100');
    const [approved = 0, second = 0] = await approvedLines(order, [
      { price: '50' },
      { price: '60' },
    ]);
    const [otherUnit = 0] = await approvedLines(order, [{ price: '70', unit: otherClient }]);
    const saved = await ok<OrderFees>(
      'tbAr/updateBatch',
      {
        orderCode: order.orderCode,
        list: [
          ...(
            await ok<OrderFees>('tbAr/findOrderCode', { orderCode: order.orderCode }, admin)
          ).YSList.map((l) => ({ ...l })),
          { feeTypeId: fee.DOC, unitPrice: '80', quantity: '1', settlementUnit: order.clientId },
        ],
      },
      admin,
    );
    const draft = saved.YSList.at(-1)?.id ?? 0;
    const { rows: ningboRows } = await sql<{ id: number }>`insert into tb_ar (org_id, order_code,
        order_type, fee_type_id, fee_code, fee_name, unit_price, quantity, exchange_rate,
        settlement_unit_id, settlement_unit_name, approve_status)
      select ${ningboOrder.orgId}, ${ningboOrder.orderCode}, 'ZYLX_HYCK', f.id, f.fee_code,
        f.fee_name, 90, 1, 1, ${ningboOrder.clientId}, ${ningboOrder.clientName}, 'YSH'
      from tb_fee_type f where f.org_id = ${ningboOrder.orgId} order by f.id limit 1
      returning id::int as "id"`.execute(rest.db);
    const ningboLine = Number(ningboRows[0]?.id);
    const invoicedOne = await ok<ArInvoice>('tbArInvoice/insert', {
      invoiceSetId: set.id,
      ids: [second],
    });
    const countInvoices = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as "n" from tb_ar_invoice`.execute(rest.db))
          .rows[0]?.n,
      );
    const fetchOf = async () =>
      (
        await sql<{ f: string }>`select fetch_number::text as "f" from tb_invoice_set
          where id = ${set.id}`.execute(rest.db)
      ).rows[0]?.f;
    const invoicesBefore = await countInvoices();
    const fetchBefore = await fetchOf();

    const cases: [Record<string, unknown>, number, string][] = [
      [{ ids: [approved, draft] }, 422, '未审核，只有已审核的费用可以开票'],
      [{ ids: [approved, otherUnit] }, 422, '一张发票只能开给一个结算单位'],
      [{ ids: [approved, second] }, 422, `已开票，发票号码 ${invoicedOne.invoiceNo}`],
      [{ ids: [approved, ningboLine] }, 404, `应收费用不存在：${ningboLine}`],
      [{ ids: [] }, 400, '请选择要开票的应收费用'],
      [{ ids: 'x' }, 400, '费用编号格式错误'],
      [{ ids: [approved], invoiceSetId: undefined }, 400, '请选择发票号段'],
      [{ ids: [approved], invoiceSetId: 999999 }, 404, '发票号段不存在'],
      [{ ids: [approved], invoiceDate: '2026-13-01' }, 400, '开票日期格式应为 YYYY-MM-DD'],
    ];
    for (const [fields, status, text] of cases) {
      const answer = await refused('tbArInvoice/insert', { invoiceSetId: set.id, ...fields });
      expect(answer.status, text).toBe(status);
      expect(answer.text).toContain(text);
    }
    expect(await countInvoices()).toBe(invoicesBefore);
    expect(await fetchOf()).toBe(fetchBefore);
    const { rows } = await sql<{ n: number }>`select count(*)::int as "n" from tb_ar
      where id in (${approved}, ${otherUnit}, ${draft}) and ar_invoice_id is not null`.execute(
      rest.db,
    );
    expect(Number(rows[0]?.n)).toBe(0);

    const notFinance = await refused(
      'tbArInvoice/insert',
      { invoiceSetId: set.id, ids: [approved] },
      operator,
    );
    expect(notFinance.status).toBe(403);
  });

  it('lists invoiced and not-invoiced lines with outstanding amounts and totals per currency', async () => {
    const set = await newSet('00500001', '00500100');
    const ids = await approvedLines(order, [
      { price: '1000.10' },
      { price: '2000.20' },
      { price: '30', currency: '1', feeTypeId: fee.OF },
    ]);
    // Money received against a line (written off by receipts) leaves the rest outstanding.
    await sql`update tb_ar set write_off_money = 400.05, write_off_name = '张丽',
      write_off_date = '2026-11-21' where id = ${ids[0] ?? 0}`.execute(rest.db);
    const open = await ok<{
      list: TicketLine[];
      total: number;
      totals: CurrencyAmount[];
      cnyMoney: string;
    }>('tbArInvoice/pageNoTicket', { orderCode: order.orderCode, currency: '3', pageSize: 100 });
    const first = open.list.find((l) => l.id === ids[0]);
    expect(first).toMatchObject({
      money: '1000.10',
      writeOffMoney: '400.05',
      outstanding: '600.05',
    });
    expect(open.list.every((l) => l.currency === '3' && l.approveStatus === 'YSH')).toBe(true);
    const cny = open.totals.find((t) => t.currency === '3');
    const { rows } = await sql<{ money: string; open: string }>`select sum(money)::text as "money",
        sum(money - coalesce(write_off_money, 0))::numeric(20, 2)::text as "open"
      from tb_ar where org_id = ${order.orgId} and order_code = ${order.orderCode}
        and approve_status = 'YSH' and ar_invoice_id is null and currency = '3'`.execute(rest.db);
    expect(cny).toMatchObject({ money: rows[0]?.money, outstanding: rows[0]?.open });
    expect(open.total).toBe(cny?.count);

    await ok('tbArInvoice/insert', { invoiceSetId: set.id, ids, invoiceDate: '2026-11-22' });
    const ticket = await ok<{ list: TicketLine[]; totals: CurrencyAmount[] }>(
      'tbArInvoice/pageTicket',
      {
        settlementUnit: order.clientId,
        dateBegin: '2026-11-22',
        dateEnd: '2026-11-22',
        orderCode: order.orderCode,
      },
    );
    expect(ticket.list.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(ticket.totals.map((t) => [t.currency, t.money, t.writeOffMoney, t.outstanding])).toEqual(
      [
        ['3', '3000.30', '400.05', '2600.25'],
        ['1', '30.00', '0.00', '30.00'],
      ],
    );
    const none = await ok<{ list: TicketLine[] }>('tbArInvoice/pageTicket', {
      orderCode: order.orderCode,
      dateBegin: '2026-11-23',
    });
    expect(none.list.some((l) => ids.includes(l.id))).toBe(false);
  });
});

describe('concurrent issuing', () => {
  it('never hands out one number twice, and one of two issues of the same lines wins', async () => {
    const set = await newSet('00600001', '00600100');
    const lines = await approvedLines(
      order,
      Array.from({ length: 8 }, (_, i) => ({ price: String(10 + i) })),
    );
    const answers = await Promise.all(
      lines.map((id) => call<ArInvoice>('tbArInvoice/insert', { invoiceSetId: set.id, ids: [id] })),
    );
    expect(answers.map((a) => a.status)).toEqual(lines.map(() => 200));
    const numbers = answers.map((a) => a.data.invoiceNo).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `0060000${String(i + 1)}`));

    const same = await approvedLines(order, [{ price: '1' }, { price: '2' }]);
    const race = await Promise.all(
      [1, 2, 3].map(() => call('tbArInvoice/insert', { invoiceSetId: set.id, ids: same })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const { rows } = await sql<{ n: number }>`select count(distinct ar_invoice_id)::int as "n"
      from tb_ar where id in (${sql.join(same)})`.execute(rest.db);
    expect(Number(rows[0]?.n)).toBe(1);
    const { rows: fetch } = await sql<{ f: string }>`select fetch_number::text as "f"
      from tb_invoice_set where id = ${set.id}`.execute(rest.db);
    expect(fetch[0]?.f).toBe('10');
  });

  it('two overlapping sets added at once: one is refused', async () => {
    const race = await Promise.all(
      ['00700001', '00700050'].map((start) =>
        call('tbInvoiceSet/insert', {
          invoiceType: 'FPLX_PP',
          invoiceStartNo: start,
          invoiceEndNo: '00700100',
        }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 422]);
  });
});

// Last: it moves the administrator's session to 宁波.
describe('organisation scoping', () => {
  it('another organisation neither sees nor touches the invoices and lines of this one', async () => {
    const set = await newSet('00800001', '00800100');
    const ids = await approvedLines(order, [{ price: '11' }]);
    const invoice = await ok<ArInvoice>('tbArInvoice/insert', { invoiceSetId: set.id, ids });
    const { rows } = await sql<{ id: number }>`select id from tb_organization
      where org_name like '%宁波%' order by id limit 1`.execute(rest.db);
    const moved = await ok<{ token: string }>(
      'tbSysuserOrgMapping/updateDefault',
      { orgId: rows[0]?.id },
      admin,
    );
    const there = moved.token;
    expect(await refused('tbArInvoice/findByInvoice', { id: invoice.id }, there)).toMatchObject({
      status: 404,
      text: '发票不存在',
    });
    expect(
      await refused('tbArInvoice/updateInvoiceClearn', { id: invoice.id }, there),
    ).toMatchObject({ status: 404, text: '发票不存在' });
    const theirSet = await newSet('00800001', '00800100', 'FPLX_PP', there);
    const steal = await refused('tbArInvoice/insert', { invoiceSetId: theirSet.id, ids }, there);
    expect(steal.status).toBe(404);
    // Naming this organisation's invoice set is refused before anything else is looked at.
    expect(
      (await refused('tbArInvoice/insert', { invoiceSetId: set.id, ids: [] }, there)).status,
    ).toBe(404);
    const list = await ok<{ list: ArInvoice[] }>('tbArInvoice/pageAll', { pageSize: 100 }, there);
    expect(list.list.some((i) => i.id === invoice.id)).toBe(false);
    const lines = await ok<{ list: TicketLine[] }>(
      'tbArInvoice/pageTicket',
      { orderCode: order.orderCode, pageSize: 100 },
      there,
    );
    expect(lines.list).toEqual([]);
    expect((await refused('tbInvoiceSet/delete', { id: set.id }, there)).status).toBe(404);
  });
});
