// Administration through the whole product (a real gateway over a real rest): the permission
// matrix, organisation isolation, the action log and the refusals, as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithMenus, type MatrixAccount } from './support/permissions.ts';
import { graphql, signIn, startStack, type GraphQLResponse, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let shanghai: string;
let ningbo: string;
let hr: MatrixAccount;
let operator: string;

interface OrgNodeJson {
  id: string;
  orgName: string;
  children: OrgNodeJson[];
}

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const tree = await graphql<{ organisationTree: OrgNodeJson[] }>(
    stack,
    '{ organisationTree { id orgName children { id orgName } } }',
    {},
    admin,
  );
  const flat = (tree.data?.organisationTree ?? []).flatMap((o) => [o, ...o.children]);
  shanghai = flat.find((o) => o.orgName === '上海华通国际货运代理有限公司')!.id;
  ningbo = flat.find((o) => o.orgName.startsWith('宁波'))!.id;
  hr = await accountWithMenus(stack, admin, ['/sys/user'], [shanghai]);
  operator = await signIn(stack, { mobile: '13800000001', password: 'demo1234' });
});
afterAll(async () => {
  await stack?.close();
});

const codeOf = (answer: GraphQLResponse<unknown>): string =>
  answer.errors ? String(answer.errors[0]?.extensions?.code) : 'OK';

let seq = 0;
const fresh = (): string => `${(Date.now() % 100000) + 100000}${++seq}`.slice(-6);

// One operation per row; `vars` makes the variables for a run (fresh names and mobiles).
const operations: {
  name: string;
  page: string;
  query: string;
  vars: () => Record<string, unknown>;
}[] = [
  {
    name: 'users',
    page: '/sys/user',
    query: '{ users { total items { id } } }',
    vars: () => ({}),
  },
  {
    name: 'createUser',
    page: '/sys/user',
    query: 'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    vars: () => ({ input: { userName: '矩阵新用户', mobile: `177${fresh()}00` } }),
  },
  {
    name: 'setUserActive',
    page: '/sys/user',
    query:
      'mutation ($id: ID!, $v: Int!) { setUserActive(id: $id, active: true, expectedVersion: $v) { id active } }',
    vars: async () => ({ id: hr.userId, v: await versionOf('user', hr.userId) }),
  },
  {
    name: 'nextUserNumber',
    page: '/sys/user',
    query: '{ nextUserNumber }',
    vars: () => ({}),
  },
  {
    name: 'createRole',
    page: '/sys/role',
    query: 'mutation ($input: RoleInput!) { createRole(input: $input) { id } }',
    vars: () => ({ input: { roleName: `矩阵角色${fresh()}` } }),
  },
  {
    name: 'saveMenuNode',
    page: '/sys/menu',
    query: 'mutation ($input: MenuNodeInput!) { saveMenuNode(input: $input) { id } }',
    vars: () => ({ input: { type: 'GROUP', name: `矩阵菜单${fresh()}` } }),
  },
  {
    name: 'createOrganisation',
    page: '/sys/organization',
    query: 'mutation ($input: OrganisationInput!) { createOrganisation(input: $input) { id } }',
    vars: () => ({ input: { orgName: `矩阵组织${fresh()}`, parentId: shanghai } }),
  },
  {
    name: 'actionLog',
    page: '/sys/actionlog',
    query: '{ actionLog { total } }',
    vars: () => ({}),
  },
];

describe('the permission matrix', () => {
  const accounts = [
    { name: 'administrator', token: () => admin, pages: 'all' as const },
    { name: 'a role with /sys/user', token: () => hr.token, pages: ['/sys/user'] },
    { name: 'the demo operator', token: () => operator, pages: [] as string[] },
  ];
  const rows = accounts.flatMap((account) =>
    operations.map((op) => ({
      account: account.name,
      token: account.token,
      op,
      allowed: account.pages === 'all' || account.pages.includes(op.page),
    })),
  );

  it.each(rows)('$account → $op.name: allowed $allowed', async ({ token, op, allowed }) => {
    const answer = await graphql(stack, op.query, await Promise.resolve(op.vars()), token());
    expect(codeOf(answer), JSON.stringify(answer.errors)).toBe(allowed ? 'OK' : 'FORBIDDEN');
    if (!allowed) {
      expect(answer.errors?.[0]?.extensions?.status).toBe(403);
      expect(answer.errors?.[0]?.message).toBe('抱歉，您无权访问此页面。');
    }
  });

  it('lookups any signed-in user needs stay open', async () => {
    for (const query of [
      '{ allRoles { id roleName } }',
      '{ organisationUsers { id userName } }',
      '{ me { user { userName } menu { id } } }',
    ]) {
      expect(codeOf(await graphql(stack, query, {}, operator)), query).toBe('OK');
    }
  });

  it('the menu the role grants is the menu the user sees', async () => {
    const me = await graphql<{ me: { menu: { children: { url: string | null }[] }[] } }>(
      stack,
      '{ me { menu { children { url } } } }',
      {},
      hr.token,
    );
    const urls = me.data!.me.menu.flatMap((m) => m.children.map((c) => c.url));
    expect(urls).toEqual(['/sys/user']);
  });
});

describe('reads follow the menu like writes', () => {
  // The role of the report: 海运出口 and 客户管理 only.
  let clerk: MatrixAccount;
  let clientsOnly: MatrixAccount;
  let orderCode: string;

  beforeAll(async () => {
    clerk = await accountWithMenus(
      stack,
      admin,
      ['/action/oceanexport', '/basic/client'],
      [shanghai],
    );
    clientsOnly = await accountWithMenus(stack, admin, ['/basic/client'], [shanghai]);
    // An ocean export order of Shanghai with receivable lines (the demo orders carry fees).
    const pending = await graphql<{ feeLines: { items: { orderCode: string }[] } }>(
      stack,
      '{ feeLines(side: RECEIVABLE, pageSize: 1, filter: { orderType: "ZYLX_HYCK" }) { items { orderCode } } }',
      {},
      admin,
    );
    orderCode = pending.data!.feeLines.items[0]!.orderCode;
  });

  it.each([
    ['fee audit: receivable lines', '{ feeLines(side: RECEIVABLE) { total items { cnyMoney } } }'],
    ['fee audit: payable lines', '{ feeLines(side: PAYABLE) { total items { cnyMoney } } }'],
    ['profit approval', '{ profitApprovals { total } }'],
    ['users', '{ users { total } }'],
    ['roles', '{ roles { total } }'],
    ['menus', '{ menuTree { id } }'],
    ['organisations', '{ organisationTree { id } }'],
    ['user groups', '{ groups { id } }'],
    ['action log', '{ actionLog { total } }'],
    ['suppliers', '{ suppliers { total } }'],
    ['exchange rates', '{ exchangeRates { total } }'],
    ['fee types', '{ feeTypes { total } }'],
    ['document search', '{ fileManagePage { total } }'],
  ])('%s: FORBIDDEN', async (_name, query) => {
    const answer = await graphql(stack, query, {}, clerk.token);
    expect(codeOf(answer), JSON.stringify(answer.errors)).toBe('FORBIDDEN');
    expect(answer.errors?.[0]?.extensions?.status).toBe(403);
    expect(answer.errors?.[0]?.message).toBe('抱歉，您无权访问此页面。');
    expect(answer.data ?? null).toBeNull();
  });

  it('the order page still reads its order, its fees and its files', async () => {
    const answer = await graphql<{
      orderFees: { orderCode: string; receivables: { cnyMoney: string }[] };
      oceanExportOrder: { orderCode: string } | null;
      files: unknown[];
    }>(
      stack,
      `
        query ($orderCode: String!) {
          orderFees(orderCode: $orderCode) {
            orderCode
            receivables {
              cnyMoney
            }
          }
          oceanExportOrder(orderCode: $orderCode) {
            orderCode
          }
          files(orderCode: $orderCode) {
            name
          }
        }
      `,
      { orderCode },
      clerk.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.orderFees.orderCode).toBe(orderCode);
    expect(answer.data!.orderFees.receivables.length).toBeGreaterThan(0);
    expect(answer.data!.oceanExportOrder?.orderCode).toBe(orderCode);
    // Its own clients list and the pickers stay open.
    for (const query of [
      '{ clients { total } }',
      '{ supplierOptions { id } }',
      '{ feeTypeOptions { id } }',
      '{ seaportOptions(keyword: "上海") { id } }',
    ]) {
      expect(codeOf(await graphql(stack, query, {}, clerk.token)), query).toBe('OK');
    }
  });

  it('a role that may not open the order may not read its fees or files', async () => {
    for (const query of [
      'query ($orderCode: String!) { orderFees(orderCode: $orderCode) { orderCode } }',
      'query ($orderCode: String!) { files(orderCode: $orderCode) { name } }',
      'query ($orderCode: String!) { oceanExportOrder(orderCode: $orderCode) { orderCode } }',
    ]) {
      const answer = await graphql(stack, query, { orderCode }, clientsOnly.token);
      expect(codeOf(answer), query).toBe('FORBIDDEN');
    }
  });

  it('the order page submits its own lines; a role that may not open the order may not', async () => {
    const lines = await graphql<{
      feeLines: { items: { id: string; version: number; orderCode: string }[] };
    }>(
      stack,
      '{ feeLines(side: PAYABLE, pageSize: 1, filter: { approveStatus: [WTJ], orderType: "ZYLX_HYCK" }) { items { id version orderCode } } }',
      {},
      admin,
    );
    const id = lines.data?.feeLines.items[0]?.id;
    const v = [lines.data?.feeLines.items[0]?.version];
    expect(id).toBeDefined();
    const submit =
      'mutation ($ids: [ID!]!, $v: [Int!]!) { submitFeeLines(side: PAYABLE, ids: $ids, expectedVersions: $v) { message } }';
    expect(codeOf(await graphql(stack, submit, { ids: [id], v }, clientsOnly.token))).toBe(
      'FORBIDDEN',
    );
    const answer = await graphql<{ submitFeeLines: { message: string } }>(
      stack,
      submit,
      { ids: [id], v },
      clerk.token,
    );
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data!.submitFeeLines.message).toBe('提交成功');
  });

  it('approving stays with finance, even for the order page', async () => {
    const lines = await graphql<{ feeLines: { items: { id: string; version: number }[] } }>(
      stack,
      '{ feeLines(side: RECEIVABLE, pageSize: 1, filter: { approveStatus: [DSH] }) { items { id version } } }',
      {},
      admin,
    );
    const id = lines.data?.feeLines.items[0]?.id;
    expect(id).toBeDefined();
    const answer = await graphql(
      stack,
      'mutation ($ids: [ID!]!, $v: [Int!]!) { approveFeeLines(side: RECEIVABLE, ids: $ids, expectedVersions: $v) { message } }',
      { ids: [id], v: [lines.data?.feeLines.items[0]?.version] },
      clerk.token,
    );
    expect(codeOf(answer)).toBe('FORBIDDEN');
  });
});

describe('organisation isolation', () => {
  it('a user of Ningbo sees neither Shanghai’s users nor its log', async () => {
    const ningboClerk = await accountWithMenus(
      stack,
      admin,
      ['/sys/actionlog', '/basic/client'],
      [ningbo],
    );
    const users = await graphql<{ organisationUsers: { userName: string; mobile: string }[] }>(
      stack,
      '{ organisationUsers { userName mobile } }',
      {},
      ningboClerk.token,
    );
    const mobiles = users.data!.organisationUsers.map((u) => u.mobile);
    expect(mobiles).toContain(ningboClerk.mobile);
    // 张丽 works in Shanghai only.
    expect(mobiles).not.toContain('13800000002');

    const log = await graphql<{
      actionLog: { total: number; items: { organisation: { id: string } | null }[] };
    }>(
      stack,
      '{ actionLog(pageSize: 500) { total items { organisation { id } } } }',
      {},
      ningboClerk.token,
    );
    expect(log.errors).toBeUndefined();
    expect(log.data!.actionLog.items.every((e) => e.organisation?.id === ningbo)).toBe(true);

    // The business lists that exist: a client made in Shanghai is not a client of Ningbo.
    const made = await graphql<{ createClient: { id: string } }>(
      stack,
      'mutation ($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: { customerName: `上海专属客户${fresh()}` } },
      admin,
    );
    expect(made.errors).toBeUndefined();
    const clients = await graphql<{ clients: { items: { id: string }[] } }>(
      stack,
      '{ clients(pageSize: 500) { items { id } } }',
      {},
      ningboClerk.token,
    );
    expect(clients.errors).toBeUndefined();
    expect(clients.data!.clients.items.map((c) => c.id)).not.toContain(made.data!.createClient.id);
    // Reading one by id is group-wide (clients are shared through listGroupAll); changing it is not.
    const changed = await graphql(
      stack,
      'mutation ($id: ID!) { setClientStatus(id: $id, status: INACTIVE, expectedVersion: 0) { id } }',
      { id: made.data!.createClient.id },
      ningboClerk.token,
    );
    expect(codeOf(changed)).not.toBe('OK');
  });
});

describe('the action log', () => {
  it('shows an update with each changed field before → after', async () => {
    const created = await graphql<{ createRole: { id: string; roleName: string } }>(
      stack,
      'mutation ($input: RoleInput!) { createRole(input: $input) { id roleName } }',
      { input: { roleName: `日志${fresh()}` } },
      admin,
    );
    const role = created.data!.createRole;
    await graphql(
      stack,
      'mutation ($id: ID!, $input: RoleInput!, $v: Int!) { updateRole(id: $id, input: $input, expectedVersion: $v) { id } }',
      {
        id: role.id,
        input: { roleName: `${role.roleName}改`, remark: '调整' },
        v: await versionOf('role', role.id),
      },
      admin,
    );
    const log = await graphql<{
      actionLog: {
        total: number;
        items: {
          userName: string;
          controller: string;
          action: string;
          tableName: string;
          changes: { field: string; before: string | null; after: string | null }[];
        }[];
      };
    }>(
      stack,
      `
        query ($filter: ActionLogFilter) {
          actionLog(filter: $filter) {
            total
            items {
              userName
              controller
              action
              tableName
              changes {
                field
                before
                after
              }
            }
          }
        }
      `,
      { filter: { recordKey: role.id, tableName: 'tb_role', action: 'update' } },
      admin,
    );
    expect(log.data!.actionLog.total).toBe(1);
    const entry = log.data!.actionLog.items[0]!;
    expect(entry).toMatchObject({
      userName: '系统管理员',
      controller: 'tbRole',
      action: 'update',
      tableName: 'tb_role',
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'roleName',
          before: JSON.stringify(role.roleName),
          after: JSON.stringify(`${role.roleName}改`),
        },
        { field: 'remark', before: null, after: JSON.stringify('调整') },
      ]),
    );
  });
});

describe('refusals reach the client as BAD_USER_INPUT with the Chinese message', () => {
  it.each([
    [
      'deleting the last administrator',
      'mutation ($id: ID!, $v: Int!) { deleteUser(id: $id, expectedVersion: $v) }',
      async () => {
        const id = await userIdOf('13800000000');
        return { id, v: await versionOf('user', id) };
      },
      () => hr.token,
      '不能删除或停用最后一个管理员',
    ],
    [
      'deleting a role still assigned',
      'mutation ($id: ID!, $v: Int!) { deleteRole(id: $id, expectedVersion: $v) }',
      async () => ({ id: hr.roleId, v: await versionOf('role', hr.roleId) }),
      () => admin,
      '该角色已分配给1个用户，不能删除',
    ],
    [
      'deleting a menu with children',
      'mutation ($id: ID!) { deleteMenuNode(id: $id) }',
      async () => ({ id: await menuGroupId() }),
      () => admin,
      '该菜单下有子菜单，不能删除',
    ],
    [
      'deleting an organisation with users',
      'mutation ($id: ID!, $v: Int!) { deleteOrganisation(id: $id, expectedVersion: $v) }',
      async () => ({ id: ningbo, v: await versionOf('organisation', ningbo) }),
      () => admin,
      '该组织下有用户，不能删除',
    ],
  ])('%s', async (_name, query, vars, token, message) => {
    const answer = await graphql(stack, query, await vars(), token());
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.status).toBe(422);
    expect(answer.errors?.[0]?.message).toBe(message);
  });

  it('a field rule names its field', async () => {
    const answer = await graphql(
      stack,
      'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
      { input: { userName: '坏邮箱', mobile: `178${fresh()}00`, email: 'no-at-sign' } },
      admin,
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.messages).toEqual([
      { message: '邮箱格式不正确', field: 'email' },
    ]);
  });
});

describe('loading', () => {
  it('a page of users with roles, group and organisations costs a constant number of calls', async () => {
    const calls = async (pageSize: number): Promise<number> => {
      const res = await fetch(stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({
          query: `query ($pageSize: Int) { users(pageSize: $pageSize) { items { userName active
            group { groupName } roles { roleName active } organisations { isDefault organisation { orgName } }
            defaultOrganisation { orgName } } } }`,
          variables: { pageSize },
        }),
      });
      const body = (await res.json()) as GraphQLResponse<{ users: { items: unknown[] } }>;
      expect(body.errors).toBeUndefined();
      expect(body.data!.users.items.length).toBeGreaterThan(Math.min(pageSize, 5) - 1);
      return Number(res.headers.get('x-rest-calls'));
    };
    const small = await calls(2);
    expect(small).toBe(3);
    expect(await calls(20)).toBe(small);
  });
});

async function userIdOf(mobile: string): Promise<string> {
  const answer = await graphql<{ users: { items: { id: string }[] } }>(
    stack,
    'query ($filter: UserFilter) { users(filter: $filter) { items { id } } }',
    { filter: { mobile } },
    admin,
  );
  return answer.data!.users.items[0]!.id;
}

async function menuGroupId(): Promise<string> {
  const answer = await graphql<{ menuTree: { id: string; name: string }[] }>(
    stack,
    '{ menuTree { id name } }',
    {},
    admin,
  );
  return answer.data!.menuTree.find((m) => m.name === '系统管理')!.id;
}

/** A record's version as the administrator reads it now: a change names it. */
async function versionOf(kind: 'user' | 'role' | 'organisation', id: string): Promise<number> {
  if (kind === 'organisation') {
    type Node = { id: string; version: number; children: Node[] };
    const tree = await graphql<{ organisationTree: Node[] }>(
      stack,
      '{ organisationTree { id version children { id version children { id version } } } }',
      {},
      admin,
    );
    // The group's organisations are nested: the one asked for may sit below the top.
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const found = flat(tree.data?.organisationTree ?? []).find((o) => o.id === id);
    if (!found) throw new Error(`no organisation ${id}: ${JSON.stringify(tree.errors)}`);
    return found.version;
  }
  const answer = await graphql<Record<string, { version: number } | null>>(
    stack,
    `query ($id: ID!) { ${kind}(id: $id) { version } }`,
    { id },
    admin,
  );
  return answer.data?.[kind]?.version ?? -1;
}
