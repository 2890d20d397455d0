// An order's reads sent while the order page's code still loads (the first page of a visit): the
// order, the late milestones, the dictionaries and the fee currencies, in one request as the page
// itself would send them, so the answer is on its way while the page renders.
import type { ApolloClient } from '@apollo/client';
import { batchIntervalMs } from '../../../app/apollo.ts';
import { notePrefetch } from '../../../app/prefetch.ts';
import {
  FeeCurrenciesDocument,
  OrderDictionariesDocument,
  OrderMilestonesDocument,
} from '../../../__generated__/graphql.ts';
import { milestonesReadKey } from '../../todo/milestonesLate.ts';
import type { OrderDocuments } from './registry.ts';

/** The key of the order page's first read of an order of the type at `route` (useFirstFetchPolicy). */
export const orderReadKey = (route: string, orderCode: string) => `order:${route}:${orderCode}`;

/**
 * Sends the reads; resolves once the request has left, which happens when the batch of the moment
 * closes: the first render, one long task, would otherwise hold it back until it ends.
 */
export function prefetchOrder(
  client: ApolloClient,
  route: string,
  docs: OrderDocuments,
  orderCode: string,
  mode: 'add' | 'view' | 'copy',
): Promise<void> {
  const sent = new Promise<void>((resolve) => setTimeout(resolve, batchIntervalMs));
  const ignore = () => undefined;
  notePrefetch(orderReadKey(route, orderCode));
  void client
    .query({ query: docs.byCode, variables: { orderCode }, fetchPolicy: 'network-only' })
    .catch(ignore);
  void client.query({ query: OrderDictionariesDocument }).catch(ignore);
  // A copy shows neither the source's milestones nor its fees.
  if (mode === 'copy') return sent;
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
  return sent;
}
