import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../testKit.tsx';
import { useListState } from './useListState.ts';

function Probe() {
  const list = useListState({ customerName: '', status: 'Y' }, 10);
  return (
    <div>
      <output>{JSON.stringify(list.variables)}</output>
      <button onClick={() => list.setSearch({ customerName: '远洋', status: '' })}>查询</button>
      <button onClick={() => list.setPage(3)}>第三页</button>
      <button onClick={() => list.reset()}>重置</button>
    </div>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as unknown;

describe('useListState', () => {
  it('reads the search and page from the URL', () => {
    renderKit(<Probe />, '/list?customerName=%E4%B8%AD&pageNum=2&pageSize=20');
    expect(shown()).toEqual({ customerName: '中', status: 'Y', pageNum: 2, pageSize: 20 });
  });

  it('writes searches and pages to the URL, so back returns to the earlier list', async () => {
    const { router } = renderKit(<Probe />, '/list');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(router.state.location.search).toBe('?customerName=%E8%BF%9C%E6%B4%8B&status=');
    fireEvent.click(screen.getByRole('button', { name: '第三页' }));
    expect(shown()).toEqual({ customerName: '远洋', status: '', pageNum: 3, pageSize: 10 });
    await act(() => router.navigate(-1));
    expect(shown()).toEqual({ customerName: '远洋', status: '', pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(router.state.location.search).toBe('');
    expect(shown()).toEqual({ customerName: '', status: 'Y', pageNum: 1, pageSize: 10 });
  });
});
