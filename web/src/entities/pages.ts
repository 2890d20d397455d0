// The pages of the /basic/* routes, loaded on first visit. Which entity a path shows is read in the
// loaded module (entityRoute.ts), so neither the generated documents nor the declarations come
// with the route table into the first bundle.
import type { ComponentType } from 'react';
import { lazyPage } from '../app/lazyPage.ts';
import type { PageComponent } from '../app/lazyPage.ts';

type Page = PageComponent;

/** Routes served by a page of their own rather than the generic list/add/view. */
export const ownPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/basic/bizdict': () => import('./DictionaryPage.tsx'),
  '/basic/column': () => import('./column/ColumnListPage.tsx'),
  '/basic/column/add': () => import('./column/ColumnAddPage.tsx'),
  '/basic/supplier/menu': () => import('./SupplierMenuPage.tsx'),
};

/**
 * The lazy page of a /basic/* route: its own page, else the declared entity's list, add or view
 * page (the route table names only declared ones: registry.test.ts).
 */
export function basicPage(path: string): Page | undefined {
  const own = ownPages[path];
  if (own) return lazyPage(own);
  if (!path.startsWith('/basic/')) return undefined;
  return lazyPage(() =>
    import('./EntityPages.tsx').then((m) => ({ default: m.entityPageAt(path) })),
  );
}
