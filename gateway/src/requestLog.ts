// The gateway's log: one JSON line per request (pino, as rest's Fastify writes them), under the
// request id the gateway passes to rest. Bodies, variables and headers are never logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { REDACTED_LOG_PATHS } from '../../model/requestLog.ts';
import type { GatewayMetrics } from './metrics.ts';

export function createLogger(level: string, stream?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'gateway' },
    redact: { paths: REDACTED_LOG_PATHS, censor: '[已隐藏]' },
  };
  return stream ? pino(options, stream) : pino(options);
}

/** What a request's handling learnt for its log line. */
export interface RequestFacts {
  readonly requestId: string;
  /** GraphQL operation names (a batch has several), or undefined for other paths. */
  operations: string[];
  /** Error codes answered (extensions.code). */
  errorCodes: string[];
  /** From rest's answers: who the token belongs to. */
  userId?: number | undefined;
  orgId?: number | undefined;
  restCalls: number;
}

/** Writes the request's line when its answer is finished (or the client went away). */
export function logWhenDone(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  facts: RequestFacts,
  metrics?: GatewayMetrics,
): void {
  const started = process.hrtime.bigint();
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    metrics?.observe(facts, pathname, res.statusCode, durationMs / 1000);
    logger.info(
      {
        reqId: facts.requestId,
        user: facts.userId ?? null,
        org: facts.orgId ?? null,
        method: req.method,
        path: pathname,
        operation: facts.operations.length > 0 ? facts.operations.join(',') : undefined,
        status: res.statusCode,
        errors: facts.errorCodes.length > 0 ? [...new Set(facts.errorCodes)] : undefined,
        restCalls: facts.restCalls,
        durationMs: Math.round(durationMs * 10) / 10,
        aborted: res.writableFinished ? undefined : true,
      },
      'request',
    );
  };
  res.once('finish', write);
  res.once('close', write);
}
