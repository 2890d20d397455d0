import type { FastifyReply } from 'fastify';
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
