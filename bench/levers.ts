// `npm run bench:levers`: what each execution lever saves in gateway CPU per request, without rest's
// noise. rest's answers to the 50-order list (and a client page) are recorded once, then replayed
// by a local server at no cost, so the gateway's own work is what varies between variants. CPU is
// the whole process (gateway + replay + client), the same for every variant but the gateway part.
// Run with NODE_ENV=production or development to weigh production mode.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginAs, startTestRest } from '../rest/src/testing/index.ts';
import { leversFromEnv } from '../gateway/src/execution/levers.ts';
import { createGateway } from '../gateway/src/server.ts';
import { webOperation } from './operations.ts';
import { median, fmt } from './stats.ts';

const VARIANTS = [
  'none',
  'all',
  'all,-jit',
  'all,-plugins',
  'all,-cache',
  'all,-dedupe',
  'none,+jit',
  'none,+plugins',
];
const ROUNDS = 3;
const REQUESTS = 400;
const CONCURRENCY = 4;

const operations = [
  {
    key: 'orderList',
    query: webOperation('features/orders/operations/oceanExport.graphql', 'OceanExportOrderPage'),
    variables: { pageNum: 1, pageSize: 50 },
  },
  {
    key: 'clients',
    query: webOperation('entities/operations/client.graphql', 'ClientPage'),
    variables: { pageNum: 1, pageSize: 10 },
  },
];

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const rest = await startTestRest();
const token = await loginAs(rest.app);
const answers = new Map<string, { status: number; text: string }>();
const keyOf = (url: string, body: string) => `${url}|${body.replaceAll(token, '')}`;
let recording = true;
const replay = http.createServer((req, res) => {
  void (async () => {
    const body = await readBody(req);
    const key = keyOf(req.url ?? '', body);
    if (recording) {
      const upstream = await fetch(rest.url + (req.url ?? ''), {
        method: req.method ?? 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        ...(req.method === 'POST' ? { body } : {}),
      });
      answers.set(key, { status: upstream.status, text: await upstream.text() });
    }
    const answer = answers.get(key);
    if (!answer) {
      res.writeHead(502).end();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer.text),
    });
    res.end(answer.text);
  })();
});
await new Promise<void>((resolve) => replay.listen(0, '127.0.0.1', resolve));
const replayUrl = `http://127.0.0.1:${(replay.address() as AddressInfo).port}`;

async function load(url: string, query: string, variables: object, n: number): Promise<number> {
  const body = JSON.stringify({ query, variables });
  let calls = 0;
  const worker = async () => {
    for (let i = 0; i < n / CONCURRENCY; i++) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const text = await res.text();
      if (text.includes('"errors":')) throw new Error(`请求失败：${text.slice(0, 300)}`);
      calls += Number(res.headers.get('x-rest-calls'));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return calls / n;
}

async function withGateway<T>(levers: string, fn: (url: string) => Promise<T>): Promise<T> {
  const gateway = createGateway(
    {
      restBaseUrl: replayUrl,
      production: process.env.NODE_ENV === 'production',
      logLevel: 'silent',
    },
    leversFromEnv({ GATEWAY_LEVERS: levers }),
  );
  const url = await gateway.start(0);
  try {
    return await fn(url);
  } finally {
    await gateway.stop();
  }
}

// Record every call either setting makes (the cache asks for the token's organisation first).
for (const levers of ['none', 'all']) {
  await withGateway(levers, async (url) => {
    for (const op of operations) await load(url, op.query, op.variables, CONCURRENCY);
  });
}
recording = false;
await rest.close();

console.log(`NODE_ENV=${process.env.NODE_ENV ?? ''}，每个变体 ${ROUNDS} 轮 × ${REQUESTS} 次请求`);
const rows: string[][] = [];
for (const op of operations) {
  const cpu = new Map<string, number[]>();
  const calls = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const levers of VARIANTS) {
      await withGateway(levers, async (url) => {
        await load(url, op.query, op.variables, REQUESTS / 4);
        const before = process.cpuUsage();
        calls.set(levers, await load(url, op.query, op.variables, REQUESTS));
        const used = process.cpuUsage(before);
        cpu.set(levers, [...(cpu.get(levers) ?? []), (used.user + used.system) / 1000 / REQUESTS]);
      });
    }
  }
  const base = median(cpu.get('all') ?? []);
  for (const levers of VARIANTS) {
    const ms = median(cpu.get(levers) ?? []);
    rows.push([op.key, levers, fmt(ms, 2), fmt(ms - base, 2), fmt(calls.get(levers) ?? NaN, 2)]);
  }
}
const header = ['场景', 'GATEWAY_LEVERS', 'CPU ms/请求', '比 all 多', 'REST调用/请求'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
for (const r of [header, ...rows])
  console.log(r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | '));
replay.closeAllConnections();
replay.close();
