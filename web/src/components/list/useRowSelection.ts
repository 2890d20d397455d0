import { useCallback, useMemo, useState } from 'react';

/** The rows chosen for bulk work: some rows by key, or every row the list's filter matches. */
export interface RowSelection {
  /** Keys of the rows chosen one by one (or the page's, while allMatching). */
  keys: ReadonlySet<string>;
  /** Every row matching the filter is chosen (选择全部 N 条符合条件的记录). */
  allMatching: boolean;
  /** Rows chosen by hand: leaves the all-matching choice. */
  setKeys: (next: ReadonlySet<string>) => void;
  selectAllMatching: () => void;
  clear: () => void;
  /** How many rows an action would run on, given the list's total. */
  count: (total: number) => number;
}

const none: ReadonlySet<string> = new Set();

export function useRowSelection(): RowSelection {
  const [keys, setChosen] = useState<ReadonlySet<string>>(none);
  const [allMatching, setAllMatching] = useState(false);
  const setKeys = useCallback((next: ReadonlySet<string>) => {
    setAllMatching(false);
    setChosen(next);
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback(() => {
    setAllMatching(false);
    setChosen(none);
  }, []);
  return useMemo(
    () => ({
      keys,
      allMatching,
      setKeys,
      selectAllMatching,
      clear,
      count: (total: number) => (allMatching ? total : keys.size),
    }),
    [keys, allMatching, setKeys, selectAllMatching, clear],
  );
}
