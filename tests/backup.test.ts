// `npm run backup` and `npm run restore` against a real rest process: a backup taken while rest
// runs and writes (through the running rest on PGlite, pg_dump on PostgreSQL), changes made
// after it, the refusals (product running, directory or database not empty, not a backup), and a
// restore into an empty place on which a new rest finds the records and the file as they were.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDir } from '../rest/src/db/index.ts';
import { EXIT } from '../rest/src/backup/backup.ts';
import {
  cloneDemoDatabase,
  DEMO_ADMIN,
  prepareSnapshotDir,
  TEST_CAPTCHA,
} from '../rest/src/testing/index.ts';
import { root } from '../scripts/webBuild.ts';

const STARTUP_MS = 240_000;
const serverUrl = process.env.DATABASE_URL || undefined;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';

let temp: string;
let dataDir: string;
let databaseUrl = '';
const cleanups: (() => Promise<void>)[] = [];
const started: ChildProcess[] = [];

const PDF = Buffer.from(`%PDF-1.4\n% ${randomBytes(16).toString('hex')}\ntrailer <<>>\n%%EOF\n`);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface RestProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function startRest(dir: string, dbUrl: string): Promise<RestProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'rest/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      REST_PORT: String(port),
      CAPTCHA_TEST_CODE: TEST_CAPTCHA,
      LOG_LEVEL: 'warn',
      DATABASE_URL: dbUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + STARTUP_MS;
  while (!output.includes('rest 已启动')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`rest did not come up (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: `http://127.0.0.1:${port}`, child, exited };
}

async function stopRest(rest: RestProcess): Promise<number | null> {
  if (rest.child.exitCode === null) rest.child.kill('SIGTERM');
  return rest.exited;
}

/** `npm run backup` / `npm run restore` as the operator runs them. */
async function command(
  args: string[],
  env: { dataDir: string; databaseUrl: string },
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'rest/src/backup/command.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: env.dataDir, DATABASE_URL: env.databaseUrl },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function post<T>(rest: RestProcess, restPath: string, fields: Record<string, unknown>) {
  const res = await fetch(`${rest.url}/rest/${restPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  return (await res.json()) as { status: number; data: T };
}

async function signIn(rest: RestProcess): Promise<string> {
  const answer = await post<{ token: string }>(rest, 'tbSysUser/login', {
    mobile: DEMO_ADMIN.mobile,
    userPwd: DEMO_ADMIN.password,
    captcha: TEST_CAPTCHA,
    checkKey: 'test',
  });
  if (answer.status !== 200) throw new Error(`sign-in: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

const CATEGORY = 'ZYLX';

async function addEntry(rest: RestProcess, token: string, code: string): Promise<number> {
  const answer = await post<{ id: number }>(rest, 'tbDict/insert', {
    token,
    categoryCode: CATEGORY,
    dictCode: `BAK-${code}`,
    dictName: `备份 ${code}`,
    sortId: 0,
  });
  if (answer.status !== 200) throw new Error(`insert ${code}: ${JSON.stringify(answer)}`);
  return answer.data.id;
}

async function findEntry(rest: RestProcess, token: string, id: number) {
  return post<{ dictCode: string; dictName: string }>(rest, 'tbDict/findByPK', { token, id });
}

async function adminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (dropped at the end). */
async function emptyDatabase(): Promise<string> {
  const name = `ops_backup_${randomBytes(5).toString('hex')}`;
  await adminClient((c) => c.query(`create database "${name}"`));
  cleanups.push(() =>
    adminClient((c) => c.query(`drop database if exists "${name}" with (force)`)).then(
      () => undefined,
    ),
  );
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'freight-backup-test-'));
  dataDir = path.join(temp, 'data');
  await mkdir(dataDir);
  if (serverUrl) {
    const clone = await cloneDemoDatabase(serverUrl);
    databaseUrl = clone.url;
    cleanups.push(() => clone.drop());
  } else {
    await promisify(execFile)('cp', ['-R', await prepareSnapshotDir(), pgliteDir(dataDir)]);
  }
}, STARTUP_MS);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe(`backup and restore (${engine})`, () => {
  it(
    'backs up while rest runs and writes; restores into an empty place; refuses the rest',
    async () => {
      const rest = await startRest(dataDir, databaseUrl);
      const token = await signIn(rest);
      const kept = await addEntry(rest, token, 'KEPT');
      const grant = await post<{ uploadUrl: string }>(rest, 'tbFile/getPublicUploadToken', {
        token,
      });
      expect(grant.status).toBe(200);
      const form = new FormData();
      form.append('file', new Blob([PDF]), '备份.pdf');
      const uploaded = (await (
        await fetch(`${rest.url}${grant.data.uploadUrl}`, { method: 'POST', body: form })
      ).json()) as { status: number; data: { fileId: string; url: string } };
      expect(uploaded.status).toBe(200);

      // The backup runs while writers keep writing: none of them fails or waits for long.
      const backupFile = path.join(temp, 'backups', 'one.tar.gz');
      let writing = true;
      let writes = 0;
      const writers = Array.from({ length: 4 }, async (_, w) => {
        for (let n = 0; writing; n++) {
          await addEntry(rest, token, `DURING-${w}-${n}`);
          writes++;
        }
      });
      const backup = await command(['backup', backupFile], { dataDir, databaseUrl });
      writing = false;
      await Promise.all(writers);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`备份完成：${backupFile}`);
      expect(backup.output).toContain(
        serverUrl ? 'pg_dump 导出的 PostgreSQL 数据库' : '运行中的 rest 导出的数据库',
      );
      expect(backup.output).toMatch(/[1-9]\d* 个存储文件/);
      expect(writes).toBeGreaterThan(0);

      // An existing backup file is never overwritten.
      const again = await command(['backup', backupFile], { dataDir, databaseUrl });
      expect(again.code).not.toBe(0);
      expect(again.output).toContain(`备份文件 ${backupFile} 已存在，不会覆盖`);

      // Changes after the backup: a record renamed, one added, the file deleted. The rename names
      // the version of the record as read just before, as a form does.
      const read = await post<{ version: number }>(rest, 'tbDict/findByPK', { token, id: kept });
      expect(read.status, JSON.stringify(read)).toBe(200);
      const renamed = await post(rest, 'tbDict/update', {
        token,
        id: kept,
        expectedVersion: read.data.version,
        categoryCode: CATEGORY,
        dictCode: 'BAK-KEPT',
        dictName: '备份之后改名',
        sortId: 0,
      });
      expect(renamed.status, JSON.stringify(renamed)).toBe(200);
      const later = await addEntry(rest, token, 'LATER');
      const deleted = await post(rest, 'tbFile/delete', { token, id: uploaded.data.fileId });
      expect(deleted.status, JSON.stringify(deleted)).toBe(200);

      // While the product runs on it, restore refuses.
      const running = await command(['restore', backupFile], { dataDir, databaseUrl });
      if (serverUrl) {
        // PostgreSQL: refused for the other connections, or (a pool whose connections idled out)
        // because a database a product runs on is never empty.
        expect([EXIT.running, EXIT.notEmpty], running.output).toContain(running.code);
        expect(running.output).toMatch(/恢复失败：(产品正在运行，不能恢复|目标数据库不是空的)/);
      } else {
        expect(running.code, running.output).toBe(EXIT.running);
        expect(running.output).toContain('恢复失败：产品正在运行，不能恢复');
      }

      expect(await stopRest(rest)).toBe(0);

      // Stopped, a PGlite backup opens the directory itself, under its lock, and lets it go.
      if (!serverUrl) {
        const offline = await command(['backup', path.join(temp, 'backups', 'offline.tar.gz')], {
          dataDir,
          databaseUrl,
        });
        expect(offline.code, offline.output).toBe(0);
        expect(offline.output).toContain('数据目录中的数据库（rest 未运行）');
        expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);
      }

      // Stopped, the old place still holds data: refused, and left as it was.
      const notEmpty = await command(['restore', backupFile], { dataDir, databaseUrl });
      expect(notEmpty.code, notEmpty.output).toBe(EXIT.notEmpty);
      expect(notEmpty.output).toContain(
        serverUrl ? '目标数据库不是空的' : `数据目录 ${dataDir} 不是空的`,
      );

      // Not a backup: refused.
      const bogus = path.join(temp, 'bogus.tar.gz');
      await writeFile(bogus, 'not a backup');
      const emptyDir = path.join(temp, 'restored');
      const target = { dataDir: emptyDir, databaseUrl: serverUrl ? await emptyDatabase() : '' };
      const notBackup = await command(['restore', bogus], target);
      expect(notBackup.code, notBackup.output).toBe(EXIT.badFile);
      expect(notBackup.output).toContain('这不是本系统的备份文件');
      const missing = await command(['restore'], target);
      expect(missing.code).not.toBe(0);
      expect(missing.output).toContain('用法：npm run restore <备份文件>');

      const restored = await command(['restore', backupFile], target);
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain('恢复完成');

      const back = await startRest(target.dataDir, target.databaseUrl);
      const backToken = await signIn(back);
      const found = await findEntry(back, backToken, kept);
      expect(found.data).toMatchObject({ dictCode: 'BAK-KEPT', dictName: '备份 KEPT' });
      const after = await findEntry(back, backToken, later);
      expect(after.status).not.toBe(200);
      const file = await fetch(`${back.url}${uploaded.data.url}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
      expect(await stopRest(back)).toBe(0);
    },
    4 * STARTUP_MS,
  );
});
