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
