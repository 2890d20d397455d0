import { describe, expect, it } from 'vitest';
import { findRoute, routeTable, routeTrail } from './routes.ts';

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
