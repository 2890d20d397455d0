// The frame of a browser test file: a real stack serving the built web client and one Chromium
// page, started before its tests and closed after them. Apart from browser.ts, which the bench
// imports to launch Chromium without loading the test back end.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/webBuild.ts';
import { startStack, type Stack, type StackOptions } from '../support/stack.ts';
import { launchBrowser } from './browser.ts';

export interface BrowserSuite {
  readonly stack: Stack;
  readonly browser: Browser;
  readonly page: Page;
}

/**
 * Starts the stack and a 1440×900 zh-CN page before the file's tests; screenshots go to
 * test-results/. `pageOptions` change the page's context (another locale, `bypassCSP`);
 * `stackOptions` the stack's (a GATEWAY_SECRET, so rest tells clients apart by their addresses).
 */
export function browserSuite(
  pageOptions: BrowserContextOptions = {},
  stackOptions: Omit<StackOptions, 'webDist'> = {},
): BrowserSuite {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    mkdirSync(join(root, 'test-results'), { recursive: true });
    stack = await startStack({ ...stackOptions, webDist: join(root, 'web', 'dist') });
    browser = await launchBrowser();
    page = await browser.newPage({
      locale: 'zh-CN',
      viewport: { width: 1440, height: 900 },
      ...pageOptions,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`浏览器测试的${name}尚未启动`);
    return value;
  };
  return {
    get stack() {
      return started(stack, '服务');
    },
    get browser() {
      return started(browser, '浏览器');
    },
    get page() {
      return started(page, '页面');
    },
  };
}
