// An order's reads sent while the order page's code still loads (the first page of a visit): the
// order, the late milestones, the dictionaries and the fee currencies, in one request as the page
// itself would send them, so the answer is on its way while the page renders. Likewise an order
// list's first page, with the same variables as the list page builds from the address.
import { orderTypes } from '../../../../../model/orders/index.ts';
import type { EarlyRead } from '../../../app/earlyReads.ts';
import {
  FeeCurrenciesDocument,
  OrderDictionariesDocument,
  OrderMilestonesDocument,
} from '../../../__generated__/graphql.ts';
import { defaultPageSizes, listParamsOf } from '../../../components/list/listParams.ts';
import { searchDefaultsFor, searchFieldsFor } from '../../../entities/kit/searchSpecs.ts';
import type { SearchFieldSpec } from '../../../entities/kit/searchSpecs.ts';
import { filterOfSearch } from '../../../entities/searchFilter.ts';
import { milestonesReadKey } from '../../todo/milestonesKey.ts';
import type { OrderDocuments } from './registry.ts';

/** The key of the order page's first read of an order of the type at `route` (useFirstFetchPolicy). */
export const orderReadKey = (route: string, orderCode: string) => `order:${route}:${orderCode}`;

/** An order page's first reads (app/earlyReads.ts). */
export function orderReads(
  route: string,
  docs: OrderDocuments,
  orderCode: string,
  mode: 'add' | 'view' | 'copy',
): EarlyRead[] {
  const reads: EarlyRead[] = [
    { query: docs.byCode, variables: { orderCode }, key: orderReadKey(route, orderCode) },
    { query: OrderDictionariesDocument },
  ];
  // A copy shows neither the source's milestones nor its fees.
  if (mode === 'copy') return reads;
  reads.push(
    {
      query: OrderMilestonesDocument,
      variables: { orderCode },
      key: milestonesReadKey(orderCode),
    },
    { query: FeeCurrenciesDocument },
  );
  return reads;
}

/** The key of an order list's first read (useFirstFetchPolicy). */
export const orderListReadKey = (route: string) => `orderList:${route}`;

/**
 * The order list's query of a search and page: spec 2 §9, sorted by orderCode with the order-by
 * flag '1' (newest code first).
 */
export function orderListVariables(
  specs: readonly SearchFieldSpec[],
  search: Record<string, string>,
  pageNum: number,
  pageSize: number,
) {
  const filter = {
    ...filterOfSearch(specs, search),
    sortField: 'orderCode',
    descending: true,
  };
  return { filter, pageNum, pageSize };
}

/**
 * An order list's first reads for the address's query string `search` (its search and page, as
 * useListState reads them): the page, and the order dictionaries the search form asks for beside it.
 */
export function orderListReads(route: string, docs: OrderDocuments, search: string): EarlyRead[] {
  const decl = orderTypes.find((d) => d.route === route);
  if (!decl) return [];
  const specs = searchFieldsFor(decl);
  const params = listParamsOf(search, searchDefaultsFor(specs), defaultPageSizes.orders);
  return [
    {
      query: docs.page,
      variables: orderListVariables(specs, params.search, params.pageNum, params.pageSize),
      key: orderListReadKey(route),
    },
    { query: OrderDictionariesDocument },
  ];
}
