import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testKit.tsx';
import { fieldNameOfInput, inputNameOf } from './FieldShell.tsx';
import { TextField } from './TextField.tsx';

describe('input names', () => {
  it('suffixes a field named like a property of the form, and reads it back', () => {
    expect(inputNameOf('nodeName')).toBe('nodeName_field');
    expect(inputNameOf('action')).toBe('action_field');
    expect(inputNameOf('customerName')).toBe('customerName');
    expect(fieldNameOfInput('nodeName_field')).toBe('nodeName');
    expect(fieldNameOfInput('customerName')).toBe('customerName');
  });

  it('gives a nodeName input another name attribute, and keeps its value under nodeName', async () => {
    const onSubmit = vi.fn();
    renderKit(
      <Formik initialValues={{ nodeName: '', nodeCode: '' }} onSubmit={onSubmit}>
        <Form aria-label="作业节点">
          <TextField name="nodeCode" label="节点编码" />
          <TextField name="nodeName" label="节点名称" />
          <button type="submit">保存</button>
        </Form>
      </Formik>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: '节点编码' }), {
      target: { value: 'HYCK_TD' },
    });
    const nodeName = screen.getByRole<HTMLInputElement>('textbox', { name: '节点名称' });
    // The form element keeps its own nodeName, which React reads when the form submits.
    expect(nodeName.name).toBe('nodeName_field');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '节点编码' }).name).toBe(
      'nodeCode',
    );
    fireEvent.change(nodeName, { target: { value: '托单' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ nodeName: '托单', nodeCode: 'HYCK_TD' });
  });
});
