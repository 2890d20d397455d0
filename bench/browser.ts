// Page timings in headless Chromium against the bench's gateway (which serves the built web
// client): from navigation to content for the order list and an order page, with an empty cache
// (first visit) and with the cache the first visit left (every later visit), and the GraphQL
// requests made when an order is opened from the list. Each visit is repeated (fresh browser
// contexts for the first visits) and the median kept: one visit's figure moved by ±60 ms from run
// to run on a 2-core machine.
import type { Page, Request } from 'playwright-core';
import { launchBrowser } from '../tests/browser/browser.ts';
import { median } from './stats.ts';

export interface BrowserTimings {
  listColdMs: number;
  listWarmMs: number;
  orderColdMs: number;
  orderWarmMs: number;
  /** From the click on an order code in the list to the order page's content. */
  listToOrderMs: number;
  /** GraphQL requests the browser sent for that opening, until the page was quiet. */
  listToOrderRequests: number;
  /** JavaScript the first visit of the list transferred (compressed bytes on the wire). */
  listJsTransferBytes: number;
  /** Visits of each kind the medians are of. */
  visits: number;
}

const LIST_TABLE = '海运出口订单列表';

// Content is watched for in the page itself at every frame, and timed by the page's own clock
// (from the start of its navigation): a locator's waitFor polls ever more slowly (after 270 ms only
// every 500 ms), which would add up to half a second to what it measures.
type Content = { kind: 'list'; table: string } | { kind: 'order'; orderCode: string };

/** The page's clock (ms since its navigation began) at the first frame showing the content. */
async function contentShownAt(page: Page, content: Content): Promise<number> {
  const handle = await page.waitForFunction(
    (c: Content) => {
      if (c.kind === 'list') {
        const table = document.querySelector(`table[aria-label="${c.table}"]`);
        const rows = table?.querySelectorAll('tbody tr td a');
        return rows && rows.length > 0 ? performance.now() : false;
      }
      const heading = [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some((h) =>
        h.textContent?.includes(c.orderCode),
      );
      const progress = document.querySelector('ol[aria-label="节点进度"]');
      return heading && progress ? performance.now() : false;
    },
    content,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** From the start of the navigation to `url` to the first frame showing `content`. */
async function navigationToContent(page: Page, url: string, content: Content): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return contentShownAt(page, content);
}

/** Waits until no GraphQL request has been in flight for `quietMs`. */
async function quiet(page: Page, quietMs = 400): Promise<void> {
  let inFlight = 0;
  let last = performance.now();
  const on = (r: Request) => {
    if (r.url().endsWith('/graphql')) inFlight += 1;
  };
  const off = (r: Request) => {
    if (r.url().endsWith('/graphql')) {
      inFlight -= 1;
      last = performance.now();
    }
  };
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  try {
    while (inFlight > 0 || performance.now() - last < quietMs) {
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    page.off('request', on);
    page.off('requestfinished', off);
    page.off('requestfailed', off);
  }
}

export async function browserTimings(
  baseUrl: string,
  token: string,
  orderCode: string,
  visits = 5,
): Promise<BrowserTimings> {
  const browser = await launchBrowser();
  try {
    // Signed in as the bench's administrator: the token where the web client keeps it.
    const signedIn = `localStorage.getItem('token') || localStorage.setItem('token', ${JSON.stringify(token)});`;
    const newContext = async () => {
      const context = await browser.newContext({
        locale: 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      await context.addInitScript({ content: signedIn });
      return context;
    };
    const list: Content = { kind: 'list', table: LIST_TABLE };
    const order: Content = { kind: 'order', orderCode };
    const listUrl = `${baseUrl}/action/oceanexport`;
    const orderUrl = `${baseUrl}/action/oceanexport/view?orderCode=${orderCode}`;

    const context = await newContext();
    const page = await context.newPage();
    let jsBytes = 0;
    const countJs = async (r: Request) => {
      if (!r.url().endsWith('.js')) return;
      const sizes = await r.sizes().catch(() => undefined);
      if (sizes) jsBytes += sizes.responseBodySize;
    };
    page.on('requestfinished', (r) => void countJs(r));
    // The browser's very first page: the list, as staff open it at the start of the day.
    const listCold = [await navigationToContent(page, listUrl, list)];
    await quiet(page);
    page.removeAllListeners('requestfinished');
    const listJsTransferBytes = jsBytes;

    // From the list, open the order by its code: what staff do all day.
    let requests = 0;
    const count = (r: Request) => {
      if (r.url().endsWith('/graphql')) requests += 1;
    };
    page.on('request', count);
    const link = page.getByRole('table', { name: LIST_TABLE }).getByRole('link', {
      name: orderCode,
      exact: true,
    });
    await link.waitFor();
    const clicked = await page.evaluate(() => performance.now());
    await link.click();
    const listToOrderMs = (await contentShownAt(page, order)) - clicked;
    await quiet(page);
    page.off('request', count);

    // Later visits, with what the first ones left in the cache.
    const orderWarm: number[] = [];
    const listWarm: number[] = [];
    for (let i = 0; i < visits; i++) {
      orderWarm.push(await navigationToContent(page, orderUrl, order));
      listWarm.push(await navigationToContent(page, listUrl, list));
    }
    await context.close();

    // First visits in fresh contexts (nothing cached), an order page and the list in turn.
    const orderCold: number[] = [];
    for (let i = 0; i < visits; i++) {
      for (const [url, content, into] of [
        [orderUrl, order, orderCold],
        [listUrl, list, listCold],
      ] as const) {
        if (into === listCold && listCold.length >= visits) continue;
        const cold = await newContext();
        into.push(await navigationToContent(await cold.newPage(), url, content));
        await cold.close();
      }
    }
    return {
      listColdMs: median(listCold),
      listWarmMs: median(listWarm),
      orderColdMs: median(orderCold),
      orderWarmMs: median(orderWarm),
      listToOrderMs,
      listToOrderRequests: requests,
      listJsTransferBytes,
      visits,
    };
  } finally {
    await browser.close();
  }
}
