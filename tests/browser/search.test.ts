// Find anything in the browser: Ctrl+K opens the palette from any page, the container number of a
// demo order finds the order, Enter opens its page, which shows that number; the palette groups
// hits under their kind's Chinese name, the top bar's box opens it too, and with an empty query it
// lists the records opened lately. Screenshots of the palette go to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
const shots = join(root, 'test-results');
const step = stepsOf('search', () => suite.page);

let token = '';
let orderCode = '';
let container = '';

/** Whether the page shows the text, as text or as a field's value. */
const shows = (text: string) =>
  suite.page.evaluate(
    (t) =>
      document.body.innerText.includes(t) ||
      [...document.querySelectorAll('input, textarea')].some(
        (el) => (el as HTMLInputElement).value === t,
      ),
    text,
  );

const palette = () => suite.page.getByRole('dialog', { name: '查找' });

describe('find anything in the browser', () => {
  it('signs in and picks a demo order with containers', async () => {
    await step('signin', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      const page = await restCall<{ list: { orderCode: string }[] }>(
        suite.stack,
        token,
        'tbSeaTransportExport/pageAll',
        { pageSize: 50 },
      );
      for (const row of page.list) {
        const order = await restCall<{ companyList?: { boxJson?: string }[] }>(
          suite.stack,
          token,
          'tbSeaTransportExport/findByPK',
          { orderCode: row.orderCode },
        );
        const boxes = (order.companyList ?? []).flatMap(
          (c) => JSON.parse(c.boxJson ?? '[]') as { containerNo?: string }[],
        );
        const found = boxes.find((b) => b.containerNo);
        if (found?.containerNo) {
          orderCode = row.orderCode;
          container = found.containerNo;
          break;
        }
      }
      expect(container).not.toBe('');
    });
  });

  it('opens the order from its container number with Ctrl+K and Enter', async () => {
    await step('container', async () => {
      await suite.page.goto(`${suite.stack.url}/basic/client`);
      await suite.page.getByRole('table', { name: '客户列表' }).waitFor();
      await suite.page.keyboard.press('Control+k');
      await palette().waitFor();
      await suite.page.keyboard.type(container);
      const option = palette().getByRole('option', { name: `海运出口 ${orderCode}` });
      await option.waitFor();
      await expect(option.getAttribute('aria-selected')).resolves.toBe('true');
      await expect(option.innerText()).resolves.toContain(`箱号 ${container}`);
      await palette().getByText('海运出口', { exact: true }).waitFor();
      await suite.page.screenshot({ path: join(shots, 'search-palette.png') });
      await suite.page.keyboard.press('Enter');
      await suite.page.waitForURL(
        (url) =>
          url.pathname === '/action/oceanexport/view' &&
          url.searchParams.get('orderCode') === orderCode,
      );
      await expect.poll(() => shows(container), { timeout: 15_000 }).toBe(true);
      await expect(palette().count()).resolves.toBe(0);
    });
  });

  it('moves through the hits with the arrow keys and closes with Esc', async () => {
    await step('arrows', async () => {
      await suite.page.getByRole('button', { name: '查找' }).click();
      await palette().waitFor();
      await suite.page.keyboard.type(orderCode.slice(0, 8));
      const options = palette().getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
      await suite.page.keyboard.press('ArrowDown');
      await expect(options.nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('false');
      await suite.page.keyboard.press('ArrowUp');
      await expect(options.nth(0).getAttribute('aria-selected')).resolves.toBe('true');
      await suite.page.keyboard.press('Escape');
      await expect.poll(() => palette().count()).toBe(0);
    });
  });

  it('lists the records opened lately while the query is empty', async () => {
    await step('recent', async () => {
      await suite.page.keyboard.press('Control+k');
      await palette().waitFor();
      await palette().getByText('最近打开').waitFor();
      const first = palette().getByRole('option').first();
      await expect(first.innerText()).resolves.toContain(orderCode);
      await suite.page.screenshot({ path: join(shots, 'search-recent.png') });
      await suite.page.keyboard.press('Escape');
      await expect.poll(() => palette().count()).toBe(0);
    });
  });

  it('finds a client by the pinyin initials of its name and opens it', async () => {
    await step('pinyin', async () => {
      const name = '上海锦程国际贸易有限公司';
      await suite.page.keyboard.press('Control+k');
      await palette().waitFor();
      await suite.page.keyboard.type('shjc');
      const option = palette().getByRole('option', { name: new RegExp(`^客户 ${name}`) });
      await option.waitFor();
      await expect(option.innerText()).resolves.toContain('拼音首字母 shjcgjmyyxgs');
      await suite.page.screenshot({ path: join(shots, 'search-pinyin.png') });
      await option.click();
      await suite.page.waitForURL((url) => url.pathname === '/basic/client/view');
      await suite.page.getByText(name).first().waitFor();
      await expect(palette().count()).resolves.toBe(0);
    });
  });
});
