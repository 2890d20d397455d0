import { screen, waitFor } from '@testing-library/react';
import { lazyPage } from './lazyPage.ts';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaDocument, MeDocument } from '../__generated__/graphql.ts';
import { renderWithProviders } from '../test/render.tsx';
import { buildRoutes } from './router.tsx';
import { routeTable } from './routes.ts';
import type { AppRoute } from './routes.ts';
import { getCurrentOrg, getUser, setToken, storageKeys } from './session.ts';

const captchaMock = {
  request: { query: CaptchaDocument, variables: () => true },
  result: {
    data: {
      captcha: { __typename: 'Captcha', checkKey: 'k', image: 'data:image/svg+xml;base64,' },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const page = (id: string, name: string, url: string) => ({
  __typename: 'MenuItem',
  id,
  parentId: '1',
  name,
  url,
  icon: null,
  type: 'PAGE',
  sortId: Number(id),
  hideInMenu: false,
  hideInBreadcrumb: false,
  children: [],
});

const meMock = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'Me',
        user: { __typename: 'User', id: '7', userName: '李四', mobile: '13900000000' },
        currentOrganisation: {
          __typename: 'Organisation',
          id: '2',
          orgName: '宁波华通',
          logoPath: null,
        },
        organisations: [
          {
            __typename: 'UserOrganisation',
            isDefault: true,
            organisation: { __typename: 'Organisation', id: '2', orgName: '宁波华通' },
          },
        ],
        menu: [
          {
            ...page('1', '业务管理', ''),
            url: null,
            parentId: null,
            type: 'GROUP',
            children: [
              page('2', '海运出口', '/action/oceanexport'),
              { ...page('3', '隐藏页', '/x'), hideInMenu: true },
            ],
          },
        ],
        logoPath: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderAt(path: string, table: readonly AppRoute[] = routeTable) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, [captchaMock, meMock]);
  return router;
}

describe('router and guard', () => {
  it('sends a visitor without a token to /user/login', async () => {
    const router = renderAt('/action/oceanexport');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(
      await screen.findByRole('heading', { name: '账号登录' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('opens a signed-in page with its title, and no route is left under construction', async () => {
    expect(routeTable.filter((r) => !r.page).map((r) => r.path)).toEqual([]);
    setToken('a-token');
    const router = renderAt('/todo/kanban');
    // Pages load lazily: the first one compiles its chunk.
    await waitFor(() => expect(document.title).toBe('看板 - 华通 SPACE'), { timeout: 10_000 });
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeTruthy();
    expect(screen.queryByText('建设中')).toBeNull();
    expect(router.state.location.pathname).toBe('/todo/kanban');
  });

  it('refreshes the stored session in the layout and builds the side menu from it', async () => {
    setToken('a-token');
    renderAt('/action/oceanexport');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    // The group of the current page opens by itself once the menu has arrived.
    await waitFor(() => expect(nav.textContent).toContain('海运出口'));
    expect(nav.textContent).toContain('业务管理');
    expect(nav.textContent).not.toContain('隐藏页');
    expect(getUser()).toEqual({ userId: '7', userName: '李四', orgId: '2' });
    expect(getCurrentOrg()).toEqual({ orgId: '2', orgName: '宁波华通' });
    expect(screen.getByRole('button', { name: /用户菜单$/ }).textContent).toContain('李四');
  });

  it('answers an unknown path with the not-found page', async () => {
    localStorage.setItem(storageKeys.token, 'a-token');
    renderAt('/no/such/page');
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getAllByText('页面不存在').length).toBeGreaterThan(0);
  });

  it('shows the bare Error page when a page fails to render', async () => {
    setToken('a-token');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('broken');
    };
    renderAt('/broken', [
      {
        path: '/broken',
        title: '损坏',
        page: lazyPage(() => Promise.resolve({ default: Broken })),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it.each([
    ['/user/register', '注册'],
    ['/user/resetpassword', '重置密码'],
  ])('%s says accounts are the administrator’s and leads back to sign-in', async (path, title) => {
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: title }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('账号与密码由管理员统一管理，请联系管理员。')).toBeTruthy();
    const back = screen.getByRole('link', { name: '返回登录' });
    back.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(
      await screen.findByRole('heading', { name: '账号登录' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
