import { SettlementViewPage } from './SettlementViewPage.tsx';

/** /finance/receive/view?id= (查看收款). */
export default function ReceiptViewPage() {
  return <SettlementViewPage kind="RECEIPT" />;
}
