import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  DataList,
  Field,
  Flex,
  HStack,
  Heading,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DecideOrderFeesDocument, ProfitDetailDocument } from '../../../__generated__/graphql.ts';
import type {
  FeeSide,
  ProfitApprovalListPage_ApprovalFragment,
  ProfitDetailPage_LineFragment,
} from '../../../__generated__/graphql.ts';
import { conflictOf, errorCodes } from '../../../app/graphqlErrors.ts';
import { showSuccess } from '../../../app/toaster.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../../components/QueryFailure.tsx';
import { ResultPage } from '../../../components/ResultPage.tsx';
import { formatDecimal } from '../../../components/form/decimal.ts';
import { DataTable } from '../../../components/list/index.ts';
import type { Column } from '../../../components/list/index.ts';
import { FeeTotalsTable, serverTotalsView } from '../FeeTotalsTable.tsx';
import { feeTotals } from '../feeMath.ts';
import type { FeeTotalsView, MoneyLine } from '../feeMath.ts';
import { sideLabels } from '../feeRows.ts';
import { ApproveBadge, OrderCodeLink, formatQuantity } from '../approval.tsx';

type Line = ProfitDetailPage_LineFragment;

const moneyLine = (line: Line): MoneyLine => ({
  money: line.money,
  currency: line.currency.code,
  currencyName: line.currency.name,
  exchangeRate: line.exchangeRate,
  cnyMoney: line.cnyMoney,
});

const columns: Column<Line>[] = [
  { key: 'feeName', title: '费用名称' },
  { key: 'settlementUnit.name', title: '结算单位' },
  { key: 'unitPrice', title: '单价', align: 'end', render: (l) => formatQuantity(l.unitPrice) },
  { key: 'quantity', title: '数量', align: 'end', render: (l) => formatQuantity(l.quantity) },
  { key: 'currency.name', title: '币种' },
  { key: 'exchangeRate', title: '汇率', kind: 'number', scale: 4 },
  { key: 'money', title: '金额', kind: 'money' },
  { key: 'cnyMoney', title: '人民币金额', kind: 'money' },
  {
    key: 'approveStatus',
    title: '审核状态',
    align: 'center',
    render: (l) => <ApproveBadge status={l.approveStatus} name={l.approveStatusName} />,
  },
  { key: 'approveRemark', title: '审核意见' },
  { key: 'invoiceNo', title: '发票号' },
  { key: 'creator', title: '创建人' },
  { key: 'createDate', title: '创建日期', kind: 'date' },
];

/** /fee/profit/detail?orderCode=: an order's payables and receivables, totals, profit, decisions. */
export default function ProfitDetailPage() {
  const [params] = useSearchParams();
  const orderCode = params.get('orderCode')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(ProfitDetailDocument, {
    variables: { orderCode },
    skip: orderCode === '',
    fetchPolicy: 'cache-and-network',
  });

  if (orderCode === '') return <ResultPage code="404" title="缺少订单号" />;
  if (isForbidden(error)) return <ForbiddenResult />;
  if (errorCodes(error).includes('NOT_FOUND')) {
    return <ResultPage code="404" title={`订单 ${orderCode} 不存在`} />;
  }
  const fees = data?.orderFees;
  if (!fees) {
    return loading ? <PageLoading /> : <ResultPage code="500" title="费用信息加载失败" />;
  }
  const summary = data.profitApprovals.items.find((i) => i.orderCode === orderCode) ?? null;
  // The server's sums: the same figures as this order's row of the approval list.
  const totals = serverTotalsView(fees.totals);

  return (
    <Stack gap="3" width="full">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <Heading as="h1" size="md">
          利润审批详情
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/fee/profit">返回列表</RouterLink>
        </Button>
      </Flex>
      <SummaryCard orderCode={orderCode} summary={summary} totals={totals} />
      {(['RECEIVABLE', 'PAYABLE'] as const).map((side) => (
        <SideCard
          key={side}
          side={side}
          orderCode={orderCode}
          lines={side === 'RECEIVABLE' ? fees.receivables : fees.payables}
          version={side === 'RECEIVABLE' ? fees.receivableVersion : fees.payableVersion}
          onDecided={() => refetch().catch(() => undefined)}
        />
      ))}
    </Stack>
  );
}

function SummaryCard({
  orderCode,
  summary,
  totals,
}: {
  orderCode: string;
  summary: ProfitApprovalListPage_ApprovalFragment | null;
  totals: FeeTotalsView;
}) {
  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label="利润汇总">
      <Card.Header borderBottomWidth="1px" pb="2">
        <Heading as="h2" size="sm">
          基本信息
        </Heading>
      </Card.Header>
      <Card.Body pt="3" gap="4">
        <DataList.Root
          orientation="horizontal"
          size="sm"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
        >
          <Item label="订单号">
            <OrderCodeLink orderCode={orderCode} orderType={summary?.orderType.code ?? ''} />
          </Item>
          <Item label="业务类型">{summary?.orderType.name ?? ''}</Item>
          <Item label="委托客户">{summary?.clientName ?? ''}</Item>
          <Item label="应收状态">
            {summary ? (
              <ApproveBadge status={summary.receiveStatus} name={summary.receiveStatusName} />
            ) : null}
          </Item>
          <Item label="应付状态">
            {summary ? (
              <ApproveBadge status={summary.payStatus} name={summary.payStatusName} />
            ) : null}
          </Item>
        </DataList.Root>
        <FeeTotalsTable totals={totals} />
      </Card.Body>
    </Card.Root>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

interface SideCardProps {
  side: FeeSide;
  orderCode: string;
  lines: readonly Line[];
  /** The side's version as the page read it: a decision sends it back. */
  version: number;
  /** Reads the order's fees again (after a decision, or to see what someone else changed). */
  onDecided: () => Promise<unknown>;
}

/** One side's lines (YSList or YFList), its totals, and the decision on its submitted lines. */
function SideCard({ side, orderCode, lines, version, onDecided }: SideCardProps) {
  const label = sideLabels[side];
  const [decide, deciding] = useMutation(DecideOrderFeesDocument);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [remark, setRemark] = useState('');
  // A decision refused because someone changed the side's lines since the page read them.
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onDecided();
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };
  const pending = lines.filter((l) => l.approveStatus === 'DSH').length;
  const own = feeTotals(
    side === 'RECEIVABLE' ? lines.map(moneyLine) : [],
    side === 'PAYABLE' ? lines.map(moneyLine) : [],
  );
  const words = asking === 'reject' ? '驳回' : '审核通过';

  const ask = (decision: 'approve' | 'reject') => {
    setRemark('');
    setAsking(decision);
  };

  const confirm = async () => {
    const result = await decide({
      variables: {
        orderCode,
        side,
        reject: asking === 'reject',
        remark: remark.trim() === '' ? null : remark.trim(),
        expectedVersion: version,
      },
    }).catch((error: unknown) => {
      setConflict(conflictOf(error));
      return null;
    });
    setAsking(null);
    // A refusal is toasted, message by message, by the app's error link.
    if (!result?.data) return;
    setConflict(null);
    showSuccess(result.data.decideOrderFees.message || '状态更新成功');
    await onDecided();
  };

  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label={`${label}费用`}>
      <Card.Header borderBottomWidth="1px" pb="2">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <HStack gap="2">
            <Heading as="h2" size="sm">
              {label}费用
            </Heading>
            <Text fontSize="xs" color="fg.muted">
              共 {lines.length} 条，待审核 {pending} 条
            </Text>
          </HStack>
          <HStack gap="2">
            <Button size="xs" disabled={pending === 0} onClick={() => ask('approve')}>
              {label}审核通过
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={pending === 0}
              onClick={() => ask('reject')}
            >
              {label}驳回
            </Button>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body pt="3" gap="2">
        {conflict ? (
          <ConflictNotice
            message={conflict}
            onReload={() => void reload()}
            reloading={reloading}
            description={`${label}审核未执行；重新加载后显示他人修改后的${label}费用，请核对后重新审核。`}
          />
        ) : null}
        <DataTable caption={`${label}费用明细`} columns={columns} rows={lines} maxHeight="360px" />
        <HStack
          gap="6"
          justify="flex-end"
          wrap="wrap"
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
        >
          {own.byCurrency.map((t) => (
            <Text key={t.currency}>
              {t.currencyName}：{formatDecimal(side === 'RECEIVABLE' ? t.receivable : t.payable)}
            </Text>
          ))}
          <Text fontWeight="semibold">
            {label}合计（人民币）：
            <span data-testid={`${side === 'RECEIVABLE' ? 'receivable' : 'payable'}-side-cny`}>
              {formatDecimal(side === 'RECEIVABLE' ? own.receivableCny : own.payableCny)}
            </span>
          </Text>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={asking !== null}
        title="提示"
        loading={deciding.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <Text mb="3">
          确定{words}订单 {orderCode} 的 {pending} 条待审核{label}费用吗？
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
    </Card.Root>
  );
}
