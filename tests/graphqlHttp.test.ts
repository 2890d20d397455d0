// GraphQL over HTTP as tools meet it: the graphql-http audit with no warning, request errors
// answered 200 to `application/json` clients and 400 to `application/graphql-response+json`
// ones, and introspection as GRAPHQL_INTROSPECTION says, with a real rest and a real gateway.
import { getIntrospectionQuery } from 'graphql';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startStack, type Stack } from './support/stack.ts';

interface Answer {
  status: number;
  contentType: string;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function post(
  stack: Stack,
  query: string,
  headers: Record<string, string> = {},
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    body: (await res.json()) as Answer['body'],
  };
}

const JSON_ONLY = { accept: 'application/json' };
const GRAPHQL_RESPONSE = { accept: 'application/graphql-response+json' };

describe('GraphQL over HTTP', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('passes the graphql-http audit: every MUST and SHOULD ok, only MAY notices left', async () => {
    const results = await auditServer({ url: stack.graphqlUrl });
    const failing = results.filter((r) => r.status === 'error' || r.status === 'warn');
    expect(failing.map((r) => `${r.id} ${r.name}`)).toEqual([]);
    expect(results.filter((r) => r.status === 'ok').length).toBeGreaterThanOrEqual(58);
    // The notices are GET requests, which CSRF prevention only takes with a preflight header.
    for (const notice of results.filter((r) => r.status === 'notice')) {
      expect(notice.name).toMatch(/GET/);
    }
  });

  it.each([
    ['a parse failure', '{ ping', 'GRAPHQL_PARSE_FAILED'],
    ['a validation failure', '{ nothingHere }', 'GRAPHQL_VALIDATION_FAILED'],
  ])(
    'answers %s 200 to application/json and 400 to graphql-response+json',
    async (_, query, code) => {
      const json = await post(stack, query, JSON_ONLY);
      expect(json.status).toBe(200);
      expect(json.contentType).toMatch(/^application\/json/);
      expect(json.body.errors?.[0]?.extensions).toMatchObject({ code, status: 400 });
      const typed = await post(stack, query, GRAPHQL_RESPONSE);
      expect(typed.status).toBe(400);
      expect(typed.contentType).toMatch(/^application\/graphql-response\+json/);
      expect(typed.body.errors?.[0]?.extensions).toMatchObject({ code });
    },
  );

  it('answers a variable of the wrong type 200 to application/json, 400 otherwise', async () => {
    const query = 'query ($size: Int) { clients(pageSize: $size) { total } }';
    const json = await post(stack, query, JSON_ONLY, { size: 'many' });
    expect(json.status).toBe(200);
    expect(json.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const typed = await post(stack, query, GRAPHQL_RESPONSE, { size: 'many' });
    expect(typed.status).toBe(400);
  });

  it('keeps 4xx for requests that are not well-formed, whatever the client accepts', async () => {
    const noQuery = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...JSON_ONLY },
      body: JSON.stringify({ variables: {} }),
    });
    expect(noQuery.status).toBe(400);
    const csrf = await fetch(`${stack.graphqlUrl}?query=${encodeURIComponent('{ ping }')}`, {
      headers: JSON_ONLY,
    });
    expect(csrf.status).toBe(400);
  });
});

describe('introspection as configured', () => {
  let signedIn: Stack;
  let off: Stack;
  let token: string;
  beforeAll(async () => {
    [signedIn, off] = await Promise.all([
      startStack({ gateway: { introspection: 'signed-in' } }),
      startStack({ gateway: { introspection: 'off' } }),
    ]);
    token = await signIn(signedIn);
  });
  afterAll(async () => {
    await Promise.all([signedIn?.close(), off?.close()]);
  });

  const introspection = getIntrospectionQuery({ descriptions: true });

  it('refuses anonymous introspection in signed-in mode, with a Chinese message and 401', async () => {
    const answer = await post(signedIn, introspection, GRAPHQL_RESPONSE);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    expect(answer.body.errors?.[0]?.message).toContain('查看接口结构（introspection）需要先登录');
    // Hidden in a fragment, or asking one type, it is refused the same.
    const fragment = await post(
      signedIn,
      'query { ...F } fragment F on Query { __type(name: "Query") { name } }',
    );
    expect(fragment.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers it to a signed-in caller, and refuses a token rest does not know', async () => {
    const answer = await post(signedIn, introspection, { authorization: `Bearer ${token}` });
    expect(answer.body.errors).toBeUndefined();
    const types = (answer.body.data?.__schema as { types: { name: string }[] }).types;
    expect(types.map((t) => t.name)).toContain('OceanExportOrder');
    const forged = await post(signedIn, introspection, { authorization: 'Bearer not-a-session' });
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(forged.body.data ?? null).toBeNull();
  });

  it('still answers __typename and ordinary anonymous operations', async () => {
    const answer = await post(signedIn, '{ __typename ping }');
    expect(answer.body).toEqual({ data: { __typename: 'Query', ping: true } });
  });

  it('refuses introspection to everyone when off, with 403', async () => {
    const offToken = await signIn(off);
    const answer = await post(off, introspection, { authorization: `Bearer ${offToken}` });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(answer.body.errors?.[0]?.message).toBe(
      '本服务未开放接口结构查询（GRAPHQL_INTROSPECTION=off）',
    );
  });

  it('serves the Sandbox page, which takes the signed-in token from the web client', async () => {
    const page = await fetch(signedIn.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('embeddable-sandbox.umd.production.min.js');
    expect(html).toContain('localStorage.getItem("token")');
    expect(html).toContain('sharedHeaders');
  });
});
