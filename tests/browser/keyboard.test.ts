// The keyboard shortcuts in the browser: Ctrl+S saves the form holding the focus (the value is
// there after a reload), `/` goes to the list's search, `?` shows the shortcuts (in Chinese) and
// Esc closes it. A screenshot of the help goes to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const shots = join(root, 'test-results');
const step = stepsOf('keyboard', () => suite.page);

let token = '';

describe('keyboard shortcuts in the browser', () => {
  it('signs in', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('saves the form in focus with Ctrl+S', async () => {
    await step('save', async () => {
      const page = await restCall<{ list: { id: number }[] }>(
        suite.stack,
        token,
        'tbCustomer/pageAll',
        {
          pageSize: 1,
        },
      );
      const id = page.list[0]?.id;
      expect(id).toBeDefined();
      const alias = `快存${Date.now().toString().slice(-6)}`;
      await suite.page.goto(`${suite.stack.url}/basic/client/add?id=${id}`);
      const field = suite.page.getByLabel(/^简称/);
      await expect.poll(() => field.inputValue()).not.toBe('');
      await field.fill(alias);
      await suite.page.keyboard.press('Control+s');
      await suite.page.getByText('保存成功').first().waitFor();
      await suite.page.goto(`${suite.stack.url}/basic/client/add?id=${id}`);
      await expect.poll(() => suite.page.getByLabel(/^简称/).inputValue()).toBe(alias);
    });
  });

  it('goes to the list’s search with /', async () => {
    await step('slash', async () => {
      await suite.page.goto(`${suite.stack.url}/action/oceanexport`);
      const search = suite.page.getByRole('search', { name: '查询条件' });
      await search.waitFor();
      await suite.page.locator('body').click({ position: { x: 700, y: 880 } });
      await suite.page.keyboard.press('/');
      await expect
        .poll(() =>
          suite.page.evaluate(
            () => document.activeElement?.closest('form[role="search"]') !== null,
          ),
        )
        .toBe(true);
      // Typed into the field: the `/` itself is not.
      await suite.page.keyboard.type('HY');
      const value = await suite.page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.value,
      );
      expect(value).toBe('HY');
    });
  });

  it('shows the shortcuts with ? and closes them with Esc', async () => {
    await step('help', async () => {
      await suite.page.locator('body').click({ position: { x: 700, y: 880 } });
      await suite.page.keyboard.press('?');
      const help = suite.page.getByRole('dialog', { name: '快捷键' });
      await help.waitFor();
      for (const text of [
        '保存光标所在的表单',
        '定位到列表的查询条件',
        '显示快捷键说明',
        '关闭对话框',
      ]) {
        await help.getByText(text).waitFor();
      }
      await suite.page.screenshot({ path: join(shots, 'keyboard-help.png') });
      await suite.page.keyboard.press('Escape');
      await expect.poll(() => help.count()).toBe(0);
    });
  });
});
