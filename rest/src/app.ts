import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import formbody from '@fastify/formbody';
import type { RestConfig } from './config.ts';
import type { Db } from './db/index.ts';
import { parseFormBody, parseJsonBody, parseUnknownBody } from './http/body.ts';
import { registerClientAddress } from './http/clientAddress.ts';
import { sendFailure, sendUnknownPath } from './http/envelope.ts';
import { DomainError, MESSAGES } from './http/errors.ts';
import { checkRequestValue } from './http/inputText.ts';
import { restModules } from './modules/index.ts';
import { registerRequestLog } from './http/requestLog.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerBackupRoute } from './backup/access.ts';
import { REDACTED_LOG_PATHS, requestIdOf } from '../../model/requestLog.ts';

export interface BuildAppOptions {
  db: Db;
  config: RestConfig;
  /** Where log lines go (stdout unless a test collects them). */
  logStream?: DestinationStream;
  /** On PGlite: GET /backup/database hands the dump to a loopback caller with this key. */
  backupKey?: string;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}

function isClientErrorStatus(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * A multipart body that ended early or is malformed: the multipart parser (busboy) raises plain
 * errors without a code ("Unexpected end of multipart data"), and a client that hangs up mid-upload
 * aborts the request stream. Either is the request's fault, not the server's.
 */
function isMalformedUpload(error: unknown, raw: IncomingMessage): boolean {
  if (!(error instanceof Error)) return false;
  const firstFrame = error.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return (
    firstFrame?.includes(`${path.sep}@fastify${path.sep}busboy${path.sep}`) === true ||
    (raw.destroyed && !raw.complete)
  );
}

/** The whole /rest/ back end as a Fastify instance (not yet listening). */
export async function buildApp({
  db,
  config,
  logStream,
  backupKey,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      base: { service: 'rest' },
      redact: { paths: REDACTED_LOG_PATHS, censor: '[已隐藏]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // The gateway's request id (or the caller's, checked), so one id finds both log lines.
    requestIdHeader: false,
    genReqId: (raw) => requestIdOf(raw.headers),
    bodyLimit: config.bodyLimit,
    // request.ip stays the socket's address; the client's is request.clientAddress.
    trustProxy: false,
    // Fastify's own request lines would carry tokens in query strings of downloads; requestLog.ts
    // writes one line per request without them.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL that cannot be decoded is a malformed request, not a crash.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : 400;
      void sendFailure(reply, status, [
        { message: status === 400 ? MESSAGES.badFormat : MESSAGES.internal },
      ]);
    },
  });

  app.decorate('rest', { db, config, paths: [] as string[], reads: new Map() });
  registerClientAddress(app, config);
  registerRequestLog(app);
  if (config.metricsToken || config.metricsListen) registerMetrics(app, db, config);
  if (backupKey) registerBackupRoute(app, db, backupKey);
  app.decorate('servedPaths', function (this: FastifyInstance) {
    return [...this.rest.paths];
  });

  // Every path takes both encodings; an empty body is `{}`.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseJsonBody(text as string));
  });
  await app.register(formbody, { parser: parseFormBody });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseUnknownBody(text as string));
  });

  // Query strings and path parameters pass the same text checks as bodies, on every route.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequestValue(request.query);
      checkRequestValue(request.params);
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof DomainError) return sendFailure(reply, error.status, error.messages);
    if (isFastifyError(error)) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return sendFailure(reply, 400, [{ message: MESSAGES.tooLarge }]);
      }
      // Framework and plugin client errors: bad content length, bad media type, bad JSON, a
      // multipart body that breaks its rules.
      if (
        error.code.startsWith('FST_ERR_CTP') ||
        error instanceof SyntaxError ||
        isClientErrorStatus(error.statusCode)
      ) {
        return sendFailure(reply, 400, [{ message: MESSAGES.badFormat }]);
      }
    }
    if (isMalformedUpload(error, request.raw)) {
      return sendFailure(reply, 400, [{ message: MESSAGES.badUpload }]);
    }
    request.log.error(
      { err: error, path: request.routeOptions.url ?? request.url.split('?')[0] },
      '请求处理失败',
    );
    return sendFailure(reply, 500, [{ message: MESSAGES.internal }]);
  });

  app.setNotFoundHandler((request, reply) => sendUnknownPath(request, reply, config));

  for (const register of restModules) register(app);
  return app;
}
