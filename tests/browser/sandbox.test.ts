// Apollo Sandbox at /graphql for developers, with introspection for signed-in callers only (the
// production default): a developer signed in to the web client opens /graphql and Sandbox gets
// their token; a stranger's Sandbox is refused the schema. Apollo's CDN script is outside the
// product (and this machine has no internet): a stand-in records what the page hands it and reads
// the schema as Sandbox does, through the page.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../support/stack.ts';
import { screenshotOnFailure } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite({}, { gateway: { introspection: 'signed-in' } });

const STAND_IN = `
window.EmbeddedSandbox = function (config) {
  window.sandboxConfig = config;
  fetch(config.initialEndpoint, {
    method: 'POST',
    headers: Object.assign({ 'content-type': 'application/json' }, config.initialState.sharedHeaders),
    body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
  })
    .then(function (res) { return res.json(); })
    .then(function (answer) {
      var out = document.createElement('pre');
      out.id = 'schema-answer';
      out.textContent = JSON.stringify(answer);
      document.body.appendChild(out);
    });
};`;

async function openSandbox(
  page: Page,
): Promise<{ data?: unknown; errors?: { message: string }[] }> {
  await page.route('https://embeddable-sandbox.cdn.apollographql.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.goto(`${suite.stack.url}/graphql`);
  const text = await page.locator('#schema-answer').textContent();
  return JSON.parse(text ?? '{}') as { data?: unknown; errors?: { message: string }[] };
}

describe('Apollo Sandbox for developers', () => {
  it("hands a signed-in developer's token to Sandbox, which then reads the schema", async () => {
    const { page } = suite;
    try {
      const token = await signInOnPage(page, suite.stack.url, DEMO_ADMIN);
      const answer = await openSandbox(page);
      expect(answer).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
      const headers = await page.evaluate(
        () =>
          (window as unknown as { sandboxConfig: { initialState: { sharedHeaders: unknown } } })
            .sandboxConfig.initialState.sharedHeaders,
      );
      expect(headers).toEqual({ Authorization: `Bearer ${token}` });
      await expect(page.title()).resolves.toContain('Apollo Sandbox');
    } catch (error) {
      await screenshotOnFailure(page, 'sandbox-signed-in');
      throw error;
    }
  });

  it('gives a stranger the Sandbox page but not the schema, saying why in Chinese', async () => {
    const context = await suite.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      const answer = await openSandbox(page);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toContain('查看接口结构（introspection）需要先登录');
    } finally {
      await context.close();
    }
  });
});
