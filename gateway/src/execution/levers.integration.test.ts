// The execution levers against a real rest (PGlite from the prepared snapshot): compiled execution
// answers exactly what standard execution answers on the web client's own operations, errors
// included; the reference cache serves a repeated dictionary without calls and forgets it when the
// dictionary is changed.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  OperationTypeNode,
  parse,
  print,
  separateOperations,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestRest, type TestRest } from '../../../rest/src/testing/index.ts';
import { createGateway, type Gateway } from '../server.ts';
import { leversFromEnv } from './levers.ts';
import { loadManifest, sha256 } from './persistedOperations.ts';

const webSrc = fileURLToPath(new URL('../../../web/src/', import.meta.url));

function webDocuments(): string {
  const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.graphql') && !f.includes('__generated__'),
  );
  return files.map((f) => readFileSync(path.join(webSrc, f), 'utf8')).join('\n');
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: unknown[] };
  restCalls: number;
  /** The answer as sent, and its type. */
  text: string;
  contentType: string | null;
}

async function postBody(
  url: string,
  body: unknown,
  token?: string,
  requestId?: string,
  accept?: string,
): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(requestId ? { 'x-request-id': requestId } : {}),
      ...(accept ? { accept } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: JSON.parse(text) as Answer['body'],
    restCalls: Number(res.headers.get('x-rest-calls')),
    text,
    contentType: res.headers.get('content-type'),
  };
}

function post(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  requestId?: string,
): Promise<Answer> {
  return postBody(url, { query, variables }, token, requestId);
}

let rest: TestRest;
/** Compiled execution and the fast path. */
let compiled: Gateway;
/** Apollo's pipeline and graphql-js execution only. */
let standard: Gateway;
let token: string;

beforeAll(async () => {
  rest = await startTestRest();
  // Production mode on both sides: stack traces would differ by the executor's own frames.
  compiled = createGateway(
    { restBaseUrl: rest.url, production: true },
    leversFromEnv({ GATEWAY_LEVERS: 'all,-cache' }),
  );
  standard = createGateway(
    { restBaseUrl: rest.url, production: true },
    leversFromEnv({ GATEWAY_LEVERS: 'all,-cache,-jit' }),
  );
  await compiled.start(0);
  await standard.start(0);
  token = await loginAs(rest.app);
});

afterAll(async () => {
  await compiled?.stop();
  await standard?.stop();
  await rest?.close();
});

// Answers that differ by design from one call to the next.
const RANDOM = new Set(['Captcha']);

const UPDATE_DICT =
  'mutation ($id: ID!, $input: UpdateDictInput!, $v: Int!) { updateDict(id: $id, input: $input, expectedVersion: $v) { id } }';

/** The entry's version as read now through `url`: an update names it. */
async function dictVersion(url: string, id: string): Promise<number> {
  const read = await post(url, 'query ($id: ID!) { dict(id: $id) { version } }', { id }, token);
  return (read.body.data?.dict as { version: number }).version;
}

describe('compiled execution answers what standard execution answers', () => {
  const operations = Object.entries(separateOperations(parse(webDocuments())))
    .map(([name, doc]) => {
      const op = doc.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      return { name, text: print(doc), op };
    })
    .filter((o) => o.op && !RANDOM.has(o.name));

  const queries = operations.filter((o) => o.op?.operation === OperationTypeNode.QUERY);
  // Mutations run only where a required variable is left out, so they fail before any change.
  const mutations = operations.filter(
    (o) =>
      o.op?.operation === OperationTypeNode.MUTATION &&
      o.op?.variableDefinitions?.some((v) => v.type.kind === Kind.NON_NULL_TYPE),
  );

  it('finds the web operations', () => {
    expect(queries.length).toBeGreaterThan(20);
    expect(mutations.length).toBeGreaterThan(20);
  });

  async function same(query: string, variables: Record<string, unknown>, withToken: boolean) {
    // One request id for both, so an error's id and reference are the same in both answers.
    const requestId = randomUUID();
    const a = await post(compiled.url, query, variables, withToken ? token : undefined, requestId);
    const b = await post(standard.url, query, variables, withToken ? token : undefined, requestId);
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    // The same text and type whichever way it was answered; nothing ran twice (an answer with
    // errors that the fast path ran is handed to Apollo, not run again).
    expect(a.text).toBe(b.text);
    expect(a.contentType).toBe(b.contentType);
    expect(a.restCalls).toBe(b.restCalls);
    return a;
  }

  it('every web query, signed in and not, with no variables', async () => {
    let withData = 0;
    let withErrors = 0;
    let clean = 0;
    const fastBefore = compiled.execution?.fast ?? 0;
    for (const q of queries) {
      for (const signedIn of [true, false]) {
        const answer = await same(q.text, {}, signedIn);
        if (answer.body.data) withData += 1;
        if (answer.body.errors) withErrors += 1;
        else clean += 1;
      }
    }
    // Every answer without errors took the fast path.
    expect(clean).toBeGreaterThan(10);
    expect((compiled.execution?.fast ?? 0) - fastBefore).toBe(clean);
    // Both kinds of answer were compared, not only failures, and the compiled side did compile.
    expect(withData).toBeGreaterThan(10);
    expect(withErrors).toBeGreaterThan(10);
    expect(compiled.execution?.compiled).toBeGreaterThan(withData);
    expect(compiled.execution?.refused).toBe(0);
    expect(standard.execution).toBeUndefined();
    // Every web query twice on two gateways: well over a hundred requests.
  }, 180_000);

  it('every web mutation missing its required variables', async () => {
    for (const m of mutations) {
      const answer = await same(m.text, {}, true);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
    }
  });

  it('pages, records, a missing record and a wrongly typed variable', async () => {
    const page = queries.find((q) => q.name === 'ClientPage')!.text;
    const byId = queries.find((q) => q.name === 'ClientById')!.text;
    const first = await same(page, { pageNum: 1, pageSize: 50 }, true);
    const items = (first.body.data?.clients as { items: { id: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    await same(byId, { id: items[0]!.id }, true);
    await same(byId, { id: '99999999' }, true);
    await same(page, { pageNum: 'x' }, true);
    const orders = queries.find((q) => q.name === 'OceanExportOrderPage')?.text;
    const order = queries.find((q) => q.name === 'OceanExportOrder')?.text;
    if (orders && order) {
      const list = await same(orders, { pageNum: 1, pageSize: 50 }, true);
      const rows = (list.body.data?.oceanExportOrders as { items: { orderCode: string }[] }).items;
      expect(rows.length).toBeGreaterThan(0);
      await same(order, { orderCode: rows[0]!.orderCode }, true);
      await same(order, { orderCode: 'HYCK0000000000' }, true);
    }
    await same(page, { pageSize: 1_000_000 }, true);
  });
});

describe('the fast path answers what Apollo answers', () => {
  const manifest = Object.values(loadManifest());
  const operation = (name: string) => {
    const found = manifest.find((o) => o.name === name);
    if (!found) throw new Error(`没有页面查询 ${name}`);
    return found.query;
  };

  /** The same body to both gateways: the same status, type and text. */
  async function same(body: unknown, accept?: string, withToken = true) {
    const requestId = randomUUID();
    const bearer = withToken ? token : undefined;
    const a = await postBody(compiled.url, body, bearer, requestId, accept);
    const b = await postBody(standard.url, body, bearer, requestId, accept);
    expect({ status: a.status, type: a.contentType, text: a.text }).toEqual({
      status: b.status,
      type: b.contentType,
      text: b.text,
    });
    expect(a.restCalls).toBe(b.restCalls);
    return a;
  }

  it('in the type each Accept asks for, and refuses the same ones', async () => {
    const body = { query: operation('ClientPage'), variables: { pageSize: 2 } };
    const types = new Map<string | undefined, string | null>();
    for (const accept of [
      undefined,
      'application/json',
      'application/graphql-response+json',
      // Apollo Client's.
      'application/graphql-response+json,application/json;q=0.9',
      '*/*',
      'text/html',
    ]) {
      const fast = compiled.execution?.fast ?? 0;
      const answer = await same(body, accept);
      types.set(accept, answer.contentType);
      if (answer.status === 200) expect(compiled.execution?.fast).toBe(fast + 1);
    }
    expect(types.get(undefined)).toBe('application/json; charset=utf-8');
    expect(types.get('application/graphql-response+json')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(types.get('application/graphql-response+json,application/json;q=0.9')).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    // Apollo refuses an Accept it cannot answer (406); the fast path leaves it to Apollo.
    expect((await postBody(compiled.url, body, token, undefined, 'text/html')).status).toBe(406);
  });

  it('a batch, clean or with one operation in error, in one answer', async () => {
    const page = { query: operation('ClientPage'), variables: { pageSize: 2 } };
    const clean = await same([page, { query: operation('Me'), variables: {} }]);
    expect(clean.body).toHaveLength(2);
    const fast = compiled.execution?.fast ?? 0;
    const ran = compiled.execution?.compiled ?? 0;
    // Signed out: the page is refused (UNAUTHENTICATED), the account check is answered.
    const mixed = await same(
      [page, { query: operation('CheckLogin'), variables: { mobile: '13800000001' } }],
      undefined,
      false,
    );
    // The batch with an error went through Apollo as a whole, its results not run again.
    expect(compiled.execution?.fast).toBe(fast);
    expect(compiled.execution?.compiled).toBe(ran + 2);
    const [refused, answered] = mixed.body as unknown as { data?: unknown; errors?: unknown[] }[];
    expect(refused?.errors).toBeDefined();
    expect(answered?.errors).toBeUndefined();
    expect(answered?.data).toBeDefined();
    await same([]);
    await same([page, 'not an operation']);
  });

  it('errors of resolvers, of variables and of the cost bounds, signed in and not', async () => {
    const byId = operation('ClientById');
    await same({ query: byId, variables: { id: '99999999' } });
    await same({ query: operation('OceanExportOrder'), variables: { orderCode: 'HYCK0' } });
    await same({ query: byId, variables: {} });
    await same({ query: byId, variables: { id: 1 } });
    await same({ query: operation('ClientPage'), variables: { pageSize: 1_000_000 } });
    const signedOut = await same(
      { query: operation('ClientPage'), variables: { pageSize: 2 } },
      undefined,
      false,
    );
    expect(signedOut.body.errors).toBeDefined();
    await same({ query: operation('ClientPage'), variables: 'pageSize=2' });
    await same({ query: '{ clients { total } ', variables: {} });
    await same({ query: '{ __schema { queryType { name } } }' });
    await same({ query: '{ __typename clients(pageSize: 1) { total } }' });
  });

  it('persisted operations: a hash it fills, and a hash sent beside another text', async () => {
    const [hash, clientPage] =
      Object.entries(loadManifest()).find(([, o]) => o.name === 'ClientPage') ?? [];
    const persistedQuery = { version: 1, sha256Hash: hash };
    const byHash = await same({ variables: { pageSize: 2 }, extensions: { persistedQuery } });
    const full = await same({ query: clientPage!.query, variables: { pageSize: 2 } });
    expect(byHash.text).toBe(full.text);
    const fast = compiled.execution?.fast ?? 0;
    // Apollo checks a hash sent beside a text that is not the hash's.
    const mismatch = await same({
      query: '{ clients(pageSize: 1) { total } }',
      extensions: { persistedQuery },
    });
    expect(mismatch.body.errors).toBeDefined();
    expect(compiled.execution?.fast).toBe(fast);
  });
});

describe('reference cache through the gateway', () => {
  let cached: Gateway;

  beforeAll(async () => {
    // Kept answers stay fresh for the test's length however slow the machine: what is checked is
    // that rest's stamp, not a clock, retires them.
    cached = createGateway(
      { restBaseUrl: rest.url, production: true, referenceFreshMs: 60_000 },
      leversFromEnv({ GATEWAY_LEVERS: 'all' }),
    );
    await cached.start(0);
  });

  afterAll(async () => {
    await cached?.stop();
  });

  it('a dictionary is served from the cache until a change to it', async () => {
    const dictionary = 'query ($c: String!) { dictionary(category: $c) { id dictCode dictName } }';
    const first = await post(cached.url, dictionary, { c: 'FPLX' }, token);
    const rows = first.body.data?.dictionary as {
      id: string;
      dictCode: string;
      dictName: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    const again = await post(cached.url, dictionary, { c: 'FPLX' }, token);
    expect(again.body).toEqual(first.body);
    expect(again.restCalls).toBe(0);

    const entry = rows[0]!;
    const renamed = `${entry.dictName}（新）`;
    const update = await post(
      cached.url,
      UPDATE_DICT,
      { id: entry.id, input: { dictName: renamed }, v: await dictVersion(cached.url, entry.id) },
      token,
    );
    expect(update.body.errors).toBeUndefined();
    const after = await post(cached.url, dictionary, { c: 'FPLX' }, token);
    expect(after.restCalls).toBeGreaterThan(0);
    const names = (after.body.data?.dictionary as { id: string; dictName: string }[]).map((r) => [
      r.id,
      r.dictName,
    ]);
    expect(names).toContainEqual([entry.id, renamed]);
  });

  it('a change made through another gateway is seen at the next call to rest', async () => {
    const other = createGateway(
      { restBaseUrl: rest.url, production: true },
      leversFromEnv({ GATEWAY_LEVERS: 'all' }),
    );
    await other.start(0);
    try {
      const dictionary = 'query ($c: String!) { dictionary(category: $c) { id dictName } }';
      const names = async () => {
        const answer = await post(cached.url, dictionary, { c: 'ZYFS' }, token);
        expect(answer.body.errors).toBeUndefined();
        return answer;
      };
      const first = await names();
      const entry = (first.body.data?.dictionary as { id: string; dictName: string }[])[0]!;
      expect((await names()).restCalls).toBe(0);

      const renamed = `${entry.dictName}（他处改）`;
      const update = await post(
        other.url,
        UPDATE_DICT,
        { id: entry.id, input: { dictName: renamed }, v: await dictVersion(other.url, entry.id) },
        token,
      );
      expect(update.body.errors).toBeUndefined();
      // Still kept: nothing has asked rest since.
      expect((await names()).restCalls).toBe(0);
      // Any signed-in call brings rest's new stamp; the kept dictionaries go.
      const clients = await post(cached.url, '{ clients(pageSize: 1) { total } }', {}, token);
      expect(clients.body.errors).toBeUndefined();
      const after = await names();
      expect(after.restCalls).toBeGreaterThan(0);
      expect(after.body.data?.dictionary).toContainEqual({ id: entry.id, dictName: renamed });
    } finally {
      await other.stop();
    }
  });

  it("an order's dictionary names show a dictionary edit on the next read", async () => {
    const operation = (name: string) => {
      const found = Object.values(loadManifest()).find((o) => o.name === name);
      if (!found) throw new Error(`没有页面查询 ${name}`);
      return found.query;
    };
    type Item = { orderCode: string; shippingModeId: { code: string; name: string } | null };
    const listed = async () => {
      const answer = await post(cached.url, operation('OceanExportOrderPage'), {}, token);
      return (answer.body.data?.oceanExportOrders as { items: Item[] }).items;
    };
    const order = (await listed()).find((i) => i.shippingModeId);
    expect(order).toBeDefined();
    const mode = order!.shippingModeId!;
    // Read twice: the second read is served from the cache.
    await listed();
    const dicts = await post(
      cached.url,
      operation('DictPage'),
      { filter: { dictCode: mode.code }, pageSize: 50 },
      token,
    );
    const entry = (
      dicts.body.data?.dicts as { items: { id: string; dictCode: string; version: number }[] }
    ).items.find((d) => d.dictCode === mode.code);
    expect(entry).toBeDefined();
    const renamed = `${mode.name}（改）`;
    const update = await post(
      cached.url,
      operation('UpdateDict'),
      // As the dictionary form sends it: the version of the entry it was filled from.
      { id: entry!.id, input: { dictName: renamed }, expectedVersion: entry!.version },
      token,
    );
    expect(update.body.errors).toBeUndefined();
    const again = (await listed()).find((i) => i.orderCode === order!.orderCode);
    expect(again?.shippingModeId).toEqual({ code: mode.code, name: renamed });
    const page = await post(
      cached.url,
      operation('OceanExportOrder'),
      { orderCode: order!.orderCode },
      token,
    );
    expect(page.body.data?.oceanExportOrder).toMatchObject({
      shippingModeId: { code: mode.code, name: renamed },
    });
  });
});

describe('persisted operations', () => {
  let enforcing: Gateway;
  const manifest = loadManifest();
  const [hash, clientPage] =
    Object.entries(manifest).find(([, o]) => o.name === 'ClientPage') ?? [];

  beforeAll(async () => {
    enforcing = createGateway(
      { restBaseUrl: rest.url, production: true },
      leversFromEnv({ GATEWAY_LEVERS: 'all,+persisted-only' }),
    );
    await enforcing.start(0);
  });

  afterAll(async () => {
    await enforcing?.stop();
  });

  async function byHash(url: string, sha256Hash: string) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        variables: { pageSize: 3 },
        extensions: { persistedQuery: { version: 1, sha256Hash } },
      }),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }

  it('the manifest holds every web operation, named by the hash of its text', () => {
    expect(clientPage).toBeDefined();
    expect(sha256(clientPage!.query)).toBe(hash);
    expect(Object.keys(manifest).length).toBe(
      Object.keys(separateOperations(parse(webDocuments()))).length,
    );
  });

  it('a web operation named by its hash answers as if sent in full', async () => {
    const full = await post(compiled.url, clientPage!.query, { pageSize: 3 }, token);
    const short = await byHash(compiled.url, hash!);
    expect(short.status).toBe(200);
    expect(short.body).toEqual(full.body);
    expect((short.body.data?.clients as { items: unknown[] }).items).toHaveLength(3);
  });

  it('when enforced, only the web operations are accepted', async () => {
    expect((await byHash(enforcing.url, hash!)).body.errors).toBeUndefined();
    const known = await post(enforcing.url, clientPage!.query, { pageSize: 3 }, token);
    expect(known.body.errors).toBeUndefined();
    const adHoc = await post(enforcing.url, '{ clients { total } }', {}, token);
    expect(adHoc.status).toBe(400);
    expect(adHoc.body.errors).toMatchObject([
      { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ]);
    const unknownHash = await byHash(enforcing.url, 'f'.repeat(64));
    expect(unknownHash.status).toBe(400);
  });

  it('when enforced, the sign-in page signs in with its files as written', async () => {
    // What signInCalls.ts sends: the .graphql file's own text (comments, final line end), not the
    // printed form the manifest holds.
    const file = (name: string) => readFileSync(path.join(webSrc, 'features/auth', name), 'utf8');
    async function signInCall(name: string, variables: Record<string, unknown>, bearer?: string) {
      const res = await fetch(`${enforcing.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify({ operationName: name, query: file(`${name}.graphql`), variables }),
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    }
    const printed = Object.values(manifest).find((o) => o.name === 'Me')?.query;
    expect(printed).toBeDefined();
    expect(file('Me.graphql')).not.toBe(printed);

    const captcha = await signInCall('Captcha', {});
    expect(captcha.body.errors).toBeUndefined();
    const { checkKey } = captcha.body.data?.captcha as { checkKey: string };
    const check = await signInCall('CheckLogin', { mobile: '13800000001' });
    expect(check.body.errors).toBeUndefined();
    const login = await signInCall('Login', {
      input: { mobile: '13800000001', password: 'demo1234', captcha: '0000', checkKey },
    });
    expect(login.body.errors).toBeUndefined();
    const signedIn = (login.body.data?.login as { token: string }).token;
    expect(signedIn).toEqual(expect.any(String));
    const me = await signInCall('Me', {}, signedIn);
    expect(me.status).toBe(200);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.me).toMatchObject({ user: { mobile: '13800000001' } });

    // A registered file with another operation beside it is still refused.
    const widened = await fetch(`${enforcing.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        operationName: 'Captcha',
        query: `${file('Captcha.graphql')}\nquery Other { __typename }\n`,
        variables: {},
      }),
    });
    expect(widened.status).toBe(400);
  });
});
