import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  DataList,
  Flex,
  HStack,
  Heading,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import {
  AllocateSettlementDocument,
  OpenFeeLinesDocument,
  SettlementViewDocument,
  UndoSettlementAllocationDocument,
} from '../../__generated__/graphql.ts';
import type {
  SettlementKind,
  SettlementViewPage_SettlementFragment,
} from '../../__generated__/graphql.ts';
import { errorCodes } from '../../app/graphqlErrors.ts';
import { showError, showSuccess, showWarning } from '../../app/toaster.tsx';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { RecordTabs } from '../history/RecordTabs.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { applyServerErrors, formatDecimal, toScaled } from '../../components/form/index.ts';
import { DataTable, formatDate, formatDateTime } from '../../components/list/index.ts';
import type { Column } from '../../components/list/index.ts';
import { StatusBadge } from '../../components/list/StatusBadge.tsx';
import { AllocationLinesTable } from './AllocationLinesTable.tsx';
import type { OpenLine } from './AllocationLinesTable.tsx';
import {
  allocationFieldAliases,
  chosenLines,
  sameCurrencyTotal,
  writeOffsSchema,
} from './allocation.ts';
import type { WriteOffs } from './allocation.ts';
import { kindDecls } from './kinds.ts';
import type { KindDecl } from './kinds.ts';

type Settlement = SettlementViewPage_SettlementFragment;
type Allocation = Settlement['allocations'][number];

/**
 * /finance/receive/view?id= and /finance/pay/view?id=: a receipt or payment with what it wrote
 * off; its remainder (未核销余额) allocated to further open lines of its unit, and an allocation
 * undone (撤销核销), each its own recorded action.
 */
export function SettlementViewPage({ kind }: { kind: SettlementKind }) {
  const decl = kindDecls[kind];
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error, refetch } = useQuery(SettlementViewDocument, {
    variables: { kind, id },
    skip: id === '',
    fetchPolicy: 'cache-and-network',
  });
  const [undo, undoing] = useMutation(UndoSettlementAllocationDocument);
  const [asking, setAsking] = useState<Allocation | null>(null);
  // Bumped after each change, so the open lines are asked for again.
  const [version, setVersion] = useState(0);

  if (id === '') return <ResultPage code="404" title={`缺少${decl.label}编号`} />;
  if (isForbidden(error)) return <ForbiddenResult />;
  const codes = errorCodes(error);
  if (codes.includes('NOT_FOUND') || codes.includes('BAD_USER_INPUT')) {
    return <ResultPage code="404" title={`${decl.label}记录不存在`} />;
  }
  const settlement = data?.settlement;
  if (!settlement) {
    return loading ? <PageLoading /> : <ResultPage code="500" title={`${decl.label}加载失败`} />;
  }
  const live = settlement.status === 'ZC';
  const remainder = toScaled(settlement.unallocated, 2) ?? 0n;

  const confirmUndo = async () => {
    if (!asking) return;
    const done = await undo({
      variables: {
        kind,
        id: settlement.id,
        allocationId: asking.id,
        expectedVersion: settlement.version,
      },
    }).catch(() => null);
    setAsking(null);
    // A refusal is toasted by the app's error link.
    if (!done?.data) return;
    showSuccess(`已撤销费用「${asking.feeName}」的核销`);
    setVersion((v) => v + 1);
  };

  const columns: Column<Allocation>[] = [
    { key: 'orderCode', title: '订单号' },
    { key: 'feeName', title: '费用名称' },
    { key: 'lineCurrency.name', title: '费用币种' },
    { key: 'lineRate', title: '费用汇率', kind: 'number', scale: 4 },
    { key: 'writeOffMoney', title: '核销金额', kind: 'money' },
    { key: 'amount', title: `占用${decl.label}（${settlement.currency.name}）`, kind: 'money' },
    { key: 'lineOutstanding', title: '费用未核销', kind: 'money' },
    {
      key: 'reversed',
      title: '状态',
      align: 'center',
      render: (a) => (
        <StatusBadge
          status={a.reversed ? '已撤销' : '有效'}
          label={a.reversed ? '已撤销' : '有效'}
          colorPalette={a.reversed ? 'gray' : 'green'}
        />
      ),
    },
  ];

  return (
    <Stack gap="3" width="full">
      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2">
          <Heading as="h1" size="md">
            {decl.label}详情 {settlement.settlementNo}
          </Heading>
          <StatusBadge
            status={settlement.status}
            label={settlement.statusName}
            colorPalette={live ? 'green' : 'gray'}
          />
        </HStack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={decl.listPath}>返回列表</RouterLink>
        </Button>
      </Flex>
      <RecordTabs typeName="Settlement" variables={{ id, kind }} detailTitle={`${decl.label}信息`}>
        <Stack gap="3">
          <Card.Root size="sm" variant="outline" as="section" aria-label={`${decl.label}信息`}>
            <Card.Header borderBottomWidth="1px" pb="2">
              <Heading as="h2" size="sm">
                基本信息
              </Heading>
            </Card.Header>
            <Card.Body pt="3">
              <DataList.Root
                orientation="horizontal"
                size="sm"
                display="grid"
                gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
              >
                <Item label={`${decl.label}单号`}>{settlement.settlementNo}</Item>
                <Item label={decl.unitLabel}>{settlement.settlementUnit.name}</Item>
                <Item label={`${decl.label}日期`}>{formatDate(settlement.settleDate)}</Item>
                <Item label="币种">
                  {settlement.currency.name}（汇率 {settlement.currencyRate}）
                </Item>
                <Item label={`${decl.label}金额`}>
                  <Money testId="settlement-amount" value={settlement.amount} />
                </Item>
                <Item label="已核销">
                  <Money testId="settlement-allocated" value={settlement.allocated} />
                </Item>
                <Item label="未核销余额">
                  <Text
                    as="span"
                    fontWeight="semibold"
                    color={live && remainder > 0n ? 'orange.600' : undefined}
                  >
                    <Money testId="settlement-unallocated" value={settlement.unallocated} />
                  </Text>
                </Item>
                <Item label="登记人">{settlement.creator ?? ''}</Item>
                <Item label="登记时间">{formatDateTime(settlement.createDate)}</Item>
                <Item label="备注">{settlement.remark ?? ''}</Item>
                {!live ? (
                  <>
                    <Item label="冲销人">{settlement.reverser ?? ''}</Item>
                    <Item label="冲销时间">{formatDateTime(settlement.reverseDate)}</Item>
                    <Item label="冲销原因">{settlement.reverseReason ?? ''}</Item>
                  </>
                ) : null}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm" variant="outline" as="section" aria-label="核销明细">
            <Card.Header borderBottomWidth="1px" pb="2">
              <Heading as="h2" size="sm">
                核销明细（{settlement.allocations.length} 条）
              </Heading>
            </Card.Header>
            <Card.Body pt="3">
              <DataTable
                caption="核销明细"
                columns={columns}
                rows={settlement.allocations}
                maxHeight="360px"
                actionsTitle="操作"
                actions={(a) =>
                  live && !a.reversed ? (
                    <Button
                      size="xs"
                      variant="plain"
                      color="red.600"
                      px="0"
                      aria-label={`撤销核销 ${a.orderCode} ${a.feeName}`}
                      onClick={() => setAsking(a)}
                    >
                      撤销
                    </Button>
                  ) : null
                }
              />
            </Card.Body>
          </Card.Root>
          {live && remainder > 0n ? (
            <RemainderCard
              key={version}
              decl={decl}
              settlement={settlement}
              onReload={() => refetch()}
            />
          ) : null}
        </Stack>
      </RecordTabs>
      <ConfirmDialog
        open={asking !== null}
        title="撤销核销"
        loading={undoing.loading}
        onConfirm={() => void confirmUndo()}
        onCancel={() => setAsking(null)}
      >
        确定撤销费用「{asking?.feeName}」（{asking?.orderCode}）的核销 {asking?.lineCurrency.name}{' '}
        {formatDecimal(asking?.writeOffMoney ?? '0')} 吗？
        撤销后该费用恢复为未核销，所占金额回到未核销余额。
      </ConfirmDialog>
    </Stack>
  );
}

interface RemainderValues {
  writeOffs: WriteOffs;
}

/** 核销余额: the unit's open lines, and how much of each the remainder writes off now. */
function RemainderCard({
  decl,
  settlement,
  onReload,
}: {
  decl: KindDecl;
  settlement: Settlement;
  /** Reads the settlement again (after a refused save). */
  onReload: () => Promise<unknown>;
}) {
  const [orderCode, setOrderCode] = useState('');
  const open = useQuery(OpenFeeLinesDocument, {
    variables: {
      kind: settlement.kind,
      settlementUnitId: settlement.settlementUnit.id,
      orderCode: orderCode.trim() || null,
    },
    fetchPolicy: 'network-only',
  });
  const [allocate] = useMutation(AllocateSettlementDocument, {
    context: { skipErrorToast: true },
  });
  const lines: readonly OpenLine[] = open.data?.openFeeLines ?? [];
  const remainder = settlement.unallocated;
  // 核销 refused because the record changed since it was read (CONFLICT): the notice, 重新加载,
  // and the amounts typed kept in the lines, listed after the reload.
  const typedLines = useMemo(
    () => lines.map((l) => ({ name: l.id, label: `${l.orderCode} ${l.feeName}` })),
    [lines],
  );
  const conflict = useFormConflict(typedLines, () => Promise.all([onReload(), open.refetch()]));

  // The lines of the settlement's currency must fit in the remainder; others convert on save.
  const validate = (
    values: RemainderValues,
  ): FormikErrors<RemainderValues> & { total?: string } => {
    const total = sameCurrencyTotal(lines, values.writeOffs, settlement.currency.code);
    if ((toScaled(total, 2) ?? 0n) <= (toScaled(remainder, 2) ?? 0n)) return {};
    return {
      total: `${settlement.currency.name}核销合计 ${formatDecimal(total)} 超过未核销余额 ${formatDecimal(remainder)}`,
    };
  };

  const submit = async (values: RemainderValues, helpers: FormikHelpers<RemainderValues>) => {
    const chosen = chosenLines(lines, values.writeOffs);
    if (chosen.length === 0) {
      showWarning('请填写要核销的费用金额');
      return;
    }
    try {
      const done = await allocate({
        variables: {
          kind: settlement.kind,
          id: settlement.id,
          expectedVersion: settlement.version,
          allocations: chosen.map((l) => ({
            feeLineId: l.id,
            writeOffMoney: (values.writeOffs[l.id] ?? '').trim(),
          })),
        },
      });
      if (!done.data) return;
      showSuccess(`已核销 ${chosen.length} 条费用`);
      conflict.clear();
      helpers.resetForm();
      await open.refetch().catch(() => undefined);
    } catch (error) {
      const message = conflict.refused(error, { ...values.writeOffs }, {});
      if (message === null) applyServerErrors(helpers, error, allocationFieldAliases(chosen));
      else showError(message);
    }
  };

  return (
    <Card.Root size="sm" variant="outline" as="section" aria-label="核销余额">
      <Formik<RemainderValues>
        initialValues={{ writeOffs: {} }}
        validationSchema={yup.object({ writeOffs: writeOffsSchema(lines) })}
        validate={validate}
        onSubmit={submit}
      >
        {(formik) => (
          <Form noValidate>
            <Card.Header borderBottomWidth="1px" pb="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h2" size="sm">
                  核销余额（未核销余额 {settlement.currency.name}{' '}
                  {formatDecimal(settlement.unallocated)}）
                </Heading>
                <Input
                  size="xs"
                  width="200px"
                  placeholder="按订单号筛选"
                  aria-label="按订单号筛选"
                  value={orderCode}
                  onChange={(e) => setOrderCode(e.currentTarget.value)}
                />
              </HStack>
            </Card.Header>
            <Card.Body pt="3" gap="3">
              {conflict.notice}
              <AllocationLinesTable lines={lines} loading={open.loading} label={decl.label} />
              <HStack justify="space-between" wrap="wrap">
                <Text fontSize="sm" color="fg.error">
                  {(formik.errors as { total?: string }).total ?? ''}
                </Text>
                <Button size="sm" type="submit" loading={formik.isSubmitting}>
                  核销
                </Button>
              </HStack>
            </Card.Body>
          </Form>
        )}
      </Formik>
    </Card.Root>
  );
}

function Money({ value, testId }: { value: string; testId: string }) {
  return (
    <Text as="span" fontVariantNumeric="tabular-nums" data-testid={testId}>
      {formatDecimal(value)}
    </Text>
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
