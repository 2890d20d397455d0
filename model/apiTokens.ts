// API tokens: what reporting tools send as `Authorization: Bearer hta_…` instead of a signed-in
// session. One definition for rest (which decides), the gateway (which passes the kind on as a
// hint and keeps nothing of a token's answers) and the web client (which never keeps one).

/** Every API token's secret starts with this, so it is recognised (in logs, in leaked text). */
export const API_TOKEN_PREFIX = 'hta_';

/** Random bytes of a secret (base64url after the prefix: 43 characters). */
export const API_TOKEN_BYTES = 32;

/** True for the secret of an API token, as opposed to a signed-in session's token. */
export function isApiToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(API_TOKEN_PREFIX);
}

/**
 * Sent by the gateway on every call of a request that carries an API token: a hint only. rest
 * decides from the token itself; the hint lets it refuse a sign-in made with a token in hand.
 */
export const CALLER_KIND_HEADER = 'x-caller-kind';
export const API_TOKEN_CALLER = 'api-token';

/** Defaults of a token's limits, per minute. */
export const DEFAULT_REQUESTS_PER_MINUTE = 120;
export const DEFAULT_COST_PER_MINUTE = 2000;
export const MAX_PER_MINUTE = 1_000_000;

/** The longest name: the action log shows `API 令牌：<name>` in 50 characters. */
export const API_TOKEN_NAME_MAX = 40;

/** How a token is named in the action log and as the writer of a record. */
export function apiTokenActor(name: string): string {
  return `API 令牌：${name}`;
}
