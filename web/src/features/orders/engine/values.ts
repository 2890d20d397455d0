// Between an order as GraphQL answers it and the values of one node's form, and back to that
// node's input. A node's form holds only the fields and sub-lists the node owns, so its save
// cannot carry another node's fields.
import * as yup from 'yup';
import { codeOf, nameOf, nodeFields, orderSubList } from '../../../../../model/orders/index.ts';
import type {
  JsonList,
  OrderField,
  OrderNode,
  OrderSubList,
  OrderTypeDecl,
} from '../../../../../model/orders/index.ts';
import type { Field } from '../../../../../model/masterData/types.ts';
import { entity, recordTitle } from '../../../../../model/masterData/index.ts';
import { emptyValueOf, fieldSchema, yupSchemaFor } from '../../../entities/kit/index.ts';

export type Values = Record<string, unknown>;

function isRecord(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function blank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The form value of one field of a loaded record (codes, ids, Y/N, decimal text). */
export function formValueOf(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return emptyValueOf(field);
  switch (field.kind) {
    case 'flag': {
      const [yes, no] = field.values ?? ['Y', 'N'];
      return typeof value === 'boolean' ? (value ? yes : no) : value;
    }
    case 'dict':
      if (isRecord(value)) return typeof value.code === 'string' ? value.code : '';
      return value;
    case 'decimal':
    case 'cents':
    case 'ref':
    case 'user':
      return typeof value === 'number' ? String(value) : value;
    default:
      return value;
  }
}

/** The GraphQL input value of one field: booleans for flags, blanks as null (null clears). */
export function inputValueOf(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'flag': {
      const [yes] = field.values ?? ['Y', 'N'];
      return value === yes || value === true;
    }
    case 'int':
      return blank(value) ? null : Number(value);
    case 'string':
    case 'text':
      return blank(value) ? null : String(value).trim();
    default:
      return blank(value) ? null : value;
  }
}

/**
 * What a record shows for one of its fields beside the value: a reference's name (an airport's
 * code and name, PVG 上海浦东), a named flag's name (是/否); undefined for other fields.
 */
export function shownLabelOf(field: Field, record: Values): string | undefined {
  const named = field.kind === 'flag' && (field as OrderField).named === true;
  if (field.kind !== 'ref' && field.kind !== 'user' && !named) return undefined;
  const name = record[nameOf(field.name)];
  const title = typeof name === 'string' ? name : '';
  if (field.kind !== 'ref' || !title) return title;
  return recordTitle(entity(field.entity), title, record[codeOf(field.name)]);
}

/** Fields of a row, with the `<base>Name` beside each reference for the pickers' labels. */
function rowValues(fields: readonly Field[], row: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    out[field.name] = formValueOf(field, row[field.name]);
    const label = shownLabelOf(field, row);
    if (label !== undefined) out[nameOf(field.name)] = label;
  }
  return out;
}

function jsonRows(list: JsonList, row: Values): Values[] {
  const rows = row[list.graphqlName];
  return Array.isArray(rows) ? rows.filter(isRecord).map((r) => rowValues(list.fields, r)) : [];
}

function subListValues(sub: OrderSubList, order: Values): Values[] {
  const rows = order[sub.name];
  if (!Array.isArray(rows)) return [];
  return rows.filter(isRecord).map((row) => {
    const values = rowValues(sub.fields, row);
    for (const list of sub.jsonLists ?? []) values[list.graphqlName] = jsonRows(list, row);
    return values;
  });
}

export function nodeSubLists(decl: OrderTypeDecl, node: OrderNode): OrderSubList[] {
  return (node.subLists ?? []).map((name) => orderSubList(decl, name));
}

/** The node's form values from a loaded order, or the empty values of a new one. */
export function nodeValuesOf(
  decl: OrderTypeDecl,
  node: OrderNode,
  order: Values | null,
  preset: Values = {},
): Values {
  const values: Values = {};
  for (const field of nodeFields(decl, node)) {
    values[field.name] = order ? formValueOf(field, order[field.name]) : emptyValueOf(field);
  }
  for (const sub of nodeSubLists(decl, node)) {
    values[sub.name] = order ? subListValues(sub, order) : [];
  }
  return { ...values, ...preset };
}

/** An empty row of a sub-list, with its nested lists empty. */
export function emptySubListRow(sub: OrderSubList): Values {
  const row: Values = {};
  for (const field of sub.fields) row[field.name] = emptyValueOf(field);
  for (const list of sub.jsonLists ?? []) row[list.graphqlName] = [];
  return row;
}

export function emptyJsonRow(list: JsonList): Values {
  return Object.fromEntries(list.fields.map((f) => [f.name, emptyValueOf(f)]));
}

function rowInput(fields: readonly Field[], row: Values, dropBlank = false): Values {
  const out: Values = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = inputValueOf(field, row[field.name]);
    // Rows are replaced whole, so a blank cell is simply left out of its row.
    if (dropBlank && value === null) continue;
    out[field.name] = value;
  }
  return out;
}

/** The node's mutation input: exactly the fields and sub-lists the node owns. */
export function nodeInputOf(decl: OrderTypeDecl, node: OrderNode, values: Values): Values {
  const input = rowInput(nodeFields(decl, node), values);
  for (const sub of nodeSubLists(decl, node)) {
    const rows = values[sub.name];
    input[sub.name] = Array.isArray(rows)
      ? rows.filter(isRecord).map((row) => {
          const out = rowInput(sub.fields, row, true);
          for (const list of sub.jsonLists ?? []) {
            const nested = row[list.graphqlName];
            out[list.graphqlName] = Array.isArray(nested)
              ? nested.filter(isRecord).map((r) => rowInput(list.fields, r, true))
              : [];
          }
          return out;
        })
      : [];
  }
  return input;
}

/** The labels of the order's chosen references (clientName, csrName…), for the pickers. */
export function recordLabelsOf(decl: OrderTypeDecl, order: Values | null): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!order) return labels;
  for (const field of decl.fields) {
    const label = shownLabelOf(field, order);
    if (label) labels[field.name] = label;
  }
  return labels;
}

/** A node's fields as its form checks them: the node's `required` marks them required. */
export function nodeFormFields(decl: OrderTypeDecl, node: OrderNode): OrderField[] {
  const required = new Set(node.required ?? []);
  return nodeFields(decl, node).map((f) => (required.has(f.name) ? { ...f, required: true } : f));
}

/**
 * The node form's schema: the declared rules of its fields and sub-lists (with nested lists),
 * and a sub-list required when its rule says so (FCL needs boxes).
 */
export function nodeSchemaOf(decl: OrderTypeDecl, node: OrderNode): yup.ObjectSchema<Values> {
  const fields = nodeFormFields(decl, node);
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) if (!field.readOnly) shape[field.name] = fieldSchema(field);
  for (const sub of nodeSubLists(decl, node)) {
    const nested: Record<string, yup.AnySchema> = {};
    for (const list of sub.jsonLists ?? []) {
      nested[list.graphqlName] = yup
        .array()
        .of(yupSchemaFor(list.fields))
        .nullable()
        .max(list.max, `${list.label}最多${list.max}条`);
    }
    const row = yupSchemaFor(sub.fields).shape(nested);
    let rows = yup.array().of(row).nullable();
    if (sub.max !== undefined) rows = rows.max(sub.max, `${sub.label}最多${sub.max}条`);
    const rule = sub.requiredWhen;
    if (rule && fields.some((f) => f.name === rule.field)) {
      rows = rows.when(rule.field, {
        is: rule.code,
        then: (s) => s.min(1, rule.message).required(rule.message),
      });
    }
    shape[sub.name] = rows;
  }
  return yup.object(shape) as yup.ObjectSchema<Values>;
}

/**
 * The type's cross-field rule over the whole order with this node's values laid over it,
 * reported only when the field it names belongs to the node (the other node shows it there).
 */
export function crossFieldErrors(
  decl: OrderTypeDecl,
  node: OrderNode,
  order: Values | null,
  values: Values,
): Record<string, string> {
  const problem = decl.check?.({ ...(order ?? {}), ...values });
  if (!problem || !node.fields.includes(problem.field)) return {};
  return { [problem.field]: problem.message };
}
