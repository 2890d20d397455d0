// The gateway's /metrics (Prometheus text, prom-client): requests by operation and outcome,
// latency, REST calls per GraphQL request, DataLoader batches and cache hits, event-loop lag and
// memory. Only with METRICS_TOKEN (model/metricsAccess.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { metricsAuthorized } from '../../model/metricsAccess.ts';
import type { RequestFacts } from './requestLog.ts';

// Operation names are the caller's to choose: a bounded set of plain names, the rest are "other".
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const MAX_OPERATIONS = 500;

export class GatewayMetrics {
  private readonly register = new Registry();
  private readonly operations = new Set<string>();
  private readonly requests = new Counter({
    name: 'gateway_requests_total',
    help: 'GraphQL operations (and /rest/ pass-throughs) by operation and outcome (ok or the error code).',
    labelNames: ['operation', 'outcome'] as const,
    registers: [this.register],
  });
  private readonly duration = new Histogram({
    name: 'gateway_request_duration_seconds',
    help: 'Time to answer a request, by operation (a batch counts under each of its operations).',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.register],
  });
  private readonly restCalls = new Histogram({
    name: 'gateway_rest_calls_per_request',
    help: 'REST calls one HTTP request to the gateway made.',
    buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34, 50],
    registers: [this.register],
  });
  readonly loaderBatches = new Counter({
    name: 'gateway_dataloader_batches_total',
    help: 'DataLoader batches sent, by loader.',
    labelNames: ['loader'] as const,
    registers: [this.register],
  });
  readonly loaderKeys = new Counter({
    name: 'gateway_dataloader_keys_total',
    help: 'Keys DataLoader batches asked for, by loader.',
    labelNames: ['loader'] as const,
    registers: [this.register],
  });
  readonly loaderCacheHits = new Counter({
    name: 'gateway_dataloader_cache_hits_total',
    help: 'Loads a DataLoader answered from its per-request cache, by loader.',
    labelNames: ['loader'] as const,
    registers: [this.register],
  });

  constructor(private readonly token: string | undefined) {
    collectDefaultMetrics({ register: this.register, prefix: 'gateway_' });
  }

  private operationLabel(name: string): string {
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATIONS) return 'other';
    this.operations.add(name);
    return name;
  }

  /** Counts a finished request from what its log line says. */
  observe(facts: RequestFacts, pathname: string, status: number, seconds: number): void {
    const operations =
      facts.operations.length > 0
        ? facts.operations.map((o) => this.operationLabel(o))
        : [pathname === '/graphql' ? 'other' : 'rest_pass_through'];
    const outcome =
      facts.errorCodes[0] ?? (status >= 200 && status < 400 ? 'ok' : `http_${status}`);
    for (const operation of operations) {
      this.requests.inc({ operation, outcome });
      this.duration.observe({ operation }, seconds);
    }
    if (pathname === '/graphql') this.restCalls.observe(facts.restCalls);
  }

  async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!metricsAuthorized(req.headers.authorization, this.token)) {
      res.writeHead(401, {
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer',
        'cache-control': 'no-store',
      });
      res.end('需要监控令牌（METRICS_TOKEN）');
      return;
    }
    const text = await this.register.metrics();
    res.writeHead(200, { 'content-type': this.register.contentType, 'cache-control': 'no-store' });
    res.end(text);
  }
}
