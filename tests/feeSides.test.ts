// Payables (tbAp) and receivables (tbAr) are numbered by two tables, so the demo orders have
// payable and receivable lines with the same number. Through a real gateway over a real rest:
// each side answers its own lines, a line of one side is never taken for the other, and the
// profit list and the profit detail agree on an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let stack: Stack;
let token: string;

interface RestLine {
  id: number;
  feeTypeId: number;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  settlementUnit: number;
  settlementUnitName: string;
  approveStatus: string;
  invoiceNo: string | null;
  invoiceDate: string | null;
  remark: string | null;
  filePath: string | null;
}

interface RestFees {
  YFList: RestLine[];
  YSList: RestLine[];
  totals: { receivableCny: string; payableCny: string; profitCny: string };
}

interface Line {
  id: string;
  lineId: string;
  side: string;
  feeTypeId: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: { code: string };
  exchangeRate: string;
  money: string;
  cnyMoney: string;
  settlementUnit: { id: string; name: string; kind: string };
  approveStatus: string;
  editable: boolean;
}

interface Fees {
  payableVersion: number;
  payables: Line[];
  receivables: Line[];
  totals: { receivableCny: string; payableCny: string; profitCny: string };
}

const LINE = `id lineId side feeTypeId feeName unitPrice quantity currency { code } exchangeRate
  money cnyMoney settlementUnit { id name kind } approveStatus editable`;
const FEES = `payableVersion payables { ${LINE} } receivables { ${LINE} }
  totals { receivableCny payableCny profitCny }`;

async function rest<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${stack.restUrl}/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, token }),
  });
  const answer = (await res.json()) as { status: number; data: T };
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: T | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

const restFees = (orderCode: string) => rest<RestFees>('tbAp/findOrderCode', { orderCode });

/** What staff see of a line, from either side of the contract. */
const seen = (l: RestLine) => [String(l.id), l.feeName, l.money, l.settlementUnitName];
const seenGql = (l: Line) => [l.lineId, l.feeName, l.money, l.settlementUnit.name];

const cents = (v: string) => BigInt(v.replace('.', ''));
const sum = (lines: { cnyMoney: string }[]) => lines.reduce((s, l) => s + cents(l.cnyMoney), 0n);

/** Demo orders (first ones first) whose payables and receivables share line numbers. */
let coinciding: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  token = await signIn(stack);
  const page = await rest<{ list: { orderCode: string }[] }>('profitApprove/pageAll', {
    pageNum: 1,
    pageSize: 500,
  });
  const codes = page.list.map((r) => r.orderCode).sort();
  for (const code of codes) {
    const fees = await restFees(code);
    const ap = new Set(fees.YFList.map((l) => l.id));
    if (fees.YSList.some((l) => ap.has(l.id))) coinciding.push(code);
    if (coinciding.length === 3) break;
  }
  coinciding = coinciding.slice(0, 3);
}, 180_000);

afterAll(() => stack?.close());

describe('payables and receivables numbered alike', () => {
  it('are what the first demo orders have', () => {
    expect(coinciding).toHaveLength(3);
    expect(coinciding[0]).toMatch(/^HYCK\d{6}0001$/);
  });

  it('answer each side its own lines, through orderFees and through the order', async () => {
    for (const orderCode of coinciding) {
      const stored = await restFees(orderCode);
      const answer = await data<{ orderFees: Fees; oceanExportOrder: { fees: Fees } }>(
        `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} }
          oceanExportOrder(orderCode: $c) { fees { ${FEES} } } }`,
        { c: orderCode },
      );
      for (const fees of [answer.orderFees, answer.oceanExportOrder.fees]) {
        expect(fees.payables.map(seenGql)).toEqual(stored.YFList.map(seen));
        expect(fees.receivables.map(seenGql)).toEqual(stored.YSList.map(seen));
        expect(fees.payables.every((l) => l.side === 'PAYABLE')).toBe(true);
        expect(fees.payables.every((l) => l.settlementUnit.kind === 'SUPPLIER')).toBe(true);
        expect(fees.receivables.every((l) => l.settlementUnit.kind === 'CLIENT')).toBe(true);
        // The GraphQL ids never meet, though the line numbers do.
        const apIds = new Set(fees.payables.map((l) => l.id));
        expect(fees.receivables.filter((l) => apIds.has(l.id))).toEqual([]);
        const apNumbers = new Set(fees.payables.map((l) => l.lineId));
        expect(fees.receivables.some((l) => apNumbers.has(l.lineId))).toBe(true);
        expect(fees.payables.map((l) => l.id)).toEqual(stored.YFList.map((l) => `AP-${l.id}`));
        expect(fees.receivables.map((l) => l.id)).toEqual(stored.YSList.map((l) => `AR-${l.id}`));
      }
    }
  });

  it('total alike on the profit list and the profit detail', async () => {
    for (const orderCode of coinciding) {
      const stored = await restFees(orderCode);
      const answer = await data<{
        orderFees: Fees;
        profitApprovals: {
          items: {
            orderCode: string;
            receivableCny: string;
            payableCny: string;
            profitCny: string;
          }[];
        };
      }>(
        `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} }
          profitApprovals(filter: { orderCode: $c }) {
            items { orderCode receivableCny payableCny profitCny } } }`,
        { c: orderCode },
      );
      const row = answer.profitApprovals.items.find((i) => i.orderCode === orderCode);
      if (!row) throw new Error(`利润列表没有 ${orderCode}`);
      const { totals } = answer.orderFees;
      expect(cents(row.receivableCny)).toBe(cents(totals.receivableCny));
      expect(cents(row.payableCny)).toBe(cents(totals.payableCny));
      expect(cents(row.profitCny)).toBe(cents(totals.profitCny));
      // And both are the sums of the lines each side really has.
      expect(cents(totals.payableCny)).toBe(sum(stored.YFList));
      expect(cents(totals.receivableCny)).toBe(sum(stored.YSList));
      expect(sum(answer.orderFees.payables)).toBe(sum(stored.YFList));
      expect(sum(answer.orderFees.receivables)).toBe(sum(stored.YSList));
    }
  });
});

describe('a save of one side', () => {
  const save = `mutation ($c: String!, $side: FeeSide!, $lines: [FeeLineInput!]!, $v: Int!,
    $r: [ID!]!) { saveFeeLines(orderCode: $c, side: $side, lines: $lines, expectedVersion: $v,
      readIds: $r) { ${FEES} } }`;
  const read = (fees: Fees) => ({ v: fees.payableVersion, r: fees.payables.map((l) => l.id) });
  const input = (l: Line) => ({
    id: l.id,
    feeTypeId: l.feeTypeId,
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    currency: l.currency.code,
    exchangeRate: l.exchangeRate,
    settlementUnitId: l.settlementUnit.id,
  });

  /** A demo order with coinciding numbers whose payables may still be changed. */
  async function editableOrder(): Promise<{ orderCode: string; fees: Fees }> {
    for (const orderCode of coinciding) {
      const found = await data<{ orderFees: Fees }>(
        `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
        { c: orderCode },
      );
      if (found.orderFees.payables.every((l) => l.editable))
        return { orderCode, fees: found.orderFees };
    }
    throw new Error('演示订单中没有可修改应付费用的订单');
  }

  it('refuses a receivable line sent as a payable and writes nothing', async () => {
    const { orderCode, fees } = await editableOrder();
    const before = await restFees(orderCode);
    const receivable = fees.receivables.find((r) =>
      fees.payables.some((p) => p.lineId === r.lineId),
    );
    if (!receivable) throw new Error('缺少编号相同的应收费用');
    const answer = await gql(save, {
      ...read(fees),
      c: orderCode,
      side: 'PAYABLE',
      lines: fees.payables.map((l) =>
        l.lineId === receivable.lineId ? input(receivable) : input(l),
      ),
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(answer.errors?.[0]?.message).toBe(`费用 ${receivable.id} 不是应付费用`);
    const bare = await gql(save, {
      ...read(fees),
      c: orderCode,
      side: 'PAYABLE',
      lines: fees.payables.map((l) => ({ ...input(l), id: l.lineId })),
    });
    expect(bare.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const submit = await gql(
      `mutation ($ids: [ID!]!) { submitFeeLines(side: PAYABLE, ids: $ids, expectedVersions: [0]) {
        message } }`,
      { ids: [receivable.id] },
    );
    expect(submit.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await restFees(orderCode)).toEqual(before);
  });

  it('of the lines as they are shown changes nothing stored', async () => {
    const { orderCode, fees } = await editableOrder();
    const before = await restFees(orderCode);
    const saved = await data<{ saveFeeLines: Fees }>(save, {
      ...read(fees),
      c: orderCode,
      side: 'PAYABLE',
      lines: fees.payables.map(input),
    });
    const after = await restFees(orderCode);
    const kept = (l: RestLine) => [...seen(l), l.feeTypeId, l.settlementUnit, l.cnyMoney];
    expect(after.YFList.map(kept)).toEqual(before.YFList.map(kept));
    expect(after.YSList).toEqual(before.YSList);
    expect(saved.saveFeeLines.payables.map(seenGql)).toEqual(before.YFList.map(seen));
  });
});

describe('fee templates', () => {
  it('carry their side in their ids', async () => {
    const answer = await data<{
      ap: { id: string; details: { id: string }[] }[];
      ar: { id: string; details: { id: string }[] }[];
    }>(
      `query { ap: feeTemplates(side: PAYABLE) { id details { id } }
        ar: feeTemplates(side: RECEIVABLE) { id details { id } } }`,
    );
    expect(answer.ap.length).toBeGreaterThan(0);
    expect(answer.ar.length).toBeGreaterThan(0);
    expect(
      answer.ap
        .flatMap((t) => [t.id, ...t.details.map((d) => d.id)])
        .filter((id) => !id.startsWith('AP-')),
    ).toEqual([]);
    expect(
      answer.ar
        .flatMap((t) => [t.id, ...t.details.map((d) => d.id)])
        .filter((id) => !id.startsWith('AR-')),
    ).toEqual([]);
    const wrong = await gql(
      `mutation ($c: String!, $t: ID!) { applyFeeTemplate(orderCode: $c, side: PAYABLE,
        templateId: $t) { payables { id } } }`,
      { c: coinciding[0], t: answer.ar[0]?.id },
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('the order page', () => {
  it('marks the fee node done with updateFY and sets 应收/应付状态', async () => {
    const orderCode = coinciding[1] ?? '';
    const ops = `orderCode version arStatus apStatus doneNodes nodes { code done }`;
    const fy = await data<{
      saveOceanExportFees: {
        version: number;
        doneNodes: string[];
        nodes: { code: string; done: boolean }[];
      };
    }>(`mutation ($c: String!) { saveOceanExportFees(orderCode: $c) { ${ops} } }`, {
      c: orderCode,
    });
    expect(fy.saveOceanExportFees.doneNodes).toContain('HYCK_FY');
    expect(fy.saveOceanExportFees.nodes.find((n) => n.code === 'HYCK_FY')?.done).toBe(true);
    const set = await data<{ setOceanExportArApStatus: { arStatus: string; apStatus: string } }>(
      `mutation ($c: String!, $v: Int!) {
        setOceanExportArApStatus(orderCode: $c, arStatus: "1", expectedVersion: $v) {
        arStatus apStatus } }`,
      // The version of the order as the page holds it after marking the fee node done.
      { c: orderCode, v: fy.saveOceanExportFees.version },
    );
    expect(set.setOceanExportArApStatus).toEqual({ arStatus: '1', apStatus: '0' });
  });
});
