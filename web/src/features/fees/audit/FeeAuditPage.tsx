import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  ApproveFeeLinesDocument,
  FeeAuditFeeTypesDocument,
  FeeAuditLinesDocument,
  RejectFeeLinesDocument,
} from '../../../__generated__/graphql.ts';
import type {
  FeeApproveStatus,
  FeeAuditPage_LineFragment,
  FeeSide,
} from '../../../__generated__/graphql.ts';
import { showSuccess, showWarning } from '../../../app/toaster.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { DateField, SelectField, TextField } from '../../../components/form/index.ts';
import {
  DataTable,
  ListPage,
  Pager,
  SearchForm,
  defaultPageSizes,
  useListState,
  useListView,
} from '../../../components/list/index.ts';
import type { Column } from '../../../components/list/index.ts';
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

type Decision = 'approve' | 'reject';

const decisionWords: Record<Decision, string> = { approve: '审核通过', reject: '驳回' };

/** /fee/audit (费用审核): finance approves or sends back submitted fee lines of one side. */
export default function FeeAuditPage() {
  const list = useListState(searchDefaults, defaultPageSizes.basic);
  const { search } = list;
  const side = sideOf(search.side);
  const { data, loading, error, refetch } = useQuery(FeeAuditLinesDocument, {
    variables: {
      side,
      pageNum: list.pageNum,
      pageSize: list.pageSize,
      filter: {
        orderCode: orNull(search.orderCode),
        feeTypeId: orNull(search.feeTypeId),
        settlementUnitName: orNull(search.settlementUnitName),
        approveStatus: statusOf(search.approveStatus),
        createdFrom: orNull(search.createdFrom),
        createdTo: orNull(search.createdTo),
      },
    },
    notifyOnNetworkStatusChange: true,
  });
  const feeTypes = useQuery(FeeAuditFeeTypesDocument, { variables: { limit: 500 } });
  const [approve, approving] = useMutation(ApproveFeeLinesDocument);
  const [reject, rejecting] = useMutation(RejectFeeLinesDocument);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState<Decision | null>(null);
  const [remark, setRemark] = useState('');

  const rows = useMemo(() => data?.feeLines.items ?? [], [data]);
  // Only lines waiting for review can be decided; the choice follows what the page now shows.
  const selectable = useMemo(
    () => rows.filter((r) => r.approveStatus === 'DSH').map((r) => r.id),
    [rows],
  );
  const chosen = selectable.filter((id) => selected.has(id));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const ask = (decision: Decision) => {
    if (chosen.length === 0) return showWarning(`请选择要${decisionWords[decision]}的费用`);
    setRemark('');
    setAsking(decision);
  };

  const decide = async () => {
    if (!asking) return;
    const variables = { side, ids: chosen, remark: orNull(remark) };
    // A refusal is toasted, message by message, by the app's error link.
    const message =
      asking === 'approve'
        ? (await approve({ variables }).catch(() => null))?.data?.approveFeeLines.message
        : (await reject({ variables }).catch(() => null))?.data?.rejectFeeLines.message;
    setAsking(null);
    if (message === undefined) return;
    showSuccess(message || '状态更新成功');
    setSelected(new Set());
    await refetch().catch(() => undefined);
  };

  const columns: Column<FeeAuditPage_LineFragment>[] = [
    {
      key: 'select',
      title: '选择',
      width: '48px',
      align: 'center',
      render: (line) =>
        line.approveStatus === 'DSH' ? (
          <Checkbox.Root
            size="xs"
            checked={selected.has(line.id)}
            onCheckedChange={(e) => toggle(line.id, e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={`选择费用 ${line.orderCode} ${line.feeName}`} />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null,
    },
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
  if (isForbidden(error)) return <ForbiddenResult />;

  const busy = approving.loading || rejecting.loading;
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
            setSelected(new Set());
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
        <HStack gap="3" wrap="wrap">
          <Checkbox.Root
            size="sm"
            checked={allChosen}
            disabled={selectable.length === 0}
            onCheckedChange={(e) => setSelected(new Set(e.checked === true ? selectable : []))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>全选本页待审核</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            已选 {chosen.length} 条
          </Text>
          <Button size="xs" disabled={chosen.length === 0} onClick={() => ask('approve')}>
            审核通过
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={chosen.length === 0}
            onClick={() => ask('reject')}
          >
            驳回
          </Button>
        </HStack>
      }
    >
      <DataTable
        caption={`${label}费用审核列表`}
        columns={view.columns}
        rows={rows}
        loading={loading}
      />
      <Pager
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={data?.feeLines.total ?? 0}
        onChange={(pageNum, pageSize) => {
          setSelected(new Set());
          list.setPage(pageNum, pageSize);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title="提示"
        loading={busy}
        onConfirm={() => void decide()}
        onCancel={() => setAsking(null)}
      >
        <Text mb="3">
          确定{asking ? decisionWords[asking] : ''}选中的 {chosen.length} 条{label}费用吗？
        </Text>
        <Field.Root>
          <Field.Label>{asking === 'reject' ? '驳回原因' : '审核意见'}</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            maxLength={200}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
          />
        </Field.Root>
      </ConfirmDialog>
    </ListPage>
  );
}
