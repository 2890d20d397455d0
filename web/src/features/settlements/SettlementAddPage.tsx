import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Grid,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { businessDate } from '../../../../model/businessDate.ts';
import {
  OpenFeeLinesDocument,
  RecordSettlementDocument,
  SettlementCurrenciesDocument,
  SettlementUnitOptionsDocument,
} from '../../__generated__/graphql.ts';
import type { SettlementKind } from '../../__generated__/graphql.ts';
import { showSuccess, showWarning } from '../../app/toaster.tsx';
import { RecordPicker } from '../../components/form/RecordPicker.tsx';
import type { RecordOption } from '../../components/form/RecordPicker.tsx';
import {
  formatDecimal,
  isDecimalText,
  sumDecimals,
  toScaled,
} from '../../components/form/decimal.ts';
import { sanitizeNumericText } from '../../components/form/numericText.ts';
import { kindDecls } from './kinds.ts';

const moneyText = (text: string) => isDecimalText(text) && /^\d+(\.\d{1,2})?$/.test(text.trim());

/**
 * 新增收款 / 新增付款: the unit, the money and its date, then how much of each open approved
 * line it writes off (in the line's currency). The server converts and checks everything again.
 */
export function SettlementAddPage({ kind }: { kind: SettlementKind }) {
  const decl = kindDecls[kind];
  const client = useApolloClient();
  const navigate = useNavigate();
  const [unit, setUnit] = useState<RecordOption | null>(null);
  const [currency, setCurrency] = useState('3');
  const [amount, setAmount] = useState('');
  const [settleDate, setSettleDate] = useState(() => businessDate());
  const [remark, setRemark] = useState('');
  const [orderCode, setOrderCode] = useState('');
  const [writeOffs, setWriteOffs] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currencies = useQuery(SettlementCurrenciesDocument);
  const open = useQuery(OpenFeeLinesDocument, {
    variables: {
      kind,
      settlementUnitId: unit?.id ?? '0',
      orderCode: orderCode.trim() || null,
    },
    skip: !unit,
    fetchPolicy: 'network-only',
  });
  const [record, recording] = useMutation(RecordSettlementDocument);
  const lines = useMemo(() => open.data?.openFeeLines ?? [], [open.data]);

  const loadUnits = async (keyword: string) => {
    const result = await client.query({
      query: SettlementUnitOptionsDocument,
      variables: { side: decl.feeSide, keyword: keyword || null, limit: 20 },
    });
    return (result.data?.feeSettlementUnits ?? []).map((o) => ({
      id: o.unit.id,
      label: o.unit.code ? `${o.unit.name}（${o.unit.code}）` : o.unit.name,
    }));
  };

  const chosen = lines.filter((l) => (writeOffs[l.id] ?? '').trim() !== '');
  const perCurrency = new Map<string, string[]>();
  for (const l of chosen) {
    perCurrency.set(l.currency.name, [
      ...(perCurrency.get(l.currency.name) ?? []),
      writeOffs[l.id] ?? '',
    ]);
  }

  const save = async () => {
    const problems: Record<string, string> = {};
    if (!unit) problems.unit = `请选择${decl.unitLabel}`;
    if (!amount.trim()) problems.amount = `请输入${decl.label}金额`;
    else if (!moneyText(amount) || (toScaled(amount, 2) ?? 0n) <= 0n)
      problems.amount = `${decl.label}金额必须为大于0的金额（最多两位小数）`;
    if (!settleDate) problems.settleDate = `请选择${decl.label}日期`;
    for (const l of chosen) {
      const text = writeOffs[l.id] ?? '';
      if (!moneyText(text) || (toScaled(text, 2) ?? 0n) <= 0n) problems[l.id] = '核销金额必须大于0';
      else if ((toScaled(text, 2) ?? 0n) > (toScaled(l.outstanding, 2) ?? 0n))
        problems[l.id] = `超过未核销金额 ${formatDecimal(l.outstanding)}`;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (chosen.length === 0) return showWarning('请填写要核销的费用金额');
    const done = await record({
      variables: {
        kind,
        input: {
          settlementUnitId: unit?.id ?? '',
          currency,
          amount: amount.trim(),
          settleDate,
          remark: remark.trim() || null,
          allocations: chosen.map((l) => ({
            feeLineId: l.id,
            writeOffMoney: (writeOffs[l.id] ?? '').trim(),
          })),
        },
      },
    }).catch(() => null);
    if (!done?.data) return;
    showSuccess(`${decl.label}已登记：${done.data.recordSettlement.settlementNo}`);
    void navigate(decl.listPath);
  };

  return (
    <Stack gap="3" width="full">
      <Heading as="h1" size="md">
        新增{decl.label}
      </Heading>
      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Heading size="sm">{decl.label}信息</Heading>
        </Card.Header>
        <Card.Body>
          <Grid
            templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }}
            gap="3"
          >
            <Field.Root required invalid={Boolean(errors.unit)}>
              <Field.Label>
                {decl.unitLabel}
                <Field.RequiredIndicator />
              </Field.Label>
              <RecordPicker
                label={decl.unitLabel}
                value={unit?.id ?? null}
                valueLabel={unit?.label}
                load={loadUnits}
                invalid={Boolean(errors.unit)}
                onChange={(id, rec) => {
                  setUnit(id && rec ? rec : null);
                  setWriteOffs({});
                }}
              />
              <Field.ErrorText>{errors.unit}</Field.ErrorText>
            </Field.Root>
            <Field.Root required>
              <Field.Label>
                币种
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label="币种"
                  value={currency}
                  onChange={(e) => setCurrency(e.currentTarget.value)}
                >
                  {(currencies.data?.dictionary ?? [{ dictCode: '3', dictName: '人民币' }]).map(
                    (d) => (
                      <option key={d.dictCode} value={d.dictCode}>
                        {d.dictName}
                      </option>
                    ),
                  )}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.amount)}>
              <Field.Label>
                {decl.label}金额
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                size="sm"
                inputMode="decimal"
                textAlign="end"
                value={amount}
                placeholder="0.00"
                onChange={(e) =>
                  setAmount(
                    sanitizeNumericText(e.currentTarget.value, { decimals: true, negative: false }),
                  )
                }
              />
              <Field.ErrorText>{errors.amount}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.settleDate)}>
              <Field.Label>
                {decl.label}日期
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                size="sm"
                type="date"
                value={settleDate}
                onChange={(e) => setSettleDate(e.currentTarget.value)}
              />
              <Field.ErrorText>{errors.settleDate}</Field.ErrorText>
            </Field.Root>
            <Field.Root gridColumn={{ md: 'span 2' }}>
              <Field.Label>备注</Field.Label>
              <Input
                size="sm"
                maxLength={200}
                value={remark}
                onChange={(e) => setRemark(e.currentTarget.value)}
              />
            </Field.Root>
          </Grid>
        </Card.Body>
      </Card.Root>

      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading size="sm">待核销费用（已审核）</Heading>
            <HStack gap="2">
              <Input
                size="xs"
                width="200px"
                placeholder="按订单号筛选"
                aria-label="按订单号筛选"
                value={orderCode}
                onChange={(e) => setOrderCode(e.currentTarget.value)}
              />
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body gap="3">
          {!unit ? (
            <Text color="fg.muted" fontSize="sm">
              请先选择{decl.unitLabel}
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="待核销费用">
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>订单号</Table.ColumnHeader>
                    <Table.ColumnHeader>费用名称</Table.ColumnHeader>
                    <Table.ColumnHeader>币种</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">汇率</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">已核销</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">未核销</Table.ColumnHeader>
                    <Table.ColumnHeader>到期日</Table.ColumnHeader>
                    <Table.ColumnHeader width="180px">本次核销</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lines.map((l) => (
                    <Table.Row key={l.id}>
                      <Table.Cell>{l.orderCode}</Table.Cell>
                      <Table.Cell>{l.feeName}</Table.Cell>
                      <Table.Cell>{l.currency.name}</Table.Cell>
                      <Table.Cell textAlign="end">{l.exchangeRate}</Table.Cell>
                      <Table.Cell textAlign="end">{formatDecimal(l.money)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {formatDecimal(l.writeOffMoney ?? '0')}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="medium">
                        {formatDecimal(l.outstanding)}
                      </Table.Cell>
                      <Table.Cell>
                        {l.dueDate ?? '—'}{' '}
                        {l.overdue ? (
                          <Badge size="xs" colorPalette="red">
                            逾期
                          </Badge>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell>
                        <Field.Root invalid={Boolean(errors[l.id])}>
                          <HStack gap="1">
                            <Input
                              size="xs"
                              inputMode="decimal"
                              textAlign="end"
                              aria-label={`本次核销 ${l.orderCode} ${l.feeName}`}
                              value={writeOffs[l.id] ?? ''}
                              onChange={(e) =>
                                setWriteOffs({
                                  ...writeOffs,
                                  [l.id]: sanitizeNumericText(e.currentTarget.value, {
                                    decimals: true,
                                    negative: false,
                                  }),
                                })
                              }
                            />
                            <Button
                              size="xs"
                              variant="outline"
                              onClick={() => setWriteOffs({ ...writeOffs, [l.id]: l.outstanding })}
                            >
                              全额
                            </Button>
                          </HStack>
                          <Field.ErrorText fontSize="xs">{errors[l.id]}</Field.ErrorText>
                        </Field.Root>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                  {lines.length === 0 ? (
                    <Table.Row>
                      <Table.Cell colSpan={9} textAlign="center" color="fg.muted">
                        {open.loading ? '加载中…' : '该单位没有待核销的已审核费用'}
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          <HStack justify="space-between" wrap="wrap">
            <Box fontSize="sm" aria-live="polite">
              本次核销：
              {perCurrency.size === 0
                ? '无'
                : [...perCurrency.entries()]
                    .map(([name, values]) => `${name} ${formatDecimal(sumDecimals(values))}`)
                    .join('，')}
              <Text as="span" color="fg.muted" ms="2">
                （币种不同时按费用的汇率折算为{decl.label}币种）
              </Text>
            </Box>
            <HStack gap="2">
              <Button size="sm" variant="outline" onClick={() => void navigate(decl.listPath)}>
                返回
              </Button>
              <Button size="sm" loading={recording.loading} onClick={() => void save()}>
                保存
              </Button>
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
