import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EntityUserOptionsDocument } from '../__generated__/graphql.ts';
import { findRoute } from '../app/routes.ts';
import { useTableExport } from '../features/export/useTableExport.tsx';
import { ForbiddenResult, isForbidden } from '../components/QueryFailure.tsx';
import {
  DataTable,
  DeleteAction,
  ListPage,
  Pager,
  RowActions,
  RowButton,
  RowLink,
  SearchForm,
  StatusToggle,
  defaultPageSizes,
  useListQuery,
  useListState,
  useListView,
  useListViewReady,
} from '../components/list/index.ts';
import type { Column } from '../components/list/index.ts';
import { filterOfSearch, recordStatus, refLabel, statusText } from './convert.ts';
import type { Values } from './convert.ts';
import { EntityFormDialog } from './EntityForm.tsx';
import { columnsFor, renderSearchFields, searchDefaultsFor, searchFieldsFor } from './kit/index.ts';
import { entryFor } from './registry.ts';
import { useEntityOptions } from './useEntityOptions.ts';

export interface EntityListPageProps {
  /** The declared entity's name ('client'). */
  entity: string;
  /** The page title; default the route's title. */
  title?: string;
  /** Filters the page always applies (and new records get): a supplier's prices, a category. */
  fixed?: Values;
  /** Add and edit in a dialog instead of the add page (lists without add/view routes). */
  editInDialog?: boolean;
  /** More buttons in the title bar. */
  actions?: ReactNode;
}

function rowsOf(data: unknown, key: string): { items: Values[]; total: number } {
  const page = typeof data === 'object' && data !== null ? (data as Values)[key] : undefined;
  if (typeof page !== 'object' || page === null) return { items: [], total: 0 };
  const { items, total } = page as Values;
  return {
    items: Array.isArray(items) ? (items as Values[]) : [],
    total: typeof total === 'number' ? total : 0,
  };
}

/** A master-data list from the declaration: search, table, 10 a page, status, delete. */
export function EntityListPage({
  entity,
  title,
  fixed = {},
  editInDialog = false,
  actions,
}: EntityListPageProps) {
  const entry = entryFor(entity);
  const { decl, docs } = entry;
  const fixedNames = Object.keys(fixed);
  const specs = useMemo(
    () => searchFieldsFor(decl).filter((s) => !fixedNames.includes(s.name)),
    [decl, fixedNames.join()],
  );
  const defaults = useMemo(() => searchDefaultsFor(specs), [specs]);
  const list = useListState(defaults, defaultPageSizes.basic);
  const viewsReady = useListViewReady(list);
  const kit = useEntityOptions(entry);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);

  // The list columns sort on the server (rest's master-data lists take any declared one).
  const sortable = useMemo(
    () => decl.fields.filter((f) => f.list && !fixedNames.includes(f.name)).map((f) => f.name),
    [decl, fixedNames.join()],
  );
  const sort = list.sort && sortable.includes(list.sort.field) ? list.sort : null;
  const filter = {
    ...filterOfSearch(specs, list.search),
    ...fixed,
    ...(sort ? { sortField: sort.field, descending: sort.descending } : {}),
  };
  const page = docs.page ?? EntityUserOptionsDocument;
  const {
    data,
    loading: pageLoading,
    error,
    refetch,
  } = useListQuery(
    page,
    { filter, pageNum: list.pageNum, pageSize: list.pageSize },
    { skip: !docs.page || !viewsReady },
  );
  const loading = pageLoading || !viewsReady;
  const [setStatus] = useMutation(docs.setStatus ?? docs.update ?? page);
  const [remove] = useMutation(docs.remove ?? page);
  const [exportLink] = useMutation(docs.exportLink ?? page, {
    context: { skipErrorToast: true },
  });
  const { items, total } = rowsOf(data, decl.pluralName);
  // The whole filtered list (not the page) through the export engine, Excel or CSV.
  const exporter = useTableExport({
    name: decl.label,
    total,
    link: async (format) => {
      const result = await exportLink({ variables: { filter, format } });
      const link = (result.data as Values | undefined)?.[`${decl.name}ExportLink`];
      const url = typeof link === 'object' && link !== null ? (link as Values).url : undefined;
      return typeof url === 'string' ? url : null;
    },
  });

  const route = decl.route ?? '';
  const pageTitle = title ?? findRoute(route)?.title ?? decl.label;
  const statusField = decl.fields.find((f) => f.kind === 'status');
  const canToggle = Boolean(statusField && (docs.setStatus || docs.update));
  const idOf = (row: Values) => (typeof row.id === 'string' ? row.id : String(row.id));
  const nameOf = (row: Values) => {
    const title = row[decl.titleField];
    return typeof title === 'string' ? title : '';
  };

  // A change names the version the row was listed at: CONFLICT when someone changed it since.
  const versionOf = (row: Values) =>
    typeof row.version === 'number' ? { expectedVersion: row.version } : {};
  const toggle = (row: Values, next: 'Y' | 'N') => {
    const status = recordStatus(next);
    const variables = docs.setStatus
      ? { id: idOf(row), status, ...versionOf(row) }
      : { id: idOf(row), input: { status }, ...versionOf(row) };
    return setStatus({ variables }).then(() => refetch());
  };

  const overrides: Partial<Record<string, Partial<Column<Values>>>> = {};
  for (const field of decl.fields) {
    if (field.kind === 'ref') {
      overrides[field.name] = { render: (row) => refLabel(row, field) ?? '' };
    }
    if (field.kind === 'status') {
      overrides[field.name] = {
        align: 'center',
        width: '110px',
        ...(canToggle
          ? {
              render: (row: Values) => (
                <StatusToggle
                  status={statusText(row.status)}
                  recordLabel={nameOf(row)}
                  onChange={(next) => toggle(row, next)}
                />
              ),
            }
          : { render: (row: Values) => (statusText(row.status) === 'Y' ? '启用' : '停用') }),
      };
    }
  }
  const columns = columnsFor<Values>(
    { fields: decl.fields.filter((f) => !fixedNames.includes(f.name)) },
    overrides,
  );
  const view = useListView(list, { columns, sortable });

  if (isForbidden(error ?? kit.error)) return <ForbiddenResult />;

  const addButton = docs.create ? (
    editInDialog ? (
      <Button onClick={() => setEditing({ id: null })}>新增</Button>
    ) : (
      <Button asChild>
        <RouterLink to={`${route}/add`}>新增</RouterLink>
      </Button>
    )
  ) : null;

  const Extra = entry.listExtra;

  const exportButtons = docs.exportLink ? exporter.buttons : null;
  const progress = exporter.status;

  return (
    <ListPage
      title={pageTitle}
      view={view}
      toolbar={
        Extra || progress ? (
          <>
            {Extra ? <Extra /> : null}
            {progress}
          </>
        ) : undefined
      }
      actions={
        addButton || actions || exportButtons ? (
          <>
            {actions}
            {exportButtons}
            {addButton}
          </>
        ) : undefined
      }
      search={
        specs.length > 0 ? (
          <SearchForm values={list.search} emptyValues={defaults} onSearch={list.setSearch}>
            {renderSearchFields(specs, kit.options)}
          </SearchForm>
        ) : undefined
      }
    >
      <DataTable<Values>
        caption={`${decl.label}列表`}
        columns={view.columns}
        sort={view.sort}
        onSort={view.onSort}
        rows={items}
        loading={loading}
        actions={(row) => (
          <RowActions>
            {editInDialog ? null : <RowLink to={`${route}/view?id=${idOf(row)}`}>查看</RowLink>}
            {docs.update ? (
              editInDialog ? (
                <RowButton onClick={() => setEditing({ id: idOf(row) })}>编辑</RowButton>
              ) : (
                <RowLink to={`${route}/add?id=${idOf(row)}`}>编辑</RowLink>
              )
            ) : null}
            {(entry.rowLinks ?? []).map((link) => (
              <RowLink key={link.path} to={`${link.path}?id=${idOf(row)}`}>
                {link.label}
              </RowLink>
            ))}
            {docs.remove ? (
              <DeleteAction
                confirmText={`确定删除${decl.label}「${nameOf(row)}」吗？`}
                onDelete={() =>
                  remove({ variables: { id: idOf(row), ...versionOf(row) } }).then(() => refetch())
                }
              />
            ) : null}
          </RowActions>
        )}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={total}
        onChange={list.setPage}
      />
      {editInDialog && editing ? (
        <EntityFormDialog
          entity={entity}
          id={editing.id}
          preset={fixed}
          onClose={() => setEditing(null)}
          onSaved={() => void refetch()}
        />
      ) : null}
    </ListPage>
  );
}
