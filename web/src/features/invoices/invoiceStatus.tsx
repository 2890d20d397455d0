import { INVOICE_STATUS_LABELS } from '../../../../model/codeLabels.ts';
import type { ArInvoiceStatus } from '../../__generated__/graphql.ts';
import { StatusBadge } from '../../components/list/StatusBadge.tsx';
import type { BadgePalette } from '../../components/list/StatusBadge.tsx';

export const invoiceStatusOptions: readonly { value: ArInvoiceStatus; label: string }[] = [
  { value: 'YKP', label: INVOICE_STATUS_LABELS.YKP },
  { value: 'YZF', label: INVOICE_STATUS_LABELS.YZF },
];

const palettes: Record<ArInvoiceStatus, BadgePalette> = { YKP: 'green', YZF: 'red' };

/** An invoice's state as a coloured badge with the server's word. */
export function InvoiceStatusBadge({ status, name }: { status: ArInvoiceStatus; name: string }) {
  return <StatusBadge status={status} label={name} colorPalette={palettes[status]} />;
}
