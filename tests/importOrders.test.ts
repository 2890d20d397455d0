// Ocean import and air import orders through GraphQL against a real rest, with the operation
// documents generated for the web: create, the customs node with a goods row filled from its HS
// code, refusals as BAD_USER_INPUT with the Chinese messages, a document link, and the REST calls
// behind the list and the order page.
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airImport, oceanImport } from '../model/orders/index.ts';
import {
  OrderAttachments_FileFragmentDoc,
  OrderFeesSection_FeesFragmentDoc,
} from '../web/src/__generated__/graphql.ts';
import { graphql, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let stack: Stack;
let token: string;

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  calls: number;
}

type Row = Record<string, unknown>;

function documentOf(name: string): string {
  return [
    readFileSync(
      new URL(`../web/src/features/orders/operations/${name}.graphql`, import.meta.url),
      'utf8',
    ),
    print(OrderFeesSection_FeesFragmentDoc),
    print(OrderAttachments_FileFragmentDoc),
  ].join('\n');
}

async function op<T = Row>(
  document: string,
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document, operationName, variables }),
  });
  const body = (await res.json()) as Answer<T>;
  return { ...body, calls: Number(res.headers.get('x-rest-calls')) };
}

function ok<T>(answer: Answer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

async function firstId(query: string): Promise<string> {
  const answer = await graphql<Record<string, { id: string }[] | { items: { id: string }[] }>>(
    stack,
    query,
    {},
    token,
  );
  const value = Object.values(answer.data ?? {})[0];
  const list = Array.isArray(value) ? value : (value?.items ?? []);
  const id = list[0]?.id;
  if (!id) throw new Error(`nothing for ${query}: ${JSON.stringify(answer.errors)}`);
  return id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startStack();
  token = await signIn(stack);
  ids.client = await firstId('{ clientOptions(limit: 1) { id } }');
  ids.cnsha = await firstId('{ seaportOptions(keyword: "CNSHA", limit: 1) { id } }');
  ids.deham = await firstId('{ seaportOptions(keyword: "DEHAM", limit: 1) { id } }');
  ids.fra = await firstId('{ airportOptions(keyword: "FRA", limit: 1) { id } }');
  ids.pvg = await firstId('{ airportOptions(keyword: "PVG", limit: 1) { id } }');
  ids.wine = await firstId('{ hsCodeSearch(keyword: "2204210000", limit: 1) { id } }');
  ids.broker = await firstId(
    '{ suppliers(filter: { typeIdList: "GSLX_BGH" }, pageSize: 1) { items { id } } }',
  );
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const flows = [
  {
    decl: oceanImport,
    booking: () => ({
      clientId: ids.client,
      shippingModeId: 'ZYFS_LCL',
      departurePortId: ids.deham,
      destinationPortId: ids.cnsha,
      grossWeight: '1820.5',
    }),
    nodes: ['托单', '报关', '完税', '放行', '配送', '费用', '文件'],
  },
  {
    decl: airImport,
    booking: () => ({
      clientId: ids.client,
      departurePortId: ids.fra,
      entryPortId: ids.pvg,
      mainOrderNumber: '999-45000017',
      orderNumber: 'HAWB0017',
      grossWeight: '96.5',
    }),
    nodes: ['托单', '报关', '完税', '放行', '配送', '费用', '文件'],
  },
];

describe.each(flows.map((f) => [f.decl.label, f] as const))('%s over GraphQL', (_l, flow) => {
  const { decl } = flow;
  const T = decl.typeName;
  const P = decl.opName;
  const c = P.charAt(0).toLowerCase() + P.slice(1);
  const doc = documentOf(decl.name);
  let orderCode = '';

  it('creates an order, saves customs with a goods row the HS code fills', async () => {
    const created = ok(await op<Record<string, Row>>(doc, `Create${T}`, { input: flow.booking() }))[
      `create${P}Order`
    ] as Row;
    orderCode = created.orderCode as string;
    expect(orderCode.startsWith(decl.orderCode.prefix)).toBe(true);
    expect(created.grossWeight).toMatch(/^\d+\.\d+$/);
    if (decl === airImport) expect(created.shipmentCode).toBe('999-45000017_HAWB0017');
    const saved = ok(
      await op<Record<string, Row>>(doc, `Save${P}Customs`, {
        orderCode,
        input: {
          customsBrokerId: ids.broker,
          freightFee: '1250.00',
          freightFeeCode: '1',
          goodsList: [{ goodsId: ids.wine, domesticDestination: '上海闵行' }],
        },
      }),
    )[`save${P}Customs`] as Row;
    const goods = (saved.goodsList as Row[])[0] as Row;
    expect(goods).toMatchObject({
      goodsId: ids.wine,
      goodsNo: '2204210000',
      goodsName: '小包装的鲜葡萄酿造的酒',
      domesticDestination: '上海闵行',
    });
    expect(goods.declarationElement).toContain('3:酒精浓度');
    expect(saved.freightFeeCode).toEqual({ code: '1', name: '美元' });
    expect((saved.step as Row).code).toBe(decl.nodes[1]?.code);
  });

  it('refuses bad input with BAD_USER_INPUT and the Chinese message', async () => {
    const unknownHs = await op(doc, `Save${P}Customs`, {
      orderCode,
      input: { customsBrokerId: ids.broker, goodsList: [{ goodsId: '987654321' }] },
    });
    expect(unknownHs.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknownHs.errors?.[0]?.extensions?.messages).toEqual([
      expect.objectContaining({ message: '所选HS编码不存在' }),
    ]);
    const negative = await op(doc, `Save${P}Booking`, {
      orderCode,
      input: { grossWeight: '-3' },
    });
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await op(doc, `Create${T}`, { input: { ...flow.booking(), clientId: null } });
    expect(missing.errors?.[0]?.extensions?.messages).toEqual([
      expect.objectContaining({ message: '请选择客户' }),
    ]);
    const foreign = await op<Record<string, Row | null>>(doc, T, { orderCode: 'HYJK0000000000' });
    expect(ok(foreign)[`${c}Order`]).toBeNull();
  });

  it('answers a signed link to the work sheet', async () => {
    const link = ok(
      await op<Record<string, { url: string }>>(doc, `${P}DocumentLink`, {
        orderCode,
        document: 'WORK_SHEET',
        format: 'PDF',
      }),
    )[`${c}DocumentLink`];
    expect(link?.url).toMatch(new RegExp(`^/rest/${decl.controller}/downloadWorkSheetPdf\\?`));
  });

  it('a list of 50 costs at most 2 REST calls warm (3 cold); the order page one query of at most 6', async () => {
    const cold = await op<Record<string, { items: Row[] }>>(doc, `${T}Page`, { pageSize: 50 });
    const page = await op<Record<string, { items: Row[] }>>(doc, `${T}Page`, { pageSize: 50 });
    const items = ok(page)[`${c}Orders`]?.items ?? [];
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items[0]?.clientName).toBeTruthy();
    // Cold, the organisation's dictionary entries are fetched once for the reference-data cache.
    expect(cold.calls).toBeLessThanOrEqual(3);
    expect(page.calls).toBeLessThanOrEqual(2);
    const answer = await op<Record<string, Row>>(doc, T, { orderCode });
    const order = ok(answer)[`${c}Order`] as Row;
    expect((order.nodes as { name: string }[]).map((n) => n.name)).toEqual(flow.nodes);
    expect(Array.isArray(order.files)).toBe(true);
    expect(order.fees).toBeTruthy();
    expect(answer.calls).toBeLessThanOrEqual(6);
    console.log(
      `${decl.label}：列表 ${cold.calls} 次（冷）/ ${page.calls} 次 REST 调用，订单页 ${answer.calls} 次`,
    );
  });
});
