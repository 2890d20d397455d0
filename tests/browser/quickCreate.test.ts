// A client made from an order's picker without leaving the order (新增客户 beside 客户): the
// dialog's form loads when it first opens, the new client is chosen in the picker, and after the
// order is saved and the page reloaded the picker still shows the client's name.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN } from '../support/stack.ts';
import { pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

const step = stepsOf('quickCreate', () => suite.page);
const clientName = `快捷新增客户 ${Date.now().toString(36)}`;

describe('a client created from an order picker', () => {
  it('creates the client in the dialog and chooses it', async () => {
    await step('dialog', async () => {
      const { page, stack } = suite;
      await signInOnPage(page, stack.url, DEMO_ADMIN);
      await page.goto(`${stack.url}/action/oceanexport/add`);
      const booking = page.getByRole('region', { name: '基本信息', exact: true });
      const client = booking.getByRole('combobox', { name: '客户', exact: true });
      await client.waitFor();
      // The 新增 button beside the client picker (the nearest block holding both).
      await client
        .locator('xpath=ancestor::*[.//button[normalize-space()="+ 新增"]][1]')
        .getByRole('button', { name: '+ 新增' })
        .click();
      const dialog = page.getByRole('dialog', { name: '新增客户' });
      const form = dialog.getByRole('form', { name: '新增客户' });
      await form.getByLabel('客户名称').fill(clientName);
      await page.screenshot({ path: join(root, 'test-results', 'quickCreate-client.png') });
      await form
        .getByRole('region', { name: '基本信息', exact: true })
        .getByRole('button', { name: '保存', exact: true })
        .click();
      await dialog.waitFor({ state: 'detached' });
      await expect(client.inputValue()).resolves.toBe(clientName);
    });
  });

  it('saves the order and shows the new client after a reload', async () => {
    await step('reload', async () => {
      const { page } = suite;
      const booking = page.getByRole('region', { name: '基本信息', exact: true });
      await pick(booking, '起运港');
      await pick(booking, '目的港');
      await booking.getByLabel('作业方式').selectOption({ label: '拼箱' });
      await booking.getByRole('button', { name: '保存', exact: true }).click();
      await page.waitForURL(/\/action\/oceanexport\/add\?orderCode=/);
      await page.reload();
      const client = page
        .getByRole('region', { name: '基本信息', exact: true })
        .getByRole('combobox', { name: '客户', exact: true });
      await expect.poll(() => client.inputValue(), { timeout: 10_000 }).toBe(clientName);
    });
  });
});
