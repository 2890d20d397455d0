// A client's 业务往来 on its view page: how many orders it has (every type the user may see) and
// what it still owes per currency, as the order lists and the receivables view (listOpenLines)
// say, before and after a reload. A clerk with the client page alone sees neither, and no toast.
// Screenshots go to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { orderTypes } from '../../model/orders/index.ts';
import { root } from '../../scripts/webBuild.ts';
import { accountWithMenus } from '../support/permissions.ts';
import { DEMO_ADMIN, graphql, restCall } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const step = stepsOf('clientBusiness', () => suite.page);
const shots = join(root, 'test-results');

let token = '';
let clientId = 0;
let orderCount = 0;
/** Per currency as the card shows it: `人民币 1,234.00（2 条…）`, CNY first. */
let owed: { name: string; outstanding: number; count: number }[] = [];

const money = (cents: number) =>
  (cents / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('a client’s orders and open receivables on its page', () => {
  it('finds a client with open receivables, and what the lists say of it', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      const lines = await restCall<{ list: { settlementUnit: number }[] }>(
        suite.stack,
        token,
        'tbAr/pageAll',
        { approveStatus: 'YSH', pageSize: 100 },
      );
      for (const line of lines.list) {
        const open = await restCall<{ currency: string; outstanding: string }[]>(
          suite.stack,
          token,
          'tbReceipt/listOpenLines',
          { settlementUnit: line.settlementUnit },
        );
        if (open.length === 0) continue;
        clientId = line.settlementUnit;
        const byCurrency = new Map<string, { cents: number; count: number }>();
        for (const l of open) {
          const entry = byCurrency.get(l.currency) ?? { cents: 0, count: 0 };
          entry.cents += Math.round(Number(l.outstanding) * 100);
          entry.count += 1;
          byCurrency.set(l.currency, entry);
        }
        const names = await graphql<{ dictionary: { dictCode: string; dictName: string }[] }>(
          suite.stack,
          '{ dictionary(category: "FYBZ") { dictCode dictName } }',
          {},
          token,
        );
        owed = [...byCurrency]
          .sort(([a], [b]) => (a === '3' ? -1 : b === '3' ? 1 : a < b ? -1 : 1))
          .map(([code, v]) => ({
            name: names.data?.dictionary.find((d) => d.dictCode === code)?.dictName ?? code,
            outstanding: v.cents,
            count: v.count,
          }));
        break;
      }
      expect(clientId).toBeGreaterThan(0);
      for (const t of orderTypes) {
        const page = await restCall<{ total: number }>(
          suite.stack,
          token,
          `${t.controller}/pageAll`,
          { clientId, pageSize: 1 },
        );
        orderCount += page.total;
      }
      expect(orderCount).toBeGreaterThan(0);
    });
  });

  it('shows the client’s order count and open amounts, after a reload too', async () => {
    await step('card', async () => {
      const page = suite.page;
      await page.goto(`${suite.stack.url}/basic/client/view?id=${clientId}`);
      for (const reloaded of [false, true]) {
        if (reloaded) await page.reload();
        const card = page.locator('[aria-label="业务往来"]');
        await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('应收未收');
        const text = await card.innerText();
        expect(text).toContain(`${orderCount.toLocaleString('zh-CN')} 笔`);
        for (const o of owed) {
          expect(text).toContain(`${o.name} ${money(o.outstanding)}（${o.count} 条`);
        }
      }
      await page.screenshot({ path: join(shots, 'client-business.png'), fullPage: true });
    });
  });

  it('shows neither to a clerk with the client page alone, and no toast', async () => {
    await step('clerk', async () => {
      type Org = { id: string; orgName: string; children?: Org[] };
      const tree = await graphql<{ organisationTree: Org[] }>(
        suite.stack,
        '{ organisationTree { id orgName children { id orgName } } }',
        {},
        token,
      );
      const flat = (tree.data?.organisationTree ?? []).flatMap((o) => [o, ...(o.children ?? [])]);
      const shanghai = flat.find((o) => o.orgName.startsWith('上海'));
      const clerk = await accountWithMenus(
        suite.stack,
        token,
        ['/basic/client'],
        [shanghai?.id ?? ''],
      );
      const context = await suite.browser.newContext({
        locale: 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      try {
        await signInOnPage(page, suite.stack.url, clerk, true);
        await page.goto(`${suite.stack.url}/basic/client/view?id=${clientId}`);
        await page.getByRole('heading', { name: '查看客户' }).waitFor();
        await page.getByText('基本信息').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(shots, 'client-business-clerk.png'), fullPage: true });
        const card = page.locator('[aria-label="业务往来"]');
        expect(await card.count(), await card.allInnerTexts().then((t) => t.join())).toBe(0);
        expect(await page.locator('[data-scope="toast"][data-part="root"]').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
