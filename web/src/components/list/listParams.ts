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
  };
}
