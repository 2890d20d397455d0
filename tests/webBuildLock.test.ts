// The web build's lock (scripts/webBuild.ts, the data directory's lock with waiting): processes
// that need the build at once take turns, so a second build never empties web/dist under a first;
// a lock left by a process that died is taken over.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../rest/src/db/dataDirLock.ts';
import { root, withLock } from '../scripts/webBuild.ts';

let temp: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'freight-build-lock-'));
});

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
});

/** A process that holds the lock of `dir` for `holdMs`, writing `start <n>` and `end <n>` to `journal`. */
function holder(dir: string, journal: string, n: number, holdMs: number): Promise<number | null> {
  const script = `
    import { appendFileSync } from 'node:fs';
    import { withLock } from './scripts/webBuild.ts';
    withLock(${JSON.stringify(dir)}, () => {
      appendFileSync(${JSON.stringify(journal)}, 'start ${n}\\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
      appendFileSync(${JSON.stringify(journal)}, 'end ${n}\\n');
    });
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('web build lock', () => {
  it('lets one process at a time hold it, and frees it after each', async () => {
    const dir = path.join(temp, 'dir-a');
    const journal = path.join(temp, 'journal-a');
    writeFileSync(journal, '');
    const codes = await Promise.all([1, 2, 3].map((n) => holder(dir, journal, n, 400)));
    expect(codes).toEqual([0, 0, 0]);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(6);
    for (let i = 0; i < lines.length; i += 2) {
      const n = lines[i]?.split(' ')[1];
      expect([lines[i], lines[i + 1]]).toEqual([`start ${n}`, `end ${n}`]);
    }
    expect(new Set(lines.map((l) => l.split(' ')[1]))).toEqual(new Set(['1', '2', '3']));
    expect(withLock(dir, () => 'free')).toBe('free');
  }, 60_000);

  it('takes over a lock whose process has died', async () => {
    const dir = path.join(temp, 'dir-b');
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(
      `${dir}.lock`,
      JSON.stringify({ pid: dead.pid, host: hostname(), bootId: null, startTime: null }),
    );
    const said: string[] = [];
    expect(
      withLock(
        dir,
        () => 'taken over',
        5_000,
        (line) => said.push(line),
      ),
    ).toBe('taken over');
    expect(said.join('\n')).toContain(`进程 ${dead.pid} 已不在运行`);
  });

  it('waits for a live holder and says so when it waits too long', () => {
    const dir = path.join(temp, 'dir-c');
    const held = lockDataDir(dir);
    try {
      expect(() => withLock(dir, () => 'never', 600)).toThrow(/等待前端构建锁超时/);
    } finally {
      held.release();
    }
    expect(withLock(dir, () => 'free')).toBe('free');
  });
});
