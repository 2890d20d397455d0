import type { SelectOption } from '../../components/form/index.ts';

/** A BUTTON dictionary entry as the ButtonKeys query answers it. */
export interface ButtonEntry {
  dictName: string;
  remark?: string | null;
}

/**
 * The choices of a button node's action keys. A key is the short key a page checks ('add'): the
 * remark of a BUTTON entry, which is what the server accepts. A key the node already carries that
 * the dictionary no longer has stays listed, so saving the node unchanged keeps it.
 */
export function buttonKeyOptions(
  entries: readonly ButtonEntry[],
  storedKeys: readonly string[],
): SelectOption[] {
  const options = entries.flatMap((d) =>
    d.remark ? [{ value: d.remark, label: `${d.dictName}（${d.remark}）` }] : [],
  );
  for (const key of storedKeys) {
    if (!options.some((o) => o.value === key)) {
      options.push({ value: key, label: `${key}（不在字典中）` });
    }
  }
  return options;
}
