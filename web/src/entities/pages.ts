// The pages of the /basic/* routes, loaded on first visit. Read from the declarations alone, so
// the route table does not pull the generated documents into the first bundle.
import type { ComponentType } from 'react';
import { lazyPage } from '../app/lazyPage.ts';
import type { PageComponent } from '../app/lazyPage.ts';
import { entities } from '../../../model/masterData/index.ts';
import type { EntityPageKind } from './EntityPages.tsx';

type Page = PageComponent;

/** Routes served by a page of their own rather than the generic list/add/view. */
const ownPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/basic/bizdict': () => import('./DictionaryPage.tsx'),
  '/basic/column': () => import('./column/ColumnListPage.tsx'),
  '/basic/column/add': () => import('./column/ColumnAddPage.tsx'),
  '/basic/supplier/menu': () => import('./SupplierMenuPage.tsx'),
};

function entityRoute(path: string): { kind: EntityPageKind; entity: string } | undefined {
  for (const decl of entities) {
    if (!decl.route) continue;
    if (path === decl.route) return { kind: 'list', entity: decl.name };
    if (path === `${decl.route}/add`) return { kind: 'add', entity: decl.name };
    if (path === `${decl.route}/view`) return { kind: 'view', entity: decl.name };
  }
  return undefined;
}

/** The lazy page of a /basic/* route, or undefined when the path is not one of them. */
export function basicPage(path: string): Page | undefined {
  const own = ownPages[path];
  if (own) return lazyPage(own);
  const found = entityRoute(path);
  if (!found) return undefined;
  const { kind, entity } = found;
  return lazyPage(() =>
    import('./EntityPages.tsx').then((m) => ({ default: m.entityPage(kind, entity) })),
  );
}
