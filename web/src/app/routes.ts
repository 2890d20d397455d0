import { basicPage } from '../entities/pages.ts';
import { orderPage } from '../features/orders/pages.ts';
import { statementCatalog } from '../../../model/statements/catalog.ts';
import { statementPage } from '../features/statements/pages.ts';
import { lazyPage } from './lazyPage.ts';
import type { PageComponent } from './lazyPage.ts';
import type { BackendFeature } from '../../../model/features.ts';

export interface AppRoute {
  path: string;
  /** Chinese title: document title, breadcrumb, under-construction heading. */
  title: string;
  /** The page, loaded on first visit. Without one the route shows the under-construction page. */
  page?: PageComponent;
  /** The login area: outside the guard and the signed-in layout. */
  public?: boolean;
  /**
   * Drawn without Chakra UI, with its own small style sheet: outside the Chakra scope, so the
   * first page a visitor waits for carries neither Chakra nor emotion.
   */
  bare?: boolean;
  /**
   * An add page that also edits: with one of these query parameters naming an existing record
   * (`/action/oceanexport/add?orderCode=…`, `/basic/client/add?id=…`) it is titled `editTitle`.
   * Every add page says which (none: it only creates).
   */
  editKeys?: readonly string[];
  /** The title while editing (编辑海运出口). */
  editTitle?: string;
  /**
   * The page is one of this project's additions (model/features.ts): on a back end without it
   * (legacy mode) the menu leaves it out and the page shows a notice in place of its content.
   */
  feature?: BackendFeature;
}

type SubPage = 'add' | 'copy' | 'view' | 'menu';

const subTitles: Record<SubPage, string> = {
  add: '新增',
  copy: '复制',
  view: '查看',
  menu: '菜单',
};

/**
 * A list page and its sub-pages (add, copy, view…) as the route table of spec 1 names them. The
 * add page edits the record its `editKeys` parameter names, and is then titled 编辑….
 */
function withSubPages(
  path: string,
  title: string,
  subPages: readonly SubPage[],
  editKeys: readonly string[] = ['id'],
): AppRoute[] {
  return [
    { path, title },
    ...subPages.map((sub) => ({
      path: `${path}/${sub}`,
      title: `${subTitles[sub]}${title}`,
      ...(sub === 'add' ? { editKeys, editTitle: `编辑${title}` } : {}),
    })),
  ];
}

/** Points each order route at its page (the declared order type's, or a bill of lading's). */
function withOrderPages(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, page: orderPage(route.path) }));
}

/** A route per declared report (model/statements/catalog.ts), titled as the report. */
function statementRoutes(): AppRoute[] {
  return statementCatalog.map((s) => ({
    path: s.route,
    title: s.title,
    page: statementPage(s.route),
    feature: 'statements' as const,
  }));
}

/** Points each /basic/* route at its master-data page. */
function withBasicPages(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => ({ ...route, page: basicPage(route.path) }));
}

const orderSubPages = ['add', 'copy', 'view'] as const;
const masterSubPages = ['add', 'view'] as const;

// Every route of spec 1 section 2 and spec 2 section 2. Later work points `page` at a lazy page.
export const routeTable: AppRoute[] = [
  {
    path: '/user/login',
    title: '登录',
    public: true,
    bare: true,
    page: lazyPage(() => import('../features/auth/LoginPage.tsx')),
  },
  {
    path: '/user/register',
    title: '注册',
    public: true,
    page: lazyPage(() => import('../pages/RegisterPage.tsx')),
  },
  {
    path: '/user/resetpassword',
    title: '重置密码',
    public: true,
    page: lazyPage(() => import('../pages/ResetPasswordPage.tsx')),
  },
  {
    path: '/user/test',
    title: '测试页',
    public: true,
    page: lazyPage(() => import('../pages/TestPage.tsx')),
  },

  { path: '/', title: '工作台', page: lazyPage(() => import('../pages/Dashboard.tsx')) },
  { path: '/403', title: '无权访问', page: lazyPage(() => import('../pages/Forbidden.tsx')) },

  // Shipment orders
  ...withOrderPages(withSubPages('/action/airexport', '空运出口', orderSubPages, ['orderCode'])),
  ...withOrderPages(withSubPages('/action/airimport', '空运进口', orderSubPages, ['orderCode'])),
  ...withOrderPages(withSubPages('/action/oceanexport', '海运出口', orderSubPages, ['orderCode'])),
  ...withOrderPages(withSubPages('/action/oceanimport', '海运进口', orderSubPages, ['orderCode'])),
  ...withOrderPages(
    withSubPages('/action/domestictrade', '内贸业务', orderSubPages, ['orderCode']),
  ),
  ...withOrderPages(
    withSubPages(
      '/action/oceanexportlading',
      '海运出口提单',
      ['add', 'view'],
      ['billofladingCode'],
    ),
  ),

  // Basic data: the declaration-driven pages of web/src/entities
  ...withBasicPages(withSubPages('/basic/address', '收发通地址', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/transport', '运输地址', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/airline', '航线', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/fee', '费用价格', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/ffeetype', '费用类型', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/hscode', '商品编码', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/node', '流程节点', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/rate', '汇率', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/supplier', '供应商', ['add', 'view', 'menu'])),
  ...withBasicPages(withSubPages('/basic/voyage', '航班航期', masterSubPages)),
  ...withBasicPages(withSubPages('/basic/client', '客户', masterSubPages)),
  ...withBasicPages([{ path: '/basic/bizdict', title: '业务字典' }]),
  ...withBasicPages(withSubPages('/basic/column', '列配置', ['add'], ['shippingTypeCode'])),

  // Fees
  {
    path: '/fee/audit',
    title: '费用审核',
    page: lazyPage(() => import('../features/fees/audit/FeeAuditPage.tsx')),
  },
  {
    path: '/fee/profit',
    title: '利润审批',
    page: lazyPage(() => import('../features/fees/profit/ProfitApprovalListPage.tsx')),
  },
  {
    path: '/fee/profit/detail',
    title: '利润审批详情',
    page: lazyPage(() => import('../features/fees/profit/ProfitDetailPage.tsx')),
  },

  // Finance
  {
    path: '/finance/invoice',
    title: '发票管理',
    feature: 'invoiceLists',
    page: lazyPage(() => import('../features/invoices/InvoiceListPage.tsx')),
  },
  {
    path: '/finance/invoice/view',
    title: '查看发票',
    page: lazyPage(() => import('../features/invoices/InvoiceViewPage.tsx')),
  },
  // The spec lists pay and receive with an add page; the server's menu links to their lists.
  {
    path: '/finance/pay',
    title: '付款管理',
    feature: 'payments',
    page: lazyPage(() => import('../features/settlements/PaymentListPage.tsx')),
  },
  {
    path: '/finance/pay/add',
    title: '新增付款',
    feature: 'payments',
    // Creates only: a saved settlement is reversed, never edited.
    editKeys: [],
    page: lazyPage(() => import('../features/settlements/PaymentAddPage.tsx')),
  },
  {
    path: '/finance/pay/view',
    title: '查看付款',
    feature: 'payments',
    page: lazyPage(() => import('../features/settlements/PaymentViewPage.tsx')),
  },
  {
    path: '/finance/receive',
    title: '收款管理',
    feature: 'receipts',
    page: lazyPage(() => import('../features/settlements/ReceiptListPage.tsx')),
  },
  {
    path: '/finance/receive/add',
    title: '新增收款',
    feature: 'receipts',
    // Creates only: a saved settlement is reversed, never edited.
    editKeys: [],
    page: lazyPage(() => import('../features/settlements/ReceiptAddPage.tsx')),
  },
  {
    path: '/finance/receive/view',
    title: '查看收款',
    feature: 'receipts',
    page: lazyPage(() => import('../features/settlements/ReceiptViewPage.tsx')),
  },
  {
    path: '/finance/financetj',
    title: '财务统计',
    feature: 'financeStatistics',
    page: lazyPage(() => import('../features/settlements/FinanceStatisticsPage.tsx')),
  },
  {
    path: '/finance/ticket',
    title: '已开票',
    feature: 'invoiceLists',
    page: lazyPage(() => import('../features/invoices/TicketPage.tsx')),
  },
  {
    path: '/finance/noticket',
    title: '未开票',
    feature: 'invoiceLists',
    page: lazyPage(() => import('../features/invoices/NoTicketPage.tsx')),
  },

  // Statements
  ...statementRoutes(),

  // System
  {
    path: '/sys/menu',
    title: '菜单管理',
    page: lazyPage(() => import('../features/system/MenuEditorPage.tsx')),
  },
  {
    path: '/sys/organization',
    title: '组织管理',
    page: lazyPage(() => import('../features/system/OrganisationEditorPage.tsx')),
  },
  {
    path: '/sys/user',
    title: '用户管理',
    page: lazyPage(() => import('../features/system/UserListPage.tsx')),
  },
  {
    path: '/sys/user/add',
    title: '新增用户',
    editKeys: ['id'],
    editTitle: '编辑用户',
    page: lazyPage(() => import('../features/system/UserFormPage.tsx')),
  },
  {
    path: '/sys/user/view',
    title: '查看用户',
    page: lazyPage(() => import('../features/system/UserViewPage.tsx')),
  },
  {
    path: '/sys/role',
    title: '角色管理',
    page: lazyPage(() => import('../features/system/RoleListPage.tsx')),
  },
  {
    path: '/sys/role/add',
    title: '新增角色',
    editKeys: ['id'],
    editTitle: '编辑角色',
    page: lazyPage(() => import('../features/system/RoleFormPage.tsx')),
  },
  {
    path: '/sys/role/view',
    title: '查看角色',
    page: lazyPage(() => import('../features/system/RoleViewPage.tsx')),
  },
  {
    path: '/sys/role/menu',
    title: '角色菜单权限',
    page: lazyPage(() => import('../features/system/RoleMenuPage.tsx')),
  },
  {
    path: '/sys/actionlog',
    title: '操作日志',
    feature: 'actionLog',
    page: lazyPage(() => import('../features/system/ActionLogPage.tsx')),
  },
  {
    path: '/sys/apitoken',
    title: 'API 令牌',
    feature: 'apiTokens',
    page: lazyPage(() => import('../features/system/ApiTokenPage.tsx')),
  },

  // To-do
  {
    path: '/todo/chart',
    title: '图表',
    feature: 'workspaceFigures',
    page: lazyPage(() => import('../features/todo/ChartPage.tsx')),
  },
  {
    path: '/todo/kanban',
    title: '看板',
    feature: 'workspaceFigures',
    page: lazyPage(() => import('../features/todo/KanbanPage.tsx')),
  },
  {
    path: '/todo/message',
    title: '消息',
    feature: 'messages',
    page: lazyPage(() => import('../features/todo/MessagesPage.tsx')),
  },
  {
    path: '/todo/document',
    title: '单证',
    page: lazyPage(() => import('../features/todo/DocumentsPage.tsx')),
  },
  {
    path: '/todo/schedule',
    title: '日程',
    page: lazyPage(() => import('../features/todo/SchedulePage.tsx')),
  },
  {
    path: '/todo/receipt',
    title: '回执',
    feature: 'workspaceReceipts',
    page: lazyPage(() => import('../features/todo/receipts/ReceiptsPage.tsx')),
  },
];

const byPath = new Map(routeTable.map((route) => [route.path, route]));

export function findRoute(pathname: string): AppRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised);
}

/** The table entries along a path, shortest first: /action/oceanexport/add → 海运出口, 新增海运出口. */
export function routeTrail(pathname: string): AppRoute[] {
  const parts = pathname.split('/').filter(Boolean);
  const trail: AppRoute[] = [];
  for (let i = 1; i <= parts.length; i += 1) {
    const route = byPath.get(`/${parts.slice(0, i).join('/')}`);
    if (route) trail.push(route);
  }
  return trail;
}
