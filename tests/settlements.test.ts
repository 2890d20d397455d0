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

/** The receipt's version as read now: a change names it. */
async function versionOf(id: string): Promise<number> {
  const read = await data<{ settlement: { version: number } }>(
    `query ($id: ID!) { settlement(kind: RECEIPT, id: $id) { version } }`,
    { id },
  );
  return read.settlement.version;
}

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
      `mutation ($id: ID!, $v: Int!) {
        reverseSettlement(kind: RECEIPT, id: $id, reason: "录错", expectedVersion: $v) {
        ${SETTLEMENT} } }`,
      { id: recorded.recordSettlement.id, v: await versionOf(recorded.recordSettlement.id) },
    );
    expect(reversed.reverseSettlement).toMatchObject({ status: 'CX', statusName: '已冲销' });
  });

  it('refuses with Chinese messages and the right codes', async () => {
    const wrongKind = await gql(
      `mutation { reverseSettlement(kind: PAYMENT, id: "RC-1", expectedVersion: 0) { id } }`,
    );
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

  it('allocates a remainder later and undoes one allocation, refusals in Chinese', async () => {
    const credits = await data<{ clientCredits: { items: { clientId: string }[] } }>(
      `query { clientCredits(filter: { overdue: true }) { items { clientId } } }`,
    );
    const clientId = credits.clientCredits.items[0]?.clientId;
    const open = await data<{ openFeeLines: OpenLine[] }>(
      `query ($u: ID!) { openFeeLines(kind: RECEIPT, settlementUnitId: $u, currency: "3") {
        id orderCode currency { code } outstanding } }`,
      { u: clientId },
    );
    const cents = (v: string) => BigInt(v.replace('.', ''));
    const [first, second] = open.openFeeLines.filter((l) => cents(l.outstanding) >= 100n);
    expect(second).toBeDefined();
    if (!first || !second) return;
    const recorded = await data<{ recordSettlement: { id: string } }>(
      `mutation ($input: RecordSettlementInput!) {
        recordSettlement(kind: RECEIPT, input: $input) { id } }`,
      {
        input: {
          settlementUnitId: clientId,
          amount: '0.30',
          settleDate: '2026-11-20',
          allocations: [{ feeLineId: first.id, writeOffMoney: '0.05' }],
        },
      },
    );
    const id = recorded.recordSettlement.id;
    const ALLOCATE = `mutation ($id: ID!, $a: [SettlementAllocationInput!]!, $v: Int!) {
      allocateSettlement(kind: RECEIPT, id: $id, allocations: $a, expectedVersion: $v) {
        ${SETTLEMENT} } }`;

    const over = await gql(ALLOCATE, {
      id,
      v: await versionOf(id),
      a: [
        { feeLineId: first.id, writeOffMoney: '0.05' },
        { feeLineId: second.id, writeOffMoney: '0.21' },
      ],
    });
    expect(over.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(over.errors?.[0]?.message).toBe('核销合计0.26超过未核销余额0.25');
    const payable = await gql(ALLOCATE, {
      id,
      a: [{ feeLineId: 'AP-1', writeOffMoney: '1' }],
      v: await versionOf(id),
    });
    expect(payable.errors?.[0]?.message).toContain('不是应收费用');
    const wrongKind = await gql(
      `mutation ($id: ID!) { allocateSettlement(kind: PAYMENT, id: $id, expectedVersion: 0,
        allocations: [{ feeLineId: "AP-1", writeOffMoney: "1" }]) { id } }`,
      { id },
    );
    expect(wrongKind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const refusedToOperator = await gql(
      ALLOCATE,
      { id, a: [{ feeLineId: second.id, writeOffMoney: '0.01' }], v: await versionOf(id) },
      operator,
    );
    expect(refusedToOperator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const allocated = await data<{
      allocateSettlement: {
        allocated: string;
        unallocated: string;
        allocations: { feeLineId: string; writeOffMoney: string; reversed: boolean }[];
      };
    }>(ALLOCATE, {
      id,
      a: [{ feeLineId: second.id, writeOffMoney: '0.20' }],
      v: await versionOf(id),
    });
    expect(allocated.allocateSettlement).toMatchObject({ allocated: '0.25', unallocated: '0.05' });
    expect(allocated.allocateSettlement.allocations.map((a) => a.feeLineId)).toEqual([
      first.id,
      second.id,
    ]);

    const viewed = await data<{
      settlement: { allocations: { id: string; feeLineId: string }[] };
    }>(`query ($id: ID!) { settlement(kind: RECEIPT, id: $id) { allocations { id feeLineId } } }`, {
      id,
    });
    const allocationId = viewed.settlement.allocations.find((a) => a.feeLineId === second.id)?.id;
    const UNDO = `mutation ($id: ID!, $a: ID!, $v: Int!) {
      undoSettlementAllocation(kind: RECEIPT, id: $id, allocationId: $a, expectedVersion: $v) {
        ${SETTLEMENT} } }`;
    const undone = await data<{
      undoSettlementAllocation: { unallocated: string; allocations: { reversed: boolean }[] };
    }>(UNDO, { id, a: allocationId, v: await versionOf(id) });
    expect(undone.undoSettlementAllocation.unallocated).toBe('0.25');
    expect(undone.undoSettlementAllocation.allocations.map((a) => a.reversed)).toEqual([
      false,
      true,
    ]);
    const twice = await gql(UNDO, { id, a: allocationId, v: await versionOf(id) });
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(twice.errors?.[0]?.message).toContain('的核销已撤销');
    const malformed = await gql(UNDO, { id, a: 'x', v: await versionOf(id) });
    expect(malformed.errors?.[0]?.message).toBe('核销记录编号格式不正确：x');

    await data(
      `mutation ($id: ID!, $v: Int!) { reverseSettlement(kind: RECEIPT, id: $id, expectedVersion: $v) {
        id } }`,
      { id, v: await versionOf(id) },
    );
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
