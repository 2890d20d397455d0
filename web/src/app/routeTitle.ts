import type { AppRoute } from './routes.ts';

/** The title of a route at an address: 编辑… when its query names the record being edited. */
export function routeTitle(route: AppRoute, search: string | URLSearchParams = ''): string {
  if (!route.editKeys || !route.editTitle) return route.title;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return route.editKeys.some((key) => (params.get(key) ?? '').trim() !== '')
    ? route.editTitle
    : route.title;
}
