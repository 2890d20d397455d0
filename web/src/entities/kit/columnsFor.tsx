import type { EntityDecl, Field } from '../../../../model/masterData/types.ts';
import type { Column, ColumnKind } from '../../components/list/DataTable.tsx';
import { formatCell, valueAt } from '../../components/list/DataTable.tsx';

function kindOf(field: Field): ColumnKind {
  switch (field.kind) {
    case 'int':
    case 'decimal':
      return 'number';
    case 'cents':
      return 'money';
    case 'date':
      return 'date';
    case 'status':
      return 'status';
    default:
      return 'text';
  }
}

function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['name', 'label']) if (typeof o[key] === 'string') return o[key];
  }
  return undefined;
}

/**
 * The text shown for a dictionary, record or user value: the resolved object's name
 * (`client { name }`), else the `<base>Name` the back end answers beside an id
 * (salesId → salesName, invoiceType → invoiceTypeName), else the raw code.
 */
export function displayOf(row: unknown, field: Field): string {
  const base = field.name.endsWith('Id') ? field.name.slice(0, -2) : field.name;
  const value = valueAt(row, field.name);
  if (Array.isArray(value)) {
    return value
      .map((v) => nameOf(v) ?? '')
      .filter(Boolean)
      .join('、');
  }
  if (value && typeof value === 'object') return nameOf(value) ?? '';
  return (
    nameOf(valueAt(row, `${base}Name`)) ??
    nameOf(valueAt(row, `${field.name}Name`)) ??
    nameOf(valueAt(row, base !== field.name ? base : '')) ??
    (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
  );
}

/** The list columns of an entity: its fields marked `list`, formatted by kind. */
export function columnsFor<Row>(
  decl: Pick<EntityDecl, 'fields'>,
  overrides: Partial<Record<string, Partial<Column<Row>>>> = {},
): Column<Row>[] {
  return decl.fields
    .filter((f) => f.list)
    .map((field): Column<Row> => {
      const kind = kindOf(field);
      const column: Column<Row> = { key: field.name, title: field.label, kind };
      if (field.kind === 'int') column.scale = 0;
      if (field.kind === 'decimal') column.scale = field.scale;
      if (field.kind === 'flag') {
        const [yes] = field.values ?? ['Y', 'N'];
        column.render = (row) => {
          const v = valueAt(row, field.name);
          // GraphQL answers flags as booleans; REST-shaped rows carry the stored text.
          return v === null || v === undefined || v === ''
            ? ''
            : v === yes || v === true
              ? '是'
              : '否';
        };
        column.align = 'center';
      } else if (field.kind === 'dict' || field.kind === 'ref' || field.kind === 'user') {
        column.render = (row) => formatCell('text', displayOf(row, field));
      }
      return { ...column, ...overrides[field.name] };
    });
}
