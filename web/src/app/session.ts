import { isApiToken } from '../../../model/apiTokens.ts';
import type { MeQuery, MenuType, SessionMenuItemFragment } from '../__generated__/graphql.ts';
import { TOKEN_STORAGE_KEY } from '../../../model/webStorage.ts';

/** Browser storage keys of the session (spec 1, section 3 and 9). */
export const storageKeys = {
  token: TOKEN_STORAGE_KEY,
  menu: 'menu',
  flatMenu: 'flatMenu',
  user: 'user',
  currentOrg: 'currentOrg',
  logo: 'logo',
  orgList: 'orgList',
  /** Each order list's default saved view, as last seen (app/defaultViewMemory.ts). */
  listDefaults: 'listDefaults',
} as const;

export interface SessionMenuItem {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  icon: string | null;
  type: MenuType;
  sortId: number;
  hideInMenu: boolean;
  hideInBreadcrumb: boolean;
  children: SessionMenuItem[];
}

/** A menu item without its children, as kept in the flat map keyed by url. */
export type FlatMenuItem = Omit<SessionMenuItem, 'children'>;

export interface SessionUser {
  userId: string;
  userName: string;
  orgId: string | null;
}

export interface SessionOrg {
  orgId: string;
  orgName: string;
}

export interface SessionOrgEntry extends SessionOrg {
  isDefault: boolean;
}

type Me = MeQuery['me'];
// The query nests a fixed number of levels; the deepest level has no children field.
interface MeMenuNode extends SessionMenuItemFragment {
  children?: MeMenuNode[];
}

function readJson<T>(key: string, accept: (value: unknown) => value is T): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return accept(value) ? value : null;
  } catch {
    // A value written by an older client or by hand: treat as absent rather than crash the shell.
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMenuList(value: unknown): value is SessionMenuItem[] {
  return (
    Array.isArray(value) &&
    value.every((v) => isObject(v) && typeof v.name === 'string' && Array.isArray(v.children))
  );
}

function isFlatMenu(value: unknown): value is Record<string, FlatMenuItem> {
  return (
    isObject(value) && Object.values(value).every((v) => isObject(v) && typeof v.name === 'string')
  );
}

function isUser(value: unknown): value is SessionUser {
  return isObject(value) && typeof value.userId === 'string' && typeof value.userName === 'string';
}

function isOrg(value: unknown): value is SessionOrg {
  return isObject(value) && typeof value.orgId === 'string' && typeof value.orgName === 'string';
}

function isOrgList(value: unknown): value is SessionOrgEntry[] {
  return (
    Array.isArray(value) &&
    value.every((v) => isOrg(v) && typeof (v as SessionOrgEntry).isDefault === 'boolean')
  );
}

// A reporting tool's API token is never a session of the web client (model/apiTokens.ts): the
// gateway refuses it the sign-in, the menu and the user, and the client never keeps one.
export function getToken(): string | null {
  const token = localStorage.getItem(storageKeys.token);
  return token === null || token === '' || isApiToken(token) ? null : token;
}

export function setToken(token: string): void {
  if (isApiToken(token)) throw new Error('API 令牌不能用于登录网页界面');
  localStorage.setItem(storageKeys.token, token);
}

const newSessionListeners = new Set<() => unknown>();

/** What keeps a session's data (the GraphQL cache) registers here to be emptied at a sign-in. */
export function onNewSession(listener: () => unknown): () => void {
  newSessionListeners.add(listener);
  return () => newSessionListeners.delete(listener);
}

/** A sign-in: keeps the new token and drops what an earlier session of this page left behind. */
export async function startSession(token: string): Promise<void> {
  setToken(token);
  await Promise.all([...newSessionListeners].map((listener) => listener()));
}

export function clearToken(): void {
  localStorage.removeItem(storageKeys.token);
}

export function getMenu(): SessionMenuItem[] {
  return readJson(storageKeys.menu, isMenuList) ?? [];
}

export function getFlatMenu(): Record<string, FlatMenuItem> {
  return readJson(storageKeys.flatMenu, isFlatMenu) ?? {};
}

export function getUser(): SessionUser | null {
  return readJson(storageKeys.user, isUser);
}

export function getCurrentOrg(): SessionOrg | null {
  return readJson(storageKeys.currentOrg, isOrg);
}

export function getOrgList(): SessionOrgEntry[] {
  return readJson(storageKeys.orgList, isOrgList) ?? [];
}

export function getLogo(): string | null {
  const logo = localStorage.getItem(storageKeys.logo);
  return logo === null || logo === '' ? null : logo;
}

function toSessionMenu(node: MeMenuNode): SessionMenuItem {
  const children = node.children ?? [];
  return {
    id: node.id,
    parentId: node.parentId,
    name: node.name,
    url: node.url,
    icon: node.icon,
    type: node.type,
    sortId: node.sortId,
    hideInMenu: node.hideInMenu,
    hideInBreadcrumb: node.hideInBreadcrumb,
    children: children.map(toSessionMenu).sort((a, b) => a.sortId - b.sortId),
  };
}

/** Items keyed by url, every level of the tree. */
export function flattenMenu(menu: SessionMenuItem[]): Record<string, FlatMenuItem> {
  const flat: Record<string, FlatMenuItem> = {};
  const walk = (items: SessionMenuItem[]): void => {
    for (const { children, ...item } of items) {
      if (item.url) flat[item.url] = item;
      walk(children);
    }
  };
  walk(menu);
  return flat;
}

/** Where to land after sign-in: the url of the first child of the first menu group, else '/'. */
export function firstMenuUrl(menu: SessionMenuItem[]): string {
  const firstGroup = menu[0];
  const firstChild = firstGroup?.children[0];
  return firstChild?.url || firstGroup?.url || '/';
}

/** Keeps `value` under `key` (none: removes it) unless it is there already; whether it wrote. */
function keep(key: string, value: string | null): boolean {
  if (localStorage.getItem(key) === value) return false;
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  return true;
}

/**
 * Writes everything the shell reads from storage after `me` is (re)loaded; whether any of it
 * changed (the frame's check of a session that did not change redraws nothing).
 */
export function storeMe(me: Me): boolean {
  const menu = me.menu.map(toSessionMenu).sort((a, b) => a.sortId - b.sortId);
  const user: SessionUser = {
    userId: me.user.id,
    userName: me.user.userName,
    orgId: me.currentOrganisation?.id ?? null,
  };
  const orgList: SessionOrgEntry[] = me.organisations.map((o) => ({
    orgId: o.organisation.id,
    orgName: o.organisation.orgName,
    isDefault: o.isDefault,
  }));
  const org: SessionOrg | null = me.currentOrganisation
    ? { orgId: me.currentOrganisation.id, orgName: me.currentOrganisation.orgName }
    : null;
  const logo = me.logoPath ?? me.currentOrganisation?.logoPath ?? null;
  // Every key is written, whichever changed.
  const written = [
    keep(storageKeys.menu, JSON.stringify(menu)),
    keep(storageKeys.flatMenu, JSON.stringify(flattenMenu(menu))),
    keep(storageKeys.user, JSON.stringify(user)),
    keep(storageKeys.orgList, JSON.stringify(orgList)),
    keep(storageKeys.currentOrg, org ? JSON.stringify(org) : null),
    keep(storageKeys.logo, logo || null),
  ];
  return written.includes(true);
}

/**
 * Forgets each list's default view as last seen (app/defaultViewMemory.ts): one has changed. Here
 * beside the key rather than in that module, so the shared components (ViewBar) that call it do not
 * draw the module into their chunk, which an order page's early read would then wait for.
 */
export function forgetListDefaults(): void {
  localStorage.removeItem(storageKeys.listDefaults);
}

/** Exit: the spec clears the browser storage; only the session's keys are ours to clear. */
export function clearSession(): void {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
}
