// /metrics of the gateway and of rest, with a real rest and a real gateway: refused without the
// metrics token, Prometheus text with it, and its counters move with the requests served.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway/src/server.ts';
import { graphql, signIn, startStack, type Stack } from './support/stack.ts';

const METRICS_TOKEN = 'metrics-token-for-tests-0123';

let stack: Stack;
let token: string;

async function scrape(base: string, bearer = METRICS_TOKEN) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The sum of a metric's samples whose labels include every one given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = match[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => given.includes(`${k}="${v}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

const ORDERS = `query MetricsOrders {
  oceanExportOrders(pageSize: 20) { items { orderCode status { name } client { id } } }
}`;

describe('/metrics', () => {
  beforeAll(async () => {
    stack = await startStack({ metricsToken: METRICS_TOKEN });
    token = await signIn(stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('is refused without the metrics token, on both parts', async () => {
    for (const base of [stack.url, stack.restUrl]) {
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await scrape(base, 'wrong-token-wrong-token-00')).status).toBe(401);
      expect((await scrape(base, token)).status).toBe(401);
    }
  });

  it('answers Prometheus text with the token, with memory and event-loop lag', async () => {
    const gateway = await scrape(stack.url);
    expect(gateway.status).toBe(200);
    expect(gateway.type).toContain('text/plain');
    expect(gateway.text).toContain('# TYPE gateway_requests_total counter');
    expect(gateway.text).toContain('# TYPE gateway_request_duration_seconds histogram');
    expect(sample(gateway.text, 'gateway_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(gateway.text).toContain('gateway_nodejs_eventloop_lag_seconds');
    const rest = await scrape(stack.restUrl);
    expect(rest.status).toBe(200);
    expect(rest.text).toContain('# TYPE rest_request_duration_seconds histogram');
    expect(rest.text).toContain('rest_nodejs_eventloop_lag_seconds');
    expect(rest.text).toContain('# TYPE rest_requests_total counter');
  });

  it('moves its counters with the requests served', async () => {
    const before = {
      gateway: (await scrape(stack.url)).text,
      rest: (await scrape(stack.restUrl)).text,
    };
    const answer = await graphql(stack, ORDERS, {}, token);
    expect(answer.errors).toBeUndefined();
    const refused = await graphql(
      stack,
      'query MetricsMe { me { user { id } } }',
      {},
      'no-such-token',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const after = {
      gateway: (await scrape(stack.url)).text,
      rest: (await scrape(stack.restUrl)).text,
    };
    const moved = (text: 'gateway' | 'rest', name: string, labels: Record<string, string> = {}) =>
      sample(after[text], name, labels) - sample(before[text], name, labels);

    expect(
      moved('gateway', 'gateway_requests_total', { operation: 'MetricsOrders', outcome: 'ok' }),
    ).toBe(1);
    expect(
      moved('gateway', 'gateway_requests_total', {
        operation: 'MetricsMe',
        outcome: 'UNAUTHENTICATED',
      }),
    ).toBe(1);
    expect(
      moved('gateway', 'gateway_request_duration_seconds_count', { operation: 'MetricsOrders' }),
    ).toBe(1);
    expect(moved('gateway', 'gateway_rest_calls_per_request_count')).toBe(2);
    expect(moved('gateway', 'gateway_rest_calls_per_request_sum')).toBeGreaterThanOrEqual(2);
    expect(moved('gateway', 'gateway_dataloader_batches_total')).toBeGreaterThan(0);
    expect(moved('gateway', 'gateway_dataloader_cache_hits_total')).toBeGreaterThan(0);
    expect(moved('rest', 'rest_requests_total', { status: '200' })).toBeGreaterThanOrEqual(1);
    expect(moved('rest', 'rest_requests_total', { status: '401' })).toBeGreaterThanOrEqual(1);
    expect(moved('rest', 'rest_request_duration_seconds_count')).toBeGreaterThanOrEqual(2);
    // On PostgreSQL the pool is reported: open connections after the calls, none waiting now.
    if (process.env.DATABASE_URL) {
      expect(
        sample(after.rest, 'rest_db_pool_connections_in_use') +
          sample(after.rest, 'rest_db_pool_connections_idle'),
      ).toBeGreaterThan(0);
      expect(after.rest).toMatch(/^rest_db_pool_waiting 0$/m);
    } else {
      expect(after.rest).not.toMatch(/^rest_db_pool_waiting /m);
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('/metrics on a port of its own (METRICS_PORT, REST_METRICS_PORT)', () => {
  let separate: Stack;
  const ports = { gateway: 0, rest: 0 };

  beforeAll(async () => {
    ports.gateway = await freePort();
    ports.rest = await freePort();
    separate = await startStack({
      metricsListen: {
        gateway: { port: ports.gateway, host: '127.0.0.1' },
        rest: { port: ports.rest, host: '127.0.0.1' },
      },
    });
  });

  afterAll(async () => {
    await separate?.close();
  });

  it('serves /metrics there without a token, and no longer on the main ports', async () => {
    const answer = await graphql(separate, ORDERS, {}, await signIn(separate));
    expect(answer.errors).toBeUndefined();
    const gateway = await fetch(`http://127.0.0.1:${ports.gateway}/metrics`);
    expect(gateway.status).toBe(200);
    const gatewayText = await gateway.text();
    expect(sample(gatewayText, 'gateway_requests_total', { operation: 'MetricsOrders' })).toBe(1);
    const rest = await fetch(`http://127.0.0.1:${ports.rest}/metrics`);
    expect(rest.status).toBe(200);
    expect(sample(await rest.text(), 'rest_requests_total', { status: '200' })).toBeGreaterThan(0);

    // Only /metrics there; the main ports do not serve it.
    expect((await fetch(`http://127.0.0.1:${ports.gateway}/graphql`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${ports.rest}/rest/tbSysUser/checkLogin`)).status).toBe(
      404,
    );
    for (const base of [separate.url, separate.restUrl]) {
      const main = await fetch(`${base}/metrics`);
      expect(await main.text()).not.toContain('# TYPE');
    }
  });

  it('asks for the token there too when METRICS_TOKEN is also set', async () => {
    // Port 0: the system picks a port and the gateway says which, so no other test can take it
    // between a look for a free one and the listen.
    const gateway = createGateway({
      restBaseUrl: separate.restUrl,
      metricsToken: METRICS_TOKEN,
      metricsListen: { port: 0, host: '127.0.0.1' },
    });
    await gateway.start(0);
    try {
      const metricsUrl = gateway.metricsUrl ?? '';
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(metricsUrl).not.toBe(gateway.url);
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(401);
      expect((await scrape(metricsUrl)).status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });
});
