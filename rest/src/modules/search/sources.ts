// Where each kind of record is searched: its table, the key its view page takes, the title and
// detail a hit shows, and the columns matched (numbers of orders, bills of lading, invoices and
// settlements; codes, names and aliases of clients and suppliers). Built from the declarations
// (model/orders, model/masterData, model/search); migration 0033 indexes these columns.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { columnOf, entity, snake } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field } from '../../../../model/masterData/index.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { SEARCH_NUMBER_MIN, searchKind } from '../../../../model/search/index.ts';
import type { SearchKindDecl } from '../../../../model/search/index.ts';

type Frag = RawBuilder<unknown>;

/** A matched column of the record's own table (alias `t`) or of its child rows (alias `b`). */
export interface SearchColumn {
  readonly label: string;
  readonly column: string;
}

/** Rows of a JSON list kept in one text column of a child table (containers of a delivery line). */
export interface JsonColumn {
  readonly table: string;
  readonly column: string;
  /** Properties of each JSON row matched, with their labels. */
  readonly fields: readonly { readonly label: string; readonly name: string }[];
}

export interface SearchSource {
  readonly kind: SearchKindDecl;
  readonly table: string;
  /** The value the view page is opened with. */
  readonly key: Frag;
  readonly title: Frag;
  readonly detail: Frag;
  /** Conditions beside the organisation's (a settlement's side). */
  readonly where?: Frag;
  readonly columns: readonly SearchColumn[];
  /** Child rows with columns of their own (a bill of lading's containers), by `parent_id`. */
  readonly children?: { readonly table: string; readonly columns: readonly SearchColumn[] };
  readonly json?: readonly JsonColumn[];
  /** Shortest text matched against this kind. */
  readonly minLength: number;
}

/** The numbers staff read out on the phone, where a declaration has them. */
const NUMBER_FIELDS = [
  'billofladingCode',
  'orderCode',
  'hblNo',
  'mblNo',
  'mainOrderNumber',
  'orderNumber',
  'entryNumber',
  'containerNo',
  'sealNo',
];

function numberColumns(fields: readonly Field[]): SearchColumn[] {
  return NUMBER_FIELDS.flatMap((name) => {
    const field = fields.find((f) => f.name === name);
    return field ? [{ label: field.label, column: columnOf(field) }] : [];
  });
}

const clientName = sql`(select c.customer_name from tb_customer c where c.id = t.client_id)`;

function orderSource(decl: OrderTypeDecl): SearchSource {
  const json = decl.subLists.flatMap((sub) =>
    (sub.jsonLists ?? []).flatMap((list) => {
      const fields = list.fields.filter((f) => NUMBER_FIELDS.includes(f.name));
      return fields.length > 0
        ? [
            {
              table: sub.table,
              column: snake(list.name),
              fields: fields.map((f) => ({ label: f.label, name: f.name })),
            },
          ]
        : [];
    }),
  );
  return {
    kind: searchKind(decl.name),
    table: decl.table,
    key: sql`t.order_code`,
    title: sql`t.order_code`,
    detail: clientName,
    columns: [{ label: '订单号', column: 'order_code' }, ...numberColumns(decl.fields)],
    ...(json.length > 0 ? { json } : {}),
    minLength: SEARCH_NUMBER_MIN,
  };
}

function ladingSource(decl: EntityDecl): SearchSource {
  const boxes = decl.subLists?.find((s) => numberColumns(s.fields).length > 0);
  const code = sql.ref(`t.${snake(decl.titleField)}`);
  return {
    kind: searchKind(decl.name),
    table: decl.table,
    key: code,
    title: code,
    detail: clientName,
    columns: numberColumns(decl.fields),
    ...(boxes ? { children: { table: boxes.table, columns: numberColumns(boxes.fields) } } : {}),
    minLength: SEARCH_NUMBER_MIN,
  };
}

/** The pinyin initials of a client's or supplier's name, kept by the database (migration 0042). */
const NAME_INITIALS: SearchColumn = { label: '拼音首字母', column: 'name_initials' };

/**
 * Clients and suppliers: the fields their pickers match by keyword (code, name, alias), and the
 * pinyin initials of the name (shhy finds 上海海运…).
 */
function partySource(decl: EntityDecl): SearchSource {
  const code = decl.fields.find((f) => f.name === decl.autoCode?.field);
  return {
    kind: searchKind(decl.name),
    table: decl.table,
    key: sql`t.id`,
    title: sql.ref(`t.${snake(decl.titleField)}`),
    detail: code ? sql.ref(`t.${columnOf(code)}`) : sql`null`,
    columns: [
      ...decl.fields.filter((f) => f.keyword).map((f) => ({ label: f.label, column: columnOf(f) })),
      NAME_INITIALS,
    ],
    minLength: 1,
  };
}

function settlementSource(kind: 'receipt' | 'payment', side: 'ar' | 'ap'): SearchSource {
  return {
    kind: searchKind(kind),
    table: 'tb_settlement',
    key: sql`t.id`,
    title: sql`t.settlement_no`,
    detail: sql`t.settlement_unit_name`,
    where: sql`t.side = ${side}`,
    columns: [{ label: kind === 'receipt' ? '收款单号' : '付款单号', column: 'settlement_no' }],
    minLength: SEARCH_NUMBER_MIN,
  };
}

export const searchSources: readonly SearchSource[] = [
  ...orderTypes.map(orderSource),
  ...orderTypes.flatMap((t) => (t.billOfLading ? [ladingSource(t.billOfLading)] : [])),
  partySource(entity('client')),
  partySource(entity('supplier')),
  {
    kind: searchKind('invoice'),
    table: 'tb_ar_invoice',
    key: sql`t.id`,
    title: sql`t.invoice_no`,
    detail: sql`t.settlement_unit_name`,
    columns: [{ label: '发票号', column: 'invoice_no' }],
    minLength: SEARCH_NUMBER_MIN,
  },
  settlementSource('receipt', 'ar'),
  settlementSource('payment', 'ap'),
];
