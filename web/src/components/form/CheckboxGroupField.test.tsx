import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { renderKit } from '../testKit.tsx';
import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import { DictSelect } from './DictSelect.tsx';

const currencies = [
  { value: 'CNY', label: '人民币' },
  { value: 'USD', label: '美元' },
  { value: 'EUR', label: '欧元' },
];

const schema = yup.object({ codes: yup.array(yup.string()).min(1, '请选择币种') });

function renderGroup(onSubmit: (v: { codes: string[] }) => void, disabled = false) {
  return renderKit(
    <Formik initialValues={{ codes: [] as string[] }} validationSchema={schema} onSubmit={onSubmit}>
      <Form>
        <CheckboxGroupField
          name="codes"
          label="币种"
          required
          options={currencies}
          disabled={disabled}
        />
        <button type="submit">提交</button>
      </Form>
    </Formik>,
  );
}

/** The <label> a person clicks for an option (Chakra renders the checkbox root as one). */
const optionLabel = (text: string) => screen.getByText(text).closest('label')!;
const ticked = (text: string) => optionLabel(text).querySelector('input')!.checked;

/** Clicks an option's label, as a person does, and waits until the form holds the change. */
async function clickLabel(text: string) {
  const before = ticked(text);
  fireEvent.click(optionLabel(text));
  await waitFor(() => expect(ticked(text)).toBe(!before));
}

describe('CheckboxGroupField', () => {
  it('ticks the option whose label is clicked, not the first one', async () => {
    const onSubmit = vi.fn();
    renderGroup(onSubmit);
    await clickLabel('美元');
    expect(ticked('人民币')).toBe(false);
    await clickLabel('欧元');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ codes: ['USD', 'EUR'] });
  });

  it('gives every checkbox its own id and names the group by its legend', () => {
    renderGroup(vi.fn());
    const inputs = currencies.map((c) => optionLabel(c.label).querySelector('input')!);
    expect(new Set(inputs.map((i) => i.id)).size).toBe(currencies.length);
    for (const input of inputs) {
      expect(document.querySelectorAll(`[id="${input.id}"]`)).toHaveLength(1);
    }
    expect(screen.getByRole('group', { name: /币种/ })).toBeTruthy();
  });

  it('shows the error once submitted and clears it when a choice is ticked', async () => {
    renderGroup(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择币种')).toBeTruthy();
    await clickLabel('人民币');
    await waitFor(() => expect(screen.queryByText('请选择币种')).toBeNull());
  });

  it('lets nothing be ticked when disabled', async () => {
    renderGroup(vi.fn(), true);
    fireEvent.click(optionLabel('美元'));
    await new Promise((r) => setTimeout(r, 20));
    expect(ticked('美元')).toBe(false);
    expect(optionLabel('美元').querySelector('input')!.disabled).toBe(true);
  });

  it('serves DictSelect with several codes', async () => {
    const onSubmit = vi.fn();
    renderKit(
      <Formik initialValues={{ types: [] as string[] }} onSubmit={onSubmit}>
        <Form>
          <DictSelect
            name="types"
            label="供应商类型"
            multiple
            options={[
              { code: 'CD', name: '船东' },
              { code: 'HD', name: '货代' },
            ]}
          />
          <button type="submit">提交</button>
        </Form>
      </Formik>,
    );
    await clickLabel('货代');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ types: ['HD'] });
  });
});
