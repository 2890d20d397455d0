// Who may read /metrics (gateway and rest alike): it names paths, users' volumes and the pool, so
// it is not public. Served when METRICS_TOKEN is set, to `Authorization: Bearer <token>`, and/or
// on a port of its own (METRICS_PORT for the gateway, REST_METRICS_PORT for rest, bound to
// METRICS_HOST, 127.0.0.1 by default) that the network keeps private: there /metrics asks for the
// token only when one is set, and the main port no longer serves it.
import { timingSafeEqual } from 'node:crypto';

export const METRICS_PATH = '/metrics';

/** Shortest metrics token accepted (characters). */
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** METRICS_TOKEN: unset (no /metrics), or a token long enough not to be guessed. */
export function parseMetricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN 至少 ${MIN_METRICS_TOKEN_LENGTH} 个字符`);
  }
  return token;
}

/** True when the Authorization header carries exactly the metrics token (or none is asked for). */
export function metricsAuthorized(
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  return token === undefined || bearerIs(authorization, token);
}

/** Where /metrics is served on a port of its own; absent, it is on the main port (with a token). */
export interface MetricsListen {
  port: number;
  host: string;
}

/** METRICS_PORT / REST_METRICS_PORT (a port number; 0 picks a free one) with METRICS_HOST. */
export function parseMetricsListen(
  name: string,
  port: string | undefined,
  host: string | undefined,
): MetricsListen | undefined {
  const raw = port?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(value) || value > 65535) {
    throw new Error(`${name} 必须是 0–65535 的端口号，当前为 "${raw}"`);
  }
  return { port: value, host: host?.trim() || '127.0.0.1' };
}

/** True when the Authorization header is `Bearer <token>` exactly (compared in constant time). */
export function bearerIs(authorization: string | undefined, token: string): boolean {
  const given = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
