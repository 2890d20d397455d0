// `npm run -w examples orders [-- --page-size N] [--out file.csv]`: every order of the token's
// organisation into one CSV file, page by page: each page is written before the next is asked
// for, so memory holds one page however many orders there are (100,000 after `npm run generate`).
import { OrdersDocument, type OrdersQuery } from './__generated__/graphql.ts';
import { orderTypeEnum, orderTypes } from '../../model/orders/index.ts';
import { run } from './cli.ts';
import type { ReportingClient } from './client.ts';
import { CsvFile } from './csv.ts';

/** An order as the list over all types answers it. */
type OrderRow = OrdersQuery['orders']['items'][number];

/** 业务类型 as the CSV shows it, from the order type declarations. */
const typeNames = new Map(orderTypes.map((t) => [orderTypeEnum(t), t.label]));

/**
 * Every order of every type, page by page through the one `orders` list: each page asked after
 * the previous page's end (a cursor, not a page number), so a deep page costs the server what the
 * first does and an order created meanwhile moves no row onto the next page twice.
 */
async function* allOrders(
  client: ReportingClient,
  pageSize: number,
): AsyncGenerator<{ total: number; rows: OrderRow[] }> {
  let after: string | undefined;
  for (;;) {
    const { orders } = await client.request(OrdersDocument, { pageSize, after });
    if (orders.items.length > 0) yield { total: orders.total, rows: orders.items };
    if (orders.items.length < pageSize || !orders.endCursor) return;
    after = orders.endCursor;
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
  const counts = new Map<string, number>();
  let requests = 0;
  let total = 0;
  for await (const page of allOrders(client, pageSize)) {
    requests += 1;
    total = page.total;
    for (const order of page.rows) {
      const typeName = typeNames.get(order.orderType) ?? order.orderType;
      counts.set(typeName, (counts.get(typeName) ?? 0) + 1);
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
  const byType = [...counts].map(([typeName, n]) => `${typeName} ${n}`).join('，');
  return {
    files: [csv],
    notes: [
      `共 ${requests} 页（每页最多 ${pageSize} 行），${total} 个订单：${byType || '没有订单'}`,
    ],
  };
});
