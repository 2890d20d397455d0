// The registry of order types: rest, gateway, schema generator and web read it. A type joins by
// declaring itself here.
import { f } from '../masterData/define.ts';
import type { EntityDecl, Field } from '../masterData/types.ts';
import { airExport } from './airExport.ts';
import { airImport } from './airImport.ts';
import { domesticTrade } from './domesticTrade.ts';
import { oceanExport, oceanExportLading } from './oceanExport.ts';
import { oceanImport } from './oceanImport.ts';
import type { OrderField, OrderNode, OrderSubList, OrderTypeDecl } from './types.ts';

export type * from './types.ts';
export { airExport, airImport, domesticTrade, oceanExport, oceanExportLading, oceanImport };
export * from './embeds.ts';

export const orderTypes: readonly OrderTypeDecl[] = [
  oceanExport,
  oceanImport,
  airImport,
  airExport,
  domesticTrade,
];

/** Order records that are plain master-data-like records: the types' bills of lading. */
export const orderRecords: readonly EntityDecl[] = orderTypes.flatMap((t) =>
  t.billOfLading ? [t.billOfLading] : [],
);

/** The order type whose bills of lading `record` declares. */
export function orderTypeOfRecord(record: EntityDecl): OrderTypeDecl {
  const found = orderTypes.find((t) => t.billOfLading === record);
  if (!found) throw new Error(`提单 ${record.name} 没有对应的订单类型`);
  return found;
}

/** The field a referenced record answers as its code beside the id (a port's code, IATA). */
export function codeFieldOf(target: EntityDecl): Field | undefined {
  const name = target.codeField ?? 'code';
  return target.fields.find((x) => x.name === name);
}

export function orderType(name: string): OrderTypeDecl {
  const found = orderTypes.find((t) => t.name === name);
  if (!found) throw new Error(`未声明的订单类型：${name}`);
  return found;
}

export function orderTypeByShippingType(code: string): OrderTypeDecl | undefined {
  return orderTypes.find((t) => t.shippingType === code);
}

/** The type whose order codes carry this prefix (KYCK202603…), for calls given only a code. */
export function orderTypeByCode(orderCode: string): OrderTypeDecl | undefined {
  return orderTypes.find((t) => orderCode.startsWith(t.orderCode.prefix));
}

export function orderField(decl: OrderTypeDecl, name: string): OrderField {
  const field = decl.fields.find((x) => x.name === name);
  if (!field) throw new Error(`${decl.name} 没有字段 ${name}`);
  return field;
}

export function orderSubList(decl: OrderTypeDecl, name: string): OrderSubList {
  const sub = decl.subLists.find((s) => s.name === name);
  if (!sub) throw new Error(`${decl.name} 没有子表 ${name}`);
  return sub;
}

/** The declared fields a node owns. */
export function nodeFields(decl: OrderTypeDecl, node: OrderNode): OrderField[] {
  return node.fields.map((name) => orderField(decl, name));
}

export function nodeByCode(decl: OrderTypeDecl, code: string): OrderNode | undefined {
  return decl.nodes.find((n) => n.code === code);
}

/** The GraphQL / REST name beside an id: clientId → clientName, csrId → csrName. */
export function nameOf(fieldName: string): string {
  return `${fieldName.endsWith('Id') ? fieldName.slice(0, -2) : fieldName}Name`;
}

/** The staff of an order a bulk assignment may set: its user fields (salesId 销售, csrId 客服). */
export function staffFields(decl: OrderTypeDecl): OrderField[] {
  return decl.fields.filter((x) => x.kind === 'user' && !x.readOnly);
}

/**
 * The operator (操作人员) a node of one order is assigned, as history names it: one user field per
 * node, operator_HYCK_TD, labelled 托单操作人员. Kept in tb_order_node_operator, not on the order.
 */
export function nodeOperatorField(node: OrderNode): OrderField {
  return f.user(`operator_${node.code}`, `${node.label}操作人员`);
}

/** GraphQL's OrderStaffRole of a user field: salesId → SALES, csrId → CSR. */
export function staffRole(fieldName: string): string {
  return fieldName
    .replace(/Id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase();
}

/** For references to ports: departurePortId → departurePortCode. */
export function codeOf(fieldName: string): string {
  return `${fieldName.endsWith('Id') ? fieldName.slice(0, -2) : fieldName}Code`;
}

/** Every check a declaration must pass: nodes name declared fields, each field has one owner. */
export function declarationProblems(decl: OrderTypeDecl): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  const names = new Set(decl.fields.map((x) => x.name));
  const subs = new Set(decl.subLists.map((s) => s.name));
  for (const node of decl.nodes) {
    for (const name of [...node.fields, ...(node.subLists ?? [])]) {
      if (!names.has(name) && !subs.has(name)) problems.push(`${node.code}: 未声明的字段 ${name}`);
      const previous = owner.get(name);
      if (previous) problems.push(`${name} 同时属于 ${previous} 和 ${node.code}`);
      owner.set(name, node.code);
    }
    for (const name of node.required ?? []) {
      if (!node.fields.includes(name)) problems.push(`${node.code}: 必填字段 ${name} 不属于该节点`);
    }
    if (!node.code.startsWith(`${decl.nodeCategory}_`)) {
      problems.push(`${node.code} 不属于节点字典 ${decl.nodeCategory}`);
    }
  }
  for (const field of decl.fields) {
    if (!field.readOnly && !owner.has(field.name)) problems.push(`${field.name} 不属于任何节点`);
  }
  for (const code of decl.copyNodes) {
    if (!decl.nodes.some((n) => n.code === code)) problems.push(`复制节点 ${code} 未声明`);
  }
  return problems;
}

/** The same field in every order type: the same name, kind, column and referenced record. */
function sameField(a: OrderField, b: OrderField): boolean {
  return (
    a.name === b.name &&
    a.kind === b.kind &&
    a.column === b.column &&
    (a.kind !== 'ref' || (b.kind === 'ref' && a.entity === b.entity))
  );
}

/**
 * The fields every order type declares alike (code, client, staff, dates, status…), in the first
 * type's order: what the list over all types (tbOrder/pageAll) answers and filters by, and what the
 * GraphQL `Order` interface holds.
 */
export const sharedOrderFields: readonly OrderField[] = (orderTypes[0]?.fields ?? []).filter((f) =>
  orderTypes.every((t) => t.fields.some((g) => sameField(f, g))),
);

/** The filters every type's list takes alike: the shared fields searched the same way. */
export const sharedOrderFilters: readonly OrderField[] = sharedOrderFields.filter(
  (f) =>
    f.search !== undefined && orderTypes.every((t) => orderField(t, f.name).search === f.search),
);

/** The sort fields of the list over all types (an index serves each); the first is the default. */
export const sharedOrderSorts = ['createDate', 'orderCode'] as const;

/** GraphQL's OrderType of a type: oceanExport → OCEAN_EXPORT. */
export function orderTypeEnum(decl: OrderTypeDecl): string {
  return staffRole(decl.name);
}

/**
 * Whether a node save edits the order's own fields or sub-lists (and so names the order version
 * it was read at); the fees and files nodes only mark progress and attach.
 */
export function nodeEditsOrder(node: OrderNode): boolean {
  return node.fields.length > 0 || (node.subLists?.length ?? 0) > 0;
}

/** The sub-lists served line by line by a controller of their own (decl.lines). */
const lineSubLists: ReadonlySet<OrderSubList> = new Set(
  orderTypes.flatMap((t) => (t.lines ?? []).map((line) => orderSubList(t, line.subList))),
);

/**
 * Whether the rows of a sub-list carry a version of their own (rest migration 0032): those served
 * line by line (the transport-company lines), whose update and delete name the version the line
 * was read at. A line controller declared later is versioned by construction (its table needs the
 * columns and the trigger of 0032).
 */
export function isLineVersioned(sub: OrderSubList): boolean {
  return lineSubLists.has(sub);
}
