import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Textarea } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import {
  ApproveFeeLinesDocument,
  BulkDecideFeeLinesDocument,
  FeeAuditFeeTypesDocument,
  FeeAuditLinesDocument,
  RejectFeeLinesDocument,
} from '../../../__generated__/graphql.ts';
import type {
  BulkRun_ResultFragment,
  FeeApproveStatus,
  FeeAuditPage_LineFragment,
  FeeSide,
} from '../../../__generated__/graphql.ts';
import {
  conflictOf,
  errorMessages,
  isGraphQLFailure,
  shownByErrorLink,
} from '../../../app/graphqlErrors.ts';
import { useBackendFeatures } from '../../../app/backendFeatures.ts';
import { showSuccess } from '../../../app/toaster.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { DateField, SelectField, TextField } from '../../../components/form/index.ts';
import {
  BulkBar,
  BulkRunDialog,
  DataTable,
  ListPage,
  Pager,
  SearchForm,
  defaultPageSizes,
  useListState,
  useListView,
  useListViewReady,
  useRowSelection,
} from '../../../components/list/index.ts';
import type { BulkRow, Column } from '../../../components/list/index.ts';
import { sideLabels } from '../feeRows.ts';
import {
  ApproveBadge,
  OrderCodeLink,
  approveStatusOptions,
  feeSideOptions,
  formatQuantity,
} from '../approval.tsx';

const searchDefaults = {
  side: 'RECEIVABLE',
  orderCode: '',
  feeTypeId: '',
  settlementUnitName: '',
  approveStatus: 'DSH',
  createdFrom: '',
  createdTo: '',
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const sideOf = (v: string): FeeSide => (v === 'PAYABLE' ? 'PAYABLE' : 'RECEIVABLE');
const statusOf = (v: string): FeeApproveStatus[] | null => {
  const found = approveStatusOptions.find((o) => o.value === v);
  return found ? [found.value] : null;
};

type Decision = 'APPROVE' | 'REJECT';

const decisionWords: Record<Decision, string> = { APPROVE: '审核通过', REJECT: '驳回' };

const lineLabel = (line: FeeAuditPage_LineFragment) => `${line.orderCode} ${line.feeName}`;

/** /fee/audit (费用审核): finance approves or sends back submitted fee lines of one side. */
export default function FeeAuditPage() {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const viewsReady = useListViewReady(list);
  const { search } = list;
  const side = sideOf(search.side);
  const filter = {
    orderCode: orNull(search.orderCode),
    feeTypeId: orNull(search.feeTypeId),
    settlementUnitName: orNull(search.settlementUnitName),
    approveStatus: statusOf(search.approveStatus),
    createdFrom: orNull(search.createdFrom),
    createdTo: orNull(search.createdTo),
  };
  const {
    data,
    loading: pageLoading,
    error,
    refetch,
  } = useQuery(FeeAuditLinesDocument, {
    variables: { side, pageNum: list.pageNum, pageSize: list.pageSize, filter },
    notifyOnNetworkStatusChange: true,
    skip: !viewsReady,
  });
  const loading = pageLoading || !viewsReady;
  const feeTypes = useQuery(FeeAuditFeeTypesDocument, { variables: { limit: 500 } });
  const client = useApolloClient();
  const [decideLines] = useMutation(BulkDecideFeeLinesDocument);
  // The run's dialog lists each refused line with its reason: no toast besides it.
  const [approveLines] = useMutation(ApproveFeeLinesDocument, {
    context: { skipErrorToast: true },
  });
  const [rejectLines] = useMutation(RejectFeeLinesDocument, {
    context: { skipErrorToast: true },
  });
  const selection = useRowSelection();
  // Deciding every line the search matches is a bulk action (legacy mode: chosen lines only,
  // decided one by one).
  const noBulk = useBackendFeatures().unavailable('bulk');
  const [asking, setAsking] = useState<{ decision: Decision; run: number } | null>(null);
  const [remark, setRemark] = useState('');
  // A decision of chosen lines refused because one changed since the list read it (CONFLICT).
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const rows = useMemo(() => data?.feeLines.items ?? [], [data]);
  // How the result names a line chosen on an earlier page, and the version the page read it at.
  const seen = useRef(new Map<string, { label: string; version: number }>());
  for (const r of rows) seen.current.set(r.id, { label: lineLabel(r), version: r.version });
  const total = data?.feeLines.total ?? 0;
  // Only lines waiting for review can be chosen one by one; a run over the whole filter answers
  // the others' reasons.
  const selectable = rows.filter((r) => r.approveStatus === 'DSH');
  const chosenCount = selection.count(total);

  const ask = (decision: Decision) => {
    setRemark('');
    setAsking({ decision, run: Date.now() });
  };

  // The lines of a run: those chosen on the page(s), or every line the search matches.
  const chosenRows = async (): Promise<BulkRow[]> => {
    if (!selection.allMatching) {
      return [...selection.keys].map((key) => ({
        key,
        label: seen.current.get(key)?.label ?? key,
      }));
    }
    const out: BulkRow[] = [];
    for (let pageNum = 1; out.length < total; pageNum += 1) {
      const result = await client.query({
        query: FeeAuditLinesDocument,
        variables: { side, pageNum, pageSize: 100, filter },
        fetchPolicy: 'network-only',
      });
      const items = result.data?.feeLines.items ?? [];
      if (items.length === 0) break;
      for (const line of items) out.push({ key: line.id, label: lineLabel(line) });
    }
    return out;
  };

  const columns: Column<FeeAuditPage_LineFragment>[] = [
    {
      key: 'orderCode',
      title: '订单号',
      render: (line) => (
        <OrderCodeLink orderCode={line.orderCode} orderType={line.orderType.code} />
      ),
    },
    { key: 'side', title: '收付', render: (line) => sideLabels[line.side] },
    { key: 'feeName', title: '费用名称' },
    { key: 'settlementUnit.name', title: '结算单位' },
    {
      key: 'unitPrice',
      title: '单价',
      align: 'end',
      render: (line) => formatQuantity(line.unitPrice),
    },
    {
      key: 'quantity',
      title: '数量',
      align: 'end',
      render: (line) => formatQuantity(line.quantity),
    },
    { key: 'currency.name', title: '币种' },
    { key: 'money', title: '金额', kind: 'money' },
    {
      key: 'approveStatus',
      title: '审核状态',
      align: 'center',
      render: (line) => <ApproveBadge status={line.approveStatus} name={line.approveStatusName} />,
    },
    { key: 'creator', title: '创建人' },
    { key: 'createDate', title: '创建日期', kind: 'date' },
  ];
  const view = useListView(list, { columns });

  /**
   * Lines chosen one by one: each decided in its own call naming its version as the list read it,
   * so a line withdrawn, edited or decided by someone else since is refused (CONFLICT, who and
   * when) instead of being decided unseen; the others go ahead, each with its own result. Every
   * line the search matches: bulk work, each line checked as it stands when the run reaches it.
   */
  const decideChosen = async (
    decision: Decision,
    ids: string[],
    idempotencyKey: string,
  ): Promise<BulkRun_ResultFragment> => {
    const results: BulkRun_ResultFragment['results'] = [];
    for (const [index, id] of ids.entries()) {
      const variables = {
        side,
        ids: [id],
        expectedVersions: [seen.current.get(id)?.version ?? 0],
        remark: orNull(remark),
      };
      const context = { idempotencyKey: `${idempotencyKey}-${index}` };
      try {
        await (decision === 'APPROVE'
          ? approveLines({ variables, context })
          : rejectLines({ variables, context }));
        results.push({ key: id, outcome: 'DONE', message: null });
      } catch (error) {
        // Not the line's matter (signed out, no right, the gateway not reached): the run stops.
        if (!isGraphQLFailure(error) || shownByErrorLink(error)) throw error;
        const stale = conflictOf(error);
        if (stale !== null) setConflict(stale);
        const message =
          stale ??
          errorMessages(error)
            .map((m) => m.message)
            .join('；');
        results.push({ key: id, outcome: 'REFUSED', message });
      }
    }
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    return {
      total: results.length,
      done: count('DONE'),
      unchanged: 0,
      refused: count('REFUSED'),
      results,
    };
  };

  const reload = async () => {
    setReloading(true);
    try {
      selection.clear();
      await refetch();
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };
  if (isForbidden(error)) return <ForbiddenResult />;

  const label = sideLabels[side];

  return (
    <ListPage
      view={view}
      title="费用审核"
      search={
        <SearchForm
          values={search}
          emptyValues={searchDefaults}
          onSearch={(values) => {
            selection.clear();
            list.setSearch(values);
          }}
        >
          <TextField name="orderCode" label="订单号" />
          <SelectField name="side" label="收付类型" options={feeSideOptions} placeholder={null} />
          <SelectField
            name="approveStatus"
            label="审核状态"
            options={approveStatusOptions}
            placeholder="全部"
          />
          <SelectField
            name="feeTypeId"
            label="费用名称"
            placeholder="全部"
            options={(feeTypes.data?.feeTypeOptions ?? []).map((t) => ({
              value: t.id,
              label: `${t.feeName}（${t.feeCode}）`,
            }))}
          />
          <TextField name="settlementUnitName" label="结算单位" />
          <DateField name="createdFrom" label="创建日期起" />
          <DateField name="createdTo" label="创建日期止" />
        </SearchForm>
      }
      toolbar={
        <BulkBar
          selection={selection}
          total={total}
          pageCount={selectable.length}
          allMatchingNeeds={noBulk ? 'bulk' : undefined}
        >
          <Button size="xs" disabled={chosenCount === 0} onClick={() => ask('APPROVE')}>
            审核通过
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={chosenCount === 0}
            onClick={() => ask('REJECT')}
          >
            驳回
          </Button>
        </BulkBar>
      }
    >
      {conflict ? (
        <ConflictNotice
          message={conflict}
          onReload={() => void reload()}
          reloading={reloading}
          description="所选费用均未审核；重新加载后显示他人修改后的费用，请核对后重新选择。"
        />
      ) : null}
      <DataTable
        caption={`${label}费用审核列表`}
        columns={view.columns}
        rows={rows}
        loading={loading}
        selection={{
          selected: selection.allMatching ? new Set(selectable.map((r) => r.id)) : selection.keys,
          onChange: selection.setKeys,
          selectable: (line) => line.approveStatus === 'DSH',
          label: (line) => `选择费用 ${lineLabel(line)}`,
          pageLabel: '全选本页待审核',
        }}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.feeLines.total ?? 0}
        onChange={(pageNum, pageSize) => {
          selection.clear();
          list.setPage(pageNum, pageSize);
        }}
      />
      {asking ? (
        <BulkRunDialog
          key={asking.run}
          request={{
            title: `批量${decisionWords[asking.decision]}`,
            question: `确定${decisionWords[asking.decision]}选中的 ${chosenCount} 条${label}费用吗？`,
            form: (
              <Field.Root>
                <Field.Label>{asking.decision === 'REJECT' ? '驳回原因' : '审核意见'}</Field.Label>
                <Textarea
                  size="sm"
                  rows={2}
                  maxLength={200}
                  value={remark}
                  onChange={(e) => setRemark(e.currentTarget.value)}
                />
              </Field.Root>
            ),
            run: async (ids, idempotencyKey) => {
              if (!selection.allMatching) return decideChosen(asking.decision, ids, idempotencyKey);
              const result = await decideLines({
                variables: { side, ids, decision: asking.decision, remark: orNull(remark) },
                context: { idempotencyKey },
              });
              if (!result.data) throw new Error('没有结果');
              return result.data.bulkDecideFeeLines;
            },
          }}
          rows={chosenRows}
          onClose={(changed) => {
            setAsking(null);
            if (!changed) return;
            showSuccess('状态更新成功');
            selection.clear();
            void refetch().catch(() => undefined);
          }}
        />
      ) : null}
    </ListPage>
  );
}
