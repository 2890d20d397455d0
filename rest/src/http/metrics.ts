// rest's /metrics (Prometheus text, prom-client): requests by path and status, latency, the
// PostgreSQL pool, event-loop lag and memory. Only with METRICS_TOKEN (model/metricsAccess.ts).
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { METRICS_PATH, metricsAuthorized } from '../../../model/metricsAccess.ts';
import { poolStats, type Db } from '../db/index.ts';
import { sendFailure } from './envelope.ts';

export function registerMetrics(app: FastifyInstance, db: Db, token: string): void {
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

  app.get(METRICS_PATH, async (request, reply) => {
    if (!metricsAuthorized(request.headers.authorization, token)) {
      return sendFailure(reply, 401, [{ message: '需要监控令牌（METRICS_TOKEN）' }]);
    }
    reply.header('content-type', register.contentType);
    reply.header('cache-control', 'no-store');
    return register.metrics();
  });
}
