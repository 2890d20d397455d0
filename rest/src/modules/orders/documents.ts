// The documents of an order, as declarations the shared renderers turn into Excel or PDF: the
// work sheet (工作单), the dispatch list (派送单), the shipping order (托单) and the list export.
import { sql } from 'kysely';
import { nameOf, nodeFields, orderSubList } from '../../../../model/orders/index.ts';
import type { OrderField, OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Db } from '../../db/index.ts';
import { formatDateTime } from '../../documents/index.ts';
import type {
  BusinessDocument,
  DocumentColumn,
  DocumentField,
  ValueKind,
} from '../../documents/index.ts';
import type { TableExport } from '../../documents/tableExport.ts';
import { scalarText } from '../masterData/sql.ts';
import type { Row } from './engine.ts';

type Dicts = ReadonlyMap<string, string>;

/** Entry names of every dictionary category the declaration uses: one query. */
export async function dictionaryNames(db: Db, decl: OrderTypeDecl): Promise<Dicts> {
  const categories = new Set<string>();
  const collect = (fields: readonly { kind: string; category?: string }[]) => {
    for (const field of fields)
      if (field.kind === 'dict' && field.category) categories.add(field.category);
  };
  collect(decl.fields);
  for (const sub of decl.subLists) {
    collect(sub.fields);
    for (const list of sub.jsonLists ?? []) collect(list.fields);
  }
  const { rows } = await sql<{ code: string; name: string }>`select dict_code as code,
    dict_name as name from tb_dict where category_code in (${sql.join([...categories])})`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.code, r.name]));
}

function kindOf(field: OrderField): ValueKind {
  if (field.kind === 'date') return 'date';
  if (field.kind === 'decimal' || field.kind === 'int') return 'number';
  return 'text';
}

/** What a field shows: names for codes and references, 是/否 for flags. */
export function shown(field: OrderField, row: Row, dicts: Dicts): unknown {
  const value = row[field.name];
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'dict':
      return dicts.get(scalarText(value)) ?? value;
    case 'ref':
    case 'user':
      return row[nameOf(field.name)] ?? value;
    case 'flag':
      return value === 'Y' || value === '1' ? '是' : '否';
    default:
      return value;
  }
}

function fieldPairs(fields: readonly OrderField[], row: Row, dicts: Dicts): DocumentField[] {
  return fields.map((field) => ({
    label: field.label,
    value: shown(field, row, dicts),
    kind: kindOf(field),
  }));
}

function columnsOf(fields: readonly OrderField[]): DocumentColumn[] {
  return fields.map((field) => ({
    title: field.label,
    key: field.name,
    kind: kindOf(field),
    width: field.kind === 'string' && field.max > 50 ? 20 : 12,
  }));
}

function shownRows(fields: readonly OrderField[], rows: readonly Row[], dicts: Dicts): Row[] {
  return rows.map((row) => {
    const out: Row = {};
    for (const field of fields) out[field.name] = shown(field, row, dicts);
    return out;
  });
}

function printed(userName: string): DocumentField[] {
  return [
    { label: '制表人', value: userName },
    { label: '打印时间', value: formatDateTime(new Date()) },
  ];
}

function field(decl: OrderTypeDecl, name: string): OrderField {
  const found = decl.fields.find((x) => x.name === name);
  if (!found) throw new Error(`${decl.name} 没有字段 ${name}`);
  return found;
}

function subTable(decl: OrderTypeDecl, name: string, order: Row, dicts: Dicts) {
  const sub = orderSubList(decl, name);
  return {
    title: sub.label,
    columns: columnsOf(sub.fields),
    rows: shownRows(sub.fields, (order[name] as Row[] | undefined) ?? [], dicts),
  };
}

/** 工作单: every node's fields, the progress and the order's lists. */
export function workSheet(
  decl: OrderTypeDecl,
  order: Row,
  dicts: Dicts,
  userName: string,
): BusinessDocument {
  const done = new Set(order.doneNodes as string[]);
  const header: DocumentField[] = [
    { label: '订单号', value: order.orderCode },
    ...fieldPairs(
      [field(decl, 'status'), field(decl, 'operationStatus'), field(decl, 'createDate')],
      order,
      dicts,
    ),
  ];
  for (const node of decl.nodes) header.push(...fieldPairs(nodeFields(decl, node), order, dicts));
  return {
    title: `${decl.label}工作单`,
    subtitle: String(order.orderCode),
    header,
    headerColumns: 3,
    tables: [
      {
        title: '作业进度',
        columns: [
          { title: '节点', key: 'label' },
          { title: '状态', key: 'state' },
        ],
        rows: decl.nodes.map((n) => ({
          label: n.label,
          state: n.code === order.step ? '当前节点' : done.has(n.code) ? '已完成' : '未开始',
        })),
      },
      ...decl.subLists.map((s) => subTable(decl, s.name, order, dicts)),
    ],
    footer: printed(userName),
  };
}

/** 派送单: the transport-company lines with their vehicles; nothing to dispatch → no file. */
export function dispatchList(
  decl: OrderTypeDecl,
  order: Row,
  dicts: Dicts,
  userName: string,
): BusinessDocument {
  const sub = decl.subLists.find((s) => s.jsonLists?.length);
  const lines = sub ? ((order[sub.name] as Row[] | undefined) ?? []) : [];
  const vehicles = sub?.jsonLists?.find((l) => l.name === 'vehicleJson');
  const vehicleRows: Row[] = [];
  for (const [index, line] of lines.entries()) {
    const list = parseJsonText(line.vehicleJson);
    for (const vehicle of list) {
      const out: Row = { line: index + 1 };
      for (const f of vehicles?.fields ?? []) out[f.name] = shown(f, vehicle, dicts);
      vehicleRows.push(out);
    }
  }
  return {
    title: `${decl.label}派送单`,
    subtitle: String(order.orderCode),
    header: [
      { label: '订单号', value: order.orderCode },
      ...fieldPairs(
        [
          'clientId',
          'vesselVoyage',
          'departurePortId',
          'destinationPortId',
          'estimatedPiecesNumber',
          'deliveryDate',
        ]
          .filter((n) => decl.fields.some((x) => x.name === n))
          .map((n) => field(decl, n)),
        order,
        dicts,
      ),
    ],
    tables: sub
      ? [
          {
            title: sub.label,
            columns: columnsOf(sub.fields),
            rows: shownRows(sub.fields, lines, dicts),
          },
          ...(vehicles && lines.length
            ? [
                {
                  title: vehicles.label,
                  columns: [
                    { title: '车队行', key: 'line', kind: 'number' as const, width: 8 },
                    ...columnsOf(vehicles.fields),
                  ],
                  rows: vehicleRows,
                },
              ]
            : []),
        ]
      : [],
    orientation: 'landscape',
    footer: printed(userName),
  };
}

function parseJsonText(value: unknown): Row[] {
  if (Array.isArray(value)) return value as Row[];
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Row[]) : [];
  } catch {
    return [];
  }
}

/** 托单 (booking note to the carrier): parties, route, cargo and containers from the booking. */
export function shippingOrder(
  decl: OrderTypeDecl,
  order: Row,
  dicts: Dicts,
  userName: string,
): BusinessDocument {
  const pick = (names: string[]) =>
    fieldPairs(
      names.filter((n) => decl.fields.some((x) => x.name === n)).map((n) => field(decl, n)),
      order,
      dicts,
    );
  const cargo: Row = {
    chineseName: order.chineseName ?? '',
    englishName: order.englishName ?? '',
    pieces: order.estimatedPiecesNumber ?? '',
    package: shown(field(decl, 'packageId'), order, dicts),
    grossWeight: order.estimatedGrossWeight ?? '',
    volume: order.estimatedVolume ?? '',
  };
  return {
    title: '托单 / BOOKING NOTE',
    subtitle: String(order.orderCode),
    header: [
      { label: '订单号', value: order.orderCode },
      ...pick([
        'clientId',
        'bookingAgentId',
        'shippingCompanyId',
        'senderId',
        'receiverId',
        'notifierId',
        'departurePortId',
        'transitPortId',
        'destinationPortId',
        'estimatedSailingDate',
        'vesselVoyage',
        'shippingModeId',
        'shippingTermsId',
        'shippingFeeTermsId',
        'deliveryTermsId',
        'cargoAttributeId',
        'contractReferenceNo',
        'billOfLadingRequirements',
        'orderRemark',
      ]),
    ],
    headerColumns: 2,
    tables: [
      {
        title: '货物明细',
        columns: [
          { title: '中文品名', key: 'chineseName', width: 18 },
          { title: '英文品名', key: 'englishName', width: 18 },
          { title: '件数', key: 'pieces', kind: 'number', width: 8 },
          { title: '包装', key: 'package', width: 8 },
          { title: '毛重(KGS)', key: 'grossWeight', kind: 'number' },
          { title: '体积(CBM)', key: 'volume', kind: 'number' },
        ],
        rows: [cargo],
      },
      subTable(decl, 'boxList', order, dicts),
    ],
    footer: printed(userName),
  };
}

/** The cargo as booked on the order itself: the named order fields as one row. */
function cargoTable(
  decl: OrderTypeDecl,
  cargo: { readonly title: string; readonly fields: readonly string[] },
  order: Row,
  dicts: Dicts,
) {
  const fields = cargo.fields.map((n) => field(decl, n));
  return {
    title: cargo.title,
    columns: columnsOf(fields),
    rows: shownRows(fields, [order], dicts),
  };
}

/** A document laid out by its declaration: the named fields as header, the sub-lists as tables. */
export function contentDocument(
  decl: OrderTypeDecl,
  content: NonNullable<OrderTypeDecl['documents'][number]['content']>,
  order: Row,
  dicts: Dicts,
  userName: string,
): BusinessDocument {
  return {
    title: content.title,
    subtitle: String(order.orderCode),
    header: [
      { label: '订单号', value: order.orderCode },
      ...fieldPairs(
        content.header.map((n) => field(decl, n)),
        order,
        dicts,
      ),
    ],
    headerColumns: 2,
    tables: [
      ...(content.cargo ? [cargoTable(decl, content.cargo, order, dicts)] : []),
      ...content.tables.map((name) => subTable(decl, name, order, dicts)),
    ],
    orientation: 'landscape',
    footer: printed(userName),
  };
}

/**
 * The filtered order list for the export engine: the list columns as shown (names for codes),
 * the whole set in batches, streamed to Excel or CSV.
 */
export function listExport(
  decl: OrderTypeDecl,
  dicts: Dicts,
  batches: () => AsyncIterable<Row[]>,
): TableExport {
  const fields = decl.listColumns.map((n) => field(decl, n));
  return {
    title: `${decl.label}订单列表`,
    columns: fields.map((f) => ({ key: f.name, label: f.label, kind: kindOf(f) })),
    batches: async function* () {
      for await (const rows of batches()) yield shownRows(fields, rows, dicts);
    },
  };
}
