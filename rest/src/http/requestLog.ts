// One JSON line per request (Fastify's pino), under the request id the gateway passed on
// (x-request-id, see model/requestLog.ts): who, which path, what status, how long. Bodies and
// query strings are never logged (downloads carry the token in the query).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  REQUEST_ID_HEADER,
  SESSION_ORG_HEADER,
  SESSION_USER_HEADER,
} from '../../../model/requestLog.ts';
import type { SessionInfo } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, once its token was checked (for the request's log line). */
    caller: { userId: number; orgId: number | null } | null;
  }
}

/** Remembers who called, and tells the gateway, which logs it on its own line. */
export function noteCaller(request: FastifyRequest, reply: FastifyReply, session: SessionInfo) {
  request.caller = { userId: session.userId, orgId: session.orgId };
  reply.header(SESSION_USER_HEADER, String(session.userId));
  if (session.orgId !== null) reply.header(SESSION_ORG_HEADER, String(session.orgId));
}

export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const q = request.url.indexOf('?');
    request.log.info(
      {
        user: request.caller?.userId ?? null,
        org: request.caller?.orgId ?? null,
        method: request.method,
        path: request.routeOptions.url ?? (q === -1 ? request.url : request.url.slice(0, q)),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
