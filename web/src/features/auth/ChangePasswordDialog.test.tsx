import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDocument } from '../../__generated__/graphql.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const errorText = { selector: '.chakra-field__errorText' };

async function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
  const [oldInput, newInput, confirmInput] = await screen.findAllByLabelText(/密码/, {
    selector: 'input',
  });
  await userEvent.type(oldInput!, oldPassword);
  await userEvent.type(newInput!, newPassword);
  await userEvent.type(confirmInput!, confirmPassword);
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
}

describe('change-password dialog', () => {
  it('asks for all three fields', async () => {
    renderWithProviders(<ChangePasswordDialog open onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入原密码', errorText)).toBeTruthy();
    expect(screen.getByText('请输入新密码', errorText)).toBeTruthy();
    expect(screen.getByText('请确认新密码', errorText)).toBeTruthy();
  });

  it('refuses a short or unmatched new password', async () => {
    renderWithProviders(<ChangePasswordDialog open onClose={() => undefined} />);
    await fill('old-pass', '12345', '123456');
    expect(await screen.findByText('新密码长度为6到32位', errorText)).toBeTruthy();
    expect(screen.getByText('两次输入的新密码不一致', errorText)).toBeTruthy();
  });

  it('puts the server message on its field', async () => {
    const onClose = vi.fn();
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ChangePasswordDocument, variables: () => true },
        result: {
          errors: [
            {
              message: '原密码错误',
              extensions: {
                code: 'BAD_USER_INPUT',
                messages: [{ message: '原密码错误', field: 'oldpassword' }],
                fields: { oldPassword: '原密码错误' },
              },
            },
          ],
        },
      },
    ];
    renderWithProviders(<ChangePasswordDialog open onClose={onClose} />, mocks);
    await fill('wrong-pass', 'abcdef', 'abcdef');
    expect(await screen.findByText('原密码错误', errorText)).toBeTruthy();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
