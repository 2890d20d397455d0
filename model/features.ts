// The features this project added to the /rest/ back end of the specifications. The company's own
// back end serves only the specifications' paths (../shared/rest-endpoints.tsv); every path this
// project added names its feature in the endpoint table (model/endpoints.ts), and the gateway
// works out at start which of them the back end it talks to has (gateway/src/rest/features.ts).

/** Each feature: its key (GraphQL enum value) and the Chinese name staff see in notices. */
export const backendFeatures = {
  statements: '报表',
  messages: '消息',
  workspaceFigures: '工作台统计',
  workspaceReceipts: '回执',
  receipts: '收款',
  payments: '付款',
  invoiceLists: '发票列表',
  creditControl: '信用控制',
  financeStatistics: '财务统计',
  milestones: '节点时效',
  actionLog: '操作日志',
  loginFailures: '登录失败记录',
  apiTokens: 'API 令牌',
  fileDelete: '删除附件',
  documents: '单据下载',
  listExports: '列表导出',
  search: '全局搜索',
  allOrders: '全部类型订单',
  savedViews: '保存的视图',
  bulk: '批量操作',
  history: '修改历史',
} as const;

export type BackendFeature = keyof typeof backendFeatures;

export const backendFeatureKeys = Object.keys(backendFeatures) as BackendFeature[];

export function isBackendFeature(value: string): value is BackendFeature {
  return Object.hasOwn(backendFeatures, value);
}

/** The GraphQL enum value of a feature: workspaceFigures → WORKSPACE_FIGURES. */
export function featureEnumName(feature: BackendFeature): string {
  return feature.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
}

/** GraphQL error code of a call that needs a feature the back end lacks. */
export const FEATURE_UNAVAILABLE = 'FEATURE_UNAVAILABLE';

/** The message of that error: 当前后端不支持「报表」功能. */
export function featureUnavailableMessage(feature: BackendFeature): string {
  return `当前后端不支持「${backendFeatures[feature]}」功能`;
}

/** What the web shows in place of a feature the back end lacks. */
export const FEATURE_NOTICE = '当前后端未提供此功能';

/**
 * How a rest restricted to the specifications' paths (REST_PATHS=specification) answers a path it
 * does not serve, as back ends in the field do: a JSON 404 envelope, an HTML 404 page, or HTTP 200
 * with a failure status inside the envelope (REST_UNKNOWN_PATH).
 */
export const unknownPathStyles = ['json404', 'html404', 'status200'] as const;
export type UnknownPathStyle = (typeof unknownPathStyles)[number];
