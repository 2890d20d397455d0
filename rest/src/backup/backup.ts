// `npm run backup` and `npm run restore`: one file holds the database and the stored files.
//
// The backup file is a gzipped tar: `backup.json` (what it holds), the database as its engine
// dumps it (`database/pgdata.tar.gz`, PGlite's dump; `database/postgres.dump`, pg_dump's custom
// format) and every stored file under `files/` as it lies under DATA_DIR/files. A file is written
// to disk before the row that names it commits and removed after the row is deleted, so the
// files are listed once before the database dump (covering a file removed meanwhile) and once
// after (adding those uploaded meanwhile): every row of the dump finds its file.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock.ts';
import { dumpPglite, kyselyOverPglite, pgliteDir } from '../db/index.ts';
import { openPglite } from '../db/pglite.ts';
import { filesRoot } from '../modules/files/storage.ts';
import { BACKUP_DATABASE_PATH, readBackupAccess } from './access.ts';
import { BadArchive, createArchive, readAll, readArchive } from './archive.ts';

export const MANIFEST = 'backup.json';
const PGLITE_ENTRY = 'database/pgdata.tar.gz';
const POSTGRES_ENTRY = 'database/postgres.dump';
const FILES_PREFIX = 'files/';
const FORMAT = 'huatong-backup';

type Engine = 'pglite' | 'postgres';

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  engine: Engine;
  createdAt: string;
}

/** A refusal or failure the commands print as is and exit with `exitCode`. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Exit codes of the refusals, so a script can tell them apart. */
export const EXIT = { failed: 1, running: 2, notEmpty: 3, badFile: 4 } as const;

export interface BackupSettings {
  dataDir: string;
  databaseUrl?: string;
}

export interface BackupResult {
  file: string;
  engine: Engine;
  /** How the database was read: from the running rest, from the directory, or by pg_dump. */
  via: 'running rest' | 'data directory' | 'pg_dump';
  files: number;
  bytes: number;
}

/** Stored files under DATA_DIR/files (uploads still arriving in tmp/ are not files yet). */
async function listStoredFiles(dataDir: string): Promise<Map<string, string>> {
  const root = filesRoot(dataDir);
  const found = new Map<string, string>();
  const walk = async (dir: string, rel: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (!rel && entry.name === 'tmp') continue;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), name);
      else if (entry.isFile()) found.set(name, path.join(dir, entry.name));
    }
  };
  await walk(root, '');
  return found;
}

function toolExists(tool: string): boolean {
  return spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;
}

const POSTGRES_TOOLS_HINT =
  '请安装 PostgreSQL 客户端工具（Debian/Ubuntu：apt-get install postgresql-client，版本不低于服务器），' +
  '或在数据库服务器上用 pg_dump -Fc 备份数据库、另行复制 DATA_DIR/files 目录；生产环境也可使用' +
  ' pg_basebackup 与 WAL 归档（时间点恢复）。';

async function pgliteDumpFromRest(dataDir: string): Promise<Buffer> {
  const access = readBackupAccess(dataDir);
  if (!access) {
    throw new BackupError(
      `数据目录 ${pgliteDir(dataDir)} 正被运行中的 rest 使用，但找不到它的备份入口（${dataDir}/.backup-access.json）。请升级并重启 rest 后重试。`,
    );
  }
  let res: Response;
  try {
    res = await fetch(`${access.url}${BACKUP_DATABASE_PATH}`, {
      headers: { authorization: `Bearer ${access.key}` },
    });
  } catch (error) {
    throw new BackupError(
      `无法连接运行中的 rest（${access.url}，进程 ${access.pid}）：${(error as Error).message}`,
    );
  }
  if (res.status !== 200) {
    throw new BackupError(
      `运行中的 rest 拒绝导出数据库（HTTP ${res.status}）：${await res.text()}`,
    );
  }
  return Buffer.from(await res.arrayBuffer());
}

/** PGlite's dump: from the rest that holds the directory, or from the directory itself. */
async function pgliteDump(dataDir: string): Promise<{ dump: Buffer; via: BackupResult['via'] }> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`数据目录 ${dir} 中没有数据库，没有可备份的内容（请检查 DATA_DIR）。`);
  }
  let opened;
  try {
    opened = await openPglite({ dataDir: dir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { dump: await pgliteDumpFromRest(dataDir), via: 'running rest' };
  }
  const database = kyselyOverPglite(opened);
  try {
    const dump = await dumpPglite(database.db);
    if (!dump) throw new Error('PGlite dump missing');
    return { dump, via: 'data directory' };
  } finally {
    await database.close();
  }
}

/** Writes a backup to `file` (which must not exist yet). */
export async function createBackup(settings: BackupSettings, file: string): Promise<BackupResult> {
  const engine: Engine = settings.databaseUrl ? 'postgres' : 'pglite';
  if (engine === 'postgres' && !toolExists('pg_dump')) {
    throw new BackupError(`找不到 pg_dump，无法备份 PostgreSQL 数据库。${POSTGRES_TOOLS_HINT}`);
  }
  if (existsSync(file)) throw new BackupError(`备份文件 ${file} 已存在，不会覆盖。`);
  await mkdir(path.dirname(file), { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'freight-backup-'));
  const archive = createArchive(file);
  try {
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      engine,
      createdAt: new Date().toISOString(),
    };
    await archive.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    const added = new Set<string>();
    const addFiles = async () => {
      for (const [name, full] of await listStoredFiles(settings.dataDir)) {
        if (added.has(name)) continue;
        const info = await stat(full).catch(() => null);
        if (!info) continue; // removed meanwhile
        await archive.addFile(`${FILES_PREFIX}${name}`, full, info.size, info.mtime);
        added.add(name);
      }
    };
    await addFiles();
    let via: BackupResult['via'];
    if (engine === 'postgres') {
      const dumpFile = path.join(work, 'postgres.dump');
      const dumped = spawnSync(
        'pg_dump',
        ['--format=custom', '--no-owner', '--file', dumpFile, settings.databaseUrl ?? ''],
        { encoding: 'utf8' },
      );
      if (dumped.status !== 0) {
        throw new BackupError(`pg_dump 失败：${dumped.stderr.trim() || dumped.error?.message}`);
      }
      const info = await stat(dumpFile);
      await archive.addFile(POSTGRES_ENTRY, dumpFile, info.size, info.mtime);
      via = 'pg_dump';
    } else {
      const taken = await pgliteDump(settings.dataDir);
      await archive.addBuffer(PGLITE_ENTRY, taken.dump);
      via = taken.via;
    }
    await addFiles();
    await archive.finish();
    return { file, engine, via, files: added.size, bytes: (await stat(file)).size };
  } catch (error) {
    archive.abort();
    await rm(file, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

function runningRefusal(dir: string, detail: string): BackupError {
  return new BackupError(
    `产品正在运行，不能恢复：${detail} 请先停止 rest（数据目录 ${dir}），再恢复到一个空的数据目录。`,
    EXIT.running,
  );
}

/** Refuses while a process holds the PGlite directory. */
function refuseWhileRunning(dataDir: string): void {
  if (!existsSync(dataDir)) return; // nothing runs on a directory that is not there
  try {
    lockDataDir(pgliteDir(dataDir), () => undefined).release();
  } catch (error) {
    if (error instanceof DataDirLockedError) throw runningRefusal(dataDir, error.message);
    throw error;
  }
}

async function readManifest(file: string): Promise<Manifest> {
  for await (const entry of readArchive(file)) {
    if (entry.name !== MANIFEST) break;
    const manifest = JSON.parse((await readAll(entry.chunks)).toString('utf8')) as Manifest;
    if (
      manifest.format === FORMAT &&
      (manifest.engine === 'pglite' || manifest.engine === 'postgres')
    ) {
      return manifest;
    }
    break;
  }
  throw new BadArchive('这不是本系统的备份文件（缺少 backup.json）');
}

async function writeEntry(target: string, chunks: AsyncIterable<Buffer>): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await pipeline(Readable.from(chunks), createWriteStream(target, { flags: 'wx' }));
}

async function checkPostgresTarget(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`无法连接 PostgreSQL（DATABASE_URL）：${(error as Error).message}`);
  }
  try {
    const others = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    if ((others.rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        `产品正在运行，不能恢复：目标数据库已有 ${others.rows[0]?.n} 个其他连接。请先停止所有 rest。`,
        EXIT.running,
      );
    }
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((tables.rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        '目标数据库不是空的：恢复只写入一个新建的空数据库（createdb 新库后把 DATABASE_URL 指向它）。',
        EXIT.notEmpty,
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface RestoreResult {
  engine: Engine;
  createdAt: string;
  files: number;
}

/**
 * Restores `file` into an empty DATA_DIR (and, for a PostgreSQL backup, an empty database):
 * refuses while the product runs on it and when it holds anything. Nothing is left half-written:
 * a restore that fails removes what it wrote.
 */
export async function restoreBackup(
  settings: BackupSettings,
  file: string,
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`找不到备份文件 ${file}`, EXIT.badFile);
  const target: Engine = settings.databaseUrl ? 'postgres' : 'pglite';
  const { dataDir } = settings;
  if (target === 'pglite') refuseWhileRunning(dataDir);
  let manifest: Manifest;
  try {
    manifest = await readManifest(file);
  } catch (error) {
    if (error instanceof BadArchive) throw new BackupError(error.message, EXIT.badFile);
    throw error;
  }
  if (manifest.engine !== target) {
    throw new BackupError(
      manifest.engine === 'pglite'
        ? '这是内置数据库（PGlite）的备份：请不设 DATABASE_URL，恢复到一个空的 DATA_DIR。'
        : '这是 PostgreSQL 的备份：请设置 DATABASE_URL 指向一个新建的空数据库后再恢复。',
      EXIT.badFile,
    );
  }
  if (target === 'postgres' && !toolExists('pg_restore')) {
    throw new BackupError(`找不到 pg_restore，无法恢复 PostgreSQL 备份。${POSTGRES_TOOLS_HINT}`);
  }
  if (target === 'postgres') await checkPostgresTarget(settings.databaseUrl ?? '');
  if (!(await isEmptyDir(dataDir))) {
    throw new BackupError(
      `数据目录 ${dataDir} 不是空的：恢复只写入空目录，不会覆盖现有数据。请另选一个空目录（DATA_DIR），或先移走其中的内容。`,
      EXIT.notEmpty,
    );
  }

  const existed = existsSync(dataDir);
  await mkdir(dataDir, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), 'freight-restore-'));
  let opened: Awaited<ReturnType<typeof openPglite>> | undefined;
  let files = 0;
  let database = false;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.name === MANIFEST) continue;
      if (entry.name === PGLITE_ENTRY && target === 'pglite' && !opened) {
        const dump = await readAll(entry.chunks);
        // Takes the directory's lock for the rest of the restore.
        opened = await openPglite({
          dataDir: pgliteDir(dataDir),
          loadDataDir: new Blob([new Uint8Array(dump)]),
        });
        await opened.pglite.query('select 1 from kysely_migration limit 1');
        database = true;
      } else if (entry.name === POSTGRES_ENTRY && target === 'postgres' && !database) {
        const dumpFile = path.join(work, 'postgres.dump');
        await writeEntry(dumpFile, entry.chunks);
        const restored = spawnSync(
          'pg_restore',
          [
            '--no-owner',
            '--exit-on-error',
            '--single-transaction',
            '--dbname',
            settings.databaseUrl ?? '',
            dumpFile,
          ],
          { encoding: 'utf8' },
        );
        if (restored.status !== 0) {
          throw new BackupError(
            `pg_restore 失败：${restored.stderr.trim() || restored.error?.message}`,
          );
        }
        database = true;
      } else if (entry.name.startsWith(FILES_PREFIX)) {
        await writeEntry(
          path.join(filesRoot(dataDir), entry.name.slice(FILES_PREFIX.length)),
          entry.chunks,
        );
        files++;
      } else {
        throw new BadArchive(`备份文件中有不认识的条目：${entry.name}`);
      }
    }
    if (!database) throw new BadArchive('备份文件中没有数据库');
    await opened?.close();
    opened = undefined;
    return { engine: target, createdAt: manifest.createdAt, files };
  } catch (error) {
    await opened?.close().catch(() => undefined);
    // The directory was empty: what is in it now is this restore's.
    if (existed) {
      for (const name of await readdir(dataDir).catch(() => [])) {
        await rm(path.join(dataDir, name), { recursive: true, force: true });
      }
    } else await rm(dataDir, { recursive: true, force: true });
    if (error instanceof BadArchive) throw new BackupError(error.message, EXIT.badFile);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A default name for a new backup: `backups/backup-20261128-093015.tar.gz`. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve('backups', `backup-${stamp}.tar.gz`);
}
