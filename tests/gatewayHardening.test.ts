// The gateway under abuse and faults, with a real rest and a real gateway: introspection and alias
// floods, over-budget operations, a frozen back end, and creates retried after a time-out.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  Kind,
  parse,
  specifiedRules,
  validate,
  visit,
  type OperationDefinitionNode,
} from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, createsRecord, type EndpointPath } from '../gateway/src/rest/endpoints.ts';
import { loadConfig } from '../gateway/src/config.ts';
import { loadManifest } from '../gateway/src/execution/persistedOperations.ts';
import { modules } from '../gateway/src/modules/index.ts';
import { mergeResolvers } from '../gateway/src/modules/registry.ts';
import { queryBoundsRule } from '../gateway/src/queryBounds.ts';
import { operationCost, restResolvedFields } from '../gateway/src/queryCost.ts';
import { root } from '../scripts/webBuild.ts';
import { createGateway, type Gateway } from '../gateway/src/server.ts';
import { GRAPHQL_CSP, WEB_CSP } from '../gateway/src/securityHeaders.ts';
import { isCreatePath } from '../rest/src/http/idempotency.ts';
import { startFaultProxy, type FaultProxy } from './support/faultProxy.ts';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await signIn(stack);
});

afterAll(async () => {
  await stack?.close();
});

async function post(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const started = Date.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return {
    status: res.status,
    ms: Date.now() - started,
    bytes: text.length,
    restCalls: Number(res.headers.get('x-rest-calls')),
    body: JSON.parse(text) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

const bearer = () => ({ authorization: `Bearer ${token}` });

describe('introspection counts against the bounds', () => {
  it('refuses 1,000 aliased __schema selections at once, before any work', async () => {
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    const answer = await post(stack.graphqlUrl, query);
    expect(answer.status).toBe(400);
    expect(answer.bytes).toBeLessThan(10_000);
    expect(answer.body.data).toBeUndefined();
    const messages = answer.body.errors!.map((e) => e.message);
    expect(messages).toContain('查询别名过多：最多 50 个（含片段展开），当前 1000 个');
    expect(messages).toContain('一个查询最多请求一次 __schema，当前 1000 次');
    expect(answer.body.errors![0]!.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 400,
    });
  });

  it("still answers Apollo Sandbox's introspection query, and serves the Sandbox page", async () => {
    const answer = await post(stack.graphqlUrl, getIntrospectionQuery({ descriptions: true }));
    expect(answer.status).toBe(200);
    const schema = answer.body.data!.__schema as { types: { name: string }[] };
    expect(schema.types.map((t) => t.name)).toContain('OceanExportOrder');
    const page = await fetch(stack.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('embeddable-sandbox');
  });
});

describe('the cost of an operation is bounded before execution', () => {
  it('refuses 749 aliases of the order list without one REST call', async () => {
    const query = `{ ${Array.from({ length: 749 }, (_, i) => `o${i}: oceanExportOrders(pageSize: 50) { total }`).join(' ')} }`;
    const answer = await post(stack.graphqlUrl, query, {}, bearer());
    expect(answer.status).toBe(400);
    expect(answer.restCalls).toBe(0);
    expect(answer.body.errors![0]!.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors!.map((e) => e.message)).toContain(
      '查询别名过多：最多 50 个（含片段展开），当前 749 个',
    );
  });

  it('refuses an operation that would make too many REST calls, in Chinese, with its code', async () => {
    const query = `{ ${Array.from({ length: 40 }, (_, i) => `o${i}: oceanExportOrders(pageSize: 10) { total items { client { customerName } } }`).join(' ')} }`;
    const answer = await post(stack.graphqlUrl, query, {}, bearer());
    expect(answer.status).toBe(400);
    expect(answer.restCalls).toBe(0);
    const error = answer.body.errors![0]!;
    expect(error.extensions).toMatchObject({
      code: 'QUERY_TOO_COSTLY',
      status: 400,
      cost: { restCalls: 80, maxRestCalls: 50 },
    });
    expect(error.message).toBe(
      '查询代价过高（预计后端调用 80 次，上限 50 次），请减少查询内容或分页大小',
    );
    expect(error.extensions?.messages).toEqual([{ message: error.message }]);
  });

  it('multiplies by the page sizes asked, variables included', async () => {
    const query = `query ($size: Int) { ${Array.from({ length: 5 }, (_, i) => `c${i}: clients(pageSize: $size) { items { contacts { contact } } }`).join(' ')} }`;
    const small = await post(stack.graphqlUrl, query, { size: 10 }, bearer());
    expect(small.body.errors).toBeUndefined();
    expect(small.status).toBe(200);
    const large = await post(stack.graphqlUrl, query, { size: 500 }, bearer());
    expect(large.status).toBe(400);
    expect(large.restCalls).toBe(0);
    expect(large.body.errors![0]!.message).toBe(
      '查询代价过高（预计返回 127500 条记录，上限 50000 条），请减少查询内容或分页大小',
    );
    // The estimate of an operation already seen follows its variables, whichever came first.
    const again = await post(stack.graphqlUrl, query, { size: 500 }, bearer());
    expect(again.status).toBe(400);
    expect((await post(stack.graphqlUrl, query, { size: 10 }, bearer())).status).toBe(200);
    const unbounded = await post(stack.graphqlUrl, query, {}, bearer());
    expect(unbounded.status).toBe(200);
    expect(unbounded.body.errors).toBeUndefined();
  });

  it('keeps every operation of the web client under the budget, at the largest sizes it asks', () => {
    const config = loadConfig({});
    const resolvers = mergeResolvers(modules);
    const schema = makeExecutableSchema({ typeDefs: modules.map((m) => m.typeDefs), resolvers });
    const restFields = restResolvedFields(schema, resolvers as Record<string, unknown>);
    const operations = Object.values(loadManifest());
    expect(operations.length).toBeGreaterThan(100);
    const over: string[] = [];
    for (const { name, query } of operations) {
      const document = parse(query);
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )!;
      const fragments = Object.fromEntries(
        document.definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
        ),
      );
      // The pager offers at most 100 a page; pickers and dictionaries ask at most 500.
      const variables: Record<string, unknown> = {};
      for (const v of operation.variableDefinitions ?? []) {
        if (v.variable.name.value === 'pageSize') variables.pageSize = 100;
        if (v.variable.name.value === 'limit') variables.limit = 500;
      }
      const cost = operationCost(schema, operation, fragments, variables, restFields);
      if (cost.restCalls > config.maxRestCalls || cost.records > config.maxRecords) {
        over.push(`${name}: ${cost.restCalls} calls, ${cost.records} records`);
      }
    }
    expect(over).toEqual([]);
  });

  it('keeps every web operation inside the depth, field and alias bounds, as Apollo Client sends it', async () => {
    const config = loadConfig({});
    const schema = buildSchema(await readFile(path.join(root, 'schema.graphql'), 'utf8'));
    const rule = queryBoundsRule({
      maxDepth: config.maxQueryDepth,
      maxFields: config.maxQueryFields,
      maxAliases: config.maxQueryAliases,
    });
    const refused: string[] = [];
    for (const { name, query } of Object.values(loadManifest())) {
      // The client's cache adds __typename to every selection set below the root.
      const sent = visit(parse(query), {
        SelectionSet(node, _key, parent) {
          const isRoot = !!parent && !Array.isArray(parent) && 'operation' in (parent as object);
          if (
            isRoot ||
            node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')
          ) {
            return undefined;
          }
          return {
            ...node,
            selections: [
              ...node.selections,
              { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
            ],
          };
        },
      });
      const errors = validate(schema, sent, [...specifiedRules, rule]);
      if (errors.length) refused.push(`${name}: ${errors.map((e) => e.message).join('；')}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('idempotent creates', () => {
  const createClient =
    'mutation ($input: CreateClientInput!) { createClient(input: $input) { id customerName } }';
  const countClients = async (name: string) => {
    const answer = await graphql<{ clients: { total: number } }>(
      stack,
      'query ($name: String) { clients(filter: { customerName: $name }, pageSize: 50) { total } }',
      { name },
      token,
    );
    return answer.data!.clients.total;
  };

  it('the gateway sends a key on exactly the paths rest treats as creates', () => {
    for (const path of Object.keys(endpoints) as EndpointPath[]) {
      const readOnly = endpoints[path].readOnly;
      expect(createsRecord(path), path).toBe(!readOnly && isCreatePath(path));
    }
    expect(createsRecord('tbCustomer/insert')).toBe(true);
    expect(createsRecord('tbSeaTransportExport/insertTD')).toBe(true);
    expect(createsRecord('tbCustomer/update')).toBe(false);
  });

  it('the same key twice makes one record and answers the first answer again', async () => {
    const name = `幂等客户${Date.now()}`;
    const headers = { ...bearer(), 'idempotency-key': `k-${Date.now()}-same` };
    const first = await post(
      stack.graphqlUrl,
      createClient,
      { input: { customerName: name } },
      headers,
    );
    const again = await post(
      stack.graphqlUrl,
      createClient,
      { input: { customerName: name } },
      headers,
    );
    expect(first.body.errors).toBeUndefined();
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data).toEqual(first.body.data);
    expect(await countClients(name)).toBe(1);
  });

  it('an order created twice with one key is one order (the create runs its own transactions inside)', async () => {
    const first = async (query: string) => {
      const answer = await graphql<Record<string, { id: string }[]>>(stack, query, {}, token);
      return Object.values(answer.data ?? {})[0]?.[0]?.id;
    };
    const input = {
      clientId: await first('{ clientGroupOptions(keyword: "锦程") { id } }'),
      shippingModeId: 'ZYFS_FCL',
      departurePortId: await first('{ seaportOptions(keyword: "CNSHA") { id } }'),
      destinationPortId: await first('{ seaportOptions(keyword: "USLAX") { id } }'),
      chineseName: `幂等订单${Date.now()}`,
      boxList: [{ boxType: 'XX_40HQ', boxNumber: 2 }],
    };
    const create = Object.values(loadManifest()).find((o) => o.name === 'CreateOceanExportOrder')!;
    const orderCount = async () =>
      (
        await graphql<{ oceanExportOrders: { total: number } }>(
          stack,
          '{ oceanExportOrders(pageSize: 1) { total } }',
          {},
          token,
        )
      ).data!.oceanExportOrders.total;
    const before = await orderCount();
    const headers = { ...bearer(), 'idempotency-key': `k-${Date.now()}-order` };
    const answers = [];
    for (let i = 0; i < 2; i++) {
      answers.push(await post(stack.graphqlUrl, create.query, { input }, headers));
    }
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const codes = answers.map(
      (a) => (a.body.data!.createOceanExportOrder as { orderCode: string }).orderCode,
    );
    expect(codes[1]).toBe(codes[0]);
    expect(await orderCount()).toBe(before + 1);
  });

  it('two concurrent requests with one key make one record', async () => {
    const name = `并发幂等客户${Date.now()}`;
    const headers = { ...bearer(), 'idempotency-key': `k-${Date.now()}-concurrent` };
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        post(stack.graphqlUrl, createClient, { input: { customerName: name } }, headers),
      ),
    );
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const ids = new Set(answers.map((a) => (a.body.data!.createClient as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await countClients(name)).toBe(1);
  });

  it('a key reused for another request is refused; a bad key is refused', async () => {
    const key = `k-${Date.now()}-reused`;
    const headers = { ...bearer(), 'idempotency-key': key };
    const first = await post(
      stack.graphqlUrl,
      createClient,
      { input: { customerName: `甲${key}` } },
      headers,
    );
    expect(first.body.errors).toBeUndefined();
    const other = await post(
      stack.graphqlUrl,
      createClient,
      { input: { customerName: `乙${key}` } },
      headers,
    );
    expect(other.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 422,
    });
    expect(other.body.errors![0]!.message).toBe('该幂等键已用于另一次请求，请刷新页面后重试');
    const bad = await post(
      stack.graphqlUrl,
      createClient,
      { input: { customerName: `丙${key}` } },
      {
        ...bearer(),
        'idempotency-key': 'x y',
      },
    );
    expect(bad.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });
});

describe('a frozen back end', () => {
  let proxy: FaultProxy;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    proxy = await startFaultProxy(stack.restUrl);
    gateway = createGateway({
      restBaseUrl: proxy.url,
      restTimeoutMs: 5000,
      restSlowCallMs: 300,
      restProbeTimeoutMs: 800,
      restRecoveryIntervalMs: 200,
    });
    url = `${await gateway.start(0)}/graphql`;
  });

  afterAll(async () => {
    proxy?.thaw();
    await gateway?.stop();
    await proxy?.close();
  });

  const listClients = '{ clients(pageSize: 1) { total } }';
  const ready = async () => {
    const started = Date.now();
    const res = await fetch(url.replace('/graphql', '/readyz'));
    return { status: res.status, ms: Date.now() - started };
  };

  async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await check()) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not within ${ms} ms`);
  }

  it('fails fast while rest is frozen, and recovers when it answers again', async () => {
    expect((await post(url, listClients, {}, bearer())).body.errors).toBeUndefined();
    proxy.freeze();

    // The first read finds out: its slow call makes the gateway probe, the probe fails, the
    // read is given up long before its 5 s time-out.
    const first = await post(url, listClients, {}, bearer());
    // Given up before the 5 s time-out (the time-out's own answer would be a different error).
    expect(first.ms).toBeLessThan(5000);
    expect(first.body.errors![0]!.extensions).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
    });
    expect(first.body.errors![0]!.message).toBe(
      '后端服务暂时不可用，请稍后重试（/rest/tbCustomer/pageAll）',
    );

    // From then on every call fails at once, and /readyz says the same.
    const next = await post(url, listClients, {}, bearer());
    expect(next.ms).toBeLessThan(2000);
    expect(next.body.errors![0]!.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    const readiness = await ready();
    expect(readiness.status).toBe(503);
    expect(readiness.ms).toBeLessThan(2000);

    proxy.thaw();
    await until(async () => (await ready()).status === 200, 5000);
    const after = await post(url, listClients, {}, bearer());
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data).toMatchObject({ clients: { total: expect.any(Number) as number } });
  });

  it('a create answered GATEWAY_TIMEOUT was applied; its retry with the same key does not duplicate it', async () => {
    const name = `超时客户${Date.now()}`;
    const headers = { ...bearer(), 'idempotency-key': `k-${Date.now()}-timeout` };
    const create = 'mutation ($input: CreateClientInput!) { createClient(input: $input) { id } }';
    proxy.holdAnswers();
    const lost = await post(url, create, { input: { customerName: name } }, headers);
    // Given up once the back end is found down, and told it may have been applied.
    expect(lost.body.errors![0]!.extensions?.code).toBe('GATEWAY_TIMEOUT');
    expect(lost.body.errors![0]!.message).toContain('数据可能已保存');
    proxy.thaw();
    await until(async () => (await ready()).status === 200, 5000);

    const retry = await post(url, create, { input: { customerName: name } }, headers);
    expect(retry.body.errors).toBeUndefined();
    const listed = await graphql<{ clients: { total: number; items: { id: string }[] } }>(
      stack,
      'query ($name: String) { clients(filter: { customerName: $name }) { total items { id } } }',
      { name },
      token,
    );
    expect(listed.data!.clients.total).toBe(1);
    expect(listed.data!.clients.items[0]!.id).toBe(
      (retry.body.data!.createClient as { id: string }).id,
    );
  }, 20_000);
});

describe('security headers on every answer', () => {
  let gateway: Gateway;
  let base: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'freight-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>华通</title>');
    await writeFile(path.join(webDist, 'assets', 'index-1.js'), 'export {};');
    gateway = createGateway({ restBaseUrl: stack.restUrl, webDist });
    base = await gateway.start(0);
  });

  afterAll(async () => {
    await gateway?.stop();
    if (webDist) await rm(webDist, { recursive: true, force: true });
  });

  const common = (res: Response) => ({
    frame: res.headers.get('x-frame-options'),
    referrer: res.headers.get('referrer-policy'),
    sniff: res.headers.get('x-content-type-options'),
  });

  it('the web client, its routes and assets, health checks and GraphQL answers', async () => {
    const answers = await Promise.all([
      fetch(`${base}/`),
      fetch(`${base}/action/oceanexport`),
      fetch(`${base}/assets/index-1.js`),
      fetch(`${base}/assets/missing.js`),
      fetch(`${base}/healthz`),
      fetch(`${base}/readyz`),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 200, 200]);
    for (const res of answers) {
      expect(res.headers.get('content-security-policy')).toBe(WEB_CSP);
      expect(common(res)).toEqual({
        frame: 'DENY',
        referrer: 'strict-origin-when-cross-origin',
        sniff: 'nosniff',
      });
    }
    expect(WEB_CSP).toContain("script-src 'self'");
    expect(WEB_CSP).toContain("frame-ancestors 'none'");
    expect(WEB_CSP).not.toContain('unsafe-eval');

    const json = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-security-policy')).toBe(GRAPHQL_CSP);
    expect(common(json).frame).toBe('DENY');
  });

  it('/graphql keeps what the Sandbox landing page needs: its own script policy, no framing', async () => {
    const res = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(GRAPHQL_CSP);
    expect(GRAPHQL_CSP).not.toContain('script-src');
    expect(common(res)).toEqual({
      frame: 'DENY',
      referrer: 'strict-origin-when-cross-origin',
      sniff: 'nosniff',
    });
    expect(await res.text()).toMatch(
      /http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/,
    );
  });
});
