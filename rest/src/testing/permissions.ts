// The permission matrix through /rest/: a role granting some menu pages, a user holding it,
// signed in. Everything goes through the administration calls, as an administrator would do it.
import type { FastifyInstance } from 'fastify';
import { callRest, loginAs } from './index.ts';

interface MenuTreeItem {
  id: number;
  url: string | null;
  childMenus: MenuTreeItem[];
}

function flatten(items: MenuTreeItem[]): MenuTreeItem[] {
  return items.flatMap((item) => [item, ...flatten(item.childMenus)]);
}

async function ok<T>(
  app: FastifyInstance,
  path: string,
  fields: Record<string, unknown>,
): Promise<T> {
  const result = await callRest<T>(app, path, fields, { encoding: 'json' });
  if (result.body.status !== 200) {
    throw new Error(`${path} 失败：${JSON.stringify(result.body.data)}`);
  }
  return result.body.data;
}

/** Menu ids of the pages with these urls (and their buttons). */
export async function menuIdsFor(
  app: FastifyInstance,
  adminToken: string,
  urls: readonly string[],
): Promise<number[]> {
  const tree = await ok<MenuTreeItem[]>(app, 'tbMenu/getMenuAll', { token: adminToken });
  const ids: number[] = [];
  const walk = (items: MenuTreeItem[], inside: boolean): void => {
    for (const item of items) {
      const hit = inside || (item.url !== null && urls.includes(item.url));
      if (hit) ids.push(item.id);
      walk(item.childMenus, hit);
    }
  };
  walk(tree, false);
  const missing = urls.filter((u) => !flatten(tree).some((m) => m.url === u));
  if (missing.length > 0) throw new Error(`菜单不存在：${missing.join(', ')}`);
  return ids;
}

let serial = 0;

export interface MatrixUser {
  token: string;
  userId: number;
  roleId: number;
  mobile: string;
}

/**
 * Creates a role granting `menus` (urls) and a user holding it, member of `orgIds` with the first
 * as default, and signs the user in.
 */
export async function userWithMenus(
  app: FastifyInstance,
  adminToken: string,
  menus: readonly string[],
  orgIds: readonly number[],
): Promise<MatrixUser> {
  serial += 1;
  const tag = `${process.pid % 10000}${serial}`.padStart(6, '0');
  const roleId = await ok<number>(app, 'tbRole/insert', {
    token: adminToken,
    roleName: `矩阵角色${tag}`,
  });
  const role = await ok<{ version: number }>(app, 'tbRole/findByPK', {
    token: adminToken,
    id: roleId,
  });
  await ok(app, 'tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', {
    token: adminToken,
    roleId,
    menuIds: (await menuIdsFor(app, adminToken, menus)).join('.'),
    expectedVersion: role.version,
  });
  const mobile = `139${tag.slice(-6)}${String(serial % 100).padStart(2, '0')}`;
  const userId = await ok<number>(app, 'tbSysUser/insert', {
    token: adminToken,
    userName: `矩阵用户${tag}`,
    mobile,
    userPwd: 'matrix123',
    roleIds: String(roleId),
    orgIds: orgIds.join('.'),
    defaultOrgId: orgIds[0],
  });
  return { token: await loginAs(app, mobile, 'matrix123'), userId, roleId, mobile };
}
