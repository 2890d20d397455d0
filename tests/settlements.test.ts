// Receipts, payments, statistics and credit through GraphQL: a real gateway in front of a real
// rest with the demo company (its demo receipts and payments included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let stack: Stack;
let finance: string;
let operator: string;

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
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
  return (await res.json()) as Answer<T>;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = finance) {
  const answer = await gql<T>(query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

interface OpenLine {
  id: string;
  orderCode: string;
  currency: { code: string };
  outstanding: string;
}

const SETTLEMENT = `id settlementNo status statusName amount allocated unallocated
  settlementUnit { id name kind } currency { code name }
  allocations { feeLineId writeOffMoney amount reversed lineOutstanding }`;

beforeAll(async () => {
  stack = await startStack();
  [finance, operator] = await Promise.all([
    signIn(stack, { mobile: '13800000002', password: DEMO_ADMIN.password }),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
  ]);
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('receipts through GraphQL', () => {
  it('lists the demo receipts with totals, and records and reverses a partial one', async () => {
    const list = await data<{
      settlements: { total: number; items: { kind: string }[]; totals: { amount: string }[] };
    }>(`query { settlements(kind: RECEIPT) { total items { kind } totals { amount } } }`);
    expect(list.settlements.total).toBeGreaterThan(0);
    expect(list.settlements.items.every((s) => s.kind === 'RECEIPT')).toBe(true);

    const credits = await data<{
      clientCredits: { items: { clientId: string; outstanding: string }[] };
    }>(`query { clientCredits(filter: { overdue: true }) { items { clientId outstanding } } }`);
    const client = credits.clientCredits.items[0];
    expect(client).toBeDefined();
    const open = await data<{ openFeeLines: OpenLine[] }>(
      `query ($u: ID!) { openFeeLines(kind: RECEIPT, settlementUnitId: $u) {
        id orderCode currency { code } outstanding } }`,
      { u: client?.clientId },
    );
    const line = open.openFeeLines.find((l) => l.currency.code === '3');
    expect(line?.id).toMatch(/^AR-\d+$/);
    if (!line) return;

    const recorded = await data<{ recordSettlement: { id: string; allocations: unknown[] } }>(
      `mutation ($input: RecordSettlementInput!) {
        recordSettlement(kind: RECEIPT, input: $input) { ${SETTLEMENT} } }`,
      {
        input: {
          settlementUnitId: client?.clientId,
          amount: '0.05',
          settleDate: '2026-11-20',
          allocations: [{ feeLineId: line.id, writeOffMoney: '0.05' }],
        },
      },
    );
    expect(recorded.recordSettlement).toMatchObject({
      id: expect.stringMatching(/^RC-\d+$/) as string,
      status: 'ZC',
      allocated: '0.05',
      settlementUnit: { kind: 'CLIENT' },
      allocations: [{ feeLineId: line.id, writeOffMoney: '0.05', reversed: false }],
    });

    // The order's fee grid reads the line's written-off and outstanding amounts.
    const fees = await data<{
      orderFees: {
        receivables: { id: string; writeOffMoney: string | null; outstandingMoney: string }[];
        clientCredit: { warnings: string[] } | null;
      };
    }>(
      `query ($c: String!) { orderFees(orderCode: $c) {
        receivables { id writeOffMoney outstandingMoney } clientCredit { warnings } } }`,
      { c: line.orderCode },
    );
    const shown = fees.orderFees.receivables.find((l) => l.id === line.id);
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(shown?.writeOffMoney).not.toBeNull();
    expect(cents(shown?.outstandingMoney ?? '0')).toBe(cents(line.outstanding) - 5n);
    expect(fees.orderFees.clientCredit?.warnings.join('|')).toContain('已超过账期');

    const reversed = await data<{ reverseSettlement: { status: string } }>(
      `mutation ($id: ID!) { reverseSettlement(kind: RECEIPT, id: $id, reason: "录错") {
        ${SETTLEMENT} } }`,
      { id: recorded.recordSettlement.id },
    );
    expect(reversed.reverseSettlement).toMatchObject({ status: 'CX', statusName: '已冲销' });
  });

  it('refuses with Chinese messages and the right codes', async () => {
    const wrongKind = await gql(`mutation { reverseSettlement(kind: PAYMENT, id: "RC-1") { id } }`);
    expect(wrongKind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const over = await gql(
      `mutation ($input: RecordSettlementInput!) {
        recordSettlement(kind: RECEIPT, input: $input) { id } }`,
      {
        input: {
          settlementUnitId: '1',
          amount: '1',
          settleDate: '2026-11-20',
          allocations: [{ feeLineId: 'AP-1', writeOffMoney: '1' }],
        },
      },
    );
    expect(over.errors?.[0]?.message).toContain('不是应收费用');
    const forbidden = await gql(`query { settlements(kind: PAYMENT) { total } }`, {}, operator);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers the statistics per unit and month', async () => {
    const stats = await data<{
      financeStatistics: {
        byMonth: { month: string }[];
        byUnit: { settlementUnit: { kind: string } }[];
        total: { receivable: string; received: string; receivableOutstanding: string };
      };
    }>(`query { financeStatistics { byMonth { month } byUnit { settlementUnit { kind } }
      total { receivable received receivableOutstanding } } }`);
    const t = stats.financeStatistics.total;
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(t.receivable) - cents(t.received)).toBe(cents(t.receivableOutstanding));
    expect(cents(t.received)).toBeGreaterThan(0n);
    expect(stats.financeStatistics.byMonth.length).toBeGreaterThan(1);
    const kinds = new Set(stats.financeStatistics.byUnit.map((u) => u.settlementUnit.kind));
    expect([...kinds].sort()).toEqual(['CLIENT', 'SUPPLIER']);
  });
});
