// Several instances on one PostgreSQL database, as `docker compose up --scale` runs them: two rest
// processes behind a round-robin proxy, two gateway processes (each calling rest through that
// proxy) behind another. A user signs in through one gateway and works through the other; a change
// through one shows through the other within 1 s; sessions, sign-out, sign-in throttles,
// idempotency keys and generated codes hold across them; and a rolling restart (SIGTERM to one gateway, then to one rest) under a staff load
// fails no request and loses no acknowledged write. PostgreSQL only (PGlite is one process).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneDemoDatabase, DEMO_ADMIN, TEST_CAPTCHA } from '../rest/src/testing/index.ts';
import { MAX_FAILURES_PER_IP } from '../rest/src/modules/auth/throttle.ts';
import { root } from '../scripts/webBuild.ts';
import { startRoundRobin, type RoundRobin } from './support/roundRobin.ts';

const serverUrl = process.env.DATABASE_URL || undefined;
if (!serverUrl) {
  console.log(
    'instances.test.ts：没有 DATABASE_URL（PostgreSQL），跳过多实例测试（npm run test:pg 运行它）',
  );
}

const STARTUP_MS = 240_000;
// Shared by the gateways and the rests, as in production: the gateway signs the client address it
// resolved, so rest throttles sign-ins by the caller, not by whichever gateway passed them on.
const GATEWAY_SECRET = randomBytes(24).toString('hex');

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

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

/** One sign-in try: its captcha asked of `captchaBase`, the sign-in sent to `base`. */
async function tryLogin(
  base: string,
  credentials: { mobile: string; password: string },
  headers: Record<string, string> = {},
  captchaBase: string = base,
): Promise<Answer<{ login: { token: string } }>> {
  const captcha = await gql<{ captcha: { checkKey: string } }>(
    captchaBase,
    'query { captcha { checkKey } }',
    {},
    undefined,
    headers,
  );
  const checkKey = captcha.data?.captcha.checkKey ?? '';
  return gql<{ login: { token: string } }>(
    base,
    LOGIN,
    { input: { ...credentials, captcha: TEST_CAPTCHA, checkKey } },
    undefined,
    headers,
  );
}

async function signIn(base: string): Promise<string> {
  const login = await tryLogin(base, DEMO_ADMIN);
  const token = login.data?.login.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login.errors)}`);
  return token;
}

const CATEGORY = 'ZYLX';
const DICTIONARY = `query ($category: String!) { dictionary(category: $category) { dictCode dictName } }`;
const CREATE_DICT = `mutation ($input: CreateDictInput!) { createDict(input: $input) { id dictCode } }`;
const DICT = `query ($id: ID!) { dict(id: $id) { id dictCode dictName } }`;
const CREATE_CLIENT = `mutation ($input: CreateClientInput!) { createClient(input: $input) { id customerCode } }`;
const CREATE_ORDER = `mutation ($input: OceanExportBookingInput!) { createOceanExportOrder(input: $input) { id orderCode } }`;
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
          GATEWAY_SECRET,
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
        {
          PORT: String(port),
          REST_BASE_URL: restProxy.url,
          WEB_DIST: dataDir,
          GATEWAY_SECRET,
          // The round-robin proxy in front of the gateways (and the test itself) is on loopback.
          TRUST_PROXY: 'loopback',
        },
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

  it('a sign-in throttle tripped through one gateway holds through the other', async () => {
    const [a, b] = gateways as [Part, Part];
    // One caller's address (the gateways trust the loopback proxy in front of them); each failure
    // names another unknown account, so only the per-address throttle trips.
    const caller = { 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1)[0]! % 250)}` };
    let failures = 0;
    for (; failures < 40; failures++) {
      const mobile = `199${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
      // The captcha comes from the other gateway: it too is kept in the database.
      const tried = await tryLogin(a.url, { mobile, password: 'wrong-password' }, caller, b.url);
      const message = tried.errors?.[0]?.message ?? '';
      if (message.includes('登录失败次数过多')) break;
      expect(message).toContain('手机号或密码错误');
    }
    expect(failures).toBe(MAX_FAILURES_PER_IP);
    // Through the other gateway, the right password from that address is refused too.
    const through = await tryLogin(b.url, DEMO_ADMIN, caller);
    expect(through.data?.login ?? null).toBeNull();
    expect(through.errors?.[0]?.message).toContain('登录失败次数过多');
  });

  it('the same idempotency key sent through one gateway and then the other writes once', async () => {
    const [a, b] = gateways as [Part, Part];
    const token = await signIn(a.url);
    const countClients = async (name: string) =>
      (
        await gql<{ clients: { total: number } }>(
          a.url,
          'query ($name: String) { clients(filter: { customerName: $name }, pageSize: 50) { total } }',
          { name },
          token,
        )
      ).data?.clients.total;
    // One after the other: the second answers the first's record.
    const name = `多实例幂等${randomBytes(3).toString('hex')}`;
    const key = { 'idempotency-key': `inst-${randomBytes(6).toString('hex')}` };
    const answers = [];
    for (const gateway of [a, b]) {
      answers.push(
        await gql<{ createClient: { id: string; customerCode: string } }>(
          gateway.url,
          CREATE_CLIENT,
          { input: { customerName: name } },
          token,
          key,
        ),
      );
    }
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(answers[1]!.data).toEqual(answers[0]!.data);
    expect(await countClients(name)).toBe(1);
    // At once through both: one waits for the other and answers its record.
    const together = `多实例并发幂等${randomBytes(3).toString('hex')}`;
    const sameKey = { 'idempotency-key': `inst-${randomBytes(6).toString('hex')}` };
    const both = await Promise.all(
      [a, b, a, b].map((gateway) =>
        gql<{ createClient: { id: string } }>(
          gateway.url,
          CREATE_CLIENT,
          { input: { customerName: together } },
          token,
          sameKey,
        ),
      ),
    );
    for (const answer of both) expect(answer.errors).toBeUndefined();
    expect(new Set(both.map((answer) => answer.data?.createClient.id)).size).toBe(1);
    expect(await countClients(together)).toBe(1);
  });

  it('concurrent creates through both gateways take unique codes with no gaps', async () => {
    const [a, b] = gateways as [Part, Part];
    const token = await signIn(a.url);
    const firstId = async (query: string) => {
      const answer = await gql<Record<string, { id: string }[]>>(a.url, query, {}, token);
      return Object.values(answer.data ?? {})[0]?.[0]?.id;
    };
    const order = {
      clientId: await firstId('{ clientGroupOptions(keyword: "锦程") { id } }'),
      shippingModeId: 'ZYFS_FCL',
      departurePortId: await firstId('{ seaportOptions(keyword: "CNSHA") { id } }'),
      destinationPortId: await firstId('{ seaportOptions(keyword: "USLAX") { id } }'),
      boxList: [{ boxType: 'XX_40HQ', boxNumber: 1 }],
    };
    const EACH = 6;
    const clientCodes: string[] = [];
    const orderCodes: string[] = [];
    await Promise.all(
      Array.from({ length: EACH * 2 }, async (_, i) => {
        const gateway = i % 2 ? b : a;
        const client = await gql<{ createClient: { customerCode: string } }>(
          gateway.url,
          CREATE_CLIENT,
          { input: { customerName: `多实例编码${randomBytes(3).toString('hex')}` } },
          token,
        );
        expect(client.errors).toBeUndefined();
        clientCodes.push(client.data!.createClient.customerCode);
        const made = await gql<{ createOceanExportOrder: { orderCode: string } }>(
          gateway.url,
          CREATE_ORDER,
          { input: { ...order, chineseName: `多实例订单${i}` } },
          token,
        );
        expect(made.errors).toBeUndefined();
        orderCodes.push(made.data!.createOceanExportOrder.orderCode);
      }),
    );
    for (const codes of [clientCodes, orderCodes]) {
      expect(new Set(codes).size).toBe(EACH * 2);
      // One prefix (and period), then a run of consecutive numbers: nothing taken twice or lost.
      const lead = codes[0]!.replace(/\d{4,}$/, '');
      const numbers = codes
        .map((code) => {
          expect(code.startsWith(lead)).toBe(true);
          return Number(code.slice(lead.length));
        })
        .sort((x, y) => x - y);
      expect(numbers.at(-1)! - numbers[0]!).toBe(EACH * 2 - 1);
    }
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
