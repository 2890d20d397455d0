// Gateway settings from the environment (the same variables everywhere, see DESIGN.md).
import path from 'node:path';
import type { DestinationStream } from 'pino';
import {
  parseGatewaySecret,
  parseTrustProxy,
  type TrustedProxies,
} from '../../model/clientAddress.ts';
import { DEFAULT_MAX_RECORDS } from '../../model/paging.ts';
import { parseIntrospection, type IntrospectionMode } from './introspection.ts';
import { parseMetricsListen, parseMetricsToken } from '../../model/metricsAccess.ts';
import type { MetricsListen } from '../../model/metricsAccess.ts';

export interface GatewayConfig {
  /** Port of GraphQL (/graphql), health checks and the web client. 0 picks a free port. */
  port: number;
  /** The /rest/ back end: rest/ or the company's existing system. */
  restBaseUrl: string;
  /** The built web client (index.html + assets/). */
  webDist: string;
  /** Production mode: no stack traces, internal messages hidden. */
  production: boolean;
  /** Per REST call; the seeds fix 30 s. */
  restTimeoutMs: number;
  /**
   * Per REST write: shorter, since a caller held on a write cannot tell whether it was saved. One
   * that runs out is answered "may have been saved", never a bare 接口异常.
   */
  restWriteTimeoutMs: number;
  /** A REST call running longer than this makes the gateway probe the back end. */
  restSlowCallMs: number;
  /** One probe's time limit (also /readyz's). */
  restProbeTimeoutMs: number;
  /** Between probes while the back end is known down. */
  restRecoveryIntervalMs: number;
  /**
   * How long a token's organisation and kept reference answers are trusted without hearing from
   * rest (default 0.5 s: a change made through another gateway on the same database shows within
   * about 1 s). A single gateway may trust them longer.
   */
  referenceFreshMs?: number;
  /**
   * FEATURE_REFRESH_MS: between two detections of which of this project's additions the back end
   * has (rest/features.ts); 0 asks only at start, when the back end comes back, and when an added
   * path suddenly answers as unknown. Default 10 minutes.
   */
  featureRefreshMs: number;
  /** Largest /graphql body accepted. */
  maxBodyBytes: number;
  /** Query bounds enforced before execution. */
  maxQueryDepth: number;
  maxQueryFields: number;
  maxQueryAliases: number;
  /** Cost bounds enforced before execution (see queryCost.ts). */
  maxRestCalls: number;
  maxRecords: number;
  /** Proxies in front of the gateway whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy: TrustedProxies;
  /** Shared with rest (GATEWAY_SECRET): the gateway signs the client's address it passes on. */
  gatewaySecret?: string;
  /** pino level of the request log (LOG_LEVEL): `info` writes one line per request. */
  logLevel: string;
  /** Where log lines go (stdout unless a test collects them). */
  logStream?: DestinationStream;
  /** METRICS_TOKEN: /metrics is served, to this bearer token only; unset, there is no /metrics. */
  metricsToken?: string;
  /**
   * GRAPHQL_INTROSPECTION: who may read the schema (`on`: anyone; `signed-in`: callers with a
   * valid token; `off`: nobody). `signed-in` by default in production, `on` in development.
   */
  introspection: IntrospectionMode;
  /** METRICS_PORT (and METRICS_HOST): /metrics on a port of its own instead of PORT. */
  metricsListen?: MetricsListen;
}

function intOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`配置值必须是非负整数：${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const restPort = intOr(env.REST_PORT, 8080);
  return {
    port: intOr(env.PORT, 4000),
    restBaseUrl: env.REST_BASE_URL?.trim() || `http://127.0.0.1:${restPort}`,
    // Relative to the working directory (the checkout for `npm start` and `npm run dev`, /app in the
    // image), not to the code: the compiled gateway runs from wherever its build was copied.
    webDist: path.resolve(env.WEB_DIST || path.join('web', 'dist')),
    production: env.NODE_ENV === 'production',
    restTimeoutMs: 30_000,
    restWriteTimeoutMs: 20_000,
    restSlowCallMs: 2000,
    restProbeTimeoutMs: 3000,
    restRecoveryIntervalMs: 1000,
    featureRefreshMs: featureRefreshMs(env.FEATURE_REFRESH_MS),
    maxBodyBytes: 1024 * 1024,
    maxQueryDepth: 12,
    maxQueryFields: 1500,
    maxQueryAliases: 50,
    maxRestCalls: 50,
    maxRecords: DEFAULT_MAX_RECORDS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    gatewaySecret: parseGatewaySecret(env.GATEWAY_SECRET),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    introspection: parseIntrospection(env.GRAPHQL_INTROSPECTION, env.NODE_ENV === 'production'),
    metricsListen: parseMetricsListen('METRICS_PORT', env.METRICS_PORT, env.METRICS_HOST),
  };
}

function featureRefreshMs(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 10 * 60_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`环境变量 FEATURE_REFRESH_MS 必须是非负整数（毫秒），当前为 "${raw}"`);
  }
  return value;
}
