import { describe, expect, it } from 'vitest';
import { findRoute, routeTable, routeTrail } from './routes.ts';
import { routeTitle } from './routeTitle.ts';

const orderAreas = ['airexport', 'airimport', 'oceanexport', 'oceanimport', 'domestictrade'];
const masterData = [
  'address',
  'transport',
  'airline',
  'fee',
  'ffeetype',
  'hscode',
  'node',
  'rate',
  'supplier',
  'voyage',
  'client',
];
const statements = [
  'noticket',
  'profit',
  'customers',
  'business',
  'supplier',
  'payableWriteOff',
  'receivableWriteOff',
  'receivableAging',
  'payableAging',
  'unBilledExpenses',
  'unBilledBusiness',
  'payableInvitation',
  'payablePendingAudit',
  'invoiceSettlement',
  'invoiceOrder',
];

// Spec 1 section 2 (route table, route parameters) and spec 2 section 2, written out once more here.
const specRoutes = [
  '/',
  '/user/login',
  '/user/register',
  '/user/resetpassword',
  '/user/test',
  ...orderAreas.flatMap((a) => [
    `/action/${a}`,
    `/action/${a}/add`,
    `/action/${a}/copy`,
    `/action/${a}/view`,
  ]),
  '/action/oceanexportlading',
  '/action/oceanexportlading/add',
  '/action/oceanexportlading/view',
  ...masterData.flatMap((m) => [`/basic/${m}`, `/basic/${m}/add`, `/basic/${m}/view`]),
  '/basic/supplier/menu',
  '/basic/bizdict',
  '/basic/column',
  '/basic/column/add',
  '/fee/audit',
  '/fee/profit',
  '/fee/profit/detail',
  '/finance/invoice',
  '/finance/invoice/view',
  '/finance/pay',
  '/finance/pay/add',
  '/finance/receive',
  '/finance/receive/add',
  '/finance/financetj',
  '/finance/ticket',
  '/finance/noticket',
  '/statements/ticket',
  '/statements/ticket/v2',
  ...statements.map((s) => `/statements/${s}`),
  '/sys/menu',
  '/sys/organization',
  '/sys/user',
  '/sys/user/add',
  '/sys/user/view',
  '/sys/role',
  '/sys/role/add',
  '/sys/role/view',
  '/sys/role/menu',
  '/sys/actionlog',
  '/todo/chart',
  '/todo/kanban',
  '/todo/message',
  '/todo/document',
  '/todo/schedule',
  '/todo/receipt',
];

describe('route table', () => {
  it('has every route of the specifications', () => {
    expect(statements).toHaveLength(15);
    const missing = specRoutes.filter((path) => !findRoute(path));
    expect(missing).toEqual([]);
  });

  it('gives every route a Chinese title and lists each path once', () => {
    for (const route of routeTable) expect(route.title, route.path).toMatch(/[\u4e00-\u9fa5]/);
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves only the login area outside the guard', () => {
    const open = routeTable.filter((r) => r.public).map((r) => r.path);
    expect(open.sort()).toEqual([
      '/user/login',
      '/user/register',
      '/user/resetpassword',
      '/user/test',
    ]);
  });

  it('finds the trail of titles along a path', () => {
    expect(routeTrail('/action/oceanexport/add').map((r) => r.title)).toEqual([
      '海运出口',
      '新增海运出口',
    ]);
    expect(findRoute('/sys/role/menu/')?.title).toBe('角色菜单权限');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe('titles of edit and view pages', () => {
  const adds = routeTable.filter((r) => r.path.endsWith('/add'));
  const views = routeTable.filter((r) => r.path.endsWith('/view'));

  it('every add page is titled 编辑… when its address names an existing record, 新增… when not', () => {
    expect(adds.length).toBeGreaterThan(15);
    expect(adds.filter((r) => r.editKeys?.length).length).toBeGreaterThan(15);
    for (const route of adds) {
      // Each add page says how it edits, or that it only creates (editKeys: []).
      expect(route.editKeys, route.path).toBeDefined();
      for (const key of route.editKeys ?? []) {
        const title = routeTitle(route, `?${key}=HYCK2026110001`);
        expect(title, `${route.path}?${key}=`).toMatch(/^编辑/);
        expect(title.slice(2)).toBe(route.title.replace(/^(新增|配置)/, ''));
      }
      expect(routeTitle(route, ''), route.path).toBe(route.title);
      expect(routeTitle(route, '?from=list'), route.path).toBe(route.title);
      expect(route.title, route.path).not.toMatch(/^编辑/);
    }
    expect(routeTitle(findRoute('/action/oceanexport/add')!, '?orderCode=HYCK1')).toBe(
      '编辑海运出口',
    );
    expect(routeTitle(findRoute('/basic/client/add')!, '?id=7')).toBe('编辑客户');
    expect(routeTitle(findRoute('/sys/user/add')!, '?id=7')).toBe('编辑用户');
  });

  it('every view page is titled 查看…, and no page but a new record’s is titled 新增…', () => {
    expect(views.length).toBeGreaterThan(15);
    for (const route of views) expect(route.title, route.path).toMatch(/^查看/);
    for (const route of routeTable.filter((r) => r.title.startsWith('新增'))) {
      expect(route.path, route.title).toMatch(/\/add$/);
    }
  });
});

describe('pages resolved on first visit', () => {
  // The route table names order and statement pages by path only; the declarations decide them.
  it('every order route has the page of a declared order type or bill of lading', async () => {
    const { orderPageAt } = await import('../features/orders/OrderPages.tsx');
    const orderRoutes = routeTable.filter((r) => r.path.startsWith('/action/'));
    expect(orderRoutes.length).toBeGreaterThan(15);
    for (const route of orderRoutes) expect(orderPageAt(route.path)).toBeTruthy();
    expect(() => orderPageAt('/action/nothing')).toThrow();
  });

  it('every statement route has its declared report', async () => {
    const { statementPageAt } = await import('../features/statements/StatementPage.tsx');
    const reports = routeTable.filter((r) => r.path.startsWith('/statements/'));
    expect(reports.length).toBeGreaterThan(3);
    for (const route of reports) expect(statementPageAt(route.path)).toBeTruthy();
  });
});
