import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, entities } from '../../../../model/masterData/index.ts';
import type { Field } from '../../../../model/masterData/index.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import { startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { dictCategories } from './data/dictionaries.ts';
import { menuTree } from './data/menu.ts';
import type { MenuSeed } from './data/menu.ts';
import { runSeed, seedIfEmpty } from './index.ts';

let rest: TestRest;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
});
afterAll(async () => {
  await rest?.close();
});

const countMenus = (items: MenuSeed[]): number =>
  items.reduce((n, item) => n + 1 + countMenus(item.children ?? []), 0);

describe('demo data', () => {
  it('gives every order a client of its own organisation, which its pickers offer', async () => {
    for (const t of orderTypes) {
      const { rows } = await sql<{ orders: number; foreign: number }>`
        select count(*)::int as orders,
          count(*) filter (where c.org_id is distinct from o.org_id)::int as foreign
        from ${sql.table(t.table)} o left join tb_customer c on c.id = o.client_id
        where o.client_id is not null`.execute(rest.db);
      expect(rows[0]?.orders, t.name).toBeGreaterThan(0);
      expect(rows[0]?.foreign, t.name).toBe(0);
    }
  });

  it('names as staff (销售, 客服, 操作人员) only active users who work in the record’s organisation', async () => {
    // Every user field the declarations name: the order types' and the master data's (an
    // organisation's records), on the record or on its sub-list rows.
    const places: { what: string; table: string; column: string; parent?: string }[] = [];
    const userColumns = (fields: readonly Field[]) =>
      fields.filter((f) => f.kind === 'user').map((f) => columnOf(f));
    for (const t of orderTypes) {
      for (const column of userColumns(t.fields))
        places.push({ what: t.name, table: t.table, column });
      for (const sub of t.subLists) {
        for (const column of userColumns(sub.fields)) {
          places.push({ what: `${t.name}.${sub.name}`, table: sub.table, column, parent: t.table });
        }
      }
    }
    for (const e of entities.filter((x) => x.scope === 'org')) {
      for (const column of userColumns(e.fields))
        places.push({ what: e.name, table: e.table, column });
      for (const sub of e.subLists ?? []) {
        for (const column of userColumns(sub.fields)) {
          places.push({ what: `${e.name}.${sub.name}`, table: sub.table, column, parent: e.table });
        }
      }
    }
    expect(places.map((p) => p.what)).toEqual(
      expect.arrayContaining(['oceanExport', 'supplier', 'workflowNode.users']),
    );
    let named = 0;
    for (const p of places) {
      const record = p.parent
        ? sql`${sql.table(p.table)} r join ${sql.table(p.parent)} o on o.id = r.parent_id`
        : sql`${sql.table(p.table)} o`;
      const row = p.parent ? sql`r` : sql`o`;
      const { rows } = await sql<{ named: number; foreign: number }>`
        select count(*)::int as named,
          count(*) filter (where not exists (
            select 1 from tb_sysuser_org_mapping m join tb_sys_user u on u.id = m.user_id
            where m.user_id = ${row}.${sql.id(p.column)} and m.org_id = o.org_id
              and u.use_status = 'Y'))::int as foreign
        from ${record} where ${row}.${sql.id(p.column)} is not null`.execute(rest.db);
      named += rows[0]?.named ?? 0;
      expect(rows[0]?.foreign, `${p.what}.${p.column}`).toBe(0);
    }
    expect(named).toBeGreaterThan(100);
  });

  it('is not loaded twice', async () => {
    expect(await seedIfEmpty(rest.db)).toBe(false);
    expect(await runSeed(rest.db, { onlyIfEmpty: true })).toBe(false);
  });

  it('a failing step leaves nothing behind', async () => {
    await expect(
      runSeed(rest.db, {
        steps: [
          {
            name: '写入',
            run: async (trx) => {
              await trx.insertInto('tb_group').values({ group_name: '回滚测试集团' }).execute();
            },
          },
          { name: '失败', run: () => Promise.reject(new Error('boom')) },
        ],
      }),
    ).rejects.toThrow('种子数据步骤「失败」失败');
    const left = await rest.db
      .selectFrom('tb_group')
      .select('id')
      .where('group_name', '=', '回滚测试集团')
      .execute();
    expect(left).toEqual([]);
  });

  it('holds the whole menu tree and every dictionary entry', async () => {
    const menus = await rest.db.selectFrom('tb_menu').select('id').execute();
    expect(menus).toHaveLength(countMenus(menuTree));
    const categories = await rest.db.selectFrom('tb_dict_category').select('code').execute();
    expect(categories.map((c) => c.code).sort()).toEqual(dictCategories.map((c) => c.code).sort());
    const entries = await rest.db.selectFrom('tb_dict').select('id').execute();
    expect(entries).toHaveLength(dictCategories.reduce((n, c) => n + c.entries.length, 0));
  });

  it('the administrator belongs to every organisation, Shanghai by default', async () => {
    const rows = await rest.db
      .selectFrom('tb_sysuser_org_mapping as m')
      .innerJoin('tb_sys_user as u', 'u.id', 'm.user_id')
      .innerJoin('tb_organization as o', 'o.id', 'm.org_id')
      .select(['o.org_name', 'm.is_default', 'u.is_admin'])
      .where('u.mobile', '=', '13800000000')
      .execute();
    const orgs = await rest.db.selectFrom('tb_organization').select('id').execute();
    expect(rows).toHaveLength(orgs.length);
    expect(orgs.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.is_default === '1').map((r) => r.org_name)).toEqual([
      '上海华通国际货运代理有限公司',
    ]);
    expect(rows.every((r) => r.is_admin)).toBe(true);
  });

  it('every other user has roles bound to menus, and one has no default organisation', async () => {
    const users = await rest.db
      .selectFrom('tb_sys_user as u')
      .select(['u.id', 'u.user_name', 'u.password_hash'])
      .where('u.is_admin', '=', false)
      .execute();
    expect(users.length).toBeGreaterThanOrEqual(4);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      const menus = await rest.db
        .selectFrom('tb_user_role as ur')
        .innerJoin('tb_role_menu as rm', 'rm.role_id', 'ur.role_id')
        .select('rm.menu_id')
        .where('ur.user_id', '=', user.id)
        .execute();
      expect(menus.length, user.user_name).toBeGreaterThan(0);
    }
    const withoutDefault = await rest.db
      .selectFrom('tb_sys_user as u')
      .select('u.mobile')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('tb_sysuser_org_mapping as m')
              .select('m.id')
              .whereRef('m.user_id', '=', 'u.id')
              .where('m.is_default', '=', '1'),
          ),
        ),
      )
      .execute();
    expect(withoutDefault.map((u) => u.mobile)).toEqual(['13800000005']);
    const roles = await rest.db.selectFrom('tb_role').select('role_name').execute();
    expect(roles.map((r) => r.role_name).sort()).toEqual(['客服', '操作员', '财务', '销售'].sort());
  });
});
