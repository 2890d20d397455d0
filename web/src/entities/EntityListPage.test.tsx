import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeeTypeDictionariesDocument, FeeTypePageDocument } from '../__generated__/graphql.ts';
import { EntityListPage } from './EntityListPage.tsx';
import { renderEntityPage } from './testing.tsx';

const feeType = (id: string, feeCode: string, feeName: string, currency: string) => ({
  __typename: 'FeeType',
  id,
  orgId: '1',
  feeCode,
  feeName,
  feeEnglishName: null,
  currencyId: {
    __typename: 'CodeName',
    code: currency,
    name: currency === '3' ? '人民币' : '美元',
  },
  isCny: currency === '3',
  isUsd: currency === '1',
  isPayable: true,
  isReceivable: false,
  status: id === '2' ? 'INACTIVE' : 'ACTIVE',
});

const page = (filter: Record<string, unknown>, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: FeeTypePageDocument, variables: { filter, pageNum: 1, pageSize: 10 } },
  maxUsageCount: 3,
  result: {
    data: {
      feeTypes: { __typename: 'FeeTypePage', items, pageNum: 1, pageSize: 10, total: items.length },
    },
  },
});

const dictionaries: MockLink.MockedResponse = {
  request: { query: FeeTypeDictionariesDocument },
  result: {
    data: { FYBZ: [{ __typename: 'Dict', id: '9', dictCode: '3', dictName: '人民币' }] },
  },
};

describe('EntityListPage', () => {
  it('shows the declared columns with resolved names and searches by the declared fields', async () => {
    const { router } = renderEntityPage(<EntityListPage entity="feeType" title="费用类型" />, [
      dictionaries,
      page({}, [feeType('1', 'HYF', '海运费', '1'), feeType('2', 'BGF', '报关费', '3')]),
    ]);

    const table = await screen.findByRole('table', { name: '费用类型列表' });
    const row = (await within(table).findByText('海运费')).closest('tr') as HTMLElement;
    // Dictionary codes show their names, flags 是/否, status as a toggle.
    expect(within(row).getByText('美元')).toBeTruthy();
    // USD billing and payable (是); not CNY, not receivable (否).
    expect(within(row).getAllByText('是')).toHaveLength(2);
    expect(within(row).getAllByText('否')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
      '/basic/ffeetype/view?id=1',
    );
    expect(within(row).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/basic/ffeetype/add?id=1',
    );
    const other = within(table).getByText('报关费').closest('tr') as HTMLElement;
    expect(within(other).getByText('停用')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getByRole('link', { name: '新增' }).getAttribute('href')).toBe(
      '/basic/ffeetype/add',
    );

    const search = screen.getByRole('search', { name: '查询条件' });
    fireEvent.change(within(search).getByLabelText('费用名称'), { target: { value: ' 海运 ' } });
    fireEvent.click(within(search).getByRole('button', { name: '展开' }));
    fireEvent.change(within(search).getByLabelText('应付'), { target: { value: 'Y' } });
    fireEvent.click(within(search).getByRole('button', { name: '查询' }));

    // The applied search lives in the URL (back/forward and reload keep it).
    await waitFor(() => expect(router.state.location.search).toContain('isPayable=Y'));
    expect(router.state.location.search).toContain('feeName=');
  });
});
