import { SettlementListPage } from './SettlementListPage.tsx';

/** /finance/receive (收款管理). */
export default function ReceiptListPage() {
  return <SettlementListPage kind="RECEIPT" />;
}
