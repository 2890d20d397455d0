// What a person sees of forms: a refused field marked with the server's reason, view pages drawn
// as text with names in full, dates as YYYY-MM-DD with a Chinese calendar in an English browser,
// and a readable captcha with 换一张. Screenshots of each go to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN } from '../support/stack.ts';
import { loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const step = stepsOf('formsOnScreen', () => suite.page);
const shots = join(root, 'test-results');

describe('forms on screen', () => {
  it('shows a captcha 140 px wide or more, dark on white, with a 换一张 button that renews it', async () => {
    await step('captcha', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/user/login`);
      const image = page.getByAltText('验证码');
      await image.waitFor();
      const box = await image.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(140);
      expect(box?.height).toBeGreaterThanOrEqual(50);
      const before = await image.getAttribute('src');
      await page.getByRole('button', { name: '换一张' }).click();
      await expect.poll(() => image.getAttribute('src')).not.toBe(before);
      await page
        .locator('form[aria-label="登录"]')
        .screenshot({ path: join(shots, 'formsOnScreen-captcha.png') });
    });
  }, 180_000);

  it('marks the field the server refuses, and says it in a toast too', async () => {
    await step('refused-field', async () => {
      const page = suite.page;
      await signInOnPage(page, suite.stack.url, DEMO_ADMIN);
      await page.goto(`${suite.stack.url}/basic/ffeetype`);
      const table = await loadedTable(page, '费用类型列表');
      const takenCode = (await table.locator('tbody tr td').first().innerText()).trim();
      await page.goto(`${suite.stack.url}/basic/ffeetype/add`);
      await page.getByLabel(/^费用编码/).fill(takenCode);
      await page.getByLabel(/^费用名称/).fill(`测试费用${Date.now().toString().slice(-6)}`);
      await page.getByRole('button', { name: '保存' }).first().click();
      const field = page.locator('.chakra-field__root').filter({ hasText: /^费用编码/ });
      await field
        .locator('.chakra-field__errorText')
        .filter({ hasText: '费用编码已存在' })
        .waitFor();
      await expect(field.getByLabel(/^费用编码/).getAttribute('aria-invalid')).resolves.toBe(
        'true',
      );
      await page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: '费用编码已存在' })
        .waitFor();
      await page.screenshot({ path: join(shots, 'formsOnScreen-refused-field.png') });
    });
  }, 180_000);

  it('draws an order view page as text: names in full, no inputs, no required marks', async () => {
    await step('view-mode', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/action/oceanexport`);
      const table = await loadedTable(page, '海运出口订单列表');
      await table.locator('tbody tr').first().getByRole('link').first().click();
      await page.waitForURL('**/action/oceanexport/view?orderCode=*');
      const basic = page.getByRole('region', { name: '基本信息' });
      const client = basic.getByLabel('客户', { exact: true });
      await expect.poll(() => client.innerText()).toMatch(/有限公司$/);
      await expect(client.evaluate((el) => el.tagName)).resolves.toBe('OUTPUT');
      expect(await basic.locator('input:visible, select:visible, textarea:visible').count()).toBe(
        0,
      );
      expect(await basic.getByText('*', { exact: true }).count()).toBe(0);
      await basic.screenshot({ path: join(shots, 'formsOnScreen-view-basic.png') });

      // Fee names and settlement units whole: as text, nothing cut at the cell's edge.
      const fees = page.getByRole('region', { name: '应收费用' });
      const names = fees.locator('output[aria-label^="费用名称"]');
      await names.first().waitFor();
      const cells = await fees
        .locator('output[aria-label^="费用名称"], output[aria-label^="结算单位"]')
        .evaluateAll((els) =>
          els.map((el) => ({
            text: el.textContent ?? '',
            cut: el.scrollWidth > el.clientWidth + 1,
          })),
        );
      expect(cells.length).toBeGreaterThan(1);
      for (const cell of cells) {
        expect(cell.cut, cell.text).toBe(false);
        expect(cell.text).not.toMatch(/…$/);
      }
      expect(cells.some((c) => /（[A-Z]+）$/.test(c.text))).toBe(true);
      await fees.screenshot({ path: join(shots, 'formsOnScreen-view-fees.png') });
    });
  }, 180_000);

  it('shows and takes YYYY-MM-DD with a Chinese calendar in an English browser', async () => {
    await step('dates', async () => {
      // The same session (its token), in a browser whose language is English.
      const context = await suite.browser.newContext({
        locale: 'en-US',
        viewport: { width: 1440, height: 900 },
        storageState: await suite.page.context().storageState(),
      });
      const page = await context.newPage();
      try {
        await page.goto(`${suite.stack.url}/sys/user/add`);
        const input = page.getByLabel('有效期至', { exact: true });
        await input.click();
        await input.pressSequentially('2027-3-9');
        await input.press('Tab');
        await expect.poll(() => input.inputValue()).toBe('2027-03-09');
        await expect(input.getAttribute('placeholder')).resolves.toBe('YYYY-MM-DD');

        // The calendar opens on the typed month, in Chinese, weeks from Monday.
        const trigger = page.getByRole('button', { name: '选择有效期至' });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const calendar = page.locator(
          '[data-scope="date-picker"][data-part="content"][data-state="open"]',
        );
        await calendar.waitFor();
        await expect(
          calendar.locator('[data-part="view-trigger"]').first().innerText(),
        ).resolves.toBe('2027年3月');
        await expect(calendar.locator('thead th').allInnerTexts()).resolves.toEqual([
          '一',
          '二',
          '三',
          '四',
          '五',
          '六',
          '日',
        ]);
        await page.screenshot({ path: join(shots, 'formsOnScreen-date-picker.png') });
        // By keyboard: the next day, chosen with Enter.
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await expect.poll(() => input.inputValue()).toBe('2027-03-10');
      } finally {
        await context.close();
      }
    });
  }, 180_000);
});
