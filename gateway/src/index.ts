// Starts the gateway from the environment (PORT, REST_BASE_URL, WEB_DIST, NODE_ENV).
import { loadConfig } from './config.ts';
import { createGateway } from './server.ts';

const config = loadConfig();
const gateway = createGateway(config);

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  gateway.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('网关停止失败', error);
      process.exit(1);
    },
  );
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  const url = await gateway.start();
  console.log(`网关已启动：${url}/graphql（后端 ${config.restBaseUrl}）`);
} catch (error) {
  console.error('网关启动失败', error);
  process.exit(1);
}
