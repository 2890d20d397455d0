// `npm run dev`: rest and gateway restart on change (node --watch), the web client hot-reloads
// through Vite's dev server, which proxies /graphql to the gateway.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { developmentEnv } from './productEnv.ts';
import { root } from './webBuild.ts';

const restPort = process.env.REST_PORT ?? '8080';
const port = process.env.PORT ?? '4000';
// rest believes the client addresses the gateway signs with this secret (sign-in throttles).
const env = {
  ...developmentEnv(process.env),
  REST_PORT: restPort,
  PORT: port,
  GATEWAY_SECRET: process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url'),
};
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'rest/src/index.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'gateway/src/index.ts')], {
    cwd: root,
    env: { ...env, REST_BASE_URL: process.env.REST_BASE_URL ?? `http://127.0.0.1:${restPort}` },
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, env, stdio: 'inherit' }),
];
console.log('开发模式：前端 http://localhost:5173/ （GraphQL 代理到网关 :' + port + '）');
const stop = (): void => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
