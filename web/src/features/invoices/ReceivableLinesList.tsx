import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, HStack, Link, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  InvoiceDictionariesDocument,
  InvoicedLinesDocument,
  UninvoicedLinesDocument,
} from '../../__generated__/graphql.ts';
import type {
  ReceivableLinesList_LineFragment,
  ReceivableLinesList_PageFragment,
} from '../../__generated__/graphql.ts';
import { showWarning } from '../../app/toaster.tsx';
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
} from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { OrderCodeLink } from '../fees/approval.tsx';
import { CurrencyTotals } from './CurrencyTotals.tsx';
import { IssueInvoiceDialog } from './IssueInvoiceDialog.tsx';

type Line = ReceivableLinesList_LineFragment;

const searchDefaults = {
  settlementUnitName: '',
  orderCode: '',
  currency: '',
  invoiceNo: '',
  dateFrom: '',
  dateTo: '',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export interface ReceivableLinesListProps {
  /** 已开票 (lines on a current invoice) or 未开票 (approved lines on none, which can be invoiced). */
  invoiced: boolean;
}

/** /finance/ticket and /finance/noticket: receivable lines with their outstanding amounts. */
export function ReceivableLinesList({ invoiced }: ReceivableLinesListProps) {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const variables = {
    pageNum: list.pageNum,
    pageSize: list.pageSize,
    filter: {
      settlementUnitName: orNull(search.settlementUnitName),
      orderCode: orNull(search.orderCode),
      currency: orNull(search.currency),
      invoiceNo: invoiced ? orNull(search.invoiceNo) : null,
      dateFrom: orNull(search.dateFrom),
      dateTo: orNull(search.dateTo),
    },
  };
  const invoicedQuery = useQuery(InvoicedLinesDocument, {
    variables,
    skip: !invoiced,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const openQuery = useQuery(UninvoicedLinesDocument, {
    variables,
    skip: invoiced,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dictionaries = useQuery(InvoiceDictionariesDocument);
  const query = invoiced ? invoicedQuery : openQuery;
  const page: ReceivableLinesList_PageFragment | undefined = invoiced
    ? invoicedQuery.data?.invoicedLines
    : openQuery.data?.uninvoicedLines;
  const rows = useMemo(() => page?.items ?? [], [page]);
  const [selected, setSelected] = useState<ReadonlyMap<string, Line>>(new Map());
  const [issuing, setIssuing] = useState(false);

  const title = invoiced ? '已开票' : '未开票';
  const chosen = [...selected.values()];
  const toggle = (line: Line, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(line.id, line);
    else next.delete(line.id);
    setSelected(next);
  };

  const startIssue = () => {
    if (chosen.length === 0) return showWarning('请选择要开票的费用');
    const units = new Set(chosen.map((l) => l.settlementUnit.id));
    if (units.size > 1) return showWarning('一张发票只能开给一个结算单位，请只选择同一客户的费用');
    setIssuing(true);
  };

  const columns: Column<Line>[] = [
    ...(invoiced
      ? []
      : [
          {
            key: 'select',
            title: '选择',
            width: '48px',
            align: 'center' as const,
            render: (line: Line) => (
              <Checkbox.Root
                size="xs"
                checked={selected.has(line.id)}
                onCheckedChange={(e) => toggle(line, e.checked === true)}
              >
                <Checkbox.HiddenInput aria-label={`选择费用 ${line.orderCode} ${line.feeName}`} />
                <Checkbox.Control />
              </Checkbox.Root>
            ),
          },
        ]),
    {
      key: 'orderCode',
      title: '订单号',
      render: (line) => (
        <OrderCodeLink orderCode={line.orderCode} orderType={line.orderType.code} />
      ),
    },
    { key: 'settlementUnit.name', title: '结算单位' },
    { key: 'feeName', title: '费用名称' },
    { key: 'currency.name', title: '币种' },
    { key: 'money', title: '金额', kind: 'money' },
    { key: 'writeOffMoney', title: '已核销', kind: 'money' },
    { key: 'outstanding', title: '未收金额', kind: 'money' },
    { key: 'cnyMoney', title: '人民币金额', kind: 'money' },
    ...(invoiced
      ? [
          {
            key: 'invoiceNo',
            title: '发票号码',
            render: (line: Line) =>
              line.invoiceId ? (
                <Link asChild color="colorPalette.fg" fontVariantNumeric="tabular-nums">
                  <RouterLink to={`/finance/invoice/view?id=${line.invoiceId}`}>
                    {line.invoiceNo}
                  </RouterLink>
                </Link>
              ) : null,
          },
          { key: 'invoiceDate', title: '开票日期', kind: 'date' as const },
        ]
      : [{ key: 'approveDate', title: '审核日期', kind: 'date' as const }]),
  ];
  const view = useListView(list, { columns });
  if (isForbidden(query.error)) return <ForbiddenResult />;

  const currencies = (dictionaries.data?.currencies ?? []).map((d) => ({
    value: d.dictCode,
    label: d.dictName,
  }));

  return (
    <ListPage
      view={view}
      title={title}
      search={
        <SearchForm
          values={search}
          emptyValues={searchDefaults}
          onSearch={(values) => {
            setSelected(new Map());
            list.setSearch(values);
          }}
        >
          <TextField name="settlementUnitName" label="客户（结算单位）" />
          <TextField name="orderCode" label="订单号" />
          <SelectField name="currency" label="币种" options={currencies} placeholder="全部" />
          {invoiced ? <TextField name="invoiceNo" label="发票号码" /> : null}
          <DateField name="dateFrom" label={invoiced ? '开票日期起' : '审核日期起'} />
          <DateField name="dateTo" label={invoiced ? '开票日期止' : '审核日期止'} />
        </SearchForm>
      }
      toolbar={
        <>
          <CurrencyTotals
            label={`${title}合计`}
            totals={page?.totals ?? []}
            {...(page ? { cnyMoney: page.cnyMoney } : {})}
          />
          {invoiced ? null : (
            <HStack gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                已选 {chosen.length} 条
              </Text>
              <Button size="xs" disabled={chosen.length === 0} onClick={startIssue}>
                开票
              </Button>
              {chosen.length > 0 ? (
                <Button size="xs" variant="ghost" onClick={() => setSelected(new Map())}>
                  清除选择
                </Button>
              ) : null}
            </HStack>
          )}
        </>
      }
    >
      <DataTable
        caption={`${title}费用列表`}
        columns={view.columns}
        rows={rows}
        loading={query.loading}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={page?.total ?? 0}
        onChange={(pageNum, pageSize) => list.setPage(pageNum, pageSize)}
      />
      {issuing ? <IssueInvoiceDialog lines={chosen} onClose={() => setIssuing(false)} /> : null}
    </ListPage>
  );
}
