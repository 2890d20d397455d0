// 客户信用控制 as a finance clerk of 宁波 sees it: clients are shared in the group, but only the
// organisation that keeps a client changes its credit terms. A client 上海 keeps SHOWS its terms
// with 由「上海…」维护 and no 设置 button; a client 宁波 keeps SHOWS the 设置 button. Which clients
// are whose comes from the rest back end, never from the page. A screenshot goes to test-results/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { accountWithMenus } from '../support/permissions.ts';
import { graphql, restCall, signIn } from '../support/stack.ts';
import { loadedTable, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const step = stepsOf('creditKeeper', () => suite.page);

interface OrgNodeJson {
  id: string;
  orgName: string;
  children: OrgNodeJson[];
}

interface CreditRow {
  customerName: string;
  keptBy: string;
  editable: boolean;
}

/** The first page (of 10, as the card shows them) holding a row that matches, and that row. */
async function firstPageWith(token: string, match: (row: CreditRow) => boolean) {
  for (let pageNum = 1; pageNum <= 50; pageNum += 1) {
    const page = await restCall<{ list: CreditRow[]; total: number }>(
      suite.stack,
      token,
      'tbCreditControl/pageAll',
      { pageNum, pageSize: 10 },
    );
    const row = page.list.find(match);
    if (row) return { pageNum, row };
    if (pageNum * 10 >= page.total) break;
  }
  throw new Error('示例数据中没有这样的客户');
}

describe('credit terms of a shared client on 客户信用控制', () => {
  it('are read-only, naming the keeper, for a client another organisation keeps', async () => {
    const { page, stack } = suite;
    const admin = await signIn(stack);
    const tree = await graphql<{ organisationTree: OrgNodeJson[] }>(
      stack,
      '{ organisationTree { id orgName children { id orgName } } }',
      {},
      admin,
    );
    const flat = (tree.data?.organisationTree ?? []).flatMap((o) => [o, ...o.children]);
    const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
    if (!ningbo) throw new Error('示例数据中没有宁波组织');
    const clerk = await accountWithMenus(stack, admin, ['/finance/financetj'], [ningbo.id]);
    const other = await firstPageWith(clerk.token, (r) => !r.editable);
    const own = await firstPageWith(clerk.token, (r) => r.editable);
    expect(other.row.keptBy).not.toBe(ningbo.orgName);
    expect(own.row.keptBy).toBe(ningbo.orgName);

    await step('keeper', async () => {
      await signInOnPage(page, stack.url, clerk, true);
      await page.goto(`${stack.url}/finance/financetj`);
      const rowOn = async (pageNum: number, name: string) => {
        let table = await loadedTable(page, '客户信用控制');
        if (pageNum > 1) {
          await page.getByRole('button', { name: `第 ${pageNum} 页` }).click();
          await expect
            .poll(() => table.getByRole('row').filter({ hasText: name }).count())
            .toBeGreaterThan(0);
          table = await loadedTable(page, '客户信用控制');
        }
        return table.getByRole('row').filter({ hasText: name }).first();
      };

      const kept = await rowOn(other.pageNum, other.row.customerName);
      await expect
        .poll(() => kept.getByText(`由「${other.row.keptBy}」维护`, { exact: true }).count())
        .toBe(1);
      expect(
        await kept.getByRole('button', { name: `设置信用 ${other.row.customerName}` }).count(),
      ).toBe(0);
      await page.screenshot({ path: join(root, 'test-results', 'credit-keeper.png') });

      const mine = await rowOn(own.pageNum, own.row.customerName);
      await expect
        .poll(() => mine.getByRole('button', { name: `设置信用 ${own.row.customerName}` }).count())
        .toBe(1);
      expect(await mine.getByText(/维护/).count()).toBe(0);
    });
  });
});
