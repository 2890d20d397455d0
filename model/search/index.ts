// The kinds of record "find anything" (Ctrl/⌘+K) answers: the order types and their bills of
// lading, clients and suppliers, invoices, receipts and payments. One list, read by rest (which
// menu grants a kind, which table it searches), the gateway (the SearchKind enum) and the web
// (group labels, the record's view page). Built from the declarations where they exist.
import { entity } from '../masterData/index.ts';
import type { EntityDecl } from '../masterData/types.ts';
import { orderTypes } from '../orders/index.ts';

export interface SearchKindDecl {
  /** oceanExport, client, invoice… (GraphQL: SearchKind OCEAN_EXPORT, CLIENT, INVOICE…). */
  readonly kind: string;
  /** The group's Chinese label in the palette. */
  readonly label: string;
  /** The kind's list page: the menu that must be granted, and `<route>/view?<keyParam>=<key>`. */
  readonly route: string;
  /** The view page's query parameter naming the record. */
  readonly keyParam: string;
}

/** A master-data kind's list page (every searched kind has one). */
function pageOf(decl: EntityDecl): string {
  if (!decl.route) throw new Error(`${decl.label}没有列表页`);
  return decl.route;
}

const lading = orderTypes.flatMap((t) => (t.billOfLading ? [t.billOfLading] : []));
const client = entity('client');
const supplier = entity('supplier');

export const searchKinds: readonly SearchKindDecl[] = [
  ...orderTypes.map((t) => ({
    kind: t.name,
    label: t.label,
    route: t.route,
    keyParam: 'orderCode',
  })),
  ...lading.map((l) => ({
    kind: l.name,
    label: l.label,
    route: pageOf(l),
    keyParam: l.titleField,
  })),
  { kind: client.name, label: client.label, route: pageOf(client), keyParam: 'id' },
  { kind: supplier.name, label: supplier.label, route: pageOf(supplier), keyParam: 'id' },
  { kind: 'invoice', label: '发票', route: '/finance/invoice', keyParam: 'id' },
  { kind: 'receipt', label: '收款', route: '/finance/receive', keyParam: 'id' },
  { kind: 'payment', label: '付款', route: '/finance/pay', keyParam: 'id' },
];

export function searchKind(kind: string): SearchKindDecl {
  const found = searchKinds.find((k) => k.kind === kind);
  if (!found) throw new Error(`查找的记录种类不存在：${kind}`);
  return found;
}

/** The record's view page: `/action/oceanexport/view?orderCode=HYCK…`. */
export function searchHitPath(kind: string, key: string): string {
  const decl = searchKind(kind);
  return `${decl.route}/view?${decl.keyParam}=${encodeURIComponent(key)}`;
}

/** Longest text a search takes. */
export const SEARCH_TEXT_MAX = 100;
/** Hits per kind: the default and the most a call may ask for. */
export const SEARCH_LIMIT_DEFAULT = 5;
export const SEARCH_LIMIT_MAX = 20;
/**
 * Numbers (order codes, waybills, containers, invoices) are matched from this many characters
 * on: shorter text would match most records and no trigram index can serve it. Names of clients
 * and suppliers are matched from the first character.
 */
export const SEARCH_NUMBER_MIN = 3;
