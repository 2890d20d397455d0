// The cache must keep a payable and a receivable apart even where the back end numbers them alike
// (tbAp line 1 and tbAr line 1), and a supplier and a client of the same number apart too.
import { describe, expect, it } from 'vitest';
import { OrderFeesDocument, ProfitDetailDocument } from '../__generated__/graphql.ts';
import type { ProfitDetailQuery } from '../__generated__/graphql.ts';
import { createCache } from './apollo.ts';

const orderCode = 'HYCK2026110001';

function line(
  side: 'PAYABLE' | 'RECEIVABLE',
  id: string,
  fee: [name: string, code: string],
  money: string,
  unit: [id: string, name: string],
) {
  return {
    __typename: 'FeeLine',
    id,
    version: 1,
    side,
    feeTypeId: side === 'PAYABLE' ? '1' : '2',
    feeCode: fee[1],
    feeName: fee[0],
    unitPrice: money,
    quantity: '1.0000',
    currency: { __typename: 'CodeName', code: '3', name: '人民币' },
    exchangeRate: '1.000000',
    money,
    cnyMoney: money,
    settlementUnit: {
      __typename: 'SettlementUnit',
      id: unit[0],
      name: unit[1],
      kind: side === 'PAYABLE' ? ('SUPPLIER' as const) : ('CLIENT' as const),
    },
    approveStatus: 'WTJ' as const,
    approveStatusName: '未提交',
    editable: true,
    writeOffMoney: null,
    outstandingMoney: money,
    invoiceDate: null,
    invoiceNo: null,
    filePath: null,
    remark: null,
    sortId: 1,
  };
}

// As the gateway answers an order whose first payable and first receivable are both line 1, and
// whose supplier and client are both record 3.
const payable = line('PAYABLE', 'AP-1', ['海运费', 'HYF'], '5550.00', [
  '3',
  '中远海运集装箱运输有限公司',
]);
const receivable = line('RECEIVABLE', 'AR-1', ['文件费', 'WJF'], '450.00', [
  '3',
  '上海远洋贸易有限公司',
]);

const fees = {
  __typename: 'OrderFees',
  orderCode,
  payableVersion: 0,
  receivableVersion: 0,
  payables: [payable],
  receivables: [receivable],
  clientCredit: null,
  totals: {
    __typename: 'FeeTotals',
    byCurrency: [],
    receivableCny: '450.00',
    payableCny: '5550.00',
    profitCny: '-5100.00',
  },
};

describe('the Apollo cache', () => {
  it('keeps a payable and a receivable numbered alike as two records', () => {
    const cache = createCache();
    cache.writeQuery({
      query: OrderFeesDocument,
      variables: { orderCode },
      data: { orderFees: fees },
    });
    expect(cache.identify(payable)).toBe('FeeLine:AP-1');
    expect(cache.identify(receivable)).toBe('FeeLine:AR-1');

    const read = cache.readQuery({ query: OrderFeesDocument, variables: { orderCode } });
    expect(read?.orderFees.payables).toEqual([payable]);
    expect(read?.orderFees.receivables).toEqual([receivable]);
  });

  it('keeps a supplier and a client of the same number apart inside their lines', () => {
    const cache = createCache();
    cache.writeQuery({
      query: OrderFeesDocument,
      variables: { orderCode },
      data: { orderFees: fees },
    });
    const read = cache.readQuery({ query: OrderFeesDocument, variables: { orderCode } });
    expect(read?.orderFees.payables[0]?.settlementUnit).toEqual(payable.settlementUnit);
    expect(read?.orderFees.receivables[0]?.settlementUnit).toEqual(receivable.settlementUnit);
    // No record of its own that a later answer about the other side could overwrite.
    expect(Object.keys(cache.extract()).filter((k) => k.startsWith('SettlementUnit'))).toEqual([]);
  });

  it('answers the profit detail from the same records without mixing the sides', () => {
    const cache = createCache();
    cache.writeQuery({
      query: OrderFeesDocument,
      variables: { orderCode },
      data: { orderFees: fees },
    });
    // The profit detail asks for the same lines later: both answers stay true to their sides.
    const detailLine = (l: typeof payable) => ({
      __typename: 'FeeLine' as const,
      id: l.id,
      side: l.side,
      feeName: l.feeName,
      settlementUnit: {
        __typename: 'SettlementUnit' as const,
        id: l.settlementUnit.id,
        name: l.settlementUnit.name,
      },
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      currency: l.currency,
      exchangeRate: l.exchangeRate,
      money: l.money,
      cnyMoney: l.cnyMoney,
      approveStatus: l.approveStatus,
      approveStatusName: l.approveStatusName,
      approveRemark: null,
      invoiceNo: null,
      creator: '管理员',
      createDate: '2026-11-02T08:00:00.000Z',
      approver: null,
      approveDate: null,
    });
    cache.writeQuery({
      query: ProfitDetailDocument,
      variables: { orderCode },
      data: {
        orderFees: {
          __typename: 'OrderFees',
          orderCode,
          payableVersion: 0,
          receivableVersion: 0,
          payables: [detailLine(payable)],
          receivables: [detailLine(receivable)],
          totals: fees.totals,
        },
        profitApprovals: { __typename: 'ProfitApprovalPage', items: [] },
      } as ProfitDetailQuery,
    });
    const page = cache.readQuery({ query: OrderFeesDocument, variables: { orderCode } });
    expect(
      page?.orderFees.payables.map((l) => [l.feeName, l.money, l.settlementUnit.name]),
    ).toEqual([['海运费', '5550.00', '中远海运集装箱运输有限公司']]);
    expect(
      page?.orderFees.receivables.map((l) => [l.feeName, l.money, l.settlementUnit.name]),
    ).toEqual([['文件费', '450.00', '上海远洋贸易有限公司']]);
    const detail = cache.readQuery({ query: ProfitDetailDocument, variables: { orderCode } });
    expect(detail?.orderFees.payables[0]?.money).toBe('5550.00');
    expect(detail?.orderFees.receivables[0]?.money).toBe('450.00');
  });
});
