import { useQuery } from '@apollo/client/react';
import { Card, Heading, Stack, Table } from '@chakra-ui/react';
import { FinanceStatisticsDocument } from '../../__generated__/graphql.ts';
import type { FinanceStatisticsPage_FiguresFragment } from '../../__generated__/graphql.ts';
import { BarChart, compactAmount } from '../../components/charts/BarChart.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { TextField } from '../../components/form/index.ts';
import { formatDecimal } from '../../components/form/decimal.ts';
import { SearchForm, useListState } from '../../components/list/index.ts';
import { useBackendFeatures } from '../../app/backendFeatures.ts';
import { FeatureNotice } from '../../components/FeatureNotice.tsx';
import { CreditControlCard } from './CreditControlCard.tsx';

const searchDefaults = { monthFrom: '', monthTo: '', settlementUnitName: '' };
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

const figureColumns: {
  key: keyof Omit<FinanceStatisticsPage_FiguresFragment, '__typename'>;
  title: string;
}[] = [
  { key: 'receivable', title: '应收' },
  { key: 'received', title: '已收' },
  { key: 'receivableOutstanding', title: '应收未收' },
  { key: 'payable', title: '应付' },
  { key: 'paid', title: '已付' },
  { key: 'payableOutstanding', title: '应付未付' },
];

const chartSeries = [
  { key: 'receivable', name: '应收', colour: '#3182ce' },
  { key: 'received', name: '已收', colour: '#38a169' },
  { key: 'payable', name: '应付', colour: '#dd6b20' },
  { key: 'paid', name: '已付', colour: '#805ad5' },
];

function FiguresTable({
  caption,
  firstTitle,
  rows,
  total,
}: {
  caption: string;
  firstTitle: string;
  rows: { key: string; label: string; figures: FinanceStatisticsPage_FiguresFragment }[];
  total?: FinanceStatisticsPage_FiguresFragment;
}) {
  return (
    // A region that scrolls is reached by keyboard too (its rows hold nothing focusable).
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxHeight="420px"
      tabIndex={0}
      role="region"
      aria-label={`${caption}（可滚动）`}
    >
      <Table.Root size="sm" stickyHeader aria-label={caption}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{firstTitle}</Table.ColumnHeader>
            {figureColumns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign="end">
                {c.title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell>{r.label}</Table.Cell>
              {figureColumns.map((c) => (
                <Table.Cell key={c.key} textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatDecimal(r.figures[c.key])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={7} textAlign="center" color="fg.muted">
                暂无数据
              </Table.Cell>
            </Table.Row>
          ) : null}
          {total ? (
            <Table.Row fontWeight="semibold" bg="bg.subtle">
              <Table.Cell>合计</Table.Cell>
              {figureColumns.map((c) => (
                <Table.Cell key={c.key} textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatDecimal(total[c.key])}
                </Table.Cell>
              ))}
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** /finance/financetj (财务统计): CNY figures per month and per settlement unit, credit control. */
export default function FinanceStatisticsPage() {
  // Credit terms are a feature of their own (a back end may have statistics without them).
  const noCredit = useBackendFeatures().unavailable('creditControl');
  const list = useListState(searchDefaults, 10);
  const { search } = list;
  const { data, error } = useQuery(FinanceStatisticsDocument, {
    variables: {
      filter: {
        monthFrom: orNull(search.monthFrom),
        monthTo: orNull(search.monthTo),
        settlementUnitName: orNull(search.settlementUnitName),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  if (isForbidden(error)) return <ForbiddenResult />;
  const stats = data?.financeStatistics;
  const months = stats?.byMonth ?? [];
  return (
    <Stack gap="3" width="full">
      <Heading as="h1" size="md">
        财务统计
      </Heading>
      <Card.Root size="sm" variant="outline">
        <Card.Body>
          <SearchForm values={search} emptyValues={searchDefaults} onSearch={list.setSearch}>
            <TextField name="monthFrom" label="审核月份起（YYYY-MM）" />
            <TextField name="monthTo" label="审核月份止（YYYY-MM）" />
            <TextField name="settlementUnitName" label="结算单位" />
          </SearchForm>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Heading size="sm">按月统计（人民币，已审核费用）</Heading>
        </Card.Header>
        <Card.Body gap="3">
          <BarChart
            title="按月应收、已收、应付、已付"
            series={chartSeries}
            height={260}
            categories={months.map((m) => ({
              key: m.month,
              label: m.month,
              values: {
                receivable: m.figures.receivable,
                received: m.figures.received,
                payable: m.figures.payable,
                paid: m.figures.paid,
              },
            }))}
            format={(v) => formatDecimal(v, 0)}
            exact={(v) => formatDecimal(v, 2)}
            axisFormat={compactAmount}
          />
          <FiguresTable
            caption="按月统计"
            firstTitle="月份"
            rows={months.map((m) => ({ key: m.month, label: m.month, figures: m.figures }))}
            total={stats?.total}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Heading size="sm">按结算单位统计</Heading>
        </Card.Header>
        <Card.Body>
          <FiguresTable
            caption="按结算单位统计"
            firstTitle="结算单位"
            rows={(stats?.byUnit ?? []).map((u) => ({
              key: `${u.settlementUnit.kind}-${u.settlementUnit.id}`,
              label: `${u.settlementUnit.name}（${u.settlementUnit.kind === 'CLIENT' ? '客户' : '供应商'}）`,
              figures: u.figures,
            }))}
          />
        </Card.Body>
      </Card.Root>
      {noCredit ? <FeatureNotice feature="creditControl" /> : <CreditControlCard />}
    </Stack>
  );
}
