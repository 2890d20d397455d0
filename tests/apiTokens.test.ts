// API tokens for reporting tools, through the whole product: a real rest (PGlite, or PostgreSQL
// with test:pg) and two real gateways over it. A token reads what its role's menu grants in its
// organisation, nothing else; read-only unless granted write; refused at once when revoked or
// expired, on every gateway; rate-limited per minute in the database; never a session; and its
// secret is nowhere in the database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../gateway/src/rest/endpoints.ts';
import { createGateway } from '../gateway/src/server.ts';
import { leversFromEnv } from '../gateway/src/execution/levers.ts';
import { businessDate } from '../model/businessDate.ts';
import { startTestRest, DEMO_ADMIN, TEST_CAPTCHA } from '../rest/src/testing/index.ts';
import type { TestRest } from '../rest/src/testing/index.ts';
import { WRITE_ACTION } from '../rest/src/http/route.ts';
import { menuIdsFor } from './support/permissions.ts';
import { graphql, signIn, type GraphQLResponse, type Stack } from './support/stack.ts';

let rest: TestRest;
let gatewayA: Stack;
let gatewayB: Stack;
let stops: (() => Promise<void>)[] = [];
let admin: string;
let shanghai: string;
let ningbo: string;
/** A role that opens the receivable aging report and the supplier list only. */
let reportRole: string;

async function startGateway(): Promise<Stack> {
  const gateway = createGateway({ restBaseUrl: rest.url }, leversFromEnv());
  const url = await gateway.start(0);
  stops.push(() => gateway.stop());
  return { restUrl: rest.url, url, graphqlUrl: `${url}/graphql`, close: () => gateway.stop() };
}

async function must<T>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const answer = await graphql<T>(stack, query, variables, token);
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const CREATE = `mutation ($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name status write expiresOn } }
}`;

let serial = 0;
async function newToken(
  input: Partial<{
    name: string;
    orgId: string;
    roleId: string;
    write: boolean;
    expiresOn: string;
    requestsPerMinute: number;
    costPerMinute: number;
  }> = {},
): Promise<{ id: string; name: string; secret: string }> {
  serial += 1;
  const name = input.name ?? `报表工具${serial}`;
  const { createApiToken } = await must<{
    createApiToken: { secret: string; token: { id: string; name: string } };
  }>(
    gatewayA,
    CREATE,
    {
      input: {
        name,
        orgId: shanghai,
        roleId: reportRole,
        write: false,
        expiresOn: businessDate(Date.now() + 30 * 86_400_000),
        ...input,
      },
    },
    admin,
  );
  return { id: createApiToken.token.id, name, secret: createApiToken.secret };
}

const codeOf = (answer: GraphQLResponse<unknown>): string =>
  answer.errors ? String(answer.errors[0]?.extensions?.code) : 'OK';
const messageOf = (answer: GraphQLResponse<unknown>): string => answer.errors?.[0]?.message ?? '';

const SUPPLIERS = '{ suppliers(pageSize: 100) { total items { id supplierName } } }';
const AGING = '{ statementReceivableAging(pageNum: 1, pageSize: 5) { total } }';

beforeAll(async () => {
  rest = await startTestRest();
  gatewayA = await startGateway();
  gatewayB = await startGateway();
  admin = await signIn(gatewayA);
  const tree = await must<{
    organisationTree: {
      id: string;
      orgName: string;
      children: { id: string; orgName: string }[];
    }[];
  }>(gatewayA, '{ organisationTree { id orgName children { id orgName } } }', {}, admin);
  const flat = tree.organisationTree.flatMap((o) => [o, ...o.children]);
  shanghai = flat.find((o) => o.orgName === '上海华通国际货运代理有限公司')!.id;
  ningbo = flat.find((o) => o.orgName.startsWith('宁波'))!.id;
  const { createRole } = await must<{ createRole: { id: string; version: number } }>(
    gatewayA,
    'mutation ($input: RoleInput!) { createRole(input: $input) { id version } }',
    { input: { roleName: '报表工具角色' } },
    admin,
  );
  reportRole = createRole.id;
  await must(
    gatewayA,
    'mutation ($roleId: ID!, $menuIds: [ID!]!, $v: Int!) { setRoleMenus(roleId: $roleId, menuIds: $menuIds, expectedVersion: $v) { id } }',
    {
      roleId: reportRole,
      v: createRole.version,
      menuIds: await menuIdsFor(gatewayA, admin, [
        '/statements/receivableAging',
        '/basic/supplier',
      ]),
    },
    admin,
  );
});

afterAll(async () => {
  for (const stop of stops) await stop();
  stops = [];
  await rest?.close();
});

describe('an API token', () => {
  it('is created by an administrator with a secret shown once, and listed without it', async () => {
    const token = await newToken();
    expect(token.secret).toMatch(/^hta_[A-Za-z0-9_-]{43}$/);
    const { apiTokens } = await must<{
      apiTokens: { total: number; items: Record<string, unknown>[] };
    }>(
      gatewayA,
      `{ apiTokens(pageSize: 100) { total items { id name status write useCount
          organisation { id name } role { id name } } } }`,
      {},
      admin,
    );
    const listed = apiTokens.items.find((t) => t.id === token.id);
    expect(listed).toMatchObject({
      name: token.name,
      status: 'ACTIVE',
      write: false,
      useCount: 0,
      organisation: { id: shanghai, name: '上海华通国际货运代理有限公司' },
      role: { id: reportRole, name: '报表工具角色' },
    });
    expect(JSON.stringify(apiTokens)).not.toContain(token.secret);
  });

  it('refuses a bad creation with a Chinese message on the field', async () => {
    const past = await graphql(
      gatewayA,
      CREATE,
      {
        input: {
          name: '过去',
          orgId: shanghai,
          roleId: reportRole,
          write: false,
          expiresOn: '2020-01-01',
        },
      },
      admin,
    );
    expect(codeOf(past)).toBe('BAD_USER_INPUT');
    expect(messageOf(past)).toBe('到期日不能早于今天');
    const limits = await graphql(
      gatewayA,
      CREATE,
      {
        input: {
          name: '限额',
          orgId: shanghai,
          roleId: reportRole,
          write: false,
          expiresOn: businessDate(),
          requestsPerMinute: 0,
        },
      },
      admin,
    );
    expect(codeOf(limits)).toBe('BAD_USER_INPUT');
    expect(messageOf(limits)).toMatch(/每分钟请求数应在 1 到/);
  });

  it("reads what its role's menu grants, in its organisation, as a user of that organisation does", async () => {
    const token = await newToken();
    const suppliers = await must<{ suppliers: { total: number; items: { id: string }[] } }>(
      gatewayA,
      SUPPLIERS,
      {},
      token.secret,
    );
    const n = (await supplierIds('org_id', Number(shanghai))).length;
    expect(n).toBeGreaterThan(0);
    expect(suppliers.suppliers.total).toBe(n);
    const aging = await graphql<{ statementReceivableAging: { total: number } }>(
      gatewayA,
      AGING,
      {},
      token.secret,
    );
    expect(codeOf(aging)).toBe('OK');
    const adminAging = await must<{ statementReceivableAging: { total: number } }>(
      gatewayA,
      AGING,
      {},
      admin,
    );
    expect(aging.data?.statementReceivableAging.total).toBe(
      adminAging.statementReceivableAging.total,
    );
  });

  it("cannot read what its role's menu lacks", async () => {
    const token = await newToken();
    for (const query of [
      '{ oceanExportOrders(pageSize: 1) { total } }',
      '{ clients(pageSize: 1) { total } }',
      '{ statementProfit(pageNum: 1, pageSize: 1) { total } }',
      '{ users { total } }',
    ]) {
      const answer = await graphql(gatewayA, query, {}, token.secret);
      expect(codeOf(answer), query).toBe('FORBIDDEN');
      expect(messageOf(answer), query).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it("does not see another organisation's data", async () => {
    const token = await newToken({ orgId: ningbo });
    const theirs = await must<{ suppliers: { items: { id: string }[]; total: number } }>(
      gatewayA,
      SUPPLIERS,
      {},
      token.secret,
    );
    const ningboIds = await supplierIds('org_id', Number(ningbo));
    expect(theirs.suppliers.total).toBe(ningboIds.length);
    const [shanghaiSupplier] = await supplierIds('org_id', Number(shanghai));
    expect(theirs.suppliers.items.map((s) => s.id)).not.toContain(shanghaiSupplier);
    const one = await graphql(
      gatewayA,
      'query ($id: ID!) { supplier(id: $id) { id supplierName } }',
      { id: shanghaiSupplier },
      token.secret,
    );
    // Answered as a record that does not exist: nothing tells it exists elsewhere.
    expect(codeOf(one)).toBe('OK');
    expect(one.data).toEqual({ supplier: null });
  });

  it('read-only: every mutation is refused with FORBIDDEN and a Chinese message', async () => {
    const token = await newToken();
    const answer = await graphql(
      gatewayA,
      'mutation ($input: CreateSupplierInput!) { createSupplier(input: $input) { id } }',
      { input: { supplierName: '只读令牌供应商', typeIdList: [await supplierType()] } },
      token.secret,
    );
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(messageOf(answer)).toBe('该 API 令牌为只读令牌，不能修改数据');
    expect(await supplierIds('supplier_name', '只读令牌供应商')).toEqual([]);
  });

  it('with write access writes, and the action log names the token', async () => {
    const token = await newToken({ write: true, name: '数据同步工具' });
    const created = await must<{ createSupplier: { id: string } }>(
      gatewayA,
      'mutation ($input: CreateSupplierInput!) { createSupplier(input: $input) { id } }',
      { input: { supplierName: '令牌写入的供应商', typeIdList: [await supplierType()] } },
      token.secret,
    );
    const rows = await rest.db
      .selectFrom('sys_action_log')
      .select(['user_name', 'org_id', 'controller', 'action'])
      .where('record_key', '=', created.createSupplier.id)
      .where('controller', '=', 'tbSupplier')
      .execute();
    expect(rows).toEqual([
      {
        user_name: 'API 令牌：数据同步工具',
        org_id: Number(shanghai),
        controller: 'tbSupplier',
        action: 'insert',
      },
    ]);
    const log = await must<{ actionLog: { items: { userName: string; recordKey: string }[] } }>(
      gatewayA,
      '{ actionLog(filter: { controller: "tbSupplier" }, pageSize: 50) { items { userName recordKey } } }',
      {},
      admin,
    );
    expect(log.actionLog.items).toContainEqual({
      userName: 'API 令牌：数据同步工具',
      recordKey: created.createSupplier.id,
    });
  });

  it('revoked through one gateway, is refused through the other at the next request', async () => {
    const token = await newToken();
    const DICTIONARY = '{ dictionary(category: "GSLX") { dictCode dictName } }';
    for (const gateway of [gatewayA, gatewayB]) {
      expect(codeOf(await graphql(gateway, SUPPLIERS, {}, token.secret))).toBe('OK');
      expect(codeOf(await graphql(gateway, DICTIONARY, {}, token.secret))).toBe('OK');
    }
    const revoked = await must<{ revokeApiToken: { status: string; revokedBy: string } }>(
      gatewayB,
      'mutation ($id: ID!) { revokeApiToken(id: $id) { status revokedBy } }',
      { id: token.id },
      admin,
    );
    expect(revoked.revokeApiToken.status).toBe('REVOKED');
    for (const gateway of [gatewayA, gatewayB]) {
      const answer = await graphql(gateway, SUPPLIERS, {}, token.secret);
      expect(codeOf(answer)).toBe('UNAUTHENTICATED');
      expect(messageOf(answer)).toBe('API 令牌已吊销');
    }
    // Reference data (dictionaries) is never served to a token from a gateway's cache.
    for (const gateway of [gatewayA, gatewayB]) {
      expect(codeOf(await graphql(gateway, DICTIONARY, {}, token.secret))).toBe('UNAUTHENTICATED');
    }
  });

  it('past its expiry date is refused', async () => {
    const token = await newToken();
    expect(codeOf(await graphql(gatewayA, SUPPLIERS, {}, token.secret))).toBe('OK');
    await rest.db
      .updateTable('sys_api_token')
      .set({ expires_on: businessDate(Date.now() - 86_400_000) })
      .where('id', '=', Number(token.id))
      .execute();
    const answer = await graphql(gatewayA, SUPPLIERS, {}, token.secret);
    expect(codeOf(answer)).toBe('UNAUTHENTICATED');
    expect(messageOf(answer)).toMatch(/^API 令牌已过期/);
    const { apiTokens } = await must<{ apiTokens: { items: { id: string; status: string }[] } }>(
      gatewayA,
      '{ apiTokens(pageSize: 100) { items { id status } } }',
      {},
      admin,
    );
    expect(apiTokens.items.find((t) => t.id === token.id)?.status).toBe('EXPIRED');
  });

  it('counts every use with its time and address', async () => {
    const token = await newToken();
    await must(gatewayA, SUPPLIERS, {}, token.secret);
    await must(gatewayB, SUPPLIERS, {}, token.secret);
    const { apiTokens } = await must<{
      apiTokens: {
        items: { id: string; useCount: number; lastUsedAt: string; lastUsedAddress: string }[];
      };
    }>(
      gatewayA,
      '{ apiTokens(pageSize: 100) { items { id useCount lastUsedAt lastUsedAddress } } }',
      {},
      admin,
    );
    const used = apiTokens.items.find((t) => t.id === token.id);
    expect(used?.useCount).toBeGreaterThanOrEqual(2);
    expect(Date.now() - Date.parse(used?.lastUsedAt ?? '')).toBeLessThan(60_000);
    expect(used?.lastUsedAddress).toMatch(/127\.0\.0\.1/);
  });

  it('is not a session: it cannot sign in, change passwords, open the web client or manage tokens', async () => {
    const token = await newToken({ write: true });
    const captcha = await must<{ captcha: { checkKey: string } }>(
      gatewayA,
      '{ captcha { checkKey } }',
      {},
      token.secret,
    );
    const login = await graphql(
      gatewayA,
      'mutation ($input: LoginInput!) { login(input: $input) { token } }',
      { input: { ...loginOf(DEMO_ADMIN), checkKey: captcha.captcha.checkKey } },
      token.secret,
    );
    expect(codeOf(login)).toBe('FORBIDDEN');
    expect(messageOf(login)).toMatch(/^API 令牌不能用于登录/);
    const refusals: [string, Record<string, unknown>][] = [
      [
        'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }',
        {
          input: { oldPassword: 'demo1234', newPassword: 'other123', confirmPassword: 'other123' },
        },
      ],
      ['{ me { user { userName } } }', {}],
      ['{ me { menu { id } } }', {}],
      ['{ apiTokens { total } }', {}],
      [
        CREATE,
        {
          input: {
            name: '令牌造令牌',
            orgId: shanghai,
            roleId: reportRole,
            write: true,
            expiresOn: businessDate(),
          },
        },
      ],
    ];
    for (const [query, variables] of refusals) {
      const answer = await graphql(gatewayA, query, variables, token.secret);
      expect(codeOf(answer), query).toBe('FORBIDDEN');
      expect(messageOf(answer), query).toMatch(/^API 令牌不能/);
    }
    // rest applies the same rules to a token sent to it directly, without the gateway's hint.
    const direct = await fetch(`${rest.url}/rest/tbApiToken/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
      body: JSON.stringify({
        name: 'x',
        orgId: shanghai,
        roleId: reportRole,
        expiresOn: businessDate(),
      }),
    });
    expect(direct.status).toBe(403);
    const login2 = await fetch(`${rest.url}/rest/tbSysUser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
      body: JSON.stringify({ ...loginOf(DEMO_ADMIN), userPwd: DEMO_ADMIN.password }),
    });
    expect(login2.status).toBe(403);
    // The administrator's session was not taken over by any of it.
    expect(codeOf(await graphql(gatewayA, '{ me { user { userName } } }', {}, admin))).toBe('OK');
  });

  it('is held to its requests per minute across gateways: 429 RATE_LIMITED in Chinese', async () => {
    await awayFromMinuteEnd();
    const token = await newToken({ requestsPerMinute: 3 });
    for (const gateway of [gatewayA, gatewayB, gatewayA]) {
      expect(codeOf(await graphql(gateway, SUPPLIERS, {}, token.secret))).toBe('OK');
    }
    const res = await fetch(gatewayB.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
      body: JSON.stringify({ query: SUPPLIERS }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const answer = (await res.json()) as GraphQLResponse<unknown>;
    expect(codeOf(answer)).toBe('RATE_LIMITED');
    expect(messageOf(answer)).toMatch(
      /^请求过于频繁：该 API 令牌每分钟最多 3 次请求，请 \d+ 秒后重试$/,
    );
  });

  it('is held to its back-end calls per minute (the query cost)', async () => {
    await awayFromMinuteEnd();
    const token = await newToken({ costPerMinute: 2 });
    expect(codeOf(await graphql(gatewayA, SUPPLIERS, {}, token.secret))).toBe('OK');
    expect(codeOf(await graphql(gatewayA, AGING, {}, token.secret))).toBe('OK');
    const answer = await graphql(gatewayA, SUPPLIERS, {}, token.secret);
    expect(codeOf(answer)).toBe('RATE_LIMITED');
    expect(messageOf(answer)).toMatch(/每分钟最多 2 次接口调用/);
  });

  it('read-only: rest itself refuses every write path it serves (from the endpoint table)', async () => {
    const token = await newToken({ requestsPerMinute: 100_000, costPerMinute: 100_000 });
    const table = endpoints as Record<string, { readOnly: boolean; auth: boolean } | undefined>;
    const writes = rest.app
      .servedPaths()
      .map((p) => p.replace(/^\/rest\//, ''))
      .filter((p) => {
        const spec = table[p];
        return spec ? spec.auth && !spec.readOnly : WRITE_ACTION.test(p.split('/')[1] ?? '');
      });
    expect(writes.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const path of writes) {
      const res = await fetch(`${rest.url}/rest/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.secret}` },
        body: '{}',
      });
      const body = (await res.json()) as { data: { message: string }[] };
      if (res.status !== 403 || !/^(该 )?API 令牌/.test(body.data[0]?.message ?? '')) {
        answered.push(`${path}: ${res.status} ${JSON.stringify(body.data)}`);
      }
    }
    expect(answered).toEqual([]);
  });

  it('leaves its secret nowhere in the database', async () => {
    const token = await newToken({ write: true });
    await must(gatewayA, SUPPLIERS, {}, token.secret);
    await graphql(
      gatewayA,
      'mutation ($input: CreateSupplierInput!) { createSupplier(input: $input) { id } }',
      { input: { supplierName: '密钥扫描供应商', typeIdList: [await supplierType()] } },
      token.secret,
    );
    const tables = await sql<{ name: string }>`select quote_ident(table_name) as name
      from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(rest.db);
    expect(tables.rows.map((t) => t.name)).toEqual(
      expect.arrayContaining(['sys_api_token', 'sys_action_log', 'sys_session']),
    );
    const holding: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(name)} t
        where strpos(t::text, ${token.secret}) > 0
          or strpos(t::text, ${token.secret.slice(4)}) > 0`.execute(rest.db);
      if ((rows[0]?.n ?? 0) > 0) holding.push(name);
    }
    expect(holding).toEqual([]);
  });
});

function loginOf(account: { mobile: string; password: string }) {
  return { mobile: account.mobile, password: account.password, captcha: TEST_CAPTCHA };
}

/** Ids of the suppliers whose column holds the value, as rest stores them. */
async function supplierIds(column: 'org_id' | 'supplier_name', value: number | string) {
  const { rows } = await sql<{ id: string }>`select id::text as id from tb_supplier
    where ${sql.ref(column)} = ${value} order by id`.execute(rest.db);
  return rows.map((r) => r.id);
}

async function supplierType(): Promise<string> {
  const row = await rest.db
    .selectFrom('tb_dict')
    .select('dict_code')
    .where('category_code', '=', 'GSLX')
    .where('status', '=', 'Y')
    .executeTakeFirstOrThrow();
  return row.dict_code;
}

/** The windows are calendar minutes: a count that must stay in one starts well before its end. */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getSeconds();
  if (second >= 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}
