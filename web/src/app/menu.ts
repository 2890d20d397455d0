import type { SessionMenuItem } from './session.ts';

/** What the side menu shows: groups and pages, not buttons, not hidden entries. */
export function visibleMenu(items: readonly SessionMenuItem[]): SessionMenuItem[] {
  return items
    .filter((item) => !item.hideInMenu && item.type !== 'BUTTON')
    .map((item) => ({ ...item, children: visibleMenu(item.children) }))
    .filter((item) => item.type !== 'GROUP' || item.children.length > 0);
}

/** Whether a menu url is the current page or one of its sub-pages (/x and /x/add). */
export function isActiveUrl(url: string | null, pathname: string): boolean {
  if (!url) return false;
  if (url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** The chain of menu items from the top down to the deepest one whose url covers pathname. */
export function menuTrail(items: readonly SessionMenuItem[], pathname: string): SessionMenuItem[] {
  let best: SessionMenuItem[] = [];
  const walk = (nodes: readonly SessionMenuItem[], trail: SessionMenuItem[]): void => {
    for (const node of nodes) {
      const next = [...trail, node];
      if (
        isActiveUrl(node.url, pathname) &&
        (node.url?.length ?? 0) >= (best.at(-1)?.url?.length ?? 0)
      )
        best = next;
      walk(node.children, next);
    }
  };
  walk(items, []);
  return best;
}

/** Every page of the tree, in menu order. */
export function menuPages(items: readonly SessionMenuItem[]): SessionMenuItem[] {
  return items.flatMap((item) => [
    ...(item.type === 'PAGE' && item.url ? [item] : []),
    ...menuPages(item.children),
  ]);
}

/**
 * The menu without the pages whose feature the back end lacks (legacy mode), and without groups
 * left empty by that.
 */
export function withoutUnavailable(
  items: readonly SessionMenuItem[],
  unavailable: (url: string | null) => boolean,
): SessionMenuItem[] {
  return items
    .filter((item) => item.type === 'GROUP' || !unavailable(item.url))
    .map((item) => ({ ...item, children: withoutUnavailable(item.children, unavailable) }))
    .filter((item) => item.type !== 'GROUP' || item.children.length > 0);
}
