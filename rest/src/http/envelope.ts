import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestConfig } from '../config.ts';
import { MESSAGES } from './errors.ts';
import type { ErrorMessage } from './errors.ts';

/**
 * A non-200 answer that is not a failure (checkLogin's 202). Handlers return it instead of
 * plain data to choose the status.
 */
export class Answer<T = unknown> {
  constructor(
    readonly status: number,
    readonly data: T,
  ) {}
}

export function answer<T>(status: number, data: T): Answer<T> {
  return new Answer(status, data);
}

/** The one place that writes `{status, data}`; the HTTP status always equals `status`. */
export function sendEnvelope(reply: FastifyReply, status: number, data: unknown): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ status, data: data === undefined ? null : data }));
}

export function sendFailure(
  reply: FastifyReply,
  status: number,
  messages: ErrorMessage[],
): FastifyReply {
  return sendEnvelope(reply, status, messages);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A path that is not served, answered in the configured style (REST_UNKNOWN_PATH): this back
 * end's envelope, or the answer of a back end in the field (a JSON 404 with plain strings, a
 * framework's HTML 404 page naming the path, or HTTP 200 carrying a failure status and the path).
 */
export function sendUnknownPath(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<RestConfig, 'unknownPath'>,
): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  switch (config.unknownPath) {
    case 'json404':
      return sendEnvelope(reply, 404, [MESSAGES.noSuchPath]);
    case 'html404':
      return reply
        .code(404)
        .header('content-type', 'text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><title>404 Not Found</title></head><body>` +
            `<h1>Whitelabel Error Page</h1><p>No mapping for ${escapeHtml(request.method)} ` +
            `${escapeHtml(path)}</p></body></html>`,
        );
    case 'status200':
      return reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .send(
          JSON.stringify({ status: 500, data: `No handler found for ${request.method} ${path}` }),
        );
    default:
      return sendFailure(reply, 404, [{ message: MESSAGES.noSuchPath }]);
  }
}
