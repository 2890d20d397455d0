// One process per PGlite data directory. PGlite is PostgreSQL in a single process with no shared
// memory between processes: a second process opening the same directory writes beside the first
// and corrupts it (after the next crash PGlite no longer opens it). The lock is the file
// `<dir>.lock` beside the directory, created atomically (written whole, then linked into place)
// and naming its owner: pid, host, the boot and the process's start time, so a lock whose pid now
// belongs to another process (after a reboot, or a pid reused) is recognised as left behind and
// taken over.
import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id: another boot, another set of processes. */
  bootId: string | null;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22). */
  startTime: string | null;
  /** Tells this process's own lock from one it merely read. */
  token: string;
  since: string;
}

/** Another live process holds the directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: Pick<LockOwner, 'pid' | 'host'>,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still this process's (idempotent). */
  readonly release: () => void;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces). */
export function processStartTime(pid: number | 'self'): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields from the 3rd (state) on: starttime is the 22nd overall, the 20th here.
  return fields[19] ?? null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseOwner(text: string | null): LockOwner | null {
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return {
      pid: owner.pid,
      host: owner.host,
      bootId: owner.bootId ?? null,
      startTime: owner.startTime ?? null,
      token: owner.token ?? '',
      since: owner.since ?? '',
    };
  } catch {
    return null;
  }
}

/**
 * Why the owner no longer holds the lock, or null when it may still (another host's process
 * cannot be checked from here: such a lock is only removed by hand).
 */
function goneReason(owner: LockOwner): string | null {
  if (owner.host !== hostname()) return null;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return '系统已重启';
  if (!alive(owner.pid)) return `进程 ${owner.pid} 已不在运行`;
  const started = processStartTime(owner.pid);
  if (owner.startTime && started && owner.startTime !== started) {
    return `进程号 ${owner.pid} 已属于另一个进程`;
  }
  return null;
}

function lockedError(dir: string, file: string, owner: LockOwner): DataDirLockedError {
  const where = owner.host === hostname() ? '' : `主机 ${owner.host} 上的`;
  const hint =
    owner.host === hostname()
      ? '请先停止该进程，或改用另一个数据目录（DATA_DIR）。'
      : `无法从本机确认该进程是否仍在运行；如确认已停止，请删除锁文件 ${file} 后重试。`;
  return new DataDirLockedError(
    dir,
    owner,
    `数据目录 ${dir} 正被${where}进程 ${owner.pid} 使用（自 ${owner.since || '未知时间'}），不能由第二个进程同时打开。${hint}`,
  );
}

/** A lock file that cannot be read as one: taken over once it has not changed for this long. */
const UNREADABLE_GRACE_MS = 10_000;

/**
 * Takes the directory's lock or throws DataDirLockedError at once (no waiting). A lock left by a
 * process that is gone is taken over, and `warn` says so.
 */
export function lockDataDir(
  dir: string,
  warn: (line: string) => void = (line) => console.warn(line),
): DataDirLock {
  const file = `${dir}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    bootId: bootId(),
    startTime: processStartTime('self'),
    token: randomBytes(12).toString('hex'),
    since: new Date().toISOString(),
  };
  const draft = `${file}.${me.token}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Written whole under a name of its own, then linked into place: link(2) fails if the lock
      // exists, and no other process ever sees it empty or half-written.
      writeFileSync(draft, JSON.stringify(me), { mode: 0o644 });
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readOrNull(file);
      if (text === null) continue; // removed meanwhile: try again
      const owner = parseOwner(text);
      let reason: string | null;
      if (owner) {
        reason = goneReason(owner);
        if (!reason) throw lockedError(dir, file, owner);
      } else {
        // Not a lock this code writes (edited by hand, a disk fault): taken over once it is old.
        const age = Date.now() - (statOrNull(file)?.mtimeMs ?? Date.now());
        if (age < UNREADABLE_GRACE_MS) {
          throw new DataDirLockedError(
            dir,
            { pid: 0, host: '' },
            `数据目录 ${dir} 的锁文件 ${file} 内容无法读取且刚被修改，暂不接管；请稍后重试。`,
          );
        }
        reason = '锁文件内容无法读取';
      }
      // Removed only under the takeover mutex, and only if it is still exactly the file judged:
      // another process may have taken over in between, and its fresh lock must stay.
      if (!withTakeoverMutex(file, () => readOrNull(file) === text && unlinkSafe(file))) continue;
      warn(
        `数据目录 ${dir} 的锁由${owner ? `进程 ${owner.pid}（${owner.host}，自 ${owner.since}）` : '未知进程'}留下，${reason}：已接管。`,
      );
      continue;
    } finally {
      unlinkSafe(draft);
    }
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      process.off('exit', release);
      if (parseOwner(readOrNull(file))?.token === me.token) unlinkSafe(file);
    };
    process.on('exit', release);
    return { file, release };
  }
  throw new Error(`无法获得数据目录 ${dir} 的锁（${file}）：多次尝试均被抢先`);
}

function statOrNull(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function unlinkSafe(file: string): boolean {
  try {
    unlinkSync(file);
    return true;
  } catch {
    return false; // already gone
  }
}

/** A takeover lasts microseconds: a mutex older than this was left by a process that died in it. */
const MUTEX_STALE_MS = 10_000;

/**
 * Runs `fn` holding `<lock>.takeover` (a directory: mkdir is atomic), waiting briefly for another
 * process's takeover to finish; answers what `fn` answers.
 */
function withTakeoverMutex(file: string, fn: () => boolean): boolean {
  const mutex = `${file}.takeover`;
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statOrNull(mutex)?.mtimeMs ?? Date.now());
      if (age > MUTEX_STALE_MS) rmSync(mutex, { recursive: true, force: true });
      else if (attempt > 100) return false;
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(mutex, { recursive: true, force: true });
  }
}
