import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ListViewsDocument } from '../../__generated__/graphql.ts';
import type { ListViewBar_ViewFragment } from '../../__generated__/graphql.ts';
import type { Column } from './DataTable.tsx';
import {
  columnSettingsOf,
  columnSettingsText,
  sortText,
  listViewsReadKey,
  ownNamesOf,
  writeViewParams,
} from './listParams.ts';
import { useFirstFetchPolicy } from '../../app/prefetch.ts';
import type { ColumnSetting, ListSort, SearchValues } from './listParams.ts';
import { useCommitted } from './useCommitted.ts';
import type { ListState } from './useListState.ts';

export type SavedListView = ListViewBar_ViewFragment;

/** What a saved view keeps, as the list stands now. */
export interface ListViewContent {
  filters: { name: string; value: string }[];
  columns: ColumnSetting[];
  sort: ListSort | null;
  pageSize: number | null;
}

/** A list's view layer: its columns as chosen, its sort, and its saved views (ViewBar). */
export interface ListViewController<Row> {
  /** The list's key for its saved views (its route by default). */
  key: string;
  /** Every column the list offers, in the list's own order. */
  allColumns: readonly Column<Row>[];
  /** Every column with its setting, in the chosen order. */
  settings: ColumnSetting[];
  /** The columns to show: the chosen ones, in the chosen order, at the chosen widths. */
  columns: Column<Row>[];
  sort: ListSort | null;
  /** Sorts by a sortable column: ascending first, then descending, then the list's own order. */
  onSort: ((field: string) => void) | undefined;
  /** Applies a column layout (null: the list's own). */
  setColumns: (settings: ColumnSetting[] | null) => void;
  views: readonly SavedListView[];
  /** The saved view the list was opened from (the address's `view`). */
  currentViewId: string | null;
  applyView: (view: SavedListView) => void;
  /** Back to the list's own search, columns, sort and page size. */
  clearView: () => void;
  /** The list's filters, columns, sort and page size as a view would keep them. */
  content: () => ListViewContent;
  /** The list's search values in the address (a new view of another list's filters is refused). */
  searchNames: readonly string[];
}

export interface UseListViewOptions<Row> {
  /** The list's key for saved views; default the route (path) of the page. */
  key?: string;
  columns: readonly Column<Row>[];
  /**
   * The columns the server sorts by: true for all of them, or their keys. Omitted: the list is
   * shown in its own order (no sortable headers).
   */
  sortable?: boolean | readonly string[];
}

function layoutOf<Row>(
  columns: readonly Column<Row>[],
  chosen: readonly ColumnSetting[] | null,
): ColumnSetting[] {
  const known = new Map(columns.map((c) => [c.key, c]));
  const settings: ColumnSetting[] = [];
  for (const s of chosen ?? []) if (known.has(s.key)) settings.push(s);
  for (const c of columns) {
    if (!settings.some((s) => s.key === c.key)) {
      settings.push({ key: c.key, hidden: false, width: null });
    }
  }
  return settings;
}

const isOwnLayout = (settings: readonly ColumnSetting[], columns: readonly { key: string }[]) =>
  settings.length === columns.length &&
  settings.every((s, i) => s.key === columns[i]?.key && !s.hidden && s.width === null);

/** The saved views of a list, as useListView and useListViewReady ask for them (one request). */
function useSavedViews(listKey: string) {
  // Sent ahead of the page (an order list opened first), they are taken from that read.
  const fetchPolicy = useFirstFetchPolicy(listViewsReadKey(listKey), 'cache-and-network');
  return useQuery(ListViewsDocument, {
    variables: { list: listKey },
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
    context: { skipErrorToast: true },
  });
}

/**
 * Whether the list may ask for its first page. A list opened with nothing of its own in the
 * address may open on the user's default view (useListView applies it): its page waits for the
 * saved views, and for the default's search once there is one, so opening a list sends exactly
 * one first-page request — not the bare list's and then the default's. Call it before the list's
 * query, with the key given to useListView; `skip` the query (and show it loading) until ready.
 */
export function useListViewReady<S extends SearchValues>(
  list: ListState<S>,
  key?: string,
): boolean {
  const location = useLocation();
  const [params] = useSearchParams();
  const { data, error } = useSavedViews(key ?? location.pathname);
  // The address as the list's search reads it (useListState: as of the last commit), so the
  // default view's search is the one the first request carries.
  const committed = useCommitted(params.toString());
  const openedBare = useRef<boolean | null>(null);
  if (openedBare.current === null) {
    const own = ownNamesOf(Object.keys(list.defaults));
    openedBare.current = [...params.keys()].every((name) => !own.has(name));
  }
  // Once ready it stays so: leaving the default view later is a search like any other.
  const settled = useRef(false);
  if (!settled.current) {
    settled.current =
      !openedBare.current ||
      error !== undefined ||
      (data !== undefined &&
        (!data.listViews.some((v) => v.isDefault) ||
          new URLSearchParams(committed).get('view') !== null));
  }
  return settled.current;
}

/**
 * The columns, sort and saved views of a list, kept in its address beside the search
 * (useListState): `cols`, `sort` and `view`, so a copied link shows the same rows and columns.
 * A list opened with nothing of its own in the address opens on the user's default view.
 */
export function useListView<Row, S extends SearchValues>(
  list: ListState<S>,
  { key, columns, sortable }: UseListViewOptions<Row>,
): ListViewController<Row> {
  const location = useLocation();
  const listKey = key ?? location.pathname;
  const [params, setParams] = useSearchParams();
  const colsText = params.get('cols');
  const currentViewId = params.get('view');
  const settings = useMemo(
    () => layoutOf(columns, columnSettingsOf(colsText)),
    [columns, colsText],
  );
  const sortableKeys = useMemo(
    () =>
      sortable === true
        ? new Set(columns.map((c) => c.key))
        : new Set(Array.isArray(sortable) ? sortable : []),
    [columns, sortable],
  );
  const shown = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    return settings.flatMap((s): Column<Row>[] => {
      const column = byKey.get(s.key);
      if (!column || s.hidden) return [];
      return [
        {
          ...column,
          ...(s.width === null ? {} : { width: `${s.width}px` }),
          ...(sortableKeys.has(column.key) ? { sortable: true } : {}),
        },
      ];
    });
  }, [columns, settings, sortableKeys]);
  const sort = list.sort && sortableKeys.has(list.sort.field) ? list.sort : null;

  const { data } = useSavedViews(listKey);
  const views = useMemo(() => data?.listViews ?? [], [data]);

  const searchNames = useMemo(() => Object.keys(list.defaults), [list.defaults]);
  const ownNames = useMemo(() => ownNamesOf(searchNames), [searchNames]);

  /** Writes the view params (and with `replaceAll`, the search and page) into the address. */
  const writeParams = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      const next = new URLSearchParams(params);
      change(next);
      setParams(next, { replace, flushSync: true });
    },
    [params, setParams],
  );

  const onSort = useMemo(() => {
    if (sortableKeys.size === 0) return undefined;
    return (field: string) =>
      writeParams((next) => {
        const now = sort;
        const following: ListSort | null =
          now?.field !== field
            ? { field, descending: false }
            : !now.descending
              ? { field, descending: true }
              : null;
        if (following) next.set('sort', sortText(following));
        else next.delete('sort');
        next.delete('pageNum');
      });
  }, [sortableKeys, sort, writeParams]);

  const setColumns = useCallback(
    (chosen: ColumnSetting[] | null) =>
      writeParams((next) => {
        if (!chosen || isOwnLayout(chosen, columns)) next.delete('cols');
        else next.set('cols', columnSettingsText(chosen));
      }),
    [writeParams, columns],
  );

  const applyView = useCallback(
    (view: SavedListView, replace = false) =>
      writeParams((next) => {
        const chosen = view.columns.length
          ? layoutOf(
              columns,
              view.columns.map((c) => ({ key: c.key, hidden: c.hidden, width: c.width ?? null })),
            )
          : null;
        writeViewParams(next, view, {
          defaults: list.defaults,
          defaultPageSize: list.defaultPageSize,
          cols: chosen && !isOwnLayout(chosen, columns) ? columnSettingsText(chosen) : null,
        });
      }, replace),
    [writeParams, list.defaults, list.defaultPageSize, columns],
  );

  const clearView = useCallback(
    () =>
      writeParams((next) => {
        for (const name of [...next.keys()]) if (ownNames.has(name)) next.delete(name);
      }),
    [writeParams, ownNames],
  );

  // The default view, once, when the list was opened with nothing of its own in the address.
  const openedBare = useRef([...params.keys()].every((name) => !ownNames.has(name)));
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (defaultApplied.current || !data) return;
    defaultApplied.current = true;
    const preferred = views.find((v) => v.isDefault);
    if (openedBare.current && preferred) applyView(preferred, true);
  }, [data, views, applyView]);

  const content = useCallback(
    (): ListViewContent => ({
      filters: Object.entries(list.search)
        .filter(([name, value]) => value !== (list.defaults[name] ?? ''))
        .map(([name, value]) => ({ name, value })),
      columns: isOwnLayout(settings, columns) ? [] : settings,
      sort,
      pageSize: list.pageSize,
    }),
    [list.search, list.defaults, list.pageSize, settings, columns, sort],
  );

  return {
    key: listKey,
    allColumns: columns,
    settings,
    columns: shown,
    sort,
    onSort,
    setColumns,
    views,
    currentViewId,
    applyView,
    clearView,
    content,
    searchNames,
  };
}
