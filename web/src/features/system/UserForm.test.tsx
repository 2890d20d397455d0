import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../components/testKit.tsx';
import { UserForm } from './UserForm.tsx';
import { emptyUser, userInput } from './userSchema.ts';
import type { UserFormValues } from './userSchema.ts';

const errorText = { selector: '.chakra-field__errorText' };
const roles = [
  { value: '11', label: '操作员' },
  { value: '12', label: '财务' },
];
const organisations = [
  { value: '1', label: '上海华通' },
  { value: '2', label: '— 宁波华通' },
];

const groups = [{ value: '7', label: '华通国际物流集团' }];

function renderForm(onSubmit = vi.fn(() => Promise.resolve(true)), groupId = '7') {
  renderKit(
    <UserForm
      initialValues={{ ...emptyUser, userNumber: 'HT0008', groupId }}
      isNew
      roles={roles}
      organisations={organisations}
      groups={groups}
      onSubmit={onSubmit}
      onSaved={() => undefined}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
/** The checkbox of a choice in a checkbox group (its label holds the input). */
const choice = (label: string) => screen.getByText(label).closest('label')!.querySelector('input')!;
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const save = () => fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);

describe('user form rules', () => {
  it('asks for the name, the mobile and an organisation', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('form', { name: '新增用户' });
    expect((input(/^用户编号/) as HTMLInputElement).value).toBe('HT0008');
    save();
    expect(await screen.findByText('请输入用户姓名', errorText)).toBeTruthy();
    expect(screen.getByText('请输入手机号', errorText)).toBeTruthy();
    expect(screen.getByText('请选择所属组织', errorText)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the group when none is chosen, and takes the one picked', async () => {
    const onSubmit = renderForm(undefined, '');
    await screen.findByRole('form', { name: '新增用户' });
    type(input(/^用户姓名/), '吴磊');
    type(input(/^手机号/), '13900002222');
    await userEvent.click(choice('上海华通'));
    save();
    expect(await screen.findByText('请选择所属集团', errorText)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^所属集团/, { selector: 'select' }), {
      target: { value: '7' },
    });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = (onSubmit.mock.calls[0] as unknown as [UserFormValues])[0];
    expect(userInput(values)).toMatchObject({ groupId: '7', organisationIds: ['1'] });
  });

  it('holds each field to the shared patterns', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('form', { name: '新增用户' });
    type(input(/^用户编号/), 'U-01');
    type(input(/^手机号/), '1380013');
    type(input(/^QQ/), '12a');
    type(input(/^邮箱/), 'li@huatong');
    type(input(/^初始密码/), '12345');
    save();
    expect(await screen.findByText('用户编号只能包含字母和数字', errorText)).toBeTruthy();
    expect(screen.getByText('手机号应为8到15位数字', errorText)).toBeTruthy();
    expect(screen.getByText('QQ只能包含数字', errorText)).toBeTruthy();
    expect(screen.getByText('邮箱格式不正确', errorText)).toBeTruthy();
    expect(screen.getByText('初始密码长度为6到32位', errorText)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a default among several organisations, then saves', async () => {
    const onSubmit = renderForm();
    await screen.findByRole('form', { name: '新增用户' });
    type(input(/^用户姓名/), '周敏');
    type(input(/^手机号/), '13900001111');
    await userEvent.click(choice('财务'));
    await userEvent.click(choice('上海华通'));
    await userEvent.click(choice('— 宁波华通'));
    save();
    expect(await screen.findByText('请选择默认组织', errorText)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^默认组织/, { selector: 'select' }), {
      target: { value: '2' },
    });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = (onSubmit.mock.calls[0] as unknown as [UserFormValues])[0];
    expect(userInput(values)).toEqual({
      userName: '周敏',
      mobile: '13900001111',
      userNumber: 'HT0008',
      qq: null,
      email: null,
      groupId: '7',
      isAdmin: false,
      active: true,
      validityDate: null,
      roleIds: ['12'],
      organisationIds: ['1', '2'],
      defaultOrganisationId: '2',
    });
  });
});
