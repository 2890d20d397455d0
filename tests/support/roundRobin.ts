// A small round-robin HTTP proxy, as a load balancer in front of several instances: each request
// goes to the next instance on a connection of its own; an instance that refuses the connection
// (stopped, or stopping: it no longer listens) is skipped and the request goes to the next one.
// Nothing has reached an instance that refused the connection, so resending is safe for any
// request. The proxy counts what each instance served.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  url: string;
  /** Requests answered, per instance (by its position in `targets`). */
  served: number[];
  /** Requests no instance would take. */
  unrouted(): number;
  close(): Promise<void>;
}

export async function startRoundRobin(targets: readonly string[]): Promise<RoundRobin> {
  let next = 0;
  let unrouted = 0;
  const served = targets.map(() => 0);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const first = next++ % targets.length;
      const attempt = (tries: number): void => {
        const index = (first + tries) % targets.length;
        const target = new URL(targets[index]!);
        const headers = { ...req.headers, host: target.host, connection: 'close' };
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers,
            agent: false,
          },
          (answer) => {
            served[index]! += 1;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tries + 1 < targets.length) {
            attempt(tries + 1);
            return;
          }
          unrouted += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy: ${error.code ?? error.message}`);
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    unrouted: () => unrouted,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
