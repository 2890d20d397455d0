// Bulk work through the whole product (a real gateway over a real rest): one mutation acts on
// many orders or fee lines and answers a result per row; refused rows say why, with the single
// action's message; another organisation's rows are refused and left as they were; a repeat with
// the same idempotency key answers the first results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithMenus, type MatrixAccount } from './support/permissions.ts';
import { signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let finance: string;
let ningboClerk: MatrixAccount;
const users = new Map<string, string>();

interface BulkResult {
  total: number;
  done: number;
  unchanged: number;
  refused: number;
  results: { key: string; outcome: string; message: string | null }[];
}
const RESULT = 'total done unchanged refused results { key outcome message }';

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token = admin,
  headers: Record<string, string> = {},
) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: T | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = admin) {
  const answer = await gql<T>(query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

interface OrderRow {
  orderCode: string;
  csrName: string | null;
  salesName: string | null;
  operationStatus: { code: string } | null;
  version: number;
}

async function orders(filter: Record<string, unknown>, pageSize = 50): Promise<OrderRow[]> {
  const { oceanExportOrders } = await data<{ oceanExportOrders: { items: OrderRow[] } }>(
    `query ($f: OceanExportOrderFilter, $n: Int) { oceanExportOrders(filter: $f, pageSize: $n) {
      items { orderCode csrName salesName operationStatus { code } version } } }`,
    { f: filter, n: pageSize },
  );
  return oceanExportOrders.items;
}

const ASSIGN = `mutation ($codes: [String!], $f: OceanExportOrderFilter, $role: OrderStaffRole!,
  $user: ID!) { bulkAssignOceanExportStaff(orderCodes: $codes, filter: $f, role: $role,
  userId: $user) { ${RESULT} } }`;
const STATUS = `mutation ($codes: [String!], $f: OceanExportOrderFilter,
  $s: OrderOperationStatus!) { bulkSetOceanExportOperationStatus(orderCodes: $codes, filter: $f,
  status: $s) { ${RESULT} } }`;

const idOf = (name: string) => {
  const id = users.get(name);
  if (!id) throw new Error(`没有用户 ${name}`);
  return id;
};

let open: OrderRow[] = [];
let completed: OrderRow;

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  finance = await signIn(stack, { mobile: '13800000002', password: 'demo1234' });
  const { groupUsers } = await data<{ groupUsers: { id: string; userName: string }[] }>(
    '{ groupUsers { id userName } }',
  );
  for (const u of groupUsers) users.set(u.userName, u.id);
  const tree = await data<{ organisationTree: { id: string; orgName: string; children: [] }[] }>(
    '{ organisationTree { id orgName children { id orgName } } }',
  );
  const flat = tree.organisationTree.flatMap((o) => [
    o,
    ...(o.children as { id: string; orgName: string }[]),
  ]);
  const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
  if (!ningbo) throw new Error('示例数据中没有宁波');
  ningboClerk = await accountWithMenus(stack, admin, ['/action/oceanexport'], [ningbo.id]);
  open = await orders({ operationStatus: 'CZZT_CSH' }, 6);
  const done = await orders({ operationStatus: 'CZZT_CZWC' }, 1);
  if (open.length < 6 || !done[0]) throw new Error('示例数据中没有足够的海运出口订单');
  completed = done[0];
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('assigning 客服 to many orders', () => {
  it('sets it on each open order and refuses the completed one with its reason', async () => {
    const codes = [open[0], open[1], completed].map((o) => o?.orderCode);
    const { bulkAssignOceanExportStaff: r } = await data<{
      bulkAssignOceanExportStaff: BulkResult;
    }>(ASSIGN, { codes, role: 'CSR', user: idOf('王静') });
    expect(r).toMatchObject({ total: 3, refused: 1 });
    expect(r.done + r.unchanged).toBe(2);
    expect(r.results.map((x) => x.key)).toEqual(codes);
    expect(r.results[2]).toEqual({
      key: completed.orderCode,
      outcome: 'REFUSED',
      message: '订单已操作完成，不能修改',
    });
    const after = await orders({ orderCodes: codes });
    const byCode = new Map(after.map((o) => [o.orderCode, o]));
    expect(byCode.get(codes[0] ?? '')?.csrName).toBe('王静');
    expect(byCode.get(codes[1] ?? '')?.csrName).toBe('王静');
    // The refused row is as it was: not even its version moved.
    expect(byCode.get(completed.orderCode)).toEqual(completed);
  });

  it('refuses a person of another organisation on every row, as the single save does', async () => {
    const codes = [open[2]?.orderCode ?? ''];
    const before = await orders({ orderCodes: codes });
    const { bulkAssignOceanExportStaff: r } = await data<{
      bulkAssignOceanExportStaff: BulkResult;
    }>(ASSIGN, { codes, role: 'SALES', user: idOf('刘芳') });
    expect(r.results).toEqual([
      {
        key: codes[0],
        outcome: 'REFUSED',
        message: '刘芳不在当前组织，不能担任销售，请选择本组织的人员',
      },
    ]);
    expect(await orders({ orderCodes: codes })).toEqual(before);
  });

  it('refuses the rows of another organisation and leaves them untouched', async () => {
    const codes = [open[3]?.orderCode ?? ''];
    const before = await orders({ orderCodes: codes });
    const answer = await gql<{ bulkAssignOceanExportStaff: BulkResult }>(
      ASSIGN,
      { codes, role: 'CSR', user: ningboClerk.userId },
      ningboClerk.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.bulkAssignOceanExportStaff.results).toEqual([
      { key: codes[0], outcome: 'REFUSED', message: '订单不存在' },
    ]);
    expect(await orders({ orderCodes: codes })).toEqual(before);
  });

  it('with the same idempotency key answers the first results; repeated, leaves the same state', async () => {
    const codes = [open[4]?.orderCode ?? '', open[5]?.orderCode ?? ''];
    const vars = { codes, role: 'SALES', user: idOf('李明') };
    const key = { 'idempotency-key': `bulk-assign-${Date.now()}` };
    const first = await gql<{ bulkAssignOceanExportStaff: BulkResult }>(ASSIGN, vars, admin, key);
    expect(first.errors).toBeUndefined();
    const state = await orders({ orderCodes: codes });
    expect(state.map((o) => o.salesName)).toEqual(['李明', '李明']);
    const replay = await gql<{ bulkAssignOceanExportStaff: BulkResult }>(ASSIGN, vars, admin, key);
    expect(replay).toEqual(first);
    expect(await orders({ orderCodes: codes })).toEqual(state);
    // A new run of the same action: nothing to do, nothing written.
    const again = await data<{ bulkAssignOceanExportStaff: BulkResult }>(ASSIGN, vars);
    expect(again.bulkAssignOceanExportStaff.results.map((r) => r.outcome)).toEqual([
      'UNCHANGED',
      'UNCHANGED',
    ]);
    expect(await orders({ orderCodes: codes })).toEqual(state);
  });

  it('takes the list filter instead of codes, and refuses both or neither', async () => {
    const code = open[0]?.orderCode ?? '';
    const { bulkAssignOceanExportStaff: r } = await data<{
      bulkAssignOceanExportStaff: BulkResult;
    }>(ASSIGN, { f: { orderCode: code }, role: 'CSR', user: idOf('陈伟') });
    expect(r.results.find((x) => x.key === code)?.outcome).toBe('DONE');
    expect((await orders({ orderCodes: [code] }))[0]?.csrName).toBe('陈伟');
    const neither = await gql(ASSIGN, { role: 'CSR', user: idOf('陈伟') });
    expect(neither.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(neither.errors?.[0]?.message).toBe('请选择订单或筛选条件（二选一）');
  });
});

const OPERATOR = `mutation ($codes: [String!], $f: OceanExportOrderFilter, $node: String,
  $user: ID!) { bulkAssignOceanExportNodeOperator(orderCodes: $codes, filter: $f, nodeCode: $node,
  userId: $user) { ${RESULT} } }`;

interface NodeOnPage {
  code: string;
  current: boolean;
  operatorId: string | null;
  operatorName: string | null;
}

/** An order's nodes as its page shows them, with their assigned operators. */
async function nodesOf(orderCode: string): Promise<NodeOnPage[]> {
  const { oceanExportOrder } = await data<{ oceanExportOrder: { nodes: NodeOnPage[] } }>(
    `query ($c: String!) { oceanExportOrder(orderCode: $c) {
      nodes { code current operatorId operatorName } } }`,
    { c: orderCode },
  );
  return oceanExportOrder.nodes;
}

describe('assigning the operator of a workflow node to many orders', () => {
  it('sets the chosen node on each open order, refuses the completed one, and logs it in history', async () => {
    const codes = [open[0], open[1], completed].map((o) => o?.orderCode ?? '');
    const { bulkAssignOceanExportNodeOperator: r } = await data<{
      bulkAssignOceanExportNodeOperator: BulkResult;
    }>(OPERATOR, { codes, node: 'HYCK_DC', user: idOf('王静') });
    expect(r).toMatchObject({ total: 3, done: 2, refused: 1 });
    expect(r.results[2]).toEqual({
      key: completed.orderCode,
      outcome: 'REFUSED',
      message: '订单已操作完成，不能修改',
    });
    for (const code of codes.slice(0, 2)) {
      const dc = (await nodesOf(code)).find((n) => n.code === 'HYCK_DC');
      expect(dc).toMatchObject({ operatorId: idOf('王静'), operatorName: '王静' });
    }
    expect((await nodesOf(completed.orderCode)).every((n) => n.operatorId === null)).toBe(true);
    const { oceanExportOrder } = await data<{
      oceanExportOrder: {
        history: {
          items: { action: string; actionName: string; changes: Record<string, unknown>[] }[];
        };
      };
    }>(
      `query ($c: String!) { oceanExportOrder(orderCode: $c) {
        history { items { action actionName changes { label from to } } } } }`,
      { c: codes[0] },
    );
    const entry = oceanExportOrder.history.items[0];
    expect(entry?.actionName).toBe('指派操作人员');
    expect(entry?.changes).toEqual([{ label: '订舱操作人员', from: null, to: '王静' }]);
  });

  it("without a node sets each order's current node", async () => {
    const codes = [open[2]?.orderCode ?? '', open[3]?.orderCode ?? ''];
    const { bulkAssignOceanExportNodeOperator: r } = await data<{
      bulkAssignOceanExportNodeOperator: BulkResult;
    }>(OPERATOR, { codes, user: idOf('陈伟') });
    expect(r.done).toBe(2);
    for (const code of codes) {
      const nodes = await nodesOf(code);
      const current = nodes.find((n) => n.current);
      expect(current?.operatorName).toBe('陈伟');
      expect(nodes.filter((n) => n.operatorName === '陈伟')).toHaveLength(1);
    }
  });

  it('refuses a person of another organisation and an unknown node', async () => {
    const codes = [open[4]?.orderCode ?? ''];
    const before = await nodesOf(codes[0] ?? '');
    const { bulkAssignOceanExportNodeOperator: r } = await data<{
      bulkAssignOceanExportNodeOperator: BulkResult;
    }>(OPERATOR, { codes, node: 'HYCK_FX', user: idOf('刘芳') });
    expect(r.results).toEqual([
      {
        key: codes[0],
        outcome: 'REFUSED',
        message: '刘芳不在当前组织，不能担任放行操作人员，请选择本组织的人员',
      },
    ]);
    expect(await nodesOf(codes[0] ?? '')).toEqual(before);
    const unknown = await gql(OPERATOR, { codes, node: 'KYCK_XX', user: idOf('王静') });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toBe('海运出口订单没有该作业节点：KYCK_XX');
  });

  it('refuses the rows of another organisation and leaves them untouched', async () => {
    const codes = [open[5]?.orderCode ?? ''];
    const before = await nodesOf(codes[0] ?? '');
    const answer = await gql<{ bulkAssignOceanExportNodeOperator: BulkResult }>(
      OPERATOR,
      { codes, node: 'HYCK_FX', user: ningboClerk.userId },
      ningboClerk.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.bulkAssignOceanExportNodeOperator.results).toEqual([
      { key: codes[0], outcome: 'REFUSED', message: '订单不存在' },
    ]);
    expect(await nodesOf(codes[0] ?? '')).toEqual(before);
  });

  it('with the same idempotency key answers the first results; repeated, leaves the same state', async () => {
    const codes = [open[4]?.orderCode ?? '', open[5]?.orderCode ?? ''];
    const vars = { codes, node: 'HYCK_FX', user: idOf('李明') };
    const key = { 'idempotency-key': `bulk-operator-${Date.now()}` };
    const first = await gql<{ bulkAssignOceanExportNodeOperator: BulkResult }>(
      OPERATOR,
      vars,
      admin,
      key,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.bulkAssignOceanExportNodeOperator.done).toBe(2);
    const state = await Promise.all(codes.map(nodesOf));
    const replay = await gql(OPERATOR, vars, admin, key);
    expect(replay).toEqual(first);
    const again = await data<{ bulkAssignOceanExportNodeOperator: BulkResult }>(OPERATOR, vars);
    expect(again.bulkAssignOceanExportNodeOperator.results.map((x) => x.outcome)).toEqual([
      'UNCHANGED',
      'UNCHANGED',
    ]);
    expect(await Promise.all(codes.map(nodesOf))).toEqual(state);
  });
});

describe('completing and cancelling many orders', () => {
  it('obeys the single actions’ rules and messages, row by row', async () => {
    const codes = [open[1]?.orderCode ?? '', open[2]?.orderCode ?? ''];
    const done = await data<{ bulkSetOceanExportOperationStatus: BulkResult }>(STATUS, {
      codes,
      s: 'COMPLETED',
    });
    expect(done.bulkSetOceanExportOperationStatus.results.map((r) => r.outcome)).toEqual([
      'DONE',
      'DONE',
    ]);
    const after = await orders({ orderCodes: codes });
    expect(after.map((o) => o.operationStatus?.code)).toEqual(['CZZT_CZWC', 'CZZT_CZWC']);
    // A completed order cannot be cancelled: each row says so, and stays completed.
    const cancel = await data<{ bulkSetOceanExportOperationStatus: BulkResult }>(STATUS, {
      codes: [...codes, 'NO-SUCH-ORDER'],
      s: 'CANCELLED',
    });
    expect(cancel.bulkSetOceanExportOperationStatus).toMatchObject({
      total: 3,
      done: 0,
      refused: 3,
      results: [
        { key: codes[0], outcome: 'REFUSED', message: '订单已操作完成，不能取消' },
        { key: codes[1], outcome: 'REFUSED', message: '订单已操作完成，不能取消' },
        { key: 'NO-SUCH-ORDER', outcome: 'REFUSED', message: '订单不存在' },
      ],
    });
    expect(await orders({ orderCodes: codes })).toEqual(after);
  });
});

interface FeeLine {
  id: string;
  orderCode: string;
  feeName: string;
  approveStatus: string;
}

async function statusOf(line: FeeLine | undefined): Promise<string | undefined> {
  const { feeLines } = await data<{ feeLines: { items: FeeLine[] } }>(
    `query ($c: String) { feeLines(side: RECEIVABLE, filter: { orderCode: $c }, pageSize: 100) {
      items { id approveStatus } } }`,
    { c: line?.orderCode },
    finance,
  );
  return feeLines.items.find((l) => l.id === line?.id)?.approveStatus;
}

async function pendingLines(): Promise<FeeLine[]> {
  const { feeLines } = await data<{ feeLines: { items: FeeLine[] } }>(
    `{ feeLines(side: RECEIVABLE, filter: { approveStatus: [DSH] }, pageSize: 3) {
      items { id orderCode feeName approveStatus } } }`,
    {},
    finance,
  );
  return feeLines.items;
}

const DECIDE = `mutation ($ids: [ID!], $f: FeeLineFilter, $d: FeeDecision!) {
  bulkDecideFeeLines(side: RECEIVABLE, ids: $ids, filter: $f, decision: $d) { ${RESULT} } }`;

describe('deciding many fee lines (费用审核)', () => {
  it('approves the submitted ones and refuses a line already approved, with its reason', async () => {
    const lines = await pendingLines();
    if (lines.length < 2) throw new Error('示例数据中没有待审核的应收费用');
    const ids = lines.slice(0, 2).map((l) => l.id);
    const first = await data<{ bulkDecideFeeLines: BulkResult }>(
      DECIDE,
      { ids: [ids[0]], d: 'APPROVE' },
      finance,
    );
    expect(first.bulkDecideFeeLines.results).toEqual([
      { key: ids[0], outcome: 'DONE', message: null },
    ]);
    // Rejecting an approved line is refused; the other is rejected.
    const second = await data<{ bulkDecideFeeLines: BulkResult }>(
      DECIDE,
      { ids, d: 'REJECT' },
      finance,
    );
    const name = lines[0]?.feeName ?? '';
    expect(second.bulkDecideFeeLines.results).toEqual([
      { key: ids[0], outcome: 'REFUSED', message: `费用「${name}」当前为已审核，不能驳回` },
      { key: ids[1], outcome: 'DONE', message: null },
    ]);
    expect([await statusOf(lines[0]), await statusOf(lines[1])]).toEqual(['YSH', 'BH']);
  });

  it('is finance’s: an order clerk is refused the whole call', async () => {
    const answer = await gql(DECIDE, { ids: ['AR-1'], d: 'APPROVE' }, ningboClerk.token);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
