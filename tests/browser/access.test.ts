// What a person sees at the edges of their rights and session: a role with 海运出口 and 客户管理
// opening the fee audit page by its address gets the 403 page and no amounts; a user without a
// default organisation sees the organisation picker and not one error toast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { accountWithMenus, type MatrixAccount } from '../support/permissions.ts';
import {
  TEST_CAPTCHA,
  graphql,
  signIn as signInApi,
  startStack,
  type Stack,
} from '../support/stack.ts';
import { launchBrowser, loadedTable, stepsOf } from './browser.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let clerk: MatrixAccount;

const forbiddenText = '抱歉，您无权访问此页面。';
/** Money as the lists show it: thousands separators and two decimals. */
const MONEY = /\d{1,3}(,\d{3})*\.\d{2}/;

beforeAll(async () => {
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  const admin = await signInApi(stack);
  const tree = await graphql<{ organisationTree: { id: string; orgName: string }[] }>(
    stack,
    '{ organisationTree { id orgName } }',
    {},
    admin,
  );
  const shanghai = tree.data!.organisationTree.find((o) => o.orgName.startsWith('上海'))!.id;
  clerk = await accountWithMenus(
    stack,
    admin,
    ['/action/oceanexport', '/basic/client'],
    [shanghai],
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function freshPage(): Promise<Page> {
  await page?.close();
  page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  // Every toast the document ever shows, even one gone before a check looks (a warning lasts
  // 2.4 s): its text, once per toast element.
  await page.addInitScript(() => {
    const seen: string[] = [];
    const marked = new WeakSet<Element>();
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (marked.has(el)) continue;
        marked.add(el);
        seen.push(el.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return page;
}

/** The texts of every toast shown since the page was last loaded. */
const toastsSeen = () =>
  page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);

async function signIn(
  account: { mobile: string; password: string },
  signedInElsewhere = false,
): Promise<void> {
  await page.goto(`${stack.url}/user/login`);
  await page.getByLabel(/^手机号/).fill(account.mobile);
  await page.getByLabel(/^密码/).fill(account.password);
  await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: '登录' }).click();
  // An account signed in elsewhere (the test's own sign-in through the API) confirms first.
  if (signedInElsewhere) await page.getByRole('button', { name: '确定', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
}

const step = stepsOf('access', () => page);

describe('reads follow the menu', () => {
  it('a role with 海运出口 and 客户管理 opening /fee/audit by URL sees 403 and no amounts', async () => {
    await freshPage();
    await step('fee-audit-403', async () => {
      await signIn(clerk, true);
      await page.goto(`${stack.url}/fee/audit`);
      await page.getByText(forbiddenText).first().waitFor();
      await page.getByText('403', { exact: true }).first().waitFor();
      const main = page.locator('main');
      expect(await main.getByRole('row').count()).toBe(0);
      expect(await main.getByRole('button', { name: '审核通过' }).count()).toBe(0);
      expect(await main.innerText()).not.toMatch(MONEY);
      // The refusal is told once, as the catalogue's warning: the toast shows a moment after the
      // page (its view loads apart), and no second one follows it.
      await expect.poll(toastsSeen, { timeout: 5_000 }).toEqual([forbiddenText]);
      await page.waitForTimeout(500);
      expect(await toastsSeen()).toEqual([forbiddenText]);
      await page.screenshot({ path: 'test-results/access-fee-audit-403.png' });
    });
  });

  it('while its own order list still shows', async () => {
    await step('order-list', async () => {
      await page.goto(`${stack.url}/action/oceanexport`);
      await loadedTable(page, '海运出口订单列表');
      expect(await page.getByText(forbiddenText).count()).toBe(0);
    });
  });
});

describe('signing in without a default organisation', () => {
  it('shows the organisation picker and not one toast', async () => {
    await freshPage();
    await step('organisation-picker', async () => {
      await signIn({ mobile: '13800000005', password: 'demo1234' });
      const picker = page.getByRole('dialog', { name: '选择组织' });
      await picker.waitFor();
      // Long enough for any query the page would have fired to fail and toast.
      await page.waitForTimeout(3000);
      expect(await toastsSeen()).toEqual([]);
      expect(await picker.getByRole('button').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringMatching(/深圳/), expect.stringMatching(/青岛/)]),
      );
      await page.screenshot({ path: 'test-results/access-organisation-picker.png' });
    });
  });

  it('and, once one is chosen, the page with its data', async () => {
    await step('organisation-chosen', async () => {
      const picker = page.getByRole('dialog', { name: '选择组织' });
      await Promise.all([
        page.waitForEvent('load'),
        picker.getByRole('button', { name: /深圳/ }).click(),
      ]);
      await page.getByRole('dialog', { name: '选择组织' }).waitFor({ state: 'detached' });
      await page.getByLabel('切换组织').waitFor();
      await expect(
        page.getByLabel('切换组织').locator('option:checked').innerText(),
      ).resolves.toMatch(/深圳/);
      // The first menu entry's list, with its rows loaded (not the skeleton of the first load).
      await page
        .locator('table[aria-busy="false"] tbody tr:not([data-testid="skeleton-row"]) td')
        .first()
        .waitFor();
      expect(await page.getByText(forbiddenText).count()).toBe(0);
      expect(await toastsSeen()).toEqual([]);
    });
  });
});
