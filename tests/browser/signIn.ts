// Signing in through the login page, apart from browser.ts so that what only launches a browser
// (the bench) does not load the test back end.
import type { Page } from 'playwright-core';
import { TEST_CAPTCHA } from '../support/stack.ts';

/**
 * Signs in through the login page as a person does (the test captcha answers), waits to leave
 * /user/, and answers the token the page stored. `signedInElsewhere`: the account holds a session
 * already (the test's own sign-in through the API), which the page confirms taking over.
 */
export async function signInOnPage(
  page: Page,
  baseUrl: string,
  account: { mobile: string; password: string },
  signedInElsewhere = false,
): Promise<string> {
  await page.goto(`${baseUrl}/user/login`);
  await page.getByLabel(/^手机号/).fill(account.mobile);
  await page.getByLabel(/^密码/).fill(account.password);
  await page.getByLabel(/^验证码/).fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: '登录' }).click();
  if (signedInElsewhere) await page.getByRole('button', { name: '确定', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}
