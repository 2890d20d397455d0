import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testKit.tsx';
import { Pager } from './Pager.tsx';

describe('Pager', () => {
  it('shows the total and pages, and reports page and size changes', async () => {
    const onChange = vi.fn();
    renderKit(<Pager pageNum={1} pageSize={10} total={35} onChange={onChange} />);
    expect(screen.getByText('共 35 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 4 页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '第 5 页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(2, 10));
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('offers an unusual default size among the choices', () => {
    renderKit(<Pager pageNum={1} pageSize={30} total={0} onChange={() => undefined} />);
    const select = screen.getByLabelText<HTMLSelectElement>('每页条数');
    expect(select.value).toBe('30');
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '30', '50', '100']);
  });
});
