/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The five order types (作业类型) */
export type OrderType =
  /** 空运出口 (ZYLX_KYCK): AirExportOrder, REST tbAirTransportExport */
  | 'AIR_EXPORT'
  /** 空运进口 (ZYLX_KYJK): AirImportOrder, REST tbAirTransportImport */
  | 'AIR_IMPORT'
  /** 内贸业务 (ZYLX_NMYW): DomesticTradeOrder, REST tbDomesticTradeBusiness */
  | 'DOMESTIC_TRADE'
  /** 海运出口 (ZYLX_HYCK): OceanExportOrder, REST tbSeaTransportExport */
  | 'OCEAN_EXPORT'
  /** 海运进口 (ZYLX_HYJK): OceanImportOrder, REST tbSeaTransportImport */
  | 'OCEAN_IMPORT';

/** The filters of 业务统计; the organisation is always the session's */
export type StatementBusinessFilter = {
  /** 客户: id of a Client */
  clientId?: string | number | null | undefined;
  /** 接单日期 开始日期: from this day on (inclusive) */
  dateFrom?: string | null | undefined;
  /** 接单日期 结束日期: up to this day (inclusive) */
  dateTo?: string | null | undefined;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: StatementOrderType | null | undefined;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: string | number | null | undefined;
};

/** An order type, by its shipping type code (字典 ZYLX) */
export type StatementOrderType =
  /** 海运出口 */
  | 'ZYLX_HYCK'
  /** 海运进口 */
  | 'ZYLX_HYJK'
  /** 空运出口 */
  | 'ZYLX_KYCK'
  /** 空运进口 */
  | 'ZYLX_KYJK'
  /** 内贸业务 */
  | 'ZYLX_NMYW';

/** The filters of 应收账龄; the organisation is always the session's */
export type StatementReceivableAgingFilter = {
  /** 截止日期: the day ages are counted at; today in China by default */
  asOf?: string | null | undefined;
  /** 客户: id of a Client */
  clientId?: string | number | null | undefined;
  /** 币种: an FYBZ currency code */
  currency?: string | null | undefined;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: StatementOrderType | null | undefined;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: string | number | null | undefined;
};

export type OrdersQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type OrdersQuery = {
  orders: {
    total: number;
    endCursor: string | null;
    items: Array<
      | {
          orderType: OrderType;
          orderCode: string | null;
          createDate: string | null;
          clientName: string | null;
          salesName: string | null;
          csrName: string | null;
          arStatus: string | null;
          apStatus: string | null;
          orderRemark: string | null;
          status: { name: string } | null;
          operationStatus: { name: string } | null;
        }
      | {
          orderType: OrderType;
          orderCode: string | null;
          createDate: string | null;
          clientName: string | null;
          salesName: string | null;
          csrName: string | null;
          arStatus: string | null;
          apStatus: string | null;
          orderRemark: string | null;
          status: { name: string } | null;
          operationStatus: { name: string } | null;
        }
      | {
          orderType: OrderType;
          orderCode: string | null;
          createDate: string | null;
          clientName: string | null;
          salesName: string | null;
          csrName: string | null;
          arStatus: string | null;
          apStatus: string | null;
          orderRemark: string | null;
          status: { name: string } | null;
          operationStatus: { name: string } | null;
        }
      | {
          orderType: OrderType;
          orderCode: string | null;
          createDate: string | null;
          clientName: string | null;
          salesName: string | null;
          csrName: string | null;
          arStatus: string | null;
          apStatus: string | null;
          orderRemark: string | null;
          status: { name: string } | null;
          operationStatus: { name: string } | null;
        }
      | {
          orderType: OrderType;
          orderCode: string | null;
          createDate: string | null;
          clientName: string | null;
          salesName: string | null;
          csrName: string | null;
          arStatus: string | null;
          apStatus: string | null;
          orderRemark: string | null;
          status: { name: string } | null;
          operationStatus: { name: string } | null;
        }
    >;
  };
};

export type ReceivableAgingQueryVariables = Exact<{
  filter?: StatementReceivableAgingFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type ReceivableAgingQuery = {
  statementReceivableAging: {
    total: number;
    items: Array<{
      clientName: string | null;
      lineCount: number | null;
      days0To30: string | null;
      days31To60: string | null;
      days61To90: string | null;
      daysOver90: string | null;
      outstandingCny: string | null;
    }>;
    totals: { lineCount: number; outstandingCny: string };
  };
};

export type MonthlyProfitQueryVariables = Exact<{
  filter?: StatementBusinessFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;

export type MonthlyProfitQuery = {
  statementBusiness: {
    total: number;
    items: Array<{
      month: string | null;
      orderTypeName: string | null;
      orderCount: number | null;
      receivableCny: string | null;
      payableCny: string | null;
      profitCny: string | null;
    }>;
    totals: { orderCount: number; receivableCny: string; payableCny: string; profitCny: string };
  };
};

export const OrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Orders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'orderType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'clientName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'salesName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'csrName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'status' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'operationStatus' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'arStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'apStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderRemark' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const ReceivableAgingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReceivableAging' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: {
            kind: 'NamedType',
            name: { kind: 'Name', value: 'StatementReceivableAgingFilter' },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageNum' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statementReceivableAging' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageNum' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageNum' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'clientName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days0To30' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days31To60' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days61To90' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'daysOver90' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outstandingCny' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lineCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outstandingCny' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReceivableAgingQuery, ReceivableAgingQueryVariables>;
export const MonthlyProfitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MonthlyProfit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'StatementBusinessFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageNum' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'statementBusiness' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageNum' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageNum' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderTypeName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'orderCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receivableCny' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payableCny' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profitCny' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'orderCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receivableCny' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payableCny' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'profitCny' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MonthlyProfitQuery, MonthlyProfitQueryVariables>;
