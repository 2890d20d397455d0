// Invoices through GraphQL: a real gateway in front of a real rest with the demo company (its
// invoice sets, issued and cleared invoices over approved receivables).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let stack: Stack;
let finance: string;
let operator: string;

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  calls: number;
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token = finance,
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Answer<T>, 'calls'>;
  return { ...body, calls: Number(res.headers.get('x-rest-calls')) };
}

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = finance) {
  const answer = await gql<T>(query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

async function failure(query: string, variables: Record<string, unknown> = {}, token = finance) {
  const answer = await gql(query, variables, token);
  const error = answer.errors?.[0];
  if (!error) throw new Error(`应当失败：${JSON.stringify(answer.data)}`);
  return { code: error.extensions?.code, message: error.message };
}

interface TicketLine {
  id: string;
  orderCode: string;
  money: string;
  outstanding: string;
  currency: { code: string; name: string };
  settlementUnit: { id: string; name: string };
  invoiceNo: string | null;
}

interface TicketPage {
  items: TicketLine[];
  total: number;
  totals: { currency: { code: string }; count: number; money: string; outstanding: string }[];
  cnyMoney: string;
}

const TICKET = `items { id orderCode money outstanding currency { code name }
  settlementUnit { id name } invoiceNo } total
  totals { currency { code } count money outstanding } cnyMoney`;

const INVOICE = `id invoiceNo invoiceDate status statusName amountCny lineCount
  invoiceType { code name } settlementUnit { id name kind }
  lines { feeLineId orderCode feeName money outstanding currency { code } currentInvoiceNo }
  totals { currency { code name } money outstanding }`;

beforeAll(async () => {
  // One gateway: its kept references stay fresh while the calls behind a page are counted, however
  // slow the machine.
  stack = await startStack({ gateway: { referenceFreshMs: 60_000 } });
  [finance, operator] = await Promise.all([
    signIn(stack, { mobile: '13800000002', password: DEMO_ADMIN.password }),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
  ]);
}, 180_000);

afterAll(() => stack?.close());

describe('the demo company', () => {
  it('has invoice sets, issued and cleared invoices', async () => {
    const sets = await data<{
      invoiceSets: { items: { invoiceType: { code: string; name: string }; used: boolean }[] };
    }>(`query { invoiceSets(pageSize: 50) { items { invoiceType { code name } used } } }`);
    expect(sets.invoiceSets.items.map((s) => s.invoiceType.name)).toContain('增值税专用发票');
    expect(sets.invoiceSets.items.some((s) => s.used)).toBe(true);
    for (const status of ['YKP', 'YZF']) {
      const answer = await gql<{
        arInvoices: { items: { status: string; lines: unknown[] }[]; total: number };
      }>(
        `query ($s: ArInvoiceStatus) { arInvoices(filter: { status: $s }) { items { status lines { feeLineId } } total } }`,
        { s: status },
      );
      expect(answer.errors).toBeUndefined();
      const items = answer.data?.arInvoices.items ?? [];
      expect(items.length, status).toBeGreaterThan(0);
      expect(items.every((i) => i.status === status && i.lines.length > 0)).toBe(true);
    }
  });
});

describe('issuing, viewing and clearing through GraphQL', () => {
  it('issues for two approved lines of one client, shows them invoiced, and clears', async () => {
    const open = await data<{ uninvoicedLines: TicketPage }>(
      `query { uninvoicedLines(pageSize: 200) { ${TICKET} } }`,
    );
    const byClient = new Map<string, TicketLine[]>();
    for (const line of open.uninvoicedLines.items) {
      byClient.set(line.settlementUnit.id, [...(byClient.get(line.settlementUnit.id) ?? []), line]);
    }
    const pair = [...byClient.values()].find((l) => l.length >= 2)?.slice(0, 2) ?? [];
    expect(pair.length).toBe(2);
    const [a, b] = pair as [TicketLine, TicketLine];
    const set = await data<{ createInvoiceSet: { id: string; nextNo: string } }>(
      `mutation ($i: InvoiceSetInput!) { createInvoiceSet(input: $i) { id nextNo } }`,
      {
        i: {
          invoiceType: 'FPLX_SDPP',
          invoiceStartNo: '26440000000000000001',
          invoiceEndNo: '26440000000000009999',
        },
      },
    );
    expect(set.createInvoiceSet.nextNo).toBe('26440000000000000001');

    const issued = await data<{
      issueArInvoice: { id: string; invoiceNo: string; version: number };
    }>(
      `mutation ($s: ID!, $l: [ID!]!) { issueArInvoice(invoiceSetId: $s, lineIds: $l, invoiceDate: "2026-11-24") { id invoiceNo version } }`,
      { s: set.createInvoiceSet.id, l: [a.id, b.id] },
    );
    expect(issued.issueArInvoice.invoiceNo).toBe('26440000000000000001');
    const view = await gql<{ arInvoice: Record<string, unknown> }>(
      `query ($id: ID!) { arInvoice(id: $id) { ${INVOICE} } }`,
      { id: issued.issueArInvoice.id },
    );
    expect(view.errors).toBeUndefined();
    // The invoice with its lines and totals is one findByInvoice; the names of its codes one
    // dictionary call.
    expect(view.calls).toBe(2);
    expect(view.data?.arInvoice).toMatchObject({
      invoiceNo: '26440000000000000001',
      invoiceDate: '2026-11-24',
      status: 'YKP',
      statusName: '已开票',
      lineCount: 2,
      invoiceType: { code: 'FPLX_SDPP', name: '数电发票（普通发票）' },
      settlementUnit: { id: a.settlementUnit.id, name: a.settlementUnit.name, kind: 'CLIENT' },
    });
    const lines = view.data?.arInvoice.lines as { feeLineId: string; money: string }[];
    expect(lines.map((l) => l.feeLineId).sort()).toEqual([a.id, b.id].sort());

    const ticket = await data<{ invoicedLines: TicketPage }>(
      `query ($n: String) { invoicedLines(filter: { invoiceNo: $n }) { ${TICKET} } }`,
      { n: '26440000000000000001' },
    );
    expect(ticket.invoicedLines.items.map((l) => l.id).sort()).toEqual([a.id, b.id].sort());
    expect(ticket.invoicedLines.total).toBe(2);

    const cleared = await data<{
      clearArInvoice: { status: string; statusName: string; version: number };
    }>(
      `mutation ($id: ID!, $v: Int!) { clearArInvoice(id: $id, remark: "作废重开", expectedVersion: $v) {
        status statusName version } }`,
      { id: issued.issueArInvoice.id, v: issued.issueArInvoice.version },
    );
    expect(cleared.clearArInvoice).toMatchObject({ status: 'YZF', statusName: '已作废' });
    const back = await data<{ uninvoicedLines: TicketPage }>(
      `query ($u: ID) { uninvoicedLines(filter: { settlementUnitId: $u }, pageSize: 200) { ${TICKET} } }`,
      { u: a.settlementUnit.id },
    );
    expect(back.uninvoicedLines.items.map((l) => l.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const again = await failure(
      `mutation ($id: ID!, $v: Int!) { clearArInvoice(id: $id, expectedVersion: $v) { id } }`,
      { id: issued.issueArInvoice.id, v: cleared.clearArInvoice.version },
    );
    expect(again).toEqual({ code: 'BAD_USER_INPUT', message: '该发票已作废' });
  });

  it('answers bad input with BAD_USER_INPUT in Chinese and other pages with FORBIDDEN', async () => {
    expect(
      await failure(
        `mutation { createInvoiceSet(input: { invoiceType: "FPLX_PP", invoiceStartNo: "9", invoiceEndNo: "1" }) { id } }`,
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: '起始号码不能大于结束号码' });
    expect(
      await failure(`mutation { issueArInvoice(invoiceSetId: "1", lineIds: ["AP-1"]) { id } }`),
    ).toEqual({ code: 'BAD_USER_INPUT', message: '费用 AP-1 不是应收费用' });
    expect((await failure(`query { uninvoicedLines { total } }`, {}, operator)).code).toBe(
      'FORBIDDEN',
    );
    expect((await failure(`query { arInvoice(id: "999999") { id } }`)).code).toBe('NOT_FOUND');
  });
});
