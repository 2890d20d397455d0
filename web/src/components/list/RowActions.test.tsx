import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testKit.tsx';
import { RowActions, RowButton, RowLink, RowMenu } from './RowActions.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const items = [
  { value: 'CANCELLED', label: '取消' },
  { value: 'delete', label: '删除', danger: true },
];

describe('row actions', () => {
  it('draws links and buttons as plain elements with the row-action style', () => {
    const onCopy = vi.fn();
    renderKit(
      <RowActions>
        <RowLink to="/action/oceanexport/view?orderCode=A1">查看</RowLink>
        <RowButton onClick={onCopy}>复制</RowButton>
      </RowActions>,
    );
    const link = screen.getByRole('link', { name: '查看' });
    expect(link.getAttribute('href')).toBe('/action/oceanexport/view?orderCode=A1');
    expect(link.className).toBe('row-action');
    const button = screen.getByRole('button', { name: '复制' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it('mounts the menu on the first click, opened, and tells the chosen item', async () => {
    const onSelect = vi.fn();
    renderKit(<RowMenu label="更多" name="更多操作 A1" items={items} onSelect={onSelect} />);
    // Nothing of the menu before it is asked for.
    expect(screen.queryByRole('menuitem')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '更多操作 A1' }));
    const remove = await screen.findByRole('menuitem', { name: '删除' });
    expect(screen.getByRole('menuitem', { name: '取消' })).toBeTruthy();
    await userEvent.click(remove);
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('delete'));
  });

  it('shows a status in its colour', () => {
    renderKit(
      <>
        <StatusBadge status="已取消" />
        <StatusBadge status="Y" />
        <StatusBadge status="已开船" colorPalette="orange" />
      </>,
    );
    expect(screen.getByText('已取消').getAttribute('data-palette')).toBe('red');
    expect(screen.getByText('启用').getAttribute('data-palette')).toBe('green');
    expect(screen.getByText('已开船').getAttribute('data-palette')).toBe('orange');
    expect(screen.getByText('已取消').className).toBe('status-badge');
  });
});
