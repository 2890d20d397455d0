// An HTTP proxy between the gateway and rest that watches the calls (what was asked, when it
// arrived, when it was answered) and may hold an answer back, change it, or answer a call itself. Given to
// startStack as `inFrontOfRest`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedCall {
  /** `/rest/<controller>/<action>`. */
  path: string;
  arrived: number;
  answered?: number;
}

export interface RestProxyOptions {
  /** Every call, as it arrives. */
  onCall?(call: ProxiedCall): void;
  /** Answers a call instead of rest: true when it did. */
  intercept?(call: ProxiedCall, res: http.ServerResponse): boolean;
  /** How long rest's answer to a call is held back (ms; none by default). */
  holdMs?(call: ProxiedCall): number;
  /** Rest's answer to a call as the gateway gets it (another back end's, say); as is by default. */
  rewrite?(call: ProxiedCall, body: string): string;
}

export function restProxy(options: RestProxyOptions = {}) {
  return (restUrl: string): Promise<{ url: string; close(): Promise<void> }> => {
    const target = new URL(restUrl);
    const agent = new http.Agent({ keepAlive: true });
    const server = http.createServer((req, res) => {
      const call: ProxiedCall = {
        path: new URL(req.url ?? '/', restUrl).pathname,
        arrived: Date.now(),
      };
      options.onCall?.(call);
      if (options.intercept?.(call, res)) {
        req.resume();
        return;
      }
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
          agent,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const send = () => {
              call.answered = Date.now();
              const body = Buffer.concat(chunks);
              if (!options.rewrite) {
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                res.end(body);
                return;
              }
              const rewritten = Buffer.from(options.rewrite(call, body.toString('utf8')));
              const { 'transfer-encoding': _chunked, ...headers } = answer.headers;
              res.writeHead(answer.statusCode ?? 502, {
                ...headers,
                'content-length': String(rewritten.length),
              });
              res.end(rewritten);
            };
            const hold = options.holdMs?.(call) ?? 0;
            if (hold > 0) setTimeout(send, hold);
            else send();
          });
        },
      );
      // rest gone (stopped by the test): the caller sees a dropped connection, as without a proxy.
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    return new Promise((resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          close: () =>
            new Promise((done) => {
              agent.destroy();
              server.closeAllConnections();
              server.close(() => done());
            }),
        });
      });
    });
  };
}
