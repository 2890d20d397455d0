// The finance flow in the browser as finance staff (张丽, role 财务): an invoice issued on 未开票
// for two approved receivable lines of one ocean export order, a PARTIAL receipt recorded on 新增收款
// against one of them, the outstanding amount SHOWN on the order's fee grid after a reload and on
// 已开票 (where the invoiced line is listed), then the invoice cleared (作废) and the line back on
// 未开票 with its outstanding amount still shown (the receipt stays). Last, a payment recorded on
// 新增付款 for an approved payable line and its outstanding shown on the order's payable grid.
// Expected values come from the rest back end, never from the page. Screenshots go to test-results/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { pick, searchOrder, stepsOf, tableRows } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
let token: string;

const shots = join(root, 'test-results');
const FINANCE = '13800000002';
const SET_START = '77000001';
const SET_END = '77000020';

interface RestLine {
  id: number;
  orderCode: string;
  orderType: string;
  feeName: string;
  currency: string;
  money: string;
  writeOffMoney: string | null;
  outstanding: string;
  settlementUnit: number;
  settlementUnitName: string;
  sortId: number;
  invoiceNo: string | null;
}

/** Two approved, not invoiced, not written-off CNY receivables of one order and client. */
let pair: RestLine[] = [];
let orderCode = '';
let invoiceId = '';
/** 100.00 is received on the first of the pair; what is left of it, as the page formats it. */
let leftShown = '';

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(suite.stack, token, path, body);

const cents = (text: string) => {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole + frac.padEnd(2, '0').slice(0, 2));
};
const money = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, '0')}`;

const step = stepsOf('financeFlow', () => suite.page);

/** A list table's row for the line, as column title → cell text. */
async function cellsOf(caption: string, line: RestLine): Promise<Record<string, string>> {
  const table = suite.page.getByRole('table', { name: caption, exact: true });
  const titles = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  const row = (await rowOf(caption, line)) ?? [];
  return Object.fromEntries(titles.map((t, i) => [t, row[i] ?? '']));
}

/** The row of a list table showing the line's fee name and money. */
async function rowOf(caption: string, line: RestLine): Promise<string[] | undefined> {
  const rows = await tableRows(suite.page, caption);
  return rows.find(
    (cells) => cells.includes(line.feeName) && cells.includes(formatDecimal(line.money, 2)),
  );
}

/** What the order's fee grid shows for a line, after opening the order page afresh. */
async function gridShows(
  line: RestLine,
  side: 'receivables' | 'payables',
): Promise<{ money: string; writtenOff: string; outstanding: string }> {
  const fees = await rest<{ YSList: RestLine[]; YFList: RestLine[] }>('tbAp/findOrderCode', {
    orderCode: line.orderCode,
  });
  const list = side === 'receivables' ? fees.YSList : fees.YFList;
  const i = [...list]
    .sort((a, b) => a.sortId - b.sortId || a.id - b.id)
    .findIndex((l) => l.id === line.id);
  expect(i).toBeGreaterThanOrEqual(0);
  await suite.page.goto(`${suite.stack.url}/action/oceanexport/add?orderCode=${line.orderCode}`);
  const grid = suite.page.getByRole('region', {
    name: side === 'receivables' ? '应收费用' : '应付费用',
    exact: true,
  });
  await grid.waitFor();
  const text = async (id: string) =>
    (await grid.getByTestId(`${side}-${id}-${i}`).innerText()).trim();
  await expect.poll(() => text('money'), { timeout: 10_000 }).toBe(formatDecimal(line.money, 2));
  return {
    money: await text('money'),
    writtenOff: await text('writeoff'),
    outstanding: await text('outstanding'),
  };
}

/** Records a receipt or payment of 100.00 on the add page, allocated in full to the line. */
async function record(path: string, unitLabel: string, line: RestLine, shot: string) {
  await suite.page.goto(`${suite.stack.url}${path}`);
  await pick(suite.page, unitLabel, {
    search: line.settlementUnitName.slice(0, 6),
    item: line.settlementUnitName,
  });
  await suite.page.getByLabel('按订单号筛选').fill(line.orderCode);
  const input = suite.page.getByLabel(`本次核销 ${line.orderCode} ${line.feeName}`, {
    exact: true,
  });
  await input.waitFor();
  await input.fill('100');
  await suite.page.getByRole('textbox', { name: /(收|付)款金额/ }).fill('100');
  await suite.page.screenshot({ path: join(shots, shot), fullPage: true });
  await suite.page.getByRole('button', { name: '保存', exact: true }).click();
  await suite.page.waitForURL((url) => url.pathname === path.replace(/\/add$/, ''));
}

describe('invoice, partial receipt, outstanding shown, invoice cleared', () => {
  it('signs in as finance and picks two approved receivables of one order', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, {
        mobile: FINANCE,
        password: DEMO_ADMIN.password,
      });
      expect(token).not.toBe('');
      const open = await rest<{ list: RestLine[] }>('tbArInvoice/pageNoTicket', {
        pageSize: 500,
      });
      const groups = new Map<string, RestLine[]>();
      for (const line of open.list) {
        if (line.orderType !== 'ZYLX_HYCK' || line.currency !== '3') continue;
        if (line.writeOffMoney !== null || cents(line.money) <= 20000n) continue;
        const key = `${line.orderCode}|${line.settlementUnit}`;
        groups.set(key, [...(groups.get(key) ?? []), line]);
      }
      const found = [...groups.values()].find(
        (g) => g.length >= 2 && new Set(g.map((l) => l.feeName)).size === g.length,
      );
      pair = found?.slice(0, 2) ?? [];
      expect(pair.length).toBe(2);
      orderCode = pair[0]?.orderCode ?? '';
      leftShown = formatDecimal(money(cents(pair[0]?.money ?? '0') - 10000n), 2);
    });
  }, 180_000);

  it('issues an invoice for the two lines on 未开票', async () => {
    await step('issue', async () => {
      await suite.page.goto(`${suite.stack.url}/finance/invoice`);
      await suite.page.getByRole('tab', { name: '发票号段' }).click();
      await suite.page.getByRole('button', { name: '新增号段' }).click();
      const setForm = suite.page.getByRole('form', { name: '新增号段' });
      await setForm.getByLabel(/^发票类型/).selectOption({ label: '收据' });
      await setForm.getByLabel(/^起始号码/).fill(SET_START);
      await setForm.getByLabel(/^结束号码/).fill(SET_END);
      await setForm.getByRole('button', { name: '保存' }).click();
      await setForm.waitFor({ state: 'detached' });

      await searchOrder(suite.page, `${suite.stack.url}/finance/noticket`, orderCode);
      for (const line of pair) {
        await expect.poll(() => rowOf('未开票费用列表', line)).toBeDefined();
        await suite.page
          .getByRole('checkbox', { name: `选择费用 ${line.orderCode} ${line.feeName}` })
          .check({ force: true });
      }
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
    });
  }, 180_000);

  it('records a PARTIAL receipt of 100.00 against the first line on 新增收款', async () => {
    await step('receipt', async () => {
      const [first] = pair;
      if (!first) throw new Error('no line');
      await record('/finance/receive/add', '客户', first, 'financeFlow-receipt.png');
      const fees = await rest<{ YSList: RestLine[] }>('tbAp/findOrderCode', { orderCode });
      expect(fees.YSList.find((l) => l.id === first.id)?.writeOffMoney).toBe('100.00');
    });
  }, 180_000);

  it('SHOWS the outstanding amount on the fee grid after a reload', async () => {
    await step('grid', async () => {
      const [first, second] = pair;
      if (!first || !second) throw new Error('no line');
      expect(await gridShows(first, 'receivables')).toEqual({
        money: formatDecimal(first.money, 2),
        writtenOff: '100.00',
        outstanding: leftShown,
      });
      await suite.page.reload();
      expect(await gridShows(second, 'receivables')).toEqual({
        money: formatDecimal(second.money, 2),
        writtenOff: '—',
        outstanding: formatDecimal(second.money, 2),
      });
      await suite.page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'financeFlow-fee-grid.png') });
    });
  }, 180_000);

  it('SHOWS amount − received as 未收金额 on 已开票, agreeing with the back end', async () => {
    await step('ticket', async () => {
      const [first, second] = pair;
      if (!first || !second) throw new Error('no line');
      const stored = await rest<{ list: RestLine[] }>('tbArInvoice/pageTicket', {
        orderCode,
        pageSize: 100,
      });
      expect(stored.list.find((l) => l.id === first.id)?.outstanding).toBe(
        money(cents(first.money) - 10000n),
      );
      await searchOrder(suite.page, `${suite.stack.url}/finance/ticket`, orderCode);
      await expect.poll(() => rowOf('已开票费用列表', first)).toBeDefined();
      expect(await cellsOf('已开票费用列表', first)).toMatchObject({
        发票号码: SET_START,
        金额: formatDecimal(first.money, 2),
        已核销: '100.00',
        未收金额: leftShown,
      });
      // The second line, nothing received, shows its whole amount as outstanding.
      expect(await cellsOf('已开票费用列表', second)).toMatchObject({
        发票号码: SET_START,
        未收金额: formatDecimal(second.money, 2),
      });
      await suite.page.screenshot({ path: join(shots, 'financeFlow-ticket.png'), fullPage: true });
      // The invoice page shows the same outstanding amount on its line.
      await suite.page.goto(`${suite.stack.url}/finance/invoice/view?id=${invoiceId}`);
      const lines = await tableRows(suite.page, '开票费用明细');
      expect(lines.find((c) => c.includes(first.feeName))).toEqual(
        expect.arrayContaining(['100.00', leftShown]),
      );
    });
  }, 180_000);

  it('clears the invoice: the line is back on 未开票 with its outstanding amount still shown', async () => {
    await step('clear', async () => {
      const [first, second] = pair;
      if (!first || !second) throw new Error('no line');
      await suite.page.goto(`${suite.stack.url}/finance/invoice/view?id=${invoiceId}`);
      await suite.page.getByRole('button', { name: '作废' }).click();
      await suite.page.getByRole('alertdialog').getByRole('textbox').fill('金额有误');
      await suite.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await suite.page.getByText('已作废', { exact: true }).first().waitFor();
      await suite.page.reload();
      await suite.page.getByText('金额有误').waitFor();

      const open = await rest<{ list: RestLine[] }>('tbArInvoice/pageNoTicket', {
        orderCode,
        pageSize: 100,
      });
      const back = open.list.find((l) => l.id === first.id);
      expect(back).toMatchObject({ invoiceNo: null, writeOffMoney: '100.00' });
      expect(back?.outstanding).toBe(money(cents(first.money) - 10000n));

      await searchOrder(suite.page, `${suite.stack.url}/finance/noticket`, orderCode);
      await expect.poll(() => rowOf('未开票费用列表', first)).toBeDefined();
      expect(await cellsOf('未开票费用列表', first)).toMatchObject({
        金额: formatDecimal(first.money, 2),
        已核销: '100.00',
        未收金额: leftShown,
      });
      expect(await rowOf('未开票费用列表', first)).not.toContain(SET_START);
      expect(await rowOf('未开票费用列表', second)).toBeDefined();
      await suite.page.screenshot({
        path: join(shots, 'financeFlow-noticket.png'),
        fullPage: true,
      });

      // The receipt stays: the fee grid still shows what was received and what is left.
      expect(await gridShows(first, 'receivables')).toEqual({
        money: formatDecimal(first.money, 2),
        writtenOff: '100.00',
        outstanding: leftShown,
      });
    });
  }, 180_000);
});

describe('a payment in the browser', () => {
  let payable: RestLine | undefined;

  it('records 100.00 paid against an approved payable on 新增付款 and SHOWS what is left', async () => {
    await step('payment', async () => {
      const approved = await rest<{ list: RestLine[] }>('tbAp/pageAll', {
        approveStatus: 'YSH',
        orderType: 'ZYLX_HYCK',
        currency: '3',
        pageSize: 500,
      });
      payable = approved.list.find((l) => l.writeOffMoney === null && cents(l.money) > 20000n);
      expect(payable).toBeDefined();
      if (!payable) return;
      await record('/finance/pay/add', '供应商', payable, 'financeFlow-payment.png');
      const fees = await rest<{ YFList: RestLine[] }>('tbAp/findOrderCode', {
        orderCode: payable.orderCode,
      });
      expect(fees.YFList.find((l) => l.id === payable?.id)?.writeOffMoney).toBe('100.00');
      expect(await gridShows(payable, 'payables')).toEqual({
        money: formatDecimal(payable.money, 2),
        writtenOff: '100.00',
        outstanding: formatDecimal(money(cents(payable.money) - 10000n), 2),
      });
      await suite.page
        .getByRole('region', { name: '费用信息', exact: true })
        .screenshot({ path: join(shots, 'financeFlow-payable-grid.png') });
    });
  }, 180_000);

  it('SHOWS the payment on its own page: nothing left to allocate, its one allocation', async () => {
    await step('payment-view', async () => {
      if (!payable) throw new Error('没有付款');
      const stored = await rest<{ list: { settlementNo: string; unallocated: string }[] }>(
        'tbPayment/pageAll',
        { orderCode: payable.orderCode, status: 'ZC' },
      );
      const paid = stored.list[0];
      expect(paid?.unallocated).toBe('0.00');
      await suite.page.goto(`${suite.stack.url}/finance/pay`);
      await suite.page
        .getByRole('link', { name: `查看付款 ${paid?.settlementNo ?? ''}`, exact: true })
        .click();
      await suite.page.waitForURL((url) => url.pathname === '/finance/pay/view');
      await expect
        .poll(() => suite.page.getByTestId('settlement-unallocated').innerText(), {
          timeout: 10_000,
        })
        .toBe('0.00');
      const rows = await tableRows(suite.page, '核销明细');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.join(' ')).toContain(payable.orderCode);
      expect(rows[0]?.join(' ')).toContain('100.00');
      // Nothing left: no remainder to allocate is offered.
      expect(await suite.page.getByRole('region', { name: '核销余额', exact: true }).count()).toBe(
        0,
      );
      await suite.page.screenshot({
        path: join(shots, 'financeFlow-payment-view.png'),
        fullPage: true,
      });
    });
  }, 180_000);
});
