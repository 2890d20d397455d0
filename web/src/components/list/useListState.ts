import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCommitted } from './useCommitted.ts';

/** Search values as they live in the URL: text per field ('' means no filter). */
export type SearchValues = Record<string, string>;

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
}

function positive(text: string | null, fallback: number): number {
  const n = text === null ? NaN : Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
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

  const search = useMemo(() => {
    const current = new URLSearchParams(key);
    const values: SearchValues = { ...initial };
    for (const name of Object.keys(initial)) {
      const v = current.get(name);
      if (v !== null) values[name] = v;
    }
    return values as S;
  }, [key, initial]);
  const current = useMemo(() => new URLSearchParams(key), [key]);
  const pageNum = positive(current.get('pageNum'), 1);
  const pageSize = positive(current.get('pageSize'), defaultPageSize);

  const write = useCallback(
    (values: SearchValues, page: number, size: number) => {
      const next = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) {
        if (value !== (initial[name] ?? '')) next.set(name, value);
      }
      if (page !== 1) next.set('pageNum', String(page));
      if (size !== defaultPageSize) next.set('pageSize', String(size));
      // Applied at once, not in a transition that React may hold back behind the loading
      // page (see useCommitted): the search's request leaves as soon as 查询 is pressed.
      setParams(next, { flushSync: true });
    },
    [setParams, defaultPageSize, initial],
  );

  const setSearch = useCallback((values: S) => write(values, 1, pageSize), [write, pageSize]);
  const setPage = useCallback(
    (page: number, size?: number) => write(search, page, size ?? pageSize),
    [write, search, pageSize],
  );
  const reset = useCallback(() => write({}, 1, pageSize), [write, pageSize]);
  const variables = useMemo(() => ({ ...search, pageNum, pageSize }), [search, pageNum, pageSize]);

  return { search, pageNum, pageSize, setSearch, setPage, reset, variables };
}
