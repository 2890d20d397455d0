import type { ArInvoiceStatus } from '../../__generated__/graphql.ts';
import { StatusBadge } from '../../components/list/StatusBadge.tsx';
import type { BadgePalette } from '../../components/list/StatusBadge.tsx';

export const invoiceStatusOptions: readonly { value: ArInvoiceStatus; label: string }[] = [
  { value: 'YKP', label: '已开票' },
  { value: 'YZF', label: '已作废' },
];

const palettes: Record<ArInvoiceStatus, BadgePalette> = { YKP: 'green', YZF: 'red' };

/** An invoice's state as a coloured badge with the server's word. */
export function InvoiceStatusBadge({ status, name }: { status: ArInvoiceStatus; name: string }) {
  return <StatusBadge status={status} label={name} colorPalette={palettes[status]} />;
}
