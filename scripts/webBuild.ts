import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../rest/src/db/dataDirLock.ts';

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

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `fn` holding the lock of the directory `dir` (`<dir>.lock`, the data directory's lock:
 * dataDirLock.ts), one process at a time across processes (test workers, `npm start`, the bench):
 * the others wait. A lock left by a process that is gone is taken over; one held past `timeoutMs`
 * is an error.
 */
export function withLock<T>(
  dir: string,
  fn: () => T,
  timeoutMs = 10 * 60_000,
  log: (line: string) => void = console.warn,
): T {
  const deadline = Date.now() + timeoutMs;
  let lock: DataDirLock;
  for (;;) {
    try {
      lock = lockDataDir(dir, log);
      break;
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      if (Date.now() > deadline)
        throw new Error(`等待前端构建锁超时：${error.message}`, { cause: error });
      sleepSync(200);
    }
  }
  try {
    return fn();
  } finally {
    lock.release();
  }
}

/**
 * Builds the web client when its build is missing or stale; returns whether it built. Processes
 * that need the build at once (test files in parallel workers) build it once: the others wait for
 * the lock, then find it fresh. Even the freshness check waits: a build under way may have written
 * index.html before its manifest, and two builds at once would empty web/dist under each other.
 */
export function ensureWebBuild(log: (line: string) => void = console.log): boolean {
  return withLock(webDist, () => (webBuildIsStale() ? buildWeb(log) : false), undefined, log);
}

function buildWeb(log: (line: string) => void): true {
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
