// Signs in through the real UI with the demo account, lands on the first menu entry, switches
// organisation and signs out — headless Chromium against a real gateway, rest and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, TEST_CAPTCHA, startStack, type Stack } from '../support/stack.ts';
import { launchBrowser, screenshotOnFailure } from './browser.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
// Anything the page's Content-Security-Policy refused, as the console reports it.
const cspViolations: string[] = [];
const pageCsps: string[] = [];

beforeAll(async () => {
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') {
      pageCsps.push(response.headers()['content-security-policy'] ?? '');
    }
  });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const storage = (key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

describe('sign-in through the browser', () => {
  it('sends a visitor without a token to the sign-in page', async () => {
    await page.goto(`${stack.url}/action/oceanexport`);
    await page.waitForURL('**/user/login');
    await page.getByRole('button', { name: '登录' }).waitFor();
  });

  it('refuses an empty form with the Chinese messages', async () => {
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请输入手机号').first().waitFor();
    expect(await page.getByText('请输入密码').count()).toBeGreaterThan(0);
  });

  it('signs in with the demo account and opens the first menu entry', async () => {
    try {
      await page.getByLabel(/^手机号/).fill(DEMO_ADMIN.mobile);
      await page.getByLabel(/^密码/).fill(DEMO_ADMIN.password);
      await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL('**/action/oceanexport');
      expect(await storage('token')).toBeTruthy();
      const user = JSON.parse((await storage('user')) ?? '{}') as { userName?: string };
      expect(user.userName).toBeTruthy();
      // The side menu comes from the server's menu tree.
      await page.getByRole('link', { name: '海运出口', exact: true }).first().waitFor();
    } catch (err) {
      await screenshotOnFailure(page, 'signin');
      throw err;
    }
  });

  it('switches to another organisation of the group', async () => {
    try {
      const before = JSON.parse((await storage('currentOrg')) ?? '{}') as { orgId?: string };
      const tokenBefore = await storage('token');
      const select = page.getByLabel('切换组织');
      const options = await select
        .locator('option')
        .evaluateAll((els) =>
          els.map((el) => ({ value: (el as HTMLOptionElement).value, text: el.textContent ?? '' })),
        );
      const target = options.find((o) => o.value && o.value !== before.orgId);
      expect(target, '演示管理员应属于多个组织').toBeTruthy();
      await Promise.all([page.waitForEvent('load'), select.selectOption(target!.value)]);
      await page.waitForFunction(
        (orgId) => JSON.parse(localStorage.getItem('currentOrg') ?? '{}').orgId === orgId,
        target!.value,
      );
      expect(await storage('token')).not.toBe(tokenBefore);
      await expect(page.getByLabel('切换组织').inputValue()).resolves.toBe(target!.value);
    } catch (err) {
      await screenshotOnFailure(page, 'switch-organisation');
      throw err;
    }
  });

  it('signs out and clears the browser storage', async () => {
    try {
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.waitForURL('**/user/login');
      expect(await storage('token')).toBeNull();
      expect(await storage('menu')).toBeNull();
    } catch (err) {
      await screenshotOnFailure(page, 'signout');
      throw err;
    }
  });

  it('ran under the Content-Security-Policy without one refusal', () => {
    expect(pageCsps.length).toBeGreaterThan(0);
    for (const csp of pageCsps) expect(csp).toContain("script-src 'self'");
    expect(cspViolations).toEqual([]);
  });
});
