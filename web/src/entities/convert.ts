// Between GraphQL records and formik values, for any declared entity. The form keeps what the
// kit's inputs hold (codes, ids, Y/N texts, Decimal strings); GraphQL speaks CodeName objects,
// booleans and RecordStatus.
import { entity, refObjectName, userNameField } from '../../../model/masterData/index.ts';
import type { EntityDecl, Field } from '../../../model/masterData/types.ts';
import { emptyValueOf } from './kit/index.ts';

export { filterOfSearch, recordStatus } from './searchFilter.ts';

export type Values = Record<string, unknown>;

const statusToGraphql = { Y: 'ACTIVE', N: 'INACTIVE' } as const;

/** 'Y' or 'N' of a GraphQL RecordStatus (or of a Y/N text). */
export function statusText(value: unknown): 'Y' | 'N' {
  return value === 'INACTIVE' || value === 'N' ? 'N' : 'Y';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codeOf(value: unknown): string {
  if (isRecord(value)) return typeof value.code === 'string' ? value.code : '';
  return typeof value === 'string' ? value : '';
}

/** The text a referenced record is known by: route { routeName } → the route's name. */
export function refLabel(record: Values, field: Field): string | undefined {
  if (field.kind === 'user') {
    const name = record[userNameField(field)];
    return typeof name === 'string' ? name : undefined;
  }
  if (field.kind !== 'ref') return undefined;
  const target = record[refObjectName(field)];
  if (!isRecord(target)) return undefined;
  const title = target[entity(field.entity).titleField];
  return typeof title === 'string' ? title : undefined;
}

function formValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return emptyValueOf(field);
  switch (field.kind) {
    case 'status':
      return statusText(value);
    case 'flag': {
      const [yes, no] = field.values ?? ['Y', 'N'];
      if (typeof value === 'boolean') return value ? yes : no;
      return value;
    }
    case 'dict':
      if (field.multiple) return Array.isArray(value) ? value.map(codeOf).filter(Boolean) : [];
      return codeOf(value);
    case 'decimal':
    case 'cents':
      return typeof value === 'number' ? String(value) : value;
    default:
      return value;
  }
}

function pick(fields: readonly Field[], record: Values, keepNames: boolean): Values {
  const out: Values = {};
  for (const field of fields) {
    out[field.name] = formValue(field, record[field.name]);
    // Sub-list rows keep the picked record's name, for LineItemsField's record cells.
    if (keepNames && (field.kind === 'user' || field.kind === 'ref')) {
      const base = field.name.endsWith('Id') ? field.name.slice(0, -2) : field.name;
      out[`${base}Name`] = refLabel(record, field) ?? '';
    }
  }
  return out;
}

/** The form values of a loaded record: declared fields and sub-list rows only. */
export function valuesOfRecord(decl: EntityDecl, record: Values): Values {
  const values = pick(decl.fields, record, false);
  for (const sub of decl.subLists ?? []) {
    const rows = record[sub.name];
    values[sub.name] = Array.isArray(rows)
      ? rows.filter(isRecord).map((row) => pick(sub.fields, row, true))
      : [];
  }
  return values;
}

/** The labels of the record's chosen references, for the pickers of an edit form. */
export function recordLabelsOf(decl: EntityDecl, record: Values): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of decl.fields) {
    const label = refLabel(record, field);
    if (label) labels[field.name] = label;
  }
  return labels;
}

function blank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function inputValue(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'status':
      return statusToGraphql[statusText(value)];
    case 'flag': {
      const [yes] = field.values ?? ['Y', 'N'];
      return value === yes || value === true;
    }
    case 'dict':
      if (field.multiple) return Array.isArray(value) ? value : [];
      return blank(value) ? null : value;
    case 'int':
      return blank(value) ? null : Number(value);
    case 'string':
    case 'text':
      return blank(value) ? null : String(value).trim();
    default:
      return blank(value) ? null : value;
  }
}

function inputOf(fields: readonly Field[], values: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    out[field.name] = inputValue(field, values[field.name]);
  }
  return out;
}

/** The create/update input of the form's values: GraphQL types, blanks as null. */
export function inputOfValues(decl: EntityDecl, values: Values): Values {
  const input = inputOf(decl.fields, values);
  for (const sub of decl.subLists ?? []) {
    const rows = values[sub.name];
    input[sub.name] = Array.isArray(rows)
      ? rows.filter(isRecord).map((row) => inputOf(sub.fields, row))
      : [];
  }
  return input;
}

/** The values a uniqueness check compares, or null while a required one of them is empty. */
export function validationVariables(
  decl: EntityDecl,
  fields: readonly string[],
  values: Values,
): Record<string, string> | null {
  const vars: Record<string, string> = {};
  for (const name of fields) {
    const value = values[name];
    if (typeof value === 'string' && value.trim() !== '') vars[name] = value.trim();
    else if (decl.fields.find((f) => f.name === name)?.required) return null;
  }
  return vars;
}
