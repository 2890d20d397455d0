// An order list's dictionary columns (status, operation status, shipping mode) are read ahead,
// whole, beside the page: every row shows its entry's name, in one dictionary call for the page;
// and if that read fails, the rows still show their names, asked again through the loader.
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oceanExport } from '../model/orders/index.ts';
import {
  OceanExportOrderDocument,
  OceanExportOrderPageDocument,
} from '../web/src/__generated__/graphql.ts';
import { restProxy } from './support/restProxy.ts';
import { signIn, startStack, type Stack } from './support/stack.ts';

/** Dictionary calls to fail with a 500 before rest sees them (counted down per call). */
let failDictionaryCalls = 0;
const dictionaryCalls: string[] = [];

/** The first row of each answer of rest's ocean export list, as the gateway got it. */
const listRows: Record<string, unknown>[] = [];

const watchDictionaryCalls = restProxy({
  rewrite: (call, body) => {
    if (call.path.endsWith('/tbSeaTransportExport/pageAll')) {
      const first = (JSON.parse(body) as { data?: { list?: Record<string, unknown>[] } }).data
        ?.list?.[0];
      if (first) listRows.push(first);
    }
    return body;
  },
  intercept: (call, res) => {
    if (!call.path.endsWith('/tbDict/getDictByTypeId')) return false;
    dictionaryCalls.push(call.path);
    if (failDictionaryCalls === 0) return false;
    failDictionaryCalls -= 1;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 500, data: { message: '服务器内部错误' } }));
    return true;
  },
});

// The web's own list query, with its fragments.
const document = print(OceanExportOrderPageDocument);

interface CodeName {
  code: string;
  name: string;
}
interface Row {
  orderCode: string;
  status: CodeName | null;
  operationStatus: CodeName | null;
  shippingModeId: CodeName | null;
}

let stack: Stack;
let token: string;

async function post(query: string, variables: Record<string, unknown>, operationName?: string) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables, ...(operationName ? { operationName } : {}) }),
  });
  return {
    calls: Number(res.headers.get('x-rest-calls')),
    body: (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; path?: unknown[] }[];
    },
  };
}

const listPage = (pageSize = 50) =>
  post(document, { pageNum: 1, pageSize }, 'OceanExportOrderPage');

/** The dictionary's own names, category by category, as the dictionary query answers them. */
async function dictionary(category: string): Promise<Map<string, string>> {
  const { body } = await post(
    `query ($category: String!) { dictionary(category: $category) { dictCode dictName } }`,
    { category },
  );
  const entries = body.data?.dictionary as { dictCode: string; dictName: string }[];
  return new Map(entries.map((e) => [e.dictCode, e.dictName]));
}

function categoryOf(field: string): string {
  const decl = oceanExport.fields.find((f) => f.name === field);
  if (decl?.kind !== 'dict') throw new Error(`${field} is not a dictionary field`);
  return decl.category;
}

beforeAll(async () => {
  // Without the reference cache every dictionary read reaches rest, and the proxy sees it.
  stack = await startStack({ inFrontOfRest: watchDictionaryCalls, levers: { cache: false } });
  token = await signIn(stack);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

beforeEach(() => {
  failDictionaryCalls = 0;
  dictionaryCalls.length = 0;
});

describe('an order list reads its dictionary columns ahead', () => {
  it("shows every row's entries with the dictionary's names, in one dictionary call", async () => {
    const names = {
      status: await dictionary(categoryOf('status')),
      operationStatus: await dictionary(categoryOf('operationStatus')),
      shippingModeId: await dictionary(categoryOf('shippingModeId')),
    };
    dictionaryCalls.length = 0;
    const { body, calls } = await listPage();
    expect(body.errors).toBeUndefined();
    const rows = (body.data?.oceanExportOrders as { items: Row[] }).items;
    expect(rows.length).toBeGreaterThan(5);
    let shown = 0;
    for (const row of rows) {
      for (const field of ['status', 'operationStatus', 'shippingModeId'] as const) {
        const entry = row[field];
        if (!entry) continue;
        shown += 1;
        expect(entry.name, `${row.orderCode} ${field} ${entry.code}`).toBe(
          names[field].get(entry.code) ?? entry.code,
        );
        expect(entry.name).not.toBe('');
      }
      // Every demo order has a status and an operation status, each a known entry.
      expect(names.status.has(row.status?.code ?? '')).toBe(true);
      expect(names.operationStatus.has(row.operationStatus?.code ?? '')).toBe(true);
    }
    expect(shown).toBeGreaterThanOrEqual(rows.length * 2);
    // The page and one dictionary call for all its categories.
    expect(dictionaryCalls).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('still shows the names when the read ahead fails, asking through the loader', async () => {
    const before = (await listPage(10)).body;
    const expected = (before.data?.oceanExportOrders as { items: Row[] }).items;
    dictionaryCalls.length = 0;
    failDictionaryCalls = 1;
    const { body } = await listPage(10);
    expect(body.errors).toBeUndefined();
    expect((body.data?.oceanExportOrders as { items: Row[] }).items).toEqual(expected);
    // The failed read ahead, then the loader's own call.
    expect(dictionaryCalls).toHaveLength(2);
  });

  it('reports the failure on the cells when the dictionary cannot be read at all', async () => {
    failDictionaryCalls = 2;
    const { body } = await listPage(10);
    const rows = (body.data?.oceanExportOrders as { items: Row[] } | undefined)?.items;
    // The list itself is there; the cells that need names carry the error.
    expect(rows?.length).toBeGreaterThan(0);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(body.errors?.[0]?.path).toContain('status');
  });
});

describe("the web's order list", () => {
  it('asks rest for the list columns only, and shows each row with its version', async () => {
    listRows.length = 0;
    const { body } = await listPage(10);
    expect(body.errors).toBeUndefined();
    const rows = (body.data?.oceanExportOrders as { items: { version?: number }[] }).items;
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(typeof row.version).toBe('number');
    // rest's rows carry the list's columns (columns=list), not every field of the order: a
    // fifth of the answer for rest to build and for the gateway to read.
    expect(listRows).toHaveLength(1);
    const notListed = oceanExport.fields
      .map((f) => f.name)
      .filter((name) => !oceanExport.listColumns.includes(name));
    expect(notListed.length).toBeGreaterThan(10);
    const keys = Object.keys(listRows[0] ?? {});
    expect(keys).toContain('version');
    expect(rows[0]?.version).toBe(Number(listRows[0]?.version));
    expect(keys.filter((key) => notListed.includes(key))).toEqual([]);
  });
});

describe('an order page reads its dictionaries ahead', () => {
  it("shows the order's entries, its nodes' and its fee lines' currencies with the dictionary's names", async () => {
    const listed = (await listPage(10)).body;
    const orderCode = (listed.data?.oceanExportOrders as { items: Row[] }).items[0]?.orderCode;
    expect(orderCode).toBeDefined();
    dictionaryCalls.length = 0;
    const { body } = await post(print(OceanExportOrderDocument), { orderCode }, 'OceanExportOrder');
    expect(body.errors).toBeUndefined();
    // The order's dictionary fields, its nodes and its fee lines' currencies: one call.
    expect(dictionaryCalls).toHaveLength(1);
    const order = body.data?.oceanExportOrder as Record<string, unknown> & {
      nodes: { code: string; name: string }[];
      fees: { receivables: { currency: CodeName }[]; payables: { currency: CodeName }[] };
    };
    let checked = 0;
    for (const field of oceanExport.fields) {
      if (field.kind !== 'dict') continue;
      const entry = order[field.name] as CodeName | null | undefined;
      if (!entry) continue;
      const names = await dictionary(field.category);
      expect(entry.name, `${field.name} ${entry.code}`).toBe(names.get(entry.code) ?? entry.code);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(2);
    const nodeNames = await dictionary(oceanExport.nodeCategory);
    expect(order.nodes.map((n) => n.name)).toEqual(
      oceanExport.nodes.map((n) => nodeNames.get(n.code) ?? n.label),
    );
    const currencies = await dictionary('FYBZ');
    const lines = [...order.fees.receivables, ...order.fees.payables];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.currency.name).toBe(currencies.get(line.currency.code) ?? line.currency.code);
    }
  });
});
