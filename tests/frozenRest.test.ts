// Writes while rest hangs, with a real rest process frozen by SIGSTOP (not a simulated stall): a
// write caught by the freeze is answered "may have been saved" (and was, once rest resumed); from
// then on writes are refused before they are sent; /readyz follows rest, /healthz stays liveness.
// rest runs as a child process (`node rest/src/index.ts`) on its own copy of the demo data, behind
// a proxy that counts the calls that reach it.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../gateway/src/server.ts';
import {
  cloneDemoDatabase,
  prepareSnapshotDir,
  repoRoot,
  TEST_CAPTCHA,
} from '../rest/src/testing/index.ts';
import { restProxy, type ProxiedCall } from './support/restProxy.ts';
import { graphql, signIn, type Stack } from './support/stack.ts';

const WRITE_TIMEOUT_MS = 15_000;

let rest: ChildProcess | undefined;
let output = '';
let dataDir: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let proxy: { url: string; close(): Promise<void> } | undefined;
let gateway: Gateway | undefined;
let stack: Stack;
let token: string;
const calls: ProxiedCall[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    CAPTCHA_TEST_CODE: TEST_CAPTCHA,
    LOG_LEVEL: 'warn',
  };
  dataDir = await mkdtemp(path.join(tmpdir(), 'freight-frozen-'));
  env.DATA_DIR = dataDir;
  if (process.env.DATABASE_URL) {
    const clone = await cloneDemoDatabase(process.env.DATABASE_URL);
    env.DATABASE_URL = clone.url;
    dropDatabase = () => clone.drop();
  } else {
    await promisify(execFile)('cp', [
      '-R',
      await prepareSnapshotDir(),
      path.join(dataDir, 'pgdata'),
    ]);
  }
  const port = await freePort();
  env.REST_PORT = String(port);
  rest = spawn(process.execPath, ['--import', 'tsx', 'rest/src/index.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  rest.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  rest.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('rest 已启动')) {
    if (rest.exitCode !== null || Date.now() > deadline) {
      throw new Error(`rest did not come up:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proxy = await restProxy({ onCall: (call) => calls.push(call) })(`http://127.0.0.1:${port}`);
  gateway = createGateway({
    restBaseUrl: proxy.url,
    restWriteTimeoutMs: WRITE_TIMEOUT_MS,
    restSlowCallMs: 300,
    restProbeTimeoutMs: 800,
    restRecoveryIntervalMs: 200,
  });
  const url = await gateway.start(0);
  stack = {
    restUrl: `http://127.0.0.1:${port}`,
    url,
    graphqlUrl: `${url}/graphql`,
    close: () => Promise.resolve(),
  };
  token = await signIn(stack);
}, 180_000);

afterAll(async () => {
  if (rest && rest.exitCode === null) {
    rest.kill('SIGCONT');
    const exited = new Promise((resolve) => rest!.once('exit', resolve));
    rest.kill('SIGTERM');
    await exited;
  }
  await gateway?.stop();
  await proxy?.close();
  await dropDatabase?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

interface Answer {
  status: number;
  ms: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function post(
  query: string,
  variables: Record<string, unknown>,
  idempotencyKey?: string,
): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Answer['body'];
  return { status: res.status, ms: Date.now() - started, body };
}

const createClient = 'mutation ($input: CreateClientInput!) { createClient(input: $input) { id } }';
const updateClient =
  'mutation ($id: ID!, $input: UpdateClientInput!, $v: Int!) { updateClient(id: $id, input: $input, expectedVersion: $v) { id } }';
const clientsNamed = async (name: string) =>
  (
    await graphql<{ clients: { total: number; items: { id: string }[] } }>(
      stack,
      'query ($name: String) { clients(filter: { customerName: $name }) { total items { id } } }',
      { name },
      token,
    )
  ).data!.clients;

const reached = (restPath: string) => calls.filter((c) => c.path === restPath).length;
const probe = (name: string) => fetch(`${stack.url}/${name}`).then((r) => r.status);

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('writes while rest is frozen (SIGSTOP)', () => {
  it('a caught write may have been saved; later writes are refused unsent; readiness follows rest', async () => {
    const stamp = Date.now();
    const caughtName = `冻结时客户${stamp}`;
    const refusedName = `冻结后客户${stamp}`;
    const key = `frozen-${stamp}`;
    // An existing client to update while frozen.
    const existing = await post(createClient, { input: { customerName: `冻结前客户${stamp}` } });
    expect(existing.body.errors).toBeUndefined();
    const existingId = (existing.body.data!.createClient as { id: string }).id;
    expect(await probe('readyz')).toBe(200);

    rest!.kill('SIGSTOP');

    // The write the freeze catches: sent, unanswered, given up once the gateway finds rest down
    // (before its own time limit), and told it may have been saved and that a retry is safe.
    const insertsBefore = reached('/rest/tbCustomer/insert');
    const caught = await post(createClient, { input: { customerName: caughtName } }, key);
    expect(reached('/rest/tbCustomer/insert')).toBe(insertsBefore + 1);
    expect(caught.body.errors![0]!.extensions).toMatchObject({
      code: 'GATEWAY_TIMEOUT',
      status: 504,
    });
    expect(caught.body.errors![0]!.message).toBe(
      '请求超时，数据可能已保存：请刷新列表确认后再操作；重试是安全的（同一次提交再次保存不会重复保存）（/rest/tbCustomer/insert）',
    );
    console.log(`frozen rest: the caught create was answered after ${caught.ms} ms`);

    // From then on a write is refused without being sent: nothing more reaches rest's insert
    // or update, and the user reads that nothing was submitted.
    const insertsAfterCaught = reached('/rest/tbCustomer/insert');
    const refused = await post(
      createClient,
      { input: { customerName: refusedName } },
      `frozen-${stamp}-2`,
    );
    const refusedUpdate = await post(updateClient, {
      id: existingId,
      input: { customerName: `冻结时改名${stamp}` },
      // Refused before it is sent: the version is never compared.
      v: 0,
    });
    expect(reached('/rest/tbCustomer/insert')).toBe(insertsAfterCaught);
    expect(reached('/rest/tbCustomer/update')).toBe(0);
    for (const answer of [refused, refusedUpdate]) {
      expect(answer.body.errors![0]!.extensions).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
      });
      expect(answer.body.errors![0]!.message).toMatch(/^后端服务暂时不可用，本次操作未提交/);
    }

    // Readiness follows rest; liveness is the gateway's own.
    expect(await probe('readyz')).toBe(503);
    expect(await probe('healthz')).toBe(200);

    rest!.kill('SIGCONT');
    await until(async () => (await probe('readyz')) === 200, 15_000);

    // The caught write is applied once rest resumes (rest may answer the readiness probe before
    // it finished the write it was holding); the refused ones never are.
    await until(async () => (await clientsNamed(caughtName)).total === 1, 15_000);
    const caughtRows = await clientsNamed(caughtName);
    expect(caughtRows.total).toBe(1);
    expect((await clientsNamed(refusedName)).total).toBe(0);
    expect((await clientsNamed(`冻结时改名${stamp}`)).total).toBe(0);

    // The retry the message promised is safe: the same key answers the same record.
    const retry = await post(createClient, { input: { customerName: caughtName } }, key);
    expect(retry.body.errors).toBeUndefined();
    expect((retry.body.data!.createClient as { id: string }).id).toBe(caughtRows.items[0]!.id);
    expect((await clientsNamed(caughtName)).total).toBe(1);
  }, 120_000);
});
