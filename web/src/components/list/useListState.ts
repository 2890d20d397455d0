import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listParamsOf, viewParamNames } from './listParams.ts';
import type { ListSort, SearchValues } from './listParams.ts';
import { useCommitted } from './useCommitted.ts';

export type { SearchValues } from './listParams.ts';

export interface ListState<S extends SearchValues> {
  /** The applied search: the defaults overlaid with what the URL holds. */
  search: S;
  pageNum: number;
  pageSize: number;
  /** Applies a search and goes back to page 1. */
  setSearch: (values: S) => void;
  setPage: (pageNum: number, pageSize?: number) => void;
  /** Clears the search and the paging. */
  reset: () => void;
  /** The variables of a paged list query: the search plus pageNum and pageSize. */
  variables: S & { pageNum: number; pageSize: number };
  /** The sort the address names (useListView changes it); null: the list's own order. */
  sort: ListSort | null;
  /** What a saved view compares against and leaves out of the address. */
  defaults: S;
  defaultPageSize: number;
}

/**
 * A list's search values and page, kept in the query string so back/forward, reload and a
 * shared link show the same list. Values equal to the defaults stay out of the URL. The list
 * follows the address bar once a navigation has committed (see useCommitted).
 */
export function useListState<S extends SearchValues>(
  defaults: S,
  defaultPageSize: number,
): ListState<S> {
  const [params, setParams] = useSearchParams();
  const key = useCommitted(params.toString());
  // Pages pass the defaults as a literal; its content, not its identity, matters.
  const defaultsKey = JSON.stringify(defaults);
  const initial = useMemo(() => JSON.parse(defaultsKey) as S, [defaultsKey]);

  const { search, pageNum, pageSize, sort } = useMemo(
    () => listParamsOf<S>(key, initial, defaultPageSize),
    [key, initial, defaultPageSize],
  );

  const write = useCallback(
    (values: SearchValues, page: number, size: number) => {
      const next = new URLSearchParams();
      // The view's columns and sort stay through a search and a page change.
      for (const name of viewParamNames) {
        const kept = params.get(name);
        if (kept !== null) next.set(name, kept);
      }
      for (const [name, value] of Object.entries(values)) {
        if (value !== (initial[name] ?? '')) next.set(name, value);
      }
      if (page !== 1) next.set('pageNum', String(page));
      if (size !== defaultPageSize) next.set('pageSize', String(size));
      // Applied at once, not in a transition that React may hold back behind the loading
      // page (see useCommitted): the search's request leaves as soon as 查询 is pressed.
      setParams(next, { flushSync: true });
    },
    [params, setParams, defaultPageSize, initial],
  );

  const setSearch = useCallback((values: S) => write(values, 1, pageSize), [write, pageSize]);
  const setPage = useCallback(
    (page: number, size?: number) => write(search, page, size ?? pageSize),
    [write, search, pageSize],
  );
  const reset = useCallback(() => write({}, 1, pageSize), [write, pageSize]);
  const variables = useMemo(() => ({ ...search, pageNum, pageSize }), [search, pageNum, pageSize]);

  return {
    search,
    pageNum,
    pageSize,
    setSearch,
    setPage,
    reset,
    variables,
    sort,
    defaults: initial,
    defaultPageSize,
  };
}
