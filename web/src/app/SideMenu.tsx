import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon, ChevronRightIcon } from '../components/icons.tsx';
import { menuTrail, visibleMenu, withoutUnavailable } from './menu.ts';
import { useBackendFeatures } from './backendFeatures.ts';
import { featureOfPage } from './pageFeatures.ts';
import { productName } from './product.ts';
import { getLogo, getMenu } from './session.ts';
import type { SessionMenuItem } from './session.ts';

// Plain elements styled by the theme (`.side-menu`, `.side-link`, `.side-group`): the menu is drawn
// on every page, and some thirty styled components each computed and hashed their styles.

function PageLink({
  item,
  depth,
  active,
}: {
  item: SessionMenuItem;
  depth: number;
  active: boolean;
}) {
  return (
    <NavLink
      to={item.url ?? '/'}
      className="side-link"
      data-active={active ? '' : undefined}
      style={{ paddingInlineStart: `${12 + depth * 14}px` }}
    >
      {item.name}
    </NavLink>
  );
}

export interface SideMenuProps {
  collapsed: boolean;
  onExpand: () => void;
  /** Bumped when the stored session was refreshed, so the menu is read again. */
  sessionVersion: number;
}

/** The side menu, built from the menu tree the server allows this user (stored at sign-in). */
export function SideMenu({ collapsed, onExpand, sessionVersion }: SideMenuProps) {
  const { pathname } = useLocation();
  // Storage is not reactive: re-read the menu whenever the layout has refreshed the session.
  // Pages of features the back end lacks (legacy mode) are left out.
  const { unavailable } = useBackendFeatures();
  const menu = useMemo(
    () => withoutUnavailable(visibleMenu(getMenu()), (url) => unavailable(featureOfPage(url))),
    [sessionVersion, unavailable],
  );
  const logo = getLogo();
  const [openGroups, setOpenGroups] = useState<Set<string>>(
    () => new Set(menuTrail(menu, pathname).map((item) => item.id)),
  );
  // A refreshed menu may be the first one this page sees: open the group of the current page.
  useEffect(() => {
    const trail = menuTrail(menu, pathname);
    if (trail.length > 0)
      setOpenGroups((previous) => new Set([...previous, ...trail.map((item) => item.id)]));
    // Only when the menu itself changes; navigation keeps the groups as the user left them.
  }, [menu]);
  const toggle = (id: string, forceOpen = false) =>
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (next.has(id) && !forceOpen) next.delete(id);
      else next.add(id);
      return next;
    });

  // The deepest page covering the path is the current one: /statements/ticket/v2 is its own page,
  // not a sub-page of /statements/ticket.
  const current = menuTrail(menu, pathname).at(-1);
  const renderItems = (items: readonly SessionMenuItem[], depth: number) =>
    items.map((item) => {
      if (item.type !== 'GROUP') {
        return (
          <PageLink key={item.id} item={item} depth={depth} active={item.id === current?.id} />
        );
      }
      const open = openGroups.has(item.id);
      if (collapsed) {
        return (
          <button
            key={item.id}
            type="button"
            className="side-group"
            title={item.name}
            aria-label={item.name}
            onClick={() => {
              toggle(item.id, true);
              onExpand();
            }}
          >
            {item.name.slice(0, 1)}
          </button>
        );
      }
      return (
        <div key={item.id}>
          <button
            type="button"
            className="side-group"
            style={{ paddingInlineStart: `${12 + depth * 14}px` }}
            aria-expanded={open}
            onClick={() => toggle(item.id)}
          >
            <span>{item.name}</span>
            {open ? <ChevronDownIcon color="fg.subtle" /> : <ChevronRightIcon color="fg.subtle" />}
          </button>
          {open ? (
            <div className="side-menu-items" data-nested="">
              {renderItems(item.children, depth + 1)}
            </div>
          ) : null}
        </div>
      );
    });

  return (
    <nav aria-label="主菜单" className="side-menu" data-collapsed={collapsed ? '' : undefined}>
      <div className="side-menu-head">
        {logo && /^(https?:|\/|data:)/.test(logo) ? <img src={logo} alt="" /> : null}
        <span>{collapsed ? '华通' : productName}</span>
      </div>
      <div className="side-menu-items">
        {collapsed ? null : (
          <PageLink
            item={{
              id: 'home',
              parentId: null,
              name: '工作台',
              url: '/',
              icon: null,
              type: 'PAGE',
              sortId: 0,
              hideInMenu: false,
              hideInBreadcrumb: false,
              children: [],
            }}
            depth={0}
            active={pathname === '/'}
          />
        )}
        {renderItems(menu, 0)}
        {menu.length === 0 && !collapsed ? <p className="side-menu-empty">暂无可用菜单</p> : null}
      </div>
    </nav>
  );
}
