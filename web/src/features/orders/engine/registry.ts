// Each order-type declaration with the typed documents generated for it: the only per-type code
// of the order pages. A new order type adds its declaration (model/orders), its generated
// operations, its documents' module in types/ and one loader here; the list and order pages are
// generic over an entry.
import type { DocumentNode } from 'graphql';
import { orderTypes } from '../../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../../model/orders/index.ts';
import { documentsByRoute } from './typeDocuments.ts';

export interface OrderDocuments {
  /** The list: ($filter, $pageNum, $pageSize) → `<type>Orders`. */
  page: DocumentNode;
  /** One order: ($orderCode) → `<type>Order`. */
  byCode: DocumentNode;
  /** Creates the order with the first node's input: ($input). */
  create: DocumentNode;
  /** Each node's save by node key: ($orderCode, $input), or ($orderCode) for nodes without fields. */
  nodeSaves: Readonly<Record<string, DocumentNode>>;
  setOperationStatus: DocumentNode;
  /** updateArApStatus: ($orderCode, $arStatus, $apStatus). */
  setArApStatus: DocumentNode;
  back: DocumentNode;
  copy: DocumentNode;
  /** Absent for types without insertChangeOrder (domestic trade). */
  changeOrganisation?: DocumentNode;
  remove: DocumentNode;
  listExport: DocumentNode;
  /** A signed link to one of the type's documents: ($orderCode, $document, $format). */
  documentLink: DocumentNode;
  /** Bulk work: ($orderCodes | $filter, $status) and ($orderCodes | $filter, $role, $userId). */
  bulkSetOperationStatus: DocumentNode;
  bulkAssignStaff: DocumentNode;
  /** ($orderCodes | $filter, $nodeCode, $userId): the operator of a node of each order. */
  bulkAssignNodeOperator: DocumentNode;
}

export interface OrderEntry {
  decl: OrderTypeDecl;
  docs: OrderDocuments;
}

const loaded = new Map<string, OrderEntry>();

function declOf(name: string): OrderTypeDecl {
  const decl = orderTypes.find((d) => d.name === name);
  if (!decl) throw new Error(`未声明的订单类型：${name}`);
  return decl;
}

/** Loads a declared order type's documents (once): its pages call orderEntry after this. */
export async function loadOrderEntry(name: string): Promise<OrderEntry> {
  const done = loaded.get(name);
  if (done) return done;
  const decl = declOf(name);
  // Each type's documents are a module of their own (typeDocuments.ts): an order page carries its
  // own type's queries and saves, not every type's.
  const load = documentsByRoute[decl.route];
  if (!load) throw new Error(`订单类型 ${name} 没有登记文档`);
  const entry = { decl, docs: (await load()).documents };
  loaded.set(name, entry);
  return entry;
}

/** A declared order type with its documents, once loadOrderEntry has loaded them. */
export function orderEntry(name: string): OrderEntry {
  const found = loaded.get(name);
  if (!found) {
    declOf(name);
    throw new Error(`订单类型 ${name} 的文档尚未加载`);
  }
  return found;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The GraphQL field names of a type's operations, from its opName (OceanExport). */
export function operationNames(decl: OrderTypeDecl) {
  const op = decl.opName;
  return {
    page: `${lowerFirst(op)}Orders`,
    byCode: `${lowerFirst(op)}Order`,
    create: `create${op}Order`,
    nodeSave: (key: string) => `save${op}${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    copy: `copy${op}Order`,
    back: `step${op}Back`,
    listExport: `${lowerFirst(op)}ListExportLink`,
    documentLink: `${lowerFirst(op)}DocumentLink`,
    bulkSetOperationStatus: `bulkSet${op}OperationStatus`,
    bulkAssignStaff: `bulkAssign${op}Staff`,
    bulkAssignNodeOperator: `bulkAssign${op}NodeOperator`,
  };
}
