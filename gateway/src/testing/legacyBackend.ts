// A small HTTP server standing in for the company's existing /rest/ back end in unit tests: it
// records what the gateway sends and answers whatever a test tells it to, including the odd
// answers a real legacy system gives (HTTP 200 around a failure status, HTML, silence).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent, e.g. `/rest/tbSysUser/findMenu`. */
  url: string;
  contentType: string | undefined;
  raw: string;
  /** The body read according to its content type (form fields or JSON). */
  body: unknown;
}

export type LegacyAnswer =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'text'; status?: number; body: string; contentType?: string }
  | { kind: 'hang' }
  | { kind: 'reset' };

export interface LegacyBackend {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function parseBody(contentType: string | undefined, raw: string): unknown {
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  if (contentType?.startsWith('application/json')) return JSON.parse(raw) as unknown;
  return raw;
}

export async function startLegacyBackend(
  answer: (req: RecordedRequest, index: number) => LegacyAnswer,
): Promise<LegacyBackend> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type'];
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        contentType,
        raw,
        body: parseBody(contentType, raw),
      };
      requests.push(recorded);
      const reply = answer(recorded, requests.length - 1);
      switch (reply.kind) {
        case 'hang':
          return;
        case 'reset':
          req.socket.destroy();
          return;
        case 'json':
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply.body));
          return;
        case 'text':
          res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/html' });
          res.end(reply.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The envelope the contract prescribes. */
export function envelope(status: number, data: unknown): LegacyAnswer {
  return { kind: 'json', status, body: { status, data } };
}
