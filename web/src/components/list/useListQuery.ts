import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useFirstFetchPolicy } from '../../app/prefetch.ts';

/**
 * A paged list's query: one request per distinct search and page (the variables count by content,
 * so a re-render never asks again), answered from the network and then kept; a result of an
 * earlier search never replaces the current one, and a cache update from elsewhere does not
 * start another request. After a change (a status toggle, a delete) call refetch.
 */
export function useListQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: {
    skip?: boolean;
    /** The key of a read sent ahead of the page (app/prefetch.ts): the first read takes its answer. */
    firstReadKey?: string;
  } = {},
) {
  const key = JSON.stringify(variables);
  const stable = useMemo(() => JSON.parse(key) as TVariables, [key]);
  const fetchPolicy = useFirstFetchPolicy(options.firstReadKey ?? null, 'network-only');
  const queryOptions = {
    variables: stable,
    skip: options.skip,
    fetchPolicy,
    // A later search or page asks the server, whatever the first read took.
    initialFetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    // The page of a list travels on its own: the search form's dictionaries and pickers do not
    // wait for it, and a search sent while it loads is not held back by it.
    context: { alone: true },
  } as useQuery.Options<TData, TVariables>;
  return useQuery<TData, TVariables>(document, queryOptions);
}
