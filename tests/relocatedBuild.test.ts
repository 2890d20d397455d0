// The compiled servers run from any folder: the build is made in one folder, copied with what it
// needs (dist/server and node_modules) to another, and the folder it was made in is renamed before
// the copy starts, so nothing can be read from there. The copy's rest and gateway then answer a
// sign-in, a list, an invalid variable with 400 BAD_USER_INPUT (one graphql instance: with two,
// graphql's errors are not recognised and answer 500) and, in persisted-only mode, a web operation
// by its hash.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDir } from '../rest/src/db/index.ts';
import { DEMO_ADMIN, prepareSnapshotDir, TEST_CAPTCHA } from '../rest/src/testing/index.ts';
import { MANIFEST_URL, type Manifest } from '../gateway/src/execution/persistedOperations.ts';
import { serverRuntime, type ServerEntry } from '../scripts/serverBuild.ts';
import { root } from '../scripts/webBuild.ts';

const run = promisify(execFile);
const STARTUP_MS = 240_000;

/** What `npm run build:server` reads, copied to the folder the build is made in. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'rest/package.json',
  'rest/tsconfig.json',
  'rest/src',
  'gateway/package.json',
  'gateway/tsconfig.json',
  'gateway/src',
  'model',
  'bench/processes',
  'scripts',
];

let temp: string;
let release: string;
const children: ChildProcess[] = [];
let restUrl: string;
let gatewayUrl: string;
let persistedOnlyUrl: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a compiled server of the copy, as `npm start` runs it, until it prints `ready`. */
async function startCompiled(
  entry: ServerEntry,
  env: Record<string, string>,
  ready: string,
): Promise<void> {
  const runtime = serverRuntime(entry);
  const child = spawn(
    process.execPath,
    [...runtime.nodeArgs, path.join(release, 'dist/server', `${entry}.mjs`)],
    {
      cwd: release,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', ...runtime.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + STARTUP_MS;
  while (!output.includes(ready)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`${entry} did not come up (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'freight-relocate-'));
  // The folder the build is made in: the sources, and the packages linked in.
  const buildFolder = path.join(temp, 'checkout');
  for (const input of BUILD_INPUTS) {
    await cp(path.join(root, input), path.join(buildFolder, input), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(buildFolder, 'node_modules'));
  await run(process.execPath, ['--import', 'tsx', 'scripts/serverBuild.ts'], {
    cwd: buildFolder,
  });

  // The copy: the build and the packages (hard links: a copy of its own, at its own paths).
  release = path.join(temp, 'release');
  await mkdir(path.join(release, 'dist'), { recursive: true });
  await cp(path.join(buildFolder, 'dist/server'), path.join(release, 'dist/server'), {
    recursive: true,
  });
  await run('cp', ['-al', path.join(root, 'node_modules'), path.join(release, 'node_modules')]);
  for (const entry of ['rest', 'gateway']) {
    // Code, not esbuild's comments naming where embedded JSON came from.
    const code = (await readFile(path.join(release, 'dist/server', `${entry}.mjs`), 'utf8'))
      .split('\n')
      .filter((line) => !line.startsWith('//'))
      .join('\n');
    if (code.includes(buildFolder) || code.includes(root)) {
      throw new Error(`${entry}.mjs names the folder it was built in`);
    }
  }
  await rename(buildFolder, path.join(temp, 'checkout-moved'));

  const dataDir = path.join(release, 'data');
  await mkdir(dataDir);
  await run('cp', ['-R', await prepareSnapshotDir(), pgliteDir(dataDir)]);

  const restPort = await freePort();
  restUrl = `http://127.0.0.1:${restPort}`;
  await startCompiled(
    'rest',
    { DATA_DIR: dataDir, REST_PORT: String(restPort), CAPTCHA_TEST_CODE: TEST_CAPTCHA },
    'rest 已启动',
  );
  const port = await freePort();
  gatewayUrl = `http://127.0.0.1:${port}`;
  await startCompiled('gateway', { PORT: String(port), REST_BASE_URL: restUrl }, '网关已启动');
  const enforcingPort = await freePort();
  persistedOnlyUrl = `http://127.0.0.1:${enforcingPort}`;
  await startCompiled(
    'gateway',
    { PORT: String(enforcingPort), REST_BASE_URL: restUrl, GATEWAY_PERSISTED_ONLY: '1' },
    '网关已启动',
  );
}, 3 * STARTUP_MS);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (temp) await rm(temp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

async function post(url: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function signIn(): Promise<string> {
  const captcha = await post(gatewayUrl, { query: 'query { captcha { checkKey } }' });
  const checkKey = (captcha.body.data?.captcha as { checkKey: string }).checkKey;
  const login = await post(gatewayUrl, {
    query: 'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    variables: {
      input: {
        mobile: DEMO_ADMIN.mobile,
        password: DEMO_ADMIN.password,
        captcha: TEST_CAPTCHA,
        checkKey,
      },
    },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return (login.body.data?.login as { token: string }).token;
}

describe('the compiled servers copied to another folder', () => {
  let token: string;
  let manifest: Manifest;
  let clientPage: [string, Manifest[string]];

  beforeAll(async () => {
    token = await signIn();
    manifest = JSON.parse(await readFile(MANIFEST_URL, 'utf8')) as Manifest;
    clientPage = Object.entries(manifest).find(([, o]) => o.name === 'ClientPage')!;
  });

  it('sign in and list clients', async () => {
    expect(token).toMatch(/\S{16,}/);
    const page = await post(
      gatewayUrl,
      { query: clientPage[1].query, variables: { pageSize: 3 } },
      token,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.errors).toBeUndefined();
    const clients = page.body.data?.clients as { total: number; items: unknown[] } | undefined;
    expect(clients?.total).toBeGreaterThan(0);
    expect(clients?.items.length).toBe(3);
  });

  it('answers an invalid variable with 400 BAD_USER_INPUT (one graphql instance)', async () => {
    const cases = [
      { pageSize: 'three' }, // wrong type
      { filter: { nope: 1 } }, // unknown field
    ];
    for (const variables of cases) {
      const answer = await post(gatewayUrl, { query: clientPage[1].query, variables }, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const missing = await post(
      gatewayUrl,
      { query: 'query ($id: ID!) { client(id: $id) { id } }', variables: {} },
      token,
    );
    expect(missing.status, JSON.stringify(missing.body)).toBe(400);
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('in persisted-only mode runs a web operation by its hash and refuses other queries', async () => {
    const [hash] = clientPage;
    const byHash = await post(
      persistedOnlyUrl,
      {
        variables: { pageSize: 2 },
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      },
      token,
    );
    expect(byHash.status, JSON.stringify(byHash.body)).toBe(200);
    expect((byHash.body.data?.clients as { items: unknown[] }).items.length).toBe(2);
    const adHoc = await post(persistedOnlyUrl, { query: '{ me { user { id } } }' }, token);
    expect(adHoc.status).toBe(400);
    expect(adHoc.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
