// Ocean import and air import orders through GraphQL against a real rest, with the operation
// documents generated for the web: create, the customs node with a goods row filled from its HS
// code, the yes/no flags answered with their names, each type's own status dictionary, refusals
// per node as BAD_USER_INPUT with the Chinese messages (required fields, unknown codes and HS
// codes, negative weights, another organisation's order) with nothing half-written, files kept by
// attachment type, a document link, and the REST calls behind the list and the order page.
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airImport, oceanImport } from '../model/orders/index.ts';
import type { OrderField } from '../model/orders/index.ts';
import {
  OrderAttachments_FileFragmentDoc,
  OrderFeesSection_FeesFragmentDoc,
} from '../web/src/__generated__/graphql.ts';
import { graphql, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';
import { OrderVersions } from './support/readVersions.ts';

let stack: Stack;
let token: string;
let ningboToken: string;

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

// Each node save sends the version of the order as last answered, as the order page does.
const versions = new OrderVersions();

async function op<T = Row>(
  document: string,
  operationName: string,
  variables: Record<string, unknown> = {},
  as = token,
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
    body: JSON.stringify({
      query: document,
      operationName,
      variables: versions.fill(operationName, variables),
    }),
  });
  const body = (await res.json()) as Answer<T>;
  versions.keep(body.data);
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
  ningboToken = await signIn(stack, { mobile: '13800000004', password: 'demo1234' });
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
    flags: {
      brokerList: [{ isSelfReport: true, isSpecialRelationship: false, singleNumber: null }],
    },
    checkFlags: (saved: Row) => {
      expect((saved.brokerList as Row[])[0]).toMatchObject({
        isSelfReport: true,
        isSelfReportName: '是',
        isSpecialRelationship: false,
        isSpecialRelationshipName: '否',
      });
    },
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
    flags: { isSelfReport: true, isHealthInspection: false },
    checkFlags: (saved: Row) => {
      expect(saved).toMatchObject({
        isSelfReport: true,
        isSelfReportName: '是',
        isHealthInspection: false,
        isHealthInspectionName: '否',
      });
    },
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
          ...flow.flags,
        },
      }),
    )[`save${P}Customs`] as Row;
    // The yes/no flags with their names; the status from the type's own dictionary.
    flow.checkFlags(saved);
    expect(created.status).toEqual({ code: `${decl.statusCategory}_YJD`, name: '已接单' });
    expect(saved.status).toEqual({ code: `${decl.statusCategory}_YBG`, name: '已报关' });
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

  it('refuses bad input on every node, nothing half-written', async () => {
    // A new order, its booking alone saved: the later nodes' required fields hold nothing yet.
    const fresh = ok(await op<Record<string, Row>>(doc, `Create${T}`, { input: flow.booking() }))[
      `create${P}Order`
    ] as Row;
    const code = fresh.orderCode as string;
    const before = ok(await op<Record<string, Row>>(doc, T, { orderCode: code }))[
      `${c}Order`
    ] as Row;
    const refused = async (save: string, input: Row, message: string | RegExp) => {
      const answer = await op(doc, save, { orderCode: code, input });
      expect(answer.errors?.[0]?.extensions?.code, `${save} ${JSON.stringify(input)}`).toBe(
        'BAD_USER_INPUT',
      );
      const said = (answer.errors?.[0]?.extensions?.messages as { message: string }[])[0]?.message;
      if (typeof message === 'string') expect(said).toBe(message);
      else expect(said).toMatch(message);
    };
    // Creation refuses each empty required booking field (csr defaults to the caller).
    const first = decl.nodes[0];
    for (const name of (first?.required ?? []).filter((n) => n !== 'csrId')) {
      const field = decl.fields.find((f) => f.name === name) as OrderField;
      const answer = await op(doc, `Create${T}`, { input: { ...flow.booking(), [name]: null } });
      expect(answer.errors?.[0]?.extensions?.code, name).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(answer.errors?.[0]?.extensions?.messages)).toMatch(field.label);
    }
    for (const node of decl.nodes.filter((n) => n.fields.length > 0)) {
      const save = `Save${P}${node.key.charAt(0).toUpperCase()}${node.key.slice(1)}`;
      const fields = node.fields.map((n) => decl.fields.find((f) => f.name === n) as OrderField);
      // The node's required fields given, so the refusal is the bad value's.
      const valid: Row = { customsBrokerId: ids.broker, customsCode: '2'.repeat(18) };
      const base = Object.fromEntries((node.required ?? []).map((n) => [n, valid[n]]));
      const dict = fields.find((f) => f.kind === 'dict');
      if (dict)
        await refused(
          save,
          { ...base, [dict.name]: 'NO_SUCH_CODE' },
          `${dict.label}不存在：NO_SUCH_CODE`,
        );
      const weight = fields.find((f) => f.kind === 'decimal');
      if (weight) await refused(save, { ...base, [weight.name]: '-0.5' }, /[\u4e00-\u9fa5]/);
      for (const name of node.required ?? []) {
        const field = decl.fields.find((f) => f.name === name) as OrderField;
        // Booking's required fields are refused empty on creation (above); once set, an empty
        // value leaves them as they are ('' is absent on the /rest/ side).
        if (node === decl.nodes[0]) continue;
        await refused(save, { [name]: null }, new RegExp(field.label));
      }
    }
    // A goods row with an HS code that does not exist, beside a good one: the save refused whole.
    await refused(
      `Save${P}Customs`,
      { customsBrokerId: ids.broker, goodsList: [{ goodsId: ids.wine }, { goodsId: '987654321' }] },
      '所选HS编码不存在',
    );
    const after = ok(await op<Record<string, Row>>(doc, T, { orderCode: code }))[
      `${c}Order`
    ] as Row;
    expect(after).toEqual(before);
  });

  it("treats another organisation's order as not there: read, save, copy, delete", async () => {
    const read = await op<Record<string, Row | null>>(doc, T, { orderCode }, ningboToken);
    expect(ok(read)[`${c}Order`]).toBeNull();
    const save = await op(
      doc,
      `Save${P}Booking`,
      { orderCode, input: { orderRemark: '改' } },
      ningboToken,
    );
    expect(save.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    expect(JSON.stringify(save.errors?.[0]?.extensions?.messages)).toContain('订单不存在');
    for (const operation of [`Copy${P}Order`, `Delete${P}Order`]) {
      const answer = await op(doc, operation, { orderCode }, ningboToken);
      expect(answer.errors?.[0]?.extensions?.code, operation).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    }
    // Still there, unchanged, for its own organisation.
    const mine = ok(await op<Record<string, Row>>(doc, T, { orderCode }))[`${c}Order`] as Row;
    expect(mine.orderRemark).not.toBe('改');
  });

  it('keeps files by the attachment types the type declares', async () => {
    const types = decl.nodes.find((n) => n.attachmentTypes)?.attachmentTypes;
    const grant = (attachmentType: string) =>
      graphql(
        stack,
        `
          mutation ($o: String!, $n: String!, $t: String) {
            uploadGrant(area: PRIVATE, orderCode: $o, nodeCode: $n, attachmentType: $t) {
              uploadUrl
            }
          }
        `,
        { o: orderCode, n: decl.nodes.at(-1)?.code, t: attachmentType },
        token,
      );
    const unknown = await grant('不存在的类型');
    if (types) {
      expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(unknown.errors?.[0]?.extensions?.messages)).toContain('附件类型不存在');
      expect((await grant(types[1] as string)).errors).toBeUndefined();
    } else {
      // A type grouping its files by node takes any attachment type.
      expect(unknown.errors).toBeUndefined();
    }
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
