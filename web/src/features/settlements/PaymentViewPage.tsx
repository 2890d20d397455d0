import { SettlementViewPage } from './SettlementViewPage.tsx';

/** /finance/pay/view?id= (查看付款). */
export default function PaymentViewPage() {
  return <SettlementViewPage kind="PAYMENT" />;
}
