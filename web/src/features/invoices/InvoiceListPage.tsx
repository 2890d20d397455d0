import { useQuery } from '@apollo/client/react';
import { Button, Link, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArInvoicesDocument, InvoiceDictionariesDocument } from '../../__generated__/graphql.ts';
import type { InvoiceListPage_InvoiceFragment } from '../../__generated__/graphql.ts';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { DateField, SelectField, TextField } from '../../components/form/index.ts';
import {
  DataTable,
  ListPage,
  Pager,
  SearchForm,
  defaultPageSizes,
  useListState,
  useListView,
  useListViewReady,
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { InvoiceSetsPanel } from './InvoiceSetsPanel.tsx';
import { InvoiceStatusBadge, invoiceStatusOptions } from './invoiceStatus.tsx';

type Invoice = InvoiceListPage_InvoiceFragment;

const searchDefaults = {
  invoiceNo: '',
  settlementUnitName: '',
  orderCode: '',
  status: '',
  invoiceType: '',
  invoiceDateFrom: '',
  invoiceDateTo: '',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const statusOf = (v: string) => invoiceStatusOptions.find((o) => o.value === v)?.value ?? null;

const columns: Column<Invoice>[] = [
  {
    key: 'invoiceNo',
    title: '发票号码',
    render: (i) => (
      <Link asChild color="colorPalette.fg" fontVariantNumeric="tabular-nums">
        <RouterLink to={`/finance/invoice/view?id=${i.id}`}>{i.invoiceNo}</RouterLink>
      </Link>
    ),
  },
  { key: 'invoiceType.name', title: '发票类型' },
  { key: 'invoiceDate', title: '开票日期', kind: 'date' },
  { key: 'settlementUnit.name', title: '客户（结算单位）' },
  { key: 'lineCount', title: '费用条数', kind: 'number', scale: 0 },
  { key: 'amountCny', title: '金额（人民币）', kind: 'money' },
  {
    key: 'status',
    title: '状态',
    align: 'center',
    render: (i) => <InvoiceStatusBadge status={i.status} name={i.statusName} />,
  },
  { key: 'creator', title: '开票人' },
  { key: 'clearName', title: '作废人' },
  { key: 'clearDate', title: '作废日期', kind: 'date' },
];

/** /finance/invoice (发票管理): receivable invoices, and the invoice sets they are numbered from. */
export default function InvoiceListPage() {
  const [tab, setTab] = useState('invoices');
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const viewsReady = useListViewReady(list);
  const { search } = list;
  const {
    data,
    loading: pageLoading,
    error,
  } = useQuery(ArInvoicesDocument, {
    variables: {
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        invoiceNo: orNull(search.invoiceNo),
        settlementUnitName: orNull(search.settlementUnitName),
        orderCode: orNull(search.orderCode),
        status: statusOf(search.status),
        invoiceType: orNull(search.invoiceType),
        invoiceDateFrom: orNull(search.invoiceDateFrom),
        invoiceDateTo: orNull(search.invoiceDateTo),
      },
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip: !viewsReady,
  });
  const loading = pageLoading || !viewsReady;
  const dictionaries = useQuery(InvoiceDictionariesDocument);
  const view = useListView(list, { columns });
  if (isForbidden(error)) return <ForbiddenResult />;
  const invoiceTypes = (dictionaries.data?.invoiceTypes ?? []).map((d) => ({
    code: d.dictCode,
    name: d.dictName,
  }));

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} size="sm" variant="line">
      <Tabs.List mb="3">
        <Tabs.Trigger value="invoices">发票</Tabs.Trigger>
        <Tabs.Trigger value="sets">发票号段</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="invoices" p="0">
        <ListPage
          view={view}
          title="发票管理"
          actions={
            <Button asChild size="sm">
              <RouterLink to="/finance/noticket">开票</RouterLink>
            </Button>
          }
          search={
            <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
              <TextField name="invoiceNo" label="发票号码" />
              <TextField name="settlementUnitName" label="客户（结算单位）" />
              <SelectField
                name="status"
                label="状态"
                options={invoiceStatusOptions}
                placeholder="全部"
              />
              <TextField name="orderCode" label="订单号" />
              <SelectField
                name="invoiceType"
                label="发票类型"
                placeholder="全部"
                options={invoiceTypes.map((t) => ({ value: t.code, label: t.name }))}
              />
              <DateField name="invoiceDateFrom" label="开票日期起" />
              <DateField name="invoiceDateTo" label="开票日期止" />
            </SearchForm>
          }
        >
          <DataTable
            caption="发票列表"
            columns={view.columns}
            rows={data?.arInvoices.items ?? []}
            loading={loading}
            actions={(i) => (
              <Button asChild variant="plain" size="xs" px="0">
                <RouterLink to={`/finance/invoice/view?id=${i.id}`}>查看</RouterLink>
              </Button>
            )}
          />
          <Pager
            pageNum={list.pageNum}
            pageSize={list.pageSize}
            total={data?.arInvoices.total ?? 0}
            onChange={list.setPage}
          />
        </ListPage>
      </Tabs.Content>
      <Tabs.Content value="sets" p="0">
        <InvoiceSetsPanel invoiceTypes={invoiceTypes} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
