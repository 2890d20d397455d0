import { Fragment, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ChevronRightIcon } from '../components/icons.tsx';
import { menuTrail } from './menu.ts';
import { routeTitle } from './routeTitle.ts';
import { routeTrail } from './routes.ts';
import { getMenu } from './session.ts';

interface Crumb {
  label: string;
  to?: string;
}

/** Menu groups (from the server's tree) followed by the route table's titles along the path. */
export function Breadcrumbs() {
  const { pathname, search } = useLocation();
  const crumbs = useMemo<Crumb[]>(() => {
    const groups = menuTrail(getMenu(), pathname)
      .filter((item) => item.type === 'GROUP' && !item.hideInBreadcrumb)
      .map((item) => ({ label: item.name }));
    const pages = routeTrail(pathname)
      .filter((route) => route.path !== '/')
      // The current page is titled by its address too: an add page editing a record is 编辑….
      .map((route, i, all) => ({
        label: i === all.length - 1 ? routeTitle(route, search) : route.title,
        to: route.path,
      }));
    if (pages.length === 0 && pathname !== '/') pages.push({ label: '页面不存在', to: pathname });
    return [{ label: '首页', to: '/' }, ...groups, ...pages];
  }, [pathname, search]);

  // Chakra's small plain breadcrumb, as plain elements styled by the theme (`.crumbs`): it is
  // drawn on every page.
  return (
    <nav aria-label="breadcrumb" className="crumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              <li>
                {last ? (
                  <span role="link" aria-current="page">
                    {crumb.label}
                  </span>
                ) : crumb.to ? (
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                ) : (
                  crumb.label
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" data-separator="">
                  <ChevronRightIcon />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
