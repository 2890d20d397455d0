// A list's search and page as its address's query string holds them, apart from the hook that
// keeps them there: the reads a page sends before its code has loaded read them the same way.

/** Page sizes of the spec: 10 for basic data, finance, system and to-do; 50 for orders. */
export const defaultPageSizes = { basic: 10, orders: 50 } as const;

/** Search values as they live in the URL: text per field ('' means no filter). */
export type SearchValues = Record<string, string>;

export interface ListParams<S extends SearchValues> {
  /** The defaults overlaid with what the query string holds. */
  search: S;
  pageNum: number;
  pageSize: number;
  /** The column the rows are sorted by (`sort=name`, `sort=-name` descending); null: the list's own. */
  sort: ListSort | null;
}

/** A list's sort: one of its sortable columns, and the direction. */
export interface ListSort {
  field: string;
  descending: boolean;
}

/** One column of a list's layout: shown or hidden, its width in pixels (null: the list's own). */
export interface ColumnSetting {
  key: string;
  hidden: boolean;
  width: number | null;
}

/**
 * The query-string names of a list's view beside its search and page: the columns, the sort and
 * the saved view it was opened from. A search keeps them; only a view replaces them.
 */
export const viewParamNames = ['cols', 'sort', 'view'] as const;

const COLUMN_KEY = /^[A-Za-z_][\w.-]*$/;

/** `sort=-orderCode` → descending by orderCode. */
export function sortOf(text: string | null): ListSort | null {
  if (!text) return null;
  const descending = text.startsWith('-');
  const field = descending ? text.slice(1) : text;
  return COLUMN_KEY.test(field) ? { field, descending } : null;
}

export function sortText(sort: ListSort | null): string {
  return sort ? `${sort.descending ? '-' : ''}${sort.field}` : '';
}

/**
 * `cols=orderCode,clientId~160,!status`: every column in its order, `!` hidden, `~` its width.
 * Null when the text holds none.
 */
export function columnSettingsOf(text: string | null): ColumnSetting[] | null {
  if (!text) return null;
  const settings: ColumnSetting[] = [];
  for (const part of text.split(',')) {
    const hidden = part.startsWith('!');
    const [key = '', width] = (hidden ? part.slice(1) : part).split('~');
    if (!COLUMN_KEY.test(key) || settings.some((s) => s.key === key)) continue;
    const px = width === undefined ? NaN : Number(width);
    settings.push({
      key,
      hidden,
      width: Number.isInteger(px) && px >= 40 && px <= 1000 ? px : null,
    });
  }
  return settings.length ? settings : null;
}

export function columnSettingsText(settings: readonly ColumnSetting[] | null): string {
  if (!settings) return '';
  return settings
    .map((s) => `${s.hidden ? '!' : ''}${s.key}${s.width === null ? '' : `~${s.width}`}`)
    .join(',');
}

function positive(text: string | null, fallback: number): number {
  const n = text === null ? NaN : Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The search and page of the query string `query` (with or without its '?'). */
export function listParamsOf<S extends SearchValues>(
  query: string,
  defaults: S,
  defaultPageSize: number,
): ListParams<S> {
  const current = new URLSearchParams(query);
  const values: SearchValues = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const v = current.get(name);
    if (v !== null) values[name] = v;
  }
  return {
    search: values as S,
    pageNum: positive(current.get('pageNum'), 1),
    pageSize: positive(current.get('pageSize'), defaultPageSize),
    sort: sortOf(current.get('sort')),
  };
}

/** The address's names a list keeps of its own: its search, page and view. */
export function ownNamesOf(searchNames: readonly string[]): Set<string> {
  return new Set([...searchNames, 'pageNum', 'pageSize', ...viewParamNames]);
}

/** What a saved view sets in a list's address (ListViewBar_view's fields the address keeps). */
export interface SavedViewParams {
  id: string;
  filters: readonly { name: string; value: string }[];
  sort: ListSort | null;
  pageSize: number | null;
}

/**
 * Writes a saved view into the address `next` as applying it does: the list's own names (its
 * search, page and view) replaced by the view's filters that differ from the defaults, its page
 * size, the columns' text `cols` (when the view changes the layout), its sort and its id.
 */
export function writeViewParams(
  next: URLSearchParams,
  view: SavedViewParams,
  list: { defaults: SearchValues; defaultPageSize: number; cols?: string | null },
): void {
  const searchNames = Object.keys(list.defaults);
  const own = ownNamesOf(searchNames);
  for (const name of [...next.keys()]) if (own.has(name)) next.delete(name);
  for (const f of view.filters) {
    if (searchNames.includes(f.name) && f.value !== (list.defaults[f.name] ?? '')) {
      next.set(f.name, f.value);
    }
  }
  if (view.pageSize && view.pageSize !== list.defaultPageSize) {
    next.set('pageSize', String(view.pageSize));
  }
  if (list.cols) next.set('cols', list.cols);
  if (view.sort) next.set('sort', sortText(view.sort));
  next.set('view', view.id);
}

/** The key of a list's first read of its saved views, sent ahead of the page (app/prefetch.ts). */
export const listViewsReadKey = (list: string) => `listViews:${list}`;
