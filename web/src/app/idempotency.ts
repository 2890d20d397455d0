import { ApolloLink } from '@apollo/client';
import { Kind, OperationTypeNode } from 'graphql';
import { useCallback, useRef } from 'react';

declare module '@apollo/client' {
  interface DefaultContext {
    /** One user action's key: the same on every retry of that action (see useIdempotencyKey). */
    idempotencyKey?: string;
  }
}

/** 128 random bits as hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Every mutation carries an `Idempotency-Key` header: the form's key when it gives one, else a
 * fresh one. The gateway sends it on create calls, and the back end answers a repeated key with
 * the first answer, so a save retried after a time-out never creates twice.
 */
export const idempotencyLink = new ApolloLink((operation, forward) => {
  const isMutation = operation.query.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION,
  );
  if (isMutation) {
    const key = operation.getContext().idempotencyKey ?? newIdempotencyKey();
    operation.setContext((previous) => ({
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        'idempotency-key': key,
      },
    }));
  }
  return forward(operation);
});

/**
 * The key of a create form: kept while the user saves again after a failure or time-out (the same
 * action), renewed once a save succeeded (the next save is a new record).
 */
export function useIdempotencyKey(): { current: () => string; renew: () => void } {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
