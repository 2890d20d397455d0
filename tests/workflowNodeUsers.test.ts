// Which workflow nodes a user operates shows on every order page (`nodes { mine }`); the gateway
// keeps each session's answer for a while. A change to a node's staff shows on the next page:
// at once when made through this gateway, and on the page after when made elsewhere (rest's
// reference stamp, which the first answer after it carries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let operator: string;
let operatorId: string;
let orderCode: string;
let node: { id: string; version: number; users: { userId: string }[] };

const NODE = 'HYCK_FX';

async function mineOnOrderPage(): Promise<boolean> {
  const answer = await graphql<{ oceanExportOrder: { nodes: { code: string; mine: boolean }[] } }>(
    stack,
    'query ($orderCode: String!) { oceanExportOrder(orderCode: $orderCode) { nodes { code mine } } }',
    { orderCode },
    operator,
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const found = answer.data?.oceanExportOrder.nodes.find((n) => n.code === NODE);
  if (!found) throw new Error(`${NODE} missing`);
  return found.mine;
}

async function setUsers(userIds: string[]): Promise<void> {
  const answer = await graphql<{ updateWorkflowNode: { version: number } }>(
    stack,
    'mutation ($id: ID!, $input: UpdateWorkflowNodeInput!, $v: Int!) { updateWorkflowNode(id: $id, input: $input, expectedVersion: $v) { id version } }',
    { id: node.id, input: { users: userIds.map((userId) => ({ userId })) }, v: node.version },
    admin,
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  node.version = answer.data?.updateWorkflowNode.version ?? node.version;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  operator = await signIn(stack, { mobile: '13800000001', password: 'demo1234' });
  const me = await graphql<{ me: { user: { id: string } } }>(
    stack,
    '{ me { user { id } } }',
    {},
    operator,
  );
  operatorId = me.data?.me.user.id ?? '';
  const nodes = await graphql<{
    workflowNodes: {
      items: { id: string; version: number; nodeCode: string; users: { userId: string }[] }[];
    };
  }>(
    stack,
    `{ workflowNodes(filter: { shippingType: "ZYLX_HYCK", nodeCode: "${NODE}" }) {
        items { id version nodeCode users { userId } } } }`,
    {},
    admin,
  );
  const found = nodes.data?.workflowNodes.items.find((n) => n.nodeCode === NODE);
  if (!found) throw new Error(`no ${NODE} node: ${JSON.stringify(nodes.errors)}`);
  node = found;
  const page = await graphql<{ oceanExportOrders: { items: { orderCode: string }[] } }>(
    stack,
    '{ oceanExportOrders(pageSize: 1) { items { orderCode } } }',
    {},
    operator,
  );
  orderCode = page.data?.oceanExportOrders.items[0]?.orderCode ?? '';
  expect(orderCode).not.toBe('');
}, 120_000);

afterAll(async () => {
  await stack.close();
});

describe("an operator's nodes on the order page", () => {
  it('follow a change of the node staff made through the gateway on the next page', async () => {
    const others = node.users.map((u) => u.userId).filter((id) => id !== operatorId);
    await setUsers([...others, operatorId]);
    expect(await mineOnOrderPage()).toBe(true);
    expect(await mineOnOrderPage()).toBe(true);
    await setUsers(others);
    expect(await mineOnOrderPage()).toBe(false);
    await setUsers([...others, operatorId]);
    expect(await mineOnOrderPage()).toBe(true);
  });

  it('follow a change made elsewhere by the page after the next', async () => {
    expect(await mineOnOrderPage()).toBe(true);
    const others = node.users.map((u) => u.userId).filter((id) => id !== operatorId);
    // Straight to rest, as another gateway would, naming the version the node was read at.
    await restCall(stack, admin, 'tbShippingType/update', {
      id: Number(node.id),
      users: others.map((userId) => ({ userId: Number(userId) })),
      expectedVersion: node.version,
    });
    await mineOnOrderPage();
    expect(await mineOnOrderPage()).toBe(false);
  });
});
