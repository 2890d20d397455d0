import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { Envelope, TestRest } from '../../testing/index.ts';
import { userWithMenus } from '../../testing/permissions.ts';

let rest: TestRest;
let app: FastifyInstance;
let db: Db;
let admin: string;
let shanghai: number;
let ningbo: number;

const OPERATOR = '13800000001';

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  db = rest.db;
  admin = await loginAs(app);
  const orgs = await db.selectFrom('tb_organization').select(['id', 'org_name']).execute();
  shanghai = orgs.find((o) => o.org_name === '上海华通国际货运代理有限公司')!.id;
  ningbo = orgs.find((o) => o.org_name.startsWith('宁波'))!.id;
});
afterAll(async () => {
  await rest?.close();
});

async function call<T = unknown>(
  path: string,
  fields: Record<string, unknown> = {},
  token = admin,
): Promise<Envelope<T>> {
  return (await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' })).body;
}

async function data<T = unknown>(
  path: string,
  fields: Record<string, unknown> = {},
  token = admin,
): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body.status, `${path} ${JSON.stringify(body.data)}`).toBe(200);
  return body.data;
}

interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

let seq = 0;
const unique = (): string => `${Date.now() % 100000}${++seq}`.padStart(7, '0');

/** A row of the log for this record key, newest first. */
async function logOf(table: string, recordKey: string | number) {
  return db
    .selectFrom('sys_action_log')
    .selectAll()
    .where('table_name', '=', table)
    .where('record_key', '=', String(recordKey))
    .orderBy('id', 'desc')
    .execute();
}

// The shape every editable system record shares: create, read back, list, update, status, delete.
interface CrudCase {
  name: string;
  table: string;
  insert: string;
  update: string;
  find: string;
  list: string;
  status?: { path: string; field: string };
  remove: string;
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
  /** How the list or tree holds the record. */
  listed: (answer: unknown, id: number) => boolean;
}

const inTree = (answer: unknown, id: number): boolean =>
  JSON.stringify(answer).includes(`"id":${id},`);

const cases: CrudCase[] = [
  {
    name: 'user',
    table: 'tb_sys_user',
    insert: 'tbSysUser/insert',
    update: 'tbSysUser/update',
    find: 'tbSysUser/findByPK',
    list: 'tbSysUser/pageAll',
    status: { path: 'tbSysUser/updateStatusByIdAndStatus', field: 'useStatus' },
    remove: 'tbSysUser/delete',
    create: () => {
      const n = unique();
      return { userName: `测试${n}`, mobile: `1370${n}`, email: `t${n}@example.cn` };
    },
    change: { userName: '改名后的用户' },
    listed: (answer, id) => (answer as Page<{ id: number }>).list.some((u) => u.id === id),
  },
  {
    name: 'role',
    table: 'tb_role',
    insert: 'tbRole/insert',
    update: 'tbRole/update',
    find: 'tbRole/findByPK',
    list: 'tbRole/pageAll',
    status: { path: 'tbRole/updateStatus', field: 'status' },
    remove: 'role/delete',
    create: () => ({ roleName: `角色${unique()}`, remark: '测试' }),
    change: { roleName: `改名角色${unique()}` },
    listed: (answer, id) => (answer as Page<{ id: number }>).list.some((r) => r.id === id),
  },
  {
    name: 'organisation',
    table: 'tb_organization',
    insert: 'tbGroupManage/insert',
    update: 'tbGroupManage/update',
    find: 'tbGroupManage/findByPK',
    list: 'tbGroupManage/selectTree',
    status: { path: 'tbGroupManage/updateOrganizationByStatus', field: 'status' },
    remove: 'tbGroupManage/delete',
    create: () => ({ orgName: `测试组织${unique()}`, parentId: shanghai, remark: '分支' }),
    change: { orgName: '改名后的组织' },
    listed: inTree,
  },
  {
    name: 'menu',
    table: 'tb_menu',
    insert: 'tbMenu/insertOrUpdate',
    update: 'tbMenu/insertOrUpdate',
    find: 'tbMenu/findByPK',
    list: 'tbMenu/getMenuAll',
    remove: 'tbMenu/delete',
    create: () => ({ type: '1', name: `测试页${unique()}`, path: '/sys/test', sortId: 99 }),
    change: { name: '改名后的菜单' },
    listed: inTree,
  },
];

describe.each(cases)('$name: create, list, update, status, delete', (c) => {
  it('goes through its whole life and logs each write', async () => {
    const fields = c.create();
    const id = await data<number>(c.insert, fields);
    expect(id).toBeGreaterThan(0);
    const found = await data<Record<string, unknown>>(c.find, { id });
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'path' || key === 'parentId') continue;
      expect(found[key], key).toEqual(value);
    }
    expect(c.listed(await data(c.list, { pageSize: 500 }), id)).toBe(true);

    await data(c.update, { ...fields, id, ...c.change });
    const changed = await data<Record<string, unknown>>(c.find, { id });
    for (const [key, value] of Object.entries(c.change)) expect(changed[key]).toEqual(value);

    if (c.status) {
      await data(c.status.path, { id, [c.status.field]: 'N' });
      expect((await data<Record<string, unknown>>(c.find, { id }))[c.status.field]).toBe('N');
      await data(c.status.path, { id, [c.status.field]: 'Y' });
    }

    await data(c.remove, { id });
    expect((await call(c.find, { id })).status).toBe(404);
    expect(c.listed(await data(c.list, { pageSize: 500 }), id)).toBe(false);

    const log = await logOf(c.table, id);
    const actions = log.map((l) => `${l.controller}/${l.action}`).reverse();
    expect(actions[0]).toBe(c.insert);
    expect(actions.at(-1)).toBe(c.remove);
    expect(actions).toContain(c.update);
    const update = log.find((l) => `${l.controller}/${l.action}` === c.update && l !== log.at(-1))!;
    const [field, value] = Object.entries(c.change)[0]!;
    expect(update.changes).toContainEqual({ field, before: fields[field], after: value });
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await call(c.find, { id: 99999999 })).status).toBe(404);
    const missing = await call<{ field?: string }[]>(c.remove, {});
    expect(missing.status).toBe(400);
    expect(missing.data[0]?.field).toBe('id');
  });
});

describe('field rules answer 400 naming the field, and change nothing', () => {
  const valid = () => ({ userName: '校验用户', mobile: `1360${unique()}` });
  it.each([
    ['tbSysUser/insert', { userName: '' }, 'userName', '请输入用户姓名'],
    ['tbSysUser/insert', { mobile: '' }, 'mobile', '请输入手机号'],
    ['tbSysUser/insert', { mobile: '12ab' }, 'mobile', '手机号应为8到15位数字'],
    ['tbSysUser/insert', { email: 'not-mail' }, 'email', '邮箱格式不正确'],
    ['tbSysUser/insert', { qq: '12a' }, 'qq', 'QQ只能包含数字'],
    ['tbSysUser/insert', { userNumber: 'U-1' }, 'userNumber', '用户编号只能包含字母和数字'],
    [
      'tbSysUser/insert',
      { validityDate: '2026-02-30' },
      'validityDate',
      '有效期格式应为 YYYY-MM-DD',
    ],
    ['tbSysUser/insert', { roleIds: 'a.b' }, 'roleIds', '参数 roleIds 应为以句点分隔的编号'],
    ['tbSysUser/insert', { roleIds: '99999' }, 'roleIds', '角色不存在'],
    ['tbSysUser/insert', { orgIds: '99999' }, 'orgIds', '组织不存在'],
    ['tbSysUser/insert', { userPwd: '123' }, 'userPwd', '初始密码长度为6到32位'],
    ['tbSysUser/insert', { useStatus: 'X' }, 'useStatus', '参数 useStatus 应为 Y 或 N'],
    ['tbSysUser/insert', { groupId: 99999 }, 'groupId', '所属集团无效'],
  ] as const)('%s %j → %s', async (path, override, field, message) => {
    const before = await db
      .selectFrom('tb_sys_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = await call<{ message: string; field?: string }[]>(path, {
      ...valid(),
      ...override,
    });
    expect(body.status).toBe(400);
    expect(body.data[0]).toMatchObject({ field, message });
    const after = await db
      .selectFrom('tb_sys_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it.each([
    ['tbRole/insert', {}, 'roleName', '请输入角色名称'],
    ['tbRole/updateStatus', { id: 1 }, 'status', '请选择状态'],
    ['tbMenu/insertOrUpdate', { name: '甲' }, 'type', '请选择菜单类型'],
    ['tbMenu/insertOrUpdate', { type: '1', name: '甲' }, 'path', '请输入路由'],
    ['tbMenu/insertOrUpdate', { type: '1', name: '甲', path: 'x' }, 'path', '路由应以 / 开头'],
    ['tbMenu/insertOrUpdate', { type: '2', name: '甲' }, 'actionKey', '请选择按钮标识'],
    ['tbMenu/insertOrUpdate', { type: '0', name: '甲', pid: 99999 }, 'pid', '上级菜单不存在'],
    ['tbMenu/insertOrUpdate', { type: '9', name: '甲' }, 'type', '菜单类型应为 0、1 或 2'],
    ['tbGroupManage/insert', {}, 'orgName', '请输入组织名称'],
    ['tbGroupManage/insert', { orgName: '甲', parentId: 99999 }, 'parentId', '上级组织不存在'],
    ['tbGroupManage/insert', { orgName: 'x'.repeat(101) }, 'orgName', '组织名称最多100个字符'],
    ['tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', { menuIds: '1' }, 'roleId', '缺少参数 roleId'],
    [
      'tbActionLog/pageAll',
      { startDate: '2026-13-01' },
      'startDate',
      '开始日期格式应为 YYYY-MM-DD',
    ],
  ] as const)('%s %j → %s', async (path, fields, field, message) => {
    const body = await call<{ message: string; field?: string }[]>(path, fields);
    expect(body.status).toBe(400);
    expect(body.data[0]).toMatchObject({ field, message });
  });

  it('refuses a menu or organisation made its own descendant', async () => {
    const parent = await data<number>('tbMenu/insertOrUpdate', { type: '0', name: '环甲' });
    const child = await data<number>('tbMenu/insertOrUpdate', {
      type: '0',
      name: '环乙',
      pid: parent,
    });
    const loop = await call<{ field: string }[]>('tbMenu/insertOrUpdate', {
      id: parent,
      type: '0',
      name: '环甲',
      pid: child,
    });
    expect(loop.status).toBe(400);
    expect(loop.data[0]?.field).toBe('pid');
    const top = await data<number>('tbGroupManage/insert', { orgName: '环组织甲' });
    const org = await data<number>('tbGroupManage/insert', { orgName: '环组织乙', parentId: top });
    const orgLoop = await call<{ field: string }[]>('tbGroupManage/update', {
      id: top,
      orgName: '环组织甲',
      parentId: org,
    });
    expect(orgLoop.status).toBe(400);
    expect(orgLoop.data[0]?.field).toBe('parentId');
  });
});

describe('stored-data rules answer 422 with a Chinese message and change nothing', () => {
  it('keeps the last administrator', async () => {
    const adminId = (
      await db
        .selectFrom('tb_sys_user')
        .select('id')
        .where('mobile', '=', '13800000000')
        .executeTakeFirstOrThrow()
    ).id;
    const clerk = await userWithMenus(app, admin, ['/sys/user'], [shanghai]);
    const admin422 = [
      ['tbSysUser/delete', { id: adminId }],
      ['tbSysUser/updateStatusByIdAndStatus', { id: adminId, useStatus: 'N' }],
      [
        'tbSysUser/update',
        { id: adminId, userName: '系统管理员', mobile: '13800000000', isAdmin: 'N' },
      ],
    ] as const;
    for (const [path, fields] of admin422) {
      const body = await call<{ message: string }[]>(path, fields, clerk.token);
      expect(body.status, path).toBe(422);
      expect(body.data[0]?.message).toBe('不能删除或停用最后一个管理员');
    }
    const still = await data<{ isAdmin: boolean; useStatus: string }>('tbSysUser/findByPK', {
      id: adminId,
    });
    expect(still).toMatchObject({ isAdmin: true, useStatus: 'Y' });
    expect((await call('tbSysUser/getTokenInfo')).status).toBe(200);

    // With a second administrator, either may go.
    const second = await data<number>('tbSysUser/insert', {
      userName: '副管理员',
      mobile: `1350${unique()}`,
      isAdmin: 'Y',
      orgIds: String(shanghai),
    });
    await data('tbSysUser/delete', { id: second }, clerk.token);
    expect((await call('tbSysUser/findByPK', { id: second })).status).toBe(404);
    const self = await call<{ message: string }[]>('tbSysUser/delete', { id: adminId });
    expect(self).toMatchObject({ status: 422, data: [{ message: '不能删除当前登录的账号' }] });
  });

  it('refuses to delete a role still assigned', async () => {
    const role = await db
      .selectFrom('tb_role')
      .select('id')
      .where('role_name', '=', '财务')
      .executeTakeFirstOrThrow();
    const body = await call<{ message: string }[]>('role/delete', { id: role.id });
    expect(body.status).toBe(422);
    expect(body.data[0]?.message).toMatch(/^该角色已分配给\d+个用户，不能删除$/);
    expect((await call('tbRole/findByPK', { id: role.id })).status).toBe(200);
  });

  it('refuses to delete a menu with children', async () => {
    const group = await db
      .selectFrom('tb_menu')
      .select('id')
      .where('name', '=', '系统管理')
      .executeTakeFirstOrThrow();
    const body = await call<{ message: string }[]>('tbMenu/delete', { id: group.id });
    expect(body.status).toBe(422);
    expect(body.data[0]?.message).toBe('该菜单下有子菜单，不能删除');
    expect((await call('tbMenu/findByPK', { id: group.id })).status).toBe(200);
  });

  it('refuses to delete an organisation with children, users or records', async () => {
    const withUsers = await call<{ message: string }[]>('tbGroupManage/delete', { id: ningbo });
    expect(withUsers.status).toBe(422);
    expect(withUsers.data[0]?.message).toBe('该组织下有用户，不能删除');

    const parent = await data<number>('tbGroupManage/insert', { orgName: `父${unique()}` });
    await data('tbGroupManage/insert', { orgName: `子${unique()}`, parentId: parent });
    const withChildren = await call<{ message: string }[]>('tbGroupManage/delete', { id: parent });
    expect(withChildren.status).toBe(422);
    expect(withChildren.data[0]?.message).toBe('该组织下有下级组织，不能删除');

    // A role bound to the organisation is one of its records.
    const bare = await data<number>('tbGroupManage/insert', { orgName: `空${unique()}` });
    await data('tbRole/insert', { roleName: `组织角色${unique()}`, orgId: bare });
    const withRecords = await call<{ message: string }[]>('tbGroupManage/delete', { id: bare });
    expect(withRecords.status).toBe(422);
    expect(withRecords.data[0]?.message).toBe('该组织下有业务数据，不能删除');
    expect((await call('tbGroupManage/findByPK', { id: bare })).status).toBe(200);
  });

  it('refuses to change an organisation marked not updatable', async () => {
    const id = await data<number>('tbGroupManage/insert', {
      orgName: `锁定${unique()}`,
      isCanUpdate: 'N',
    });
    for (const [path, fields] of [
      ['tbGroupManage/update', { id, orgName: '新名', isCanUpdate: 'N' }],
      ['tbGroupManage/updateOrganizationByStatus', { id, status: 'N' }],
      ['tbGroupManage/delete', { id }],
    ] as const) {
      const body = await call<{ message: string }[]>(path, fields);
      expect(body.status, path).toBe(422);
      expect(body.data[0]?.message).toBe('该组织不允许修改');
    }
    expect((await data<{ orgName: string }>('tbGroupManage/findByPK', { id })).orgName).toMatch(
      /^锁定/,
    );
  });

  it('refuses duplicates: mobile, user number, role name', async () => {
    const mobile = await call<{ field: string }[]>('tbSysUser/insert', {
      userName: '重复',
      mobile: OPERATOR,
    });
    expect(mobile).toMatchObject({
      status: 422,
      data: [{ field: 'mobile', message: '手机号已存在' }],
    });
    const number = await call<{ field: string }[]>('tbSysUser/insert', {
      userName: '重复',
      mobile: `1340${unique()}`,
      userNumber: 'HT0001',
    });
    expect(number).toMatchObject({ status: 422, data: [{ message: '用户编号已存在' }] });
    const role = await call('tbRole/insert', { roleName: '财务' });
    expect(role).toMatchObject({ status: 422, data: [{ message: '角色名称已存在' }] });
  });

  it('holds the licence limit of the group', async () => {
    const counters = await data<{ authorizedAccountsNumber: number; userValid: number }>(
      'tbSysUser/findOrgInfo',
    );
    expect(counters.authorizedAccountsNumber).toBe(50);
    await db
      .updateTable('tb_group')
      .set({ authorized_accounts_number: counters.userValid })
      .execute();
    try {
      const full = await call<{ message: string }[]>('tbSysUser/insert', {
        userName: '超额',
        mobile: `1330${unique()}`,
      });
      expect(full.status).toBe(422);
      expect(full.data[0]?.message).toContain('授权账号数已满');
      // An inactive account does not count.
      await data('tbSysUser/insert', {
        userName: '停用账号',
        mobile: `1330${unique()}`,
        useStatus: 'N',
      });
    } finally {
      await db.updateTable('tb_group').set({ authorized_accounts_number: 50 }).execute();
    }
  });
});

describe('tbSysUser lookups and counters', () => {
  it('getUserNumber answers the next free HT-number, which insert then uses', async () => {
    const highest = await db
      .selectFrom('tb_sys_user')
      .select('user_number')
      .where('user_number', '~', '^HT[0-9]+$')
      .execute();
    const next = await data<string>('tbSysUser/getUserNumber');
    expect(next).toMatch(/^HT\d{4}$/);
    // After the seeded staff (HT0001…) and any number saved before, never a taken one.
    const numbers = highest.map((r) => Number(r.user_number!.slice(2)));
    expect(numbers).toContain(6);
    expect(Number(next.slice(2))).toBe(Math.max(...numbers) + 1);
    const id = await data<number>('tbSysUser/insert', {
      userName: '编号',
      mobile: `1320${unique()}`,
    });
    expect((await data<{ userNumber: string }>('tbSysUser/findByPK', { id })).userNumber).toBe(
      next,
    );
    const after = await data<string>('tbSysUser/getUserNumber');
    expect(Number(after.slice(2))).toBe(Number(next.slice(2)) + 1);
    // Another form typed by hand does not move the numbering.
    await data('tbSysUser/insert', {
      userName: '手编',
      mobile: `1320${unique()}`,
      userNumber: 'X99999',
    });
    expect(await data<string>('tbSysUser/getUserNumber')).toBe(after);
  });

  it('stores roles and organisations as period-separated ids, with the default', async () => {
    const roles = await data<{ id: number; roleName: string }[]>('tbRole/listAll');
    const two = roles.filter((r) => r.roleName === '销售' || r.roleName === '客服');
    const id = await data<number>('tbSysUser/insert', {
      userName: '多角色',
      mobile: `1310${unique()}`,
      roleIds: two.map((r) => r.id).join('.'),
      orgIds: `${shanghai}.${ningbo}`,
      defaultOrgId: ningbo,
      validityDate: '2099-12-31',
    });
    const user = await data<Record<string, unknown>>('tbSysUser/findByPK', { id });
    expect(user).toMatchObject({
      roleIds: two.map((r) => r.id).join('.'),
      roleNames: two.map((r) => r.roleName).join('.'),
      orgIds: [shanghai, ningbo].sort((a, b) => a - b).join('.'),
      defaultOrgId: ningbo,
      validityDate: '2099-12-31',
      useStatus: 'Y',
      useStatusName: '启用',
      isAdmin: false,
      groupName: '华通国际物流集团',
    });
    // The initial password is the mobile's last six digits when none is given.
    await expect(
      loginAs(app, String(user.mobile), String(user.mobile).slice(-6)),
    ).resolves.toBeTruthy();
  });

  it('pageAll filters by every search field of the seeds', async () => {
    const finance = await db
      .selectFrom('tb_role')
      .select('id')
      .where('role_name', '=', '财务')
      .executeTakeFirstOrThrow();
    const by = async (fields: Record<string, unknown>) =>
      (
        await data<Page<{ mobile: string }>>('tbSysUser/pageAll', { pageSize: 500, ...fields })
      ).list.map((u) => u.mobile);
    expect(await by({ mobile: '13800000002' })).toEqual(['13800000002']);
    expect(await by({ userName: '张丽' })).toEqual(['13800000002']);
    expect(await by({ userNumber: 'HT0003' })).toEqual(['13800000002']);
    expect(await by({ email: 'zhangli@' })).toEqual(['13800000002']);
    expect(await by({ roleIds: String(finance.id) })).toEqual(['13800000002']);
    expect(await by({ groupId: 99999 })).toEqual([]);
    expect((await by({ useStatus: 'Y' })).length).toBeGreaterThan(5);
    const page = await data<Page<unknown>>('tbSysUser/pageAll', { pageNum: 2, pageSize: 2 });
    expect(page).toMatchObject({ pageNum: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('listAll, listGroupAll, findByGroupName and tbGroup/listAll answer the pickers', async () => {
    const org = await data<{ mobile: string }[]>('tbSysUser/listAll');
    const group = await data<{ mobile: string }[]>('tbSysUser/listGroupAll');
    // 刘芳 works in Ningbo only: in the group, not in Shanghai.
    expect(group.map((u) => u.mobile)).toContain('13800000004');
    expect(org.map((u) => u.mobile)).not.toContain('13800000004');
    const sales = await data<{ mobile: string }[]>('tbSysUser/findByGroupName', {
      groupName: '销售',
    });
    expect(sales.map((u) => u.mobile)).toContain('13800000003');
    expect(sales.map((u) => u.mobile)).not.toContain('13800000002');
    const groups = await data<{ groupName: string }[]>('tbGroup/listAll');
    expect(groups).toEqual([
      {
        id: expect.any(Number),
        groupName: '华通国际物流集团',
        status: 'Y',
        authorizedAccountsNumber: 50,
      },
    ]);
    const info = await data<{
      orgList: { orgName: string; children: unknown[] }[];
      userValid: number;
    }>('tbSysUser/findOrgInfo');
    const head = info.orgList.find((o) => o.orgName === '上海华通国际货运代理有限公司');
    expect(head?.children.length).toBeGreaterThanOrEqual(3);
    expect(info.userValid).toBeGreaterThan(5);
  });
});

describe('roles and their menus', () => {
  it('saves a role menu in one call and answers it for the role and its users', async () => {
    const role = await data<number>('tbRole/insert', { roleName: `菜单角色${unique()}` });
    const all =
      await data<{ id: number; url: string | null; childMenus: { id: number }[] }[]>(
        'tbMenu/getMenuAll',
      );
    const sys = all.find((m) => m.childMenus.length > 0)!;
    const ids = [sys.id, sys.childMenus[0]!.id];
    const read = await data<{ version: number }>('tbRole/findByPK', { id: role });
    await data('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', {
      roleId: role,
      menuIds: ids.join('.'),
      expectedVersion: read.version,
    });
    const found = await data<{ menuIds: number[]; version: number }>('tbRole/findByPK', {
      id: role,
    });
    expect(found.menuIds).toEqual([...ids].sort((a, b) => a - b));
    // The menus are part of the role: saving them moves its version, so the name form read
    // before is refused at its save.
    expect(found.version).toBeGreaterThan(read.version);
    const stale = await call('tbRole/update', {
      id: role,
      roleName: `改名${unique()}`,
      expectedVersion: read.version,
    });
    expect(stale.status).toBe(409);
    const byRole = await data<{ menuIds: number[]; menuList: { id: number }[] }>(
      'tbMenu/getRoleMenuByUserId',
      { roleId: role },
    );
    expect(byRole.menuIds).toEqual(found.menuIds);
    expect(byRole.menuList.map((m) => m.id)).toEqual([sys.id]);

    // An unknown menu id leaves the saved menu as it was.
    const bad = await call('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', {
      roleId: role,
      menuIds: `${ids[0]}.99999`,
      expectedVersion: found.version,
    });
    expect(bad.status).toBe(400);
    expect((await data<{ menuIds: number[] }>('tbRole/findByPK', { id: role })).menuIds).toEqual(
      found.menuIds,
    );
    const log = await logOf('tb_role_menu', role);
    expect(log[0]?.changes).toEqual([
      { field: 'menuIds', before: [], after: [...ids].sort((a, b) => a - b) },
    ]);

    const operatorId = (
      await db
        .selectFrom('tb_sys_user')
        .select('id')
        .where('mobile', '=', OPERATOR)
        .executeTakeFirstOrThrow()
    ).id;
    const byUser = await data<{
      menuList: { url: string | null; childMenus: { url: string | null }[] }[];
    }>('tbMenu/getRoleMenuByUserId', { userId: operatorId });
    const urls = byUser.menuList.flatMap((m) => m.childMenus.map((c) => c.url));
    expect(urls).toContain('/action/oceanexport');
    expect(urls).not.toContain('/sys/user');
  });
});

describe('permissions on the server', () => {
  it('answers 403 for a page the roles lack, 200 for open lookups, and admin passes', async () => {
    const operator = await loginAs(app, OPERATOR);
    for (const path of [
      'tbSysUser/pageAll',
      'tbSysUser/insert',
      'tbRole/pageAll',
      'tbMenu/delete',
      'tbActionLog/pageAll',
    ]) {
      const body = await call<{ message: string }[]>(path, { id: 1 }, operator);
      expect(body.status, path).toBe(403);
      expect(body.data[0]?.message).toBe('抱歉，您无权访问此页面。');
    }
    for (const path of [
      'tbSysUser/listAll',
      'tbRole/listAll',
      'tbSysUser/getTokenInfo',
      'tbSysUser/findMenu',
    ]) {
      expect((await call(path, {}, operator)).status, path).toBe(200);
    }
    expect((await call('tbSysUser/pageAll')).status).toBe(200);
  });

  it('a role granted /sys/user may manage users and nothing else', async () => {
    const clerk = await userWithMenus(app, admin, ['/sys/user'], [shanghai]);
    const id = await data<number>(
      'tbSysUser/insert',
      { userName: '由人事创建', mobile: `1300${unique()}` },
      clerk.token,
    );
    expect(id).toBeGreaterThan(0);
    expect((await call('tbRole/insert', { roleName: '越权' }, clerk.token)).status).toBe(403);
    expect((await call('tbGroupManage/insert', { orgName: '越权' }, clerk.token)).status).toBe(403);
    // The role's grant is read per request: taking the menu away closes the page at once.
    const roleVersion = async () =>
      (await data<{ version: number }>('tbRole/findByPK', { id: clerk.roleId })).version;
    await data('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', {
      roleId: clerk.roleId,
      menuIds: '',
      expectedVersion: await roleVersion(),
    });
    expect((await call('tbSysUser/pageAll', {}, clerk.token)).status).toBe(403);
    // A disabled role grants nothing either.
    await data('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', {
      roleId: clerk.roleId,
      expectedVersion: await roleVersion(),
      menuIds: (
        await db
          .selectFrom('tb_menu')
          .select('id')
          .where('url', '=', '/sys/user')
          .executeTakeFirstOrThrow()
      ).id,
    });
    expect((await call('tbSysUser/pageAll', {}, clerk.token)).status).toBe(200);
    await data('tbRole/updateStatus', { id: clerk.roleId, status: 'N' });
    expect((await call('tbSysUser/pageAll', {}, clerk.token)).status).toBe(403);
  });

  it('an edit of an account reaches its live session at once', async () => {
    const user = await userWithMenus(app, admin, ['/todo/chart'], [shanghai]);
    const before = await data<{ userName: string; isAdmin: boolean }>(
      'tbSysUser/getTokenInfo',
      {},
      user.token,
    );
    expect(before.isAdmin).toBe(false);
    expect((await call('tbRole/pageAll', {}, user.token)).status).toBe(403);
    await data('tbSysUser/update', {
      id: user.userId,
      userName: `${before.userName}改`,
      mobile: user.mobile,
      isAdmin: 'Y',
      roleIds: String(user.roleId),
      orgIds: String(shanghai),
      defaultOrgId: shanghai,
    });
    const after = await data<{ userName: string; isAdmin: boolean }>(
      'tbSysUser/getTokenInfo',
      {},
      user.token,
    );
    expect(after).toMatchObject({ userName: `${before.userName}改`, isAdmin: true });
    expect((await call('tbRole/pageAll', {}, user.token)).status).toBe(200);
    await data('tbSysUser/update', {
      id: user.userId,
      userName: before.userName,
      mobile: user.mobile,
      isAdmin: 'N',
      roleIds: String(user.roleId),
      orgIds: String(shanghai),
      defaultOrgId: shanghai,
    });
    expect((await call('tbRole/pageAll', {}, user.token)).status).toBe(403);
  });

  it('disabling a user ends their sessions; an expired user cannot sign in or go on', async () => {
    const user = await userWithMenus(app, admin, ['/todo/chart'], [shanghai]);
    expect((await call('tbSysUser/getTokenInfo', {}, user.token)).status).toBe(200);
    await data('tbSysUser/updateStatusByIdAndStatus', { id: user.userId, useStatus: 'N' });
    expect((await call('tbSysUser/getTokenInfo', {}, user.token)).status).toBe(401);
    const live = await db
      .selectFrom('sys_session')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    await expect(loginAs(app, user.mobile, 'matrix123')).rejects.toThrow('账号已停用');

    await data('tbSysUser/updateStatusByIdAndStatus', { id: user.userId, useStatus: 'Y' });
    const token = await loginAs(app, user.mobile, 'matrix123');
    await db
      .updateTable('tb_sys_user')
      .set({ validity_date: '2020-01-01' })
      .where('id', '=', user.userId)
      .execute();
    expect((await call('tbSysUser/getTokenInfo', {}, token)).status).toBe(401);
    await expect(loginAs(app, user.mobile, 'matrix123')).rejects.toThrow('账号已过期');
  });
});

describe('the action log', () => {
  it('records an update with before → after, who, where and when, and is searchable', async () => {
    const id = await data<number>('tbRole/insert', { roleName: `日志角色${unique()}` });
    const before = await data<{ roleName: string }>('tbRole/findByPK', { id });
    await data('tbRole/update', { id, roleName: `${before.roleName}改`, remark: '备注' });
    const page = await data<
      Page<{
        userName: string;
        orgName: string;
        controller: string;
        action: string;
        recordKey: string;
        tableName: string;
        at: string;
        changes: { field: string; before: unknown; after: unknown }[];
      }>
    >('tbActionLog/pageAll', { recordKey: String(id), action: 'update' });
    expect(page.total).toBe(1);
    const entry = page.list[0]!;
    expect(entry).toMatchObject({
      userName: '系统管理员',
      orgName: '上海华通国际货运代理有限公司',
      controller: 'tbRole',
      action: 'update',
      recordKey: String(id),
      tableName: 'tb_role',
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'roleName', before: before.roleName, after: `${before.roleName}改` },
        { field: 'remark', before: null, after: '备注' },
      ]),
    );
    const today = new Date().toISOString().slice(0, 10);
    const dated = await data<Page<unknown>>('tbActionLog/pageAll', {
      startDate: '2000-01-01',
      endDate: '2000-01-02',
      recordKey: String(id),
    });
    expect(dated.total).toBe(0);
    const byUser = await data<Page<unknown>>('tbActionLog/pageAll', {
      userName: '系统管理员',
      controller: 'tbRole',
      recordKey: String(id),
      endDate: today < '2099-01-01' ? '2099-01-01' : today,
    });
    expect(byUser.total).toBe(2);
  });

  it('logs a write whose handler audits nothing, and never logs a refused write or a read', async () => {
    const operator = await loginAs(app, OPERATOR);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('sys_action_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await count();
    await call('tbSysUser/insert', { userName: '越权' }, operator);
    await call('tbSysUser/insert', { userName: '缺手机号' });
    await data('tbSysUser/pageAll');
    expect(await count()).toBe(start);
    await data(
      'tbSysUser/updatePwd',
      { oldpassword: 'demo1234', newpassword: 'demo1234x', confirmpassword: 'demo1234x' },
      operator,
    );
    const row = await db
      .selectFrom('sys_action_log')
      .selectAll()
      .where('action', '=', 'updatePwd')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ controller: 'tbSysUser', user_name: '李明', changes: [] });
    await data(
      'tbSysUser/updatePwd',
      { oldpassword: 'demo1234x', newpassword: 'demo1234', confirmpassword: 'demo1234' },
      operator,
    );
  });

  it('is append-only in the database itself', async () => {
    await expect(sql`update sys_action_log set user_name = 'x'`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from sys_action_log`.execute(db)).rejects.toThrow(/append-only/);
    const n = await db
      .selectFrom('sys_action_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBeGreaterThan(0);
  });
});

describe('isolation between groups and organisations', () => {
  it('a user of another group sees none of this group’s users, roles, organisations or log', async () => {
    const group = await db
      .insertInto('tb_group')
      .values({ group_name: '另一集团' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const org = await db
      .insertInto('tb_organization')
      .values({ group_id: group.id, org_name: '另一集团总部' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('tb_sys_user')
      .values({
        user_name: '外部管理员',
        mobile: '13999999999',
        password_hash: await hashPassword('other123'),
        group_id: group.id,
        is_admin: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tb_sysuser_org_mapping')
      .values({ user_id: other.id, org_id: org.id, is_default: '1' })
      .execute();
    const token = await loginAs(app, '13999999999', 'other123');
    await data('tbRole/insert', { roleName: '外部角色' }, token);

    const theirUsers = await data<Page<{ mobile: string }>>(
      'tbSysUser/pageAll',
      { pageSize: 500 },
      token,
    );
    expect(theirUsers.list.map((u) => u.mobile)).toEqual(['13999999999']);
    const theirRoles = await data<Page<{ roleName: string }>>('tbRole/pageAll', {}, token);
    expect(theirRoles.list.map((r) => r.roleName)).toEqual(['外部角色']);
    expect(
      (await data<{ roleName: string }[]>('tbRole/listAll', {}, token)).map((r) => r.roleName),
    ).toEqual(['外部角色']);
    expect(JSON.stringify(await data('tbGroupManage/selectTree', {}, token))).not.toContain('华通');
    expect(
      (await data<{ mobile: string }[]>('tbSysUser/listGroupAll', {}, token)).map((u) => u.mobile),
    ).toEqual(['13999999999']);
    const theirLog = await data<Page<{ userName: string }>>(
      'tbActionLog/pageAll',
      { pageSize: 500 },
      token,
    );
    expect(theirLog.list.every((l) => l.userName === '外部管理员')).toBe(true);
    expect(theirLog.total).toBe(1);

    // Records of this group answer 404 to them, as if they did not exist; writes too.
    const finance = await db
      .selectFrom('tb_role')
      .select('id')
      .where('role_name', '=', '财务')
      .executeTakeFirstOrThrow();
    expect((await call('tbRole/findByPK', { id: finance.id }, token)).status).toBe(404);
    expect((await call('tbRole/updateStatus', { id: finance.id, status: 'N' }, token)).status).toBe(
      404,
    );
    expect((await call('tbGroupManage/findByPK', { id: shanghai }, token)).status).toBe(404);
    const adminId = (
      await db
        .selectFrom('tb_sys_user')
        .select('id')
        .where('mobile', '=', '13800000000')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await call('tbSysUser/delete', { id: adminId }, token)).status).toBe(404);
    expect(
      (
        await call(
          'tbSysUser/insert',
          { userName: '甲', mobile: '13999999998', orgIds: String(shanghai) },
          token,
        )
      ).status,
    ).toBe(400);

    // And this group sees none of theirs.
    const ours = await data<Page<{ mobile: string }>>('tbSysUser/pageAll', { pageSize: 500 });
    expect(ours.list.map((u) => u.mobile)).not.toContain('13999999999');
    expect(
      (await data<{ roleName: string }[]>('tbRole/listAll')).map((r) => r.roleName),
    ).not.toContain('外部角色');
  });

  it('the action log of one organisation is not shown in another', async () => {
    const id = await data<number>('tbRole/insert', { roleName: `上海角色${unique()}` });
    const inNingbo = await userWithMenus(app, admin, ['/sys/actionlog'], [ningbo]);
    const page = await data<Page<{ recordKey: string; orgName: string }>>(
      'tbActionLog/pageAll',
      { pageSize: 500 },
      inNingbo.token,
    );
    expect(page.list.map((l) => l.recordKey)).not.toContain(String(id));
    expect(page.list.every((l) => l.orgName.startsWith('宁波'))).toBe(true);
  });
});
