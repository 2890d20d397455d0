// `npm run backup [file]` and `npm run restore <file>`, on the settings rest runs with (DATA_DIR,
// DATABASE_URL). Refusals print one Chinese line and exit with a code of their own (backup.ts EXIT).
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, createBackup, defaultBackupFile, restoreBackup } from './backup.ts';

const [command, fileArg] = process.argv.slice(2);

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

let settings: { dataDir: string; databaseUrl?: string };
try {
  const config = loadConfig(process.env);
  settings = {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  };
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail(`配置有误：${error.message}`, 1);
}

try {
  if (command === 'backup') {
    const file = fileArg ? path.resolve(fileArg) : defaultBackupFile();
    const result = await createBackup(settings, file);
    const source =
      result.via === 'running rest'
        ? '运行中的 rest 导出的数据库'
        : result.via === 'pg_dump'
          ? 'pg_dump 导出的 PostgreSQL 数据库'
          : '数据目录中的数据库（rest 未运行）';
    console.log(
      `备份完成：${result.file}（${(result.bytes / 1024 / 1024).toFixed(1)} MB；${source}，${result.files} 个存储文件）`,
    );
  } else if (command === 'restore') {
    if (!fileArg) fail('用法：npm run restore <备份文件>（恢复到空的 DATA_DIR）', 1);
    const result = await restoreBackup(settings, path.resolve(fileArg));
    console.log(
      `恢复完成：${settings.databaseUrl ? 'PostgreSQL 数据库（DATABASE_URL）' : `数据目录 ${settings.dataDir}`}，` +
        `备份时间 ${result.createdAt}，${result.files} 个存储文件。现在可以启动产品。`,
    );
  } else {
    fail('用法：npm run backup [备份文件] | npm run restore <备份文件>', 1);
  }
} catch (error) {
  if (error instanceof BackupError)
    fail(`${command === 'backup' ? '备份' : '恢复'}失败：${error.message}`, error.exitCode);
  throw error;
}
