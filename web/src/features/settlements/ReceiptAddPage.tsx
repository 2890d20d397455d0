import { SettlementAddPage } from './SettlementAddPage.tsx';

/** /finance/receive/add (新增收款). */
export default function ReceiptAddPage() {
  return <SettlementAddPage kind="RECEIPT" />;
}
