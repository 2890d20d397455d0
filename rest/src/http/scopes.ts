// The data scope of every signed-in /rest/ path, and the records each one names: one table beside
// the routes. route() looks every path up here when it is registered, so rest refuses to start
// while a path has no declaration; before each call the route layer checks the records the call
// names against their rule (isolation.ts, docs/isolation.md), whatever the handler does after.
//
// The master-data and order controllers are declared from their declarations in model/ (one
// source for each fact); the other controllers are listed by hand, action by action.

import { historyKeysField, historyKinds, historyPath } from '../../../model/history/index.ts';
import { entities } from '../../../model/masterData/index.ts';
import type { EntityDecl } from '../../../model/masterData/types.ts';
import { nodeEditsOrder, orderTypes } from '../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../model/orders/types.ts';
import { statements } from '../../../model/statements/index.ts';
import { childRecord, groupRecord, orderRecord, orgRecord, userRecord } from './isolation.ts';
import type { Named, PathScope, RecordKind, Scope } from './isolation.ts';
import { feeSideVersions, tableVersions } from './versions.ts';
import type { VersionedBy, VersionSource } from './versions.ts';
import { assertEditable } from '../modules/orders/editable.ts';

// ---- The kinds of records a body names -------------------------------------------------------

const entityKinds = new Map<string, RecordKind>(
  entities
    .filter((e) => e.scope !== 'global')
    .map((e) => [e.name, orgRecord(e.label, e.table, e.scope === 'group')]),
);

/** A master-data record by id; null for global reference data (no organisation to check). */
function entityKind(decl: EntityDecl): RecordKind | null {
  if (decl.scope === 'global') return null;
  return entityKinds.get(decl.name) ?? orgRecord(decl.label, decl.table, decl.scope === 'group');
}

const customerDecl = entities.find((e) => e.table === 'tb_customer');
if (!customerDecl) throw new Error('客户的声明不存在');
/** Clients are kept by one organisation and shared across its group. */
export const CLIENT = entityKind(customerDecl) ?? orgRecord('客户', 'tb_customer', true);

/** An order of any type, by its code. */
export const ORDER = orderRecord(
  '订单',
  orderTypes.map((t) => t.table),
);
const orderOfType = (decl: OrderTypeDecl) => orderRecord('订单', [decl.table]);

export const FEE_LINE = {
  tbAr: orgRecord('应收费用', 'tb_ar'),
  tbAp: orgRecord('应付费用', 'tb_ap'),
} as const;
const FEE_TEMPLATE = {
  tbArTemple: orgRecord('费用模板', 'tb_ar_temple'),
  tbApTemple: orgRecord('费用模板', 'tb_ap_temple'),
} as const;
export const FILE = orgRecord('文件', 'tb_file');
export const SCHEDULE = orgRecord('日程', 'tb_schedule');
export const INVOICE = orgRecord('发票', 'tb_ar_invoice');
export const INVOICE_SET = orgRecord('发票号段', 'tb_invoice_set');
export const SETTLEMENT = orgRecord('收付款记录', 'tb_settlement');
export const MESSAGE = userRecord('消息', 'tb_message', 'recipient_id');
export const LIST_VIEW = userRecord('列表视图', 'tb_list_view', 'user_id');
const USER = groupRecord('用户', 'tb_sys_user');
const ROLE = groupRecord('角色', 'tb_role');
const ORGANISATION = groupRecord('组织', 'tb_organization');

// ---- The table --------------------------------------------------------------------------------

const table = new Map<string, PathScope>();

/**
 * Adds a path to the table. Modules' paths are declared below; a path registered elsewhere (a
 * test's probe route) is declared through this before it is registered.
 */
export function declareScope(path: string, scope: Scope, ...names: Named[]): void {
  declare(path, scope, ...names);
}

function declare(path: string, scope: Scope, ...names: Named[]): void {
  if (table.has(path)) throw new Error(`路径 ${path} 的数据范围声明了两次`);
  table.set(path, names.length > 0 ? { scope, names } : { scope });
}

const by = (kind: RecordKind, ...fields: string[]): Named[] =>
  fields.map((field) => ({ kind, field }));

/** The rows of a bulk call: refused one by one, not the whole call (isolation.ts, perRow). */
const perRow = (kind: RecordKind, field: string): Named[] => [{ kind, field, perRow: true }];

/** Declares each action of a controller with one scope and the same named records. */
function actions(controller: string, scope: Scope, list: readonly string[], ...names: Named[]) {
  for (const action of list) declare(`${controller}/${action}`, scope, ...names);
}

/**
 * A change of an existing record names the version it was read at (docs/concurrency.md): the
 * route layer refuses a missing one (400) and an outdated one (409 CONFLICT).
 */
function versioned(path: string, source: VersionSource, ...fields: string[]): void {
  versionedWith(path, { source, fields });
}
function versionedWith(path: string, version: VersionedBy): void {
  const declared = table.get(path);
  if (!declared) throw new Error(`路径 ${path} 还没有声明数据范围`);
  table.set(path, { ...declared, version });
}

// Master data: the entity's scope; calls about one record name it by id.
function scopeOfEntity(decl: EntityDecl): Scope {
  return decl.scope === 'org' ? 'organisation' : decl.scope;
}
function declareEntity(decl: EntityDecl): void {
  const scope = scopeOfEntity(decl);
  const kind = entityKind(decl);
  const byId = kind ? by(kind, 'id') : [];
  const versions = tableVersions(`该${decl.label}`, decl.table);
  for (const action of decl.actions) {
    const one = action === 'findByPK' || action === 'update' || action === 'updateStatus';
    declare(`${decl.controller}/${action}`, scope, ...(one || action === 'delete' ? byId : []));
    if (action === 'update' || action === 'updateStatus' || action === 'delete')
      versioned(`${decl.controller}/${action}`, versions, 'id');
  }
  // A uniqueness check's `id` is the record being edited: it names no record to reach.
  for (const check of decl.validations ?? []) declare(`${decl.controller}/${check.action}`, scope);
  if (decl.actions.includes('pageAll')) declare(`${decl.controller}/exportAll`, scope);
}
for (const decl of entities) declareEntity(decl);

// Orders: every call about an order names it by orderCode; lists, creation and the lookups name
// none. The fee statements of an order are the fees module's, on the order's controller.
const FEE_STATEMENTS = ['downloadAr', 'downloadAp', 'querydownloadArPdf', 'querydownloadApPdf'];
function declareOrderType(decl: OrderTypeDecl): void {
  const c = decl.controller;
  const order = by(orderOfType(decl), 'orderCode');
  declare(`${c}/pageAll`, 'organisation');
  declare(`${c}/${decl.createAction}`, 'organisation');
  const aboutOne = new Set([
    'findByPK',
    'findParamByOrder',
    'updateOperationStatus',
    decl.backAction,
    'updateArApStatus',
    'delete',
    'insertCopy',
    ...decl.nodes.map((n) => n.save),
    ...decl.documents.map((d) => d.action),
    ...FEE_STATEMENTS,
    ...(decl.changeOrder !== false ? ['insertChangeOrder'] : []),
  ]);
  aboutOne.delete(decl.createAction);
  for (const action of aboutOne) declare(`${c}/${action}`, 'organisation', ...order);
  // Bulk work (http/bulk.ts): each chosen order is checked on its own row.
  for (const action of ['updateOperationStatusBulk', 'updateStaffBulk', 'updateNodeOperatorBulk']) {
    declare(`${c}/${action}`, 'organisation', ...perRow(orderOfType(decl), 'orderCodes'));
  }
  const orderVersions = tableVersions('该订单', decl.table, 'order_code', 'operation_status');
  for (const node of decl.nodes) {
    // A cancelled or completed order refuses the save whatever version it names.
    if (node.save !== decl.createAction && nodeEditsOrder(node))
      versionedWith(`${c}/${node.save}`, {
        source: orderVersions,
        fields: ['orderCode'],
        refuse: (stamp) => assertEditable({ operationStatus: stamp.state }),
      });
  }
  // The order page's and list's actions on one order: status, back, 应收/应付 status, delete.
  for (const action of ['updateOperationStatus', decl.backAction, 'updateArApStatus', 'delete'])
    versioned(`${c}/${action}`, orderVersions, 'orderCode');
  if (decl.listExport) declare(`${c}/${decl.listExport}`, 'organisation');
  if (decl.clientOrders)
    declare(`${c}/${decl.clientOrders}`, 'organisation', ...by(CLIENT, 'clientId'));
  for (const sub of decl.subLists) {
    if (sub.lookup) declare(`${sub.lookup.controller}/${sub.lookup.action}`, 'global');
  }
  for (const line of decl.lines ?? []) {
    const sub = decl.subLists.find((s) => s.name === line.subList);
    if (!sub) throw new Error(`${decl.name} 没有子表 ${line.subList}`);
    const lineKind = childRecord(sub.label, sub.table, decl.table);
    // Each line carries its own version (0032): its change or delete names the one it read.
    const lineVersions = tableVersions(`该${sub.label}`, sub.table);
    for (const action of line.actions) {
      const names =
        action === 'listAll' || action === 'insert'
          ? order
          : [...by(lineKind, 'id'), ...(action === 'update' ? order : [])];
      declare(`${line.controller}/${action}`, 'organisation', ...names);
      if (action === 'update' || action === 'delete')
        versioned(`${line.controller}/${action}`, lineVersions, 'id');
    }
  }
  const lading = decl.billOfLading;
  if (lading) {
    const kind = orgRecord(lading.label, lading.table);
    const byCode: RecordKind = { ...kind, key: 't.billoflading_code', keyType: 'text' };
    declare(`${lading.controller}/pageAll`, 'organisation');
    declare(
      `${lading.controller}/findByPK`,
      'organisation',
      ...by(kind, 'id'),
      ...by(byCode, 'billofladingCode'),
    );
    declare(`${lading.controller}/insert`, 'organisation', ...order);
    declare(`${lading.controller}/update`, 'organisation', ...by(kind, 'id'), ...order);
    versioned(
      `${lading.controller}/update`,
      tableVersions(`该${lading.label}`, lading.table),
      'id',
    );
  }
}
for (const decl of orderTypes) declareOrderType(decl);
// The orders of every type in one list: the organisation's, of the types whose pages the caller
// holds (the handler leaves out the others).
declare('tbOrder/pageAll', 'organisation');

// Session calls: the user's own.
actions('tbSysUser', 'own', [
  'exitLogin',
  'findMenu',
  'getTokenInfo',
  'updatePwd',
  'saveDynamicColumns',
  'findDynamicColumns',
]);
actions('tbSysuserOrgMapping', 'own', ['listAll', 'updateDefault']);
actions('tbOrganization', 'own', ['findOrgLogo', 'findGroupOrg']);
declare('tbShippingTypeNodeUserMapping/getNodeCodeByUser', 'own');

// Reference data for everyone (cities, airports, ports: master-data declarations above).
actions('tbDict', 'global', ['getDictByTypeId', 'getGroupDictByTypeId', 'listDictByCode']);
actions('tbExchangeRate', 'organisation', ['findCurRate']);
actions('tbGoods', 'global', ['findSelectValue']);
actions('tbCustomer', 'group', ['listSupplierAll']);
actions('tbColumn', 'organisation', ['listAllColumn', 'updateNodeColumn']);

// Administration: the group's users, roles, organisations; the product's menus; the log.
actions('tbSysUser', 'group', ['listAll', 'listGroupAll', 'findByGroupName']);
actions('tbSysUser', 'administration', ['pageAll', 'getUserNumber', 'insert', 'findOrgInfo']);
actions(
  'tbSysUser',
  'administration',
  ['findByPK', 'update', 'updateStatusByIdAndStatus', 'delete'],
  ...by(USER, 'id'),
);
const userVersions = tableVersions('该用户', 'tb_sys_user');
for (const action of ['update', 'updateStatusByIdAndStatus', 'delete'])
  versioned(`tbSysUser/${action}`, userVersions, 'id');
declare('tbGroup/listAll', 'administration');
actions('tbRole', 'administration', ['pageAll', 'listAll', 'insert']);
actions('tbRole', 'administration', ['findByPK', 'update', 'updateStatus'], ...by(ROLE, 'id'));
declare('role/delete', 'administration', ...by(ROLE, 'id'));
const roleVersions = tableVersions('该角色', 'tb_role');
for (const path of ['tbRole/update', 'tbRole/updateStatus', 'role/delete'])
  versioned(path, roleVersions, 'id');
actions('tbMenu', 'administration', ['getMenuAll', 'insertOrUpdate', 'findByPK', 'delete']);
declare(
  'tbMenu/getRoleMenuByUserId',
  'administration',
  ...by(ROLE, 'roleId'),
  ...by(USER, 'userId'),
);
declare('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', 'administration', ...by(ROLE, 'roleId'));
// A role's menus are part of the role: saving them names the role's version, and moves it (0035).
versioned('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', roleVersions, 'roleId');
actions('tbGroupManage', 'administration', ['selectTree', 'insert']);
actions(
  'tbGroupManage',
  'administration',
  ['findByPK', 'update', 'delete', 'updateOrganizationByStatus'],
  ...by(ORGANISATION, 'id'),
);
const organisationVersions = tableVersions('该组织', 'tb_organization');
for (const action of ['update', 'delete', 'updateOrganizationByStatus'])
  versioned(`tbGroupManage/${action}`, organisationVersions, 'id');
declare('tbActionLog/pageAll', 'administration');
// The accounts of the administrator's group with failed sign-ins; the account is named by its
// mobile, which the handler finds within the session's group.
actions('tbLoginFailure', 'administration', ['pageAll', 'delete']);
// The group's API tokens; a token is named by id, which the handlers find within the group.
actions('tbApiToken', 'administration', ['pageAll', 'save', 'updateRevoke']);

// Files of the organisation; an order's files name the order.
actions('tbFile', 'organisation', [
  'getPublicUploadToken',
  'getPrivateUploadToken',
  'getPrivateUrl',
]);
declare('tbFile/listAll', 'organisation', ...by(ORDER, 'orderCode'));
declare('tbFile/delete', 'organisation', ...by(FILE, 'id'));
actions('tbFileManage', 'organisation', ['pageAll', 'listAllDownLoad']);
declare('tbFileManage/findIsHaveFile', 'organisation', ...by(ORDER, 'orderCode'));

// Fee lines and templates.
for (const c of ['tbAr', 'tbAp'] as const) {
  const line = FEE_LINE[c];
  actions(c, 'organisation', ['pageAll', 'findSettlementUnit']);
  actions(c, 'organisation', ['findOrderCode', 'updateBatch', 'insert'], ...by(ORDER, 'orderCode'));
  const side = c === 'tbAr' ? 'ar' : 'ap';
  versioned(
    `${c}/updateBatch`,
    feeSideVersions(side, `该订单的${side === 'ar' ? '应收' : '应付'}费用`),
    'orderCode',
  );
  declare(`${c}/update`, 'organisation', ...by(line, 'id'));
  actions(c, 'organisation', ['delete', 'updateApproveStatus'], ...by(line, 'ids', 'id'));
  // A single line changed or deleted names the line's own version (0032); the side's version
  // moves too, so a batch read before is refused at its save.
  const lineVersions = tableVersions(`该${side === 'ar' ? '应收' : '应付'}费用`, `tb_${side}`);
  versioned(`${c}/update`, lineVersions, 'id');
  versioned(`${c}/delete`, lineVersions, 'ids', 'id');
  // 提交, 撤回, 审核, 驳回 name each line's version, one per id in order: a line withdrawn, edited
  // and submitted again since it was read is not approved unseen.
  versioned(`${c}/updateApproveStatus`, lineVersions, 'ids', 'id');
  declare(`${c}/updateApproveStatusBulk`, 'organisation', ...perRow(line, 'ids'));
}
for (const c of ['tbArTemple', 'tbApTemple'] as const) {
  const template = FEE_TEMPLATE[c];
  actions(c, 'organisation', ['listAll', 'insert']);
  actions(c, 'organisation', ['update', 'delete'], ...by(template, 'id', 'templeId'));
  const templateVersions = tableVersions(
    '该费用模板',
    c === 'tbArTemple' ? 'tb_ar_temple' : 'tb_ap_temple',
  );
  versioned(`${c}/update`, templateVersions, 'id', 'templeId');
  versioned(`${c}/delete`, templateVersions, 'id', 'templeId');
  actions(`${c}Detail`, 'organisation', ['listAll', 'updateBatch'], ...by(template, 'templeId'));
  // The lines are the template's: replacing them moves its version (0037), and names it.
  versioned(`${c}Detail/updateBatch`, templateVersions, 'templeId');
}
declare('profitApprove/pageAll', 'organisation');
actions(
  'profitApprove',
  'organisation',
  ['findByOrderCode', 'updatePay', 'updateReceive'],
  ...by(ORDER, 'orderCode'),
);
// Profit approval decides every submitted line of one side of the order: it names that side's
// version (as the side's batch save does).
versioned('profitApprove/updatePay', feeSideVersions('ap', '该订单的应付费用'), 'orderCode');
versioned('profitApprove/updateReceive', feeSideVersions('ar', '该订单的应收费用'), 'orderCode');

// Finance.
for (const c of ['tbReceipt', 'tbPayment']) {
  actions(c, 'organisation', ['pageAll', 'listOpenLines', 'pageOpenLines', 'insert']);
  actions(
    c,
    'organisation',
    ['findByPK', 'updateReverse', 'updateAllocate', 'updateUnallocate'],
    ...by(SETTLEMENT, 'id'),
  );
  for (const action of ['updateReverse', 'updateAllocate', 'updateUnallocate'])
    versioned(`${c}/${action}`, tableVersions('该收付款记录', 'tb_settlement'), 'id');
}
declare('tbFinanceStat/findStatistics', 'organisation');
// The group's clients with the exposure in the caller's organisation; the terms are the owner's.
declare('tbCreditControl/pageAll', 'group');
declare('tbCreditControl/findByClient', 'group', ...by(CLIENT, 'clientId'));
declare('tbCreditControl/update', 'group', ...by(CLIENT, 'clientId'));
// The terms are the client's own columns: their change names the client's version.
versioned('tbCreditControl/update', tableVersions('该客户', 'tb_customer'), 'clientId');
actions('tbInvoiceSet', 'organisation', ['pageAll', 'insert']);
declare('tbInvoiceSet/delete', 'organisation', ...by(INVOICE_SET, 'id'));
versioned('tbInvoiceSet/delete', tableVersions('该发票号段', 'tb_invoice_set'), 'id');
actions('tbArInvoice', 'organisation', ['pageAll', 'pageTicket', 'pageNoTicket']);
actions(
  'tbArInvoice',
  'organisation',
  ['findByInvoice', 'updateInvoiceClearn'],
  ...by(INVOICE, 'id'),
);
versioned('tbArInvoice/updateInvoiceClearn', tableVersions('该发票', 'tb_ar_invoice'), 'id');
declare(
  'tbArInvoice/insert',
  'organisation',
  ...by(INVOICE_SET, 'invoiceSetId'),
  ...by(FEE_LINE.tbAr, 'ids', 'arIds'),
);
for (const s of statements) {
  declare(`statement/${s.key}`, 'organisation');
  declare(`statement/${s.key}Export`, 'organisation');
}

// The to-do area and the home page.
actions('tbSchedule', 'organisation', ['list', 'insert', 'listAllName']);
const scheduleVersions = tableVersions('该日程', 'tb_schedule');
actions(
  'tbSchedule',
  'organisation',
  ['findByPK', 'update', 'updateStatus', 'delete'],
  ...by(SCHEDULE, 'id'),
);
for (const action of ['update', 'updateStatus', 'delete'])
  versioned(`tbSchedule/${action}`, scheduleVersions, 'id');
actions('tbMessage', 'own', ['pageAll', 'countUnread', 'updateReadAll']);
declare('tbMessage/updateRead', 'own', ...by(MESSAGE, 'ids'));
declare('tbMilestone/listByOrder', 'organisation', ...by(ORDER, 'orderCode'));
declare('tbMilestone/listLate', 'organisation');

// Saved list views: each user's own in the current organisation, and those shared in it (read-only
// to the others); the handlers keep to the session's organisation.
actions('tbListView', 'own', ['listAll', 'updateDefault']);
actions('tbListView', 'own', ['save', 'delete'], ...by(LIST_VIEW, 'id'));
actions('tbWorkspace', 'organisation', ['kanban', 'figures', 'receipts']);
// Find anything: the organisation's records of the kinds the caller's menus grant (the handler
// leaves out the others).
declare('tbSearch/search', 'organisation');

// Record history: the record is named as its own calls name it, under the same rule.
const historyRecords = new Map<string, RecordKind>([
  ['tb_ar', FEE_LINE.tbAr],
  ['tb_ap', FEE_LINE.tbAp],
  ['tb_ar_invoice', INVOICE],
  ['tb_settlement', SETTLEMENT],
  ...orderTypes.map((t): [string, RecordKind] => [t.table, orderOfType(t)]),
  ...orderTypes.flatMap((t): [string, RecordKind][] =>
    t.billOfLading
      ? [[t.billOfLading.table, orgRecord(t.billOfLading.label, t.billOfLading.table)]]
      : [],
  ),
  ...entities.flatMap((e): [string, RecordKind][] => {
    const kind = entityKind(e);
    return kind ? [[e.table, kind]] : [];
  }),
]);
for (const kind of historyKinds) {
  const table = kind.tables[0]?.table ?? '';
  const record = historyRecords.get(table);
  if (!record) throw new Error(`历史记录 ${historyPath(kind)} 的记录类型未声明`);
  // Several records at once (a report's page of fee lines): each out of reach is refused on
  // its own, the others answer (http/parents.ts).
  declare(
    historyPath(kind),
    record.shared ? 'group' : 'organisation',
    ...by(record, kind.keyField),
    ...perRow(record, historyKeysField(kind)),
  );
}

/** The declaration of a signed-in path (`tbCustomer/update`), or undefined. */
export function scopeOf(path: string): PathScope | undefined {
  return table.get(path);
}

/** Every declared path with its declaration (the isolation test is generated from these). */
export function declaredScopes(): ReadonlyMap<string, PathScope> {
  return table;
}
