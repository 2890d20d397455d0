// The pages of the order routes, loaded on first visit. Read from the declarations alone, so the
// route table does not pull the generated documents into the first bundle.
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { oceanExportLading, orderTypes } from '../../../../model/orders/index.ts';
import type { OrderPageKind } from './OrderPages.tsx';

type Page = LazyExoticComponent<ComponentType>;

const kinds: readonly OrderPageKind[] = ['add', 'view', 'copy'];

function orderRoute(path: string): { kind: OrderPageKind; type: string } | undefined {
  for (const decl of orderTypes) {
    if (path === decl.route) return { kind: 'list', type: decl.name };
    for (const kind of kinds) {
      if (path === `${decl.route}/${kind}`) return { kind, type: decl.name };
    }
  }
  return undefined;
}

const ladingPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  [oceanExportLading.route ?? '']: () => import('./lading/LadingListPage.tsx'),
  [`${oceanExportLading.route ?? ''}/add`]: () => import('./lading/LadingFormPage.tsx'),
  [`${oceanExportLading.route ?? ''}/view`]: () => import('./lading/LadingViewPage.tsx'),
};

/** The lazy page of an order route (a declared order type's or a bill of lading's), if any. */
export function orderPage(path: string): Page | undefined {
  const lading = ladingPages[path];
  if (lading) return lazy(lading);
  const found = orderRoute(path);
  if (!found) return undefined;
  const { kind, type } = found;
  return lazy(() =>
    import('./OrderPages.tsx').then((m) => ({ default: m.orderPageFor(kind, type) })),
  );
}
