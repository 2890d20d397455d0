// The product as `npm start` runs it (scripts/start.ts, here with --gateway-only in front of a
// test rest): production mode whatever the shell says, so no answer carries a stack trace or a
// server path.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRest, type TestRest } from '../rest/src/testing/index.ts';
import { developmentEnv, productionEnv } from '../scripts/productEnv.ts';
import { root } from '../scripts/webBuild.ts';

let rest: TestRest;
let started: ChildProcess | undefined;
let webDist: string;
let url: string;
let output = '';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  rest = await startTestRest();
  webDist = await mkdtemp(path.join(tmpdir(), 'freight-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>华通</title>');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  started = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--gateway-only'], {
    cwd: root,
    // What a developer's shell may hold: both must be overridden by the product's start.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      CAPTCHA_TEST_CODE: '0000',
      PORT: String(port),
      REST_BASE_URL: rest.url,
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('已就绪')) {
    if (started.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not come up:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}, 90_000);

afterAll(async () => {
  if (started && started.exitCode === null) {
    const exited = new Promise((resolve) => started!.once('exit', resolve));
    started.kill('SIGTERM');
    await exited;
  }
  await rest?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

async function ask(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, text: await res.text() };
}

describe('npm start', () => {
  it('runs in production mode: errors carry no stack trace and no server path', async () => {
    expect(output).toContain('已忽略 NODE_ENV=development');
    expect(output).toContain('已忽略 CAPTCHA_TEST_CODE');
    const answers = [
      // Validation, a failure from rest (no session), and a resolver given a bad argument.
      await ask(JSON.stringify({ query: '{ nope }' })),
      await ask(JSON.stringify({ query: '{ me { user { id } } }' }), {
        authorization: 'Bearer not-a-token-0123456789',
      }),
      await ask(JSON.stringify({ query: '{ client(id: "x") { id } }' })),
      await ask(JSON.stringify({ query: '{ captcha(checkKey: "bad key!") { checkKey } }' })),
    ];
    for (const answer of answers) {
      const body = JSON.parse(answer.text) as { errors?: { extensions?: object }[] };
      expect(body.errors?.length, answer.text).toBeGreaterThan(0);
      for (const error of body.errors!) expect(error.extensions).not.toHaveProperty('stacktrace');
      expect(answer.text).not.toMatch(/stacktrace|node_modules|\.ts:\d+|\/work\/|at \w+ \(/);
    }
  });

  it('serves the web client from WEB_DIST without building it', async () => {
    const res = await fetch(`${url}/orders`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>华通</title>');
  });
});

describe('the environments of start and dev', () => {
  it('start: production, without the test captcha code; dev: development detail', () => {
    const warnings: string[] = [];
    const env = productionEnv({ CAPTCHA_TEST_CODE: '0000', PORT: '4000' }, (l) => warnings.push(l));
    expect(env).toEqual({ NODE_ENV: 'production', PORT: '4000' });
    expect(warnings).toHaveLength(1);
    expect(developmentEnv({}).NODE_ENV).toBe('development');
    expect(developmentEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });
});
