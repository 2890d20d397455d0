// Which menu page a /rest/ call belongs to. The route layer checks every signed-in call against
// this table: the caller's active roles must grant one of the listed menu urls, else 403.
//
// The rule:
// - A controller's calls belong to its list page (tbCustomer → /basic/client), reads and writes
//   alike: a page's data is read only by whoever may work on that page. Calls shared by several
//   pages (templates, files) list each page; granting any one of them suffices.
// - Calls about one order (its fee lines, its files) are also open to whoever may open that
//   order: the page of the order's type (`byOrder`). The fee lines of every order (the fee audit
//   list) belong to the fee and finance pages only, so an order page reads its own orders' fees
//   and nothing more.
// - Open to every signed-in user: the session calls (menu, token info, password, organisation
//   switch, dynamic columns), and the lookups forms and lists need to show names — listAll,
//   listGroupAll and the other pickers, dictionaries by category, the current exchange rate, the
//   nodes of the user, the uniqueness checks, and findByPK of reference data (master data).
//   System records (users, roles, menus, organisations, the log) have no open findByPK.
// - An administrator (isAdmin) passes every check.
// - A path missing from this table is refused for everyone but an administrator, so a new
//   controller cannot be reachable by accident; permissions.test.ts checks the table covers
//   every path of rest-endpoints.tsv and every path the app serves.
// Button action keys (add, delete…) are shown or hidden by the web client; the server decides by
// page.

import { statements } from '../../../model/statements/index.ts';
import type { Db } from '../db/index.ts';
import { fail } from './errors.ts';
import type { SessionInfo } from './session.ts';

/** Open to every signed-in user. */
export const OPEN = 'open' as const;

export interface ControllerRule {
  /** The menu urls whose grant allows the controller's calls (any one suffices). */
  readonly menus: readonly string[];
  /** Actions open to every signed-in user. */
  readonly open?: readonly string[];
  /** Actions that belong to other pages than `menus`. */
  readonly actions?: Readonly<Record<string, readonly string[]>>;
  /**
   * Actions about the orders the call names (by order code or by its lines): also allowed when
   * the user may open those orders, that is holds the page of each order's type. The route says
   * which orders a call names (RouteOptions.orderPages).
   */
  readonly byOrder?: readonly string[];
}

const ORDER_PAGES = [
  '/action/oceanexport',
  '/action/oceanimport',
  '/action/airexport',
  '/action/airimport',
  '/action/domestictrade',
  '/action/oceanexportlading',
] as const;
/** The pages that work on the fee lines of every order (audit, profit, payments, receipts). */
const FEE_LIST_PAGES = [
  '/fee/audit',
  '/fee/profit',
  '/finance/pay',
  '/finance/receive',
  '/finance/financetj',
] as const;
const FEE_PAGES = [...ORDER_PAGES, ...FEE_LIST_PAGES] as const;

/** tbAp, tbAr: the lines of one order are the order's; the lists of all lines are finance's. */
const feeLines: ControllerRule = {
  menus: FEE_LIST_PAGES,
  byOrder: ['findOrderCode', 'updateBatch', 'insert', 'update', 'delete', 'updateApproveStatus'],
  // A picker of suppliers or clients (names only), as the order pages' fee tables need it.
  actions: { findSettlementUnit: FEE_PAGES, pageHistory: FEE_PAGES },
};

/** Reference data: readable by id and listable by everybody, managed on its page. */
const LOOKUPS = [
  'findByPK',
  'listAll',
  'listGroupAll',
  'listSupplierAll',
  'findSelectValue',
  'findCurRate',
  'getCustomerValidate',
  'getSupplierNameValidate',
  'getTransportationValidate',
  'getAdderssValidate',
] as const;

function master(menu: string): ControllerRule {
  return { menus: [menu], open: LOOKUPS };
}

/** An order controller: its page, plus the fee and profit pages that open an order. */
function order(menu: string): ControllerRule {
  return {
    menus: [menu],
    actions: {
      findByPK: [menu, '/fee/audit', '/fee/profit'],
      findParamByOrder: [menu, '/fee/audit', '/fee/profit'],
      // The fee statements of an order (fees module).
      downloadAr: [menu, '/fee/audit', '/fee/profit'],
      downloadAp: [menu, '/fee/audit', '/fee/profit'],
      querydownloadArPdf: [menu, '/fee/audit', '/fee/profit'],
      querydownloadApPdf: [menu, '/fee/audit', '/fee/profit'],
    },
  };
}

export const permissionTable: Readonly<Record<string, ControllerRule | typeof OPEN>> = {
  // Session calls: every signed-in user manages their own session.
  tbSysuserOrgMapping: OPEN,
  tbOrganization: OPEN,
  tbShippingTypeNodeUserMapping: OPEN,
  tbCity: OPEN,
  tbIata: OPEN,
  tbParamsSix: OPEN,
  tbParamPort: OPEN,
  tbDictCategory: { menus: ['/basic/bizdict'], open: ['listAll', 'findByPK'] },
  tbDict: {
    menus: ['/basic/bizdict'],
    open: ['getDictByTypeId', 'getGroupDictByTypeId', 'listDictByCode'],
  },

  tbSysUser: {
    menus: ['/sys/user'],
    open: [
      'exitLogin',
      'findMenu',
      'getTokenInfo',
      'saveDynamicColumns',
      'findDynamicColumns',
      'updatePwd',
      'listAll',
      'listGroupAll',
      'findByGroupName',
    ],
  },
  tbGroup: { menus: ['/sys/user', '/sys/organization'] },
  tbRole: {
    menus: ['/sys/role'],
    open: ['listAll'],
    actions: { pageAll: ['/sys/role', '/sys/user'] },
  },
  role: { menus: ['/sys/role'] },
  tbMenu: {
    menus: ['/sys/menu'],
    actions: {
      getMenuAll: ['/sys/menu', '/sys/role'],
      getRoleMenuByUserId: ['/sys/role', '/sys/user'],
      updateRoleMenuInfoByMenuIdsAndRoleId: ['/sys/role'],
    },
  },
  tbGroupManage: {
    menus: ['/sys/organization'],
    actions: { selectTree: ['/sys/organization', '/sys/user'] },
  },
  tbActionLog: { menus: ['/sys/actionlog'] },
  // Who failed to sign in, and clearing it: no page grants it, administrators only.
  tbLoginFailure: { menus: [] },
  // API tokens of the group: no page grants them, administrators only (and never a token).
  tbApiToken: { menus: [] },

  tbCustomer: master('/basic/client'),
  tbSupplier: master('/basic/supplier'),
  tbTransportation: master('/basic/transport'),
  tbAdderss: master('/basic/address'),
  tbRoute: master('/basic/airline'),
  tbRouteFlight: master('/basic/voyage'),
  tbFeeType: master('/basic/ffeetype'),
  tbExchangeRate: master('/basic/rate'),
  tbBaseFee: master('/basic/fee'),
  tbGoods: master('/basic/hscode'),
  tbShippingType: master('/basic/node'),
  tbColumn: { menus: ['/basic/column'], open: ['listAllColumn'] },

  tbSeaTransportExport: order('/action/oceanexport'),
  tbSeaTransportExportTransportCompany: { menus: ['/action/oceanexport'] },
  tbSeaTransportExportBillOfLading: { menus: ['/action/oceanexportlading'] },
  tbSeaTransportImport: order('/action/oceanimport'),
  tbSeaTransportImportTransportCompany: { menus: ['/action/oceanimport'] },
  tbSeaTransportImportGoodsDeclarationElement: { menus: ['/action/oceanimport'] },
  tbAirTransportExport: order('/action/airexport'),
  tbAirTransportImport: order('/action/airimport'),
  tbDomesticTradeBusiness: order('/action/domestictrade'),
  tbDomesticTradeBusinessTransportCompany: { menus: ['/action/domestictrade'] },
  // The orders of every type in one list: any order page; the handler reads only the types whose
  // pages the caller holds.
  tbOrder: { menus: ORDER_PAGES },

  // updateApproveStatus: the order pages submit and withdraw; approving needs a finance page,
  // which the fee module checks itself (a submission is not an approval).
  tbAp: feeLines,
  tbAr: feeLines,
  tbApTemple: { menus: ORDER_PAGES },
  tbArTemple: { menus: ORDER_PAGES },
  tbApTempleDetail: { menus: ORDER_PAGES },
  tbArTempleDetail: { menus: ORDER_PAGES },
  profitApprove: { menus: ['/fee/profit'] },

  tbFile: {
    menus: [...ORDER_PAGES, '/todo/document'],
    actions: { listAll: ['/todo/document'] },
    byOrder: ['listAll'],
  },
  tbFileManage: { menus: ['/todo/document'] },
  tbSchedule: { menus: ['/todo/schedule'], open: ['listAllName'] },
  // The home page's figures are every signed-in user's own (their orders only); the receipts of
  // my orders belong to the to-do area's receipt page.
  tbWorkspace: {
    menus: ['/todo/kanban'],
    open: ['figures'],
    actions: { receipts: ['/todo/receipt'] },
  },
  // Receipts and payments (settlements module); their lists are also read by the statistics page.
  tbReceipt: { menus: ['/finance/receive'] },
  tbPayment: { menus: ['/finance/pay'] },
  tbFinanceStat: { menus: ['/finance/financetj'] },
  // A client's credit status is shown on the order pages and fee grids; finance sets the terms.
  tbCreditControl: {
    menus: ['/finance/financetj', '/finance/receive'],
    actions: { findByClient: [...FEE_PAGES] },
  },
  tbInvoiceSet: {
    menus: ['/finance/invoice'],
    actions: { pageAll: ['/finance/invoice', '/finance/noticket'] },
  },
  // Issuing and clearing belong to the invoice page; the line lists to their pages (the invoice
  // page issues from the not-invoiced lines).
  tbArInvoice: {
    menus: ['/finance/invoice'],
    actions: {
      findByInvoice: ['/finance/invoice', '/finance/ticket'],
      pageTicket: ['/finance/ticket', '/finance/invoice'],
      pageNoTicket: ['/finance/noticket', '/finance/invoice'],
      insert: ['/finance/invoice', '/finance/noticket'],
    },
  },
  // Each report and its export belong to the report's own page.
  statement: {
    menus: [],
    actions: Object.fromEntries(
      statements.flatMap((s) => [
        [s.key, [s.route]],
        [`${s.key}Export`, [s.route]],
      ]),
    ),
  },
  // Each user's own inbox (the top bar's badge on every page) and own late-milestone tasks.
  tbMessage: OPEN,
  tbListView: OPEN,
  tbMilestone: { menus: ['/todo/message'], open: ['listLate'], byOrder: ['listByOrder'] },
  // Find anything: every signed-in user searches the kinds whose list pages they hold (the
  // handler asks for those, model/search).
  tbSearch: OPEN,
};

/**
 * What a call needs: OPEN, the menu urls of which one must be granted, or undefined when the
 * path is not in the table (refused for all but administrators).
 */
export function requiredMenus(path: string): typeof OPEN | readonly string[] | undefined {
  const [controller = '', action = ''] = path.split('/');
  if (!Object.hasOwn(permissionTable, controller)) return undefined;
  const rule = permissionTable[controller];
  if (rule === undefined) return undefined;
  if (rule === OPEN) return OPEN;
  if (rule.open?.includes(action)) return OPEN;
  if (rule.actions && Object.hasOwn(rule.actions, action)) return rule.actions[action];
  return rule.menus;
}

export const FORBIDDEN_MESSAGE = '抱歉，您无权访问此页面。';

/**
 * The menu urls the user's active roles (an API token's role) grant in the session's
 * organisation (roles without an organisation apply in all of the group's): one query.
 */
export async function grantedMenuUrls(db: Db, session: SessionInfo): Promise<Set<string>> {
  // An API token has its one role; a user, the roles given to them.
  const token = session.apiToken;
  const roleIds = token
    ? db.selectFrom('tb_role').select('id as role_id').where('id', '=', token.roleId)
    : db.selectFrom('tb_user_role').select('role_id').where('user_id', '=', session.userId);
  const rows = await db
    .selectFrom('tb_role as r')
    .innerJoin('tb_role_menu as rm', 'rm.role_id', 'r.id')
    .innerJoin('tb_menu as m', 'm.id', 'rm.menu_id')
    .select('m.url')
    .distinct()
    .where('r.id', 'in', roleIds)
    .where('r.status', '=', 'Y')
    .where('m.url', 'is not', null)
    .where((eb) =>
      session.orgId === null
        ? eb('r.org_id', 'is', null)
        : eb.or([eb('r.org_id', 'is', null), eb('r.org_id', '=', session.orgId)]),
    )
    .execute();
  return new Set(rows.flatMap((r) => (r.url === null ? [] : [r.url])));
}

/** True when the call may also be allowed by the orders it names (ControllerRule.byOrder). */
export function isOrderScoped(path: string): boolean {
  const [controller = '', action = ''] = path.split('/');
  const rule = Object.hasOwn(permissionTable, controller) ? permissionTable[controller] : undefined;
  return rule !== undefined && rule !== OPEN && (rule.byOrder?.includes(action) ?? false);
}

/**
 * The list pages of the orders a call names: one per order type. Null when the call names no
 * order that exists here; the handler then answers 400 or 404 to whoever holds an order page.
 */
export type OrderPagesOfCall = () => Promise<readonly string[] | null>;

/**
 * True when the session may make the call by its menus alone: checkPermission's first test, and
 * how a call answered beside another's (an order's fees with the client's credit) is decided.
 */
export async function mayCall(
  path: string,
  session: SessionInfo,
  granted: () => Promise<ReadonlySet<string>>,
  declared?: typeof OPEN | readonly string[],
): Promise<boolean> {
  if (session.isAdmin) return true;
  const needed = requiredMenus(path) ?? declared;
  if (needed === OPEN) return true;
  if (needed === undefined) return false;
  const urls = await granted();
  return needed.some((url) => urls.has(url));
}

/** Throws 403 unless the session may make the call; `granted` is asked for at most once. */
export async function checkPermission(
  path: string,
  session: SessionInfo,
  granted: () => Promise<ReadonlySet<string>>,
  declared?: typeof OPEN | readonly string[],
  orderPages?: OrderPagesOfCall,
): Promise<void> {
  let asked: Promise<ReadonlySet<string>> | undefined;
  const grantedOnce = () => (asked ??= granted());
  if (await mayCall(path, session, grantedOnce, declared)) return;
  // An order-scoped path is in the table, so its menus were checked above.
  if (orderPages && isOrderScoped(path)) {
    const urls = await grantedOnce();
    const pages = await orderPages();
    const allowed =
      pages === null
        ? ORDER_PAGES.some((url) => urls.has(url))
        : pages.length > 0 && pages.every((url) => urls.has(url));
    if (allowed) return;
  }
  throw fail.forbidden(FORBIDDEN_MESSAGE, undefined, 'FORBIDDEN');
}
