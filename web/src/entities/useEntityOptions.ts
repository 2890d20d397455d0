import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { EntityUserOptionsDocument } from '../__generated__/graphql.ts';
import type { DictOption } from '../components/form/DictSelect.tsx';
import type { KitOptions } from './kit/index.ts';
import { text, useRecordLoaders } from './pickers.ts';
import type { RegistryEntry } from './registry.ts';

type Row = Record<string, unknown>;

/** Dictionary entries per category, from a `<Type>Dictionaries` answer (aliased by category). */
export function dictsOf(data: unknown): Partial<Record<string, DictOption[]>> {
  if (typeof data !== 'object' || data === null) return {};
  const out: Partial<Record<string, DictOption[]>> = {};
  for (const [category, list] of Object.entries(data as Row)) {
    if (!Array.isArray(list)) continue;
    out[category] = (list as Row[]).map((d) => ({
      code: text(d.dictCode),
      name: text(d.dictName),
    }));
  }
  return out;
}

export interface EntityOptions {
  options: KitOptions;
  /** True until the dictionaries arrive (the first time). */
  loading: boolean;
  error: unknown;
}

/**
 * The choices an entity's search and form need: its dictionaries in one request, and the loaders
 * of referenced records (picker lists) and of staff for user fields (pickers.ts).
 */
export function useEntityOptions(entry: RegistryEntry): EntityOptions {
  const dictionaries = entry.docs.dictionaries;
  const { data, loading, error } = useQuery(dictionaries ?? EntityUserOptionsDocument, {
    skip: !dictionaries,
  });
  const { loadRecords, loadRecord } = useRecordLoaders();
  const dicts = useMemo(() => (dictionaries ? dictsOf(data) : {}), [dictionaries, data]);
  const options = useMemo<KitOptions>(
    () => ({ dicts, loadRecords, loadRecord }),
    [dicts, loadRecords, loadRecord],
  );
  return { options, loading: loading && !data, error };
}
