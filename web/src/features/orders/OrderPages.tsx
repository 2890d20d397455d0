import { lazy } from 'react';
import type { ComponentType } from 'react';
import { oceanExportLading, orderTypes } from '../../../../model/orders/index.ts';
import OrderListPage from './engine/OrderListPage.tsx';
import OrderPage from './engine/OrderPage.tsx';
import type { OrderPageMode } from './engine/OrderPage.tsx';
import { loadOrderEntry } from './engine/registry.ts';

export type OrderPageKind = 'list' | OrderPageMode;

/** The page of one route of an order type: its list, or its order page in a mode. */
export function orderPageFor(kind: OrderPageKind, type: string): ComponentType {
  const Page = () =>
    kind === 'list' ? <OrderListPage type={type} /> : <OrderPage type={type} mode={kind} />;
  Page.displayName = `Order-${type}-${kind}`;
  return Page;
}

const kinds: readonly OrderPageMode[] = ['add', 'view', 'copy'];

function orderRoute(path: string): { kind: OrderPageKind; type: string } | undefined {
  for (const decl of orderTypes) {
    if (path === decl.route) return { kind: 'list', type: decl.name };
    for (const kind of kinds) {
      if (path === `${decl.route}/${kind}`) return { kind, type: decl.name };
    }
  }
  return undefined;
}

/**
 * A bill-of-lading page loaded on first render. The router's own lazy page resolves to the
 * component returned here, and a lazy component cannot be that directly: a plain component
 * renders it.
 */
function ladingPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Loaded = lazy(load);
  return () => <Loaded />;
}

const ladingRoute = oceanExportLading.route ?? '';
const ladingPages: Record<string, ComponentType> = {
  [ladingRoute]: ladingPage(() => import('./lading/LadingListPage.tsx')),
  [`${ladingRoute}/add`]: ladingPage(() => import('./lading/LadingFormPage.tsx')),
  [`${ladingRoute}/view`]: ladingPage(() => import('./lading/LadingViewPage.tsx')),
};

/** The page of an order route: a declared order type's, or a bill of lading's. */
export function orderPageAt(path: string): ComponentType {
  const lading = ladingPages[path];
  if (lading) return lading;
  const found = orderRoute(path);
  if (!found) throw new Error(`没有声明的订单类型对应路由 ${path}`);
  return orderPageFor(found.kind, found.type);
}

/**
 * The page of an order route once what it needs before it renders is loaded: the documents of its
 * order type (each type's are a chunk of their own).
 */
export async function loadOrderPageAt(path: string): Promise<ComponentType> {
  const found = ladingPages[path] ? undefined : orderRoute(path);
  if (found) await loadOrderEntry(found.type);
  return orderPageAt(path);
}
