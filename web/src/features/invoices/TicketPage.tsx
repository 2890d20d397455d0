import { ReceivableLinesList } from './ReceivableLinesList.tsx';

/** /finance/ticket (已开票): receivable lines on a current invoice. */
export default function TicketPage() {
  return <ReceivableLinesList invoiced />;
}
