// The bench's own requests (probes, sign-in, the 20 staff): node:http over kept-alive sockets, as
// autocannon's in the load rounds, so the load generator takes as little of the servers' shared
// CPU as it can (fetch's client cost about 1 ms of CPU a request, node:http 0.3–0.5 ms).
import http from 'node:http';
import type { BenchRequest } from './scenarios.ts';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface BenchAnswer {
  status: number;
  text: string;
  /** The gateway's `x-rest-calls` header: REST calls made for the request. */
  restCalls: number | null;
}

export function send(base: string, request: BenchRequest): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const body = request.body;
    const req = http.request(
      base + request.path,
      {
        method: request.method,
        agent,
        headers:
          body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const calls = res.headers['x-rest-calls'];
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            restCalls: typeof calls === 'string' ? Number(calls) : null,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
