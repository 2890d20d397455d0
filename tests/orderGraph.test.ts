// The graph a report walks, through the real gateway over a real rest on the demo company: one
// `orders` list over the five order types (Order interface), the order of a fee line, and a
// client's orders and open receivables. Totals and figures are checked against what the types'
// own lists and the receivables view (tbReceipt/listOpenLines) answer; another organisation's
// orders never appear, and a role without a type's page never sees that type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypeEnum, orderTypes } from '../model/orders/index.ts';
import { accountWithMenus, type MatrixAccount } from './support/permissions.ts';
import { restProxy } from './support/restProxy.ts';
import {
  graphql,
  restCall,
  signIn,
  startStack,
  type GraphQLResponse,
  type Stack,
} from './support/stack.ts';

type Row = Record<string, unknown>;

let stack: Stack;
let admin: string;
/** Every order page, in the other organisation of the group. */
let outsider: MatrixAccount;
/** Only the ocean export page (and the receivable fee list), in the demo organisation. */
let oceanOnly: MatrixAccount;
/** Every order page, the clients and the receipts, in the other organisation of the group. */
let outsiderWithClients: MatrixAccount;
/** The paths the gateway asked rest for, in order. */
const calls: string[] = [];

async function query<T>(text: string, variables: Row = {}, token = admin): Promise<T> {
  const answer = await graphql<T>(stack, text, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

/** What the gateway asks rest while `run` runs. */
async function restCallsOf(run: () => Promise<unknown>): Promise<string[]> {
  const from = calls.length;
  await run();
  return calls.slice(from);
}

interface OrderRow {
  __typename: string;
  orderCode: string;
  orderType: string;
  createDate: string;
  clientId: string | null;
  status: { code: string } | null;
  totals: { receivableCny: string; payableCny: string; profitCny: string };
}
interface OrderPage {
  items: OrderRow[];
  pageNum: number;
  pageSize: number;
  total: number;
}

const ORDERS = `query ($filter: OrderFilter, $pageNum: Int, $pageSize: Int) {
  orders(filter: $filter, pageNum: $pageNum, pageSize: $pageSize) {
    items { __typename orderCode orderType createDate clientId status { code }
      totals { receivableCny payableCny profitCny } }
    pageNum pageSize total } }`;

async function orders(filter: Row = {}, pageSize = 50, pageNum = 1, token = admin) {
  return (await query<{ orders: OrderPage }>(ORDERS, { filter, pageSize, pageNum }, token)).orders;
}

/** The total of a type's own list with the same filter (rest's pageAll). */
async function typeTotal(controller: string, body: Row = {}, token = admin): Promise<number> {
  const page = await restCall<{ total: number }>(stack, token, `${controller}/pageAll`, {
    ...body,
    pageSize: 1,
  });
  return page.total;
}

beforeAll(async () => {
  // Kept references stay fresh for the test's length: the calls counted are the graph's own.
  stack = await startStack({
    inFrontOfRest: restProxy({ onCall: (call) => calls.push(call.path.replace('/rest/', '')) }),
    gateway: { referenceFreshMs: 60_000 },
  });
  admin = await signIn(stack);
  const tree = await query<{ organisationTree: { id: string; orgName: string }[] }>(
    '{ organisationTree { id orgName children { id orgName } } }',
  );
  const flat = tree.organisationTree.flatMap((o) => [
    o,
    ...((o as { children?: { id: string; orgName: string }[] }).children ?? []),
  ]);
  const shanghai = flat.find((o) => o.orgName.startsWith('上海'));
  const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
  if (!shanghai || !ningbo) throw new Error('示例数据中没有上海、宁波两个组织');
  outsider = await accountWithMenus(
    stack,
    admin,
    orderTypes.map((t) => t.route),
    [ningbo.id],
  );
  outsiderWithClients = await accountWithMenus(
    stack,
    admin,
    [...orderTypes.map((t) => t.route), '/basic/client', '/finance/receive'],
    [ningbo.id],
  );
  oceanOnly = await accountWithMenus(
    stack,
    admin,
    ['/action/oceanexport', '/fee/audit'],
    [shanghai.id],
  );
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('orders over every type', () => {
  it('answers the orders of all five types, their total the sum of the types’ lists', async () => {
    const page = await orders({}, 500);
    let sum = 0;
    for (const t of orderTypes) sum += await typeTotal(t.controller);
    expect(page.total).toBe(sum);
    const types = new Set(page.items.map((o) => o.orderType));
    expect([...types].sort()).toEqual(orderTypes.map(orderTypeEnum).sort());
    for (const o of page.items) {
      const decl = orderTypes.find((t) => orderTypeEnum(t) === o.orderType);
      expect(o.__typename).toBe(decl?.typeName);
      expect(o.orderCode.startsWith(decl?.orderCode.prefix ?? '?')).toBe(true);
    }
  });

  it('sorts newest first across the types, and pages without losing or repeating an order', async () => {
    const all = await orders({}, 500);
    const dates = all.items.map((o) => `${o.createDate}|${o.orderCode}`);
    expect(dates).toEqual([...dates].sort().reverse());
    const size = 7;
    const paged: string[] = [];
    for (let n = 1; n <= Math.ceil(Math.min(all.total, 500) / size); n++) {
      const page = await orders({}, size, n);
      expect(page.total).toBe(all.total);
      paged.push(...page.items.map((o) => o.orderCode));
    }
    expect(paged).toEqual(all.items.map((o) => o.orderCode));
    const ascending = await orders({ sortField: 'orderCode', descending: false }, 500);
    const codes = ascending.items.map((o) => o.orderCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('filters as the types’ own lists do: the totals agree filter by filter', async () => {
    const sample = (await orders({}, 500)).items;
    const withClient = sample.find((o) => o.clientId);
    const filters: Row[] = [
      { clientId: withClient?.clientId },
      { orderCode: '2026' },
      { createDateBegin: sample[Math.floor(sample.length / 2)]?.createDate },
      { operationStatus: 'CZZT_CSH' },
      { status: sample[0]?.status?.code },
    ];
    for (const filter of filters) {
      const page = await orders(filter, 500);
      let sum = 0;
      for (const t of orderTypes) {
        const body = { ...filter };
        if (typeof body.clientId === 'string') body.clientId = Number(body.clientId);
        sum += await typeTotal(t.controller, body);
      }
      expect(page.total, JSON.stringify(filter)).toBe(sum);
      expect(page.total, JSON.stringify(filter)).toBeGreaterThan(0);
    }
    const one = await orders({ orderTypes: ['AIR_EXPORT', 'OCEAN_IMPORT'] }, 500);
    expect(one.total).toBe(
      (await typeTotal('tbAirTransportExport')) + (await typeTotal('tbSeaTransportImport')),
    );
    expect(new Set(one.items.map((o) => o.orderType))).toEqual(
      new Set(['AIR_EXPORT', 'OCEAN_IMPORT']),
    );
  });

  it('answers a type’s own fields through its type, and the totals the fee summary keeps', async () => {
    const code = (await orders({ orderTypes: ['OCEAN_EXPORT'] }, 1)).items[0]?.orderCode ?? '';
    const answer = await query<{
      orders: { items: { hblNo: string | null; totals: { receivableCny: string } }[] };
      oceanExportOrder: { hblNo: string | null; totals: { receivableCny: string } };
    }>(
      `query ($code: String!) {
        orders(filter: { orderCodes: [$code] }) { items { ... on OceanExportOrder { hblNo }
          totals { receivableCny } } }
        oceanExportOrder(orderCode: $code) { hblNo totals { receivableCny } } }`,
      { code },
    );
    expect(answer.orders.items).toEqual([answer.oceanExportOrder]);
  });

  it('answers each order’s totals as its fee lines add up (lines sent back left out)', async () => {
    const page = await orders({}, 60);
    const cents = (v: string) => Math.round(Number(v) * 100);
    let withFees = 0;
    for (const o of page.items) {
      const decl = orderTypes.find((t) => orderTypeEnum(t) === o.orderType);
      const fees = await restCall<{ YSList: Row[]; YFList: Row[] }>(
        stack,
        admin,
        'tbAr/findOrderCode',
        { orderCode: o.orderCode },
      );
      const sum = (lines: Row[]) =>
        lines
          .filter((l) => l.approveStatus !== 'BH')
          .reduce((n, l) => n + cents(String(l.cnyMoney)), 0);
      const ar = sum(fees.YSList);
      const ap = sum(fees.YFList);
      expect(cents(o.totals.receivableCny), `${decl?.name} ${o.orderCode}`).toBe(ar);
      expect(cents(o.totals.payableCny)).toBe(ap);
      expect(cents(o.totals.profitCny)).toBe(ar - ap);
      if (ar !== 0 || ap !== 0) withFees += 1;
    }
    expect(withFees).toBeGreaterThan(0);
  });

  it('never answers another organisation’s orders', async () => {
    const mine = new Set((await orders({}, 500)).items.map((o) => o.orderCode));
    const theirs = await orders({}, 500, 1, outsider.token);
    let sum = 0;
    for (const t of orderTypes) sum += await typeTotal(t.controller, {}, outsider.token);
    expect(theirs.total).toBe(sum);
    expect(theirs.items.filter((o) => mine.has(o.orderCode))).toEqual([]);
    // Named by code, another organisation's order is not there either.
    const named = await orders({ orderCodes: [...mine].slice(0, 20) }, 50, 1, outsider.token);
    expect(named.total).toBe(0);
  });

  it('answers only the types whose pages the role grants', async () => {
    const page = await orders({}, 500, 1, oceanOnly.token);
    expect(page.total).toBe(await typeTotal('tbSeaTransportExport'));
    expect(new Set(page.items.map((o) => o.orderType))).toEqual(new Set(['OCEAN_EXPORT']));
    const asked = await orders({ orderTypes: ['AIR_IMPORT'] }, 50, 1, oceanOnly.token);
    expect(asked.total).toBe(0);
  });

  it('answers the fields every type shares through the interface alone', async () => {
    const data = await query<{
      orders: {
        items: {
          orderCode: string;
          clientName: string | null;
          editable: boolean;
          fees: { orderCode: string; totals: { receivableCny: string } };
        }[];
      };
    }>(`{ orders(pageSize: 5) { items { orderCode clientName editable
      fees { orderCode totals { receivableCny } } } } }`);
    expect(data.orders.items).toHaveLength(5);
    for (const o of data.orders.items) expect(o.fees.orderCode).toBe(o.orderCode);
    expect(data.orders.items.some((o) => o.clientName)).toBe(true);
  });

  it('refuses what rest cannot read, with a Chinese message', async () => {
    const answer = async (body: Row) => {
      const res = await fetch(`${stack.restUrl}/rest/tbOrder/pageAll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, token: admin }),
      });
      return (await res.json()) as { status: number; data: { message: string }[] };
    };
    const wrongType = await answer({ orderTypes: 'seaFreight' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.data[0]?.message).toBe('不支持的订单类型：seaFreight');
    const wrongOrder = await answer({ orderBy: 'up' });
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.data[0]?.message).toContain('排序方式');
    const byCodes = await answer({ orderTypes: 'ZYLX_HYCK,oceanImport', pageSize: 500 });
    expect(byCodes.status).toBe(200);
  });

  it('refuses a sort field it cannot sort by, in Chinese', async () => {
    const answer = await graphql(stack, ORDERS, { filter: { sortField: 'hblNo' } }, admin);
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('不支持的排序字段');
  });
});

describe('reading a long list by cursor', () => {
  const BY_CURSOR = `query ($filter: OrderFilter, $pageSize: Int, $after: String) {
    orders(filter: $filter, pageSize: $pageSize, after: $after) {
      items { orderCode } total endCursor } }`;
  interface CursorPage {
    items: { orderCode: string }[];
    total: number;
    endCursor: string | null;
  }

  async function walk(filter: Row, pageSize: number): Promise<string[]> {
    const codes: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 200; pages++) {
      const answer: { orders: CursorPage } = await query(BY_CURSOR, { filter, pageSize, after });
      const page = answer.orders;
      codes.push(...page.items.map((o) => o.orderCode));
      if (page.items.length < pageSize) return codes;
      expect(page.endCursor).toEqual(expect.any(String));
      after = page.endCursor;
    }
    throw new Error('游标分页没有结束');
  }

  it.each([
    ['newest first', {}],
    ['by order code, ascending', { sortField: 'orderCode', descending: false }],
    [
      'by order code, descending, two types',
      { sortField: 'orderCode', orderTypes: ['OCEAN_EXPORT', 'AIR_IMPORT'] },
    ],
    ['oldest first, of one client', { descending: false }],
  ])('walks the same rows as the page numbers do: %s', async (_name, filter: Row) => {
    const all = await orders(filter, 500);
    expect(all.total).toBeGreaterThan(10);
    const expected = all.items.map((o) => o.orderCode);
    // Pages that end inside runs of one creation date, and one page that takes everything.
    expect(await walk(filter, 7)).toEqual(expected);
    expect(await walk(filter, 500)).toEqual(expected);
  });

  it('refuses a cursor it did not make, or one of another sort, in Chinese', async () => {
    const first = await query<{ orders: CursorPage }>(BY_CURSOR, { pageSize: 5 });
    expect(first.orders.endCursor).toEqual(expect.any(String));
    for (const [after, filter, message] of [
      ['not-a-cursor', {}, '分页游标无效'],
      [Buffer.from('["createDate",1,"2026-13-99","X"]').toString('base64url'), {}, '分页游标无效'],
      [first.orders.endCursor, { sortField: 'orderCode' }, '分页游标与当前排序不符'],
      [first.orders.endCursor, { descending: false }, '分页游标与当前排序不符'],
    ] as const) {
      const answer = await graphql(stack, BY_CURSOR, { filter, pageSize: 5, after }, admin);
      expect(answer.errors?.[0]?.extensions?.code, String(after)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toContain(message);
    }
  });

  it('answers no cursor for an empty page, and nothing after the last row', async () => {
    const none = await query<{ orders: CursorPage }>(BY_CURSOR, {
      filter: { orderCode: 'NO-SUCH-ORDER' },
      pageSize: 5,
    });
    expect(none.orders).toEqual({ items: [], total: 0, endCursor: null });
    const all = await orders({}, 500);
    const lastCode = all.items.at(-1)?.orderCode;
    const tail = await query<{ orders: CursorPage }>(BY_CURSOR, { pageSize: 500 });
    expect(tail.orders.items.at(-1)?.orderCode).toBe(lastCode);
    const after = await query<{ orders: CursorPage }>(BY_CURSOR, {
      pageSize: 5,
      after: tail.orders.endCursor,
    });
    expect(after.orders.items).toEqual([]);
    expect(after.orders.total).toBe(all.total);
  });
});

describe('from a fee line to its order', () => {
  const LINES = `query ($pageSize: Int) { feeLines(side: RECEIVABLE, pageSize: $pageSize) {
    total items { orderCode order { __typename orderCode orderType
      ... on OceanExportOrder { hblNo } ... on AirExportOrder { flight } } } } }`;
  interface Lines {
    feeLines: {
      total: number;
      items: { orderCode: string; order: (OrderRow & Row) | null }[];
    };
  }

  it('resolves each line’s order of whichever type, in a bounded number of rest calls', async () => {
    let data: Lines | undefined;
    const asked = await restCallsOf(async () => {
      data = await query<Lines>(LINES, { pageSize: 100 });
    });
    const lines = data?.feeLines.items ?? [];
    expect(lines.length).toBeGreaterThan(20);
    const types = new Set(lines.map((l) => l.order?.orderType));
    expect(types.size).toBeGreaterThan(1);
    for (const line of lines) expect(line.order?.orderCode).toBe(line.orderCode);
    // One list of lines, one tbOrder/pageAll for every line's order, and a type's own list only
    // for the types whose own fields were asked (two here) — not one call per line.
    const orderCalls = asked.filter((p) => p === 'tbOrder/pageAll' || p.endsWith('/pageAll'));
    expect(asked.filter((p) => p === 'tbOrder/pageAll')).toHaveLength(1);
    expect(orderCalls.length).toBeLessThanOrEqual(1 + 1 + 2);
    const codes = new Set(lines.map((l) => l.orderCode));
    expect(codes.size).toBeGreaterThan(orderCalls.length);
    // The type's own field matches the order's own page.
    const ocean = lines.find((l) => l.order?.__typename === 'OceanExportOrder');
    if (ocean) {
      const own = await query<{ oceanExportOrder: { hblNo: string | null } }>(
        'query ($c: String!) { oceanExportOrder(orderCode: $c) { hblNo } }',
        { c: ocean.orderCode },
      );
      expect(ocean.order?.hblNo).toBe(own.oceanExportOrder.hblNo);
    }
  });

  it('answers null for an order of a type the role cannot see', async () => {
    const data = await query<Lines>(LINES, { pageSize: 100 }, oceanOnly.token);
    const lines = data.feeLines.items;
    expect(lines.some((l) => l.order === null)).toBe(true);
    for (const line of lines) {
      if (line.order) expect(line.order.__typename).toBe('OceanExportOrder');
      else expect(line.orderCode.startsWith('HYCK')).toBe(false);
    }
  });
});

describe('from a client to its orders and open receivables', () => {
  interface ClientGraph {
    client: {
      id: string;
      orders: OrderPage;
      openReceivables: {
        total: number;
        items: { id: string; outstanding: string; currency: { code: string } }[];
        totals: { currency: { code: string }; count: number; outstanding: string }[];
      };
    } | null;
  }
  const CLIENT = `query ($id: ID!, $size: Int) { client(id: $id) { id
    orders(pageSize: $size) { total pageSize items { orderCode orderType clientId } }
    openReceivables(pageSize: $size) { total items { id outstanding currency { code } }
      totals { currency { code } count outstanding } } } }`;

  it('answers the client’s orders of every type and its open lines, as the lists say', async () => {
    const lines = await restCall<{ list: { settlementUnit: number }[] }>(
      stack,
      admin,
      'tbAr/pageAll',
      { approveStatus: 'YSH', pageSize: 200 },
    );
    let checked = 0;
    const units = [...new Set(lines.list.map((l) => l.settlementUnit))].slice(0, 4);
    for (const unit of units) {
      const data = await query<ClientGraph>(CLIENT, { id: String(unit), size: 500 });
      const client = data.client;
      if (!client) continue;
      let sum = 0;
      for (const t of orderTypes) sum += await typeTotal(t.controller, { clientId: unit });
      expect(client.orders.total).toBe(sum);
      expect(client.orders.items.every((o) => o.clientId === String(unit))).toBe(true);

      const open = await restCall<{ id: number; currency: string; outstanding: string }[]>(
        stack,
        admin,
        'tbReceipt/listOpenLines',
        { settlementUnit: unit },
      );
      expect(client.openReceivables.total).toBe(open.length);
      expect(client.openReceivables.items.map((l) => l.id)).toEqual(open.map((l) => `AR-${l.id}`));
      const byCurrency = new Map<string, number>();
      for (const l of open) {
        byCurrency.set(
          l.currency,
          (byCurrency.get(l.currency) ?? 0) + Math.round(Number(l.outstanding) * 100),
        );
      }
      expect(
        client.openReceivables.totals.map((t) => [
          t.currency.code,
          Math.round(Number(t.outstanding) * 100),
        ]),
      ).toEqual(
        [...byCurrency].sort((a, b) =>
          a[0] === '3' ? -1 : b[0] === '3' ? 1 : a[0] < b[0] ? -1 : 1,
        ),
      );
      if (open.length > 0) checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('pages the open receivables with the same total and sums on every page', async () => {
    const lines = await restCall<{ list: { settlementUnit: number }[] }>(
      stack,
      admin,
      'tbAr/pageAll',
      { approveStatus: 'YSH', pageSize: 200 },
    );
    const unit = lines.list[0]?.settlementUnit;
    const whole = await query<ClientGraph>(CLIENT, { id: String(unit), size: 500 });
    const small = await query<ClientGraph>(CLIENT, { id: String(unit), size: 1 });
    expect(small.client?.openReceivables.total).toBe(whole.client?.openReceivables.total);
    expect(small.client?.openReceivables.totals).toEqual(whole.client?.openReceivables.totals);
    expect(small.client?.openReceivables.items).toEqual(
      whole.client?.openReceivables.items.slice(0, 1),
    );
    expect(small.client?.orders.pageSize).toBe(1);
  });
});

describe('a page of parents in a bounded number of rest calls', () => {
  interface ClientPages {
    id: string;
    orders: { total: number; pageNum: number; pageSize: number; items: { orderCode: string }[] };
    openReceivables: {
      total: number;
      pageNum: number;
      pageSize: number;
      items: { id: string; outstanding: string }[];
      totals: { currency: { code: string }; count: number; outstanding: string }[];
    };
  }
  const PAGES = `orders(pageNum: $pageNum, pageSize: 3) { total pageNum pageSize items { orderCode } }
    openReceivables(pageNum: $pageNum, pageSize: 2) { total pageNum pageSize
      items { id outstanding } totals { currency { code } count outstanding } }`;
  const CLIENTS = `query ($pageNum: Int) { clients(pageSize: 20) { items { id ${PAGES} } } }`;
  const ONE = `query ($id: ID!, $pageNum: Int) { client(id: $id) { id ${PAGES} } }`;

  /** Each client's pages asked for on its own: what a parent's page was before it was batched. */
  async function alone(ids: readonly string[], pageNum: number, token: string) {
    const out = new Map<string, ClientPages>();
    for (const id of ids) {
      const one = await query<{ client: ClientPages }>(ONE, { id, pageNum }, token);
      out.set(id, one.client);
    }
    return out;
  }

  it.each([1, 2])(
    'answers 20 clients’ orders and open receivables (page %i) in one call each, every page as the client’s own',
    async (pageNum) => {
      let page: ClientPages[] = [];
      const asked = await restCallsOf(async () => {
        const data = await query<{ clients: { items: ClientPages[] } }>(CLIENTS, { pageNum });
        page = data.clients.items;
      });
      expect(page).toHaveLength(20);
      expect(asked.filter((p) => p === 'tbOrder/pageAll')).toHaveLength(1);
      expect(asked.filter((p) => p === 'tbReceipt/pageOpenLines')).toHaveLength(1);
      // The clients, their orders, their open lines and the dictionaries shown: not 40 calls.
      expect(asked.length, asked.join(', ')).toBeLessThanOrEqual(6);
      const own = await alone(
        page.map((c) => c.id),
        pageNum,
        admin,
      );
      for (const client of page) expect(client, client.id).toEqual(own.get(client.id));
      // The demo data pages: some client has more orders and open lines than one page holds.
      expect(page.some((c) => c.orders.total > 3 && c.orders.items.length > 0)).toBe(true);
      expect(page.some((c) => c.openReceivables.total > 0)).toBe(true);
    },
  );

  it('answers each client’s orders of the caller’s organisation only, as before', async () => {
    const data = await query<{ clients: { items: ClientPages[] } }>(
      CLIENTS,
      { pageNum: 1 },
      outsiderWithClients.token,
    );
    const page = data.clients.items;
    const own = await alone(
      page.map((c) => c.id),
      1,
      outsiderWithClients.token,
    );
    for (const client of page) expect(client, client.id).toEqual(own.get(client.id));
    const mine = new Set((await orders({}, 500)).items.map((o) => o.orderCode));
    const theirs = page.flatMap((c) => c.orders.items.map((o) => o.orderCode));
    expect(theirs.filter((code) => mine.has(code))).toEqual([]);
  });

  interface HistoryPage {
    total: number;
    pageNum: number;
    pageSize: number;
    items: { id: string; action: string; changes: { label: string; from: string | null }[] }[];
  }
  const HISTORY = `history(pageSize: 2) { total pageNum pageSize
    items { id action changes { label from to } } }`;

  it('answers 50 fee lines’ history in one call a side, each page as the line’s own', async () => {
    // A few lines gain history: submitted, then withdrawn (as they were, two entries more).
    const waiting = await query<{ feeLines: { items: { id: string; version: number }[] } }>(
      `{ feeLines(side: RECEIVABLE, filter: { approveStatus: [WTJ] }, pageSize: 3) {
        items { id version } } }`,
    );
    const ids = waiting.feeLines.items.map((l) => l.id);
    expect(ids.length).toBeGreaterThan(0);
    // Each move names the versions of the lines as last read, and answers the lines as moved.
    const submitted = await query<{ submitFeeLines: { lines: { id: string; version: number }[] } }>(
      `mutation ($ids: [ID!]!, $versions: [Int!]!) {
        submitFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $versions) {
          lines { id version } } }`,
      { ids, versions: waiting.feeLines.items.map((l) => l.version) },
    );
    const moved = submitted.submitFeeLines.lines;
    expect(moved.map((l) => l.id).sort()).toEqual([...ids].sort());
    await query(
      `mutation ($ids: [ID!]!, $versions: [Int!]!) {
        withdrawFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $versions) { message } }`,
      { ids: moved.map((l) => l.id), versions: moved.map((l) => l.version) },
    );
    let lines: { id: string; history: HistoryPage }[] = [];
    const asked = await restCallsOf(async () => {
      const data = await query<{ feeLines: { items: { id: string; history: HistoryPage }[] } }>(
        `{ feeLines(side: RECEIVABLE, pageSize: 50) { items { id ${HISTORY} } } }`,
      );
      lines = data.feeLines.items;
    });
    expect(lines).toHaveLength(50);
    expect(asked.filter((p) => p === 'tbAr/pageHistory')).toHaveLength(1);
    expect(asked.length, asked.join(', ')).toBeLessThanOrEqual(3);
    // The page of 50 may not hold the lines just changed: they are asked for with it.
    const changed = await query<Record<string, HistoryPage>>(
      `{ ${ids.map((id, i) => `h${i}: feeLineHistory(id: "${id}", pageSize: 2) { total pageNum pageSize items { id action changes { label from to } } }`).join(' ')} }`,
    );
    for (const page of Object.values(changed)) {
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(page.items).toHaveLength(2);
    }
    for (const line of lines) {
      const own = await query<{ feeLineHistory: HistoryPage }>(
        `query ($id: ID!) { feeLineHistory(id: $id, pageSize: 2) { total pageNum pageSize
          items { id action changes { label from to } } } }`,
        { id: line.id },
      );
      expect(line.history, line.id).toEqual(own.feeLineHistory);
    }
  });

  it('refuses a line out of reach on its own, the others in the same call answer', async () => {
    const mine = await query<{ feeLines: { items: { id: string }[] } }>(
      '{ feeLines(side: RECEIVABLE, pageSize: 1) { items { id } } }',
    );
    const own = mine.feeLines.items[0]?.id ?? '';
    expect(own).not.toBe('');
    const HISTORY_OF = 'query ($id: ID!) { feeLineHistory(id: $id) { total } }';
    const TWO = `query ($a: ID!, $b: ID!) { a: feeLineHistory(id: $a) { total }
      b: feeLineHistory(id: $b) { total } }`;
    // A line that is not there, beside one of the caller's: one call, the first answered.
    const missing = 'AR-999999999';
    const alone = await graphql(stack, HISTORY_OF, { id: missing }, admin);
    let answer: GraphQLResponse<Record<string, { total: number } | null>> | undefined;
    const asked = await restCallsOf(async () => {
      answer = await graphql(stack, TWO, { a: own, b: missing }, admin);
    });
    expect(asked.filter((p) => p === 'tbAr/pageHistory')).toHaveLength(1);
    // Only the missing line fails (the field is not nullable, so the answer's data is null).
    expect(answer?.errors).toHaveLength(1);
    const [error] = answer?.errors ?? [];
    expect(JSON.stringify(error)).toContain('"path":["b"]');
    // Refused as the line asked for alone is: not found, in the same words.
    expect(error?.extensions?.code).toBe('NOT_FOUND');
    expect(error?.extensions?.code).toBe(alone.errors?.[0]?.extensions?.code);
    expect(error?.message).toBe(alone.errors?.[0]?.message);
    // Another organisation's caller does not reach the line, alone or beside another.
    const outside = await graphql(stack, HISTORY_OF, { id: own }, outsiderWithClients.token);
    const outsideTwo = await graphql(stack, TWO, { a: own, b: missing }, outsiderWithClients.token);
    expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(outside.errors?.[0]?.message).toBe(alone.errors?.[0]?.message);
    expect(outsideTwo.data ?? null).toBeNull();
    expect(outsideTwo.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(outsideTwo.errors?.[0]?.message).toBe(outside.errors?.[0]?.message);
  });
});
