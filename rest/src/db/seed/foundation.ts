import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { dictCategories } from './data/dictionaries.ts';
import { menuTree } from './data/menu.ts';
import type { MenuSeed } from './data/menu.ts';
import type { SeedContext, SeedStep } from './index.ts';

type Trx = Transaction<Database>;

const yn = (flag: boolean | undefined): 'Y' | 'N' => (flag ? 'Y' : 'N');

const organisations = [
  { key: 'org:shanghai', name: '上海华通国际货运代理有限公司', parent: null, remark: '集团总部' },
  { key: 'org:ningbo', name: '宁波华通国际货运代理有限公司', parent: 'org:shanghai', remark: null },
  {
    key: 'org:shenzhen',
    name: '上海华通国际货运代理有限公司深圳分公司',
    parent: 'org:shanghai',
    remark: null,
  },
  { key: 'org:qingdao', name: '青岛华通报关有限公司', parent: 'org:shanghai', remark: '报关行' },
] as const;

/** Which pages each role opens (url prefixes); a page brings its buttons and its group. */
// None of them reaches /sys/: administration is for administrators (isAdmin) only.
const roles = [
  {
    // Books and follows orders and keeps the operational master data.
    key: 'role:operator',
    name: '操作员',
    prefixes: [
      '/action/',
      '/basic/client',
      '/basic/supplier',
      '/basic/transport',
      '/basic/address',
      '/basic/airline',
      '/basic/voyage',
      '/basic/hscode',
      '/basic/node',
      '/basic/column',
      '/todo/',
    ],
  },
  {
    // Fees, invoices and statements, with the money-related master data; no order pages.
    key: 'role:finance',
    name: '财务',
    prefixes: [
      '/fee/',
      '/finance/',
      '/statements/',
      '/basic/ffeetype',
      '/basic/rate',
      '/basic/fee',
      '/todo/',
    ],
  },
  {
    key: 'role:sales',
    name: '销售',
    prefixes: [
      '/action/',
      '/basic/client',
      '/basic/fee',
      '/statements/customers',
      '/statements/business',
      '/statements/profit',
      '/todo/',
    ],
  },
  {
    key: 'role:service',
    name: '客服',
    prefixes: ['/action/', '/basic/client', '/basic/address', '/basic/transport', '/todo/'],
  },
] as const;

interface DemoUser {
  mobile: string;
  name: string;
  number: string;
  email: string;
  isAdmin?: boolean;
  roles: (typeof roles)[number]['key'][];
  /** Member organisations; the one marked default is chosen at sign-in. */
  orgs: { key: (typeof organisations)[number]['key']; isDefault: boolean }[];
}

const users: DemoUser[] = [
  {
    mobile: '13800000000',
    name: '系统管理员',
    number: 'HT0001',
    email: 'admin@huatong-logistics.cn',
    isAdmin: true,
    roles: [],
    orgs: organisations.map((o) => ({ key: o.key, isDefault: o.key === 'org:shanghai' })),
  },
  {
    mobile: '13800000001',
    name: '李明',
    number: 'HT0002',
    email: 'liming@huatong-logistics.cn',
    roles: ['role:operator'],
    orgs: [
      { key: 'org:shanghai', isDefault: true },
      { key: 'org:ningbo', isDefault: false },
    ],
  },
  {
    mobile: '13800000002',
    name: '张丽',
    number: 'HT0003',
    email: 'zhangli@huatong-logistics.cn',
    roles: ['role:finance'],
    orgs: [{ key: 'org:shanghai', isDefault: true }],
  },
  {
    mobile: '13800000003',
    name: '陈伟',
    number: 'HT0004',
    email: 'chenwei@huatong-logistics.cn',
    roles: ['role:sales'],
    // Sells for the head office, Shenzhen and Ningbo: the 销售 of both offices' suppliers.
    orgs: [
      { key: 'org:shanghai', isDefault: true },
      { key: 'org:shenzhen', isDefault: false },
      { key: 'org:ningbo', isDefault: false },
    ],
  },
  {
    mobile: '13800000004',
    name: '刘芳',
    number: 'HT0005',
    email: 'liufang@huatong-logistics.cn',
    roles: ['role:service'],
    orgs: [{ key: 'org:ningbo', isDefault: true }],
  },
  {
    // The head office's 客服: with 李明, the 客服 of the head office's demo orders.
    mobile: '13800000006',
    name: '王静',
    number: 'HT0007',
    email: 'wangjing@huatong-logistics.cn',
    roles: ['role:service'],
    orgs: [{ key: 'org:shanghai', isDefault: true }],
  },
  {
    // No default organisation: the organisation picker opens after sign-in.
    mobile: '13800000005',
    name: '赵强',
    number: 'HT0006',
    email: 'zhaoqiang@huatong-logistics.cn',
    roles: ['role:operator', 'role:service'],
    orgs: [
      { key: 'org:shenzhen', isDefault: false },
      { key: 'org:qingdao', isDefault: false },
    ],
  },
];

async function insertMenus(
  trx: Trx,
  ctx: SeedContext,
  items: MenuSeed[],
  pid: number | null,
): Promise<void> {
  for (const [index, item] of items.entries()) {
    const row = await trx
      .insertInto('tb_menu')
      .values({
        pid,
        sort_id: (index + 1) * 10,
        type: item.type,
        name: item.name,
        url: item.url ?? null,
        icon: item.icon ?? null,
        action_key: item.actionKey ?? null,
        keep_alive: yn(item.keepAlive),
        hide_in_menu: yn(item.hideInMenu),
        hide_in_breadcrumb: yn(item.hideInBreadcrumb),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.url) ctx.ids.set(`menu:${item.url}`, row.id);
    if (item.children?.length) await insertMenus(trx, ctx, item.children, row.id);
  }
}

/** Pages matching the prefixes, their buttons (descendants) and their groups (ancestors). */
function menuIdsFor(
  menus: { id: number; pid: number | null; url: string | null }[],
  prefixes: readonly string[],
): number[] {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const children = new Map<number, number[]>();
  for (const m of menus) {
    if (m.pid !== null) children.set(m.pid, [...(children.get(m.pid) ?? []), m.id]);
  }
  const chosen = new Set<number>();
  const addDown = (id: number): void => {
    chosen.add(id);
    for (const child of children.get(id) ?? []) addDown(child);
  };
  for (const m of menus) {
    if (!m.url || !prefixes.some((p) => m.url?.startsWith(p))) continue;
    addDown(m.id);
    let parent = m.pid === null ? undefined : byId.get(m.pid);
    while (parent && !chosen.has(parent.id)) {
      chosen.add(parent.id);
      parent = parent.pid === null ? undefined : byId.get(parent.pid);
    }
  }
  return [...chosen];
}

export const foundationSteps: SeedStep[] = [
  {
    name: '集团与组织',
    async run(trx, ctx) {
      const group = await trx
        .insertInto('tb_group')
        .values({ group_name: '华通国际物流集团', authorized_accounts_number: 50 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ctx.ids.set('group:huatong', group.id);
      for (const [index, org] of organisations.entries()) {
        const row = await trx
          .insertInto('tb_organization')
          .values({
            group_id: group.id,
            parent_id: org.parent === null ? null : ctx.id(org.parent),
            org_name: org.name,
            remark: org.remark,
            sort_id: (index + 1) * 10,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ctx.ids.set(org.key, row.id);
      }
    },
  },
  {
    name: '菜单',
    run: (trx, ctx) => insertMenus(trx, ctx, menuTree, null),
  },
  {
    name: '业务字典',
    async run(trx) {
      for (const category of dictCategories) {
        await trx
          .insertInto('tb_dict_category')
          .values({ code: category.code, name: category.name })
          .execute();
        if (category.entries.length === 0) continue;
        await trx
          .insertInto('tb_dict')
          .values(
            category.entries.map((entry, index) => ({
              category_code: category.code,
              dict_code: entry.code,
              dict_name: entry.name,
              remark: entry.remark ?? null,
              sort_id: (index + 1) * 10,
            })),
          )
          .execute();
      }
    },
  },
  {
    name: '角色',
    async run(trx, ctx) {
      const menus = await trx.selectFrom('tb_menu').select(['id', 'pid', 'url']).execute();
      for (const role of roles) {
        const row = await trx
          .insertInto('tb_role')
          .values({ group_id: ctx.id('group:huatong'), org_id: null, role_name: role.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        ctx.ids.set(role.key, row.id);
        const menuIds = menuIdsFor(menus, role.prefixes);
        if (menuIds.length === 0) continue;
        await trx
          .insertInto('tb_role_menu')
          .values(menuIds.map((menuId) => ({ role_id: row.id, menu_id: menuId })))
          .execute();
      }
    },
  },
  {
    name: '用户',
    async run(trx, ctx) {
      for (const user of users) {
        const row = await trx
          .insertInto('tb_sys_user')
          .values({
            user_number: user.number,
            user_name: user.name,
            mobile: user.mobile,
            password_hash: ctx.demoPasswordHash,
            email: user.email,
            group_id: ctx.id('group:huatong'),
            is_admin: user.isAdmin ?? false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ctx.ids.set(`user:${user.mobile}`, row.id);
        await trx
          .insertInto('tb_sysuser_org_mapping')
          .values(
            user.orgs.map((o) => ({
              user_id: row.id,
              org_id: ctx.id(o.key),
              is_default: o.isDefault ? ('1' as const) : ('0' as const),
            })),
          )
          .execute();
        if (user.roles.length > 0) {
          await trx
            .insertInto('tb_user_role')
            .values(user.roles.map((key) => ({ user_id: row.id, role_id: ctx.id(key) })))
            .execute();
        }
      }
    },
  },
];
