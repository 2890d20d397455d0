// The to-do area's reads against fixture orders and fee lines whose figures are worked out by
// hand below: a user of its own (an operator of 上海 with no demo orders), orders of two types in
// January 2020 and December 2019 (before any demo order), and another user's order that must never count.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import type { KanbanCard, MyFigures } from './routes.ts';

const ME = '13900000017';
let rest: TestRest;
let app: FastifyInstance;
let me: string;
let finance: string;
let orgId = 0;
let meId = 0;
let otherId = 0;
let clientA = 0;
let clientB = 0;

async function call<T>(path: string, fields: Record<string, unknown>, token: string) {
  const { body } = await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' });
  return body;
}

async function ok<T>(path: string, fields: Record<string, unknown>, token = me): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

interface FixtureOrder {
  table: 'tb_sea_transport_export' | 'tb_air_transport_export';
  code: string;
  status: string;
  step: string;
  created: string;
  clientId: number;
  csrId: number;
  salesId?: number;
}

async function insertOrder(o: FixtureOrder): Promise<void> {
  const ports =
    o.table === 'tb_sea_transport_export'
      ? sql`(select id from tb_param_port where code = 'CNSHA'),
          (select id from tb_param_port where code = 'USLAX')`
      : sql`(select id from tb_iata order by id limit 1),
          (select id from tb_iata order by id desc limit 1)`;
  const mode = o.table === 'tb_sea_transport_export' ? sql`, shipping_mode_id` : sql``;
  const modeValue = o.table === 'tb_sea_transport_export' ? sql`, 'ZYFS_FCL'` : sql``;
  await sql`insert into ${sql.table(o.table)} (org_id, order_code, status, step, client_id,
      csr_id, sales_id, created_by, create_date, departure_port_id, destination_port_id ${mode})
    values (${orgId}, ${o.code}, ${o.status}, ${o.step}, ${o.clientId}, ${o.csrId},
      ${o.salesId ?? null}, ${otherId}, ${o.created}::date, ${ports} ${modeValue})`.execute(
    rest.db,
  );
}

async function insertLine(
  side: 'tb_ar' | 'tb_ap',
  orderCode: string,
  orderType: string,
  line: { price: string; qty: string; rate: string; status: string; writeOff?: string },
): Promise<void> {
  await sql`insert into ${sql.table(side)} (org_id, order_code, order_type, fee_type_id, fee_code,
      fee_name, unit_price, quantity, currency, exchange_rate, settlement_unit_id,
      settlement_unit_name, approve_status, write_off_money)
    select ${orgId}, ${orderCode}, ${orderType}, f.id, f.fee_code, f.fee_name, ${line.price},
      ${line.qty}, '3', ${line.rate}, ${clientA}, '测试结算单位', ${line.status},
      ${line.writeOff ?? null}
    from tb_fee_type f where f.org_id = ${orgId} order by f.id limit 1`.execute(rest.db);
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  const db = rest.db;
  // A new operator of 上海, signing in with 李明's password and roles.
  const { rows } = await sql<{ id: number; orgId: number }>`insert into tb_sys_user
      (user_number, user_name, mobile, password_hash, group_id)
    select 'HT9017', '王看板', ${ME}, password_hash, group_id from tb_sys_user
      where mobile = '13800000001'
    returning id, (select org_id from tb_sysuser_org_mapping m
      join tb_sys_user u on u.id = m.user_id
      where u.mobile = '13800000001' and m.is_default = '1') as "orgId"`.execute(db);
  meId = rows[0]?.id ?? 0;
  orgId = rows[0]?.orgId ?? 0;
  await sql`insert into tb_sysuser_org_mapping (user_id, org_id, is_default)
    values (${meId}, ${orgId}, '1')`.execute(db);
  await sql`insert into tb_user_role (user_id, role_id) select ${meId}, role_id
    from tb_user_role where user_id = (select id from tb_sys_user where mobile = '13800000001')`.execute(
    db,
  );
  const { rows: others } = await sql<{
    id: number;
  }>`select id from tb_sys_user where mobile = '13800000001'`.execute(db);
  otherId = others[0]?.id ?? 0;
  const { rows: clients } = await sql<{ id: number }>`select id from tb_customer
    where org_id = ${orgId} and status = 'Y' order by id limit 2`.execute(db);
  clientA = clients[0]?.id ?? 0;
  clientB = clients[1]?.id ?? 0;

  const sea = 'tb_sea_transport_export' as const;
  const air = 'tb_air_transport_export' as const;
  const orders: FixtureOrder[] = [
    // Mine (csr), open, January: 托单.
    {
      table: sea,
      code: 'HYCKT2601001',
      status: 'HC_DDZT_YJD',
      step: 'HYCK_TD',
      created: '2020-01-05',
      clientId: clientA,
      csrId: meId,
    },
    // Mine (csr), open, January: 订舱.
    {
      table: sea,
      code: 'HYCKT2601002',
      status: 'HC_DDZT_YJD',
      step: 'HYCK_DC',
      created: '2020-01-12',
      clientId: clientB,
      csrId: meId,
    },
    // Mine as salesman, open, January: air export 托单.
    {
      table: air,
      code: 'KYCKT2601003',
      status: 'KC_DDZT_YJD',
      step: 'KYCK_TD',
      created: '2020-01-20',
      clientId: clientA,
      csrId: otherId,
      salesId: meId,
    },
    // Mine, completed in January: off the board, in the month's profit.
    {
      table: sea,
      code: 'HYCKT2601004',
      status: 'HC_DDZT_YWC',
      step: 'HYCK_SJ',
      created: '2020-01-10',
      clientId: clientA,
      csrId: meId,
    },
    // Mine, cancelled in January: off the board and out of the profit.
    {
      table: sea,
      code: 'HYCKT2601005',
      status: 'HC_DDZT_YQX',
      step: 'HYCK_TD',
      created: '2020-01-15',
      clientId: clientA,
      csrId: meId,
    },
    // Mine, open, December 2019: 订舱.
    {
      table: sea,
      code: 'HYCKT2512006',
      status: 'HC_DDZT_YJD',
      step: 'HYCK_DC',
      created: '2019-12-28',
      clientId: clientB,
      csrId: meId,
    },
    // Another user's order (created by 李明 too): never mine.
    {
      table: sea,
      code: 'HYCKT2601007',
      status: 'HC_DDZT_YJD',
      step: 'HYCK_TD',
      created: '2020-01-06',
      clientId: clientA,
      csrId: otherId,
    },
  ];
  for (const order of orders) await insertOrder(order);

  const HY = 'ZYLX_HYCK';
  const KY = 'ZYLX_KYCK';
  await insertLine('tb_ar', 'HYCKT2601001', HY, {
    price: '1000',
    qty: '2',
    rate: '1',
    status: 'YSH',
    writeOff: '500',
  });
  await insertLine('tb_ar', 'HYCKT2601001', HY, {
    price: '100',
    qty: '1',
    rate: '7.1',
    status: 'YSH',
  });
  await insertLine('tb_ap', 'HYCKT2601001', HY, {
    price: '800',
    qty: '1',
    rate: '1',
    status: 'DSH',
  });
  await insertLine('tb_ar', 'KYCKT2601003', KY, {
    price: '350.50',
    qty: '3',
    rate: '1',
    status: 'DSH',
  });
  await insertLine('tb_ap', 'KYCKT2601003', KY, {
    price: '200',
    qty: '2',
    rate: '7.2',
    status: 'YSH',
  });
  await insertLine('tb_ar', 'HYCKT2601004', HY, {
    price: '5000',
    qty: '1',
    rate: '1',
    status: 'YSH',
    writeOff: '5000',
  });
  await insertLine('tb_ap', 'HYCKT2601004', HY, {
    price: '3000',
    qty: '1',
    rate: '1',
    status: 'WTJ',
  });
  await insertLine('tb_ar', 'HYCKT2601005', HY, {
    price: '999',
    qty: '1',
    rate: '1',
    status: 'YSH',
  });
  await insertLine('tb_ar', 'HYCKT2512006', HY, {
    price: '400',
    qty: '1',
    rate: '1',
    status: 'BH',
  });
  await insertLine('tb_ar', 'HYCKT2601007', HY, {
    price: '12345',
    qty: '1',
    rate: '1',
    status: 'YSH',
  });
  await insertLine('tb_ap', 'HYCKT2601007', HY, {
    price: '111',
    qty: '1',
    rate: '1',
    status: 'DSH',
  });

  [me, finance] = await Promise.all([loginAs(app, ME), loginAs(app, '13800000002')]);
}, 120_000);

afterAll(async () => {
  await rest?.close();
});

describe('tbWorkspace/figures', () => {
  it('adds up my orders and their fee lines as worked out by hand', async () => {
    const figures = await ok<MyFigures>('tbWorkspace/figures', { yearMonth: '2020-01' });
    expect(figures.yearMonth).toBe('2020-01');
    // Open: 001 托单, 002 订舱, 003 空运托单, 006 订舱 (004 completed, 005 cancelled, 007 not mine).
    expect(figures.openOrders).toBe(4);
    expect(figures.ordersByNode).toEqual([
      { shippingType: 'ZYLX_HYCK', step: 'HYCK_DC', count: 2 },
      { shippingType: 'ZYLX_HYCK', step: 'HYCK_TD', count: 1 },
      { shippingType: 'ZYLX_KYCK', step: 'KYCK_TD', count: 1 },
    ]);
    // Waiting: payable 800 (001); receivable 350.50 × 3 (003). 007's 111 is not mine.
    expect(figures.feesPending).toEqual([
      { side: 'ap', count: 1, cnyAmount: '800.00' },
      { side: 'ar', count: 1, cnyAmount: '1051.50' },
    ]);
    // Approved receivables: 2000 (500 written off) + 100 USD × 7.1 + 5000 (all written off)
    // + 999 (the cancelled order still owes) = 8709.00, written off 5500.00, outstanding 3209.00
    // on three lines.
    expect(figures.receivablesOutstanding).toEqual({
      lineCount: 3,
      approvedCny: '8709.00',
      writtenOffCny: '5500.00',
      outstandingCny: '3209.00',
    });
    // January, not cancelled: 001, 002, 003, 004. Every line not sent back: receivable 2000 + 710
    // + 1051.50 + 5000 = 8761.50; payable 800 + 400 × 7.2 + 3000 = 6680.00; profit 2081.50.
    expect(figures.profit).toEqual({
      orderCount: 4,
      receivableCny: '8761.50',
      payableCny: '6680.00',
      profitCny: '2081.50',
    });
  });

  it('takes another month and the type filter', async () => {
    const december = await ok<MyFigures>('tbWorkspace/figures', { yearMonth: '2019-12' });
    // 006 only, whose one line was sent back (BH): no longer owed, as the 单票利润 report counts.
    expect(december.profit).toEqual({
      orderCount: 1,
      receivableCny: '0.00',
      payableCny: '0.00',
      profitCny: '0.00',
    });
    const air = await ok<MyFigures>('tbWorkspace/figures', {
      yearMonth: '2020-01',
      shippingType: 'ZYLX_KYCK',
    });
    expect(air.openOrders).toBe(1);
    expect(air.feesPending).toEqual([
      { side: 'ap', count: 0, cnyAmount: '0' },
      { side: 'ar', count: 1, cnyAmount: '1051.50' },
    ]);
    expect(air.profit.profitCny).toBe('-1828.50');
  });

  it('shows nothing of other users: finance holds no order of its own', async () => {
    const figures = await ok<MyFigures>('tbWorkspace/figures', { yearMonth: '2020-01' }, finance);
    expect(figures.openOrders).toBe(0);
    expect(figures.receivablesOutstanding.outstandingCny).toBe('0');
    expect(figures.profit).toEqual({
      orderCount: 0,
      receivableCny: '0.00',
      payableCny: '0.00',
      profitCny: '0.00',
    });
  });

  it('refuses a malformed month and an unknown type in Chinese', async () => {
    const month = await call<{ message: string }[]>(
      'tbWorkspace/figures',
      { yearMonth: '2026-13' },
      me,
    );
    expect(month.status).toBe(400);
    expect(month.data[0]?.message).toBe('月份格式应为 YYYY-MM');
    const type = await call<{ message: string }[]>(
      'tbWorkspace/figures',
      { shippingType: 'ZYLX_X' },
      me,
    );
    expect(type.status).toBe(400);
    expect(type.data[0]?.message).toBe('业务类型不存在：ZYLX_X');
  });
});

describe('the month profit and the 单票利润 report', () => {
  interface ProfitReport {
    total: number;
    totals: { receivableCny: string; payableCny: string; profitCny: string };
  }

  it('agree for every month of the demo company, off one definition', async () => {
    // The demo orders were all made by the administrator: his orders are the organisation's, so
    // his dashboard figure is the report's total for the month (the report is organisation-wide).
    const admin = await loginAs(app, '13800000000');
    const { rows } = await sql<{ month: string }>`select distinct to_char(create_date, 'YYYY-MM')
        as "month" from tb_sea_transport_export where org_id = ${orgId} and order_code not like 'HYCKT%'
      order by 1`.execute(rest.db);
    const months = rows.map((r) => r.month);
    expect(months.length).toBeGreaterThanOrEqual(6);
    for (const yearMonth of months) {
      const figures = await ok<MyFigures>('tbWorkspace/figures', { yearMonth }, admin);
      const [year, month] = yearMonth.split('-').map(Number) as [number, number];
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const report = await ok<ProfitReport>(
        'statement/profit',
        { dateFrom: `${yearMonth}-01`, dateTo: `${yearMonth}-${lastDay}`, pageSize: 1 },
        admin,
      );
      expect(report.total, yearMonth).toBeGreaterThan(0);
      expect(figures.profit, yearMonth).toEqual({
        orderCount: report.total,
        receivableCny: report.totals.receivableCny,
        payableCny: report.totals.payableCny,
        profitCny: report.totals.profitCny,
      });
    }
  });

  it('agree for the type filter and count no sent-back line', async () => {
    const admin = await loginAs(app, '13800000000');
    const { rows } = await sql<{ month: string }>`select to_char(create_date, 'YYYY-MM') as "month"
      from tb_air_transport_export o where org_id = ${orgId} and exists (select 1 from tb_ar l
        where l.org_id = o.org_id and l.order_code = o.order_code and l.approve_status = 'BH')
      order by create_date limit 1`.execute(rest.db);
    const yearMonth = rows[0]?.month ?? '';
    expect(yearMonth).not.toBe('');
    const figures = await ok<MyFigures>(
      'tbWorkspace/figures',
      { yearMonth, shippingType: 'ZYLX_KYCK' },
      admin,
    );
    const [year, month] = yearMonth.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const report = await ok<ProfitReport>(
      'statement/profit',
      {
        dateFrom: `${yearMonth}-01`,
        dateTo: `${yearMonth}-${lastDay}`,
        orderType: 'ZYLX_KYCK',
        pageSize: 1,
      },
      admin,
    );
    expect(figures.profit.profitCny).toBe(report.totals.profitCny);
    expect(figures.profit.orderCount).toBe(report.total);
    // Worked out from the lines: that month's air export orders, every line but those sent back.
    const { rows: sums } = await sql<{ ar: string; ap: string }>`select
        (select coalesce(sum(l.cny_money), 0) from tb_ar l join tb_air_transport_export o
          on o.org_id = l.org_id and o.order_code = l.order_code
          where o.org_id = ${orgId} and to_char(o.create_date, 'YYYY-MM') = ${yearMonth}
            and o.status <> 'KC_DDZT_YQX' and l.approve_status <> 'BH')::text as "ar",
        (select coalesce(sum(l.cny_money), 0) from tb_ap l join tb_air_transport_export o
          on o.org_id = l.org_id and o.order_code = l.order_code
          where o.org_id = ${orgId} and to_char(o.create_date, 'YYYY-MM') = ${yearMonth}
            and o.status <> 'KC_DDZT_YQX' and l.approve_status <> 'BH')::text as "ap"`.execute(
      rest.db,
    );
    expect(figures.profit.receivableCny).toBe(sums[0]?.ar);
    expect(figures.profit.payableCny).toBe(sums[0]?.ap);
  });
});

describe('tbWorkspace/kanban', () => {
  interface Board {
    list: KanbanCard[];
    total: number;
    limit: number;
  }

  it('lists my open orders of every type with their node, status and client', async () => {
    const board = await ok<Board>('tbWorkspace/kanban', {});
    expect(board.total).toBe(4);
    expect(board.list.map((c) => [c.orderCode, c.shippingType, c.step])).toEqual([
      ['KYCKT2601003', 'ZYLX_KYCK', 'KYCK_TD'],
      ['HYCKT2601002', 'ZYLX_HYCK', 'HYCK_DC'],
      ['HYCKT2601001', 'ZYLX_HYCK', 'HYCK_TD'],
      ['HYCKT2512006', 'ZYLX_HYCK', 'HYCK_DC'],
    ]);
    const first = board.list.find((c) => c.orderCode === 'HYCKT2601001');
    expect(first).toMatchObject({
      status: 'HC_DDZT_YJD',
      clientId: clientA,
      csrId: meId,
      createDate: '2020-01-05',
      csrName: '王看板',
    });
    expect(first?.statusName).toBeTruthy();
    expect(first?.clientName).toBeTruthy();
  });

  it('filters by type and by client', async () => {
    const air = await ok<Board>('tbWorkspace/kanban', { shippingType: 'ZYLX_KYCK' });
    expect(air.list.map((c) => c.orderCode)).toEqual(['KYCKT2601003']);
    const b = await ok<Board>('tbWorkspace/kanban', { clientId: clientB });
    expect(b.list.map((c) => c.orderCode)).toEqual(['HYCKT2601002', 'HYCKT2512006']);
  });

  it('shows no order types whose pages the user does not hold', async () => {
    // 张丽 (finance) holds /todo/kanban but no order page.
    const board = await ok<Board>('tbWorkspace/kanban', {}, finance);
    expect(board).toEqual({ list: [], total: 0, limit: 500 });
  });
});
