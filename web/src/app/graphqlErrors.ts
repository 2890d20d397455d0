import { CombinedGraphQLErrors, LinkError } from '@apollo/client/errors';
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

export function isGraphQLFailure(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error);
}

/**
 * Splits a failure into messages for form fields and the rest. Field names are matched without
 * regard to case because the REST side names them `oldpassword` where the form says `oldPassword`.
 */
export function splitFieldErrors<F extends string>(
  error: unknown,
  fields: Partial<Record<F, readonly string[]>>,
): { fieldErrors: Partial<Record<F, string>>; others: string[] } {
  const fieldErrors: Partial<Record<F, string>> = {};
  const others: string[] = [];
  const entries = Object.entries(fields) as [F, readonly string[]][];
  for (const { message, field } of errorMessages(error)) {
    const target =
      field === undefined
        ? undefined
        : entries.find(([, aliases]) =>
            aliases.some((a) => a.toLowerCase() === field.toLowerCase()),
          )?.[0];
    if (target === undefined) others.push(message);
    else fieldErrors[target] ??= message;
  }
  return { fieldErrors, others };
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
