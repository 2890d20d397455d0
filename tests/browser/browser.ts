import { chromium, type Browser, type Page } from 'playwright-core';

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
