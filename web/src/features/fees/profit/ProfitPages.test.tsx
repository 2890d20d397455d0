import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DecideOrderFeesDocument,
  ProfitApprovalsDocument,
  ProfitDetailDocument,
} from '../../../__generated__/graphql.ts';
import type { FeeApproveStatus, FeeSide } from '../../../__generated__/graphql.ts';
import { toaster } from '../../../app/toastStore.ts';
import { feeStatusNames as statusNames } from '../../../test/fees.ts';
import { findToast, renderPage as renderFeePage } from '../../../test/render.tsx';
import ProfitApprovalListPage from './ProfitApprovalListPage.tsx';
import ProfitDetailPage from './ProfitDetailPage.tsx';

const orderCode = 'HYCK2024050001';
interface Spec {
  id: string;
  side: FeeSide;
  money: string;
  status: FeeApproveStatus;
  usd?: { rate: string; cny: string };
}

const line = ({ id, side, money, status, usd }: Spec) => ({
  __typename: 'FeeLine',
  id,
  side,
  feeName: side === 'RECEIVABLE' ? '海运费' : '订舱费',
  settlementUnit: {
    __typename: 'SettlementUnit',
    id: side === 'RECEIVABLE' ? '21' : '31',
    name: side === 'RECEIVABLE' ? '上海远洋贸易有限公司' : '中远海运集装箱运输有限公司',
  },
  unitPrice: money,
  quantity: '1.0000',
  currency: usd
    ? { __typename: 'CodeName', code: '1', name: '美元' }
    : { __typename: 'CodeName', code: '3', name: '人民币' },
  exchangeRate: usd ? usd.rate : '1.000000',
  money,
  cnyMoney: usd ? usd.cny : money,
  approveStatus: status,
  approveStatusName: statusNames[status],
  approveRemark: null,
  invoiceNo: null,
  creator: '张敏',
  createDate: '2024-05-06T02:30:00.000Z',
  approver: null,
  approveDate: null,
});

// Amounts whose float sums are not exact (0.1 + 0.2), in two currencies.
const receivables = [
  line({ id: '11', side: 'RECEIVABLE', money: '0.10', status: 'DSH' }),
  line({ id: '12', side: 'RECEIVABLE', money: '0.20', status: 'DSH' }),
  line({
    id: '13',
    side: 'RECEIVABLE',
    money: '100.00',
    status: 'YSH',
    usd: { rate: '7.123400', cny: '712.34' },
  }),
];
const payables = [
  line({ id: '21', side: 'PAYABLE', money: '500.55', status: 'YSH' }),
  line({
    id: '22',
    side: 'PAYABLE',
    money: '10.00',
    status: 'YSH',
    usd: { rate: '7.123400', cny: '71.23' },
  }),
];

// The server's sums of these lines (findOrderCode), the same as the approval list's row.
const currencyTotal = (
  code: string,
  name: string,
  receivable: string,
  payable: string,
  amount: string,
) => ({
  __typename: 'CurrencyTotal',
  currency: { __typename: 'CodeName', code, name },
  receivable,
  payable,
  amount,
});
const totals = {
  __typename: 'FeeTotals',
  byCurrency: [
    currencyTotal('3', '人民币', '0.30', '500.55', '-500.25'),
    currencyTotal('1', '美元', '100.00', '10.00', '90.00'),
  ],
  receivableCny: '712.64',
  payableCny: '571.78',
  profitCny: '140.86',
};

const approval = (receiveStatus: 'DSH' | 'YSH') => ({
  __typename: 'ProfitApproval',
  orderCode,
  orderType: { __typename: 'CodeName', code: 'ZYLX_HYCK', name: '海运出口' },
  clientName: '上海远洋贸易有限公司',
  receivableCny: '712.64',
  payableCny: '571.78',
  profitCny: '140.86',
  payStatus: 'YSH',
  payStatusName: '已审核',
  receiveStatus,
  receiveStatusName: statusNames[receiveStatus],
  lastDate: '2024-05-06T02:30:00.000Z',
});

const detail = (lines: unknown[], receiveStatus: 'DSH' | 'YSH') => ({
  request: { query: ProfitDetailDocument, variables: { orderCode } },
  result: {
    data: {
      orderFees: {
        __typename: 'OrderFees',
        orderCode,
        payableVersion: 2,
        receivableVersion: 4,
        payables,
        receivables: lines,
        totals,
      },
      profitApprovals: { __typename: 'ProfitApprovalPage', items: [approval(receiveStatus)] },
    },
  },
});

const renderDetail = (mocks: MockLink.MockedResponse[]) =>
  renderFeePage(
    <ProfitDetailPage />,
    mocks,
    '/fee/profit/detail',
    `/fee/profit/detail?orderCode=${orderCode}`,
  );

beforeEach(() => toaster.remove());

describe('ProfitDetailPage', () => {
  it('totals each side per currency and in CNY, and the profit, exactly', async () => {
    renderDetail([detail(receivables, 'DSH')]);
    const summary = await screen.findByRole('region', { name: '利润汇总' });
    expect(within(summary).getByTestId('receivable-cny').textContent).toBe('712.64');
    expect(within(summary).getByTestId('payable-cny').textContent).toBe('571.78');
    expect(within(summary).getByTestId('profit-cny').textContent).toBe('140.86');
    const byCurrency = within(summary).getByRole('table', { name: '按币种合计' });
    const rows = within(byCurrency)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['人民币0.30500.55-500.25', '美元100.0010.0090.00']);
    expect(within(summary).getByText('上海远洋贸易有限公司')).toBeTruthy();

    const ar = screen.getByRole('region', { name: '应收费用' });
    expect(within(ar).getByTestId('receivable-side-cny').textContent).toBe('712.64');
    expect(within(ar).getByText('共 3 条，待审核 2 条')).toBeTruthy();
    expect(within(ar).getByText('7.1234')).toBeTruthy();
    const ap = screen.getByRole('region', { name: '应付费用' });
    expect(within(ap).getByTestId('payable-side-cny').textContent).toBe('571.78');
    // Nothing waits on the payable side: nothing to decide there.
    expect(
      within(ap).getByRole<HTMLButtonElement>('button', { name: '应付审核通过' }).disabled,
    ).toBe(true);
  });

  it('approves the submitted receivables of the order and reloads it', async () => {
    const approved = receivables.map((l) => ({
      ...l,
      approveStatus: 'YSH',
      approveStatusName: '已审核',
    }));
    renderDetail([
      detail(receivables, 'DSH'),
      {
        request: {
          query: DecideOrderFeesDocument,
          variables: {
            orderCode,
            side: 'RECEIVABLE',
            reject: false,
            remark: '同意',
            expectedVersion: 4,
          },
        },
        result: {
          data: {
            decideOrderFees: {
              __typename: 'FeeStatusChange',
              message: '收款审核成功',
              lines: approved.slice(0, 2).map((l) => ({
                __typename: 'FeeLine',
                id: l.id,
                approveStatus: 'YSH',
                approveStatusName: '已审核',
              })),
            },
          },
        },
      },
      detail(approved, 'YSH'),
    ]);
    const ar = await screen.findByRole('region', { name: '应收费用' });
    await userEvent.click(within(ar).getByRole('button', { name: '应收审核通过' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(`确定审核通过订单 ${orderCode} 的 2 条待审核应收费用吗？`),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('审核意见'), '同意');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await findToast('收款审核成功')).toBeTruthy();
    expect(await within(ar).findByText('共 3 条，待审核 0 条')).toBeTruthy();
    expect(
      within(ar).getByRole<HTMLButtonElement>('button', { name: '应收审核通过' }).disabled,
    ).toBe(true);
  });
});

describe('ProfitApprovalListPage', () => {
  it('lists orders with their CNY totals and links each to its detail', async () => {
    const { router } = renderFeePage(
      <ProfitApprovalListPage />,
      [
        {
          request: {
            query: ProfitApprovalsDocument,
            variables: {
              pageNum: 1,
              pageSize: 10,
              filter: { orderCode: null, clientName: null, approveStatus: null },
            },
          },
          result: {
            data: {
              profitApprovals: {
                __typename: 'ProfitApprovalPage',
                items: [{ ...approval('DSH'), profitCny: '-1234.50' }],
                pageNum: 1,
                pageSize: 10,
                total: 1,
              },
            },
          },
        },
      ],
      '/fee/profit',
    );
    const table = await screen.findByRole('table', { name: '利润审批列表' });
    expect(await within(table).findByText('-1,234.50')).toBeTruthy();
    expect(within(table).getByText('712.64')).toBeTruthy();
    expect(within(table).getByText('待审核')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
    await userEvent.click(within(table).getByRole('link', { name: '详情' }));
    expect(router.state.location.pathname).toBe('/fee/profit/detail');
    expect(router.state.location.search).toBe(`?orderCode=${orderCode}`);
  });
});
