import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { orderTypeByShippingType } from '../../../../model/orders/index.ts';
import type { FeeApproveStatus, FeeSide, ProfitSideStatus } from '../../__generated__/graphql.ts';
import { formatDecimal } from '../../components/form/decimal.ts';
import { StatusBadge } from '../../components/list/StatusBadge.tsx';
import type { BadgePalette } from '../../components/list/StatusBadge.tsx';

/** The approval codes of a fee line with the words finance uses, in the order they happen. */
export const approveStatusOptions: readonly { value: FeeApproveStatus; label: string }[] = [
  { value: 'WTJ', label: '未提交' },
  { value: 'DSH', label: '待审核' },
  { value: 'YSH', label: '已审核' },
  { value: 'BH', label: '已驳回' },
];

export const feeSideOptions: readonly { value: FeeSide; label: string }[] = [
  { value: 'RECEIVABLE', label: '应收' },
  { value: 'PAYABLE', label: '应付' },
];

// Waiting is orange and approved green, as everywhere; a line sent back stands out in red.
const approvePalettes: Record<FeeApproveStatus | ProfitSideStatus, BadgePalette> = {
  NONE: 'gray',
  WTJ: 'gray',
  DSH: 'orange',
  YSH: 'green',
  BH: 'red',
};

/** A fee line's (or an order side's) approval state as a coloured badge with the server's word. */
export function ApproveBadge({
  status,
  name,
}: {
  status: FeeApproveStatus | ProfitSideStatus;
  name: string;
}) {
  return <StatusBadge status={status} label={name} colorPalette={approvePalettes[status]} />;
}

/**
 * Unit prices and quantities keep up to four decimals: shown with two, or with four when the
 * third or fourth is not zero, so 0.125 is never shown rounded.
 */
export function formatQuantity(value: string): string {
  const four = formatDecimal(value, 4);
  return /\.\d\d00$/.test(four) ? four.slice(0, -2) : four;
}

/** The order code, linked to the order's view page when its type has one. */
export function OrderCodeLink({ orderCode, orderType }: { orderCode: string; orderType: string }) {
  const decl = orderTypeByShippingType(orderType);
  if (!decl) return <>{orderCode}</>;
  return (
    <Link asChild color="colorPalette.fg" variant="underline">
      <RouterLink to={`${decl.route}/view?orderCode=${encodeURIComponent(orderCode)}`}>
        {orderCode}
      </RouterLink>
    </Link>
  );
}

/** The detail page of an order in profit approval. */
export const profitDetailPath = (orderCode: string) =>
  `/fee/profit/detail?orderCode=${encodeURIComponent(orderCode)}`;

/** A CNY amount with two decimals; a loss shows in red. */
export function ProfitAmount({ value, testId }: { value: string; testId?: string }) {
  return (
    <Text as="span" color={value.startsWith('-') ? 'red.600' : undefined} data-testid={testId}>
      {formatDecimal(value)}
    </Text>
  );
}
