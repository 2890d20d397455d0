import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testKit.tsx';
import { FormSection } from './FormSection.tsx';
import { ReadOnlyScope } from './ReadOnly.tsx';
import { RecordPicker, RecordPickerField } from './RecordPicker.tsx';
import { MORE_OFFERS, pickerOffers } from './recordLabel.ts';
import type { RecordOption } from './recordLabel.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

// The first page of 20 clients, without the one the record was saved with.
const firstPage: RecordOption[] = Array.from({ length: 20 }, (_, i) => ({
  id: String(i + 1),
  label: `第${i + 1}号客户`,
}));
const saved = { id: '25', label: '上海锦程国际贸易有限公司' };

const input = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

describe('RecordPicker', () => {
  it('shows the saved record passed by the page while its first page does not hold it', async () => {
    const load = vi.fn(() => Promise.resolve(firstPage));
    renderKit(
      <RecordPicker
        label="客户"
        value="25"
        valueLabel={saved.label}
        load={load}
        onChange={vi.fn()}
      />,
    );
    await waitFor(() => expect(load).toHaveBeenCalledWith(''));
    await waitFor(() => expect(input('客户').value).toBe(saved.label));
  });

  it('shows the label once the loaded first page names the value', async () => {
    renderKit(
      <RecordPicker
        label="客户"
        value="3"
        load={() => Promise.resolve(firstPage)}
        onChange={vi.fn()}
      />,
    );
    await waitFor(() => expect(input('客户').value).toBe('第3号客户'));
  });

  it('looks up a chosen record nothing names by its id, once', async () => {
    const resolve = vi.fn((id: string) => Promise.resolve(id === '25' ? saved : null));
    renderKit(
      <RecordPicker
        label="客户"
        value="25"
        load={() => Promise.resolve(firstPage)}
        resolve={resolve}
        onChange={vi.fn()}
      />,
    );
    await waitFor(() => expect(input('客户').value).toBe(saved.label));
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('25');
  });

  it('shows a newly chosen record, not the label passed for the saved one', async () => {
    const onChange = vi.fn();
    renderKit(
      <Formik initialValues={{ clientId: '25' }} onSubmit={vi.fn()}>
        <Form>
          <RecordPickerField
            name="clientId"
            label="客户"
            valueLabel={saved.label}
            items={firstPage}
            onPick={onChange}
          />
        </Form>
      </Formik>,
    );
    await waitFor(() => expect(input('客户').value).toBe(saved.label));
    fireEvent.click(screen.getByRole('button', { name: '展开选项' }));
    fireEvent.click(await screen.findByRole('option', { name: '第7号客户' }));
    await waitFor(() => expect(input('客户').value).toBe('第7号客户'));
    expect(onChange).toHaveBeenCalledWith({ id: '7', label: '第7号客户' });
  });
});

describe('ReadOnlyScope', () => {
  it('disables every field, picker and the section save button below it', async () => {
    renderKit(
      <ReadOnlyScope>
        <Formik initialValues={{ name: '托单', mode: 'A', clientId: '25' }} onSubmit={vi.fn()}>
          <Form>
            <FormSection title="基本信息">
              <TextField name="name" label="名称" />
              <SelectField
                name="mode"
                label="作业方式"
                options={[
                  { value: 'A', label: '整箱' },
                  { value: 'B', label: '拼箱' },
                ]}
              />
              <RecordPickerField
                name="clientId"
                label="客户"
                valueLabel={saved.label}
                items={firstPage}
              />
            </FormSection>
          </Form>
        </Formik>
      </ReadOnlyScope>,
    );
    // Values as text, named by their labels; no inputs.
    expect(screen.getByLabelText('名称').tagName).toBe('OUTPUT');
    expect(screen.getByLabelText('作业方式').tagName).toBe('OUTPUT');
    await waitFor(() => expect(screen.getByLabelText('客户').textContent).toBe(saved.label));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it.each([
    [21, true],
    [20, false],
  ])('of %i records found for the first page, says more match: %s', async (found, more) => {
    const records = Array.from({ length: found }, (_, i) => ({
      id: String(i + 1),
      label: `第${i + 1}号客户`,
    }));
    renderKit(
      <RecordPicker
        label="客户"
        value={null}
        load={() => Promise.resolve(pickerOffers(records))}
        onChange={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '展开选项' }));
    expect(await screen.findByRole('option', { name: '第20号客户' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '第21号客户' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.queryByText(MORE_OFFERS) !== null).toBe(more);
  });
});
