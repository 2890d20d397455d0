import { ReceivableLinesList } from './ReceivableLinesList.tsx';

/** /finance/noticket (未开票): approved receivable lines not on an invoice; issue from here. */
export default function NoTicketPage() {
  return <ReceivableLinesList invoiced={false} />;
}
