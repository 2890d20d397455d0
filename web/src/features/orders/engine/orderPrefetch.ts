// An order's reads sent while the order page's code still loads (the first page of a visit): the
// order, the late milestones, the dictionaries and the fee currencies, in one request as the page
// itself would send them, so the answer is on its way while the page renders. Likewise an order
// list's first page, with the same variables as the list page builds from the address.
import type { ApolloClient } from '@apollo/client';
import { orderTypes } from '../../../../../model/orders/index.ts';
import { requestSent } from '../../../app/apollo.ts';
import { notePrefetch } from '../../../app/prefetch.ts';
import {
  FeeCurrenciesDocument,
  ListViewsDocument,
  OrderDictionariesDocument,
  OrderMilestonesDocument,
} from '../../../__generated__/graphql.ts';
import {
  defaultPageSizes,
  listParamsOf,
  listViewsReadKey,
  ownNamesOf,
  writeViewParams,
} from '../../../components/list/listParams.ts';
import type { ListSort } from '../../../components/list/listParams.ts';
import { rememberDefaultView, rememberedDefaultView } from '../../../app/defaultViewMemory.ts';
import { searchDefaultsFor, searchFieldsFor } from '../../../entities/kit/searchSpecs.ts';
import type { SearchFieldSpec } from '../../../entities/kit/searchSpecs.ts';
import { filterOfSearch } from '../../../entities/searchFilter.ts';
import { milestonesReadKey } from '../../todo/milestonesLate.ts';
import type { OrderDocuments } from './registry.ts';

/** The key of the order page's first read of an order of the type at `route` (useFirstFetchPolicy). */
export const orderReadKey = (route: string, orderCode: string) => `order:${route}:${orderCode}`;

/**
 * Sends the reads; resolves once the request has left (requestSent): the first render, one long
 * task, would otherwise hold it back until it ends, and the rest of the page's code waits for it.
 */
export function prefetchOrder(
  client: ApolloClient,
  route: string,
  docs: OrderDocuments,
  orderCode: string,
  mode: 'add' | 'view' | 'copy',
): Promise<void> {
  const sent = requestSent();
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
  sort: ListSort | null = null,
) {
  const filter = {
    ...filterOfSearch(specs, search),
    sortField: sort?.field ?? 'orderCode',
    descending: sort ? sort.descending : true,
  };
  return { filter, pageNum, pageSize };
}

/**
 * Sends an order list's first read for the address's query string `search` (its search and page,
 * as useListState reads them) and the order dictionaries the search form asks for beside it;
 * resolves once they have left. Opened with nothing of its own in the address, the list may open
 * on the user's default view (useListViewReady): its saved views are asked on their own, and its
 * page — the default view's page, as the list will write it into the address — at once when the
 * views' last answer is remembered (defaultViewMemory.ts), else as soon as they answer, rather than
 * once the page has rendered.
 */
export function prefetchOrderList(
  client: ApolloClient,
  route: string,
  docs: OrderDocuments,
  search: string,
): Promise<void> {
  const decl = orderTypes.find((d) => d.route === route);
  if (!decl) return Promise.resolve();
  const sent = requestSent();
  const ignore = () => undefined;
  const specs = searchFieldsFor(decl);
  const defaults = searchDefaultsFor(specs);
  const pageSize = defaultPageSizes.orders;
  void client.query({ query: OrderDictionariesDocument }).catch(ignore);
  const sendPage = (address: string) => {
    const params = listParamsOf(address, defaults, pageSize);
    // The list sorts by its columns only (useListView): a view's sort by another field is dropped.
    const sortable = params.sort && decl.listColumns.includes(params.sort.field);
    return client.query({
      query: docs.page,
      variables: orderListVariables(
        specs,
        params.search,
        params.pageNum,
        params.pageSize,
        sortable ? params.sort : null,
      ),
      fetchPolicy: 'network-only',
      // As useListQuery sends it: the page of a list travels on its own.
      context: { alone: true },
    });
  };
  notePrefetch(orderListReadKey(route));
  const own = ownNamesOf(Object.keys(defaults));
  if ([...new URLSearchParams(search).keys()].some((name) => own.has(name))) {
    void sendPage(search).catch(ignore);
    return sent;
  }
  // The page of the default view the saved views last named is asked at once (the views' answer
  // decides: a different default sends its own page, once); unknown, the page waits for them.
  const pageOf = (viewAddress: string) => {
    const address = new URLSearchParams(search);
    for (const [name, value] of new URLSearchParams(viewAddress)) address.set(name, value);
    return address.toString();
  };
  let asked: string | null = null;
  const ask = (address: string) => {
    if (address === asked) return;
    asked = address;
    void sendPage(address).catch(ignore);
  };
  const remembered = rememberedDefaultView(route);
  if (remembered !== undefined) ask(pageOf(remembered));
  notePrefetch(listViewsReadKey(route));
  void client
    .query({
      query: ListViewsDocument,
      variables: { list: route },
      fetchPolicy: 'network-only',
      // Its own request: the page waits for it, not for the dictionaries.
      context: { skipErrorToast: true, alone: true },
    })
    .then(({ data }) => {
      const preferred = data?.listViews.find((v) => v.isDefault);
      const viewAddress = new URLSearchParams();
      if (preferred) {
        writeViewParams(viewAddress, preferred, { defaults, defaultPageSize: pageSize });
      }
      rememberDefaultView(route, viewAddress.toString());
      ask(pageOf(viewAddress.toString()));
    })
    .catch(ignore);
  return sent;
}
