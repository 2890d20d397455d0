// The descriptions the generated schema modules share (paging, ids, filters), written once.
import { entity, patterns } from '../../../model/masterData/index.ts';
import type { Field } from '../../../model/masterData/index.ts';
import {
  DEFAULT_MAX_RECORDS,
  FIRST_PAGE,
  MAX_PAGE_SIZE,
  MAX_PICKER_ROWS,
} from '../../../model/paging.ts';

import { filterFields } from './masterData/naming.ts';

const thousands = (n: number) => n.toLocaleString('en-US');

export const docs = {
  pageNum: `Page number, starting at ${FIRST_PAGE} (a smaller number reads as ${FIRST_PAGE})`,
  pageSize: (byDefault: number) =>
    `Rows per page: default ${byDefault}, at most ${MAX_PAGE_SIZE} (rest answers ${MAX_PAGE_SIZE} rows for a larger size); an operation estimated above ${thousands(DEFAULT_MAX_RECORDS)} records in all is refused with QUERY_TOO_COSTLY`,
  pageItems: 'The rows of this page',
  pagePageNum: 'The page answered, starting at 1',
  pagePageSize: `The page size applied (at most ${MAX_PAGE_SIZE})`,
  pageTotal: 'Rows matching the filter over all pages',
  filter:
    'Search conditions; omitted fields do not filter, null or omitted filter lists everything',
  pickerKeyword: 'Matches the picker fields (contains, case-insensitive); omitted: every record',
  pickerLimit: (byDefault = MAX_PICKER_ROWS) =>
    `At most this many rows: default ${byDefault}, never more than ${MAX_PICKER_ROWS}`,
  recordId: 'The record id',
  rowId: 'The row id',
  sortId: 'Position of the row in its list, from 1',
  orderCode: (prefix = 'HYCK') =>
    `The order number (订单编号): ${prefix}, the year and month (YYYYMM) and a monthly sequence, e.g. ${prefix}2026030001`,
  exportFormat: 'XLSX (Excel) or CSV',
  orderTotals:
    "The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report)",
  input: 'The values to save',
};

/** A description as a GraphQL string. */
export const quote = (text: string): string =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** "a Client", "an Address". */
export const article = (noun: string): string => `${/^[AEIOU]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** What a value of a field is, for a search condition on it. */
function valueOf(field: Field): string {
  switch (field.kind) {
    case 'dict':
      return `a code of dictionary category ${field.category}`;
    case 'ref':
      return `the id of ${article(entity(field.entity).typeName)}`;
    case 'user':
      return 'the id of a user';
    case 'date':
      return 'YYYY-MM-DD';
    case 'status':
      return 'ACTIVE or INACTIVE';
    default:
      return '';
  }
}

/** The described SDL lines of a filter input: one condition per declared search field. */
export function filterInputLines(fields: readonly Field[]): string[] {
  return fields.flatMap((field) =>
    filterFields(field).map(([name, type]) => {
      const value = valueOf(field);
      const how =
        field.search === 'like'
          ? 'contains the text (case-insensitive)'
          : field.search === 'range'
            ? name.endsWith('Begin')
              ? `on or after (inclusive)${value ? `, ${value}` : ''}`
              : `on or before (inclusive)${value ? `, ${value}` : ''}`
            : field.kind === 'dict' && field.multiple
              ? `holds the code (${value})`
              : `equals${value ? ` ${value}` : ''}`;
      return `  ${quote(`${field.label}: ${how}`)}\n  ${name}: ${type}`;
    }),
  );
}

/** English description of a field, with its Chinese label and its rules. */
export function fieldDoc(field: Field): string {
  const rules: string[] = [];
  if (field.required) rules.push('required');
  if (field.kind === 'string' || field.kind === 'text') {
    rules.push(`at most ${field.max} character${field.max === 1 ? '' : 's'}`);
    if (field.pattern)
      rules.push(`pattern ${field.pattern} ${patterns[field.pattern].regex.source}`);
  }
  if (field.kind === 'int') {
    if (field.min !== undefined) rules.push(`at least ${field.min}`);
    if (field.max !== undefined) rules.push(`at most ${field.max}`);
  }
  if (field.kind === 'decimal') {
    if (field.unit) rules.push(field.unit);
    rules.push(`up to ${field.scale} decimal places`);
    if (field.min !== undefined) rules.push(`at least ${field.min}`);
    if (field.max !== undefined) rules.push(`at most ${field.max}`);
  }
  if (field.kind === 'cents') {
    if (field.unit) rules.push(field.unit);
    rules.push('two decimals; the back end keeps it in cents (分)');
  }
  if (field.kind === 'date') rules.push('YYYY-MM-DD');
  if (field.kind === 'status') rules.push('ACTIVE or INACTIVE, stored Y/N');
  if (field.kind === 'dict')
    rules.push(`${field.multiple ? 'codes' : 'a code'} of dictionary category ${field.category}`);
  if (field.kind === 'ref') rules.push(`the id of ${article(entity(field.entity).typeName)}`);
  if (field.kind === 'user') rules.push('the id of a user');
  if (field.unique) rules.push('unique');
  if (field.readOnly) rules.push('set by the server');
  return quote(`${field.label}${rules.length ? ` (${rules.join('; ')})` : ''}`);
}

/** The fields of a page type: its rows, its number and size, and the total. */
export function pageFields(typeName: string): string {
  return [
    `  ${quote(docs.pageItems)}\n  items: [${typeName}!]!`,
    `  ${quote(docs.pagePageNum)}\n  pageNum: Int!`,
    `  ${quote(docs.pagePageSize)}\n  pageSize: Int!`,
    `  ${quote(docs.pageTotal)}\n  total: Int!`,
  ].join('\n');
}
