import type { EntityDecl, Field, SubList } from '../../../../model/masterData/types.ts';

/** The empty value of a field in a form, with the declaration's default. */
export function emptyValueOf(field: Field): unknown {
  switch (field.kind) {
    case 'int':
      return field.default ?? null;
    case 'status':
      return 'Y';
    case 'flag': {
      const [yes, no] = field.values ?? ['Y', 'N'];
      return field.default === undefined ? '' : field.default ? yes : no;
    }
    case 'dict':
      return field.multiple ? [] : (field.default ?? '');
    case 'string':
    case 'text':
      return field.default ?? '';
    default:
      return '';
  }
}

/** A new row of a sub-list (a contact, a bank account). */
export function emptyRowOf(subList: SubList): Record<string, unknown> {
  return Object.fromEntries(subList.fields.map((f) => [f.name, emptyValueOf(f)]));
}

/** The values of an add form: every field empty or defaulted, every sub-list empty. */
export function initialValuesFor(
  decl: Pick<EntityDecl, 'fields' | 'subLists'>,
): Record<string, unknown> {
  return {
    ...Object.fromEntries(decl.fields.map((f) => [f.name, emptyValueOf(f)])),
    ...Object.fromEntries((decl.subLists ?? []).map((s) => [s.name, []])),
  };
}

/**
 * The values of an edit form from a loaded record: the declared fields only, nulls made empty
 * (inputs are controlled), numbers of decimal fields made text.
 */
export function valuesFromRecord(
  decl: Pick<EntityDecl, 'fields' | 'subLists'>,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const pick = (fields: readonly Field[], source: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(
      fields.map((f) => {
        const value = source[f.name];
        if (value === null || value === undefined) return [f.name, emptyValueOf(f)];
        if ((f.kind === 'decimal' || f.kind === 'cents') && typeof value === 'number') {
          return [f.name, String(value)];
        }
        // Dictionary and record objects ({ code, name } / { id, … }) keep their code or id.
        if (typeof value === 'object' && !Array.isArray(value)) {
          const o = value as Record<string, unknown>;
          return [f.name, o.code ?? o.id ?? ''];
        }
        return [f.name, value];
      }),
    );
  return {
    ...pick(decl.fields, record),
    ...Object.fromEntries(
      (decl.subLists ?? []).map((s) => {
        const rows = record[s.name];
        return [
          s.name,
          Array.isArray(rows) ? rows.map((r) => pick(s.fields, r as Record<string, unknown>)) : [],
        ];
      }),
    ),
  };
}
