// Two administrators on one role's menus in the browser: both open the 角色 menu screen, the first
// ticks a page and saves, the second ticks another from the tree as they opened it and saves. The
// second sees who changed the role and when, is offered 重新加载, and their ticks stay on screen;
// after the reload the tree shows what is stored and the notice lists their ticks to make again.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accountWithMenus } from '../support/permissions.ts';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const CONFLICT = /该角色已被 系统管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 修改，请刷新后重新填写/;

const tree = (page: Page) => page.getByRole('tree', { name: '菜单权限' });
const checkbox = (page: Page, name: string) =>
  tree(page).getByRole('checkbox', { name, exact: true });
const tick = (page: Page, name: string) =>
  tree(page).getByRole('treeitem', { name, exact: true }).locator('label').first().click();
const toast = (page: Page, text: string) =>
  page.getByTestId('toast').filter({ hasText: text }).first();

describe("two administrators on one role's menus", () => {
  it('shows the second the conflict, offers to reload, and keeps what they ticked', async () => {
    const token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    const orgs = await graphql<{ organisationTree: { id: string; orgName: string }[] }>(
      suite.stack,
      '{ organisationTree { id orgName } }',
      {},
      token,
    );
    const shanghai = orgs.data?.organisationTree.find((o) => o.orgName.startsWith('上海'));
    if (!shanghai) throw new Error('演示数据中没有上海的组织');
    // The second administrator: a role granting 角色管理, signed in in a second browser context.
    const other = await accountWithMenus(suite.stack, token, ['/sys/role'], [shanghai.id]);
    const roleName = `菜单冲突角色${Date.now() % 100_000}`;
    const created = await graphql<{ createRole: { id: string } }>(
      suite.stack,
      'mutation ($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { roleName } },
      token,
    );
    const roleId = created.data?.createRole.id;
    if (!roleId) throw new Error(JSON.stringify(created.errors));
    const context = await suite.browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
    });
    const second = await context.newPage();
    await signInOnPage(second, suite.stack.url, other, true);
    const first = suite.page;
    const step = stepsOf('role-menu-conflict', () => second);
    const url = `${suite.stack.url}/sys/role/menu?roleId=${roleId}`;

    await step('both-open', async () => {
      await Promise.all([first.goto(url), second.goto(url)]);
      await Promise.all([
        checkbox(first, '客户管理').waitFor(),
        checkbox(second, '海运出口').waitFor(),
      ]);
      expect(await checkbox(second, '客户管理').isChecked()).toBe(false);
    });

    await step('first-saves', async () => {
      await tick(first, '客户管理');
      await first.getByRole('button', { name: '保存', exact: true }).click();
      await toast(first, '保存成功').waitFor();
    });

    await step('second-refused', async () => {
      await tick(second, '海运出口');
      await second.getByRole('button', { name: '保存', exact: true }).click();
      const notice = second.getByRole('alert', { name: '保存冲突' });
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(CONFLICT);
      expect(await notice.getByRole('button', { name: '重新加载' }).isVisible()).toBe(true);
      // What the second administrator ticked is still ticked; the first one's tick is not shown.
      expect(await checkbox(second, '海运出口').isChecked()).toBe(true);
      expect(await checkbox(second, '客户管理').isChecked()).toBe(false);
    });

    await step('second-reloads', async () => {
      const notice = second.getByRole('alert', { name: '保存冲突' });
      await notice.getByRole('button', { name: '重新加载' }).click();
      // The first administrator's tick is shown now, and the second's is listed to make again.
      await expect.poll(() => checkbox(second, '客户管理').isChecked()).toBe(true);
      expect(await checkbox(second, '海运出口').isChecked()).toBe(false);
      const typed = notice.getByRole('list', { name: '未保存的输入' });
      await typed.waitFor();
      expect(await typed.innerText()).toMatch(/新勾选的菜单：.*海运出口/);
    });

    await step('second-saves-again', async () => {
      await tick(second, '海运出口');
      await second.getByRole('button', { name: '保存', exact: true }).click();
      await toast(second, '保存成功').waitFor();
      // Read again from the server: both administrators' ticks are kept.
      await second.reload();
      await checkbox(second, '海运出口').waitFor();
      await expect.poll(() => checkbox(second, '海运出口').isChecked()).toBe(true);
      expect(await checkbox(second, '客户管理').isChecked()).toBe(true);
    });
    await context.close();
  });
});
