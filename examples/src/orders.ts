// `npm run -w examples orders [-- --page-size N] [--out file.csv]`: every order of the token's
// organisation into one CSV file, page by page: each page is written before the next is asked
// for, so memory holds one page however many orders there are (100,000 after `npm run generate`).
import {
  AirExportOrdersDocument,
  AirImportOrdersDocument,
  DomesticTradeOrdersDocument,
  OceanExportOrdersDocument,
  OceanImportOrdersDocument,
  type OceanExportOrdersQuery,
} from './__generated__/graphql.ts';
import { run } from './cli.ts';
import { pages, type Page, type ReportingClient } from './client.ts';
import { CsvFile } from './csv.ts';

/** An order as the lists answer it: the same columns for every order type. */
type OrderRow = OceanExportOrdersQuery['oceanExportOrders']['items'][number];

interface OrderList {
  /** 业务类型 as the CSV shows it. */
  typeName: string;
  fetch(client: ReportingClient, pageNum: number, pageSize: number): Promise<Page<OrderRow>>;
}

/** The five order lists of the schema, each paged on its own. */
const perTypeLists: readonly OrderList[] = [
  {
    typeName: '海运出口',
    fetch: async (client, pageNum, pageSize) =>
      (await client.request(OceanExportOrdersDocument, { pageNum, pageSize })).oceanExportOrders,
  },
  {
    typeName: '海运进口',
    fetch: async (client, pageNum, pageSize) =>
      (await client.request(OceanImportOrdersDocument, { pageNum, pageSize })).oceanImportOrders,
  },
  {
    typeName: '空运出口',
    fetch: async (client, pageNum, pageSize) =>
      (await client.request(AirExportOrdersDocument, { pageNum, pageSize })).airExportOrders,
  },
  {
    typeName: '空运进口',
    fetch: async (client, pageNum, pageSize) =>
      (await client.request(AirImportOrdersDocument, { pageNum, pageSize })).airImportOrders,
  },
  {
    typeName: '内贸业务',
    fetch: async (client, pageNum, pageSize) =>
      (await client.request(DomesticTradeOrdersDocument, { pageNum, pageSize }))
        .domesticTradeOrders,
  },
];

/**
 * The lists paged through, in turn. When the `orders` query over all five order types is in the
 * schema, this becomes one list that pages through it.
 */
const ORDER_LISTS = perTypeLists;

/** Every order of every list, page by page, each row with the list's order type. */
async function* allOrders(
  client: ReportingClient,
  pageSize: number,
): AsyncGenerator<{ typeName: string; total: number; rows: OrderRow[] }> {
  for (const list of ORDER_LISTS) {
    for await (const page of pages((n, size) => list.fetch(client, n, size), pageSize)) {
      yield { typeName: list.typeName, total: page.total, rows: page.items };
    }
  }
}

export const ORDERS_HEADER = [
  '业务类型',
  '订单号',
  '创建日期',
  '客户',
  '销售',
  '客服',
  '订单状态',
  '操作状态',
  '应收状态',
  '应付状态',
  '备注',
] as const;

run([], async ({ client, pageSize, out }) => {
  const csv = new CsvFile(out('订单.csv'), ORDERS_HEADER);
  const totals = new Map<string, number>();
  let requests = 0;
  for await (const { typeName, total, rows } of allOrders(client, pageSize)) {
    requests += 1;
    totals.set(typeName, total);
    for (const order of rows) {
      await csv.write([
        typeName,
        order.orderCode,
        order.createDate,
        order.clientName,
        order.salesName,
        order.csrName,
        order.status?.name,
        order.operationStatus?.name,
        order.arStatus,
        order.apStatus,
        order.orderRemark,
      ]);
    }
  }
  await csv.close();
  const byType = [...totals].map(([typeName, total]) => `${typeName} ${total}`).join('，');
  return {
    files: [csv],
    notes: [`共 ${requests} 页（每页最多 ${pageSize} 行）：${byType || '没有订单'}`],
  };
});
