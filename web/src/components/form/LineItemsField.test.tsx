import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { renderKit } from '../testKit.tsx';
import { sumDecimals } from './decimal.ts';
import { LineItemsField } from './LineItemsField.tsx';
import { MoneyField } from './MoneyField.tsx';

interface Line {
  contact: string;
  amount: string;
}

const schema = yup.object({
  lines: yup.array().of(
    yup.object({
      contact: yup.string().required('请输入联系人'),
      amount: yup.string(),
    }),
  ),
});

function renderLines(onSubmit: (v: { lines: Line[] }) => void, lines: Line[] = []) {
  return renderKit(
    <Formik initialValues={{ lines }} validationSchema={schema} onSubmit={onSubmit}>
      {({ values }) => (
        <Form>
          <LineItemsField
            name="lines"
            label="联系人"
            columns={[
              { key: 'contact', title: '联系人', required: true },
              { key: 'amount', title: '金额', kind: 'money' },
            ]}
            newRow={() => ({ contact: '', amount: '' })}
            footer={<p>合计 {sumDecimals(values.lines.map((l) => l.amount))}</p>}
          />
          <button type="submit">提交</button>
        </Form>
      )}
    </Formik>,
  );
}

describe('LineItemsField', () => {
  it('adds and removes rows', async () => {
    renderLines(() => undefined, [{ contact: '张三', amount: '' }]);
    fireEvent.click(screen.getByRole('button', { name: '+ 添加一行' }));
    expect(await screen.findByLabelText('联系人（第2行）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除第1行' }));
    await waitFor(() => expect(screen.queryByLabelText('联系人（第2行）')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('联系人（第1行）').value).toBe('');
  });

  it('shows each cell its own message and submits once fixed', async () => {
    const onSubmit = vi.fn();
    renderLines(onSubmit, [
      { contact: '张三', amount: '' },
      { contact: '', amount: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入联系人')).toBeTruthy();
    expect(screen.getAllByText('请输入联系人')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('联系人（第2行）'), '李四');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText('请输入联系人')).toBeNull();
  });

  it('keeps money cells as exact decimal strings', async () => {
    const onSubmit = vi.fn();
    renderLines(onSubmit, [
      { contact: '甲', amount: '' },
      { contact: '乙', amount: '' },
    ]);
    await userEvent.type(screen.getByLabelText('金额（第1行）'), '0.1');
    await userEvent.type(screen.getByLabelText('金额（第2行）'), '0.2');
    fireEvent.blur(screen.getByLabelText('金额（第2行）'));
    expect(await screen.findByText('合计 0.30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const submitted = onSubmit.mock.calls[0]![0] as { lines: Line[] };
    expect(submitted.lines.map((l) => l.amount)).toEqual(['0.10', '0.20']);
  });
});

describe('MoneyField', () => {
  it('rounds to two decimals by string arithmetic and keeps a string', async () => {
    const onSubmit = vi.fn();
    renderKit(
      <Formik initialValues={{ amount: '' }} onSubmit={onSubmit}>
        <Form>
          <MoneyField name="amount" label="金额" />
          <button type="submit">提交</button>
        </Form>
      </Formik>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('金额');
    await userEvent.type(input, '12a345678901234.005');
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('12345678901234.01'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(onSubmit.mock.calls[0]![0]).toEqual({ amount: '12345678901234.01' }),
    );
  });
});
