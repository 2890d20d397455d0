import { ConfigError, loadConfig } from './config.ts';
import type { RestConfig } from './config.ts';
import { DEMO_ADMIN_MOBILE, DEMO_PASSWORD } from './db/seed/index.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { PortInUseError } from './portCheck.ts';
import { startRest, type RunningRest } from './server.ts';

let config: RestConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`rest 无法启动：${error.message}`);
  process.exit(1);
}

// A stop asked for while rest is still starting ends the process at once (the data directory's
// lock is released as it exits); once started, rest closes in order (below).
const stopWhileStarting = (signal: NodeJS.Signals): void => {
  console.log(`收到 ${signal}，rest 启动未完成，已停止`);
  process.exit(1);
};
process.on('SIGINT', stopWhileStarting);
process.on('SIGTERM', stopWhileStarting);

let rest: RunningRest;
try {
  rest = await startRest(config);
} catch (error) {
  if (!(error instanceof DataDirLockedError || error instanceof PortInUseError)) throw error;
  console.error(`rest 无法启动：${error.message}`);
  process.exit(1);
}
console.log(`rest 已启动 ${rest.restUrl}`);
console.log(
  rest.seeded
    ? `已载入演示数据。演示管理员：手机号 ${DEMO_ADMIN_MOBILE}，密码 ${DEMO_PASSWORD}`
    : `演示管理员（如未修改）：手机号 ${DEMO_ADMIN_MOBILE}，密码 ${DEMO_PASSWORD}`,
);
console.log(
  config.databaseUrl
    ? '数据库：PostgreSQL（DATABASE_URL）'
    : `数据库：PGlite（${config.dataDir}/pgdata）`,
);

let closing = false;
const shutdown = (signal: string): void => {
  if (closing) return;
  closing = true;
  console.log(`收到 ${signal}，正在停止 rest…`);
  rest.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('停止 rest 时出错', error);
      process.exit(1);
    },
  );
};
process.off('SIGINT', stopWhileStarting);
process.off('SIGTERM', stopWhileStarting);
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
