import { useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Stack, Table, Text, Skeleton } from '@chakra-ui/react';
import { createElement, useMemo } from 'react';
import type { ComponentType } from 'react';
import { orderTypes } from '../../../../model/orders/index.ts';
import {
  FILTER_LABELS,
  statement,
  statementScope,
  statements,
} from '../../../../model/statements/index.ts';
import { FigureScope } from '../../components/FigureScope.tsx';
import type {
  StatementColumn,
  StatementDecl,
  StatementFilterName,
} from '../../../../model/statements/index.ts';
import { StatementLookupsDocument } from '../../__generated__/graphql.ts';
import { statementDocuments } from './statementDocuments.ts';
import { BarChart, VALUE, compactAmount } from '../../components/charts/BarChart.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import {
  DateField,
  RecordPickerField,
  SelectField,
  TextField,
} from '../../components/form/index.ts';
import { formatDecimal } from '../../components/form/decimal.ts';
import {
  ListPage,
  Pager,
  SearchForm,
  useListState,
  useListView,
  useListViewReady,
} from '../../components/list/index.ts';
import { useTableExport } from '../export/useTableExport.tsx';

type Cell = string | number | null | undefined;

/** What every report's generated query answers, whatever its own columns. */
interface StatementPageData {
  items: Record<string, Cell>[];
  pageNum: number;
  pageSize: number;
  total: number;
  totals: Record<string, Cell>;
  chart: { kind: string; title: string; points: { label: string; value: string }[] } | null;
}

type Filter = Partial<Record<StatementFilterName, string | null>>;
type QueryDoc = TypedDocumentNode<
  Record<string, StatementPageData>,
  { filter?: Filter | null; pageNum?: number | null; pageSize?: number | null }
>;
type ExportDoc = TypedDocumentNode<
  Record<string, { url: string; expiresAt: string }>,
  { filter?: Filter | null; format: 'XLSX' | 'CSV' }
>;

/** The generated documents of a report, by the names scripts/generate-schema.ts gives them. */
function documentsOf(decl: StatementDecl) {
  const docs = statementDocuments[decl.key];
  if (!docs) throw new Error(`报表 ${decl.key} 的查询未生成`);
  return {
    query: docs.query as QueryDoc,
    exportLink: docs.exportLink as ExportDoc,
    field: `statement${decl.typeName}`,
    exportField: `statement${decl.typeName}ExportLink`,
  };
}

function cellText(column: Pick<StatementColumn, 'kind'>, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'money':
      return formatDecimal(String(value), 2);
    case 'int':
      return formatDecimal(String(value), 0);
    case 'percent':
      return `${formatDecimal(String(value), 2)}%`;
    case 'rate':
      return String(value);
    default:
      return String(value);
  }
}

const numeric = (column: StatementColumn) => column.kind !== 'text' && column.kind !== 'date';

function searchDefaults(decl: StatementDecl): Record<string, string> {
  return Object.fromEntries(decl.filters.map((name) => [name, '']));
}

function filterOf(decl: StatementDecl, search: Record<string, string>): Filter {
  const filter: Filter = {};
  for (const name of decl.filters) {
    const value = search[name]?.trim();
    filter[name] = value ? value : null;
  }
  return filter;
}

function StatementTable({
  decl,
  columns,
  rows,
  totals,
  loading,
}: {
  decl: StatementDecl;
  /** The columns shown (the view's choice), with their widths. */
  columns: readonly (StatementColumn & { width?: string | number })[];
  rows: readonly Record<string, Cell>[];
  totals: Record<string, Cell> | undefined;
  loading: boolean;
}) {
  const firstLoad = loading && rows.length === 0;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      maxHeight="calc(100vh - 360px)"
      minHeight="120px"
    >
      <Table.Root
        stickyHeader
        size="sm"
        interactive
        aria-label={`${decl.title}列表`}
        aria-busy={loading}
      >
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.key}
                textAlign={numeric(c) ? 'end' : 'start'}
                whiteSpace="nowrap"
                style={c.width === undefined ? undefined : { width: c.width, minWidth: c.width }}
              >
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading && !firstLoad ? 0.6 : 1}>
          {firstLoad
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Row key={i}>
                  {columns.map((c) => (
                    <Table.Cell key={c.key}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row, i) => (
                <Table.Row key={i}>
                  {columns.map((c) => (
                    <Table.Cell
                      key={c.key}
                      textAlign={numeric(c) ? 'end' : 'start'}
                      whiteSpace={c.kind === 'text' ? undefined : 'nowrap'}
                      fontVariantNumeric={numeric(c) ? 'tabular-nums' : undefined}
                    >
                      {cellText(c, row[c.key])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          {!loading && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted">
                暂无数据
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
        {totals && rows.length > 0 ? (
          <Table.Footer position="sticky" bottom="0" bg="bg.muted" zIndex="1">
            <Table.Row data-testid="statement-totals" fontWeight="semibold">
              {columns.map((c, i) => (
                <Table.Cell
                  key={c.key}
                  textAlign={numeric(c) ? 'end' : 'start'}
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  data-column={c.key}
                >
                  {i === 0 ? '合计' : c.key in totals ? cellText(c, totals[c.key]) : ''}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        ) : null}
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface Option {
  id: string;
  label: string;
}

/** The choices of the search form's pickers, asked once per page. */
function useLookups() {
  const { data } = useQuery(StatementLookupsDocument, { fetchPolicy: 'cache-first' });
  const clients = useMemo<Option[]>(
    () => (data?.clientGroupOptions ?? []).map((c) => ({ id: c.id, label: c.customerName })),
    [data],
  );
  const suppliers = useMemo<Option[]>(
    () => (data?.supplierOptions ?? []).map((s) => ({ id: s.id, label: s.supplierName })),
    [data],
  );
  return { data, clients, suppliers };
}

/** The search fields of a report (a list, not a component: the search form folds its children). */
function filterFields(
  decl: StatementDecl,
  { data, clients, suppliers }: ReturnType<typeof useLookups>,
) {
  const dateLabel = (name: 'dateFrom' | 'dateTo') =>
    decl.dateLabel ? `${decl.dateLabel}${name === 'dateFrom' ? '从' : '至'}` : FILTER_LABELS[name];
  return decl.filters.map((name) => {
    switch (name) {
      case 'dateFrom':
      case 'dateTo':
        return <DateField key={name} name={name} label={dateLabel(name)} />;
      case 'asOf':
        return <DateField key={name} name={name} label="账龄截止日" helperText="默认今天" />;
      case 'clientId':
        return <RecordPickerField key={name} name={name} label="客户" items={clients} />;
      case 'supplierId':
        return <RecordPickerField key={name} name={name} label="供应商" items={suppliers} />;
      case 'salesId':
        return (
          <SelectField
            key={name}
            name={name}
            label="销售"
            placeholder="全部"
            options={(data?.organisationUsers ?? []).map((u) => ({
              value: u.id,
              label: u.userName,
            }))}
          />
        );
      case 'currency':
        return (
          <SelectField
            key={name}
            name={name}
            label="币种"
            placeholder="全部"
            options={(data?.currencies ?? []).map((d) => ({
              value: d.dictCode,
              label: d.dictName,
            }))}
          />
        );
      case 'orderType':
        return (
          <SelectField
            key={name}
            name={name}
            label="业务类型"
            placeholder="全部"
            options={orderTypes.map((t) => ({ value: t.shippingType, label: t.label }))}
          />
        );
      default:
        return <TextField key={name} name={name} label={FILTER_LABELS[name]} />;
    }
  });
}

/** One report: search form, chart, table with totals over the whole set, pager, export. */
export function StatementPage({ reportKey }: { reportKey: string }) {
  const decl = statement(reportKey);
  const docs = documentsOf(decl);
  const defaults = searchDefaults(decl);
  const list = useListState(defaults, 10);
  const viewsReady = useListViewReady(list);
  const filter = filterOf(decl, list.search);
  const choosable = useMemo(
    () => decl.columns.map((c) => ({ key: c.key, title: c.label })),
    [decl],
  );
  const view = useListView(list, { columns: choosable });
  const shownColumns = useMemo(
    () =>
      view.columns.flatMap((shown) => {
        const column = decl.columns.find((c) => c.key === shown.key);
        return column ? [{ ...column, width: shown.width }] : [];
      }),
    [view.columns, decl],
  );
  const lookups = useLookups();
  const {
    data,
    loading: pageLoading,
    error,
  } = useQuery(docs.query, {
    variables: { filter, pageNum: list.pageNum, pageSize: list.pageSize },
    fetchPolicy: 'cache-and-network',
    skip: !viewsReady,
  });
  const loading = pageLoading || !viewsReady;
  const [exportLink] = useMutation(docs.exportLink, { context: { skipErrorToast: true } });
  const page = data?.[docs.field];
  const total = page?.total ?? 0;
  const exporter = useTableExport({
    name: decl.title,
    total,
    link: async (format) => {
      const result = await exportLink({ variables: { filter, format } });
      return result.data?.[docs.exportField]?.url;
    },
  });

  if (isForbidden(error)) return <ForbiddenResult />;

  return (
    <ListPage
      view={view}
      title={decl.title}
      actions={exporter.buttons}
      search={
        <SearchForm values={list.search} emptyValues={defaults} onSearch={list.setSearch}>
          {filterFields(decl, lookups)}
        </SearchForm>
      }
      toolbar={
        <Stack gap="2">
          <Text color="fg.muted" fontSize="sm">
            {decl.question}
            <FigureScope>{statementScope}</FigureScope>
          </Text>
          {exporter.status}
          {decl.chart && page?.chart && page.total > 0 ? (
            <BarChart
              title={page.chart.title}
              caption
              series={[{ key: VALUE, name: page.chart.title, colour: '#2563eb' }]}
              categories={page.chart.points.map((p) => ({
                key: p.label,
                label: p.label,
                values: { value: p.value },
              }))}
              format={(v) => compactAmount(Number(v))}
              exact={(v) => formatDecimal(v, 2)}
              axisFormat={compactAmount}
            />
          ) : null}
        </Stack>
      }
    >
      <StatementTable
        decl={decl}
        columns={shownColumns}
        rows={page?.items ?? []}
        totals={page?.totals}
        loading={loading}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={total}
        onChange={list.setPage}
      />
    </ListPage>
  );
}

/** The page of a statement route: its declared report's. */
export function statementPageAt(path: string): ComponentType {
  const decl = statements.find((report) => report.route === path);
  if (!decl) throw new Error(`没有声明的报表对应路由 ${path}`);
  return function Statement() {
    return createElement(StatementPage, { reportKey: decl.key });
  };
}
