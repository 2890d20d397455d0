// A small round-robin HTTP proxy, as a load balancer in front of several instances: each request
// goes to the next instance on a connection of its own; an instance that refuses the connection
// (stopped, or stopping: it no longer listens) is skipped and the request goes to the next one.
// Nothing has reached an instance that refused the connection, so resending is safe for any
// request; the same holds for a connection reset by an instance that has stopped listening (see
// below). The proxy counts what each instance served.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

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
        const give = (error: NodeJS.ErrnoException) => {
          unrouted += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(`proxy: ${error.code ?? error.message}`);
        };
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const more = tries + 1 < targets.length;
          if (error.code === 'ECONNREFUSED' && more) {
            attempt(tries + 1);
            return;
          }
          // Reset with no answer by an instance that has since stopped listening: the connection
          // was still in its accept queue when it closed its listener, so no request reached it
          // (one it had taken would have been finished before it stopped). A reset by an instance
          // still listening is passed on as a failure.
          if (error.code === 'ECONNRESET' && more && !res.headersSent) {
            void stoppedListening(target).then((stopped) =>
              stopped ? attempt(tries + 1) : give(error),
            );
            return;
          }
          give(error);
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

/** Whether the instance at `target` now refuses connections (it no longer listens). */
function stoppedListening(target: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port), target.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
