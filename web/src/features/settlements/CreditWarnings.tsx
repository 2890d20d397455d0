import { Alert, Stack } from '@chakra-ui/react';
import type { CreditWarnings_CreditFragment as Credit } from '../../__generated__/graphql.ts';
import { formatDecimal, sumDecimals, toScaled } from '../../components/form/decimal.ts';

/**
 * The client's credit warnings on the order form and the order page's fees (信用控制): over its limit with the
 * receivables not yet received plus the lines not yet approved (and those typed but not saved),
 * lines past the account period, new orders stopped by finance. Nothing when all is well.
 */
export function CreditWarnings({
  credit,
  unsavedCny = '0',
}: {
  credit: Credit | null;
  /** CNY of receivable rows of this client typed but not saved yet. */
  unsavedCny?: string;
}) {
  if (!credit) return null;
  const warnings = [...credit.warnings];
  const extra = toScaled(unsavedCny, 2) ?? 0n;
  const limit = credit.creditLimit === null ? null : toScaled(credit.creditLimit, 2);
  const withNew = sumDecimals([credit.exposure, unsavedCny]);
  if (extra > 0n && limit !== null && !credit.overLimit && (toScaled(withNew, 2) ?? 0n) > limit) {
    warnings.push(
      `加上未保存的应收费用 ¥${formatDecimal(unsavedCny)}，客户「${credit.customerName}」共 ¥${formatDecimal(withNew)}，将超出信用额度 ¥${formatDecimal(credit.creditLimit)}`,
    );
  }
  if (warnings.length === 0) return null;
  const serious =
    credit.overLimit || credit.orderBlocked || warnings.length > credit.warnings.length;
  return (
    <Alert.Root status={serious ? 'error' : 'warning'} size="sm" role="alert" aria-label="信用提醒">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>信用提醒</Alert.Title>
        <Alert.Description>
          <Stack gap="0.5">
            {warnings.map((w) => (
              <span key={w}>{w}</span>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
