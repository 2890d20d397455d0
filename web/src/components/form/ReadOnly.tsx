import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/**
 * Makes every kit field, picker, sub-list and section save button below it read-only: a view
 * page wraps its content once instead of passing `disabled` to each input.
 */
export function ReadOnlyScope({
  readOnly = true,
  children,
}: {
  readOnly?: boolean;
  children: ReactNode;
}) {
  const outer = useContext(ReadOnlyContext);
  return <ReadOnlyContext.Provider value={outer || readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the surrounding page is read-only. */
export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/** A field's own `disabled` combined with the surrounding read-only scope. */
export function useFieldDisabled(disabled: boolean | undefined): boolean {
  return useContext(ReadOnlyContext) || disabled === true;
}
