/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query Orders($pageSize: Int, $after: String) {\n  orders(pageSize: $pageSize, after: $after) {\n    total\n    endCursor\n    items {\n      orderType\n      orderCode\n      createDate\n      clientName\n      salesName\n      csrName\n      status {\n        name\n      }\n      operationStatus {\n        name\n      }\n      arStatus\n      apStatus\n      orderRemark\n    }\n  }\n}': typeof types.OrdersDocument;
  'query ReceivableAging($filter: StatementReceivableAgingFilter, $pageNum: Int, $pageSize: Int) {\n  statementReceivableAging(\n    filter: $filter\n    pageNum: $pageNum\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      clientName\n      lineCount\n      days0To30\n      days31To60\n      days61To90\n      daysOver90\n      outstandingCny\n    }\n    totals {\n      lineCount\n      outstandingCny\n    }\n  }\n}\n\nquery MonthlyProfit($filter: StatementBusinessFilter, $pageNum: Int, $pageSize: Int) {\n  statementBusiness(filter: $filter, pageNum: $pageNum, pageSize: $pageSize) {\n    total\n    items {\n      month\n      orderTypeName\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n    totals {\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n  }\n}': typeof types.ReceivableAgingDocument;
};
const documents: Documents = {
  'query Orders($pageSize: Int, $after: String) {\n  orders(pageSize: $pageSize, after: $after) {\n    total\n    endCursor\n    items {\n      orderType\n      orderCode\n      createDate\n      clientName\n      salesName\n      csrName\n      status {\n        name\n      }\n      operationStatus {\n        name\n      }\n      arStatus\n      apStatus\n      orderRemark\n    }\n  }\n}':
    types.OrdersDocument,
  'query ReceivableAging($filter: StatementReceivableAgingFilter, $pageNum: Int, $pageSize: Int) {\n  statementReceivableAging(\n    filter: $filter\n    pageNum: $pageNum\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      clientName\n      lineCount\n      days0To30\n      days31To60\n      days61To90\n      daysOver90\n      outstandingCny\n    }\n    totals {\n      lineCount\n      outstandingCny\n    }\n  }\n}\n\nquery MonthlyProfit($filter: StatementBusinessFilter, $pageNum: Int, $pageSize: Int) {\n  statementBusiness(filter: $filter, pageNum: $pageNum, pageSize: $pageSize) {\n    total\n    items {\n      month\n      orderTypeName\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n    totals {\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n  }\n}':
    types.ReceivableAgingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Orders($pageSize: Int, $after: String) {\n  orders(pageSize: $pageSize, after: $after) {\n    total\n    endCursor\n    items {\n      orderType\n      orderCode\n      createDate\n      clientName\n      salesName\n      csrName\n      status {\n        name\n      }\n      operationStatus {\n        name\n      }\n      arStatus\n      apStatus\n      orderRemark\n    }\n  }\n}',
): (typeof documents)['query Orders($pageSize: Int, $after: String) {\n  orders(pageSize: $pageSize, after: $after) {\n    total\n    endCursor\n    items {\n      orderType\n      orderCode\n      createDate\n      clientName\n      salesName\n      csrName\n      status {\n        name\n      }\n      operationStatus {\n        name\n      }\n      arStatus\n      apStatus\n      orderRemark\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ReceivableAging($filter: StatementReceivableAgingFilter, $pageNum: Int, $pageSize: Int) {\n  statementReceivableAging(\n    filter: $filter\n    pageNum: $pageNum\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      clientName\n      lineCount\n      days0To30\n      days31To60\n      days61To90\n      daysOver90\n      outstandingCny\n    }\n    totals {\n      lineCount\n      outstandingCny\n    }\n  }\n}\n\nquery MonthlyProfit($filter: StatementBusinessFilter, $pageNum: Int, $pageSize: Int) {\n  statementBusiness(filter: $filter, pageNum: $pageNum, pageSize: $pageSize) {\n    total\n    items {\n      month\n      orderTypeName\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n    totals {\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n  }\n}',
): (typeof documents)['query ReceivableAging($filter: StatementReceivableAgingFilter, $pageNum: Int, $pageSize: Int) {\n  statementReceivableAging(\n    filter: $filter\n    pageNum: $pageNum\n    pageSize: $pageSize\n  ) {\n    total\n    items {\n      clientName\n      lineCount\n      days0To30\n      days31To60\n      days61To90\n      daysOver90\n      outstandingCny\n    }\n    totals {\n      lineCount\n      outstandingCny\n    }\n  }\n}\n\nquery MonthlyProfit($filter: StatementBusinessFilter, $pageNum: Int, $pageSize: Int) {\n  statementBusiness(filter: $filter, pageNum: $pageNum, pageSize: $pageSize) {\n    total\n    items {\n      month\n      orderTypeName\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n    totals {\n      orderCount\n      receivableCny\n      payableCny\n      profitCny\n    }\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
