import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DataTable } from './DataTable.tsx';
import type { Column } from './DataTable.tsx';

interface Fee {
  id: string;
  feeName: string;
  amount: string;
  pieces: number;
  createDate: string;
  status: string;
  currency: { code: string; name: string };
}

const columns: Column<Fee>[] = [
  { key: 'feeName', title: '费用名称' },
  { key: 'amount', title: '金额', kind: 'money' },
  { key: 'pieces', title: '件数', kind: 'number', scale: 0 },
  { key: 'createDate', title: '日期', kind: 'date' },
  { key: 'status', title: '状态', kind: 'status' },
  { key: 'currency.name', title: '币种' },
];

const row: Fee = {
  id: '1',
  feeName: '海运费',
  amount: '1234567.5',
  pieces: 12000,
  createDate: '2024-03-05',
  status: 'Y',
  currency: { code: 'CNY', name: '人民币' },
};

describe('DataTable', () => {
  it('formats money, numbers, dates, statuses and nested names', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={[row]} actions={() => <button>查看</button>} />,
    );
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '海运费',
      '1,234,567.50',
      '12,000',
      '2024-03-05',
      '启用',
      '人民币',
      '查看',
    ]);
    expect(cells[1]!.style.textAlign || getComputedStyle(cells[1]!).textAlign).toBe('end');
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
  });

  it('shows a DateTime as its day in China, whatever the browser zone', () => {
    // 00:30 on 1 February in Shanghai is still 31 January in UTC.
    const instant = '2024-01-31T16:30:00.000Z';
    renderWithProviders(<DataTable columns={columns} rows={[{ ...row, createDate: instant }]} />);
    expect(screen.getByText('2024-02-01')).toBeTruthy();
  });

  it('shows skeleton rows on first load and 暂无数据 when empty', () => {
    const { unmount } = renderWithProviders(<DataTable columns={columns} rows={[]} loading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('暂无数据')).toBeNull();
    unmount();
    renderWithProviders(<DataTable columns={columns} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
