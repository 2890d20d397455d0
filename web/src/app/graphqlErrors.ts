import { CombinedGraphQLErrors, LinkError, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/** One message of a failure, as the gateway passes on the REST messages. */
export interface ErrorMessage {
  message: string;
  field?: string;
  code?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The messages of one GraphQL error: extensions.messages[].message, else its own message. */
export function messagesOfOne(error: GraphQLFormattedError): ErrorMessage[] {
  const raw = error.extensions?.messages;
  if (Array.isArray(raw)) {
    const messages: ErrorMessage[] = [];
    for (const item of raw as unknown[]) {
      if (!isRecord(item) || typeof item.message !== 'string') continue;
      messages.push({
        message: item.message,
        ...(typeof item.field === 'string' ? { field: item.field } : {}),
        ...(typeof item.code === 'string' ? { code: item.code } : {}),
      });
    }
    if (messages.length > 0) return messages;
  }
  return [{ message: error.message }];
}

/** The GraphQL error codes (extensions.code) of a failure, in order. */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) =>
    typeof e.extensions?.code === 'string' ? [e.extensions.code] : [],
  );
}

/** Every message of a failure: extensions.messages[].message, else the error's own message. */
export function errorMessages(error: unknown): ErrorMessage[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.flatMap(messagesOfOne);
  if (error instanceof Error) return [{ message: error.message }];
  return [];
}

/**
 * The refused input fields of a failure, as the gateway names them in `extensions.fields`: the
 * message of each, by its path in the operation's input (`feeCode`, `lines[2].unitPrice`).
 */
export function inputFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return fields;
  for (const e of error.errors) {
    const raw = e.extensions?.fields;
    if (!isRecord(raw)) continue;
    for (const [path, message] of Object.entries(raw)) {
      if (typeof message === 'string' && !(path in fields)) fields[path] = message;
    }
  }
  return fields;
}

export function isGraphQLFailure(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/** Codes the error link answers with a dialog or a warning even for callers that skip toasts. */
const LINK_SHOWS_CODES = new Set(['UNAUTHENTICATED', 'SESSION_TAKEN_OVER', 'FORBIDDEN']);

/**
 * True when the app's error link has already shown this failure to the user, whatever the caller
 * asked: the lost-session dialog, the 403 warning, or a failure that is not a GraphQL answer (the
 * gateway not reached, timed out, or answering an HTTP error). A caller that shows failures itself
 * (`skipErrorToast`) shows only the others, so one failure is reported once.
 */
export function shownByErrorLink(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return errorCodes(error).some((c) => LINK_SHOWS_CODES.has(c));
  }
  return LinkError.is(error);
}

/**
 * The message of a save refused because the record changed since it was read (CONFLICT: who
 * changed it and when), or null for any other failure.
 */
export function conflictOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refused = error.errors.find((e) => e.extensions?.code === 'CONFLICT');
  return refused ? (messagesOfOne(refused)[0]?.message ?? refused.message) : null;
}

function referenceOf(errors: readonly unknown[]): string | undefined {
  for (const e of errors) {
    const reference = isRecord(e) && isRecord(e.extensions) ? e.extensions.reference : undefined;
    if (typeof reference === 'string' && reference) return reference;
  }
  return undefined;
}

/**
 * The short reference (错误编号) the gateway gives a failed request, which finds its log lines:
 * from the GraphQL errors, or from the body of an HTTP error answer.
 */
export function errorReference(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return referenceOf(error.errors);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? referenceOf(body.errors) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
