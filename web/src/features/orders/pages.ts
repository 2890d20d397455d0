// The pages of the order routes, loaded on first visit. Which declared order type (or bill of
// lading page) a path belongs to is read in the loaded module, so neither the declarations nor the
// generated documents land in the first bundle (the login page's).
import { lazyPage } from '../../app/lazyPage.ts';
import type { PageComponent } from '../../app/lazyPage.ts';
import { documentsByRoute } from './engine/typeDocuments.ts';

/** The lazy page of an order route (a declared order type's or a bill of lading's). */
export function orderPage(path: string): PageComponent {
  const [, route = path, mode] = /^(.*)\/(add|view|copy)$/.exec(path) ?? [];
  // The type's documents load beside the pages' code rather than after it.
  const documents = documentsByRoute[route];
  const page = lazyPage(() =>
    Promise.all([import('./OrderPages.tsx'), documents?.()])
      .then(([m]) => m.loadOrderPageAt(path))
      .then((loaded) => ({ default: loaded })),
  );
  // An order page opened as the first page of a visit asks for its order while its code loads, and
  // a list for its first page: as soon as the type's documents are here, without waiting for the
  // pages' code.
  const prefetch = async (search: string) => {
    const orderCode = new URLSearchParams(search).get('orderCode');
    const list = mode === undefined;
    const opened = mode === 'add' || mode === 'view' || mode === 'copy' ? mode : null;
    if (!documents || (!list && !(orderCode && opened))) return;
    await Promise.all([
      import('./engine/orderPrefetch.ts'),
      import('../../app/apollo.ts'),
      documents(),
    ])
      .then(([{ prefetchOrder, prefetchOrderList }, apollo, { documents: docs }]) =>
        opened && orderCode
          ? prefetchOrder(apollo.signedInClient(), route, docs, orderCode, opened)
          : prefetchOrderList(apollo.signedInClient(), route, docs, search),
      )
      .catch(() => undefined);
  };
  return Object.assign(page, { prefetch });
}
