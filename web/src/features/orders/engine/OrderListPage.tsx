import { useBackendFeatures } from '../../../app/backendFeatures.ts';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, NativeSelect } from '@chakra-ui/react';
import type { DocumentNode } from 'graphql';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { orderField, staffFields, staffRole } from '../../../../../model/orders/index.ts';
import { EntityUserOptionsDocument } from '../../../__generated__/graphql.ts';
import type { BulkRun_ResultFragment } from '../../../__generated__/graphql.ts';
import { findRoute } from '../../../app/routes.ts';
import { showSuccess } from '../../../app/toaster.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { OnceOpened } from '../../../components/OnceOpened.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { reportFailure } from '../../../components/feedback.ts';
import {
  BulkBar,
  BulkRunDialog,
  DataTable,
  ListPage,
  Pager,
  RowActions,
  RowButton,
  RowLink,
  RowMenu,
  SearchForm,
  StatusBadge,
  defaultPageSizes,
  useListQuery,
  useListState,
  useListView,
  useListViewReady,
  useRowSelection,
} from '../../../components/list/index.ts';
import type { BulkRow, BulkRunRequest, Column } from '../../../components/list/index.ts';
import {
  columnsFor,
  renderSearchFields,
  searchDefaultsFor,
  searchFieldsFor,
} from '../../../entities/kit/index.ts';
import { ChangeOrganisationDialog } from './ChangeOrganisationDialog.tsx';
import { orderListReadKey, orderListVariables } from './orderPrefetch.ts';
import { operationNames, orderEntry } from './registry.ts';
import { useTableExport } from '../../export/useTableExport.tsx';
import { useOrderOptions } from './useOrderOptions.ts';
import type { Values } from './values.ts';

/** Operation status changes of spec 2 §4: the GraphQL value, the menu word, the message. */
export const operationChanges = [
  { status: 'CANCELLED', label: '取消', done: '订单已取消' },
  { status: 'INITIALISED', label: '初始化', done: '订单已初始化' },
  { status: 'COMPLETED', label: '操作完成', done: '订单操作完成' },
] as const;

/** The bulk actions of a list: an operation status change, or a staff field to assign. */
type BulkKind =
  | { kind: 'status'; change: (typeof operationChanges)[number] }
  | { kind: 'staff'; field: string; label: string }
  | { kind: 'operator' };

/** The node picker's value for each order's own current node. */
const CURRENT_NODE = '';

/** The bulk status changes offered (初始化 stays a one-order action). */
const bulkChanges = ['COMPLETED', 'CANCELLED'].flatMap((status) =>
  operationChanges.filter((c) => c.status === status),
);

type Pending =
  | { kind: 'status'; row: Values; change: (typeof operationChanges)[number] }
  | { kind: 'delete'; row: Values }
  | { kind: 'copy'; row: Values };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** 改单: the change-order dialog, for the types that have the call. */
function ChangeOrder({
  document,
  orderCode,
  onDone,
  onCancel,
}: {
  document: DocumentNode;
  orderCode: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [changeOrg, changeState] = useMutation(document);
  const moveOrder = async (orgId: string) => {
    if (!orderCode) return;
    try {
      await changeOrg({ variables: { orderCode, orgId } });
      showSuccess('改单成功');
      onDone();
    } catch (err) {
      reportFailure(err);
    }
  };
  return (
    <ChangeOrganisationDialog
      key={orderCode ?? ''}
      orderCode={orderCode}
      saving={changeState.loading}
      onConfirm={(orgId) => void moveOrder(orgId)}
      onCancel={onCancel}
    />
  );
}

/** The list of any declared order type: filters, 50 a page by orderCode, row actions. */
export default function OrderListPage({ type }: { type: string }) {
  const { decl, docs } = orderEntry(type);
  const names = operationNames(decl);
  const navigate = useNavigate();
  const specs = useMemo(() => searchFieldsFor(decl), [decl]);
  // The order pages a row opens: their code is ready before the click, so an order shows at once.
  useEffect(() => {
    for (const kind of ['view', 'add']) void findRoute(`${decl.route}/${kind}`)?.page?.preload();
  }, [decl.route]);
  const defaults = useMemo(() => searchDefaultsFor(specs), [specs]);
  const list = useListState(defaults, defaultPageSizes.orders);
  const viewsReady = useListViewReady(list, decl.route);
  const options = useOrderOptions();
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);

  const [setStatus] = useMutation(docs.setOperationStatus);
  const [remove] = useMutation(docs.remove);
  const [copy] = useMutation(docs.copy);
  const [exportLink] = useMutation(docs.listExport, { context: { skipErrorToast: true } });
  const client = useApolloClient();
  const selection = useRowSelection();
  const [bulk, setBulk] = useState<(BulkKind & { run: number }) | null>(null);
  // Bulk actions are this project's addition (legacy mode: one order at a time).
  const features = useBackendFeatures();
  const noBulk = features.unavailable('bulk');
  // Rows are chosen for bulk actions and to export the choice: with neither, there is no choosing.
  const noChoosing = noBulk && features.unavailable('listExports');
  const [person, setPerson] = useState('');
  const [node, setNode] = useState(CURRENT_NODE);
  const people = useQuery(EntityUserOptionsDocument, {
    skip: bulk?.kind !== 'staff' && bulk?.kind !== 'operator',
  });
  const [bulkStatus] = useMutation(docs.bulkSetOperationStatus);
  const [bulkStaff] = useMutation(docs.bulkAssignStaff);
  const [bulkOperator] = useMutation(docs.bulkAssignNodeOperator);
  const staff = useMemo(() => staffFields(decl), [decl]);

  const columns = useMemo(() => {
    const statusCell = (name: string) => (row: Values) => {
      const value = row[name] as { name?: string } | null | undefined;
      return value?.name ? <StatusBadge status={value.name} /> : null;
    };
    return decl.listColumns.map((name): Column<Values> => {
      const field = orderField(decl, name);
      const [column] = columnsFor<Values>({ fields: [{ ...field, list: true }] });
      if (name === 'orderCode') {
        return {
          ...column!,
          render: (row) => (
            <RowLink to={`${decl.route}/view?orderCode=${text(row.orderCode)}`}>
              {text(row.orderCode)}
            </RowLink>
          ),
        };
      }
      if (name === 'status' || name === 'operationStatus') {
        return { ...column!, align: 'center', render: statusCell(name) };
      }
      return column!;
    });
  }, [decl]);
  // Every list column sorts on the server (rest's order lists take any of them).
  const view = useListView(list, { key: decl.route, columns, sortable: true });
  const variables = orderListVariables(specs, list.search, list.pageNum, list.pageSize, view.sort);
  const { filter } = variables;
  const {
    data,
    loading: pageLoading,
    error,
    refetch,
  } = useListQuery(docs.page, variables, {
    firstReadKey: orderListReadKey(decl.route),
    skip: !viewsReady,
  });
  const loading = pageLoading || !viewsReady;

  const menuItems = useMemo(
    () => [
      ...operationChanges.map((c) => ({ value: c.status, label: c.label })),
      ...(docs.changeOrganisation ? [{ value: 'change', label: '改单' }] : []),
      { value: 'delete', label: '删除', danger: true },
    ],
    [docs.changeOrganisation],
  );

  const page = (data as Values | undefined)?.[names.page] as
    { items?: Values[]; total?: number } | undefined;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const title = findRoute(decl.route)?.title ?? decl.label;
  // The whole filtered list (not the page) through the export engine, Excel or CSV.
  const exporter = useTableExport({
    name: `${decl.label}订单列表`,
    total,
    link: async (format) => {
      const result = await exportLink({ variables: { filter, format } });
      const link = (result.data as Values | undefined)?.[names.listExport] as
        { url?: string } | undefined;
      return link?.url;
    },
  });

  // The chosen orders as they are exported: their codes, or the whole filter.
  const chosenFilter = () =>
    selection.allMatching ? filter : { ...filter, orderCodes: [...selection.keys] };
  const selectionExporter = useTableExport({
    name: `${decl.label}订单（所选）`,
    total: selection.count(total),
    label: '导出所选',
    size: 'xs',
    link: async (format) => {
      const result = await exportLink({ variables: { filter: chosenFilter(), format } });
      const link = (result.data as Values | undefined)?.[names.listExport] as
        { url?: string } | undefined;
      return link?.url;
    },
  });

  if (isForbidden(error ?? options.error)) return <ForbiddenResult />;

  // The rows of a run: the chosen codes, or every order the filter matches, page by page.
  const chosenRows = async (): Promise<BulkRow[]> => {
    if (!selection.allMatching) return [...selection.keys].map((key) => ({ key, label: key }));
    const out: BulkRow[] = [];
    for (let pageNum = 1; out.length < total; pageNum += 1) {
      const result = await client.query({
        query: docs.page,
        variables: { filter, pageNum, pageSize: 100 },
        fetchPolicy: 'network-only',
      });
      const items =
        ((result.data as Values | undefined)?.[names.page] as { items?: Values[] } | undefined)
          ?.items ?? [];
      if (items.length === 0) break;
      for (const item of items)
        out.push({ key: text(item.orderCode), label: text(item.orderCode) });
    }
    return out;
  };

  const chosenCount = selection.count(total);
  const bulkRequest = (job: BulkKind): BulkRunRequest => {
    const field = job.kind === 'staff' ? job.field : null;
    const resultOf = (data: unknown, name: string) =>
      (data as Values | undefined)?.[name] as BulkRun_ResultFragment;
    if (job.kind === 'status') {
      return {
        title: `批量${job.change.label}`,
        question: `确定将所选 ${chosenCount} 条订单${job.change.label}吗？`,
        run: async (orderCodes, idempotencyKey) => {
          const result = await bulkStatus({
            variables: { orderCodes, status: job.change.status },
            context: { idempotencyKey },
          });
          return resultOf(result.data, names.bulkSetOperationStatus);
        },
      };
    }
    const who = people.data?.organisationUsers.find((u) => u.id === person)?.userName ?? '';
    const personPicker = (label: string) => (
      <Field.Root required>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={label}
            value={person}
            onChange={(e) => setPerson(e.currentTarget.value)}
          >
            <option value="">请选择</option>
            {(people.data?.organisationUsers ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.userName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    );
    if (job.kind === 'operator') {
      const nodeLabel =
        node === CURRENT_NODE
          ? '当前节点'
          : (decl.nodes.find((n) => n.code === node)?.label ?? node);
      return {
        title: '批量指派操作人员',
        question: who
          ? `确定将所选 ${chosenCount} 条订单${nodeLabel}的操作人员指派为 ${who} 吗？`
          : `请选择作业节点和要指派给所选 ${chosenCount} 条订单的操作人员：`,
        ready: person !== '',
        form: (
          <>
            <Field.Root>
              <Field.Label>作业节点</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label="作业节点"
                  value={node}
                  onChange={(e) => setNode(e.currentTarget.value)}
                >
                  <option value={CURRENT_NODE}>各订单的当前节点</option>
                  {decl.nodes.map((n) => (
                    <option key={n.code} value={n.code}>
                      {n.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {personPicker('操作人员')}
          </>
        ),
        run: async (orderCodes, idempotencyKey) => {
          const result = await bulkOperator({
            variables: {
              orderCodes,
              nodeCode: node === CURRENT_NODE ? null : node,
              userId: person,
            },
            context: { idempotencyKey },
          });
          return resultOf(result.data, names.bulkAssignNodeOperator);
        },
      };
    }
    return {
      title: `批量指派${job.label}`,
      question: who
        ? `确定将所选 ${chosenCount} 条订单的${job.label}指派为 ${who} 吗？`
        : `请选择要指派给所选 ${chosenCount} 条订单的${job.label}：`,
      ready: person !== '',
      form: personPicker(job.label),
      run: async (orderCodes, idempotencyKey) => {
        const result = await bulkStaff({
          variables: { orderCodes, role: staffRole(field ?? ''), userId: person },
          context: { idempotencyKey },
        });
        return resultOf(result.data, names.bulkAssignStaff);
      },
    };
  };
  const openBulk = (job: BulkKind) => {
    setPerson('');
    setNode(CURRENT_NODE);
    setBulk({ ...job, run: Date.now() });
  };

  const confirm = async () => {
    if (!pending) return;
    const orderCode = text(pending.row.orderCode);
    // The version of the order as the list read it: changed since, the action is refused.
    const expectedVersion = Number(pending.row.version ?? 0);
    setWorking(true);
    try {
      if (pending.kind === 'status') {
        await setStatus({
          variables: { orderCode, status: pending.change.status, expectedVersion },
        });
        showSuccess(pending.change.done);
      } else if (pending.kind === 'delete') {
        await remove({ variables: { orderCode, expectedVersion } });
        showSuccess('删除成功');
      } else {
        const result = await copy({ variables: { orderCode } });
        const created = (result.data as Values | undefined)?.[names.copy] as Values | undefined;
        showSuccess('保存成功');
        setPending(null);
        void navigate(
          `${decl.route}/add?orderCode=${encodeURIComponent(text(created?.orderCode))}`,
        );
        return;
      }
      setPending(null);
      void refetch();
    } catch (err) {
      setPending(null);
      reportFailure(err);
      // The list reads the orders again, so the next try is based on what is stored now.
      void refetch();
    } finally {
      setWorking(false);
    }
  };

  const question = !pending
    ? ''
    : pending.kind === 'status'
      ? `确定将订单 ${text(pending.row.orderCode)} ${pending.change.label}吗？`
      : pending.kind === 'delete'
        ? `确定删除订单 ${text(pending.row.orderCode)} 吗？`
        : `确定复制订单 ${text(pending.row.orderCode)} 吗？`;

  return (
    <ListPage
      title={title}
      actions={
        <>
          {exporter.buttons}
          <Button asChild>
            <RouterLink to={`${decl.route}/add`}>新增</RouterLink>
          </Button>
        </>
      }
      toolbar={
        <>
          {exporter.status}
          {selectionExporter.status}
          {noChoosing ? null : (
            <BulkBar selection={selection} total={total} pageCount={rows.length}>
              {chosenCount > 0 ? (
                <>
                  {selectionExporter.buttons}
                  {noBulk ? null : (
                    <>
                      {staff.map((f) => (
                        <Button
                          key={f.name}
                          size="xs"
                          variant="outline"
                          onClick={() => openBulk({ kind: 'staff', field: f.name, label: f.label })}
                        >
                          批量指派{f.label}
                        </Button>
                      ))}
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => openBulk({ kind: 'operator' })}
                      >
                        批量指派操作人员
                      </Button>
                      {bulkChanges.map((change) => (
                        <Button
                          key={change.status}
                          size="xs"
                          variant="outline"
                          colorPalette={change.status === 'CANCELLED' ? 'red' : undefined}
                          onClick={() => openBulk({ kind: 'status', change })}
                        >
                          批量{change.label}
                        </Button>
                      ))}
                    </>
                  )}
                </>
              ) : null}
            </BulkBar>
          )}
        </>
      }
      view={view}
      search={
        <SearchForm
          values={list.search}
          emptyValues={defaults}
          onSearch={(values) => {
            selection.clear();
            list.setSearch(values);
          }}
        >
          {renderSearchFields(specs, options.kit)}
        </SearchForm>
      }
    >
      <DataTable<Values>
        caption={`${decl.label}订单列表`}
        columns={view.columns}
        sort={view.sort}
        onSort={view.onSort}
        rows={rows}
        loading={loading}
        rowKey={(row) => text(row.orderCode)}
        selection={
          noChoosing
            ? undefined
            : {
                selected: selection.allMatching
                  ? new Set(rows.map((r) => text(r.orderCode)))
                  : selection.keys,
                onChange: selection.setKeys,
                label: (row) => `选择订单 ${text(row.orderCode)}`,
              }
        }
        actions={(row) => {
          const code = encodeURIComponent(text(row.orderCode));
          return (
            <RowActions>
              <RowLink to={`${decl.route}/view?orderCode=${code}`}>查看</RowLink>
              <RowLink to={`${decl.route}/add?orderCode=${code}`}>编辑</RowLink>
              <RowButton onClick={() => setPending({ kind: 'copy', row })}>复制</RowButton>
              <RowMenu
                label="更多"
                name={`更多操作 ${text(row.orderCode)}`}
                items={menuItems}
                onSelect={(value) => {
                  const change = operationChanges.find((c) => c.status === value);
                  if (change) setPending({ kind: 'status', row, change });
                  if (value === 'change') setChanging(text(row.orderCode));
                  if (value === 'delete') setPending({ kind: 'delete', row });
                }}
              />
            </RowActions>
          );
        }}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={total}
        onChange={list.setPage}
      />
      <ConfirmDialog
        open={pending !== null}
        title="提示"
        loading={working}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      >
        {question}
      </ConfirmDialog>
      {bulk ? (
        <BulkRunDialog
          key={bulk.run}
          request={bulkRequest(bulk)}
          rows={chosenRows}
          onClose={(changed) => {
            setBulk(null);
            if (changed) {
              selection.clear();
              void refetch();
            }
          }}
        />
      ) : null}
      {docs.changeOrganisation ? (
        <OnceOpened open={changing !== null}>
          <ChangeOrder
            document={docs.changeOrganisation}
            orderCode={changing}
            onDone={() => {
              setChanging(null);
              void refetch();
            }}
            onCancel={() => setChanging(null)}
          />
        </OnceOpened>
      ) : null}
    </ListPage>
  );
}
