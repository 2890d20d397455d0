import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const webDist = join(root, 'web', 'dist');

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when web/dist is missing or older than the web sources it is built from. */
export function webBuildIsStale(): boolean {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  // The web client also bundles the declarations in model/.
  const sources = ['src', 'build', 'index.html', 'vite.config.ts', 'package.json', 'public']
    .map((p) => join(root, 'web', p))
    .concat(join(root, 'model'))
    .filter((p) => existsSync(p));
  return sources.some((p) => newestMtime(p) > built);
}

/** Builds the web client when its build is missing or stale; returns whether it built. */
export function ensureWebBuild(log: (line: string) => void = console.log): boolean {
  if (!webBuildIsStale()) return false;
  log('正在构建前端（首次启动或源码有变化）…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'web', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Called from tests (NODE_ENV=test), Vite would bundle React's development build: twice the
    // size and much slower pages than what ships.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('前端构建失败（npm run build -w web）');
  log(`前端构建完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  return true;
}
