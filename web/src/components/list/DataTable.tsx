import { Checkbox, EmptyState, Skeleton, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDecimal } from '../form/decimal.ts';
import { formatDate, formatDateTime } from './format.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { nativeTableCss } from './tableCss.ts';

export type ColumnKind = 'text' | 'money' | 'number' | 'date' | 'datetime' | 'status' | 'badge';

export interface Column<Row> {
  /** The row property shown; a dotted path reads nested objects ('client.name'). */
  key: string;
  title: string;
  /** How the value is formatted and aligned; default 'text'. */
  kind?: ColumnKind;
  /** Custom cell content; gets the row and its index. Formatting by kind is skipped. */
  render?: (row: Row, index: number) => ReactNode;
  /** Default: end for money and number, center for status and badge, start otherwise. */
  align?: 'start' | 'center' | 'end';
  width?: string | number;
  /** Decimals for 'number' columns (default 2, as for money); 0 for counts. */
  scale?: number;
  /** The server sorts the list by this column (useListView sets it): its header is a button. */
  sortable?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** The React key of a row; default row.id. */
  rowKey?: (row: Row, index: number) => string;
  /** True while the data loads: a skeleton on first load, dimmed rows on later loads. */
  loading?: boolean;
  /** The row-actions column at the end (view, edit, delete …). */
  actions?: (row: Row, index: number) => ReactNode;
  actionsTitle?: string;
  actionsWidth?: string | number;
  emptyText?: string;
  /** Height of the scroll area that keeps the header sticky; default fills most of the screen. */
  maxHeight?: string;
  /** Accessible name of the table. */
  caption?: string;
  /** A checkbox column at the start, for bulk work (BulkBar); rows are keyed by rowKey. */
  selection?: RowSelectionProps<Row>;
  /** The column the rows are sorted by, shown on its header. */
  sort?: { field: string; descending: boolean } | null;
  /** A sortable column's header was pressed. */
  onSort?: (field: string) => void;
}

export interface RowSelectionProps<Row> {
  /** The keys (rowKey) of the chosen rows. */
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** Rows that may be chosen; default every row. */
  selectable?: (row: Row) => boolean;
  /** Accessible name of a row's checkbox. */
  label: (row: Row) => string;
  /** Accessible name of the header's checkbox (the page's choosable rows); default 选择本页. */
  pageLabel?: string;
}

/** The header's and each row's checkbox of a table with a selection. */
function selectionCells<Row>(
  selection: RowSelectionProps<Row>,
  rows: readonly Row[],
  rowKey: (row: Row, index: number) => string,
) {
  const choosable = rows.flatMap((row, index) =>
    (selection.selectable?.(row) ?? true) ? [rowKey(row, index)] : [],
  );
  const chosen = choosable.filter((key) => selection.selected.has(key)).length;
  const all = choosable.length > 0 && chosen === choosable.length;
  const setPage = (on: boolean) => {
    const next = new Set(selection.selected);
    for (const key of choosable) {
      if (on) next.add(key);
      else next.delete(key);
    }
    selection.onChange(next);
  };
  const header = (
    <th data-align="center" style={{ width: '40px' }}>
      <Checkbox.Root
        size="xs"
        checked={all ? true : chosen > 0 ? 'indeterminate' : false}
        disabled={choosable.length === 0}
        onCheckedChange={(e) => setPage(e.checked === true)}
      >
        <Checkbox.HiddenInput aria-label={selection.pageLabel ?? '选择本页'} />
        <Checkbox.Control />
      </Checkbox.Root>
    </th>
  );
  const cell = (row: Row, index: number) => {
    const key = rowKey(row, index);
    return (
      <td data-align="center">
        {(selection.selectable?.(row) ?? true) ? (
          // A plain checkbox styled as Chakra's (theme.ts, `.row-check`): fifty of Chakra's, each
          // with its state machine and styled parts, were a tenth of a list page's first render.
          <input
            type="checkbox"
            className="row-check"
            aria-label={selection.label(row)}
            checked={selection.selected.has(key)}
            onChange={(e) => {
              const next = new Set(selection.selected);
              if (e.currentTarget.checked) next.add(key);
              else next.delete(key);
              selection.onChange(next);
            }}
          />
        ) : null}
      </td>
    );
  };
  return { header, cell };
}

/** A header's title, as a sort button on a sortable column. */
function HeaderTitle({
  title,
  field,
  sort,
  onSort,
}: {
  title: string;
  field: string;
  sort: { field: string; descending: boolean } | null | undefined;
  onSort: ((field: string) => void) | undefined;
}) {
  if (!onSort) return <>{title}</>;
  const active = sort?.field === field;
  const mark = active ? (sort.descending ? '↓' : '↑') : '↕';
  // Plain elements styled by the theme (`.sort-button`): a header is drawn again with every
  // render of its list.
  return (
    <button
      type="button"
      className="sort-button"
      title={
        active ? (sort.descending ? '降序，再点一次取消排序' : '升序，再点一次降序') : '点击排序'
      }
      onClick={() => onSort(field)}
    >
      {title}
      <span aria-hidden="true" data-active={active ? '' : undefined}>
        {mark}
      </span>
    </button>
  );
}

/** Reads a value by a dotted path; GraphQL rows nest dictionary and record objects. */
export function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  // A dictionary or record object ({ code, name } / { id, name }) shows its name.
  if (typeof value === 'object') {
    const named = value as Record<string, unknown>;
    for (const key of ['name', 'label', 'code']) {
      if (typeof named[key] === 'string') return named[key];
    }
  }
  return '';
}

/** A cell value formatted by its column kind. */
export function formatCell(kind: ColumnKind, value: unknown, scale = 2): ReactNode {
  switch (kind) {
    case 'money':
      return formatDecimal(asText(value), 2);
    case 'number':
      return typeof value === 'number' || typeof value === 'string'
        ? formatDecimal(value, scale)
        : '';
    case 'date':
      return formatDate(asText(value));
    case 'datetime':
      return formatDateTime(asText(value));
    case 'status':
      return <StatusBadge status={asText(value)} />;
    case 'badge': {
      const text = asText(value);
      return text ? (
        <span className="status-badge" data-variant="outline">
          {text}
        </span>
      ) : null;
    }
    default:
      return asText(value);
  }
}

function alignOf<Row>(column: Column<Row>): 'start' | 'center' | 'end' {
  if (column.align) return column.align;
  const kind = column.kind ?? 'text';
  if (kind === 'money' || kind === 'number') return 'end';
  if (kind === 'status' || kind === 'badge') return 'center';
  return 'start';
}

const defaultRowKey = (row: unknown, index: number): string => {
  const id = valueAt(row, 'id');
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
};

/**
 * Cell alignment, wrapping and figures, by the data attributes of each cell: the rows and cells are
 * plain elements styled by the table (Chakra's `native` table), so a page of 50 orders by 20
 * columns renders a thousand `<td>`s without computing a style for each.
 */
const cellCss = {
  ...nativeTableCss,
  '& :is(th, [data-kind]:not([data-kind=text]))': { whiteSpace: 'nowrap' },
  '& :is([data-kind=money], [data-kind=number])': { fontVariantNumeric: 'tabular-nums' },
} as const;

/** The list table: sticky header, formatted cells, row actions at the end. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey = defaultRowKey,
  loading = false,
  actions,
  actionsTitle = '操作',
  actionsWidth,
  emptyText = '暂无数据',
  maxHeight = 'calc(100vh - 320px)',
  caption,
  selection,
  sort,
  onSort,
}: DataTableProps<Row>) {
  const firstLoad = loading && rows.length === 0;
  const columnCount = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);
  const choose = selection ? selectionCells(selection, rows, rowKey) : null;
  const attributes = columns.map((column) => ({
    'data-align': alignOf(column),
    'data-kind': column.kind ?? 'text',
  }));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight={maxHeight} minHeight="120px">
      <Table.Root
        native
        stickyHeader
        interactive
        aria-label={caption}
        aria-busy={loading}
        opacity={loading && !firstLoad ? 0.6 : 1}
        css={cellCss}
      >
        <thead>
          <tr>
            {choose?.header}
            {columns.map((column, i) => (
              <th
                key={column.key}
                {...attributes[i]}
                aria-sort={
                  column.sortable && onSort
                    ? sort?.field === column.key
                      ? sort.descending
                        ? 'descending'
                        : 'ascending'
                      : 'none'
                    : undefined
                }
                style={
                  column.width === undefined
                    ? undefined
                    : { width: column.width, minWidth: column.width }
                }
              >
                <HeaderTitle
                  title={column.title}
                  field={column.key}
                  sort={sort}
                  onSort={column.sortable ? onSort : undefined}
                />
              </th>
            ))}
            {actions ? (
              <th style={actionsWidth === undefined ? undefined : { width: actionsWidth }}>
                {actionsTitle}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {firstLoad
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={`skeleton-${i}`} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j}>
                      <Skeleton height="4" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {choose?.cell(row, index)}
                  {columns.map((column, i) => (
                    <td key={column.key} {...attributes[i]}>
                      {column.render
                        ? column.render(row, index)
                        : formatCell(column.kind ?? 'text', valueAt(row, column.key), column.scale)}
                    </td>
                  ))}
                  {actions ? <td data-kind="actions">{actions(row, index)}</td> : null}
                </tr>
              ))}
          {!loading && rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Title>
                      <Text color="fg.muted">{emptyText}</Text>
                    </EmptyState.Title>
                  </EmptyState.Content>
                </EmptyState.Root>
              </td>
            </tr>
          ) : null}
        </tbody>
      </Table.Root>
    </Table.ScrollArea>
  );
}
