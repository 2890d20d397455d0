import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { recordTitle } from '../../../model/masterData/index.ts';
import { EntityUserOptionsDocument } from '../__generated__/graphql.ts';
import type { DictOption } from '../components/form/DictSelect.tsx';
import type { RecordOption } from '../components/form/RecordPicker.tsx';
import type { KitOptions } from './kit/index.ts';
import { userEntity } from './kit/index.ts';
import { entryFor } from './registry.ts';
import type { RegistryEntry } from './registry.ts';

/** How many records a picker offers per keyword. */
const pickerLimit = 20;

type Row = Record<string, unknown>;

function rowsOf(data: unknown, key: string): Row[] {
  if (typeof data !== 'object' || data === null) return [];
  const list = (data as Row)[key];
  return Array.isArray(list) ? (list as Row[]) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

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
 * The choices an entity's search and form need: its dictionaries in one request, and a loader of
 * referenced records (picker lists) and of staff for user fields.
 */
export function useEntityOptions(entry: RegistryEntry): EntityOptions {
  const client = useApolloClient();
  const dictionaries = entry.docs.dictionaries;
  const { data, loading, error } = useQuery(dictionaries ?? EntityUserOptionsDocument, {
    skip: !dictionaries,
  });

  const loadRecords = useCallback(
    async (entity: string, keyword: string): Promise<readonly RecordOption[]> => {
      const word = keyword.trim();
      if (entity === userEntity) {
        const result = await client.query({ query: EntityUserOptionsDocument });
        return (result.data?.organisationUsers ?? [])
          .filter((u) => word === '' || u.userName.includes(word))
          .slice(0, pickerLimit * 5)
          .map((u) => ({ id: u.id, label: u.userName }));
      }
      const target = entryFor(entity);
      const { decl, docs } = target;
      const query = docs.options ?? docs.groupOptions;
      if (query) {
        const result = await client.query({
          query,
          variables: { keyword: word || null, limit: pickerLimit },
        });
        const key = docs.options ? `${decl.name}Options` : `${decl.name}GroupOptions`;
        return rowsOf(result.data, key).map((r) => ({
          id: text(r.id),
          label: recordTitle(decl, text(r[decl.titleField]), text(r[decl.codeField ?? 'code'])),
        }));
      }
      if (docs.search) {
        // HS codes: searched by number or name, shown as both.
        if (word === '') return [];
        const result = await client.query({
          query: docs.search,
          variables: { keyword: word, limit: pickerLimit },
        });
        return rowsOf(result.data, 'hsCodeSearch').map((r) => ({
          id: text(r.id),
          label: `${text(r.goodsNo)} ${text(r[decl.titleField])}`.trim(),
        }));
      }
      return [];
    },
    [client],
  );

  const loadRecord = useCallback(
    async (entity: string, id: string): Promise<RecordOption | null> => {
      if (entity === userEntity) {
        const result = await client.query({ query: EntityUserOptionsDocument });
        const user = (result.data?.organisationUsers ?? []).find((u) => u.id === id);
        return user ? { id: user.id, label: user.userName } : null;
      }
      const { decl, docs } = entryFor(entity);
      if (!docs.byId) return null;
      const result = await client.query({ query: docs.byId, variables: { id } });
      const found = (result.data as Row | undefined)?.[decl.name];
      if (typeof found !== 'object' || found === null) return null;
      const row = found as Row;
      const label = recordTitle(
        decl,
        text(row[decl.titleField]),
        text(row[decl.codeField ?? 'code']),
      );
      return label ? { id, label } : null;
    },
    [client],
  );

  const dicts = useMemo(() => (dictionaries ? dictsOf(data) : {}), [dictionaries, data]);
  const options = useMemo<KitOptions>(
    () => ({ dicts, loadRecords, loadRecord }),
    [dicts, loadRecords, loadRecord],
  );
  return { options, loading: loading && !data, error };
}
