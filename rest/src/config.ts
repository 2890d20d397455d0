import path from 'node:path';
import { parseGatewaySecret, parseTrustProxy } from '../../model/clientAddress.ts';
import type { TrustedProxies } from '../../model/clientAddress.ts';
import { parseMetricsListen, parseMetricsToken } from '../../model/metricsAccess.ts';
import type { MetricsListen } from '../../model/metricsAccess.ts';
import { unknownPathStyles } from '../../model/features.ts';
import type { UnknownPathStyle } from '../../model/features.ts';

export interface RestConfig {
  port: number;
  host: string;
  /** PGlite data and stored files live under it. */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite when set. */
  databaseUrl?: string;
  /** Tests only: this code answers every captcha. */
  captchaTestCode?: string;
  /**
   * Tests only: the clock of the sign-in slowdown, so a test decides how much of a wait has passed
   * instead of racing the real one. No setting reads it from the environment: a rest started by
   * loadConfig always has the real clock.
   */
  signInClock?: () => Date;
  /** Largest accepted request body of an ordinary call, in bytes. */
  bodyLimit: number;
  /** Idle time after which a session ends. */
  sessionIdleMs: number;
  /**
   * The proxies in front of rest whose X-Forwarded-For is believed (TRUST_PROXY): none by default,
   * so no caller can name its own address.
   */
  trustProxy: TrustedProxies;
  /** Shared with the gateway (GATEWAY_SECRET): a signed X-Client-Address names the client. */
  gatewaySecret?: string;
  logLevel: string;
  /** METRICS_TOKEN: /metrics is served, to this bearer token only; unset, there is no /metrics. */
  metricsToken?: string;
  /** REST_METRICS_PORT (and METRICS_HOST): /metrics on a port of its own instead of REST_PORT. */
  metricsListen?: MetricsListen;
  /**
   * REST_PATHS: 'all' (default) serves every path of the endpoint table; 'specification' serves only
   * the specifications' paths (../shared/rest-endpoints.tsv), as the company's own back end does,
   * so the gateway and the web client can be tried and tested in legacy mode.
   */
  paths: 'all' | 'specification';
  /**
   * REST_UNKNOWN_PATH: how a path that is not served is answered (model/features.ts): 'envelope'
   * (default, `{status:404,data:[{message:'接口不存在'}]}`), or one of the answers back ends in
   * the field give: json404, html404, status200.
   */
  unknownPath: 'envelope' | UnknownPathStyle;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

export class ConfigError extends Error {}

export function defaultConfig(overrides: Partial<RestConfig> = {}): RestConfig {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: path.resolve('data'),
    bodyLimit: DEFAULT_BODY_LIMIT,
    sessionIdleMs: DEFAULT_SESSION_IDLE_MS,
    trustProxy: false,
    logLevel: 'info',
    paths: 'all',
    unknownPath: 'envelope',
    ...overrides,
  };
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`环境变量 ${name} 必须是非负整数，当前为 "${raw}"`);
  }
  return value;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

/** Reads the environment; throws ConfigError when the settings are unsafe or malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): RestConfig {
  const captchaTestCode = nonEmpty(env.CAPTCHA_TEST_CODE);
  if (captchaTestCode !== undefined && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'CAPTCHA_TEST_CODE 只能用于测试：NODE_ENV=production 时禁止设置（它让任何人都能通过验证码）',
    );
  }
  let trustProxy: TrustedProxies;
  let gatewaySecret: string | undefined;
  let metricsToken: string | undefined;
  let metricsListen: MetricsListen | undefined;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
    gatewaySecret = parseGatewaySecret(env.GATEWAY_SECRET);
    metricsToken = parseMetricsToken(env.METRICS_TOKEN);
    metricsListen = parseMetricsListen(
      'REST_METRICS_PORT',
      env.REST_METRICS_PORT,
      env.METRICS_HOST,
    );
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const paths = nonEmpty(env.REST_PATHS) ?? 'all';
  if (paths !== 'all' && paths !== 'specification') {
    throw new ConfigError(`环境变量 REST_PATHS 只能是 all 或 specification，当前为 "${paths}"`);
  }
  const unknownPath = nonEmpty(env.REST_UNKNOWN_PATH) ?? 'envelope';
  if (
    unknownPath !== 'envelope' &&
    !(unknownPathStyles as readonly string[]).includes(unknownPath)
  ) {
    throw new ConfigError(
      `环境变量 REST_UNKNOWN_PATH 只能是 envelope、${unknownPathStyles.join('、')}，当前为 "${unknownPath}"`,
    );
  }
  return defaultConfig({
    paths,
    unknownPath: unknownPath as RestConfig['unknownPath'],
    port: positiveInt(env, 'REST_PORT', 8080),
    host: nonEmpty(env.REST_HOST) ?? '127.0.0.1',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    captchaTestCode,
    bodyLimit: positiveInt(env, 'REST_BODY_LIMIT', DEFAULT_BODY_LIMIT),
    trustProxy,
    gatewaySecret,
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    ...(metricsToken ? { metricsToken } : {}),
    ...(metricsListen ? { metricsListen } : {}),
  });
}
