import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Saves a screenshot under test-results/ when a step fails, so CI output can be looked at. */
export async function screenshotOnFailure(page: Page, name: string): Promise<void> {
  await page
    .screenshot({ path: `test-results/${name}.png`, fullPage: true })
    .catch(() => undefined);
}

/**
 * A named step of a browser test: when it fails, a screenshot `<prefix>-<name>.png` is kept and
 * what the page said (field messages, toasts) is added to the error, so a failure reads without
 * the picture.
 */
export function stepsOf(
  prefix: string,
  page: () => Page,
): (name: string, run: () => Promise<void>) => Promise<void> {
  return async (name, run) => {
    try {
      await run();
    } catch (err) {
      const p = page();
      await screenshotOnFailure(p, prefix ? `${prefix}-${name}` : name);
      const said = await p
        .locator('.chakra-field__errorText, [data-scope="toast"][data-part="root"]')
        .allInnerTexts()
        .catch(() => []);
      if (said.length > 0 && err instanceof Error) err.message += `\n页面提示：${said.join(' | ')}`;
      throw err;
    }
  };
}

/**
 * The list table captioned `caption` once its rows have loaded: not busy, and past the skeleton
 * rows shown on the first load (a skeleton row has cells too, so waiting for a cell is not enough).
 */
export async function loadedTable(page: Page, caption: string): Promise<Locator> {
  const table = page.getByRole('table', { name: caption });
  await page.locator(`table[aria-label="${caption}"][aria-busy="false"]`).waitFor();
  await table.locator('tbody tr:not([data-testid="skeleton-row"]) td').first().waitFor();
  return table;
}

/**
 * Opens the record picker (combobox) labelled `label`, types `search` if given, and chooses the
 * first offered record (whose text matches `item`, if given). The item is looked up in this
 * picker's own list (`aria-controls`), never in another picker's list still closing, and the
 * picker is closed on the choice before this returns. Returns the chosen item's text.
 */
export async function pick(
  scope: Page | Locator,
  label: string,
  { search, item }: { search?: string; item?: string | RegExp } = {},
): Promise<string> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  const list = await input.getAttribute('aria-controls');
  if (!list) throw new Error(`${label}: the picker names no list`);
  let options = input.page().locator(`[id="${list}"][data-state="open"] [data-part="item"]`);
  if (item !== undefined) options = options.filter({ hasText: item });
  const option = options.first();
  const handle = await input.elementHandle();
  // A click that lands while the list re-renders with fresh offers is lost (a person would click
  // again): up to three clicks, each followed by a wait for the picker to close on its choice.
  for (let attempt = 1; ; attempt++) {
    if ((await input.getAttribute('aria-expanded')) !== 'true') await input.click();
    await option.waitFor();
    const text = (await option.innerText()).trim();
    await option.click();
    const chosen = await input
      .page()
      .waitForFunction(
        (el) =>
          el?.getAttribute('aria-expanded') === 'false' &&
          (el as unknown as { value: string }).value !== '',
        handle,
        { timeout: attempt < 3 ? 10_000 : 30_000 },
      )
      .then(() => true)
      .catch((error: unknown) => {
        if (attempt >= 3) throw error;
        return false;
      });
    if (chosen) return text;
  }
}

/** The rows a list table shows once loaded, each as its cells' texts. */
export async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = await loadedTable(page, caption);
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('td')).map((c) => (c.textContent ?? '').trim()),
      ),
    );
}

/** Opens the list at `url` and searches it by 订单号. */
export async function searchOrder(page: Page, url: string, code: string): Promise<void> {
  await page.goto(url);
  const form = page.getByRole('search', { name: '查询条件' });
  await form.getByLabel('订单号', { exact: true }).fill(code);
  await form.getByRole('button', { name: '查询' }).click();
}
