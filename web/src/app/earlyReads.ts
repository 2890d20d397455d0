// The reads a page makes first, sent from the address before Apollo Client has loaded: the request
// leaves as soon as the page's documents are here (a few kilobytes), not after the client's 46 KB
// chunk has downloaded and run, and the answers are written into the client's cache once it has,
// for the page's first reads to take (app/prefetch.ts). A read that fails or answers with errors is
// left to the page, which asks again and tells the failure its own way.
import { Kind, print } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode, FieldNode, SelectionSetNode } from 'graphql';
import { graphqlAddress, requestTimeoutMs } from './endpoint.ts';
import { notePrefetch } from './prefetch.ts';
import { getToken } from './session.ts';

export interface EarlyRead {
  query: DocumentNode;
  variables?: Record<string, unknown>;
  /** The key the page's first read of it looks for (useFirstFetchPolicy); none for cache-first reads. */
  key?: string;
}

const typenameField: FieldNode = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
};

function withTypename(set: SelectionSetNode): SelectionSetNode {
  const selections = set.selections.map((s) =>
    s.kind === Kind.FIELD || s.kind === Kind.INLINE_FRAGMENT
      ? s.selectionSet
        ? { ...s, selectionSet: withTypename(s.selectionSet) }
        : s
      : s,
  );
  const named = selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
  return { ...set, selections: named ? selections : [...selections, typenameField] };
}

/**
 * The document as the cache needs its answer: every object's __typename asked for (the cache keys
 * records and matches fragments by it), as Apollo Client adds it to what it sends.
 */
export function typenamed(document: DocumentNode): DocumentNode {
  return {
    ...document,
    definitions: document.definitions.map((d) => {
      if (d.kind === Kind.FRAGMENT_DEFINITION)
        return { ...d, selectionSet: withTypename(d.selectionSet) };
      if (d.kind !== Kind.OPERATION_DEFINITION) return d;
      // The operation's own fields are the root's, which has no record of its own.
      const selections = d.selectionSet.selections.map((s) =>
        s.kind === Kind.FIELD && s.selectionSet
          ? { ...s, selectionSet: withTypename(s.selectionSet) }
          : s,
      );
      return { ...d, selectionSet: { ...d.selectionSet, selections } };
    }),
  };
}

function operationName(document: DocumentNode): string | undefined {
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) return d.name?.value;
  }
  return undefined;
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

export interface EarlyReadsSent {
  /** Resolves once the answers are in the signed-in client's cache (or could not be). */
  ready: Promise<void>;
}

const sessionClient = () => import('./apollo.ts').then((apollo) => apollo.signedInClient());

/** Sends `reads` in one request; the answers go into the cache of `client` (the signed-in one). */
export function sendEarlyReads(
  reads: readonly EarlyRead[],
  client: () => Promise<ApolloClient> = sessionClient,
): EarlyReadsSent {
  const token = getToken();
  const body = reads.map((read) => ({
    operationName: operationName(read.query),
    variables: read.variables ?? {},
    query: print(typenamed(read.query)),
  }));
  const answers = fetch(graphqlAddress, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  const ready = Promise.all([answers, client()])
    .then(([list, cache]) => {
      if (!Array.isArray(list)) return;
      reads.forEach((read, i) => {
        const answer = list[i] as Answer | undefined;
        if (!answer?.data || (answer.errors && answer.errors.length > 0)) return;
        cache.writeQuery({ query: read.query, variables: read.variables, data: answer.data });
        if (read.key) notePrefetch(read.key);
      });
    })
    .catch(() => undefined);
  return { ready };
}
