import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  OceanExportBillOfLadingDictionariesDocument,
  OceanExportBillOfLadingPageDocument,
} from '../../../__generated__/graphql.ts';
import { findRoute } from '../../../app/routes.ts';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import {
  DataTable,
  ListPage,
  Pager,
  RowActions,
  SearchForm,
  defaultPageSizes,
  useListQuery,
  useListState,
  useListView,
  useListViewReady,
} from '../../../components/list/index.ts';
import type { Column } from '../../../components/list/index.ts';
import { filterOfSearch, refLabel } from '../../../entities/convert.ts';
import type { Values } from '../../../entities/convert.ts';
import {
  columnsFor,
  renderSearchFields,
  searchDefaultsFor,
  searchFieldsFor,
} from '../../../entities/kit/index.ts';
import { entryFor } from '../../../entities/registry.ts';
import { dictsOf, useEntityOptions } from '../../../entities/useEntityOptions.ts';
import { ladingDecl, ladingRoute, openOrderWindow } from './ladingShared.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** 海运出口提单: search, 50 a page; an order code opens the order in a new window. */
export default function LadingListPage() {
  const specs = useMemo(() => searchFieldsFor(ladingDecl), []);
  const defaults = useMemo(() => searchDefaultsFor(specs), [specs]);
  const list = useListState(defaults, defaultPageSizes.orders);
  const viewsReady = useListViewReady(list, ladingRoute);
  const records = useEntityOptions(entryFor('seaport'));
  const dictionaries = useQuery(OceanExportBillOfLadingDictionariesDocument);
  const kit = useMemo(
    () => ({ ...records.options, dicts: dictsOf(dictionaries.data) }),
    [records.options, dictionaries.data],
  );
  const columns = useMemo(() => {
    const overrides: Partial<Record<string, Partial<Column<Values>>>> = {
      orderCode: {
        render: (row) => (
          <Button
            variant="plain"
            size="xs"
            px="0"
            color="colorPalette.fg"
            onClick={() => openOrderWindow(text(row.orderCode))}
          >
            {text(row.orderCode)}
          </Button>
        ),
      },
    };
    for (const field of ladingDecl.fields) {
      if (field.kind === 'ref')
        overrides[field.name] = { render: (row) => refLabel(row, field) ?? '' };
    }
    return columnsFor<Values>(ladingDecl, overrides);
  }, []);
  // Every list column sorts on the server (the master-data engine keeps the bills of lading).
  const view = useListView(list, { key: ladingRoute, columns, sortable: true });
  const filter = {
    ...filterOfSearch(specs, list.search),
    ...(view.sort ? { sortField: view.sort.field, descending: view.sort.descending } : {}),
  };
  const {
    data,
    loading: pageLoading,
    error,
  } = useListQuery(
    OceanExportBillOfLadingPageDocument,
    {
      filter,
      pageNum: list.pageNum,
      pageSize: list.pageSize,
    },
    { skip: !viewsReady },
  );
  const loading = pageLoading || !viewsReady;

  if (isForbidden(error)) return <ForbiddenResult />;
  const page = data?.oceanExportBillsOfLading;
  return (
    <ListPage
      title={findRoute(ladingRoute)?.title ?? ladingDecl.label}
      view={view}
      actions={
        <Button asChild>
          <RouterLink to={`${ladingRoute}/add`}>新增</RouterLink>
        </Button>
      }
      search={
        <SearchForm values={list.search} emptyValues={defaults} onSearch={list.setSearch}>
          {renderSearchFields(specs, kit)}
        </SearchForm>
      }
    >
      <DataTable<Values>
        caption="提单列表"
        columns={view.columns}
        sort={view.sort}
        onSort={view.onSort}
        rows={page?.items ?? []}
        loading={loading}
        actions={(row) => {
          const code = encodeURIComponent(text(row.billofladingCode));
          return (
            <RowActions>
              <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
                <RouterLink to={`${ladingRoute}/view?billofladingCode=${code}`}>查看</RouterLink>
              </Button>
              <Button asChild variant="plain" size="xs" px="0" color="colorPalette.fg">
                <RouterLink to={`${ladingRoute}/add?billofladingCode=${code}`}>编辑</RouterLink>
              </Button>
            </RowActions>
          );
        }}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={page?.total ?? 0}
        onChange={list.setPage}
      />
    </ListPage>
  );
}
