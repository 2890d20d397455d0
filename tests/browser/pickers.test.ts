// Saved picker values through the real UI: on the edit pages of a fee price (供应商, 费用类型), a
// flight voyage (航线), a supplier (销售), a workflow node (操作人员 rows) and a bill of lading
// (客户, 起运港, 目的港) a record is chosen by keyword — several of them beyond the picker's first
// page of 20 — saved, and the page loaded again from the address bar: each picker must show the
// chosen record's Chinese name, and its view page the same name. Screenshots of a filled edit
// page and a view page go to test-results/.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { MORE_OFFERS, PICKER_PAGE } from '../../web/src/components/form/recordLabel.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { axeViolations, seriousOf } from './axe.ts';
import { loadedTable, pick as pickOffered, stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

// bypassCSP: axe-core is run inside the page with a picker open.
const suite = browserSuite({ bypassCSP: true });

const shots = join(root, 'test-results');

const step = stepsOf('pickers', () => suite.page);

const picker = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: label, exact: true });

/**
 * Types a keyword into a picker and chooses the offered record named `name`. The keyword is often
 * the name itself, so the input showing it proves nothing: the choice is confirmed by the picker
 * closing on it (shared `pick`, which clicks again when a click landed on a list being redrawn).
 */
async function pick(scope: Page | Locator, label: string, keyword: string, name: string) {
  const exact = new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await pickOffered(scope, label, { search: keyword, item: exact });
  await expect.poll(() => picker(scope, label).inputValue()).toBe(name);
}

/** The edit page of the first row of a list, as its 编辑 link names it. */
async function firstEditPage(listPath: string, caption: string): Promise<string> {
  await suite.page.goto(`${suite.stack.url}${listPath}`);
  const table = await loadedTable(suite.page, caption);
  const href = await table
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: '编辑' })
    .getAttribute('href');
  expect(href).toBeTruthy();
  return `${suite.stack.url}${href ?? ''}`;
}

/** Loads a page anew (a reload, as staff coming back to it) and waits for its first card. */
async function open(url: string) {
  await suite.page.goto(url);
  await suite.page
    .getByRole('region', { name: /基本信息|提单/ })
    .first()
    .waitFor();
}

async function saveMasterData() {
  await suite.page.getByRole('button', { name: '保存' }).first().click();
  await suite.page.getByText('保存成功').first().waitFor();
}

/** The picker shows the name once the page has settled (its first page loads after mount). */
async function expectShown(scope: Page | Locator, label: string, name: string) {
  await expect.poll(() => picker(scope, label).inputValue(), { timeout: 10_000 }).toBe(name);
}

let token = '';

const idOf = (url: string) => new URL(url).searchParams.get('id') ?? '';

describe('pickers show the saved record on edit and view', () => {
  it('signs in as the demo administrator', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
    });
  });

  it('fee price: 供应商 and 费用类型 (海运费 is beyond the first 20 fee types)', async () => {
    await step('feePrice', async () => {
      const edit = await firstEditPage('/basic/fee', '费用价格列表');
      await open(edit);
      await pick(suite.page, '供应商', '赫伯罗特', '赫伯罗特（中国）航运有限公司');
      await pick(suite.page, '费用类型', '海运', '海运费');
      await saveMasterData();
      await open(edit);
      await expectShown(suite.page, '供应商', '赫伯罗特（中国）航运有限公司');
      await expectShown(suite.page, '费用类型', '海运费');
      await suite.page.screenshot({
        path: join(shots, 'pickers-feePrice-edit.png'),
        fullPage: true,
      });
      await suite.page.goto(`${suite.stack.url}/basic/fee/view?id=${idOf(edit)}`);
      const basics = suite.page.getByRole('region', { name: '基本信息' });
      await basics.getByText('赫伯罗特（中国）航运有限公司').waitFor();
      await basics.getByText('海运费', { exact: true }).waitFor();
      await suite.page.screenshot({
        path: join(shots, 'pickers-feePrice-view.png'),
        fullPage: true,
      });
    });
  });

  it('flight voyage: 航线', async () => {
    await step('flightVoyage', async () => {
      const edit = await firstEditPage('/basic/voyage', '航班航次列表');
      await open(edit);
      await pick(suite.page, '航线', '鹿特丹', '宁波-鹿特丹');
      await saveMasterData();
      await open(edit);
      await expectShown(suite.page, '航线', '宁波-鹿特丹');
      await suite.page.goto(`${suite.stack.url}/basic/voyage/view?id=${idOf(edit)}`);
      await suite.page.getByRole('region', { name: '基本信息' }).getByText('宁波-鹿特丹').waitFor();
    });
  });

  it('supplier: 销售 (a member of staff)', async () => {
    await step('supplier', async () => {
      const edit = await firstEditPage('/basic/supplier', '供应商列表');
      await open(edit);
      await pick(suite.page, '销售', '张丽', '张丽');
      await saveMasterData();
      await open(edit);
      await expectShown(suite.page, '销售', '张丽');
      await suite.page.goto(`${suite.stack.url}/basic/supplier/view?id=${idOf(edit)}`);
      await suite.page.getByRole('region', { name: '基本信息' }).getByText('张丽').waitFor();
    });
  });

  it('workflow node: 操作人员 rows', async () => {
    await step('workflowNode', async () => {
      const edit = await firstEditPage('/basic/node', '作业节点列表');
      await open(edit);
      const rows = suite.page.getByRole('group', { name: '操作人员' });
      // Start from no rows, then choose two members of staff.
      for (let n = await rows.getByRole('button', { name: /^删除第\d+行$/ }).count(); n > 0; n--) {
        await rows.getByRole('button', { name: `删除第${n}行` }).click();
      }
      await rows.getByRole('button', { name: /添加一行/ }).click();
      await pick(rows, '操作人员（第1行）', '张丽', '张丽');
      await rows.getByRole('button', { name: /添加一行/ }).click();
      await pick(rows, '操作人员（第2行）', '陈伟', '陈伟');
      await saveMasterData();
      await open(edit);
      await expectShown(rows, '操作人员（第1行）', '张丽');
      await expectShown(rows, '操作人员（第2行）', '陈伟');
      await suite.page.screenshot({ path: join(shots, 'pickers-node-edit.png'), fullPage: true });
      await suite.page.goto(`${suite.stack.url}/basic/node/view?id=${idOf(edit)}`);
      const table = suite.page.getByRole('table', { name: '操作人员' });
      await table.getByText('张丽').waitFor();
      await table.getByText('陈伟').waitFor();
    });
  });

  it('bill of lading: 客户 (beyond the first 20 clients), 起运港 and 目的港', async () => {
    await step('lading', async () => {
      const edit = await firstEditPage('/action/oceanexportlading', '提单列表');
      await open(edit);
      const form = suite.page.getByRole('form', { name: '提单' });
      await pick(form, '客户', '锦程', '上海锦程国际贸易有限公司');
      await pick(form, '起运港', '宁波', '宁波');
      await pick(form, '目的港', '汉堡', '汉堡');
      await form.getByRole('button', { name: '保存' }).first().click();
      await suite.page.getByText('保存成功').first().waitFor();
      await open(edit);
      await expectShown(form, '客户', '上海锦程国际贸易有限公司');
      await expectShown(form, '起运港', '宁波');
      await expectShown(form, '目的港', '汉堡');
      await suite.page.screenshot({ path: join(shots, 'pickers-lading-edit.png'), fullPage: true });
      // The edit page's 历史 tab shows the save, the ports by their names.
      await suite.page.getByRole('tab', { name: '历史' }).click();
      const changes = suite.page.getByRole('table', { name: /的变更$/ }).first();
      await changes.getByRole('row', { name: /目的港.*汉堡/ }).waitFor();
      await changes.getByRole('row', { name: /起运港.*宁波/ }).waitFor();
      await suite.page.screenshot({ path: join(shots, 'pickers-lading-history.png') });
      await suite.page.getByRole('tab', { name: '详情' }).click();
      const code = new URL(edit).searchParams.get('billofladingCode') ?? '';
      await suite.page.goto(
        `${suite.stack.url}/action/oceanexportlading/view?billofladingCode=${encodeURIComponent(code)}`,
      );
      const card = suite.page.getByRole('region', { name: `提单 ${code}` });
      await card.getByText('上海锦程国际贸易有限公司').waitFor();
      await card.getByText('汉堡', { exact: true }).waitFor();
    });
  });

  it('费用类型: a note says more match than the picker offers, and only then', async () => {
    await step('moreOffers', async () => {
      // How many fee types match, from the rest back end.
      const matching = (keyword: string) =>
        restCall<unknown[]>(suite.stack, token, 'tbFeeType/listAll', { keyword, limit: 500 });
      expect((await matching('')).length).toBeGreaterThan(PICKER_PAGE);
      const few = await matching('海运');
      expect(few.length).toBeGreaterThan(0);
      expect(few.length).toBeLessThanOrEqual(PICKER_PAGE);

      const edit = await firstEditPage('/basic/fee', '费用价格列表');
      await open(edit);
      const input = picker(suite.page, '费用类型');
      const options = suite.page.locator('[data-scope="combobox"][data-part="item"]:visible');
      const note = suite.page.getByText(MORE_OFFERS, { exact: true });
      await input.click();
      await input.fill('');
      await expect.poll(() => options.count()).toBe(PICKER_PAGE);
      await note.waitFor();
      await suite.page.screenshot({ path: join(shots, 'pickers-more-offers.png') });
      expect(seriousOf(await axeViolations(suite.page))).toEqual([]);

      await input.fill('海运');
      await expect.poll(() => options.count()).toBe(few.length);
      await expect.poll(() => note.count()).toBe(0);
    });
  });
});
