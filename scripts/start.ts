// `npm start`: builds the web client if needed (unless WEB_DIST names a built one) and compiles
// rest and the gateway to JavaScript if needed (serverBuild.ts), starts rest
// (unless --gateway-only or REST_BASE_URL points elsewhere) and the gateway as two processes in
// production mode (productEnv.ts), and prints where to sign in.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { assertPortFree } from '../rest/src/portCheck.ts';
import { productionEnv } from './productEnv.ts';
import { ensureServerBuild, serverBundle, serverRuntime, type ServerEntry } from './serverBuild.ts';
import { ensureWebBuild, root } from './webBuild.ts';

const gatewayOnly = process.argv.includes('--gateway-only');
const restPort = Number(process.env.REST_PORT ?? 8080);
const port = Number(process.env.PORT ?? 4000);
const restBaseUrl = process.env.REST_BASE_URL ?? `http://127.0.0.1:${restPort}`;
const startedAt = Date.now();
const children: ChildProcess[] = [];
const baseEnv = productionEnv(process.env);

function run(name: ServerEntry, env: NodeJS.ProcessEnv): ChildProcess {
  // Compiled JavaScript: no TypeScript loader in memory or on the startup path.
  const runtime = serverRuntime(name);
  const child = spawn(process.execPath, [...runtime.nodeArgs, serverBundle(name)], {
    cwd: root,
    env: { ...baseEnv, ...runtime.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} 已退出（${signal ?? code}），正在停止全部服务`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0): void {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))),
  )
    .then(() => process.exit(code))
    .catch(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** Waits until the back end answers a /rest/ envelope (any status means it is up). */
async function waitForRest(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${restBaseUrl}/rest/tbSysUser/checkLogin`, { method: 'POST' });
      const body = (await res.json()) as { status?: unknown };
      if (typeof body.status === 'number') return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`后端未在 ${timeoutMs / 1000} 秒内就绪：${restBaseUrl}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function waitForGateway(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('网关未能启动');
}

async function main(): Promise<void> {
  const ownRest = !gatewayOnly && !process.env.REST_BASE_URL;
  // Ports first: a start that cannot listen must not build, nor open (and leave) the data directory.
  await assertPortFree(port);
  if (ownRest) await assertPortFree(restPort, process.env.REST_HOST || '127.0.0.1');
  if (!process.env.WEB_DIST) ensureWebBuild();
  await ensureServerBuild();
  // The gateway signs each caller's address for rest (sign-in throttles are per client); for the
  // two processes started here a secret of this start will do.
  const shared = ownRest
    ? { GATEWAY_SECRET: process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url') }
    : {};
  if (ownRest) {
    run('rest', { REST_PORT: String(restPort), ...shared });
  }
  await waitForRest(ownRest ? 180_000 : 30_000);
  run('gateway', {
    PORT: String(port),
    REST_BASE_URL: restBaseUrl,
    ...shared,
  });
  await waitForGateway();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    [
      '',
      `华通 SPACE 已就绪（${seconds} 秒）：http://localhost:${port}/`,
      `  GraphQL 与 Apollo Sandbox：http://localhost:${port}/graphql`,
      `  后端 /rest/：${restBaseUrl}/rest/${ownRest ? '' : '（外部）'}`,
      '  演示账号：手机号 13800000000  密码 demo1234（验证码见登录页图片）',
      '  按 Ctrl+C 停止',
      '',
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  stop(1);
});
