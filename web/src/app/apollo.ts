import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { idempotencyLink } from './idempotency.ts';
import { getToken } from './session.ts';
import {
  failureTexts,
  graphqlAddress,
  interfaceFailureTitle,
  isCancelled,
  transportFailureText,
} from './errorText.ts';
import { openSessionExpired } from './sessionExpired.ts';
import { showError, showWarning } from './toaster.tsx';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set by forms that show the failure on their own fields (or in their own words). */
    skipErrorToast?: boolean;
  }
}

/** The request time-out of the spec (section 9). */
export const requestTimeoutMs = 30_000;

/** Sign-in operations: a 401 there is a wrong password or unknown account, not a lost session. */
const signInOperations = new Set(['Captcha', 'CheckLogin', 'Login', 'Logout']);

export const forbiddenText = '抱歉，您无权访问此页面。';

const authLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  if (token) {
    operation.setContext((previous) => ({
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        authorization: `Bearer ${token}`,
      },
    }));
  }
  return forward(operation);
});

/**
 * The one place where failures become dialogs and toasts (the spec's error catalogue), each
 * failure once: a lost session opens the dialog, a refusal warns once, a business failure toasts
 * each distinct message, and a call that got no GraphQL answer toasts "(address) 接口异常" with a
 * Chinese reason, even for callers that show their own errors (they cannot place it on a field).
 */
export const errorLink = new ErrorLink(({ error, operation }) => {
  const name = operation.operationName ?? '';
  const { skipErrorToast } = operation.getContext();
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => e.extensions?.code);
    if (!signInOperations.has(name)) {
      if (codes.includes('SESSION_TAKEN_OVER')) return openSessionExpired('SESSION_TAKEN_OVER');
      if (codes.includes('UNAUTHENTICATED')) return openSessionExpired('UNAUTHENTICATED');
    }
    if (codes.includes('FORBIDDEN')) return showWarning(forbiddenText);
    if (skipErrorToast) return;
    for (const text of failureTexts(error)) showError(text);
    return;
  }
  if (isCancelled(error)) return;
  showError(interfaceFailureTitle, undefined, transportFailureText(error));
});

const httpLink = new HttpLink({
  uri: graphqlAddress,
  fetch: (input, init) => {
    const timeout = AbortSignal.timeout(requestTimeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  },
});

/**
 * How the cache tells records apart. Records are keyed by __typename and id; the gateway gives
 * fee lines and templates ids that carry their side (AP-7, AR-7), so a payable and a receivable
 * numbered alike stay two records. A settlement unit is a client (receivables) or a supplier
 * (payables) by its own number: client 3 and supplier 3 share the id, so it is kept inside the
 * line that names it (merged with what another page asked of it) rather than as a record of its
 * own. An order's fees are one record per order, whichever query brought them.
 */
export const typePolicies: TypePolicies = {
  SettlementUnit: { keyFields: false, merge: true },
  OrderFees: { keyFields: ['orderCode'] },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, idempotencyLink, httpLink]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}
