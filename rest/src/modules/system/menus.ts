// tbMenu: the menu tree editor and the menus of roles. The tree is shared by every group.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, MenuType } from '../../db/schema.ts';
import { int, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { buildMenuTree, toMenuItem, visibleMenuItems } from '../auth/menu.ts';
import type { MenuItem, MenuNode } from '../auth/menu.ts';
import { findRole, roleMenuIds } from './roles.ts';
import { findUser } from './users.ts';
import { idList, makesCycle, requireGroup, requireId, requireText, text, yesNo } from './fields.ts';

type Executor = Db | Transaction<Database>;

/** The seeds call a menu's url `path`; both names are answered. */
type EditorItem = MenuItem & { path: string | null };
type EditorNode = EditorItem & { childMenus: EditorNode[] };

function withPath(nodes: MenuNode[]): EditorNode[] {
  return nodes.map((n) => ({ ...n, path: n.url, childMenus: withPath(n.childMenus) }));
}

async function allItems(db: Executor): Promise<MenuItem[]> {
  return (await db.selectFrom('tb_menu').selectAll().execute()).map(toMenuItem);
}

async function findMenuItem(db: Executor, id: number): Promise<EditorItem> {
  const row = await db.selectFrom('tb_menu').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw fail.notFound('菜单不存在');
  const item = toMenuItem(row);
  return { ...item, path: item.url };
}

/** Granted ids plus their ancestors, as a tree (a checked page keeps its group). */
function treeOf(all: MenuItem[], ids: Iterable<number>): MenuNode[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const id of ids) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.pid === null ? undefined : byId.get(current.pid);
    }
  }
  return buildMenuTree(all.filter((m) => keep.has(m.id)));
}

const MENU_TYPES: readonly MenuType[] = ['0', '1', '2'];

/**
 * A button's action key is the short key a page checks ('add'): the remark of an active entry of
 * the BUTTON dictionary (the entry's code, BUTTON_ADD, names the entry, not the action). Several
 * keys are comma-separated.
 */
async function checkButtonKeys(db: Executor, actionKey: string): Promise<void> {
  const keys = [...new Set(actionKey.split(',').map((k) => k.trim()))];
  if (keys.includes('')) throw fail.badRequest('按钮标识不能为空', 'actionKey');
  const rows = await db
    .selectFrom('tb_dict')
    .select('remark')
    .where('category_code', '=', 'BUTTON')
    .where('status', '=', 'Y')
    .where('remark', 'in', keys)
    .execute();
  const known = new Set(rows.map((r) => r.remark));
  const missing = keys.find((k) => !known.has(k));
  if (missing !== undefined) {
    throw fail.badRequest(`按钮标识不在 BUTTON 字典中：${missing}`, 'actionKey');
  }
}

export function registerMenuRoutes(app: FastifyInstance): void {
  route(app, 'tbMenu/getMenuAll', async ({ db }) => withPath(buildMenuTree(await allItems(db))));

  route(app, 'tbMenu/findByPK', async ({ body, db }) => findMenuItem(db, requireId(body)));

  route(app, 'tbMenu/insertOrUpdate', async ({ body, transaction, audit }) => {
    const id = int(body, 'id', '参数 id 应为整数');
    const type = str(body, 'type') as MenuType | undefined;
    if (type === undefined) throw fail.badRequest('请选择菜单类型', 'type');
    if (!MENU_TYPES.includes(type)) throw fail.badRequest('菜单类型应为 0、1 或 2', 'type');
    const name = requireText(body, 'name', '菜单名称', 50);
    const url = text(body, 'path', '路由', 200) ?? text(body, 'url', '路由', 200);
    if (type === '1' && url === null) throw fail.badRequest('请输入路由', 'path');
    if (url !== null && !url.startsWith('/')) throw fail.badRequest('路由应以 / 开头', 'path');
    const actionKey = text(body, 'actionKey', '按钮标识', 100);
    if (type === '2' && actionKey === null) throw fail.badRequest('请选择按钮标识', 'actionKey');
    const pid =
      body.pid === undefined || body.pid === null || str(body, 'pid') === '0'
        ? null
        : requireId(body, 'pid');
    const values = {
      pid,
      sort_id: int(body, 'sortId', '排序应为整数') ?? 0,
      type,
      name,
      url,
      icon: text(body, 'icon', '图标', 100),
      action_key: actionKey,
      keep_alive: yesNo(body, 'keepAlive', 'N'),
      hide_in_menu: yesNo(body, 'hideInMenu', 'N'),
      hide_in_breadcrumb: yesNo(body, 'hideInBreadcrumb', 'N'),
    };
    return transaction(async (trx) => {
      if (actionKey !== null) await checkButtonKeys(trx, actionKey);
      const parents = await trx.selectFrom('tb_menu').select(['id', 'pid']).execute();
      const parentOf = new Map(parents.map((m) => [m.id, m.pid]));
      if (pid !== null && !parentOf.has(pid)) throw fail.badRequest('上级菜单不存在', 'pid');
      if (id === undefined) {
        const row = await trx
          .insertInto('tb_menu')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        audit({ table: 'tb_menu', recordKey: row.id, after: await findMenuItem(trx, row.id) });
        return row.id;
      }
      const before = await findMenuItem(trx, id);
      if (pid !== null && makesCycle(id, pid, parentOf)) {
        throw fail.badRequest('上级菜单不能是自身或其下级', 'pid');
      }
      await trx
        .updateTable('tb_menu')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      audit({ table: 'tb_menu', recordKey: id, before, after: await findMenuItem(trx, id) });
      return id;
    });
  });

  route(app, 'tbMenu/delete', async ({ body, transaction, audit }) => {
    const id = requireId(body);
    await transaction(async (trx) => {
      const before = await findMenuItem(trx, id);
      const child = await trx
        .selectFrom('tb_menu')
        .select('id')
        .where('pid', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (child) throw fail.unprocessable('该菜单下有子菜单，不能删除', 'id');
      await trx.deleteFrom('tb_menu').where('id', '=', id).execute();
      audit({ table: 'tb_menu', recordKey: id, before, after: null });
    });
    return null;
  });

  // With roleId: that role's grants (the checkbox editor); with userId: what the user's roles grant.
  route(app, 'tbMenu/getRoleMenuByUserId', async ({ body, session, db }) => {
    const all = await allItems(db);
    if (body.roleId !== undefined && body.roleId !== null) {
      const role = await findRole(db, session, requireId(body, 'roleId'));
      const menuIds = await roleMenuIds(db, role.id);
      return { roleId: role.id, menuIds, menuList: withPath(treeOf(all, menuIds)) };
    }
    const userId = body.userId === undefined ? session.userId : requireId(body, 'userId');
    const user = await findUser(db, requireGroup(session), userId);
    const items = await visibleMenuItems(db, {
      ...session,
      userId: user.id,
      isAdmin: user.isAdmin,
      orgId: user.defaultOrgId,
    });
    return {
      userId: user.id,
      menuIds: items.map((m) => m.id),
      menuList: withPath(buildMenuTree(items)),
    };
  });

  route(
    app,
    'tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId',
    async ({ body, session, transaction, audit }) => {
      const roleId = requireId(body, 'roleId');
      const menuIds = idList(body, 'menuIds');
      await transaction(async (trx) => {
        await findRole(trx, session, roleId);
        if (menuIds.length > 0) {
          const found = await trx
            .selectFrom('tb_menu')
            .select('id')
            .where('id', 'in', menuIds)
            .execute();
          if (found.length !== menuIds.length) throw fail.badRequest('菜单不存在', 'menuIds');
        }
        const before = await roleMenuIds(trx, roleId);
        await trx.deleteFrom('tb_role_menu').where('role_id', '=', roleId).execute();
        if (menuIds.length > 0) {
          await trx
            .insertInto('tb_role_menu')
            .values(menuIds.map((menuId) => ({ role_id: roleId, menu_id: menuId })))
            .execute();
        }
        audit({
          table: 'tb_role_menu',
          recordKey: roleId,
          before: { menuIds: before },
          after: { menuIds: [...menuIds].sort((a, b) => a - b) },
        });
      });
      return null;
    },
  );
}
