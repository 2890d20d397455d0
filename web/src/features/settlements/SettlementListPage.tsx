import { SETTLEMENT_STATUS_LABELS } from '../../../../model/codeLabels.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ReverseSettlementDocument,
  SettlementCurrenciesDocument,
  SettlementListDocument,
} from '../../__generated__/graphql.ts';
import type {
  SettlementKind,
  SettlementListPage_SettlementFragment,
  SettlementStatus,
} from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { DateField, SelectField, TextField } from '../../components/form/index.ts';
import { formatDecimal } from '../../components/form/decimal.ts';
import {
  DataTable,
  ListPage,
  Pager,
  RowActions,
  SearchForm,
  defaultPageSizes,
  useListState,
  useListView,
  useListViewReady,
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { StatusBadge } from '../../components/list/StatusBadge.tsx';
import { kindDecls } from './kinds.ts';

const searchDefaults = {
  settlementNo: '',
  settlementUnitName: '',
  orderCode: '',
  currency: '',
  status: '',
  settleDateFrom: '',
  settleDateTo: '',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const statusOptions: { value: SettlementStatus; label: string }[] = [
  { value: 'ZC', label: SETTLEMENT_STATUS_LABELS.ZC },
  { value: 'CX', label: SETTLEMENT_STATUS_LABELS.CX },
];

/** 收款管理 / 付款管理: recorded receipts or payments, filters, totals, reversal. */
export function SettlementListPage({ kind }: { kind: SettlementKind }) {
  const decl = kindDecls[kind];
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const viewsReady = useListViewReady(list);
  const { search } = list;
  const {
    data,
    loading: pageLoading,
    error,
    refetch,
  } = useQuery(SettlementListDocument, {
    variables: {
      kind,
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        settlementNo: orNull(search.settlementNo),
        settlementUnitName: orNull(search.settlementUnitName),
        orderCode: orNull(search.orderCode),
        currency: orNull(search.currency),
        status: search.status === 'ZC' || search.status === 'CX' ? search.status : null,
        settleDateFrom: orNull(search.settleDateFrom),
        settleDateTo: orNull(search.settleDateTo),
      },
    },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
    skip: !viewsReady,
  });
  const loading = pageLoading || !viewsReady;
  const currencies = useQuery(SettlementCurrenciesDocument);
  const [reverse, reversing] = useMutation(ReverseSettlementDocument);
  const [asking, setAsking] = useState<SettlementListPage_SettlementFragment | null>(null);
  const [reason, setReason] = useState('');

  const rows = data?.settlements.items ?? [];
  const totals = data?.settlements.totals ?? [];

  const doReverse = async () => {
    if (!asking) return;
    const done = await reverse({
      variables: { kind, id: asking.id, reason: orNull(reason), expectedVersion: asking.version },
    }).catch(() => null);
    setAsking(null);
    if (!done?.data) return;
    showSuccess(`${decl.label} ${asking.settlementNo} 已冲销`);
    await refetch().catch(() => undefined);
  };

  const columns: Column<SettlementListPage_SettlementFragment>[] = [
    {
      key: 'settlementNo',
      title: `${decl.label}单号`,
      render: (s) => (
        <Link asChild color="blue.600">
          <RouterLink to={`${decl.viewPath}?id=${encodeURIComponent(s.id)}`}>
            {s.settlementNo}
          </RouterLink>
        </Link>
      ),
    },
    { key: 'settleDate', title: `${decl.label}日期`, kind: 'date' },
    { key: 'settlementUnit.name', title: decl.unitLabel },
    { key: 'currency.name', title: '币种' },
    { key: 'amount', title: `${decl.label}金额`, kind: 'money' },
    { key: 'allocated', title: '已核销', kind: 'money' },
    { key: 'unallocated', title: '未分配', kind: 'money' },
    {
      key: 'allocations',
      title: '核销明细',
      render: (s) => (
        <Stack gap="0.5" fontSize="xs">
          {s.allocations.map((a) => (
            <Text
              key={a.id}
              whiteSpace="nowrap"
              textDecoration={a.reversed ? 'line-through' : undefined}
            >
              {a.orderCode} {a.feeName} {a.lineCurrency.name} {formatDecimal(a.writeOffMoney)}
              {a.lineOutstanding !== null ? `（未核销 ${formatDecimal(a.lineOutstanding)}）` : ''}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'status',
      title: '状态',
      align: 'center',
      render: (s) => (
        <StatusBadge
          status={s.status}
          label={s.statusName}
          colorPalette={s.status === 'CX' ? 'gray' : 'green'}
        />
      ),
    },
    { key: 'creator', title: '登记人' },
    {
      key: 'remark',
      title: '备注',
      render: (s) => (s.reverseReason ? `${s.remark ?? ''} 冲销：${s.reverseReason}` : s.remark),
    },
    {
      key: 'actions',
      title: '操作',
      render: (s) =>
        s.status === 'ZC' ? (
          <RowActions>
            <Button asChild size="xs" variant="plain" px="0">
              <RouterLink
                to={`${decl.viewPath}?id=${encodeURIComponent(s.id)}`}
                aria-label={`查看${decl.label} ${s.settlementNo}`}
              >
                查看
              </RouterLink>
            </Button>
            <Button
              size="xs"
              variant="plain"
              color="red.600"
              px="0"
              aria-label={`冲销${decl.label} ${s.settlementNo}`}
              onClick={() => {
                setReason('');
                setAsking(s);
              }}
            >
              冲销
            </Button>
          </RowActions>
        ) : null,
    },
  ];
  const view = useListView(list, { columns });
  if (isForbidden(error)) return <ForbiddenResult />;

  return (
    <ListPage
      view={view}
      title={decl.listTitle}
      actions={
        <Button asChild size="sm">
          <RouterLink to={decl.addPath}>新增{decl.label}</RouterLink>
        </Button>
      }
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <TextField name="settlementNo" label={`${decl.label}单号`} />
          <TextField name="settlementUnitName" label={decl.unitLabel} />
          <TextField name="orderCode" label="订单号" />
          <SelectField
            name="currency"
            label="币种"
            placeholder="全部"
            options={(currencies.data?.dictionary ?? []).map((d) => ({
              value: d.dictCode,
              label: d.dictName,
            }))}
          />
          <SelectField name="status" label="状态" placeholder="全部" options={statusOptions} />
          <DateField name="settleDateFrom" label={`${decl.label}日期起`} />
          <DateField name="settleDateTo" label={`${decl.label}日期止`} />
        </SearchForm>
      }
      toolbar={
        <HStack gap="3" wrap="wrap" aria-label={`${decl.label}合计`}>
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
                {t.currency.name} {t.count}笔 金额 {formatDecimal(t.amount)} 已核销{' '}
                {formatDecimal(t.allocated)} 未分配 {formatDecimal(t.unallocated)}
              </Badge>
            ))
          )}
        </HStack>
      }
    >
      <DataTable
        caption={`${decl.label}列表`}
        columns={view.columns}
        rows={rows}
        loading={loading}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.settlements.total ?? 0}
        onChange={list.setPage}
      />
      <ConfirmDialog
        open={asking !== null}
        title="冲销确认"
        loading={reversing.loading}
        onConfirm={() => void doReverse()}
        onCancel={() => setAsking(null)}
      >
        <Box mb="3">
          确定冲销{decl.label} {asking?.settlementNo}（{asking?.currency.name}{' '}
          {formatDecimal(asking?.amount ?? '0')}）吗？冲销后记录保留，所核销费用恢复为未核销。
        </Box>
        <Field.Root>
          <Field.Label>冲销原因</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
        </Field.Root>
      </ConfirmDialog>
    </ListPage>
  );
}
