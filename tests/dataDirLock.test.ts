// One process per PGlite data directory, with real rest processes on a copy of the demo data: a
// second rest on the same directory refuses at once (and the first keeps serving), a rest killed
// with -9 while 20 writers run leaves a lock the next start takes over, and every write it
// acknowledged is there after that restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from '../rest/src/db/dataDirLock.ts';
import { pgliteDir } from '../rest/src/db/index.ts';
import { DEMO_ADMIN, prepareSnapshotDir, TEST_CAPTCHA } from '../rest/src/testing/index.ts';
import { root } from '../scripts/webBuild.ts';

const STARTUP_MS = 240_000;

let temp: string;
let dataDir: string;
let lockFile: string;
const started: RestProcess[] = [];

interface RestProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `rest/src/index.ts` as its own process on DATA_DIR, as `npm run dev` starts it. */
function spawnRest(port: number): RestProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'rest/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      REST_PORT: String(port),
      CAPTCHA_TEST_CODE: TEST_CAPTCHA,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const rest = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  started.push(rest);
  return rest;
}

/** `npm start` (scripts/start.ts) on DATA_DIR, serving an empty web client; answers when it ends. */
async function runStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const webDist = path.join(temp, 'web');
  await mkdir(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>华通</title>');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, WEB_DIST: webDist, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** Resolves once the process says it is up; throws with its output when it exits first. */
async function untilUp(rest: RestProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (!rest.output().includes('rest 已启动')) {
    if (rest.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`rest did not come up (exit ${rest.child.exitCode}):\n${rest.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function startRest(): Promise<RestProcess> {
  const rest = spawnRest(await freePort());
  await untilUp(rest);
  return rest;
}

async function stopRest(
  rest: RestProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (rest.child.exitCode === null && rest.child.signalCode === null) rest.child.kill(signal);
  return rest.exited;
}

async function post<T>(rest: RestProcess, restPath: string, fields: Record<string, unknown>) {
  const res = await fetch(`${rest.url}/rest/${restPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  return { httpStatus: res.status, body: (await res.json()) as { status: number; data: T } };
}

async function signIn(rest: RestProcess): Promise<string> {
  const answer = await post<{ token: string }>(rest, 'tbSysUser/login', {
    mobile: DEMO_ADMIN.mobile,
    userPwd: DEMO_ADMIN.password,
    captcha: TEST_CAPTCHA,
    checkKey: 'test',
  });
  if (answer.body.status !== 200) throw new Error(`sign-in: ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

/** An existing dictionary category (the entries' codes are this test's own). */
const CATEGORY = 'ZYLX';

function addEntry(rest: RestProcess, token: string, code: string) {
  return post<{ id: number }>(rest, 'tbDict/insert', {
    token,
    categoryCode: CATEGORY,
    dictCode: `LOCK-${code}`,
    dictName: `写入 ${code}`,
    sortId: 0,
  });
}

function lockOwnerPid(): number {
  return (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'freight-lock-'));
  dataDir = path.join(temp, 'data');
  await mkdir(dataDir);
  await promisify(execFile)('cp', ['-R', await prepareSnapshotDir(), pgliteDir(dataDir)]);
  lockFile = `${pgliteDir(dataDir)}.lock`;
}, STARTUP_MS);

afterAll(async () => {
  for (const rest of started) await stopRest(rest, 'SIGKILL');
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('one process per PGlite data directory', () => {
  it(
    'a second rest on the directory refuses at once, naming it and the holder; the first keeps serving',
    async () => {
      const first = await startRest();
      const pid = first.child.pid!;
      expect(lockOwnerPid()).toBe(pid);
      const token = await signIn(first);
      const before = await addEntry(first, token, 'BEFORE');
      expect(before.body.status, JSON.stringify(before.body)).toBe(200);

      const second = spawnRest(await freePort());
      const code = await second.exited;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(second.output()).toContain(`数据目录 ${pgliteDir(dataDir)} 正被进程 ${pid} 使用`);
      expect(second.output()).not.toContain('rest 已启动');

      // A rest whose port is taken refuses before it opens the directory: the lock stays the first's.
      const samePort = spawnRest(first.port);
      expect(await samePort.exited).not.toBe(0);
      expect(samePort.output()).toContain(`端口 ${first.port}`);
      expect(samePort.output()).not.toContain('数据目录');
      expect(lockOwnerPid()).toBe(pid);

      // `npm start` on the same directory: its rest refuses, and so does the whole start.
      const npmStart = await runStart({
        PORT: String(await freePort()),
        REST_PORT: String(await freePort()),
      });
      expect(npmStart.code).not.toBe(0);
      expect(npmStart.output).toContain(`数据目录 ${pgliteDir(dataDir)} 正被进程 ${pid} 使用`);
      // `npm start` whose port is taken stops before building or opening anything.
      const portTaken = await runStart({
        PORT: String(first.port),
        REST_PORT: String(await freePort()),
      });
      expect(portTaken.code).not.toBe(0);
      expect(portTaken.output).toContain(`端口 ${first.port}`);
      expect(portTaken.output).not.toContain('数据目录');
      expect(lockOwnerPid()).toBe(pid);

      const after = await addEntry(first, token, 'AFTER');
      expect(after.body.status).toBe(200);
      const found = await post<{ dictCode: string }>(first, 'tbDict/findByPK', {
        token,
        id: after.body.data.id,
      });
      expect(found.body.data.dictCode).toBe('LOCK-AFTER');

      // A clean stop (SIGTERM) releases the lock.
      expect(await stopRest(first)).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    },
    3 * STARTUP_MS,
  );

  it(
    'keeps every acknowledged write of 20 writers across a kill -9, and the next start takes over the stale lock',
    async () => {
      const first = await startRest();
      const token = await signIn(first);
      const acknowledged: { id: number; code: string }[] = [];
      let failures = 0;
      let stop = false;
      const writers = Array.from({ length: 20 }, async (_, w) => {
        for (let n = 0; !stop; n++) {
          const code = `K${w}-${n}`;
          try {
            const answer = await addEntry(first, token, code);
            if (answer.body.status === 200) acknowledged.push({ id: answer.body.data.id, code });
            else throw new Error(JSON.stringify(answer.body));
          } catch {
            failures++;
            return; // the process is gone
          }
        }
      });
      // Killed in the middle of the writes, once a good number has been acknowledged.
      while (acknowledged.length < 200) await new Promise((r) => setTimeout(r, 20));
      first.child.kill('SIGKILL');
      await first.exited;
      stop = true;
      await Promise.all(writers);
      // Every writer was cut off in the middle of its writes.
      expect(failures).toBe(20);
      expect(acknowledged.length).toBeGreaterThanOrEqual(200);
      // The dead process's lock is still there, naming it.
      expect(lockOwnerPid()).toBe(first.child.pid);

      const next = await startRest();
      expect(next.output()).toContain(
        `数据目录 ${pgliteDir(dataDir)} 的锁由进程 ${first.child.pid}`,
      );
      expect(next.output()).toContain(`进程 ${first.child.pid} 已不在运行：已接管`);
      expect(lockOwnerPid()).toBe(next.child.pid);

      const nextToken = await signIn(next);
      const missing: string[] = [];
      for (let i = 0; i < acknowledged.length; i += 20) {
        const batch = acknowledged.slice(i, i + 20);
        const found = await Promise.all(
          batch.map((w) =>
            post<{ dictCode: string }>(next, 'tbDict/findByPK', { token: nextToken, id: w.id }),
          ),
        );
        found.forEach((answer, j) => {
          if (
            answer.body.status !== 200 ||
            answer.body.data.dictCode !== `LOCK-${batch[j]!.code}`
          ) {
            missing.push(batch[j]!.code);
          }
        });
      }
      console.log(
        `kill -9 under 20 writers: ${acknowledged.length} writes acknowledged, ${missing.length} missing after restart`,
      );
      expect(missing).toEqual([]);
      expect(await stopRest(next)).toBe(0);
    },
    4 * STARTUP_MS,
  );
});

describe('the lock file', () => {
  it('refuses a second lock of a directory held by a live process, in the same process too', () => {
    const dir = path.join(temp, 'unit-live');
    const lock = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`数据目录 ${dir} 正被进程 ${process.pid} 使用`);
    } finally {
      lock.release();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is not fooled by a pid now used by another process, nor by another boot', () => {
    const dir = path.join(temp, 'unit-reused');
    const base = { host: hostname(), token: 'old', since: '2026-01-01T00:00:00.000Z' };
    // A live pid (this very process) whose start time is not the recorded one: a reused pid.
    const start = processStartTime('self');
    expect(start).not.toBeNull();
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ ...base, pid: process.pid, bootId: null, startTime: `${start}0` }),
    );
    const warnings: string[] = [];
    lockDataDir(dir, (line) => warnings.push(line)).release();
    expect(warnings.join('\n')).toContain(`进程号 ${process.pid} 已属于另一个进程：已接管`);

    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ ...base, pid: process.pid, bootId: 'another-boot', startTime: start }),
    );
    warnings.length = 0;
    lockDataDir(dir, (line) => warnings.push(line)).release();
    expect(warnings.join('\n')).toContain('系统已重启：已接管');
  });

  it('lets exactly one of several processes racing for a stale lock take it over', async () => {
    const dir = path.join(temp, 'unit-race');
    // A lock of a process that has ended.
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({
        pid: dead.pid,
        host: hostname(),
        bootId: null,
        startTime: null,
        token: 'd',
      }),
    );
    const go = path.join(temp, 'unit-race.go');
    // The winner holds the lock until every racer has tried.
    const done = path.join(temp, 'unit-race.done');
    const racer = path.join(temp, 'racer.mts');
    writeFileSync(
      racer,
      `import { existsSync } from 'node:fs';
import { lockDataDir } from ${JSON.stringify(path.join(root, 'rest/src/db/dataDirLock.ts'))};
console.log('ready');
while (!existsSync(${JSON.stringify(go)})) await new Promise((r) => setTimeout(r, 5));
try {
  lockDataDir(${JSON.stringify(dir)}, () => undefined);
  console.log('got');
  while (!existsSync(${JSON.stringify(done)})) await new Promise((r) => setTimeout(r, 5));
} catch (error) {
  console.log('refused ' + (error as Error).message);
}
`,
    );
    const racers = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', racer], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      return { child, output: () => output, exited };
    });
    while (!racers.every((r) => r.output().includes('ready'))) {
      if (racers.some((r) => r.child.exitCode !== null)) throw new Error('a racer ended early');
      await new Promise((r) => setTimeout(r, 50));
    }
    writeFileSync(go, '');
    while (!racers.every((r) => /got|refused/.test(r.output()))) {
      if (racers.some((r) => r.child.exitCode !== null && !/got|refused/.test(r.output()))) {
        throw new Error('a racer ended without an answer');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    writeFileSync(done, '');
    await Promise.all(racers.map((r) => r.exited));
    const winners = racers.filter((r) => r.output().includes('got'));
    expect(winners).toHaveLength(1);
    for (const r of racers.filter((x) => x !== winners[0])) {
      expect(r.output()).toContain(`正被进程 ${winners[0]!.child.pid} 使用`);
    }
    expect(existsSync(`${dir}.lock`)).toBe(false); // released as the winner exited
  }, 120_000);

  it('leaves a lock of another host to its owner, saying how to remove it', () => {
    const dir = path.join(temp, 'unit-host');
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: 4242, host: 'other-host', bootId: null, startTime: null, token: 'x' }),
    );
    expect(() => lockDataDir(dir)).toThrow(`正被主机 other-host 上的进程 4242 使用`);
    expect(() => lockDataDir(dir)).toThrow(`${dir}.lock`);
  });
});
