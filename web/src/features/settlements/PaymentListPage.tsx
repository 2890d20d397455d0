import { SettlementListPage } from './SettlementListPage.tsx';

/** /finance/pay (付款管理). */
export default function PaymentListPage() {
  return <SettlementListPage kind="PAYMENT" />;
}
