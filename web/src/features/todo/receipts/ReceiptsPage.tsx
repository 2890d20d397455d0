import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MyReceiptsDocument } from '../../../__generated__/graphql.ts';
import type { ReceiptsPage_ReceiptFragment } from '../../../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { DateField, RecordPickerField } from '../../../components/form/index.ts';
import { formatDecimal } from '../../../components/form/decimal.ts';
import {
  DataTable,
  ListPage,
  Pager,
  SearchForm,
  defaultPageSizes,
  useListState,
} from '../../../components/list/index.ts';
import type { Column } from '../../../components/list/index.ts';
import { StatusBadge } from '../../../components/list/StatusBadge.tsx';
import { pickerLoaders } from '../../../entities/kit/options.ts';
import { entryFor } from '../../../entities/registry.ts';
import { useEntityOptions } from '../../../entities/useEntityOptions.ts';

const searchDefaults = { settleDateFrom: '', settleDateTo: '', clientId: '' };
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

const columns: Column<ReceiptsPage_ReceiptFragment>[] = [
  { key: 'settlementNo', title: '收款单号' },
  { key: 'settleDate', title: '收款日期', kind: 'date' },
  { key: 'clientName', title: '客户' },
  { key: 'currency.name', title: '币种' },
  { key: 'amount', title: '收款金额', kind: 'money' },
  { key: 'myAmount', title: '核销我的订单', kind: 'money' },
  {
    key: 'orders',
    title: '订单',
    render: (r) => (
      <Stack gap="0.5" fontSize="xs">
        {r.orders.map((o) => (
          <HStack key={o.orderCode} gap="1" whiteSpace="nowrap">
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              <RouterLink to={o.viewPath} title={o.typeName}>
                {o.orderCode}
              </RouterLink>
            </Link>
            <Text textDecoration={r.reversed ? 'line-through' : undefined}>
              {formatDecimal(o.amount)}
            </Text>
          </HStack>
        ))}
      </Stack>
    ),
  },
  {
    key: 'status',
    title: '状态',
    align: 'center',
    render: (r) => (
      <StatusBadge
        status={r.status}
        label={r.statusName}
        colorPalette={r.reversed ? 'gray' : 'green'}
      />
    ),
  },
];

/** /todo/receipt (回执): receipts finance recorded over my orders, the part that is mine, totals. */
export default function ReceiptsPage() {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const { data, loading, error } = useQuery(MyReceiptsDocument, {
    variables: {
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        settleDateFrom: orNull(search.settleDateFrom),
        settleDateTo: orNull(search.settleDateTo),
        clientId: orNull(search.clientId),
      },
    },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const records = useEntityOptions(entryFor('seaport'));

  if (isForbidden(error)) return <ForbiddenResult />;
  const rows = data?.myReceipts.items ?? [];
  const totals = data?.myReceipts.totals ?? [];

  return (
    <ListPage
      title="回执"
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <DateField name="settleDateFrom" label="收款日期起" />
          <DateField name="settleDateTo" label="收款日期止" />
          <RecordPickerField
            name="clientId"
            label="客户"
            {...pickerLoaders(records.options, 'client')}
          />
        </SearchForm>
      }
      toolbar={
        <HStack gap="3" wrap="wrap" aria-label="回执合计">
          <Text fontSize="sm" fontWeight="medium">
            合计（不含已冲销）：
          </Text>
          {totals.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              无
            </Text>
          ) : (
            totals.map((t) => (
              <Badge key={t.currency.code} size="md" variant="surface">
                {t.currency.name} {t.count}笔 收款 {formatDecimal(t.amount)} 核销我的订单{' '}
                {formatDecimal(t.myAmount)}
              </Badge>
            ))
          )}
        </HStack>
      }
    >
      <DataTable caption="回执列表" columns={columns} rows={rows} loading={loading} />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.myReceipts.total ?? 0}
        onChange={list.setPage}
      />
    </ListPage>
  );
}
