import { Badge, Box, EmptyState, Skeleton, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDecimal } from '../form/decimal.ts';
import { formatDate, formatDateTime } from './format.ts';
import { StatusBadge } from './StatusBadge.tsx';

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
        <Badge variant="outline" size="sm">
          {text}
        </Badge>
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
}: DataTableProps<Row>) {
  const firstLoad = loading && rows.length === 0;
  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxHeight={maxHeight} minHeight="120px">
      <Table.Root
        stickyHeader
        interactive
        aria-label={caption}
        aria-busy={loading}
        opacity={loading && !firstLoad ? 0.6 : 1}
      >
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={alignOf(column)}
                width={column.width}
                whiteSpace="nowrap"
              >
                {column.title}
              </Table.ColumnHeader>
            ))}
            {actions ? (
              <Table.ColumnHeader textAlign="start" width={actionsWidth} whiteSpace="nowrap">
                {actionsTitle}
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {firstLoad
            ? Array.from({ length: 5 }, (_, i) => (
                <Table.Row key={`skeleton-${i}`} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <Table.Cell key={j}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row, index) => (
                <Table.Row key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.key}
                      textAlign={alignOf(column)}
                      whiteSpace={column.kind === 'text' || !column.kind ? undefined : 'nowrap'}
                      fontVariantNumeric={
                        column.kind === 'money' || column.kind === 'number'
                          ? 'tabular-nums'
                          : undefined
                      }
                    >
                      {column.render
                        ? column.render(row, index)
                        : formatCell(column.kind ?? 'text', valueAt(row, column.key), column.scale)}
                    </Table.Cell>
                  ))}
                  {actions ? (
                    <Table.Cell whiteSpace="nowrap">{actions(row, index)}</Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
          {!loading && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount}>
                <EmptyState.Root size="sm">
                  <EmptyState.Content>
                    <EmptyState.Title>
                      <Text color="fg.muted">{emptyText}</Text>
                    </EmptyState.Title>
                  </EmptyState.Content>
                </EmptyState.Root>
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The row-actions cell content: small link buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" gap="2" alignItems="center">
      {children}
    </Box>
  );
}
