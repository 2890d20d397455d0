import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FeeCurrenciesDocument,
  FeeLineFeeTypesDocument,
  FeeLineSettlementUnitsDocument,
  OrderFeesDocument,
  SaveFeeLinesDocument,
  SubmitFeeLinesDocument,
} from '../../__generated__/graphql.ts';
import type { FeeApproveStatus, FeeSide } from '../../__generated__/graphql.ts';
import { toaster } from '../../app/toastStore.ts';
import { feeStatusNames as statusNames } from '../../test/fees.ts';
import { findToast as toast, renderWithToaster } from '../../test/render.tsx';
import { OrderFeesSection } from './OrderFeesSection.tsx';

const orderCode = 'HYCK2024050001';
interface LineSpec {
  id: string;
  side: FeeSide;
  unitPrice: string;
  quantity: string;
  money: string;
  status: FeeApproveStatus;
  currency?: [code: string, name: string];
  exchangeRate?: string;
  cnyMoney?: string;
  sortId?: number;
}

const line = (s: LineSpec) => ({
  __typename: 'FeeLine',
  id: s.id,
  version: 1,
  side: s.side,
  feeTypeId: '5',
  feeCode: 'HYF',
  feeName: '海运费',
  unitPrice: s.unitPrice,
  quantity: s.quantity,
  currency: {
    __typename: 'CodeName',
    code: s.currency?.[0] ?? '3',
    name: s.currency?.[1] ?? '人民币',
  },
  exchangeRate: s.exchangeRate ?? '1.000000',
  money: s.money,
  cnyMoney: s.cnyMoney ?? s.money,
  settlementUnit: {
    __typename: 'SettlementUnit',
    id: s.side === 'RECEIVABLE' ? '21' : '31',
    name: s.side === 'RECEIVABLE' ? '上海远洋贸易有限公司' : '中远海运集装箱运输有限公司',
    kind: s.side === 'RECEIVABLE' ? 'CLIENT' : 'SUPPLIER',
  },
  approveStatus: s.status,
  approveStatusName: statusNames[s.status],
  editable: s.status === 'WTJ' || s.status === 'BH',
  writeOffMoney: null,
  outstandingMoney: s.money,
  invoiceDate: null,
  invoiceNo: null,
  filePath: null,
  remark: null,
  sortId: s.sortId ?? Number(s.id),
});

const receivableOpen = line({
  id: '11',
  side: 'RECEIVABLE',
  unitPrice: '0.1000',
  quantity: '3.0000',
  money: '0.30',
  status: 'WTJ',
});
const receivableApproved = line({
  id: '12',
  side: 'RECEIVABLE',
  unitPrice: '100.0000',
  quantity: '2.0000',
  money: '200.00',
  status: 'YSH',
  currency: ['1', '美元'],
  exchangeRate: '7.100000',
  cnyMoney: '1420.00',
});
const payable = line({
  id: '21',
  side: 'PAYABLE',
  unitPrice: '500.0000',
  quantity: '1.0000',
  money: '500.00',
  status: 'DSH',
});

const fees = {
  __typename: 'OrderFees',
  orderCode,
  receivableVersion: 3,
  payableVersion: 1,
  receivables: [receivableOpen, receivableApproved],
  payables: [payable],
  clientCredit: null,
  totals: {
    __typename: 'FeeTotals',
    byCurrency: [
      {
        __typename: 'CurrencyTotal',
        currency: { __typename: 'CodeName', code: '3', name: '人民币' },
        receivable: '0.30',
        payable: '500.00',
        amount: '-499.70',
      },
      {
        __typename: 'CurrencyTotal',
        currency: { __typename: 'CodeName', code: '1', name: '美元' },
        receivable: '200.00',
        payable: '0.00',
        amount: '200.00',
      },
    ],
    receivableCny: '1420.30',
    payableCny: '500.00',
    profitCny: '920.30',
  },
};

const lookups: MockLink.MockedResponse[] = [
  {
    request: { query: OrderFeesDocument, variables: { orderCode } },
    result: { data: { orderFees: fees } },
  },
  {
    request: { query: FeeCurrenciesDocument },
    result: {
      data: {
        dictionary: [
          { __typename: 'Dict', id: '1', dictCode: '3', dictName: '人民币' },
          { __typename: 'Dict', id: '2', dictCode: '1', dictName: '美元' },
        ],
      },
    },
  },
  {
    request: { query: FeeLineFeeTypesDocument, variables: { keyword: null, limit: 20 } },
    maxUsageCount: 50,
    result: { data: { feeTypeOptions: [] } },
  },
  ...(['RECEIVABLE', 'PAYABLE'] as const).map((side) => ({
    request: {
      query: FeeLineSettlementUnitsDocument,
      variables: { side, orderCode, keyword: null, limit: 20 },
    },
    maxUsageCount: 50,
    result: { data: { feeSettlementUnits: [] } },
  })),
];

function renderFees(mocks: MockLink.MockedResponse[] = [], readOnly = false) {
  return renderWithToaster(<OrderFeesSection orderCode={orderCode} readOnly={readOnly} />, [
    ...lookups,
    ...mocks,
  ]);
}

// The toaster is one for the app; each test starts without toasts.
beforeEach(() => toaster.remove());

const receivables = () => screen.getByRole('region', { name: '应收费用' });
const totals = () => screen.getByRole('region', { name: '费用合计' });

describe('OrderFeesSection', () => {
  it('computes money exactly as it is typed and the totals and profit with it', async () => {
    renderFees();
    await screen.findByRole('region', { name: '应收费用' });
    const region = receivables();
    // The server's money and totals while nothing is edited.
    expect(within(region).getByTestId('receivables-money-0').textContent).toBe('0.30');
    expect(within(totals()).getByTestId('profit-cny').textContent).toBe('920.30');

    const price = within(region).getByLabelText('单价（应收第1行）');
    const quantity = within(region).getByLabelText('数量（应收第1行）');
    fireEvent.change(price, { target: { value: '1,234,567.89' } });
    fireEvent.change(quantity, { target: { value: '1000' } });
    expect(within(region).getByTestId('receivables-money-0').textContent).toBe('1,234,567,890.00');
    // Live totals: 1,234,567,890.00 CNY + 200 USD at 7.1 (1,420.00) − 500.00 payable.
    expect(within(totals()).getByTestId('receivable-cny').textContent).toBe('1,234,569,310.00');
    expect(within(totals()).getByTestId('payable-cny').textContent).toBe('500.00');
    expect(within(totals()).getByTestId('profit-cny').textContent).toBe('1,234,568,810.00');
    expect(within(totals()).getByText('含未保存的修改，保存后以服务器计算为准')).toBeTruthy();

    fireEvent.change(price, { target: { value: '0.1' } });
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(within(region).getByTestId('receivables-money-0').textContent).toBe('0.30');
  });

  it('keeps lines no longer WTJ read-only and offers only WTJ lines for submission', async () => {
    renderFees();
    const region = await screen.findByRole('region', { name: '应收费用' });
    expect(within(region).getByLabelText<HTMLInputElement>('单价（应收第1行）').disabled).toBe(
      false,
    );
    // A line that cannot be edited is text.
    expect(within(region).getByLabelText('单价（应收第2行）').tagName).toBe('OUTPUT');
    expect(within(region).getByLabelText('币种（应收第2行）').tagName).toBe('OUTPUT');
    expect(within(region).getByRole('button', { name: '删除应收第1行' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: '删除应收第2行' })).toBeNull();
    expect(within(region).getByRole('checkbox', { name: '选择应收第1行' })).toBeTruthy();
    expect(within(region).queryByRole('checkbox', { name: '选择应收第2行' })).toBeNull();
    expect(within(region).getByText('已审核')).toBeTruthy();
    const payables = screen.getByRole('region', { name: '应付费用' });
    expect(within(payables).getByLabelText('数量（应付第1行）').tagName).toBe('OUTPUT');
  });

  it('submits the selected WTJ lines and updates them in place', async () => {
    const submitted = {
      ...receivableOpen,
      approveStatus: 'DSH',
      approveStatusName: '待审核',
      editable: false,
    };
    renderFees([
      {
        request: {
          query: SubmitFeeLinesDocument,
          variables: { side: 'RECEIVABLE', ids: ['11'], expectedVersions: [1] },
        },
        result: {
          data: {
            submitFeeLines: {
              __typename: 'FeeStatusChange',
              message: '提交成功',
              lines: [submitted],
            },
          },
        },
      },
    ]);
    const region = await screen.findByRole('region', { name: '应收费用' });
    const submit = within(region).getByRole<HTMLButtonElement>('button', { name: '提交审核' });
    expect(submit.disabled).toBe(true);
    await userEvent.click(within(region).getByRole('checkbox', { name: '选择应收第1行' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);

    expect(await toast('提交成功')).toBeTruthy();
    // The submitted line is locked: shown as text.
    await waitFor(() =>
      expect(within(region).getByLabelText('单价（应收第1行）').tagName).toBe('OUTPUT'),
    );
    expect(within(region).getByText('待审核')).toBeTruthy();
    expect(within(region).queryByRole('checkbox', { name: '选择应收第1行' })).toBeNull();
  });

  it('checks the lines before sending and marks the cell', async () => {
    renderFees();
    const region = await screen.findByRole('region', { name: '应收费用' });
    // Nothing is sent (no mock answers a save): the open line's quantity of 0 is refused here.
    fireEvent.change(within(region).getByLabelText('数量（应收第1行）'), {
      target: { value: '0' },
    });
    await userEvent.click(within(region).getByRole('button', { name: '保存' }));
    expect(await within(region).findByText('数量必须大于0')).toBeTruthy();
    expect(await toast('请检查应收费用中标红的内容')).toBeTruthy();
  });

  it('reports the server refusal of a batch', async () => {
    const input = (l: typeof receivableOpen) => ({
      id: l.id,
      feeTypeId: l.feeTypeId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      currency: l.currency.code,
      exchangeRate: l.exchangeRate,
      settlementUnitId: l.settlementUnit.id,
      invoiceDate: null,
      invoiceNo: 'INV-9',
      filePath: null,
      remark: null,
    });
    renderFees([
      {
        request: {
          query: SaveFeeLinesDocument,
          variables: {
            orderCode,
            side: 'RECEIVABLE',
            lines: [input(receivableOpen), { ...input(receivableApproved), invoiceNo: null }],
            expectedVersion: 3,
            readIds: [receivableOpen.id, receivableApproved.id],
          },
        },
        result: {
          errors: [
            {
              message: '费用第1行：发票号已被使用',
              extensions: {
                code: 'BAD_USER_INPUT',
                messages: [{ message: '费用第1行：发票号已被使用', field: 'list[0].invoiceNo' }],
                fields: { 'lines[0].invoiceNo': '费用第1行：发票号已被使用' },
              },
            },
          ],
        },
      },
    ]);
    const region = await screen.findByRole('region', { name: '应收费用' });
    fireEvent.change(within(region).getByLabelText('发票号（应收第1行）'), {
      target: { value: 'INV-9' },
    });
    await userEvent.click(within(region).getByRole('button', { name: '保存' }));
    expect(await toast('费用第1行：发票号已被使用')).toBeTruthy();
    expect(within(region).getByText('发票号已被使用')).toBeTruthy();
  });

  it('offers to reload when someone saved the side first, keeping what was typed', async () => {
    const conflictMessage = '该订单的应收费用已被 张三 于 2026-11-28 14:03 修改，请刷新后重新填写';
    const input = (l: typeof receivableOpen) => ({
      id: l.id,
      feeTypeId: l.feeTypeId,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      currency: l.currency.code,
      exchangeRate: l.exchangeRate,
      settlementUnitId: l.settlementUnit.id,
      invoiceDate: null,
      invoiceNo: null,
      filePath: null,
      remark: null,
    });
    const added = line({
      id: '99',
      side: 'RECEIVABLE',
      unitPrice: '777.0000',
      quantity: '1.0000',
      money: '777.00',
      status: 'WTJ',
      sortId: 3,
    });
    renderFees([
      {
        request: {
          query: SaveFeeLinesDocument,
          variables: {
            orderCode,
            side: 'RECEIVABLE',
            lines: [{ ...input(receivableOpen), unitPrice: '0.5' }, input(receivableApproved)],
            expectedVersion: 3,
            readIds: [receivableOpen.id, receivableApproved.id],
          },
        },
        result: {
          errors: [
            {
              message: conflictMessage,
              extensions: {
                code: 'CONFLICT',
                status: 409,
                messages: [{ message: conflictMessage, field: 'version', code: 'CONFLICT' }],
              },
            },
          ],
        },
      },
      {
        request: { query: OrderFeesDocument, variables: { orderCode } },
        result: {
          data: {
            orderFees: {
              ...fees,
              receivableVersion: 4,
              receivables: [receivableOpen, receivableApproved, added],
            },
          },
        },
      },
    ]);
    const region = await screen.findByRole('region', { name: '应收费用' });
    const price = within(region).getByLabelText<HTMLInputElement>('单价（应收第1行）');
    fireEvent.change(price, { target: { value: '0.5' } });
    await userEvent.click(within(region).getByRole('button', { name: '保存' }));

    const notice = await within(region).findByRole('alert', { name: '保存冲突' });
    expect(within(notice).getByText(conflictMessage)).toBeTruthy();
    // What was typed is still in the grid.
    expect(price.value).toBe('0.5');
    await userEvent.click(within(notice).getByRole('button', { name: '重新加载' }));
    // The stored lines now (the other user's ¥777 line too), and the typed price listed.
    await waitFor(() =>
      expect(
        within(region)
          .getAllByTestId(/^receivables-money-/)
          .map((cell) => cell.textContent),
      ).toContain('777.00'),
    );
    const prices = within(region)
      .getAllByLabelText<HTMLInputElement>(/^单价（应收第\d行）$/)
      .map((cell) => cell.value ?? cell.textContent);
    expect(prices).toContain(receivableOpen.unitPrice);
    expect(prices).not.toContain('0.5');
    const typed = within(region).getByRole('list', { name: '未保存的费用' });
    expect(typed.textContent).toContain('单价 0.5');
  });

  it('shows lines without any action when read-only', async () => {
    renderFees([], true);
    const region = await screen.findByRole('region', { name: '应收费用' });
    expect(within(region).queryByRole('button', { name: '保存' })).toBeNull();
    expect(within(region).queryByRole('button', { name: '提交审核' })).toBeNull();
    // Read-only lines are text, not disabled inputs.
    expect(within(region).getByLabelText('单价（应收第1行）').tagName).toBe('OUTPUT');
    expect(within(region).getByRole('button', { name: /应收对账单/ })).toBeTruthy();
  });

  it('shows each side its own lines where both sides number a line alike, and saves nothing unchanged', async () => {
    // As the gateway answers: payable line 1 (AP-1) and receivable line 1 (AR-1), settled with
    // supplier 3 and client 3.
    const shared = (
      side: FeeSide,
      id: string,
      fee: [string, string],
      money: string,
      unit: string,
    ) => ({
      ...line({ id, side, unitPrice: money, quantity: '1.0000', money, status: 'WTJ', sortId: 1 }),
      feeCode: fee[1],
      feeName: fee[0],
      settlementUnit: {
        __typename: 'SettlementUnit',
        id: '3',
        name: unit,
        kind: side === 'RECEIVABLE' ? ('CLIENT' as const) : ('SUPPLIER' as const),
      },
    });
    const both = {
      ...fees,
      payables: [
        shared('PAYABLE', 'AP-1', ['海运费', 'HYF'], '5550.00', '中远海运集装箱运输有限公司'),
      ],
      receivables: [
        shared('RECEIVABLE', 'AR-1', ['文件费', 'WJF'], '450.00', '上海远洋贸易有限公司'),
      ],
    };
    renderWithToaster(<OrderFeesSection orderCode={orderCode} fees={both} />, lookups.slice(1));
    const ap = await screen.findByRole('region', { name: '应付费用' });
    const ar = receivables();
    expect(within(ap).getByTestId('payables-money-0').textContent).toBe('5,550.00');
    expect(within(ar).getByTestId('receivables-money-0').textContent).toBe('450.00');
    // The pickers show the saved records by name, not a blank box.
    const shown = (region: HTMLElement, label: string) =>
      within(region).getByRole<HTMLInputElement>('combobox', { name: label }).value;
    await waitFor(() => expect(shown(ap, '费用名称（应付第1行）')).toBe('海运费（HYF）'));
    expect(shown(ap, '结算单位（应付第1行）')).toBe('中远海运集装箱运输有限公司');
    expect(shown(ar, '费用名称（应收第1行）')).toBe('文件费（WJF）');
    expect(shown(ar, '结算单位（应收第1行）')).toBe('上海远洋贸易有限公司');

    // No SaveFeeLines answer is mocked: a request would fail the save with an error toast.
    await userEvent.click(within(ap).getByRole('button', { name: '保存' }));
    expect(await toast('应付费用没有修改，无需保存')).toBeTruthy();
    expect(screen.queryByText('保存成功')).toBeNull();
  });
});
