// The API 令牌 page: an administrator creates a token in the dialog, sees its secret once (and a
// reporting tool reads with it), the list shows it with its organisation, role, 只读 and its last
// use; 吊销 after the confirmation, and after a reload the status reads 已吊销, the secret shows
// nowhere and the token is refused.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, graphql } from '../support/stack.ts';
import { loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const step = stepsOf('apiTokens', () => suite.page);

const NAME = '月度应收报表工具';
const ORGANISATION = '上海华通国际货运代理有限公司';
const ROLE = '财务';
const AGING = '{ statementReceivableAging(pageNum: 1, pageSize: 5) { total } }';

let secret = '';

const tokenRow = async () => {
  const table = await loadedTable(suite.page, 'API 令牌');
  return table.getByRole('row').filter({ hasText: NAME });
};

const cellsOf = async () => {
  const row = await tokenRow();
  await expect.poll(() => row.count()).toBe(1);
  return (await row.getByRole('cell').allInnerTexts()).map((c) => c.trim());
};

describe('API tokens in the browser', () => {
  it('an administrator creates a token and sees its secret once', async () => {
    const page = suite.page;
    await step('create', async () => {
      await signInOnPage(page, suite.stack.url, DEMO_ADMIN);
      await page.goto(`${suite.stack.url}/sys/apitoken`);
      await page.getByRole('heading', { name: 'API 令牌', level: 1 }).waitFor();
      await page.getByRole('button', { name: '新增令牌' }).click();
      const dialog = page.getByRole('dialog', { name: '新增 API 令牌' });
      await dialog.getByLabel(/^令牌名称/).fill(NAME);
      const org = dialog.getByLabel(/^组织/);
      const orgLabel = (await org.locator('option').allInnerTexts()).find((o) =>
        o.endsWith(ORGANISATION),
      );
      await org.selectOption({ label: orgLabel ?? ORGANISATION });
      await dialog.getByLabel(/^角色/).selectOption({ label: ROLE });
      await page.screenshot({ path: join(root, 'test-results', 'apiTokens-dialog.png') });
      await dialog.getByRole('button', { name: '创建' }).click();

      const created = page.getByRole('dialog', { name: '令牌已创建' });
      await created.getByText('请立即复制并妥善保存此令牌').waitFor();
      await created.getByText('关闭后将无法再次查看', { exact: false }).waitFor();
      secret = (await created.getByLabel('令牌密钥').innerText()).trim();
      expect(secret).toMatch(/^hta_[A-Za-z0-9_-]{43}$/);
      await expect
        .poll(() => created.getByRole('button', { name: '复制令牌' }).isVisible())
        .toBe(true);
      await page.screenshot({ path: join(root, 'test-results', 'apiTokens-secret.png') });
      await created.getByRole('button', { name: '我已保存，关闭' }).click();
      await created.waitFor({ state: 'hidden' });
    });
  });

  it('the secret reads for a reporting tool, and the list shows the token and its use', async () => {
    const page = suite.page;
    await step('list', async () => {
      const read = await graphql(suite.stack, AGING, {}, secret);
      expect(read.errors).toBeUndefined();
      await page.reload();
      const cells = await cellsOf();
      expect(cells.slice(0, 5)).toEqual([
        NAME,
        ORGANISATION,
        ROLE,
        '只读',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown as string,
      ]);
      expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?\s+127\.0\.0\.1$/);
      expect(Number(cells[6])).toBeGreaterThan(0);
      expect(cells).toContain('有效');
      expect(await page.content()).not.toContain(secret);
      await page.screenshot({ path: join(root, 'test-results', 'apiTokens-list.png') });
    });
  });

  it('吊销 ends the token: 已吊销 after a reload, and the tool is refused', async () => {
    const page = suite.page;
    await step('revoke', async () => {
      const row = await tokenRow();
      await row.getByRole('button', { name: '吊销' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(`确定吊销令牌「${NAME}」吗？`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: '确定' }).click();
      await page.getByText('已吊销').first().waitFor();
      await page.reload();
      const cells = await cellsOf();
      expect(cells).toContain('已吊销');
      expect(cells).not.toContain('有效');
      expect(await (await tokenRow()).getByRole('button', { name: '吊销' }).count()).toBe(0);
      const refused = await graphql(suite.stack, AGING, {}, secret);
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(refused.errors?.[0]?.message).toBe('API 令牌已吊销');
      await page.screenshot({ path: join(root, 'test-results', 'apiTokens-revoked.png') });
    });
  });
});
