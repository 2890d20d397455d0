// Several instances on one PostgreSQL database, as `docker compose up --scale` runs them: two rest
// processes behind a round-robin proxy, two gateway processes (each calling rest through that
// proxy) behind another. A user signs in through one gateway and works through the other; a change
// through one shows through the other within 1 s; sessions, sign-out and idempotency keys hold
// across them; and a rolling restart (SIGTERM to one gateway, then to one rest) under a staff load
// fails no request and loses no acknowledged write. PostgreSQL only (PGlite is one process).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDemoDatabase, DEMO_ADMIN, TEST_CAPTCHA } from '../rest/src/testing/index.ts';
import { root } from '../scripts/webBuild.ts';
import { startRoundRobin, type RoundRobin } from './support/roundRobin.ts';

const serverUrl = process.env.DATABASE_URL || undefined;
if (!serverUrl) {
  console.log(
    'instances.test.ts：没有 DATABASE_URL（PostgreSQL），跳过多实例测试（npm run test:pg 运行它）',
  );
}

const STARTUP_MS = 240_000;

interface Part {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

const parts: Part[] = [];
const cleanups: (() => Promise<void>)[] = [];
let restProxy: RoundRobin;
let gatewayProxy: RoundRobin;
let rests: Part[] = [];
let gateways: Part[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startPart(
  name: string,
  entry: string,
  env: Record<string, string>,
  port: number,
  ready: string,
): Promise<Part> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const part = { name, url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
  parts.push(part);
  const deadline = Date.now() + STARTUP_MS;
  while (!output.includes(ready)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${name} did not come up (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return part;
}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function gql<T>(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  return (await res.json()) as Answer<T>;
}

async function signIn(base: string): Promise<string> {
  const captcha = await gql<{ captcha: { checkKey: string } }>(
    base,
    'query { captcha { checkKey } }',
  );
  const checkKey = captcha.data?.captcha.checkKey ?? '';
  const login = await gql<{ login: { token: string } }>(
    base,
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    {
      input: {
        mobile: DEMO_ADMIN.mobile,
        password: DEMO_ADMIN.password,
        captcha: TEST_CAPTCHA,
        checkKey,
      },
    },
  );
  const token = login.data?.login.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login.errors)}`);
  return token;
}

const CATEGORY = 'ZYLX';
const DICTIONARY = `query ($category: String!) { dictionary(category: $category) { dictCode dictName } }`;
const CREATE_DICT = `mutation ($input: CreateDictInput!) { createDict(input: $input) { id dictCode } }`;
const DICT = `query ($id: ID!) { dict(id: $id) { id dictCode dictName } }`;
const ORDERS = `query { oceanExportOrders(pageSize: 10) { items { orderCode status { name } } } }`;

/**
 * Polls `check` until it holds; answers when the first request that saw it was sent, in ms after
 * the start (a request sent that long after the change sees it, whatever the machine's load adds
 * to its answer).
 */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const sent = performance.now() - started;
    if (await check()) return sent;
    if (performance.now() - started > limitMs) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  if (!serverUrl) return;
  const clone = await cloneDemoDatabase(serverUrl);
  cleanups.push(() => clone.drop());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-instances-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const restPorts = [await freePort(), await freePort()];
  rests = await Promise.all(
    restPorts.map((port, i) =>
      startPart(
        `rest-${i + 1}`,
        'rest/src/index.ts',
        {
          DATABASE_URL: clone.url,
          DATA_DIR: dataDir,
          REST_PORT: String(port),
          CAPTCHA_TEST_CODE: TEST_CAPTCHA,
        },
        port,
        'rest 已启动',
      ),
    ),
  );
  restProxy = await startRoundRobin(rests.map((r) => r.url));
  const gatewayPorts = [await freePort(), await freePort()];
  gateways = await Promise.all(
    gatewayPorts.map((port, i) =>
      startPart(
        `gateway-${i + 1}`,
        'gateway/src/index.ts',
        { PORT: String(port), REST_BASE_URL: restProxy.url, WEB_DIST: dataDir },
        port,
        '网关已启动',
      ),
    ),
  );
  gatewayProxy = await startRoundRobin(gateways.map((g) => g.url));
}, STARTUP_MS);

afterAll(async () => {
  for (const part of parts) if (part.child.exitCode === null) part.child.kill('SIGKILL');
  await gatewayProxy?.close();
  await restProxy?.close();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!serverUrl)('two rests and two gateways on one PostgreSQL', () => {
  it('signs in through one gateway and works through the other; a sign-out ends it everywhere within 1 s', async () => {
    const [a, b] = gateways as [Part, Part];
    const token = await signIn(a.url);
    const orders = await gql<{ oceanExportOrders: { items: unknown[] } }>(b.url, ORDERS, {}, token);
    expect(orders.errors).toBeUndefined();
    expect(orders.data?.oceanExportOrders.items.length).toBeGreaterThan(0);
    // Reference reads kept by b for this token, then a sign-out through a.
    expect((await gql(b.url, DICTIONARY, { category: CATEGORY }, token)).errors).toBeUndefined();
    const out = await gql<{ logout: boolean }>(a.url, 'mutation { logout }', {}, token);
    expect(out.data?.logout).toBe(true);
    const took = await until(async () => {
      const read = await gql(b.url, DICTIONARY, { category: CATEGORY }, token);
      return read.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';
    }, 3000);
    console.log(
      `sign-out through one gateway refused through the other after ${took.toFixed(0)} ms`,
    );
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('a dictionary change through one gateway shows through the other within 1 s', async () => {
    const [a, b] = gateways as [Part, Part];
    const token = await signIn(a.url);
    // b keeps the dictionary (read twice: the second from its cache).
    for (let i = 0; i < 2; i++) {
      expect((await gql(b.url, DICTIONARY, { category: CATEGORY }, token)).errors).toBeUndefined();
    }
    const code = `INST-${randomBytes(3).toString('hex')}`;
    const created = await gql<{ createDict: { id: string } }>(
      a.url,
      CREATE_DICT,
      { input: { categoryCode: CATEGORY, dictCode: code, dictName: `多实例 ${code}`, sortId: 0 } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const took = await until(async () => {
      const read = await gql<{ dictionary: { dictCode: string }[] }>(
        b.url,
        DICTIONARY,
        { category: CATEGORY },
        token,
      );
      return read.data?.dictionary.some((d) => d.dictCode === code) ?? false;
    }, 5000);
    console.log(
      `dictionary entry added through one gateway seen through the other after ${took.toFixed(0)} ms`,
    );
    expect(took).toBeLessThanOrEqual(1000);
  });

  it(
    'rolling restart under a staff load: SIGTERM one gateway, then one rest — 0 failed requests, every acknowledged write read back',
    async () => {
      const base = gatewayProxy.url;
      // Ten staff on one account (a second sign-in of an account takes over its session).
      const token = await signIn(base);
      const tokens = Array.from({ length: 10 }, () => token);
      const failures: string[] = [];
      const acknowledged: { id: string; code: string }[] = [];
      let requests = 0;
      let running = true;
      const staff = tokens.map(async (token, s) => {
        for (let n = 0; running; n++) {
          try {
            if (n % 3 === 2) {
              const code = `RR-${s}-${n}-${randomBytes(2).toString('hex')}`;
              const made = await gql<{ createDict: { id: string } }>(
                base,
                CREATE_DICT,
                { input: { categoryCode: CATEGORY, dictCode: code, dictName: code, sortId: 0 } },
                token,
              );
              if (made.errors || !made.data) throw new Error(JSON.stringify(made.errors));
              acknowledged.push({ id: made.data.createDict.id, code });
            } else {
              const read = await gql(
                base,
                n % 3 ? DICTIONARY : ORDERS,
                { category: CATEGORY },
                token,
              );
              if (read.errors) throw new Error(JSON.stringify(read.errors));
            }
            requests++;
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      });
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      await pause(1500);
      const gatewayServedBefore = [...gatewayProxy.served];
      gateways[0]!.child.kill('SIGTERM');
      expect(await gateways[0]!.exited).toBe(0);
      await pause(1500);
      // The stopped gateway took nothing more; the other took the load.
      const afterGateway = [...gatewayProxy.served];
      expect(afterGateway[1]! - gatewayServedBefore[1]!).toBeGreaterThan(0);
      rests[0]!.child.kill('SIGTERM');
      expect(await rests[0]!.exited).toBe(0);
      const restServedAtStop = [...restProxy.served];
      await pause(1500);
      running = false;
      await Promise.all(staff);
      expect(restProxy.served[0]).toBe(restServedAtStop[0]);
      expect(restProxy.served[1]! - restServedAtStop[1]!).toBeGreaterThan(0);
      console.log(
        `rolling restart: ${requests} requests, ${failures.length} failed, ${acknowledged.length} writes acknowledged`,
      );
      expect(failures).toEqual([]);
      expect(gatewayProxy.unrouted() + restProxy.unrouted()).toBe(0);

      const reader = tokens[0]!;
      const missing: string[] = [];
      for (const write of acknowledged) {
        const found = await gql<{ dict: { dictCode: string } | null }>(
          base,
          DICT,
          { id: write.id },
          reader,
        );
        if (found.data?.dict?.dictCode !== write.code) missing.push(write.code);
      }
      expect(missing).toEqual([]);
    },
    STARTUP_MS,
  );
});
