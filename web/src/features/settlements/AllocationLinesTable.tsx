import { Badge, Box, Button, Field, HStack, Input, Table, Text } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import type { OpenFeeLinesQuery } from '../../__generated__/graphql.ts';
import { formatDecimal, sumDecimals } from '../../components/form/decimal.ts';
import { sanitizeNumericText } from '../../components/form/numericText.ts';
import { chosenLines } from './allocation.ts';
import type { WriteOffs } from './allocation.ts';

export type OpenLine = OpenFeeLinesQuery['openFeeLines'][number];

/**
 * The open approved lines of a unit, each with the amount to write off now (本次核销, in the
 * line's currency), bound to the form's `writeOffs`; the sum per currency below. Used when a
 * receipt or payment is recorded and when its remainder is allocated later.
 */
export function AllocationLinesTable({
  lines,
  loading,
  label,
}: {
  lines: readonly OpenLine[];
  loading: boolean;
  /** 收款 / 付款 */
  label: string;
}) {
  const formik = useFormikContext<{ writeOffs: WriteOffs }>();
  const { writeOffs } = formik.values;
  const perCurrency = new Map<string, string[]>();
  for (const l of chosenLines(lines, writeOffs)) {
    perCurrency.set(l.currency.name, [
      ...(perCurrency.get(l.currency.name) ?? []),
      writeOffs[l.id] ?? '',
    ]);
  }
  const errorOf = (id: string): string | undefined => {
    const field = `writeOffs.${id}`;
    const error = getIn(formik.errors, field) as unknown;
    const shown = getIn(formik.touched, field) === true || formik.submitCount > 0;
    return shown && typeof error === 'string' ? error : undefined;
  };
  const set = (id: string, value: string) => {
    void formik.setFieldValue(`writeOffs.${id}`, value);
    void formik.setFieldTouched(`writeOffs.${id}`, true, false);
  };

  return (
    <>
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
            {lines.map((l) => {
              const error = errorOf(l.id);
              return (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.orderCode}</Table.Cell>
                  <Table.Cell>{l.feeName}</Table.Cell>
                  <Table.Cell>{l.currency.name}</Table.Cell>
                  <Table.Cell textAlign="end">{l.exchangeRate}</Table.Cell>
                  <Table.Cell textAlign="end">{formatDecimal(l.money)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatDecimal(l.writeOffMoney ?? '0')}</Table.Cell>
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
                    <Field.Root invalid={Boolean(error)}>
                      <HStack gap="1">
                        <Input
                          size="xs"
                          inputMode="decimal"
                          textAlign="end"
                          aria-label={`本次核销 ${l.orderCode} ${l.feeName}`}
                          value={writeOffs[l.id] ?? ''}
                          onChange={(e) =>
                            set(
                              l.id,
                              sanitizeNumericText(e.currentTarget.value, {
                                decimals: true,
                                negative: false,
                              }),
                            )
                          }
                        />
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => set(l.id, l.outstanding)}
                        >
                          全额
                        </Button>
                      </HStack>
                      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
                    </Field.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
            {lines.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={9} textAlign="center" color="fg.muted">
                  {loading ? '加载中…' : '该单位没有待核销的已审核费用'}
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Box fontSize="sm" aria-live="polite">
        本次核销：
        {perCurrency.size === 0
          ? '无'
          : [...perCurrency.entries()]
              .map(([name, values]) => `${name} ${formatDecimal(sumDecimals(values))}`)
              .join('，')}
        <Text as="span" color="fg.muted" ms="2">
          （币种不同时按费用的汇率折算为{label}币种）
        </Text>
      </Box>
    </>
  );
}
