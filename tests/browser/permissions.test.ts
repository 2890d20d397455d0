// Administration through the real UI: the demo administrator creates a role with two menus and a
// user holding it; that user signs in, sees only those menus and is refused an administration page.
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, TEST_CAPTCHA } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

const suffix = String(Date.now()).slice(-6);
const roleName = `单证专员${suffix}`;
const clerk = { name: `周敏${suffix}`, mobile: `139${suffix}00`, password: 'clerk2024' };
const orgName = '上海华通国际货运代理有限公司';
const forbiddenText = '抱歉，您无权访问此页面。';

const step = stepsOf('permissions', () => suite.page);

async function signIn(account: { mobile: string; password: string }, landing: string) {
  await suite.page.goto(`${suite.stack.url}/user/login`);
  await suite.page.getByLabel(/^手机号/).fill(account.mobile);
  await suite.page.getByLabel(/^密码/).fill(account.password);
  await suite.page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
  await suite.page.getByRole('button', { name: '登录' }).click();
  await suite.page.waitForURL(`**${landing}`);
}

async function signOut() {
  await suite.page.getByRole('button', { name: '用户菜单' }).click();
  await suite.page.getByRole('menuitem', { name: '退出登录' }).click();
  await suite.page.waitForURL('**/user/login');
}

const toast = (text: string) => suite.page.getByTestId('toast').filter({ hasText: text }).first();

describe('roles decide the menu and the rights', () => {
  it('the administrator creates a role through the role form', async () => {
    await step('role', async () => {
      await signIn(DEMO_ADMIN, '/action/oceanexport');
      await suite.page.goto(`${suite.stack.url}/sys/role/add`);
      await suite.page.getByLabel(/^角色名称/).fill(roleName);
      await suite.page.getByRole('button', { name: '保存' }).click();
      await toast('保存成功').waitFor();
      await suite.page.waitForURL('**/sys/role');
    });
  });

  it('grants the role 海运出口 and 客户管理 in the menu tree', async () => {
    await step('role-menu', async () => {
      await suite.page.getByLabel('角色名称').fill(roleName);
      await suite.page.getByRole('button', { name: '查询' }).click();
      const row = suite.page.getByRole('row').filter({ hasText: roleName });
      await row.waitFor();
      await row.getByRole('link', { name: '菜单权限' }).click();
      await suite.page.waitForURL('**/sys/role/menu?roleId=*');
      const tree = suite.page.getByRole('tree', { name: '菜单权限' });
      for (const name of ['海运出口', '客户管理']) {
        await tree.getByRole('treeitem', { name, exact: true }).locator('label').first().click();
        await expect(tree.getByRole('checkbox', { name, exact: true }).isChecked()).resolves.toBe(
          true,
        );
      }
      // A group with some of its pages ticked is half ticked, not ticked.
      const group = tree.getByRole('checkbox', { name: '业务管理', exact: true });
      await expect(group.isChecked()).resolves.toBe(false);
      await suite.page.getByRole('button', { name: '保存' }).click();
      await toast('保存成功').waitFor();
    });
  });

  it('creates a user with that role and an organisation through the user form', async () => {
    await step('user', async () => {
      await suite.page.goto(`${suite.stack.url}/sys/user/add`);
      // A new user is offered the next generated number.
      await expect
        .poll(() => suite.page.getByLabel(/^用户编号/).inputValue())
        .toMatch(/^[A-Za-z0-9]+$/);
      await suite.page.getByLabel(/^用户姓名/).fill(clerk.name);
      await suite.page.getByLabel(/^手机号/).fill(clerk.mobile);
      await suite.page.getByLabel(/^初始密码/).fill(clerk.password);
      // Each choice of the role and organisation lists is a label with the name alone.
      await suite.page.locator('label', { hasText: new RegExp(`^${roleName}$`) }).click();
      await suite.page.locator('label', { hasText: new RegExp(`^${orgName}$`) }).click();
      await suite.page.getByRole('button', { name: '保存' }).first().click();
      await toast('保存成功').waitFor();
      await suite.page.waitForURL('**/sys/user');
      const row = suite.page.getByRole('row').filter({ hasText: clerk.mobile });
      await row.waitFor();
      // The list shows the user's roles as tags: only the new one.
      await expect(row.textContent()).resolves.toContain(roleName);
      await expect(row.textContent()).resolves.not.toContain('操作员');
      await signOut();
    });
  });

  it('the new user sees only the granted menus', async () => {
    await step('clerk-menu', async () => {
      await signIn(clerk, '/action/oceanexport');
      const nav = suite.page.getByRole('navigation', { name: '主菜单' });
      await nav.getByRole('link', { name: '海运出口', exact: true }).waitFor();
      // Open every group so every page link the menu holds is on screen.
      const closed = nav.locator('button[aria-expanded="false"]');
      for (let guard = 0; guard < 20 && (await closed.count()) > 0; guard += 1) {
        await closed.first().click();
      }
      const links = await nav.getByRole('link').allTextContents();
      // 工作台 (the dashboard) is every user's home, not a menu entry.
      const pages = links.map((t) => t.trim()).filter((t) => t !== '工作台');
      expect(pages.sort()).toEqual(['客户管理', '海运出口'].sort());
    });
  });

  it('and is refused a page outside them with 403', async () => {
    await step('clerk-403', async () => {
      await suite.page.goto(`${suite.stack.url}/sys/user`);
      await suite.page.getByText(forbiddenText).first().waitFor();
      expect(await suite.page.getByRole('table', { name: '用户列表' }).count()).toBe(0);
    });
  });
});
