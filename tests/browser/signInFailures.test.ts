// Failed sign-ins on the action log page: an administrator sees the account a stranger failed to
// sign in to (its failures, addresses, last address) and the failures in the log itself, clears it
// with 清除, and after a reload the account is gone from the list while the log keeps the entries.
// The owner of an account strangers pushed past its failure ceiling signs in at the first try.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { ACCOUNT_CAPTCHA_CEILING } from '../../rest/src/modules/auth/throttle.ts';
import { DEMO_ADMIN, TEST_CAPTCHA, graphqlFrom } from '../support/stack.ts';
import { loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({}, { gatewaySecret: 'a-secret-shared-by-gateway-and-rest' });
const step = stepsOf('signInFailures', () => suite.page);

/** 张丽, of the administrator's default organisation, so her failures show in its log. */
const FINANCE = { mobile: '13800000002', name: '张丽' };
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

const failuresTable = () => loadedTable(suite.page, '登录失败的账号');

function failSignIn(from: string, mobile: string) {
  return graphqlFrom(suite.stack, from, LOGIN, {
    input: { mobile, password: 'not-the-password', captcha: TEST_CAPTCHA, checkKey: 'browser' },
  });
}

describe('failed sign-ins in the browser', () => {
  it('a stranger fails to sign in as 张丽 from two addresses', async () => {
    for (const from of ['127.0.4.1', '127.0.4.1', '127.0.4.2']) {
      const wrong = await failSignIn(from, FINANCE.mobile);
      expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('the administrator sees the account and the failures in the log', async () => {
    await step('list', async () => {
      await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      await suite.page.goto(`${suite.stack.url}/sys/actionlog`);
      await suite.page.getByRole('heading', { name: '登录失败的账号（近24小时）' }).waitFor();
      const table = await failuresTable();
      const row = table.getByRole('row').filter({ hasText: FINANCE.mobile });
      await expect.poll(() => row.count()).toBe(1);
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells.slice(0, 7).map((c) => c.trim())).toEqual([
        FINANCE.name,
        FINANCE.mobile,
        '3',
        '2',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/) as unknown as string,
        '127.0.4.2',
        '逐次延时',
      ]);
      const log = await loadedTable(suite.page, '操作日志');
      const logged = log.getByRole('row').filter({ hasText: 'loginFailed' });
      await expect.poll(() => logged.count()).toBe(3);
      expect(await logged.first().innerText()).toContain(FINANCE.name);
      await suite.page.screenshot({ path: join(root, 'test-results', 'signInFailures-list.png') });
    });
  });

  it('清除 removes the account from the list, also after a reload; the log keeps the failures', async () => {
    await step('clear', async () => {
      const table = await failuresTable();
      await table
        .getByRole('row')
        .filter({ hasText: FINANCE.mobile })
        .getByRole('button', { name: '清除' })
        .click();
      const dialog = suite.page.getByRole('alertdialog').or(suite.page.getByRole('dialog'));
      await dialog
        .getByText(`确定清除账号 ${FINANCE.name}（${FINANCE.mobile}）的登录失败记录吗？`)
        .waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await suite.page.getByText('清除成功').first().waitFor();
      await expect
        .poll(() => table.getByRole('row').filter({ hasText: FINANCE.mobile }).count())
        .toBe(0);

      await suite.page.reload();
      await suite.page.getByRole('heading', { name: '登录失败的账号（近24小时）' }).waitFor();
      const reloaded = await failuresTable();
      await reloaded.getByText('近24小时没有登录失败的账号').waitFor();
      expect(await reloaded.getByRole('row').filter({ hasText: FINANCE.mobile }).count()).toBe(0);
      const log = await loadedTable(suite.page, '操作日志');
      await expect
        .poll(() => log.getByRole('row').filter({ hasText: 'loginFailed' }).count())
        .toBe(3);
      await expect
        .poll(() => log.getByRole('row').filter({ hasText: 'tbLoginFailure' }).count())
        .toBe(1);
    });
  });

  it('the owner of an account strangers pushed past its ceiling signs in at the first try', async () => {
    const owner = { mobile: '13800000003', password: DEMO_ADMIN.password };
    for (let i = 0; i < ACCOUNT_CAPTCHA_CEILING; i++) {
      const wrong = await failSignIn(`127.0.5.${i + 1}`, owner.mobile);
      expect(wrong.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const context = await suite.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const ownerStep = stepsOf('signInFailures', () => page);
    try {
      await ownerStep('owner', async () => {
        await page.goto(`${suite.stack.url}/user/login`);
        await page.getByAltText('验证码').waitFor();
        await page.getByLabel(/^手机号/).fill(owner.mobile);
        await page.getByLabel(/^密码/).fill(owner.password);
        // Leaving the mobile asked a new image for the account: the code typed is for it.
        await page.getByAltText('验证码').waitFor();
        await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
        await page.getByRole('button', { name: '登录' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      });
    } finally {
      await context.close();
    }
  });
});
