// Legacy mode: the gateway on a back end that serves only the specifications' paths (rest with
// REST_PATHS=specification), whichever way that back end answers an unknown path. Generated from
// the endpoint table: every added path's feature is detected missing, and every call that needs it
// answers FEATURE_UNAVAILABLE naming the feature; the core job (orders, fees, files, approvals,
// master data) goes on without false failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestTransport, RestClient } from '../gateway/src/rest/client.ts';
import { featureOfPath, pathsChosenHere } from '../model/endpoints.ts';
import {
  backendFeatureKeys,
  backendFeatures,
  FEATURE_UNAVAILABLE,
  featureUnavailableMessage,
  unknownPathStyles,
  type BackendFeature,
} from '../model/features.ts';
import { featureEnum } from '../gateway/src/modules/features/resolvers.ts';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

interface Operation {
  query: string;
  variables?: Record<string, unknown>;
}

/** What a test knows of the demo data that an operation names. */
interface Known {
  orderCode: string;
  feeLineId: string;
}

/** For each feature, one GraphQL operation that needs it (a feature without one fails to compile). */
const needs: Record<BackendFeature, (known: Known) => Operation> = {
  statements: () => ({ query: '{ statementProfit(pageSize: 5) { total } }' }),
  messages: () => ({ query: '{ messages { total } }' }),
  workspaceFigures: () => ({ query: '{ myFigures { __typename } }' }),
  workspaceReceipts: () => ({ query: '{ myReceipts { total } }' }),
  receipts: () => ({ query: '{ settlements(kind: RECEIPT) { total } }' }),
  payments: () => ({ query: '{ settlements(kind: PAYMENT) { total } }' }),
  invoiceLists: () => ({ query: '{ arInvoices { total } }' }),
  creditControl: () => ({ query: '{ clientCredits { total } }' }),
  financeStatistics: () => ({ query: '{ financeStatistics { total { __typename } } }' }),
  milestones: () => ({ query: '{ lateMilestones { total } }' }),
  actionLog: () => ({ query: '{ actionLog { total } }' }),
  loginFailures: () => ({ query: '{ signInFailures { total } }' }),
  apiTokens: () => ({ query: '{ apiTokens { total } }' }),
  fileDelete: () => ({ query: 'mutation { deleteFile(id: "1") }' }),
  documents: ({ orderCode }) => ({
    query: `mutation ($c: String!) {
      oceanExportDocumentLink(document: SHIPPING_ORDER, format: PDF, orderCode: $c) { url } }`,
    variables: { c: orderCode },
  }),
  listExports: () => ({ query: 'mutation { clientExportLink(format: XLSX) { url } }' }),
  search: () => ({ query: '{ search(text: "HY") { text } }' }),
  allOrders: () => ({ query: '{ orders(pageSize: 5) { total } }' }),
  savedViews: () => ({ query: '{ listViews(list: "oceanExportOrders") { id } }' }),
  bulk: ({ orderCode }) => ({
    query: `mutation ($c: [String!]) {
      bulkSetOceanExportOperationStatus(orderCodes: $c, status: COMPLETED) { total } }`,
    variables: { c: [orderCode] },
  }),
  history: ({ feeLineId }) => ({
    query: 'query ($id: ID!) { feeLineHistory(id: $id) { total } }',
    variables: { id: feeLineId },
  }),
};

interface Line {
  id: string;
  version: number;
  feeName: string;
  unitPrice: string;
  quantity: string;
  money: string;
  approveStatus: string;
  currency: { code: string };
  feeType: { id: string; feeCode: string } | null;
  settlementUnit: { id: string };
}

interface Fees {
  orderCode: string;
  receivableVersion: number;
  receivables: Line[];
  clientCredit: { creditLimit: string | null } | null;
}

const FEES = `orderCode receivableVersion
  receivables { id version feeName unitPrice quantity money approveStatus currency { code }
    feeType { id feeCode } settlementUnit { id } }
  clientCredit { creditLimit }`;

async function data<T>(stack: Stack, token: string, op: Operation): Promise<T> {
  const answer = await graphql<T>(stack, op.query, op.variables ?? {}, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

/** A demo ocean export order whose fee lines are all still editable, and one of its lines. */
async function editableOrder(stack: Stack, token: string): Promise<Known> {
  const page = await data<{ profitApprovals: { items: { orderCode: string }[] } }>(stack, token, {
    query: `{ profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
      items { orderCode } } }`,
  });
  for (const { orderCode } of page.profitApprovals.items) {
    const { orderFees } = await data<{ orderFees: Fees }>(stack, token, {
      query: `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      variables: { c: orderCode },
    });
    const first = orderFees.receivables[0];
    if (first && orderFees.receivables.every((l) => l.approveStatus === 'WTJ')) {
      return { orderCode, feeLineId: first.id };
    }
  }
  throw new Error('演示数据中没有未提交费用的订单');
}

describe.each(unknownPathStyles)('legacy mode, unknown paths answered as %s', (style) => {
  let stack: Stack;
  let token: string;
  let known: Known;

  beforeAll(async () => {
    stack = await startStack({ rest: { paths: 'specification', unknownPath: style } });
    token = await signIn(stack);
    known = await editableOrder(stack, token);
  }, 180_000);

  afterAll(() => stack?.close());

  it('detects that the back end has none of the additions', async () => {
    const { backendFeatures: states } = await data<{
      backendFeatures: { feature: string; name: string; available: boolean }[];
    }>(stack, token, { query: '{ backendFeatures { feature name available } }' });
    expect(states).toEqual(
      backendFeatureKeys.map((f) => ({
        feature: featureEnum(f),
        name: backendFeatures[f],
        available: false,
      })),
    );
  });

  it.each(backendFeatureKeys)(
    'answers FEATURE_UNAVAILABLE naming the feature to an operation that needs %s',
    async (feature) => {
      const answer = await graphql(
        stack,
        needs[feature](known).query,
        {
          ...needs[feature](known).variables,
        },
        token,
      );
      expect(answer.errors?.length, JSON.stringify(answer)).toBe(1);
      const [error] = answer.errors ?? [];
      expect(error?.extensions).toMatchObject({ code: FEATURE_UNAVAILABLE, feature });
      expect(error?.message).toBe(featureUnavailableMessage(feature));
      // Not a missing record, not a broken back end, and no internal path on screen.
      expect(JSON.stringify(error?.extensions?.messages)).not.toMatch(/\/rest\//);
    },
  );

  it('answers every added path of the endpoint table with its own feature', async () => {
    const transport = createRestTransport({ baseUrl: stack.restUrl, timeoutMs: 10_000 });
    try {
      await transport.features.refresh();
      const client = new RestClient(transport, token);
      for (const path of pathsChosenHere) {
        const error = await client.call(path, {}).then(
          () => undefined,
          (e: unknown) => e as { extensions?: Record<string, unknown> },
        );
        expect(error?.extensions, path).toMatchObject({
          code: FEATURE_UNAVAILABLE,
          feature: featureOfPath(path),
        });
      }
      // Nothing was sent for them: the detection answered.
      expect(client.calls).toBe(pathsChosenHere.length);
    } finally {
      transport.close();
    }
  });

  it('saves a fee line and answers the grid without the credit, with no error', async () => {
    const read = () =>
      data<{ orderFees: Fees }>(stack, token, {
        query: `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
        variables: { c: known.orderCode },
      });
    const before = (await read()).orderFees;
    const client = before.receivables[0]?.settlementUnit.id ?? '';
    const keep = before.receivables.map((l) => ({
      id: l.id,
      feeTypeId: l.feeType?.id ?? '',
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      currency: l.currency.code,
      settlementUnitId: l.settlementUnit.id,
    }));
    const feeTypeId = before.receivables[0]?.feeType?.id ?? '';
    const saved = await data<{ saveFeeLines: Fees }>(stack, token, {
      query: `mutation ($c: String!, $lines: [FeeLineInput!]!, $v: Int!, $r: [ID!]!) {
        saveFeeLines(orderCode: $c, side: RECEIVABLE, lines: $lines, expectedVersion: $v,
          readIds: $r) { ${FEES} } }`,
      variables: {
        c: known.orderCode,
        v: before.receivableVersion,
        r: before.receivables.map((l) => l.id),
        lines: [...keep, { feeTypeId, unitPrice: '12.5', quantity: '4', settlementUnitId: client }],
      },
    });
    const added = saved.saveFeeLines.receivables.at(-1);
    expect(saved.saveFeeLines.receivables).toHaveLength(before.receivables.length + 1);
    expect([added?.unitPrice, added?.quantity, added?.money]).toEqual(['12.5', '4', '50.00']);
    expect(saved.saveFeeLines.clientCredit).toBeNull();
    // Stored as answered.
    const after = (await read()).orderFees;
    expect(after.receivables).toEqual(saved.saveFeeLines.receivables);
    expect(after.receivableVersion).toBe(saved.saveFeeLines.receivableVersion);
  });

  it('approves chosen fee lines one by one without bulk actions, not a whole filter', async () => {
    const { orderFees } = await data<{ orderFees: Fees }>(stack, token, {
      query: `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      variables: { c: known.orderCode },
    });
    const chosen = orderFees.receivables.slice(-1);
    const ids = chosen.map((l) => l.id);
    await data(stack, token, {
      query: `mutation ($ids: [ID!]!, $v: [Int!]!) {
        submitFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $v) { message } }`,
      variables: { ids, v: chosen.map((l) => l.version) },
    });
    const decide = `mutation ($ids: [ID!]) {
      bulkDecideFeeLines(side: RECEIVABLE, ids: $ids, decision: APPROVE) {
        total done refused results { key outcome message } } }`;
    const decided = await data<{
      bulkDecideFeeLines: { total: number; done: number; refused: number };
    }>(stack, token, { query: decide, variables: { ids } });
    expect(decided.bulkDecideFeeLines).toMatchObject({ total: 1, done: 1, refused: 0 });
    // Deciding it again is refused with the back end's reason, row by row.
    const again = await data<{
      bulkDecideFeeLines: { refused: number; results: { key: string; message: string }[] };
    }>(stack, token, { query: decide, variables: { ids } });
    expect(again.bulkDecideFeeLines.refused).toBe(1);
    expect(again.bulkDecideFeeLines.results[0]?.key).toBe(ids[0]);
    const whole = await graphql(
      stack,
      `
        mutation {
          bulkDecideFeeLines(side: RECEIVABLE, filter: {}, decision: APPROVE) {
            total
          }
        }
      `,
      {},
      token,
    );
    expect(whole.errors?.[0]?.extensions).toMatchObject({
      code: FEATURE_UNAVAILABLE,
      feature: 'bulk',
    });
  });

  it.each([
    [
      'orders',
      'allOrders',
      '{ clients(pageSize: 5) { items { id orders(pageSize: 2) { total } } } }',
    ],
    [
      'openReceivables',
      'receipts',
      '{ clients(pageSize: 5) { items { id openReceivables(pageSize: 2) { total } } } }',
    ],
    [
      'history',
      'history',
      '{ feeLines(side: RECEIVABLE, pageSize: 5) { items { id history(pageSize: 2) { total } } } }',
    ],
  ] as const)(
    'refuses %s under a page of parents naming the feature, never an empty page',
    async (field, feature, query) => {
      const answer = await graphql(stack, query, {}, token);
      const errors = answer.errors ?? [];
      expect(errors.length, JSON.stringify(answer)).toBeGreaterThan(0);
      for (const error of errors) {
        expect(error.extensions).toMatchObject({ code: FEATURE_UNAVAILABLE, feature });
        expect(error.message).toBe(featureUnavailableMessage(feature));
        expect(JSON.stringify(error)).toContain(`"${field}"]`);
      }
      // No page at all rather than one that reads "none".
      expect(JSON.stringify(answer.data ?? null)).not.toMatch(/"total":0/);
    },
  );

  it("answers the web's order page with its fees and files, each read on its own", async () => {
    // The back end knows no `embed`: its order comes alone.
    const order = await restCall<Record<string, unknown>>(
      stack,
      token,
      'tbSeaTransportExport/findByPK',
      { orderCode: known.orderCode, embed: 'fees,files' },
    );
    expect(order.orderCode).toBe(known.orderCode);
    expect(order).not.toHaveProperty('embedded');
    for (let i = 0; i < 2; i += 1) {
      const page = await graphql<{
        oceanExportOrder: { orderCode: string; fees: unknown; files: unknown[] } | null;
        orderFees: unknown;
        files: unknown[];
      }>(
        stack,
        `query ($c: String!) {
          oceanExportOrder(orderCode: $c) { orderCode fees { ${FEES} } files { id name } }
          orderFees(orderCode: $c) { ${FEES} }
          files(orderCode: $c) { id name }
        }`,
        { c: known.orderCode },
        token,
      );
      expect(page.errors).toBeUndefined();
      expect(page.data?.oceanExportOrder?.orderCode).toBe(known.orderCode);
      expect(page.data?.oceanExportOrder?.fees).toEqual(page.data?.orderFees);
      expect(page.data?.oceanExportOrder?.files).toEqual(page.data?.files);
    }
  });

  it('keeps the core job: orders, an order page, files, approvals and master data', async () => {
    const answer = await data<{
      oceanExportOrders: { total: number };
      oceanExportOrder: { orderCode: string } | null;
      orderMilestones: unknown;
      unreadMessageCount: number | null;
      files: unknown[];
      profitApprovals: { total: number };
      clients: { total: number };
      feeTypes: { total: number };
    }>(stack, token, {
      query: `query ($c: String!) {
        oceanExportOrders(pageSize: 5) { total }
        oceanExportOrder(orderCode: $c) { orderCode }
        orderMilestones(orderCode: $c) { nodeCode }
        unreadMessageCount
        files(orderCode: $c) { id }
        profitApprovals(pageSize: 5) { total }
        clients(pageSize: 5) { total }
        feeTypes(pageSize: 5) { total }
      }`,
      variables: { c: known.orderCode },
    });
    expect(answer.oceanExportOrders.total).toBeGreaterThan(0);
    expect(answer.oceanExportOrder?.orderCode).toBe(known.orderCode);
    // Optional parts: absent, not failed, and not "none".
    expect(answer.orderMilestones).toBeNull();
    expect(answer.unreadMessageCount).toBeNull();
    expect(answer.profitApprovals.total).toBeGreaterThan(0);
    expect(answer.clients.total).toBeGreaterThan(0);
    expect(answer.feeTypes.total).toBeGreaterThan(0);
  });
});

describe('the full back end', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await signIn(stack);
  }, 180_000);
  afterAll(() => stack?.close());

  it('has every addition, and the optional parts answer', async () => {
    const answer = await data<{
      backendFeatures: { available: boolean }[];
      unreadMessageCount: number | null;
    }>(stack, token, { query: '{ backendFeatures { available } unreadMessageCount }' });
    expect(answer.backendFeatures).toHaveLength(backendFeatureKeys.length);
    expect(answer.backendFeatures.every((f) => f.available)).toBe(true);
    expect(typeof answer.unreadMessageCount).toBe('number');
  });
});
