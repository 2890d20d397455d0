import type { Db } from '../../db/index.ts';
import type { Menu, MenuType, YesNo } from '../../db/schema.ts';
import type { SessionInfo } from '../../http/session.ts';

export interface MenuItem {
  id: number;
  pid: number | null;
  name: string;
  url: string | null;
  icon: string | null;
  type: MenuType;
  sortId: number;
  keepAlive: YesNo;
  hideInMenu: YesNo;
  hideInBreadcrumb: YesNo;
  actionKey: string | null;
}

export interface MenuNode extends MenuItem {
  childMenus: MenuNode[];
}

export function toMenuItem(row: Menu): MenuItem {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    url: row.url,
    icon: row.icon,
    type: row.type,
    sortId: row.sort_id,
    keepAlive: row.keep_alive,
    hideInMenu: row.hide_in_menu,
    hideInBreadcrumb: row.hide_in_breadcrumb,
    actionKey: row.action_key,
  };
}

/** Items into a tree; siblings by sortId then id. An item whose parent is missing is a root. */
export function buildMenuTree(items: MenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const item of items) nodes.set(item.id, { ...item, childMenus: [] });
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === null ? undefined : nodes.get(node.pid);
    (parent ? parent.childMenus : roots).push(node);
  }
  const order = (list: MenuNode[]): void => {
    list.sort((a, b) => a.sortId - b.sortId || a.id - b.id);
    for (const node of list) order(node.childMenus);
  };
  order(roots);
  return roots;
}

/** Menu ids the user's active roles grant in the session's organisation. */
async function grantedMenuIds(db: Db, session: SessionInfo): Promise<Set<number>> {
  const rows = await db
    .selectFrom('tb_role_menu as rm')
    .innerJoin('tb_role as r', 'r.id', 'rm.role_id')
    .innerJoin('tb_user_role as ur', 'ur.role_id', 'r.id')
    .select('rm.menu_id')
    .distinct()
    .where('ur.user_id', '=', session.userId)
    .where('r.status', '=', 'Y')
    .where((eb) =>
      session.orgId === null
        ? eb('r.org_id', 'is', null)
        : eb.or([eb('r.org_id', 'is', null), eb('r.org_id', '=', session.orgId)]),
    )
    .execute();
  return new Set(rows.map((r) => r.menu_id));
}

/** The items a user may see: everything for an administrator, else the roles' menus and their ancestors. */
export async function visibleMenuItems(db: Db, session: SessionInfo): Promise<MenuItem[]> {
  const all = (await db.selectFrom('tb_menu').selectAll().execute()).map(toMenuItem);
  if (session.isAdmin) return all;
  const granted = await grantedMenuIds(db, session);
  const byId = new Map(all.map((m) => [m.id, m]));
  const visible = new Set<number>();
  for (const id of granted) {
    // Walk up so a granted page keeps its group; the guard stops a cycle in bad data.
    let current = byId.get(id);
    while (current && !visible.has(current.id)) {
      visible.add(current.id);
      current = current.pid === null ? undefined : byId.get(current.pid);
    }
  }
  return all.filter((m) => visible.has(m.id));
}

export async function findMenu(
  db: Db,
  session: SessionInfo,
): Promise<{ menuList: MenuNode[]; menuMap: Record<string, MenuItem> }> {
  const items = await visibleMenuItems(db, session);
  const menuMap: Record<string, MenuItem> = {};
  for (const item of items) {
    // A button sharing its page's url must not hide the page.
    if (item.url && !(item.type === '2' && item.url in menuMap)) menuMap[item.url] = item;
  }
  return { menuList: buildMenuTree(items), menuMap };
}
