// A list's search inputs as data (no rendering): what the search form shows and what its
// request sends, shared with the reads a page sends before its code has loaded.
import type { EntityDecl, Field, SearchMode } from '../../../../model/masterData/types.ts';

/** One input of a list's search form; a range gives two (`<name>Begin`, `<name>End`). */
export interface SearchFieldSpec {
  /** The search variable. */
  name: string;
  label: string;
  field: Field;
  mode: SearchMode;
}

/** The search inputs of an entity's list, from its fields marked `search`. */
export function searchFieldsFor(decl: Pick<EntityDecl, 'fields'>): SearchFieldSpec[] {
  return decl.fields.flatMap((field): SearchFieldSpec[] => {
    const mode = field.search;
    if (!mode) return [];
    if (mode === 'range') {
      return [
        { name: `${field.name}Begin`, label: `${field.label}起`, field, mode },
        { name: `${field.name}End`, label: `${field.label}止`, field, mode },
      ];
    }
    return [{ name: field.name, label: field.label, field, mode }];
  });
}

/** The empty search (every filter off), for useListState and 重置. */
export function searchDefaultsFor(specs: readonly SearchFieldSpec[]): Record<string, string> {
  return Object.fromEntries(specs.map((s) => [s.name, '']));
}
