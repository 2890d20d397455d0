import { HStack, Table, Text } from '@chakra-ui/react';
import type { CurrencyTotals_AmountFragment } from '../../__generated__/graphql.ts';
import { formatDecimal } from '../../components/form/decimal.ts';

export interface CurrencyTotalsProps {
  totals: readonly CurrencyTotals_AmountFragment[];
  /** Σ cnyMoney of the same lines, when the list knows it. */
  cnyMoney?: string;
  label: string;
}

/** Money, written off and outstanding per currency (the server's exact sums), CNY first. */
export function CurrencyTotals({ totals, cnyMoney, label }: CurrencyTotalsProps) {
  return (
    <>
      <Table.Root size="sm" aria-label={label} maxWidth="720px">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>币种</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">条数</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">已核销</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">未收金额</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.map((t) => (
            <Table.Row key={t.currency.code}>
              <Table.Cell>{t.currency.name}</Table.Cell>
              <Table.Cell textAlign="end">{t.count}</Table.Cell>
              <MoneyCell value={t.money} />
              <MoneyCell value={t.writeOffMoney} />
              <MoneyCell value={t.outstanding} />
            </Table.Row>
          ))}
          {totals.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5} textAlign="center" color="fg.muted">
                暂无数据
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
      {cnyMoney !== undefined ? (
        <HStack fontVariantNumeric="tabular-nums">
          <Text>
            折合人民币合计：<b data-testid="cny-total">{formatDecimal(cnyMoney)}</b>
          </Text>
        </HStack>
      ) : null}
    </>
  );
}

function MoneyCell({ value }: { value: string }) {
  return (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      {formatDecimal(value)}
    </Table.Cell>
  );
}
