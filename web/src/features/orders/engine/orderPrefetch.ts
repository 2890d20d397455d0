// An order's reads sent while the order page's code still loads (the first page of a visit): the
// order, the late milestones, the dictionaries and the fee currencies, in one request as the page
// itself would send them, so the answer is on its way while the page renders.
import type { ApolloClient } from '@apollo/client';
import { notePrefetch } from '../../../app/prefetch.ts';
import {
  FeeCurrenciesDocument,
  OrderDictionariesDocument,
  OrderMilestonesDocument,
} from '../../../__generated__/graphql.ts';
import { milestonesReadKey } from '../../todo/milestonesLate.ts';
import type { OrderPageMode } from './OrderPage.tsx';
import type { OrderEntry } from './registry.ts';

/** The key of the order page's first read of an order (see useFirstFetchPolicy). */
export const orderReadKey = (type: string, orderCode: string) => `order:${type}:${orderCode}`;

export function prefetchOrder(
  client: ApolloClient,
  entry: OrderEntry,
  orderCode: string,
  mode: OrderPageMode,
): void {
  const ignore = () => undefined;
  notePrefetch(orderReadKey(entry.decl.name, orderCode));
  void client
    .query({ query: entry.docs.byCode, variables: { orderCode }, fetchPolicy: 'network-only' })
    .catch(ignore);
  void client.query({ query: OrderDictionariesDocument }).catch(ignore);
  // A copy shows neither the source's milestones nor its fees.
  if (mode === 'copy') return;
  notePrefetch(milestonesReadKey(orderCode));
  void client
    .query({
      query: OrderMilestonesDocument,
      variables: { orderCode },
      fetchPolicy: 'network-only',
      context: { skipErrorToast: true },
    })
    .catch(ignore);
  void client.query({ query: FeeCurrenciesDocument }).catch(ignore);
}
