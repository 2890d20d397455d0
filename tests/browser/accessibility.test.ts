// axe-core over the sign-in page and the main page of every top-level menu area (工作台 and each
// group's first page, read from the side menu, so an area added later is checked too): no serious
// or critical problem, and one h1 naming the page.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN } from '../support/stack.ts';
import { axeViolations, seriousOf } from './axe.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({ bypassCSP: true });
const step = stepsOf('accessibility', () => suite.page);
const shots = join(root, 'test-results');

/** Waits until the page shows its content: no loading skeleton or busy table left, an h1 drawn. */
async function settled(): Promise<void> {
  const page = suite.page;
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"]').length === 0,
    null,
    { timeout: 30_000 },
  );
}

describe('accessibility (axe-core)', () => {
  it('the sign-in page has no serious or critical problem', async () => {
    await step('login', async () => {
      await suite.page.goto(`${suite.stack.url}/user/login`);
      await suite.page.getByAltText('验证码').waitFor();
      await settled();
      expect(seriousOf(await axeViolations(suite.page))).toEqual([]);
      expect(await suite.page.locator('h1').allInnerTexts()).toEqual(['账号登录']);
    });
  });

  it('the main page of every menu area has no serious or critical problem and one h1', async () => {
    await step('areas', async () => {
      const page = suite.page;
      await signInOnPage(page, suite.stack.url, DEMO_ADMIN);
      const menu = page.getByRole('navigation', { name: '主菜单' });
      await menu.waitFor();
      // Top-level entries: a page of its own (工作台), or a group whose first page is its main one.
      const areas: { name: string; href: string }[] = [];
      const stack = menu.locator(':scope > div:last-child > *');
      for (const entry of await stack.all()) {
        const own = entry.locator('xpath=self::a');
        if ((await own.count()) > 0) {
          areas.push({ name: await own.innerText(), href: (await own.getAttribute('href')) ?? '' });
          continue;
        }
        const toggle = entry.locator(':scope > button');
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
        const first = entry.locator('a[href]').first();
        areas.push({
          name: await toggle.innerText(),
          href: (await first.getAttribute('href')) ?? '',
        });
      }
      expect(areas.map((a) => a.name)).toEqual([
        '工作台',
        '业务管理',
        '基础资料',
        '费用管理',
        '财务管理',
        '报表统计',
        '待办事项',
        '系统管理',
      ]);

      const problems: string[] = [];
      for (const area of areas) {
        await page.goto(`${suite.stack.url}${area.href}`);
        await settled();
        const h1 = await page.locator('h1').count();
        if (h1 !== 1) problems.push(`${area.name} ${area.href}: ${h1} 个 h1`);
        for (const line of seriousOf(await axeViolations(page))) {
          problems.push(`${area.name} ${area.href}: ${line}`);
        }
        await page.screenshot({
          path: join(shots, `accessibility-${area.href.replace(/\W+/g, '_')}.png`),
        });
      }
      expect(problems).toEqual([]);
    });
  }, 300_000);
});
