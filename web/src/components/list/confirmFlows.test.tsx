import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../app/toastStore.ts';
import { renderKit } from '../testKit.tsx';
import { DeleteAction } from './DeleteAction.tsx';
import { StatusToggle } from './StatusToggle.tsx';

// The toaster is one for the app; each test starts without toasts.
beforeEach(() => toaster.remove());

describe('DeleteAction', () => {
  it('deletes only after confirmation and toasts 删除成功', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderKit(<DeleteAction onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该记录吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定删除该记录吗？')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('toasts a failure that did not come through GraphQL', async () => {
    renderKit(<DeleteAction onDelete={() => Promise.reject(new Error('该记录已被引用'))} />);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该记录已被引用')).toBeTruthy();
    expect(screen.queryByText('删除成功')).toBeNull();
  });
});

describe('StatusToggle', () => {
  it('asks, saves the opposite status and toasts 状态更新成功', async () => {
    const onChange = vi.fn((_next: 'Y' | 'N') => Promise.resolve());
    renderKit(<StatusToggle status="Y" onChange={onChange} recordLabel="上海港" />);
    fireEvent.click(screen.getByLabelText('上海港启用'));
    expect(await screen.findByText('确定停用该记录吗？')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('状态更新成功')).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith('N');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const onChange = vi.fn(() => Promise.resolve());
    renderKit(<StatusToggle status="N" onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('停用'));
    expect(await screen.findByText('确定启用该记录吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定启用该记录吗？')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
