// Request ids and request logs: one definition for the gateway and rest. The gateway accepts the
// caller's `x-request-id` (or the trace id of a W3C `traceparent`), else makes one, passes it to
// rest on every call and answers it; both log one JSON line per request under that id, and an
// error the user sees carries its short form (错误编号), which is the start of the id in the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
export const TRACEPARENT_HEADER = 'traceparent';
/** Who rest found behind the token, answered to the gateway for its own log line. */
export const SESSION_USER_HEADER = 'x-session-user';
export const SESSION_ORG_HEADER = 'x-session-org';

// An id a caller chose is kept only when it cannot break a log line or a header.
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;
// version-traceid-parentid-flags; an all-zero trace id is invalid (W3C Trace Context, 3.2.2.3).
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** Length of the short reference (错误编号) shown to the user. */
export const REFERENCE_LENGTH = 8;

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The caller's request id, the trace id of its `traceparent`, else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = first(headers[REQUEST_ID_HEADER]);
  if (given && ACCEPTED_ID.test(given)) return given;
  const trace = TRACEPARENT.exec(first(headers[TRACEPARENT_HEADER])?.toLowerCase() ?? '')?.[1];
  if (trace && !/^0+$/.test(trace)) return trace;
  return randomUUID();
}

/** The short form of a request id a user reads out (错误编号): its first characters. */
export function shortReference(requestId: string): string {
  return requestId.slice(0, REFERENCE_LENGTH);
}

/**
 * What pino must never write, whatever a log call is given: tokens, passwords, captcha answers and
 * the headers that carry them. Bodies are never logged at all; this is the second line.
 */
export const REDACTED_LOG_PATHS = [
  'token',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'captcha',
  'verifyCode',
  'authorization',
  'cookie',
  '*.token',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.captcha',
  '*.verifyCode',
  '*.authorization',
  '*.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body',
  '*.body',
];
