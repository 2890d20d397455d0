// rest's /metrics (Prometheus text, prom-client): requests by path and status, latency, the
// PostgreSQL pool, event-loop lag and memory. Only with METRICS_TOKEN or REST_METRICS_PORT
// (model/metricsAccess.ts).
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { METRICS_PATH, metricsAuthorized } from '../../../model/metricsAccess.ts';
import type { RestConfig } from '../config.ts';
import { poolStats, type Db } from '../db/index.ts';
import { sendFailure } from './envelope.ts';

export function registerMetrics(
  app: FastifyInstance,
  db: Db,
  config: Pick<RestConfig, 'metricsToken' | 'metricsListen'>,
): void {
  const token = config.metricsToken;
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'rest_' });
  const requests = new Counter({
    name: 'rest_requests_total',
    help: 'Requests by route and HTTP status.',
    labelNames: ['path', 'status'] as const,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'rest_request_duration_seconds',
    help: 'Time to answer a request, by route.',
    labelNames: ['path'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const pool = (
    name: string,
    help: string,
    read: (s: NonNullable<ReturnType<typeof poolStats>>) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        const stats = poolStats(db);
        if (stats) this.set(read(stats));
      },
    });
  // PGlite is one in-process session: there is no pool to report.
  if (poolStats(db)) {
    pool(
      'rest_db_pool_connections_in_use',
      'PostgreSQL connections running a query.',
      (s) => s.total - s.idle,
    );
    pool('rest_db_pool_connections_idle', 'PostgreSQL connections open and idle.', (s) => s.idle);
    pool('rest_db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', (s) => s.waiting);
  }

  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths are one label, whatever a caller makes up.
    const path = request.routeOptions.url ?? 'unmatched';
    if (path !== METRICS_PATH) {
      requests.inc({ path, status: String(reply.statusCode) });
      duration.observe({ path }, reply.elapsedTime / 1000);
    }
    done();
  });

  const listen = config.metricsListen;
  if (!listen) {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!metricsAuthorized(request.headers.authorization, token)) {
        return sendFailure(reply, 401, [{ message: '需要监控令牌（METRICS_TOKEN）' }]);
      }
      reply.header('content-type', register.contentType);
      reply.header('cache-control', 'no-store');
      return register.metrics();
    });
    return;
  }

  // A port of its own: only /metrics, started with rest and closed with it.
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('只提供 /metrics');
      return;
    }
    if (!metricsAuthorized(req.headers.authorization, token)) {
      res
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end('需要监控令牌（METRICS_TOKEN）');
      return;
    }
    register.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' })
          .end(text),
      (error: unknown) => {
        app.log.error({ err: error }, '监控指标生成失败');
        res.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });
}
