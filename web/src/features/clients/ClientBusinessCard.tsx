// A client's 业务往来 on its view page: how many orders it has and what it still owes, each asked
// for only when the user's menus hold its pages (an order page; 收款), so a clerk with the client
// page alone sees neither and no refusal; on a back end without those features (legacy mode) the
// card is not drawn at all.
import { useQuery } from '@apollo/client/react';
import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import {
  ClientOpenReceivablesDocument,
  ClientOrderCountDocument,
} from '../../__generated__/graphql.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { menuPages } from '../../app/menu.ts';
import { getMenu } from '../../app/session.ts';
import { formatDecimal } from '../../components/form/decimal.ts';

/** The 收款 page: its roles read the open receivables. */
const RECEIPTS_PAGE = '/finance/receive';

export function ClientBusinessCard({ id }: { id: string }) {
  const pages = new Set(menuPages(getMenu()).map((p) => p.url));
  const features = useBackendFeatures();
  const seesOrders =
    !features.loading &&
    !features.unavailable('allOrders') &&
    orderTypes.some((t) => pages.has(t.route));
  const seesReceivables =
    !features.loading && !features.unavailable('receipts') && pages.has(RECEIPTS_PAGE);
  const orders = useQuery(ClientOrderCountDocument, { variables: { id }, skip: !seesOrders });
  const open = useQuery(ClientOpenReceivablesDocument, {
    variables: { id },
    skip: !seesReceivables,
  });
  const orderTotal = orders.data?.client?.orders.total;
  const receivables = open.data?.client?.openReceivables;
  if (orderTotal === undefined && receivables === undefined) return null;
  return (
    <Card.Root size="sm" aria-label="业务往来">
      <Card.Header>
        <Heading as="h2" size="sm">
          业务往来
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          {orderTotal !== undefined ? (
            <DataList.Item>
              <DataList.ItemLabel>订单</DataList.ItemLabel>
              <DataList.ItemValue>{orderTotal.toLocaleString('zh-CN')} 笔</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          {receivables ? (
            <DataList.Item>
              <DataList.ItemLabel>应收未收</DataList.ItemLabel>
              <DataList.ItemValue flexDirection="column" alignItems="flex-start" gap="0.5">
                {receivables.totals.length === 0 ? <Text>无</Text> : null}
                {receivables.totals.map((t) => (
                  <Text key={t.currency.code}>
                    {t.currency.name} {formatDecimal(t.outstanding)}（{t.count} 条
                    {Number(t.overdue) > 0 ? `，逾期 ${formatDecimal(t.overdue)}` : ''}）
                  </Text>
                ))}
              </DataList.ItemValue>
            </DataList.Item>
          ) : null}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
