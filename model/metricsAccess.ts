// Who may read /metrics (gateway and rest alike): it names paths, users' volumes and the pool, so
// it is not public. Served only when METRICS_TOKEN is set, to `Authorization: Bearer <token>`.
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

/** True when the Authorization header carries exactly the metrics token. */
export function metricsAuthorized(authorization: string | undefined, token: string): boolean {
  return bearerIs(authorization, token);
}

/** True when the Authorization header is `Bearer <token>` exactly (compared in constant time). */
export function bearerIs(authorization: string | undefined, token: string): boolean {
  const given = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
