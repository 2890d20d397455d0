// The order page asks rest for the order with its fees (and the client's credit) and files in one
// call (findByPK with `embed`), and reads the user's nodes beside it; a proxy in front of rest holds
// every findByPK answer back and records when each call arrived. A back end that answers the fee
// lines without the credit is asked for it on its own; one that ignores `embed` (the company's own)
// has the fees and files read beside the order, each on its own; a user who may open the order but
// not list its files gets the files refused, as when they are asked on their own.
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  OrderAttachments_FileFragmentDoc,
  OrderFeesSection_FeesFragmentDoc,
} from '../web/src/__generated__/graphql.ts';
import { accountWithMenus } from './support/permissions.ts';
import { restProxy, type ProxiedCall } from './support/restProxy.ts';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

const HOLD_MS = 300;

const seen: ProxiedCall[] = [];
/** Fee lines answered as a back end without `withCredit` would: the credit left out. */
let feesWithoutCredit = false;
/** findByPK answered as the company's back end answers it: `embed` ignored. */
let embedIgnored = false;

type Answer = { data: Record<string, unknown> | null };

/** Forwards to rest; answers of findByPK wait HOLD_MS before they go back (fees twice that). */
const slowOrderReads = restProxy({
  onCall: (call) => seen.push(call),
  rewrite: (call, body) => {
    if (call.path.endsWith('/findOrderCode') && feesWithoutCredit) {
      const answer = JSON.parse(body) as Answer;
      delete answer.data?.clientCredit;
      return JSON.stringify(answer);
    }
    if (call.path.endsWith('/findByPK') && (feesWithoutCredit || embedIgnored)) {
      const answer = JSON.parse(body) as Answer;
      const embedded = answer.data?.embedded as { fees?: Record<string, unknown> } | undefined;
      if (embedIgnored) delete answer.data?.embedded;
      else if (embedded?.fees) delete embedded.fees.clientCredit;
      return JSON.stringify(answer);
    }
    return body;
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
  `query OrderFilesOfPage($orderCode: String!) {
    files(orderCode: $orderCode) { ...OrderAttachments_file }
  }`,
].join('\n');

let stack: Stack;
let token: string;

async function op(operationName: string, variables: Record<string, unknown>, as = token) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
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
  embedIgnored = false;
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
  it('asks for the order with its fees, credit and files in one call, the nodes beside it', async () => {
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

    // One call for the order, its fees with the client's credit, and its files.
    const paths = seen.map((s) => s.path);
    expect(paths.filter((p) => p.endsWith('/findByPK'))).toHaveLength(1);
    for (const other of ['/findOrderCode', '/tbFile/listAll', '/tbCreditControl/findByClient']) {
      expect(
        paths.filter((p) => p.endsWith(other)),
        other,
      ).toEqual([]);
    }
    // The user's nodes arrived before the held answer of findByPK went back.
    const byPk = call('tbSeaTransportExport/findByPK');
    expect(call('tbShippingTypeNodeUserMapping/getNodeCodeByUser').arrived).toBeLessThan(
      byPk.answered ?? 0,
    );
    // What came with the order is what the fees' and the files' own queries answer.
    const fees = await op('OrderFeesOfPage', { orderCode });
    expect(fees.errors).toBeUndefined();
    expect(order.fees).toEqual(fees.data?.orderFees);
    const files = await op('OrderFilesOfPage', { orderCode });
    expect(files.errors).toBeUndefined();
    expect(order.files).toEqual(files.data?.files);
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
    expect(credits[0]?.arrived).toBeGreaterThanOrEqual(
      call('tbSeaTransportExport/findByPK').answered ?? 0,
    );
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

  it('a user who may open the order but not list its files gets them refused, as on their own', async () => {
    const orderCode = await anOrderCode();
    const tree = await graphql<{ organisationTree: { id: string; orgName: string }[] }>(
      stack,
      '{ organisationTree { id orgName } }',
      {},
      token,
    );
    const shanghai = tree.data?.organisationTree.find((o) => o.orgName.startsWith('上海'));
    if (!shanghai) throw new Error('示例数据中没有上海组织');
    // 费用审核 opens any order and reads its fees; listing an order's files needs the order's page.
    const auditor = await accountWithMenus(stack, token, ['/fee/audit'], [shanghai.id]);
    const alone = await op('OrderFilesOfPage', { orderCode }, auditor.token);
    expect(alone.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN']);

    // rest answers the fees with the order, as their own call answers them, and not the files.
    const order = await restCall<{ embedded: Record<string, unknown> }>(
      stack,
      auditor.token,
      'tbSeaTransportExport/findByPK',
      { orderCode, embed: 'fees,files', withCredit: 'Y' },
    );
    expect(Object.keys(order.embedded)).toEqual(['fees']);
    expect(order.embedded.fees).toEqual(
      await restCall(stack, auditor.token, 'tbAp/findOrderCode', { orderCode, withCredit: 'Y' }),
    );

    // The page is answered as when each part is asked on its own: the files refused.
    seen.length = 0;
    const answer = await op('OceanExportOrder', { orderCode }, auditor.token);
    expect(answer.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['FORBIDDEN', alone.errors?.[0]?.message],
    ]);
    expect((answer.errors?.[0] as { path?: unknown[] } | undefined)?.path).toEqual([
      'oceanExportOrder',
      'files',
    ]);
    expect(seen.filter((s) => s.path.endsWith('/tbFile/listAll'))).toHaveLength(1);
    expect(seen.filter((s) => s.path.endsWith('/findOrderCode'))).toHaveLength(0);
    const shown = (a: typeof answer) => ({
      data: a.data,
      errors: a.errors?.map((e) => ({
        code: e.extensions?.code,
        message: e.message,
        path: (e as { path?: unknown }).path,
      })),
    });
    embedIgnored = true;
    expect(shown(await op('OceanExportOrder', { orderCode }, auditor.token))).toEqual(
      shown(answer),
    );
  });

  it('refuses a part findByPK does not know', async () => {
    const orderCode = await anOrderCode();
    const res = await fetch(`${stack.restUrl}/rest/tbSeaTransportExport/findByPK`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderCode, embed: 'fees,secrets', token }),
    });
    const answer = (await res.json()) as { status: number; data: { message: string }[] };
    expect(answer.status).toBe(400);
    expect(answer.data[0]?.message).toBe('embed 只能为 fees、files（以逗号分隔）');
  });

  // Last: the gateway remembers that the back end ignores `embed` until it looks at it again.
  it('a back end that ignores embed has the fees and files read on their own, beside the order from then on', async () => {
    const orderCode = await anOrderCode();
    embedIgnored = true;
    const expected = (await op('OceanExportOrder', { orderCode })).data?.oceanExportOrder;
    seen.length = 0;
    const answer = await op('OceanExportOrder', { orderCode });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.oceanExportOrder).toEqual(expected);
    const byPk = call('tbSeaTransportExport/findByPK');
    for (const other of ['tbAp/findOrderCode', 'tbFile/listAll']) {
      expect(call(other).arrived, other).toBeLessThan(byPk.answered ?? 0);
    }
    embedIgnored = false;
    const fees = (await op('OrderFeesOfPage', { orderCode })).data?.orderFees;
    expect((expected as { fees: unknown } | null)?.fees).toEqual(fees);
  });
});
