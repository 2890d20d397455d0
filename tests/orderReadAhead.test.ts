// The order page's reads that need only the order code (the user's nodes, the fees with the
// client's credit, the files) start beside the order's own read, not after it: a proxy in front of
// rest holds every findByPK answer back (and fees answers longer) and records when each call
// arrived. A back end that answers the fee lines without the credit is asked for it on its own.
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  OrderAttachments_FileFragmentDoc,
  OrderFeesSection_FeesFragmentDoc,
} from '../web/src/__generated__/graphql.ts';
import { restProxy, type ProxiedCall } from './support/restProxy.ts';
import { signIn, startStack, type Stack } from './support/stack.ts';

const HOLD_MS = 300;

const seen: ProxiedCall[] = [];
/** Fee lines answered as a back end without `withCredit` would: the credit left out. */
let feesWithoutCredit = false;

/** Forwards to rest; answers of findByPK wait HOLD_MS before they go back (fees twice that). */
const slowOrderReads = restProxy({
  onCall: (call) => seen.push(call),
  rewrite: (call, body) => {
    if (!feesWithoutCredit || !call.path.endsWith('/findOrderCode')) return body;
    const answer = JSON.parse(body) as { data: Record<string, unknown> };
    delete answer.data.clientCredit;
    return JSON.stringify(answer);
  },
  holdMs: (call) =>
    call.path.endsWith('/findByPK')
      ? HOLD_MS
      : call.path.endsWith('/findOrderCode')
        ? 2 * HOLD_MS
        : 0,
});

const document = [
  readFileSync(
    new URL('../web/src/features/orders/operations/oceanExport.graphql', import.meta.url),
    'utf8',
  ),
  print(OrderFeesSection_FeesFragmentDoc),
  print(OrderAttachments_FileFragmentDoc),
  // The form's own credit query, and the fee grid's (their fragments are the fee section's).
  `query ClientCreditWarnings($clientId: ID!) {
    clientCredit(clientId: $clientId) { ...CreditWarnings_credit }
  }`,
  `query OrderFeesOfPage($orderCode: String!) {
    orderFees(orderCode: $orderCode) { ...OrderFeesSection_fees }
  }`,
].join('\n');

let stack: Stack;
let token: string;

async function op(operationName: string, variables: Record<string, unknown>) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document, operationName, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, Record<string, unknown> | null> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

function call(suffix: string): ProxiedCall {
  const found = seen.find((s) => s.path.endsWith(suffix));
  if (!found) throw new Error(`no call to ${suffix}: ${seen.map((s) => s.path).join(', ')}`);
  return found;
}

beforeAll(async () => {
  // Without the reference cache every read goes to rest, as on the first page of a session.
  stack = await startStack({ inFrontOfRest: slowOrderReads, levers: { cache: false } });
  token = await signIn(stack);
}, 120_000);

afterAll(async () => {
  await stack.close();
});

beforeEach(() => {
  seen.length = 0;
  feesWithoutCredit = false;
});

interface Credit {
  clientId: string;
  warnings: string[];
}

/** The client's credit as its own query answers it (what the order form shows). */
async function creditOf(clientId: string): Promise<Credit> {
  const answer = await op('ClientCreditWarnings', { clientId });
  expect(answer.errors).toBeUndefined();
  return answer.data?.clientCredit as unknown as Credit;
}

async function anOrderCode(): Promise<string> {
  const page = await op('OceanExportOrderPage', { filter: { operationStatus: 'CZZT_CSH' } });
  const items = (page.data?.oceanExportOrders as { items: { orderCode: string }[] }).items;
  const code = items[0]?.orderCode;
  if (!code) throw new Error('no order in progress in the demo company');
  return code;
}

describe('the order page reads ahead', () => {
  it('asks for nodes, fees and files while findByPK is still out, and answers them all', async () => {
    const orderCode = await anOrderCode();
    seen.length = 0;
    const answer = await op('OceanExportOrder', { orderCode });
    expect(answer.errors).toBeUndefined();
    const order = answer.data?.oceanExportOrder as {
      orderCode: string;
      nodes: { name: string; mine: boolean }[];
      fees: { totals: { profitCny: string }; clientCredit: Credit };
      files: unknown[];
    };
    expect(order.orderCode).toBe(orderCode);
    expect(order.nodes.map((n) => n.name)).toEqual([
      '托单',
      '订舱',
      '派送',
      '报关',
      '放行',
      '实际信息',
      '费用',
      '文件',
    ]);
    expect(order.nodes.every((n) => n.mine)).toBe(true);
    expect(order.fees.totals.profitCny).toMatch(/^-?\d+\.\d{2}$/);
    expect(Array.isArray(order.files)).toBe(true);

    const byPk = call('tbSeaTransportExport/findByPK');
    expect(byPk.answered).toBeDefined();
    for (const other of [
      'tbShippingTypeNodeUserMapping/getNodeCodeByUser',
      'tbAp/findOrderCode',
      'tbFile/listAll',
    ]) {
      // Each arrived before the held answer of findByPK went back.
      expect(call(other).arrived, other).toBeLessThan(byPk.answered ?? 0);
    }
    // The client's credit came with the fee lines: no call of its own, and it is what the
    // client's own query answers.
    expect(seen.map((s) => s.path)).not.toContain('/rest/tbCreditControl/findByClient');
    expect(order.fees.clientCredit).toEqual(await creditOf(order.fees.clientCredit.clientId));
  });

  it('asks for the credit on its own when the fee lines come without it', async () => {
    const orderCode = await anOrderCode();
    feesWithoutCredit = true;
    seen.length = 0;
    const answer = await op('OceanExportOrder', { orderCode });
    expect(answer.errors).toBeUndefined();
    const credit = (answer.data?.oceanExportOrder as { fees: { clientCredit: Credit } }).fees
      .clientCredit;
    const credits = seen.filter((s) => s.path.endsWith('tbCreditControl/findByClient'));
    expect(credits).toHaveLength(1);
    expect(credits[0]?.arrived).toBeGreaterThanOrEqual(call('tbAp/findOrderCode').answered ?? 0);
    feesWithoutCredit = false;
    expect(credit).toEqual(await creditOf(credit.clientId));
  });

  it("the fee grid's own query reads the lines and the client's credit in one call", async () => {
    const orderCode = await anOrderCode();
    seen.length = 0;
    const answer = await op('OrderFeesOfPage', { orderCode });
    expect(answer.errors).toBeUndefined();
    const fees = answer.data?.orderFees as unknown as { clientCredit: Credit };
    expect(seen.filter((s) => s.path.startsWith('/rest/tbAp/'))).toHaveLength(1);
    expect(seen.map((s) => s.path)).not.toContain('/rest/tbCreditControl/findByClient');
    expect(fees.clientCredit).toEqual(await creditOf(fees.clientCredit.clientId));
  });

  it('an order that is not there is answered as null, with nothing of what was read ahead', async () => {
    const answer = await op('OceanExportOrder', { orderCode: 'HYCK2099010001' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.oceanExportOrder).toBeNull();
  });

  it("a node's save reads the user's nodes beside the write, and answers the saved order", async () => {
    const orderCode = await anOrderCode();
    seen.length = 0;
    const remark = `放行 ${Date.now()}`;
    const read = await op('OceanExportOrder', { orderCode });
    const { version } = read.data?.oceanExportOrder as { version: number };
    seen.length = 0;
    const answer = await op('SaveOceanExportRelease', {
      orderCode,
      input: { releaseRemark: remark },
      expectedVersion: version,
    });
    expect(answer.errors).toBeUndefined();
    const saved = answer.data?.saveOceanExportRelease as {
      releaseRemark: string;
      nodes: { code: string; done: boolean }[];
    };
    expect(saved.releaseRemark).toBe(remark);
    expect(saved.nodes.find((n) => n.code === 'HYCK_FX')?.done).toBe(true);
    // findByPK follows the write's answer; the user's nodes did not wait for either.
    const write = call('tbSeaTransportExport/updateFX');
    const nodes = call('tbShippingTypeNodeUserMapping/getNodeCodeByUser');
    expect(nodes.arrived).toBeLessThanOrEqual(write.answered ?? 0);
    expect(nodes.arrived).toBeLessThan(call('tbSeaTransportExport/findByPK').arrived);
    // What the page shows after a reload is what the save answered.
    const reread = await op('OceanExportOrder', { orderCode });
    expect((reread.data?.oceanExportOrder as { releaseRemark: string }).releaseRemark).toBe(remark);
  });
});
