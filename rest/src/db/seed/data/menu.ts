// 后台的完整菜单树。type '0' 分组、'1' 页面（url 为列表路由）、'2' 按钮（actionKey 取自 BUTTON 字典）。
// 新增、查看、复制等子路由不进菜单：它们由列表页打开。

export interface MenuSeed {
  name: string;
  url?: string;
  icon?: string;
  type: '0' | '1' | '2';
  actionKey?: string;
  hideInMenu?: boolean;
  keepAlive?: boolean;
  hideInBreadcrumb?: boolean;
  children?: MenuSeed[];
}

/** 首页（看板）路由，不在菜单中。 */
export const dashboardRoute = '/';

const buttonNames: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  view: '查看',
  delete: '删除',
  copy: '复制',
  status: '启用/停用',
  export: '导出',
  import: '导入',
  download: '下载',
  print: '打印',
  submit: '提交',
  approve: '审核',
  reject: '驳回',
  transfer: '转单',
  invoice: '开票',
  writeoff: '核销',
  authorize: '分配权限',
};

function buttons(keys: readonly string[]): MenuSeed[] {
  return keys.map((actionKey) => ({
    name: buttonNames[actionKey] ?? actionKey,
    type: '2',
    actionKey,
    hideInMenu: true,
  }));
}

function page(
  name: string,
  url: string,
  icon: string,
  actions: readonly string[],
  keepAlive = false,
): MenuSeed {
  return { name, url, icon, type: '1', keepAlive, children: buttons(actions) };
}

function group(name: string, icon: string, children: MenuSeed[]): MenuSeed {
  return { name, icon, type: '0', children };
}

const orderActions = ['add', 'edit', 'view', 'copy', 'delete', 'transfer', 'export', 'print'];
const masterActions = ['add', 'edit', 'view', 'delete', 'status'];
const reportActions = ['view', 'export'];

export const menuTree: MenuSeed[] = [
  group('业务管理', 'ship', [
    page('海运出口', '/action/oceanexport', 'ship', orderActions, true),
    page('海运进口', '/action/oceanimport', 'ship', orderActions, true),
    page('空运进口', '/action/airimport', 'plane', orderActions, true),
    page('空运出口', '/action/airexport', 'plane', orderActions, true),
    page(
      '内贸业务',
      '/action/domestictrade',
      'truck',
      ['add', 'edit', 'view', 'copy', 'delete', 'export', 'print'],
      true,
    ),
    page('海运出口提单', '/action/oceanexportlading', 'ship', ['add', 'edit', 'view', 'print'], true),
  ]),
  group('基础资料', 'database', [
    page('客户管理', '/basic/client', 'database', [...masterActions, 'export']),
    page('供应商管理', '/basic/supplier', 'database', [...masterActions, 'export']),
    page('运输地址', '/basic/transport', 'database', masterActions),
    page('收发货地址', '/basic/address', 'database', masterActions),
    page('航线航司', '/basic/airline', 'database', masterActions),
    page('航班航次', '/basic/voyage', 'database', masterActions),
    page('费用类型', '/basic/ffeetype', 'database', ['add', 'edit', 'view', 'delete']),
    page('汇率管理', '/basic/rate', 'database', masterActions),
    page('费用价格', '/basic/fee', 'database', masterActions),
    page('商品编码', '/basic/hscode', 'database', ['add', 'edit', 'view', 'delete', 'import']),
    page('节点配置', '/basic/node', 'database', ['add', 'edit', 'view']),
    page('业务字典', '/basic/bizdict', 'database', ['add', 'edit', 'delete', 'status']),
    page('列配置', '/basic/column', 'database', ['add', 'edit']),
  ]),
  group('费用管理', 'wallet', [
    page('费用审核', '/fee/audit', 'wallet', ['view', 'approve', 'reject', 'export']),
    page('利润审批', '/fee/profit', 'wallet', ['view', 'approve', 'reject', 'export']),
  ]),
  group('财务管理', 'bank', [
    page('发票管理', '/finance/invoice', 'bank', ['add', 'view', 'delete', 'invoice', 'export']),
    page('付款', '/finance/pay', 'bank', ['add', 'view', 'writeoff', 'export']),
    page('收款', '/finance/receive', 'bank', ['add', 'view', 'writeoff', 'export']),
    page('财务统计', '/finance/financetj', 'bank', reportActions),
    page('已开票', '/finance/ticket', 'bank', ['view', 'export']),
    page('未开票', '/finance/noticket', 'bank', ['view', 'invoice', 'export']),
  ]),
  group('报表统计', 'chart', [
    page('开票统计', '/statements/ticket', 'chart', reportActions),
    page('开票统计（新版）', '/statements/ticket/v2', 'chart', reportActions),
    page('未开票统计', '/statements/noticket', 'chart', reportActions),
    page('单票利润', '/statements/profit', 'chart', reportActions),
    page('客户利润', '/statements/customers', 'chart', reportActions),
    page('业务统计', '/statements/business', 'chart', reportActions),
    page('供应商统计', '/statements/supplier', 'chart', reportActions),
    page('应收账龄', '/statements/receivableAging', 'chart', reportActions),
    page('应付账龄', '/statements/payableAging', 'chart', reportActions),
    page('应收核销', '/statements/receivableWriteOff', 'chart', reportActions),
    page('应付核销', '/statements/payableWriteOff', 'chart', reportActions),
    page('未出账费用', '/statements/unBilledExpenses', 'chart', reportActions),
    page('未出账业务', '/statements/unBilledBusiness', 'chart', reportActions),
    page('应付请款', '/statements/payableInvitation', 'chart', reportActions),
    page('应付待审核', '/statements/payablePendingAudit', 'chart', reportActions),
    page('发票结算', '/statements/invoiceSettlement', 'chart', reportActions),
    page('发票业务明细', '/statements/invoiceOrder', 'chart', reportActions),
  ]),
  group('待办事项', 'todo', [
    page('图表', '/todo/chart', 'todo', ['view']),
    page('看板', '/todo/kanban', 'todo', ['view']),
    page('消息', '/todo/message', 'todo', ['view', 'delete']),
    page('单证', '/todo/document', 'todo', ['view', 'download']),
    page('日程', '/todo/schedule', 'todo', ['add', 'edit', 'delete', 'status']),
    page('回执', '/todo/receipt', 'todo', ['view', 'download']),
  ]),
  group('系统管理', 'settings', [
    page('菜单管理', '/sys/menu', 'settings', ['add', 'edit', 'delete']),
    page('组织管理', '/sys/organization', 'settings', ['add', 'edit', 'delete', 'status']),
    page('用户管理', '/sys/user', 'settings', masterActions),
    page('角色管理', '/sys/role', 'settings', [...masterActions, 'authorize']),
    page('操作日志', '/sys/actionlog', 'settings', ['view', 'export']),
    page('API 令牌', '/sys/apitoken', 'settings', ['add', 'delete']),
  ]),
];
