// Invoicing in the browser as finance staff (张丽, role 财务): a new invoice set, an invoice for two
// approved receivable lines of one demo order issued from 未开票, its number and lines on the
// invoice page after a reload, the lines on 已开票 and no longer on 未开票, and clearing it, after
// which the lines are back on 未开票. Expected values come from the rest back end, never from the
// page. Screenshots of the pages go to test-results/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { searchOrder, stepsOf, tableRows } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
let token: string;

const shots = join(root, 'test-results');
const FINANCE = '13800000002';
const SET_START = '88000001';
const SET_END = '88000050';

interface RestTicketLine {
  id: number;
  orderCode: string;
  feeName: string;
  money: string;
  outstanding: string;
  settlementUnit: number;
  settlementUnitName: string;
  invoiceNo: string | null;
}

/** Two approved, not invoiced receivable lines of one order and client. */
let pair: RestTicketLine[] = [];
let orderCode = '';
let invoiceId = '';

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(suite.stack, token, path, body);

const step = stepsOf('invoices', () => suite.page);

/** Rows of the 未开票 list for the order that show one of the pair's fee names and money. */
async function pairRowsOn(caption: string): Promise<string[][]> {
  const rows = await tableRows(suite.page, caption);
  return rows.filter((cells) =>
    pair.some((l) => cells.includes(l.feeName) && cells.includes(formatDecimal(l.money, 2))),
  );
}

describe('invoicing in the browser', () => {
  it('signs in as finance', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, {
        mobile: FINANCE,
        password: DEMO_ADMIN.password,
      });
      expect(token).not.toBe('');
      // An order with two approved receivables of one client that no invoice holds.
      const open = await rest<{ list: RestTicketLine[] }>('tbArInvoice/pageNoTicket', {
        pageSize: 500,
      });
      const groups = new Map<string, RestTicketLine[]>();
      for (const line of open.list) {
        const key = `${line.orderCode}|${line.settlementUnit}`;
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      // Two lines with different fee names, so each row on screen is told apart.
      const found = [...groups.values()].find(
        (g) => g.length >= 2 && new Set(g.map((l) => l.feeName)).size === g.length,
      );
      pair = found?.slice(0, 2) ?? [];
      expect(pair.length).toBe(2);
      orderCode = pair[0]?.orderCode ?? '';
    });
  }, 180_000);

  it('adds an invoice set on the invoice page', async () => {
    await step('set', async () => {
      await suite.page.goto(`${suite.stack.url}/finance/invoice`);
      await suite.page.getByRole('tab', { name: '发票号段' }).click();
      await suite.page.getByRole('button', { name: '新增号段' }).click();
      const dialog = suite.page.getByRole('form', { name: '新增号段' });
      await dialog.getByLabel(/^发票类型/).selectOption({ label: '收据' });
      await dialog.getByLabel(/^起始号码/).fill(SET_START);
      await dialog.getByLabel(/^结束号码/).fill(SET_END);
      await dialog.getByRole('button', { name: '保存' }).click();
      await dialog.waitFor({ state: 'detached' });
      const rows = await tableRows(suite.page, '发票号段列表');
      const row = rows.find((cells) => cells.includes(SET_START));
      expect(row).toBeDefined();
      expect(row).toEqual(expect.arrayContaining(['收据', SET_START, SET_END, '未使用', '50']));
      await suite.page.screenshot({ path: join(shots, 'invoices-sets.png'), fullPage: true });
    });
  }, 180_000);

  it('issues an invoice for two approved lines and shows it after a reload', async () => {
    await step('issue', async () => {
      await searchOrder(suite.page, `${suite.stack.url}/finance/noticket`, orderCode);
      await expect.poll(() => pairRowsOn('未开票费用列表').then((r) => r.length)).toBe(2);
      for (const line of pair) {
        await suite.page
          .getByRole('checkbox', { name: `选择费用 ${line.orderCode} ${line.feeName}` })
          .check({ force: true });
      }
      await suite.page.screenshot({ path: join(shots, 'invoices-noticket.png'), fullPage: true });
      await suite.page.getByRole('button', { name: '开票', exact: true }).click();
      const dialog = suite.page.getByRole('form', { name: '开票' });
      await dialog.getByText(pair[0]?.settlementUnitName ?? '?').waitFor();
      const setSelect = dialog.getByLabel(/^发票号段/);
      const option = setSelect.locator('option', { hasText: `${SET_START}-${SET_END}` });
      await setSelect.selectOption((await option.getAttribute('value')) ?? '');
      await dialog.getByRole('button', { name: '确定开票' }).click();
      await suite.page.waitForURL((url) => url.pathname === '/finance/invoice/view');
      invoiceId = new URL(suite.page.url()).searchParams.get('id') ?? '';
      expect(invoiceId).not.toBe('');

      await suite.page.reload();
      await expect.poll(() => suite.page.getByTestId('invoice-no').innerText()).toBe(SET_START);
      const stored = await rest<{ list: { arId: number; money: string }[]; amountCny: string }>(
        'tbArInvoice/findByInvoice',
        { id: invoiceId },
      );
      expect(stored.list.map((l) => l.arId).sort()).toEqual(pair.map((l) => l.id).sort());
      expect(await suite.page.getByTestId('invoice-amount').innerText()).toBe(
        formatDecimal(stored.amountCny, 2),
      );
      const rows = await tableRows(suite.page, '开票费用明细');
      expect(rows.length).toBe(2);
      for (const line of pair) {
        expect(
          rows.some(
            (cells) =>
              cells.includes(line.orderCode) &&
              cells.includes(line.feeName) &&
              cells.includes(formatDecimal(line.money, 2)),
          ),
          line.feeName,
        ).toBe(true);
      }
      await expect
        .poll(() => suite.page.getByText('已开票', { exact: true }).count())
        .toBeGreaterThan(0);
      await suite.page.screenshot({ path: join(shots, 'invoices-view.png'), fullPage: true });
    });
  }, 180_000);

  it('shows the lines on 已开票 and no longer on 未开票', async () => {
    await step('ticket', async () => {
      await searchOrder(suite.page, `${suite.stack.url}/finance/ticket`, orderCode);
      await expect.poll(() => pairRowsOn('已开票费用列表').then((r) => r.length)).toBe(2);
      const rows = await pairRowsOn('已开票费用列表');
      expect(rows.every((cells) => cells.includes(SET_START))).toBe(true);
      // Each line shows its money and what is still outstanding, right-aligned as money.
      for (const line of pair) {
        const row = rows.find((cells) => cells.includes(line.feeName));
        expect(row).toEqual(
          expect.arrayContaining([
            formatDecimal(line.money, 2),
            formatDecimal(line.outstanding, 2),
          ]),
        );
      }
      await suite.page.screenshot({ path: join(shots, 'invoices-ticket.png'), fullPage: true });

      await searchOrder(suite.page, `${suite.stack.url}/finance/noticket`, orderCode);
      await suite.page.getByRole('table', { name: '未开票费用列表' }).waitFor();
      await expect.poll(() => pairRowsOn('未开票费用列表').then((r) => r.length)).toBe(0);
    });
  }, 180_000);

  it('clears the invoice, and the lines are back on 未开票', async () => {
    await step('clear', async () => {
      await suite.page.goto(`${suite.stack.url}/finance/invoice/view?id=${invoiceId}`);
      await suite.page.getByRole('button', { name: '作废' }).click();
      await suite.page.getByRole('alertdialog').getByRole('textbox').fill('抬头有误');
      await suite.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await suite.page.getByText('已作废', { exact: true }).first().waitFor();
      await suite.page.reload();
      await suite.page.getByText('抬头有误').waitFor();
      const stored = await rest<{ status: string }>('tbArInvoice/findByInvoice', { id: invoiceId });
      expect(stored.status).toBe('YZF');

      await searchOrder(suite.page, `${suite.stack.url}/finance/noticket`, orderCode);
      await expect.poll(() => pairRowsOn('未开票费用列表').then((r) => r.length)).toBe(2);
    });
  }, 180_000);
});
