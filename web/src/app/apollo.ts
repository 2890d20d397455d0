import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { TypePolicies } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, OperationTypeNode } from 'graphql';
import type { OperationDefinitionNode } from 'graphql';
import { tap } from 'rxjs';
import { announceFailure } from './failureNotice.ts';
import { idempotencyLink } from './idempotency.ts';
import { getToken, onNewSession } from './session.ts';
import { graphqlAddress, requestTimeoutMs } from './errorText.ts';

export { forbiddenText } from './failureNotice.ts';
export { requestTimeoutMs } from './errorText.ts';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set by forms that show the failure on their own fields (or in their own words). */
    skipErrorToast?: boolean;
    /**
     * Queries of one group travel together; a query named to a group of its own (the frame's
     * reads) does not hold back the small reads beside it, nor wait behind them.
     */
    batchGroup?: string;
    /**
     * Sent at once in a request of its own, without waiting out the batch interval: a list's page,
     * which travels alone anyway, and whose timer a long task (the first render) would hold back.
     */
    alone?: boolean;
  }
}

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

/** The one place where failures of the signed-in calls become dialogs and toasts. */
export const errorLink = new ErrorLink(({ error, operation }) => {
  announceFailure(error, operation.operationName ?? '', operation.getContext().skipErrorToast);
});

let awaitingRequest: (() => void)[] = [];

/**
 * Resolves when the client next hands a request to the browser (or after `atMostMs`): a read sent
 * ahead of a page has left once the link's batch closed and Apollo sent it, which on a busy first
 * load took some 40 ms beyond the batch interval.
 */
export function requestSent(atMostMs = 150): Promise<void> {
  return new Promise<void>((resolve) => {
    awaitingRequest.push(resolve);
    setTimeout(resolve, atMostMs);
  });
}

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = fetch(input, { ...init, signal });
  const waiting = awaitingRequest;
  awaitingRequest = [];
  for (const resolve of waiting) resolve();
  return response;
}

/**
 * How long a query waits for the others of the same moment: what one page (or one opening of an
 * order) asks for as it renders travels as one request, one round trip instead of several.
 */
export const batchIntervalMs = 5;

/** The operation's mutation definitions (none for a query or a subscription). */
const mutations = (operation: ApolloLink.Operation): OperationDefinitionNode[] =>
  operation.query.definitions.filter(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.MUTATION,
  );

const isMutation = (operation: ApolloLink.Operation) => mutations(operation).length > 0;

/** The root fields of the operation's mutation, by their schema names. */
const mutationFields = (operation: ApolloLink.Operation): string[] =>
  mutations(operation).flatMap((d) =>
    d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])),
  );

/** The mutations that change the entries of a dictionary category (业务字典). */
const dictionaryChanges = new Set(['createDict', 'updateDict', 'setDictStatus', 'deleteDict']);

/**
 * Dictionary entries are kept inside the reads that brought them (typePolicies, `Dict`): after a
 * change to an entry, every read of a category (`dictionary`) is dropped from the cache, and the
 * pages showing one read it again: a renamed, added, stopped or deleted entry shows everywhere.
 */
export const dictionaryChangeLink = new ApolloLink((operation, forward) =>
  mutationFields(operation).some((field) => dictionaryChanges.has(field))
    ? forward(operation).pipe(
        tap((result) => {
          if (result.errors?.length) return;
          const { cache } = operation.client;
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'dictionary' });
          cache.gc();
        }),
      )
    : forward(operation),
);

// A save travels alone: its idempotency key is a header of its own request, and it must not
// wait for, or fail with, the reads around it. So does a read that asks to (`alone`).
const httpLink = ApolloLink.split(
  (operation) => isMutation(operation) || operation.getContext().alone === true,
  new HttpLink({ uri: graphqlAddress, fetch: fetchWithTimeout }),
  new BatchHttpLink({
    uri: graphqlAddress,
    fetch: fetchWithTimeout,
    batchInterval: batchIntervalMs,
    batchMax: 20,
    batchKey: (operation) => {
      const { batchGroup = '', headers = {} } = operation.getContext();
      return `${batchGroup}:${JSON.stringify(headers)}`;
    },
  }),
);

/**
 * How the cache tells records apart. Records are keyed by __typename and id; the gateway gives
 * fee lines and templates ids that carry their side (AP-7, AR-7), so a payable and a receivable
 * numbered alike stay two records. A settlement unit is a client (receivables) or a supplier
 * (payables) by its own number: client 3 and supplier 3 share the id, so it is kept inside the
 * line that names it (merged with what another page asked of it) rather than as a record of its
 * own. An order's fees are one record per order, whichever query brought them. The session's menu
 * (some 260 items, read whole by the frame on every page load and by nothing else) is kept as the
 * tree it came in: a record per item took the cache three times as long to write and read. So are
 * dictionary entries (some 400 in the order pages' one read of them, on every page load: half the
 * time of a record each); a change to one drops the reads of categories (dictionaryChangeLink).
 */
export const typePolicies: TypePolicies = {
  MenuItem: { keyFields: false },
  Dict: { keyFields: false },
  SettlementUnit: { keyFields: false, merge: true },
  OrderFees: { keyFields: ['orderCode'] },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, dictionaryChangeLink, authLink, idempotencyLink, httpLink]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

let sessionClient: ApolloClient | undefined;

/** The client of the signed-in pages: one per page load, its cache emptied at each sign-in. */
export function signedInClient(): ApolloClient {
  if (!sessionClient) {
    const client = createApolloClient();
    onNewSession(() => client.clearStore());
    sessionClient = client;
  }
  return sessionClient;
}
