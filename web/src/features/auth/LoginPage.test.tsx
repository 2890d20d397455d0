import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  CaptchaDocument,
  CheckLoginDocument,
  LoginDocument,
  MeDocument,
} from '../../__generated__/graphql.ts';
import { getFlatMenu, getOrgList, getToken, getUser } from '../../app/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import LoginPage from './LoginPage.tsx';
import { validateLogin } from './loginSchema.ts';

function captchaMocks(
  requestedKeys: string[],
  requestedMobiles: (string | null)[] = [],
): MockLink.MockedResponse[] {
  return [
    {
      request: {
        query: CaptchaDocument,
        variables: (variables: { checkKey?: string | null; mobile?: string | null }) => {
          requestedKeys.push(variables.checkKey ?? '');
          requestedMobiles.push(variables.mobile ?? null);
          return true;
        },
      },
      result: () => ({
        data: {
          captcha: {
            __typename: 'Captcha',
            checkKey: requestedKeys.at(-1) ?? '',
            image: `data:image/svg+xml;base64,${btoa(`<svg>${requestedKeys.length}</svg>`)}`,
          },
        },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** The message a field's input is described by: its error, shown below it. */
function errorOf(label: RegExp): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function renderLogin(requestedKeys: string[] = [], requestedMobiles: (string | null)[] = []) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/user/login']}>
      <LoginPage />
    </MemoryRouter>,
    captchaMocks(requestedKeys, requestedMobiles),
  );
}

describe('login page', () => {
  it('shows the three required messages in Chinese on an empty submit', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(errorOf(/^手机号/)).toBe('请输入手机号'));
    expect(errorOf(/^密码/)).toBe('请输入密码');
    expect(errorOf(/^验证码/)).toBe('请输入验证码');
    expect(screen.getByLabelText(/^手机号/).getAttribute('aria-invalid')).toBe('true');
  });

  it('cuts the mobile number at 20 characters and the rules refuse 21', async () => {
    renderLogin();
    const mobile = screen.getByPlaceholderText<HTMLInputElement>('请输入手机号');
    await userEvent.type(mobile, '1'.repeat(21));
    expect(mobile.value).toBe('1'.repeat(20));
    const filled = { mobile: '', password: 'x', captcha: 'x' };
    expect(validateLogin({ ...filled, mobile: '1'.repeat(21) }).mobile).toBe(
      '手机号不能超过20个字符',
    );
    expect(validateLogin({ ...filled, mobile: '1'.repeat(20) })).toEqual({});
  });

  it('shows the captcha image and fetches a new one with a new key when clicked', async () => {
    const keys: string[] = [];
    renderLogin(keys);
    const image = await screen.findByAltText<HTMLImageElement>('验证码');
    expect(image.src).toContain(btoa('<svg>1</svg>'));
    expect(keys[0]).toMatch(/^\d{13}/);

    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(keys.length).toBeGreaterThanOrEqual(2));
    expect(new Set(keys).size).toBe(keys.length);
    await waitFor(() =>
      expect(screen.getByAltText<HTMLImageElement>('验证码').src).toContain(
        btoa(`<svg>${keys.length}</svg>`),
      ),
    );
  });

  it('asks the image for the mobile typed once the field is left, once per mobile', async () => {
    const keys: string[] = [];
    const mobiles: (string | null)[] = [];
    renderLogin(keys, mobiles);
    await screen.findByAltText('验证码');
    expect(mobiles).toEqual([null]);
    const mobile = screen.getByLabelText(/^手机号/);
    fireEvent.change(mobile, { target: { value: ' 13800000003 ' } });
    fireEvent.blur(mobile);
    await waitFor(() => expect(mobiles).toEqual([null, '13800000003']));
    fireEvent.blur(mobile);
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(mobiles).toEqual([null, '13800000003', '13800000003']));
  });
});

const menuItem = (
  id: string,
  name: string,
  url: string | null,
  type: 'GROUP' | 'PAGE',
  children: object[] = [],
) => ({
  __typename: 'MenuItem',
  id,
  parentId: null,
  name,
  url,
  icon: null,
  type,
  sortId: Number(id),
  hideInMenu: false,
  hideInBreadcrumb: false,
  children,
});

const meMock: MockLink.MockedResponse = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Me',
        user: { __typename: 'User', id: '7', userName: '张三', mobile: '13900000000' },
        currentOrganisation: {
          __typename: 'Organisation',
          id: '1',
          orgName: '上海华通',
          logoPath: null,
        },
        organisations: [
          {
            __typename: 'UserOrganisation',
            isDefault: true,
            organisation: { __typename: 'Organisation', id: '1', orgName: '上海华通' },
          },
        ],
        menu: [
          menuItem('1', '业务管理', null, 'GROUP', [
            { ...menuItem('2', '海运出口', '/action/oceanexport', 'PAGE'), children: [] },
          ]),
        ],
        logoPath: null,
      },
    },
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderFlow(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/user/login']}>
      <Routes>
        <Route path="/user/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    [...captchaMocks([]), ...mocks],
  );
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13900000000');
  await userEvent.type(screen.getByPlaceholderText('请输入密码'), 'secret1');
  await userEvent.type(screen.getByPlaceholderText('请输入验证码'), 'ab12');
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
}

const loginMock = (token: string): MockLink.MockedResponse => ({
  request: {
    query: LoginDocument,
    variables: (v: { input: { mobile: string } }) => v.input.mobile === '13900000000',
  },
  result: { data: { login: { __typename: 'LoginPayload', token } } },
});

describe('login flow', () => {
  it('signs in, keeps the session and opens the first page of the menu', async () => {
    renderFlow([
      {
        request: { query: CheckLoginDocument, variables: { mobile: '13900000000' } },
        result: { data: { checkLogin: 'CONTINUE' } },
      },
      loginMock('token-1'),
      meMock,
    ]);
    await fillAndSubmit();
    expect((await screen.findByTestId('where')).textContent).toBe('/action/oceanexport');
    expect(getToken()).toBe('token-1');
    expect(getUser()).toEqual({ userId: '7', userName: '张三', orgId: '1' });
    expect(Object.keys(getFlatMenu())).toEqual(['/action/oceanexport']);
    expect(getOrgList()).toEqual([{ orgId: '1', orgName: '上海华通', isDefault: true }]);
  });

  it('asks before ending a session elsewhere', async () => {
    renderFlow([
      {
        request: { query: CheckLoginDocument, variables: { mobile: '13900000000' } },
        result: { data: { checkLogin: 'SIGNED_IN_ELSEWHERE' } },
      },
      loginMock('token-2'),
      meMock,
    ]);
    await fillAndSubmit();
    expect(await screen.findByText('该账号已在其他地方登录，确认登录？')).toBeTruthy();
    expect(getToken()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/action/oceanexport');
    expect(getToken()).toBe('token-2');
  });

  it('puts a refused captcha on its field and clears it', async () => {
    renderFlow([
      {
        request: { query: CheckLoginDocument, variables: { mobile: '13900000000' } },
        result: { data: { checkLogin: 'CONTINUE' } },
      },
      {
        request: { query: LoginDocument, variables: () => true },
        result: {
          errors: [
            {
              message: '验证码错误',
              extensions: {
                code: 'BAD_USER_INPUT',
                messages: [{ message: '验证码错误', field: 'captcha' }],
                fields: { captcha: '验证码错误' },
              },
            },
          ],
        },
      },
    ]);
    await fillAndSubmit();
    await waitFor(() => expect(errorOf(/^验证码/)).toBe('验证码错误'));
    // The refusal is told in a toast too, drawn with Chakra once one is shown.
    expect((await screen.findByTestId('toast')).textContent).toContain('验证码错误');
    expect(errorOf(/^手机号/)).toBeNull();
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入验证码').value).toBe('');
    expect(getToken()).toBeNull();
  });
});
