import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { client } from '../../../../model/masterData/entities/parties.ts';
import { renderKit } from '../../components/testKit.tsx';
import { FormFieldsFor } from './FormFieldsFor.tsx';
import { initialValuesFor } from './values.ts';
import { yupSchemaFor } from './yupSchemaFor.ts';

describe('FormFieldsFor', () => {
  it('renders a declared entity and validates it with its own rules', async () => {
    const onSubmit = vi.fn();
    renderKit(
      <Formik
        initialValues={initialValuesFor(client)}
        validationSchema={yupSchemaFor(client.fields, client.subLists)}
        onSubmit={onSubmit}
      >
        <Form>
          <FormFieldsFor
            fields={client.fields}
            subLists={client.subLists}
            dicts={{ FPLX: [{ code: 'ZP', name: '增值税专用发票' }] }}
          />
          <button type="submit">保存</button>
        </Form>
      </Formik>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('客户编码').disabled).toBe(true);
    expect(screen.getByRole('option', { name: '增值税专用发票' })).toBeTruthy();
    const contacts = screen.getByRole('group', { name: '联系人' });
    fireEvent.click(within(contacts).getByRole('button', { name: '+ 添加一行' }));
    fireEvent.change(screen.getByLabelText('商检编号'), { target: { value: 'AB-1' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入客户名称')).toBeTruthy();
    expect(screen.getByText('商检编号只能包含字母和数字')).toBeTruthy();
    expect(screen.getByText('请输入联系人')).toBeTruthy();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
