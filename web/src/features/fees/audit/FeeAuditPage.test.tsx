import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ApproveFeeLinesDocument,
  FeeAuditFeeTypesDocument,
  FeeAuditLinesDocument,
  RejectFeeLinesDocument,
} from '../../../__generated__/graphql.ts';
import type { FeeApproveStatus, FeeSide } from '../../../__generated__/graphql.ts';
import { toaster } from '../../../app/toastStore.ts';
import { backendWithout } from '../../../test/backendFeatures.ts';
import { feeStatusNames as statusNames } from '../../../test/fees.ts';
import { findToast, renderPage as renderFeePage } from '../../../test/render.tsx';
import FeeAuditPage from './FeeAuditPage.tsx';

const line = (
  id: string,
  orderCode: string,
  feeName: string,
  money: string,
  status: FeeApproveStatus,
  side: FeeSide = 'RECEIVABLE',
) => ({
  __typename: 'FeeLine',
  id,
  version: 1,
  side,
  orderCode,
  orderType: { __typename: 'CodeName', code: 'ZYLX_HYCK', name: '海运出口' },
  feeName,
  settlementUnit: { __typename: 'SettlementUnit', id: '21', name: '上海远洋贸易有限公司' },
  unitPrice: money,
  quantity: '1.0000',
  currency: { __typename: 'CodeName', code: '3', name: '人民币' },
  money,
  approveStatus: status,
  approveStatusName: statusNames[status],
  creator: '张敏',
  createDate: '2024-05-06T02:30:00.000Z',
});

const first = {
  ...line('101', 'HYCK2024050001', '海运费', '12345.60', 'DSH'),
  unitPrice: '6172.8000',
  quantity: '2.0000',
};
const second = line('102', 'HYCK2024050002', '报关费', '300.00', 'DSH');
const third = line('103', 'HYCK2024050003', '拖车费', '0.10', 'DSH');

const filter = (approveStatus: FeeApproveStatus[] | null) => ({
  orderCode: null,
  feeTypeId: null,
  settlementUnitName: null,
  approveStatus,
  createdFrom: null,
  createdTo: null,
});

const page = (items: unknown[]) => ({
  data: {
    feeLines: { __typename: 'FeeLinePage', items, pageNum: 1, pageSize: 10, total: items.length },
  },
});

const listMock = (
  items: unknown[],
  side: FeeSide = 'RECEIVABLE',
  approveStatus: FeeApproveStatus[] | null = ['DSH'],
): MockLink.MockedResponse => ({
  request: {
    query: FeeAuditLinesDocument,
    variables: { side, pageNum: 1, pageSize: 10, filter: filter(approveStatus) },
  },
  result: page(items),
});

const feeTypes: MockLink.MockedResponse = {
  request: { query: FeeAuditFeeTypesDocument, variables: { limit: 500 } },
  maxUsageCount: 10,
  result: {
    data: {
      feeTypeOptions: [{ __typename: 'FeeType', id: '5', feeCode: 'HYF', feeName: '海运费' }],
    },
  },
};

/**
 * A chosen line's decision: one call naming the line and the version the list read (1), answered
 * with success, or refused with the back end's reason.
 */
const decided = (
  id: string,
  decision: 'APPROVE' | 'REJECT',
  remark: string | null,
  refusal?: { message: string; code: string },
): MockLink.MockedResponse => {
  const field = decision === 'APPROVE' ? 'approveFeeLines' : 'rejectFeeLines';
  return {
    request: {
      query: decision === 'APPROVE' ? ApproveFeeLinesDocument : RejectFeeLinesDocument,
      variables: { side: 'RECEIVABLE', ids: [id], expectedVersions: [1], remark },
    },
    result: refusal
      ? {
          errors: [
            {
              message: refusal.message,
              extensions: { code: refusal.code, messages: [{ message: refusal.message }] },
            },
          ],
        }
      : {
          data: {
            [field]: {
              __typename: 'FeeStatusChange',
              message: decision === 'APPROVE' ? '审核成功' : '驳回成功',
            },
          },
        },
  };
};

const renderAudit = (mocks: MockLink.MockedResponse[], path = '/fee/audit') =>
  renderFeePage(<FeeAuditPage />, [feeTypes, ...mocks], '/fee/audit', path);

const table = () => screen.getByRole('table', { name: '应收费用审核列表' });
const choose = (orderCode: string, feeName: string) =>
  userEvent.click(screen.getByRole('checkbox', { name: `选择费用 ${orderCode} ${feeName}` }));

beforeEach(() => toaster.remove());

describe('FeeAuditPage', () => {
  it('approves exactly the selected lines, shows each line’s result with the refusal reason, and reloads', async () => {
    renderAudit([
      listMock([first, second, third]),
      decided('101', 'APPROVE', null),
      decided('103', 'APPROVE', null, {
        code: 'BAD_USER_INPUT',
        message: '费用「拖车费」当前为已审核，不能审核',
      }),
      // The reload after the decision: the approved lines left the 待审核 list.
      listMock([second]),
    ]);
    expect(await screen.findByText('HYCK2024050001')).toBeTruthy();
    // Money with two decimals and separators; unit prices keep what they need.
    expect(within(table()).getByText('12,345.60')).toBeTruthy();
    expect(within(table()).getByText('6,172.80')).toBeTruthy();
    expect(within(table()).getAllByText('0.10')).toHaveLength(2);
    const approve = screen.getByRole<HTMLButtonElement>('button', { name: '审核通过' });
    expect(approve.disabled).toBe(true);

    await choose('HYCK2024050001', '海运费');
    await choose('HYCK2024050003', '拖车费');
    expect(screen.getByText('已选 2 条')).toBeTruthy();
    await userEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: '批量审核通过' });
    expect(within(dialog).getByText('确定审核通过选中的 2 条应收费用吗？')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    // The result: one done, one refused with its reason, named by its order and fee.
    expect(await within(dialog).findByText('完成 1 条，无需变更 0 条，未通过 1 条')).toBeTruthy();
    const refused = within(dialog).getByRole('table', { name: '未通过的记录' });
    expect(within(refused).getByText('HYCK2024050003 拖车费')).toBeTruthy();
    expect(within(refused).getByText('费用「拖车费」当前为已审核，不能审核')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));

    expect(await findToast('状态更新成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('HYCK2024050001')).toBeNull());
    expect(screen.getByText('HYCK2024050002')).toBeTruthy();
    expect(screen.getByText('已选 0 条')).toBeTruthy();
  });

  it('sends selected lines back with the reason, and offers only lines waiting for review', async () => {
    const approved = line('104', 'HYCK2024050004', '码头费', '80.00', 'YSH');
    renderAudit(
      [
        listMock([second, approved], 'RECEIVABLE', null),
        decided('102', 'REJECT', '金额有误'),
        listMock(
          [{ ...second, approveStatus: 'BH', approveStatusName: '已驳回' }, approved],
          'RECEIVABLE',
          null,
        ),
      ],
      // 审核状态 全部, as a shared link carries it.
      '/fee/audit?approveStatus=',
    );
    expect(await screen.findByText('HYCK2024050004')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '选择费用 HYCK2024050004 码头费' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页待审核' }));
    expect(screen.getByText('已选 1 条')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '批量驳回' });
    await userEvent.type(within(dialog).getByLabelText('驳回原因'), '金额有误');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('完成 1 条，无需变更 0 条，未通过 0 条')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));

    expect(await findToast('状态更新成功')).toBeTruthy();
    expect(await within(table()).findByText('已驳回')).toBeTruthy();
  });

  it('searches the chosen side and status', async () => {
    renderAudit([
      listMock([first]),
      listMock([line('201', 'HYCK2024050009', '订舱费', '50.00', 'YSH', 'PAYABLE')], 'PAYABLE', [
        'YSH',
      ]),
    ]);
    expect(await screen.findByText('HYCK2024050001')).toBeTruthy();
    const search = screen.getByRole('search', { name: '查询条件' });
    await userEvent.selectOptions(within(search).getByLabelText('收付类型'), 'PAYABLE');
    await userEvent.selectOptions(within(search).getByLabelText('审核状态'), 'YSH');
    await userEvent.click(within(search).getByRole('button', { name: '查询' }));

    expect(await screen.findByText('HYCK2024050009')).toBeTruthy();
    const payables = screen.getByRole('table', { name: '应付费用审核列表' });
    expect(within(payables).getByText('应付')).toBeTruthy();
    expect(within(payables).getByText('已审核')).toBeTruthy();
  });

  it('offers every matching line only where the back end has bulk actions, and says why not', async () => {
    const many = (items: unknown[]): MockLink.MockedResponse => ({
      ...listMock(items),
      result: { data: { feeLines: { ...page(items).data.feeLines, total: 25 } } },
    });
    const first_ = renderAudit([backendWithout('bulk'), many([first, second])]);
    expect(await screen.findByText('HYCK2024050002')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页待审核' }));
    expect(screen.getByText('已选 2 条')).toBeTruthy();
    const note = await screen.findByTestId('feature-note');
    expect(note.textContent).toBe(
      '当前后端未提供「批量操作」功能，不能选择全部 25 条符合条件的记录，请逐页选择处理',
    );
    expect(screen.queryByRole('button', { name: /选择全部/ })).toBeNull();
    // The chosen lines are still decided (one by one, by the gateway).
    expect(screen.getByRole('button', { name: '审核通过' })).toHaveProperty('disabled', false);
    first_.unmount();

    renderAudit([backendWithout(), many([first, second])]);
    expect(await screen.findByText('HYCK2024050002')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页待审核' }));
    expect(
      await screen.findByRole('button', { name: '选择全部 25 条符合条件的记录' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('feature-note')).toBeNull();
  });
});
