// Lost updates on an order's transport lines and on a role's menus: two users read the same line
// (or role), the first saves, the second saves what they read. Through a real gateway over a real
// rest (PGlite, or PostgreSQL with DATABASE_URL): the second save is refused with CONFLICT naming
// who changed the record and when, nothing of it is written, and the first user's change stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectConflict as expectVersionConflict } from './support/asUser.ts';
import { accountWithMenus } from './support/permissions.ts';
import { DEMO_ADMIN, graphql, signIn, startStack } from './support/stack.ts';
import type { GraphQLResponse, Stack } from './support/stack.ts';

let stack: Stack;
/** 系统管理员 and 李明, both of the Shanghai organisation. */
let first: string;
let second: string;
const FIRST_NAME = '系统管理员';
const { data } = asUser(() => stack);
const expectConflict = (answer: GraphQLResponse<unknown>, what: string) =>
  expectVersionConflict(answer, what, FIRST_NAME);

beforeAll(async () => {
  stack = await startStack();
  [first, second] = await Promise.all([
    signIn(stack),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
  ]);
}, 180_000);

afterAll(() => stack?.close());

interface TransportLine {
  id: string;
  version: number;
  orderCode: string;
  remark: string | null;
  transportCompanyId: string;
  destinationId: string;
}

const LINE = 'id version orderCode remark transportCompanyId destinationId';
const LINES = `query ($c: String!) { oceanExportTransportLines(orderCode: $c) { ${LINE} } }`;
const UPDATE_LINE = `mutation ($id: ID!, $input: OceanExportOrderTransportLineInput!, $v: Int!) {
  updateOceanExportTransportLine(id: $id, input: $input, expectedVersion: $v) { ${LINE} } }`;
const DELETE_LINE = `mutation ($id: ID!, $v: Int!) {
  deleteOceanExportTransportLine(id: $id, expectedVersion: $v) }`;
const SAVE_DELIVERY = `mutation ($c: String!, $input: OceanExportDeliveryInput!, $v: Int!) {
  saveOceanExportDelivery(orderCode: $c, input: $input, expectedVersion: $v) { version } }`;

const readLines = async (token: string, orderCode: string) =>
  (await data<{ oceanExportTransportLines: TransportLine[] }>(token, LINES, { c: orderCode }))
    .oceanExportTransportLines;

const readOrderVersion = async (token: string, orderCode: string) =>
  (
    await data<{ oceanExportOrder: { version: number } }>(
      token,
      `query ($c: String!) { oceanExportOrder(orderCode: $c) { version } }`,
      { c: orderCode },
    )
  ).oceanExportOrder.version;

/** An open ocean export order with transport lines whose delivery node 李明 operates. */
async function orderWithLines(): Promise<string> {
  const page = await data<{ oceanExportOrders: { items: { orderCode: string }[] } }>(
    second,
    `query { oceanExportOrders(pageSize: 50) { items { orderCode } } }`,
  );
  for (const { orderCode } of page.oceanExportOrders.items) {
    const { oceanExportOrder: order } = await data<{
      oceanExportOrder: {
        editable: boolean;
        companyList: { id: string }[];
        nodes: { code: string; mine: boolean }[];
      };
    }>(
      second,
      `query ($c: String!) { oceanExportOrder(orderCode: $c) {
        editable companyList { id } nodes { code mine } } }`,
      { c: orderCode },
    );
    if (
      order.editable &&
      order.companyList.length > 0 &&
      order.nodes.some((n) => n.code === 'HYCK_PS' && n.mine)
    )
      return orderCode;
  }
  throw new Error('演示数据中没有带派送车队、李明可操作派送节点的订单');
}

describe('a transport line of an order, opened by two users', () => {
  it('refuses the second change, delete and delivery save, and keeps the first user’s change', async () => {
    const orderCode = await orderWithLines();
    const opened = await readLines(first, orderCode);
    const seenBySecond = await readLines(second, orderCode);
    expect(seenBySecond).toEqual(opened);
    // The second user's delivery form, filled from the order as it stood.
    const orderRead = await readOrderVersion(second, orderCode);
    const line = opened[0];
    if (!line) throw new Error('缺少派送车队');

    const saved = await data<{ updateOceanExportTransportLine: TransportLine }>(
      first,
      UPDATE_LINE,
      { id: line.id, v: line.version, input: { remark: '第一位用户：夜间送货' } },
    );
    expect(saved.updateOceanExportTransportLine.version).toBeGreaterThan(line.version);

    // From the line as they read it, the second user's change and delete are refused.
    expectConflict(
      await graphql(
        stack,
        UPDATE_LINE,
        { id: line.id, v: line.version, input: { remark: '第二位用户的备注' } },
        second,
      ),
      '该派送车队',
    );
    expectConflict(
      await graphql(stack, DELETE_LINE, { id: line.id, v: line.version }, second),
      '该派送车队',
    );
    // The line's change moved the order's version too: the delivery form read before, which
    // replaces every line at its save, is refused rather than undoing the first user's change.
    expectConflict(
      await graphql(
        stack,
        SAVE_DELIVERY,
        {
          c: orderCode,
          v: orderRead,
          input: {
            companyList: seenBySecond.map((l) => ({
              transportCompanyId: l.transportCompanyId,
              destinationId: l.destinationId,
              remark: '第二位用户的派送表单',
            })),
          },
        },
        second,
      ),
      '该订单',
    );

    // Nothing of the second user's saves is written.
    const now = await readLines(second, orderCode);
    expect(now).toEqual(
      opened.map((l) => (l.id === line.id ? saved.updateOceanExportTransportLine : l)),
    );
    expect(now[0]?.remark).toBe('第一位用户：夜间送货');

    // Based on the line as it now is, the second user's change goes through.
    const again = await data<{ updateOceanExportTransportLine: TransportLine }>(
      second,
      UPDATE_LINE,
      { id: line.id, v: now[0]?.version, input: { remark: '第二位用户的备注' } },
    );
    expect(again.updateOceanExportTransportLine.remark).toBe('第二位用户的备注');
  });
});

interface Role {
  id: string;
  version: number;
  roleName: string;
  menuIds: string[];
}

const ROLE = 'id version roleName menuIds';
const SET_MENUS = `mutation ($id: ID!, $menuIds: [ID!]!, $v: Int!) {
  setRoleMenus(roleId: $id, menuIds: $menuIds, expectedVersion: $v) { ${ROLE} } }`;
const UPDATE_ROLE = `mutation ($id: ID!, $input: RoleInput!, $v: Int!) {
  updateRole(id: $id, input: $input, expectedVersion: $v) { ${ROLE} } }`;

const readRole = async (token: string, id: string) =>
  (await data<{ role: Role }>(token, `query ($id: ID!) { role(id: $id) { ${ROLE} } }`, { id }))
    .role;

describe("a role's menus, edited by two administrators", () => {
  it('refuse a save of the menus or the name based on the role as it was before', async () => {
    const organisations = await data<{ organisationTree: { id: string; orgName: string }[] }>(
      first,
      '{ organisationTree { id orgName } }',
    );
    const shanghai = organisations.organisationTree.find((o) => o.orgName.startsWith('上海'));
    if (!shanghai) throw new Error('演示数据中没有上海的组织');
    // A second administrator: a role granting 角色管理 alone.
    const other = (await accountWithMenus(stack, first, ['/sys/role'], [shanghai.id])).token;
    const menus = await data<{ menuTree: { id: string }[] }>(first, '{ menuTree { id } }');
    const [menuA, menuB] = menus.menuTree.map((m) => m.id);
    if (!menuA || !menuB) throw new Error('演示数据中的菜单不足两项');
    const created = await data<{ createRole: Role }>(
      first,
      `mutation ($input: RoleInput!) { createRole(input: $input) { ${ROLE} } }`,
      { input: { roleName: `两人编辑的角色${Date.now() % 100_000}` } },
    );
    const opened = created.createRole;
    const seenByOther = await readRole(other, opened.id);
    expect(seenByOther).toEqual(opened);

    // Both tick menus: the first saves; the second's save from the role as read is refused.
    const saved = await data<{ setRoleMenus: Role }>(first, SET_MENUS, {
      id: opened.id,
      menuIds: [menuA],
      v: opened.version,
    });
    expect(saved.setRoleMenus.version).toBeGreaterThan(opened.version);
    expectConflict(
      await graphql(
        stack,
        SET_MENUS,
        { id: opened.id, menuIds: [menuB], v: opened.version },
        other,
      ),
      '该角色',
    );
    // The name form read before the menus were saved is refused too.
    expectConflict(
      await graphql(
        stack,
        UPDATE_ROLE,
        { id: opened.id, input: { roleName: '第二位管理员的名称' }, v: opened.version },
        other,
      ),
      '该角色',
    );
    expect(await readRole(other, opened.id)).toEqual(saved.setRoleMenus);

    // One renames the role; the other's menus, ticked on the role as read before, are refused.
    const renamed = await data<{ updateRole: Role }>(first, UPDATE_ROLE, {
      id: opened.id,
      input: { roleName: `${opened.roleName}（改）` },
      v: saved.setRoleMenus.version,
    });
    expectConflict(
      await graphql(
        stack,
        SET_MENUS,
        { id: opened.id, menuIds: [menuB], v: saved.setRoleMenus.version },
        other,
      ),
      '该角色',
    );
    const now = await readRole(other, opened.id);
    expect(now).toEqual(renamed.updateRole);
    expect(now.menuIds).toEqual([menuA]);

    // Based on the role as it now is, the second administrator's menus save.
    const again = await data<{ setRoleMenus: Role }>(other, SET_MENUS, {
      id: opened.id,
      menuIds: [menuA, menuB],
      v: now.version,
    });
    expect([...again.setRoleMenus.menuIds].sort()).toEqual([menuA, menuB].sort());
    expect(again.setRoleMenus.roleName).toBe(renamed.updateRole.roleName);
  });
});
