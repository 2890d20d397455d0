// The pages of the order routes, loaded on first visit. Which declared order type (or bill of
// lading page) a path belongs to is read in the loaded module, so neither the declarations nor the
// generated documents land in the first bundle (the login page's).
import { lazyPage } from '../../app/lazyPage.ts';
import type { PageComponent } from '../../app/lazyPage.ts';

/** The lazy page of an order route (a declared order type's or a bill of lading's). */
export function orderPage(path: string): PageComponent {
  const page = lazyPage(() =>
    import('./OrderPages.tsx')
      .then((m) => m.loadOrderPageAt(path))
      .then((loaded) => ({ default: loaded })),
  );
  // An order page opened as the first page of a visit asks for its order while its code loads.
  const prefetch = (search: string) => {
    const orderCode = new URLSearchParams(search).get('orderCode');
    if (!orderCode) return;
    void Promise.all([import('./OrderPages.tsx'), import('../../app/apollo.ts')])
      .then(([pages, apollo]) => pages.prefetchOrderAt(apollo.signedInClient(), path, orderCode))
      .catch(() => undefined);
  };
  return Object.assign(page, { prefetch });
}
