// Fees through GraphQL: a real gateway in front of a real rest with the demo company, on the
// demo ocean export orders and their fees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../rest/src/modules/fees/testSupport.ts';
import { DEMO_ADMIN, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let operator: string;
let finance: string;

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  calls: number;
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token = admin,
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Answer<T>, 'calls'>;
  return { ...body, calls: Number(res.headers.get('x-rest-calls')) };
}

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = admin) {
  const answer = await gql<T>(query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

interface Line {
  id: string;
  version: number;
  feeName: string;
  unitPrice: string;
  quantity: string;
  money: string;
  approveStatus: string;
  editable: boolean;
  currency: { code: string; name: string };
  feeType: { feeCode: string } | null;
  settlementUnit: { id: string; name: string; kind: string };
}

interface Fees {
  orderCode: string;
  payableVersion: number;
  receivableVersion: number;
  payables: Line[];
  receivables: Line[];
  totals: {
    byCurrency: {
      currency: { code: string; name: string };
      receivable: string;
      payable: string;
      amount: string;
    }[];
    receivableCny: string;
    payableCny: string;
    profitCny: string;
  };
}

const LINE = `id version feeName unitPrice quantity money approveStatus editable
  currency { code name } feeType { feeCode } settlementUnit { id name kind }`;
const FEES = `orderCode payableVersion receivableVersion payables { ${LINE} } receivables { ${LINE} }
  totals { byCurrency { currency { code name } receivable payable amount }
    receivableCny payableCny profitCny }`;

const cents = (v: string) => BigInt(v.replace('.', ''));

let orderCode = '';
let fees: Fees;

beforeAll(async () => {
  // One gateway: its kept references stay fresh while the calls behind a page are counted, however
  // slow the machine.
  stack = await startStack({ gateway: { referenceFreshMs: 60_000 } });
  [admin, operator, finance] = await Promise.all([
    signIn(stack),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
    signIn(stack, { mobile: '13800000002', password: DEMO_ADMIN.password }),
  ]);
  // A demo ocean export order (the page the tests below open) whose lines are all still
  // editable (saved, not submitted).
  const page = await data<{ profitApprovals: { items: { orderCode: string }[] } }>(
    `query { profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
      items { orderCode } } }`,
  );
  for (const item of page.profitApprovals.items) {
    const found = await data<{ orderFees: Fees }>(
      `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      { c: item.orderCode },
    );
    const all = [...found.orderFees.payables, ...found.orderFees.receivables];
    if (all.length > 0 && all.every((l) => l.approveStatus === 'WTJ')) {
      orderCode = item.orderCode;
      fees = found.orderFees;
      break;
    }
  }
  if (!orderCode) throw new Error('演示数据中没有未提交费用的订单');
}, 180_000);

afterAll(() => stack?.close());

describe('an order page with its fees', () => {
  it('answers lines with resolved records and exact totals in one REST call', async () => {
    const answer = await gql<{ orderFees: Fees }>(
      `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      { c: orderCode },
    );
    expect(answer.errors).toBeUndefined();
    const f = answer.data?.orderFees;
    if (!f) throw new Error('没有费用');
    expect(f.receivables.length).toBeGreaterThan(0);
    expect(f.receivables[0]?.settlementUnit.kind).toBe('CLIENT');
    expect(f.payables[0]?.settlementUnit.kind).toBe('SUPPLIER');
    expect(f.receivables.every((l) => l.feeType !== null)).toBe(true);
    const usd = f.totals.byCurrency.find((t) => t.currency.code === '1');
    expect(usd?.currency.name).toBe('美元');
    expect(cents(f.totals.profitCny)).toBe(
      cents(f.totals.receivableCny) - cents(f.totals.payableCny),
    );
    // findOrderCode, the dictionary names and the fee types: a constant number of calls.
    expect(answer.calls).toBeLessThanOrEqual(4);
  });

  it('answers the order page (order, fees, files, nodes) in at most 6 REST calls', async () => {
    const answer = await gql<{ oceanExportOrder: { fees: Fees } | null }>(
      `query ($c: String!) {
        oceanExportOrder(orderCode: $c) {
          orderCode clientName currentNodeIndex nodes { code mine }
          fees { ${FEES} }
        }
        files(orderCode: $c) { id name }
      }`,
      { c: orderCode },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.oceanExportOrder?.fees).toEqual(fees);
    expect(answer.calls).toBeLessThanOrEqual(6);
  });

  it('reads the fees through the order with the same one call', async () => {
    const answer = await gql<{
      oceanExportOrder: { orderCode: string; fees: Fees } | null;
      orderFees: { totals: { profitCny: string } };
    }>(
      `query ($c: String!) {
        oceanExportOrder(orderCode: $c) { orderCode fees { ${FEES} } }
        orderFees(orderCode: $c) { totals { profitCny } }
      }`,
      { c: orderCode },
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data?.oceanExportOrder?.fees.totals.profitCny).toBe(
      answer.data?.orderFees.totals.profitCny,
    );
    expect(answer.data?.oceanExportOrder?.fees).toEqual(fees);
    expect(answer.calls).toBeLessThanOrEqual(6);
  });

  it('saves a side at once, computing money exactly, and refuses a bad batch whole', async () => {
    const keep = fees.receivables.map((l) => ({
      id: l.id,
      feeTypeId: '',
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      currency: l.currency.code,
      settlementUnitId: l.settlementUnit.id,
    }));
    const types = await data<{ feeTypeOptions: { id: string; feeCode: string }[] }>(
      `query { feeTypeOptions(limit: 100) { id feeCode } }`,
    );
    const typeId = (code: string) => types.feeTypeOptions.find((t) => t.feeCode === code)?.id;
    const byCode = new Map(fees.receivables.map((l) => [l.id, l.feeType?.feeCode ?? '']));
    for (const k of keep) k.feeTypeId = typeId(byCode.get(k.id) ?? '') ?? '';
    const client = fees.receivables[0]?.settlementUnit.id ?? '';
    const save = `mutation ($c: String!, $lines: [FeeLineInput!]!, $v: Int!, $r: [ID!]!) {
      saveFeeLines(orderCode: $c, side: RECEIVABLE, lines: $lines, expectedVersion: $v,
        readIds: $r) { ${FEES} } }`;
    const base = { v: fees.receivableVersion, r: fees.receivables.map((l) => l.id) };

    const bad = await gql(save, {
      ...base,
      c: orderCode,
      lines: [
        ...keep,
        { feeTypeId: typeId('EXP'), unitPrice: '80', quantity: '-1', settlementUnitId: client },
      ],
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(bad.errors?.[0]?.message).toContain(`费用第${keep.length + 1}行：数量必须大于0`);
    const unchanged = await data<{ orderFees: Fees }>(
      `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      { c: orderCode },
    );
    expect(unchanged.orderFees).toEqual(fees);

    const saved = await data<{ saveFeeLines: Fees }>(save, {
      ...base,
      c: orderCode,
      lines: [
        ...keep,
        { feeTypeId: typeId('EXP'), unitPrice: '0.1', quantity: '3', settlementUnitId: client },
        {
          feeTypeId: typeId('SEAL'),
          unitPrice: '1234567.89',
          quantity: '1000',
          settlementUnitId: client,
        },
      ],
    });
    const added = saved.saveFeeLines.receivables.slice(-2);
    expect(added.map((l) => [l.feeName, l.money, l.currency.code])).toEqual([
      ['快递费', '0.30', '3'],
      ['封条费', '1234567890.00', '3'],
    ]);
    expect(cents(saved.saveFeeLines.totals.receivableCny)).toBe(
      cents(fees.totals.receivableCny) + 30n + 123456789000n,
    );
    fees = saved.saveFeeLines;
  });

  it('submits lines for review, locks them, and lets finance approve', async () => {
    const [first, second] = fees.receivables;
    if (!first || !second) throw new Error('缺少费用');
    const submitted = await data<{ submitFeeLines: { message: string; lines: Line[] } }>(
      `mutation ($ids: [ID!]!, $v: [Int!]!) {
        submitFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $v) {
          message lines { ${LINE} } } }`,
      { ids: [first.id, second.id], v: [first.version, second.version] },
      operator,
    );
    expect(submitted.submitFeeLines.message).toBe('提交成功');
    expect(submitted.submitFeeLines.lines.map((l) => [l.approveStatus, l.editable])).toEqual([
      ['DSH', false],
      ['DSH', false],
    ]);
    const now = await data<{ orderFees: Fees }>(
      `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      { c: orderCode },
    );
    const locked = await gql(
      `mutation ($c: String!, $v: Int!, $r: [ID!]!) { saveFeeLines(orderCode: $c,
        side: RECEIVABLE, lines: [], expectedVersion: $v, readIds: $r) { orderCode } }`,
      {
        c: orderCode,
        v: now.orderFees.receivableVersion,
        r: now.orderFees.receivables.map((l) => l.id),
      },
    );
    expect(locked.errors?.[0]?.extensions).toMatchObject({ status: 422 });
    expect(locked.errors?.[0]?.message).toContain('不能删除');

    const [submittedFirst] = submitted.submitFeeLines.lines;
    const v = [submittedFirst?.version ?? 0];
    const denied = await gql(
      `mutation ($ids: [ID!]!, $v: [Int!]!) {
        approveFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $v) { message } }`,
      { ids: [first.id], v },
      operator,
    );
    expect(denied.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const approved = await data<{ approveFeeLines: { lines: Line[] } }>(
      `mutation ($ids: [ID!]!, $v: [Int!]!) {
        approveFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $v, remark: "核对无误") {
          lines { approveStatus } } }`,
      { ids: [first.id], v },
      finance,
    );
    expect(approved.approveFeeLines.lines[0]?.approveStatus).toBe('YSH');
    const rejected = await data<{ decideOrderFees: { message: string; lines: Line[] } }>(
      `mutation ($c: String!, $v: Int!) { decideOrderFees(orderCode: $c, side: RECEIVABLE,
        reject: true, remark: "请核对单价", expectedVersion: $v) {
          message lines { id approveStatus editable } } }`,
      {
        c: orderCode,
        v: (
          await data<{ orderFees: Fees }>(
            `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
            { c: orderCode },
          )
        ).orderFees.receivableVersion,
      },
      finance,
    );
    expect(rejected.decideOrderFees.message).toBe('已驳回');
    expect(rejected.decideOrderFees.lines).toEqual([
      expect.objectContaining({ id: second.id, approveStatus: 'BH', editable: true }),
    ]);
  });

  it('audits lines by status on the fee audit page', async () => {
    const page = await data<{ feeLines: { total: number; items: Line[] } }>(
      `query ($c: String!) { feeLines(side: RECEIVABLE, filter: { orderCode: $c, approveStatus: [YSH] }) {
        total items { ${LINE} } } }`,
      { c: orderCode },
      finance,
    );
    expect(page.feeLines.total).toBe(1);
    expect(page.feeLines.items[0]?.approveStatus).toBe('YSH');
  });
});

describe('templates', () => {
  it('adds a template of lines to an order in one batch', async () => {
    const templates = await data<{
      feeTemplates: {
        id: string;
        name: string;
        details: { feeName: string; currency: { name: string } }[];
      }[];
    }>(`query { feeTemplates(side: PAYABLE) { id name details { feeName currency { name } } } }`);
    const us = templates.feeTemplates.find((t) => t.name === '美线整箱应付模板');
    if (!us) throw new Error('缺少演示模板');
    expect(us.details.map((d) => d.feeName)).toContain('海运费');
    const before = fees.payables.length;
    const applied = await data<{ applyFeeTemplate: Fees }>(
      `mutation ($c: String!, $t: ID!) { applyFeeTemplate(orderCode: $c, side: PAYABLE, templateId: $t) {
        ${FEES} } }`,
      { c: orderCode, t: us.id },
    );
    expect(applied.applyFeeTemplate.payables).toHaveLength(before + us.details.length);
    expect(applied.applyFeeTemplate.payables.slice(before).map((l) => l.feeName)).toEqual(
      us.details.map((d) => d.feeName),
    );
  });
});

describe('statements', () => {
  it('hands out a signed link to a PDF statement that shows the order code', async () => {
    const link = await data<{ feeStatementLink: { url: string } }>(
      `mutation ($c: String!) { feeStatementLink(orderCode: $c, statement: RECEIVABLE_PDF) { url } }`,
      { c: orderCode },
    );
    expect(link.feeStatementLink.url).toMatch(
      /^\/rest\/tbSeaTransportExport\/querydownloadArPdf\?sig=/,
    );
    const res = await fetch(`${stack.url}${link.feeStatementLink.url}`);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(orderCode);
  });

  it('hands out an Excel statement link through the generic downloadLink too', async () => {
    const link = await data<{ downloadLink: { url: string } }>(
      `mutation ($c: String!) { downloadLink(path: "tbSeaTransportExport/downloadAp",
        params: [{ name: "orderCode", value: $c }]) { url } }`,
      { c: orderCode },
    );
    const res = await fetch(`${stack.url}${link.downloadLink.url}`);
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 2).toString()).toBe('PK');
  });
});
