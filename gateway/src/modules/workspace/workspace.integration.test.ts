// The to-do area through the real gateway and a real rest on the demo company: the kanban and my
// figures (one GraphQL query each, a bounded number of REST calls, the figures equal to the demo
// data counted straight from the tables), and the document page's search by order attributes and
// its zip of the chosen files.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../model/orders/index.ts';
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

let rest: TestRest;
let gateway: Gateway;
let url: string;
let token: string;
let orgId = 0;
let adminId = 0;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

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

beforeAll(async () => {
  rest = await startTestRest();
  // One gateway: the token's organisation and the reference stamp stay trusted through the file,
  // so the call counts do not depend on how long the machine takes between two requests.
  gateway = createGateway({ port: 0, restBaseUrl: rest.url, referenceFreshMs: 60_000 });
  url = await gateway.start(0);
  token = await loginAs(rest.app);
  const { rows } = await sql<{ userId: number; orgId: number }>`select u.id as "userId",
      m.org_id as "orgId" from tb_sys_user u
    join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
    where u.mobile = '13800000000'`.execute(rest.db);
  adminId = rows[0]?.userId ?? 0;
  orgId = rows[0]?.orgId ?? 0;
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await rest?.close();
});

/** My open orders per type and node, counted table by table. */
async function openOrdersByNode(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const t of orderTypes) {
    const { rows } = await sql<{ step: string; n: number }>`select step, count(*)::int as n
      from ${sql.table(t.table)} where org_id = ${orgId}
        and (csr_id = ${adminId} or sales_id = ${adminId} or created_by = ${adminId})
        and status not in (${t.statuses.completed}, ${t.statuses.cancelled})
      group by step`.execute(rest.db);
    for (const r of rows) counts.set(`${t.shippingType}|${r.step}`, Number(r.n));
  }
  return counts;
}

describe('kanban', () => {
  it('lays my open demo orders out per type and node in one query and at most two REST calls warm', async () => {
    const answer = await data<{
      kanban: {
        total: number;
        shown: number;
        boards: {
          shippingType: string;
          typeName: string;
          columns: {
            node: { code: string; name: string };
            cards: { orderCode: string; node: { code: string }; viewPath: string }[];
          }[];
        }[];
      };
    }>(`{
      kanban {
        total shown
        boards { shippingType typeName
          columns { node { code name } cards { orderCode node { code } viewPath } } }
      }
    }`);
    const expected = await openOrdersByNode();
    const total = [...expected.values()].reduce((n, c) => n + c, 0);
    expect(total).toBeGreaterThan(0);
    expect(answer.kanban.total).toBe(total);
    // The card (the demo set is under the limit of 500) of every order in its node's column.
    expect(answer.kanban.shown).toBe(total);
    for (const board of answer.kanban.boards) {
      const decl = orderTypes.find((t) => t.shippingType === board.shippingType);
      expect(board.typeName).toBe(decl?.label);
      // Every node of the workflow is a column, in the workflow's order.
      expect(board.columns.slice(0, decl?.nodes.length).map((c) => c.node.code)).toEqual(
        decl?.nodes.map((n) => n.code),
      );
      for (const column of board.columns) {
        expect(column.cards.length).toBe(
          expected.get(`${board.shippingType}|${column.node.code}`) ?? 0,
        );
        for (const card of column.cards) {
          expect(card.node.code).toBe(column.node.code);
          expect(card.viewPath).toBe(`${decl?.route ?? ''}/view?orderCode=${card.orderCode}`);
        }
      }
    }
    // The cards (with clients, statuses, staff) and the node names: no call per order. Cold, the
    // reference-data cache first learns the token's organisation (one call more).
    expect(answer.calls).toBeLessThanOrEqual(3);
    const warm = await gql(`{ kanban { total boards { columns { cards { orderCode } } } } }`);
    expect(warm.calls).toBeLessThanOrEqual(2);
  });

  it('filters by type and refuses an unknown one', async () => {
    const air = await data<{ kanban: { boards: { shippingType: string }[] } }>(
      `query ($t: String) { kanban(shippingType: $t) { boards { shippingType } } }`,
      { t: 'ZYLX_KYCK' },
    );
    expect(air.kanban.boards.map((b) => b.shippingType)).toEqual(['ZYLX_KYCK']);
    const wrong = await gql(`{ kanban(shippingType: "ZYLX_X") { total } }`);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe('业务类型不存在：ZYLX_X');
  });
});

describe('myFigures', () => {
  it('answers the demo data as the tables hold it', async () => {
    const { myFigures, calls } = await data<{
      myFigures: {
        openOrders: number;
        ordersByNode: {
          shippingType: string;
          node: { code: string; name: string };
          count: number;
        }[];
        feesPending: { side: string; count: number; cnyAmount: string }[];
        receivablesOutstanding: { outstandingCny: string };
      };
    }>(`{
      myFigures(yearMonth: "2026-03") {
        openOrders
        ordersByNode { shippingType node { code name } count }
        feesPending { side count cnyAmount }
        receivablesOutstanding { outstandingCny }
      }
    }`);
    const expected = await openOrdersByNode();
    expect(
      new Map(myFigures.ordersByNode.map((r) => [`${r.shippingType}|${r.node.code}`, r.count])),
    ).toEqual(expected);
    expect(myFigures.ordersByNode.every((r) => r.node.name !== r.node.code)).toBe(true);
    // Every demo order is the administrator's (its creator), so every pending line is mine.
    for (const [side, table] of [
      ['PAYABLE', 'tb_ap'],
      ['RECEIVABLE', 'tb_ar'],
    ] as const) {
      const { rows } = await sql<{ n: number; total: string }>`select count(*)::int as n,
          coalesce(sum(cny_money), 0)::text as total
        from ${sql.table(table)} where org_id = ${orgId} and approve_status = 'DSH'`.execute(
        rest.db,
      );
      expect(myFigures.feesPending.find((p) => p.side === side)).toEqual({
        side,
        count: Number(rows[0]?.n),
        cnyAmount: rows[0]?.total,
      });
    }
    expect(calls).toBeLessThanOrEqual(2);
    const bad = await gql(`{ myFigures(yearMonth: "2026-3") { openOrders } }`);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('月份格式应为 YYYY-MM');
  });
});

describe('documents', () => {
  it('finds a file by its order attributes and zips the chosen files', async () => {
    // A demo ocean export order with its client and customer service.
    const { rows } = await sql<{ orderCode: string; clientId: number; csrId: number }>`select
        order_code as "orderCode", client_id as "clientId", csr_id as "csrId"
      from tb_sea_transport_export where org_id = ${orgId} order by id limit 1`.execute(rest.db);
    const order = rows[0];
    if (!order) throw new Error('没有演示订单');
    const name = `报关资料-${String(Date.now()).slice(-6)}.pdf`;
    const grant = await data<{ uploadGrant: { uploadUrl: string } }>(
      `mutation ($o: String) { uploadGrant(area: PRIVATE, orderCode: $o, nodeCode: "HYCK_BG") { uploadUrl } }`,
      { o: order.orderCode },
    );
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
    const uploaded = await fetch(`${url}${grant.uploadGrant.uploadUrl}`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const search = (filter: Record<string, unknown>) =>
      data<{ fileManagePage: { total: number; items: { id: string; name: string }[] } }>(
        `query ($f: FileManageFilter) { fileManagePage(filter: $f, pageSize: 50) { total items { id name } } }`,
        { f: filter },
      );
    const found = await search({
      shippingType: 'ZYLX_HYCK',
      clientId: String(order.clientId),
      csrId: String(order.csrId),
      nodeCode: 'HYCK_BG',
    });
    const file = found.fileManagePage.items.find((f) => f.name === name);
    expect(file).toBeDefined();
    // Another client, another type or another node: not found.
    const { rows: others } = await sql<{ id: number }>`select id from tb_customer
      where org_id = ${orgId} and id <> ${order.clientId} order by id limit 1`.execute(rest.db);
    for (const filter of [
      { clientId: String(others[0]?.id ?? 0) },
      { shippingType: 'ZYLX_KYCK' },
      { nodeCode: 'HYCK_TD', orderCode: order.orderCode },
    ]) {
      const none = await search(filter);
      expect(none.fileManagePage.items.some((f) => f.name === name)).toBe(false);
    }

    const link = await data<{ filesZipLink: { url: string } }>(
      `mutation ($ids: [ID!]) { filesZipLink(ids: $ids) { url } }`,
      { ids: [file?.id] },
    );
    const zip = await fetch(`${url}${link.filesZipLink.url}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain('.zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from(`${order.orderCode}/HYCK_BG/${name}`))).toBe(true);

    // Nothing matching: 暂无数据, as the page warns.
    const empty = await gql(`mutation { filesZipLink(filter: { orderCode: "NONE" }) { url } }`);
    expect(empty.errors?.[0]?.message).toBe('暂无数据');
    expect(
      (
        await callRest(rest.app, 'tbFileManage/findIsHaveFile', {
          token,
          orderCode: order.orderCode,
          nodeCode: 'HYCK_BG',
        })
      ).body.data,
    ).toBe(true);
  });
});
