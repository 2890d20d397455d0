import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../form/TextField.tsx';
import { renderKit } from '../testKit.tsx';
import { SearchForm } from './SearchForm.tsx';

const empty = { a: '', b: '', c: '', d: '', e: '' };

function renderForm(onSearch: (v: typeof empty) => void, values = empty) {
  return renderKit(
    <SearchForm values={values} emptyValues={empty} onSearch={onSearch}>
      <TextField name="a" label="甲" />
      <TextField name="b" label="乙" />
      <TextField name="c" label="丙" />
      <TextField name="d" label="丁" />
      <TextField name="e" label="戊" />
    </SearchForm>,
  );
}

describe('SearchForm', () => {
  it('folds to one row and unfolds with 展开/收起', () => {
    renderForm(() => undefined);
    const cellOf = (label: string) => screen.getByLabelText(label).closest('[hidden]');
    expect(cellOf('甲')).toBeNull();
    // Folded fields are drawn when the form first unfolds.
    expect(screen.queryByLabelText('丁')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(cellOf('丁')).toBeNull();
    expect(cellOf('戊')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(cellOf('戊')).not.toBeNull();
  });

  it('counts a folded field’s value in the search, drawn or not', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch, { ...empty, e: '已有' });
    expect(screen.queryByLabelText('戊')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ ...empty, e: '已有' }));
    // Typed while unfolded, then folded again: still searched for.
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    await userEvent.type(screen.getByLabelText('丁'), '宁波');
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ ...empty, d: '宁波', e: '已有' }),
    );
  });

  it('submits typed values and resets to the empty search', async () => {
    const onSearch = vi.fn();
    renderForm(onSearch, { ...empty, b: '已有' });
    await userEvent.type(screen.getByLabelText('甲'), '上海');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ ...empty, a: '上海', b: '已有' }));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith(empty);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('甲').value).toBe(''));
  });
});
