// 回单 (/todo/receipt) through the real gateway and rest on the demo company: receipts recorded by
// finance (GraphQL recordSettlement) over fixture fee lines of an order of mine and of another
// user's order. Only receipts touching my orders are listed, with the part allocated to my lines
// exact to the cent, the other user's order never named, a reversed receipt marked 已冲销 and left
// out of the totals; one GraphQL query, one REST call.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRest,
  loginAs,
  startTestRest,
  type TestRest,
} from '../../../../rest/src/testing/index.ts';
import { createGateway, type Gateway } from '../../server.ts';

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
  calls: number;
}

interface Receipt {
  id: string;
  settlementNo: string;
  settleDate: string;
  clientId: string;
  clientName: string;
  currency: { code: string; name: string };
  amount: string;
  myAmount: string;
  status: string;
  statusName: string;
  reversed: boolean;
  orders: { orderCode: string; amount: string; viewPath: string }[];
}

interface ReceiptPage {
  items: Receipt[];
  total: number;
  totals: { currency: { code: string }; count: number; amount: string; myAmount: string }[];
}

const DAY = '2026-02-14';
const MINE = 'HYCKRCPT0001';
const THEIRS = 'HYCKRCPT0002';

let rest: TestRest;
let gateway: Gateway;
let url: string;
let token: string;
let orgId = 0;
let clientId = 0;
let clientName = '';

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Answer<T>, 'calls'>;
  return { ...body, calls: Number(res.headers.get('x-rest-calls')) };
}

async function data<T>(query: string, variables: Record<string, unknown> = {}) {
  const answer = await gql<T>(query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return { ...answer.data, calls: answer.calls };
}

async function insertOrder(code: string, userId: number): Promise<void> {
  await sql`insert into tb_sea_transport_export (org_id, order_code, status, step, client_id,
      csr_id, sales_id, created_by, create_date, departure_port_id, destination_port_id,
      shipping_mode_id)
    values (${orgId}, ${code}, 'HC_DDZT_YJD', 'HYCK_TD', ${clientId}, ${userId}, ${userId},
      ${userId}, ${DAY}::date, (select id from tb_param_port where code = 'CNSHA'),
      (select id from tb_param_port where code = 'USLAX'), 'ZYFS_FCL')`.execute(rest.db);
}

/** An approved CNY receivable of the client on the order; its id as GraphQL names it. */
async function insertLine(orderCode: string, price: string): Promise<string> {
  const { rows } = await sql<{ id: number }>`insert into tb_ar (org_id, order_code, order_type,
      fee_type_id, fee_code, fee_name, unit_price, quantity, currency, exchange_rate,
      settlement_unit_id, settlement_unit_name, approve_status)
    select ${orgId}, ${orderCode}, 'ZYLX_HYCK', f.id, f.fee_code, f.fee_name, ${price}, 1, '3', 1,
      ${clientId}, ${clientName}, 'YSH'
    from tb_fee_type f where f.org_id = ${orgId} order by f.id limit 1
    returning id::int as "id"`.execute(rest.db);
  return `AR-${rows[0]?.id ?? 0}`;
}

async function record(amount: string, allocations: { feeLineId: string; writeOffMoney: string }[]) {
  const saved = await data<{ recordSettlement: { id: string; settlementNo: string } }>(
    `mutation ($input: RecordSettlementInput!) {
      recordSettlement(kind: RECEIPT, input: $input) { id settlementNo }
    }`,
    {
      input: {
        settlementUnitId: String(clientId),
        currency: '3',
        amount,
        settleDate: DAY,
        allocations,
      },
    },
  );
  return saved.recordSettlement;
}

const QUERY = `query ($filter: MyReceiptFilter) {
  myReceipts(filter: $filter) {
    items { id settlementNo settleDate clientId clientName currency { code name } amount myAmount
      status statusName reversed orders { orderCode amount viewPath } }
    total
    totals { currency { code } count amount myAmount }
  }
}`;

let both: { id: string; settlementNo: string };
let theirsOnly: { id: string; settlementNo: string };
let reversed: { id: string; settlementNo: string };

beforeAll(async () => {
  rest = await startTestRest();
  // One gateway: the token's organisation and the reference stamp stay trusted through the file,
  // so the call count does not depend on how long the machine takes between two requests.
  gateway = createGateway({ port: 0, restBaseUrl: rest.url, referenceFreshMs: 60_000 });
  url = await gateway.start(0);
  token = await loginAs(rest.app);
  const { rows } = await sql<{ userId: number; orgId: number }>`select u.id as "userId",
      m.org_id as "orgId" from tb_sys_user u
    join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
    where u.mobile = '13800000000'`.execute(rest.db);
  const meId = rows[0]?.userId ?? 0;
  orgId = rows[0]?.orgId ?? 0;
  const { rows: others } = await sql<{ id: number }>`select u.id from tb_sys_user u
    where u.id <> ${meId} order by u.id limit 1`.execute(rest.db);
  const { rows: clients } = await sql<{ id: number; name: string }>`select id,
      customer_name as "name" from tb_customer
    where org_id = ${orgId} and status = 'Y' order by id limit 1`.execute(rest.db);
  clientId = clients[0]?.id ?? 0;
  clientName = clients[0]?.name ?? '';
  await insertOrder(MINE, meId);
  await insertOrder(THEIRS, others[0]?.id ?? 0);
  const mineA = await insertLine(MINE, '100.00');
  const mineB = await insertLine(MINE, '80.00');
  const theirsA = await insertLine(THEIRS, '90.00');
  // 150.00 received: 60.00 against my order, 40.00 against theirs, 50.00 not allocated.
  both = await record('150.00', [
    { feeLineId: mineA, writeOffMoney: '60.00' },
    { feeLineId: theirsA, writeOffMoney: '40.00' },
  ]);
  // Another user's order only: not mine to see.
  theirsOnly = await record('30.00', [{ feeLineId: theirsA, writeOffMoney: '30.00' }]);
  // On my order, then reversed.
  reversed = await record('25.50', [{ feeLineId: mineB, writeOffMoney: '25.50' }]);
  await data(
    `mutation ($id: ID!, $v: Int!) {
      reverseSettlement(kind: RECEIPT, id: $id, reason: "录错", expectedVersion: $v) { id } }`,
    {
      id: reversed.id,
      v: (
        await data<{ settlement: { version: number } }>(
          'query ($id: ID!) { settlement(kind: RECEIPT, id: $id) { version } }',
          { id: reversed.id },
        )
      ).settlement.version,
    },
  );
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await rest?.close();
});

describe('myReceipts', () => {
  it('lists the receipts over my orders only, with my part exact and the reversed one marked', async () => {
    const answer = await data<{ myReceipts: ReceiptPage }>(QUERY, {
      filter: { settleDateFrom: DAY, settleDateTo: DAY, clientId: String(clientId) },
    });
    const page = answer.myReceipts;
    const fixture = page.items.filter((r) => [both.id, theirsOnly.id, reversed.id].includes(r.id));
    expect(fixture.map((r) => r.settlementNo).sort()).toEqual(
      [both.settlementNo, reversed.settlementNo].sort(),
    );
    expect(page.items.some((r) => r.orders.some((o) => o.orderCode === THEIRS))).toBe(false);
    const mine = page.items.find((r) => r.id === both.id);
    expect(mine).toEqual({
      id: both.id,
      settlementNo: both.settlementNo,
      settleDate: DAY,
      clientId: String(clientId),
      clientName,
      currency: { code: '3', name: '人民币' },
      amount: '150.00',
      myAmount: '60.00',
      status: 'ZC',
      statusName: '正常',
      reversed: false,
      orders: [
        {
          orderCode: MINE,
          amount: '60.00',
          viewPath: `/action/oceanexport/view?orderCode=${MINE}`,
        },
      ],
    });
    const back = page.items.find((r) => r.id === reversed.id);
    expect(back).toMatchObject({
      amount: '25.50',
      myAmount: '25.50',
      status: 'CX',
      statusName: '已冲销',
      reversed: true,
      orders: [{ orderCode: MINE, amount: '25.50' }],
    });
    // Totals: every listed receipt that is not reversed, per currency.
    const live = page.items.filter((r) => !r.reversed);
    const sum = (values: string[]) =>
      (values.reduce((n, v) => n + BigInt(v.replace('.', '')), 0n) / 1n).toString();
    const cny = page.totals.find((t) => t.currency.code === '3');
    expect(page.total).toBe(page.items.length);
    expect(cny?.count).toBe(live.length);
    expect(cny?.amount.replace('.', '')).toBe(sum(live.map((r) => r.amount)));
    expect(cny?.myAmount.replace('.', '')).toBe(sum(live.map((r) => r.myAmount)));
    // One REST call for the page (plus, cold, the organisation of the token).
    expect(answer.calls).toBeLessThanOrEqual(2);
  });

  it('matches the allocations counted straight from the tables', async () => {
    const answer = await data<{ myReceipts: ReceiptPage }>(QUERY, {
      filter: { settleDateFrom: DAY, settleDateTo: DAY },
    });
    const { rows } = await sql<{ n: number }>`select count(distinct s.id)::int as n
      from tb_settlement s join tb_settlement_line l on l.settlement_id = s.id
      where s.org_id = ${orgId} and s.side = 'ar' and s.settle_date = ${DAY}::date
        and l.order_code = ${MINE}`.execute(rest.db);
    expect(
      answer.myReceipts.items.filter((r) => r.orders.some((o) => o.orderCode === MINE)),
    ).toHaveLength(Number(rows[0]?.n));
    const outside = await data<{ myReceipts: ReceiptPage }>(QUERY, {
      filter: { settleDateFrom: '2026-02-15', settleDateTo: '2026-02-20' },
    });
    expect(outside.myReceipts.items.some((r) => r.id === both.id)).toBe(false);
  });

  it('refuses a malformed date', async () => {
    const wrong = await gql(QUERY, { filter: { settleDateFrom: '2026-2-1' } });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toContain('日期格式应为 YYYY-MM-DD');
  });

  it('belongs to the receipt page: refused without /todo/receipt, another user sees none of mine', async () => {
    // 财务 without the receipt page (its other /todo/ pages kept).
    await sql`delete from tb_role_menu where menu_id in (select id from tb_menu
        where url like '/todo/receipt%')
      and role_id in (select ur.role_id from tb_user_role ur join tb_sys_user u on u.id = ur.user_id
        where u.mobile = '13800000002')`.execute(rest.db);
    const finance = await loginAs(rest.app, '13800000002');
    const refused = await callRest(
      rest.app,
      'tbWorkspace/receipts',
      { token: finance },
      { encoding: 'json' },
    );
    expect(refused.body.status).toBe(403);
    const sales = await loginAs(rest.app, '13800000003');
    const theirs = await callRest<{ list: { settlementNo: string }[] }>(
      rest.app,
      'tbWorkspace/receipts',
      { token: sales, settleDateBegin: DAY, settleDateEnd: DAY, pageSize: 50 },
      { encoding: 'json' },
    );
    expect(theirs.body.status).toBe(200);
    expect(theirs.body.data.list.map((r) => r.settlementNo)).not.toContain(both.settlementNo);
    const bad = await callRest(
      rest.app,
      'tbWorkspace/receipts',
      { token: sales, settleDateBegin: '2026-02-30' },
      { encoding: 'json' },
    );
    expect(bad.body.status).toBe(400);
    expect(JSON.stringify(bad.body.data)).toContain('收款日期格式应为 YYYY-MM-DD');
  });
});
