// Credit control on an order's fees, as staff see it: a client whose limit leaves ¥100.00 of
// room; a receivable line of ¥500.00 typed on the order's fee grid SHOWS the warning before it is
// saved, and after saving and a reload the server's own over-limit warning is SHOWN. Expected
// values come from the rest back end, never from the page. A new order for that client SHOWS the
// same warning on its form as soon as the client is chosen. Screenshots go to test-results/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, graphql, restCall, type Stack, startStack } from '../support/stack.ts';
import { launchBrowser, pick, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';

let stack: Stack;
let browser: Browser;
let page: Page;
let token: string;
let orderCode = '';

interface Credit {
  clientId: number;
  version: number;
  customerName: string;
  creditLimit: string | null;
  exposure: string;
  warnings: string[];
}

let credit: Credit;
let limit = '';

const shots = join(root, 'test-results');

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(stack, token, path, body);

const cents = (text: string) => {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole + frac.padEnd(2, '0').slice(0, 2));
};
const money = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  stack = await startStack({ webDist: join(root, 'web', 'dist') });
  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
});

afterAll(async () => {
  if (credit && token) {
    // The terms as they were, naming the client's version as read now.
    const now = await rest<{ version: number }>('tbCreditControl/findByClient', {
      clientId: credit.clientId,
    }).catch(() => null);
    await rest('tbCreditControl/update', {
      clientId: credit.clientId,
      expectedVersion: now?.version,
      creditLimit: credit.creditLimit ?? '',
      orderBlocked: 'N',
    }).catch(() => undefined);
  }
  await browser?.close();
  await stack?.close();
});

const step = stepsOf('creditWarning', () => page);
const receivables = () => page.getByRole('region', { name: '应收费用', exact: true });
const warning = () => page.getByRole('alert', { name: '信用提醒' });

describe('a credit warning on the order’s fee grid', () => {
  it('signs in, copies an order and leaves its client ¥100.00 below its limit', async () => {
    await step('setup', async () => {
      token = await signInOnPage(page, stack.url, DEMO_ADMIN);
      expect(token).not.toBe('');
      // An ocean export order whose client is one of the signed-in organisation's own clients,
      // which its pickers offer.
      const own = await rest<{ list: { id: number }[] }>('tbCustomer/pageAll', {
        pageNum: 1,
        pageSize: 500,
      });
      const ownIds = new Set(own.list.map((c) => Number(c.id)));
      const orders = await rest<{ list: { orderCode: string; clientId: number }[] }>(
        'tbSeaTransportExport/pageAll',
        { pageNum: 1, pageSize: 500 },
      );
      const source =
        orders.list
          .filter((o) => ownIds.has(Number(o.clientId)))
          .map((o) => o.orderCode)
          .sort()[0] ?? '';
      expect(source, '本组织应有本组织客户的海运出口订单').not.toBe('');
      const copy = await graphql<{ copyOceanExportOrder: { orderCode: string } }>(
        stack,
        'mutation ($c: String!) { copyOceanExportOrder(orderCode: $c) { orderCode } }',
        { c: source },
        token,
      );
      orderCode = copy.data?.copyOceanExportOrder.orderCode ?? '';
      expect(orderCode, JSON.stringify(copy.errors)).not.toBe('');
      const fees = await graphql<{ orderFees: { clientCredit: { clientId: string } | null } }>(
        stack,
        'query ($c: String!) { orderFees(orderCode: $c) { clientCredit { clientId } } }',
        { c: orderCode },
        token,
      );
      const clientId = Number(fees.data?.orderFees.clientCredit?.clientId);
      credit = await rest<Credit>('tbCreditControl/findByClient', { clientId });
      limit = money(cents(credit.exposure) + 10000n);
      await rest('tbCreditControl/update', {
        clientId,
        creditLimit: limit,
        orderBlocked: 'N',
        expectedVersion: credit.version,
      });
    });
  }, 180_000);

  it('SHOWS the warning as soon as a ¥500.00 receivable line is typed, before saving', async () => {
    await step('typed', async () => {
      await page.goto(`${stack.url}/action/oceanexport/add?orderCode=${orderCode}`);
      const grid = receivables();
      await grid.waitFor();
      await grid.getByRole('button', { name: '+ 添加应收费用' }).click();
      await pick(grid, '费用名称（应收第1行）');
      await grid.getByLabel('单价（应收第1行）').fill('500');
      await grid.getByLabel('数量（应收第1行）').fill('1');
      await pick(grid, '结算单位（应收第1行）', {
        search: credit.customerName.slice(0, 6),
        item: credit.customerName,
      });
      const total = money(cents(credit.exposure) + 50000n);
      await expect
        .poll(() => warning().innerText(), { timeout: 10_000 })
        .toContain(
          `加上未保存的应收费用 ¥500.00，客户「${credit.customerName}」共 ¥${formatDecimal(total, 2)}，将超出信用额度 ¥${formatDecimal(limit, 2)}`,
        );
      await page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'creditWarning-typed.png') });
    });
  }, 180_000);

  it('SHOWS the server’s over-limit warning after saving and a reload', async () => {
    await step('saved', async () => {
      await receivables().getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('保存成功').first().waitFor();
      const now = await rest<Credit>('tbCreditControl/findByClient', {
        clientId: credit.clientId,
      });
      expect(cents(now.exposure)).toBe(cents(credit.exposure) + 50000n);
      const said = now.warnings.find((w) => w.includes('超出信用额度'));
      expect(said).toBeDefined();
      await page.reload();
      await receivables().waitFor();
      await expect
        .poll(() => warning().innerText(), { timeout: 10_000 })
        .toContain(said ?? '超出信用额度');
      expect(await warning().innerText()).toContain('（超出 ¥400.00）');
      await page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'creditWarning-saved.png') });
    });
  }, 180_000);

  it('SHOWS the client’s warning on a new order’s form once the client is chosen', async () => {
    await step('new-order', async () => {
      await page.goto(`${stack.url}/action/oceanexport/add`);
      const form = page.getByRole('form', { name: '基本信息' });
      await form.waitFor();
      expect(await warning().count()).toBe(0);
      await pick(form, '客户', {
        search: credit.customerName.slice(0, 6),
        item: credit.customerName,
      });
      const now = await rest<Credit>('tbCreditControl/findByClient', {
        clientId: credit.clientId,
      });
      const said = now.warnings.find((w) => w.includes('超出信用额度')) ?? '超出信用额度';
      await expect
        .poll(() => form.getByRole('alert', { name: '信用提醒' }).innerText(), { timeout: 10_000 })
        .toContain(said);
      await form.screenshot({ path: join(shots, 'creditWarning-new-order.png') });
    });
  }, 180_000);
});
