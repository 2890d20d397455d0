import { HStack, Table, Text } from '@chakra-ui/react';
import type { FeeTotalsTable_TotalsFragment } from '../../__generated__/graphql.ts';
import { formatDecimal } from '../../components/form/decimal.ts';
import { ProfitAmount } from './approval.tsx';
import type { FeeTotalsView } from './feeMath.ts';

/** The server's totals (the same sums the profit list shows) as the table shows them. */
export function serverTotalsView(totals: FeeTotalsTable_TotalsFragment): FeeTotalsView {
  return {
    byCurrency: totals.byCurrency.map((t) => ({
      currency: t.currency.code,
      currencyName: t.currency.name,
      receivable: t.receivable,
      payable: t.payable,
      amount: t.amount,
    })),
    receivableCny: totals.receivableCny,
    payableCny: totals.payableCny,
    profitCny: totals.profitCny,
    missingRates: 0,
  };
}

/** An order's fee totals per currency and in CNY, shared by the fee editor and profit approval. */
export function FeeTotalsTable({ totals }: { totals: FeeTotalsView }) {
  return (
    <>
      <Table.Root size="sm" aria-label="按币种合计" maxWidth="640px">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>币种</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">应收</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">应付</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">差额</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {totals.byCurrency.map((t) => (
            <Table.Row key={t.currency}>
              <Table.Cell>{t.currencyName}</Table.Cell>
              <MoneyCell value={t.receivable} />
              <MoneyCell value={t.payable} />
              <MoneyCell value={t.amount} />
            </Table.Row>
          ))}
          {totals.byCurrency.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={4} textAlign="center" color="fg.muted">
                暂无数据
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
      <HStack gap="8" wrap="wrap" fontVariantNumeric="tabular-nums">
        <Text>
          应收合计（人民币）：
          <b data-testid="receivable-cny">{formatDecimal(totals.receivableCny)}</b>
        </Text>
        <Text>
          应付合计（人民币）：<b data-testid="payable-cny">{formatDecimal(totals.payableCny)}</b>
        </Text>
        <Text>
          利润（人民币）：
          <b>
            <ProfitAmount value={totals.profitCny} testId="profit-cny" />
          </b>
        </Text>
      </HStack>
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
