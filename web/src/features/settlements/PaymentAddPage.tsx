import { SettlementAddPage } from './SettlementAddPage.tsx';

/** /finance/pay/add (新增付款). */
export default function PaymentAddPage() {
  return <SettlementAddPage kind="PAYMENT" />;
}
