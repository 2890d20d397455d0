import { useQuery } from '@apollo/client/react';
import { Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ProfitApprovalsDocument } from '../../../__generated__/graphql.ts';
import type {
  ProfitApprovalListPage_ApprovalFragment,
  ProfitSideStatus,
} from '../../../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { SelectField, TextField } from '../../../components/form/index.ts';
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
} from '../../../components/list/index.ts';
import type { Column } from '../../../components/list/index.ts';
import { ApproveBadge, ProfitAmount, profitDetailPath } from '../approval.tsx';

const searchDefaults = { orderCode: '', clientName: '', approveStatus: '' };

const stateOptions: readonly { value: ProfitSideStatus; label: string }[] = [
  { value: 'DSH', label: '有待审核费用' },
  { value: 'WTJ', label: '有未提交费用' },
  { value: 'YSH', label: '全部已审核' },
];

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** /fee/profit (利润审批): orders with fees, their totals in CNY and where each side stands. */
export default function ProfitApprovalListPage() {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const viewsReady = useListViewReady(list);
  const { search } = list;
  const state = stateOptions.find((o) => o.value === search.approveStatus)?.value ?? null;
  const {
    data,
    loading: pageLoading,
    error,
  } = useQuery(ProfitApprovalsDocument, {
    variables: {
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        orderCode: orNull(search.orderCode),
        clientName: orNull(search.clientName),
        approveStatus: state,
      },
    },
    // Decisions taken on the detail page show when coming back.
    fetchPolicy: 'cache-and-network',
    skip: !viewsReady,
  });
  const loading = pageLoading || !viewsReady;

  const columns: Column<ProfitApprovalListPage_ApprovalFragment>[] = [
    {
      key: 'orderCode',
      title: '订单号',
      render: (row) => (
        <Link asChild color="colorPalette.fg" variant="underline">
          <RouterLink to={profitDetailPath(row.orderCode)}>{row.orderCode}</RouterLink>
        </Link>
      ),
    },
    { key: 'orderType.name', title: '业务类型' },
    { key: 'clientName', title: '委托客户' },
    {
      key: 'receivableCny',
      title: '应收（人民币）',
      kind: 'money',
    },
    { key: 'payableCny', title: '应付（人民币）', kind: 'money' },
    {
      key: 'profitCny',
      title: '利润（人民币）',
      align: 'end',
      render: (row) => <ProfitAmount value={row.profitCny} />,
    },
    {
      key: 'receiveStatus',
      title: '应收状态',
      align: 'center',
      render: (row) => <ApproveBadge status={row.receiveStatus} name={row.receiveStatusName} />,
    },
    {
      key: 'payStatus',
      title: '应付状态',
      align: 'center',
      render: (row) => <ApproveBadge status={row.payStatus} name={row.payStatusName} />,
    },
    { key: 'lastDate', title: '最近更新', kind: 'date' },
  ];
  const view = useListView(list, { columns });
  if (isForbidden(error)) return <ForbiddenResult />;

  return (
    <ListPage
      view={view}
      title="利润审批"
      search={
        <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
          <TextField name="orderCode" label="订单号" />
          <TextField name="clientName" label="委托客户" />
          <SelectField
            name="approveStatus"
            label="审核状态"
            options={stateOptions}
            placeholder="全部"
          />
        </SearchForm>
      }
    >
      <DataTable
        caption="利润审批列表"
        columns={view.columns}
        rows={data?.profitApprovals.items ?? []}
        rowKey={(row) => row.orderCode}
        loading={loading}
        actions={(row) => (
          <RowActions>
            <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
              <RouterLink to={profitDetailPath(row.orderCode)}>详情</RouterLink>
            </Button>
          </RowActions>
        )}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.profitApprovals.total ?? 0}
        onChange={list.setPage}
      />
    </ListPage>
  );
}
