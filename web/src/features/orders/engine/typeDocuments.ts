// Where each order type's documents are, by the route of its pages: a module of their own per
// type, loaded with the type's pages. Keyed by route so the router can start loading them beside
// the pages' code (it knows the address, not the declarations, which stay out of the first bundle);
// the registry reads them by the declaration's route.
import type { OrderDocuments } from './registry.ts';

export const documentsByRoute: Readonly<
  Record<string, () => Promise<{ documents: OrderDocuments }>>
> = {
  '/action/oceanexport': () => import('./types/oceanExport.ts'),
  '/action/oceanimport': () => import('./types/oceanImport.ts'),
  '/action/airimport': () => import('./types/airImport.ts'),
  '/action/airexport': () => import('./types/airExport.ts'),
  '/action/domestictrade': () => import('./types/domesticTrade.ts'),
};
