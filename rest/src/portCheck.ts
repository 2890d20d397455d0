// A server checks that its port is free before it opens anything else: a second rest whose port
// is taken must not open (and then leave) the data directory first.
import net from 'node:net';

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly host?: string,
  ) {
    super(
      `端口 ${port}${host ? `（${host}）` : ''}已被占用：可能已有一个服务在运行，请先停止它或换一个端口`,
    );
    this.name = 'PortInUseError';
  }
}

/**
 * Throws PortInUseError when nothing can listen on host:port now (port 0 is always free); without
 * a host, on every address (as the gateway listens).
 */
export async function assertPortFree(port: number, host?: string): Promise<void> {
  if (port === 0) return;
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error),
    );
    server.listen({ port, ...(host ? { host } : {}), exclusive: true }, resolve);
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
