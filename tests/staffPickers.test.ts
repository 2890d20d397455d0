// Staff work in the record's organisation. The pickers of 销售, 客服 and 操作人员 offer the active
// users of the current organisation only, and a save naming anyone else is refused with a Chinese
// message (BAD_USER_INPUT): an order's 客服, a supplier's 销售, a workflow node's 操作人员. Demo
// data: 刘芳 works in Ningbo only, 王静 and 李明 in the head office (Shanghai).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
const ids = new Map<string, string>();

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = admin) {
  const answer = await graphql<T>(stack, query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

const idOf = (name: string): string => {
  const id = ids.get(name);
  if (!id) throw new Error(`没有用户 ${name}`);
  return id;
};

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const { groupUsers } = await data<{ groupUsers: { id: string; userName: string }[] }>(
    '{ groupUsers { id userName } }',
  );
  for (const u of groupUsers) ids.set(u.userName, u.id);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const REFUSED = '刘芳不在当前组织，不能担任';

describe('staff of a record work in its organisation', () => {
  it('the pickers offer the head office’s staff only', async () => {
    const { organisationUsers } = await data<{ organisationUsers: { userName: string }[] }>(
      '{ organisationUsers { userName } }',
    );
    const names = organisationUsers.map((u) => u.userName);
    expect(names).toEqual(expect.arrayContaining(['王静', '李明', '陈伟']));
    // Ningbo's 客服 and the Shenzhen/Qingdao operator are the group's, not the head office's.
    expect(names).not.toContain('刘芳');
    expect(names).not.toContain('赵强');
    expect(ids.has('刘芳')).toBe(true);
  });

  it('an order’s 客服 and 销售 from another organisation are refused; one of its own is saved', async () => {
    const { oceanExportOrders } = await data<{
      oceanExportOrders: {
        items: { orderCode: string; csrName: string | null; version: number }[];
      };
    }>('{ oceanExportOrders(pageSize: 1) { items { orderCode csrName version } } }');
    const order = oceanExportOrders.items[0];
    if (!order) throw new Error('没有海运出口订单');
    const save = (input: Record<string, unknown>) =>
      graphql<{ saveOceanExportBooking: { csrName: string | null; salesName: string | null } }>(
        stack,
        `
          mutation ($orderCode: String!, $input: OceanExportBookingInput!, $v: Int!) {
            saveOceanExportBooking(orderCode: $orderCode, input: $input, expectedVersion: $v) {
              csrName
              salesName
            }
          }
        `,
        { orderCode: order.orderCode, input, v: order.version },
        admin,
      );

    for (const field of ['csrId', 'salesId'] as const) {
      const refused = await save({ [field]: idOf('刘芳') });
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(
        `${REFUSED}${field === 'csrId' ? '客服' : '销售'}，请选择本组织的人员`,
      );
    }
    const saved = await save({ csrId: idOf('王静') });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data?.saveOceanExportBooking.csrName).toBe('王静');
    const again = await data<{ oceanExportOrder: { csrName: string } }>(
      'query ($o: String!) { oceanExportOrder(orderCode: $o) { csrName } }',
      { o: order.orderCode },
    );
    expect(again.oceanExportOrder.csrName).toBe('王静');
  });

  it('a supplier’s 销售 and a workflow node’s 操作人员 from another organisation are refused', async () => {
    const { suppliers } = await data<{ suppliers: { items: { id: string; version: number }[] } }>(
      '{ suppliers(pageSize: 1) { items { id version } } }',
    );
    const supplier = suppliers.items[0];
    if (!supplier) throw new Error('没有供应商');
    const sales = await graphql(
      stack,
      'mutation ($id: ID!, $input: UpdateSupplierInput!, $v: Int!) { updateSupplier(id: $id, input: $input, expectedVersion: $v) { id } }',
      { id: supplier.id, input: { salesId: idOf('刘芳') }, v: supplier.version },
      admin,
    );
    expect(sales.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(sales.errors?.[0]?.message).toBe(`${REFUSED}销售，请选择本组织的人员`);

    const { workflowNodes } = await data<{
      workflowNodes: { items: { id: string; version: number; users: { userId: string }[] }[] };
    }>('{ workflowNodes(pageSize: 1) { items { id version users { userId } } } }');
    const node = workflowNodes.items[0];
    if (!node) throw new Error('没有作业节点');
    const operators = await graphql(
      stack,
      'mutation ($id: ID!, $input: UpdateWorkflowNodeInput!, $v: Int!) { updateWorkflowNode(id: $id, input: $input, expectedVersion: $v) { id } }',
      {
        id: node.id,
        v: node.version,
        input: {
          users: [...node.users, { userId: idOf('刘芳') }].map((u) => ({ userId: u.userId })),
        },
      },
      admin,
    );
    expect(operators.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(operators.errors?.[0]?.message).toBe(`${REFUSED}操作人员，请选择本组织的人员`);
  });
});
