// How `npm run backup` reaches a running rest on PGlite: the data directory is locked by that
// rest (db/dataDirLock.ts), so the dump is taken inside it. The rest serves GET /backup/database
// only on PGlite, only to a caller on the same machine, and only with the key it writes at start into
// `<DATA_DIR>/.backup-access.json` (mode 0600, removed on stop): whoever may read the data
// directory may take the backup, nobody else.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearerIs } from '../../../model/metricsAccess.ts';
import { dumpPglite, type Db } from '../db/index.ts';
import { sendFailure } from '../http/envelope.ts';

export const BACKUP_DATABASE_PATH = '/backup/database';

export interface BackupAccess {
  /** Origin of the running rest, e.g. http://127.0.0.1:8080. */
  url: string;
  key: string;
  pid: number;
}

export function backupAccessFile(dataDir: string): string {
  return path.join(dataDir, '.backup-access.json');
}

export function newBackupKey(): string {
  return randomBytes(24).toString('hex');
}

/** Notes where and with which key the running rest hands out its dump; answers the remover. */
export function publishBackupAccess(dataDir: string, access: BackupAccess): () => void {
  const file = backupAccessFile(dataDir);
  writeFileSync(file, JSON.stringify(access), { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as Partial<BackupAccess>;
      if (current.key === access.key) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** The access note of the rest running on `dataDir`, or null when there is none. */
export function readBackupAccess(dataDir: string): BackupAccess | null {
  try {
    const access = JSON.parse(readFileSync(backupAccessFile(dataDir), 'utf8')) as BackupAccess;
    return typeof access.url === 'string' && typeof access.key === 'string' ? access : null;
  } catch {
    return null;
  }
}

/** A caller on this machine: a loopback address, or the very address it reached us on. */
function isLocal(remote: string | undefined, local: string | undefined): boolean {
  return (
    remote !== undefined &&
    (remote === '::1' ||
      remote.startsWith('127.') ||
      remote.startsWith('::ffff:127.') ||
      remote === local)
  );
}

export function registerBackupRoute(app: FastifyInstance, db: Db, key: string): void {
  app.get(BACKUP_DATABASE_PATH, async (request, reply) => {
    if (!isLocal(request.socket.remoteAddress, request.socket.localAddress)) {
      return sendFailure(reply, 403, [{ message: '备份只能在本机发起' }]);
    }
    if (!bearerIs(request.headers.authorization, key)) {
      return sendFailure(reply, 401, [{ message: '需要备份密钥' }]);
    }
    const dump = await dumpPglite(db);
    if (!dump) return sendFailure(reply, 404, [{ message: '此 rest 不使用 PGlite' }]);
    request.log.info({ bytes: dump.length }, '已导出数据库备份');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(dump);
  });
}
