import type { ComponentType } from 'react';
import OrderListPage from './engine/OrderListPage.tsx';
import OrderPage from './engine/OrderPage.tsx';
import type { OrderPageMode } from './engine/OrderPage.tsx';

export type OrderPageKind = 'list' | OrderPageMode;

/** The page of one route of an order type: its list, or its order page in a mode. */
export function orderPageFor(kind: OrderPageKind, type: string): ComponentType {
  const Page = () =>
    kind === 'list' ? <OrderListPage type={type} /> : <OrderPage type={type} mode={kind} />;
  Page.displayName = `Order-${type}-${kind}`;
  return Page;
}
