// The web build as the gateway serves it: documents split per page, every text asset precompressed,
// and the JavaScript of the login route and of an order page within their budgets.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readManifest, routeBundles } from '../web/build/routeBundles.ts';
import { ensureWebBuild, webDist } from '../scripts/webBuild.ts';

describe('web build', () => {
  beforeAll(() => {
    ensureWebBuild(() => undefined);
  }, 120_000);

  it('keeps each route within its JavaScript budget (brotli)', () => {
    for (const route of routeBundles(webDist)) {
      expect(route.files.length, route.key).toBeGreaterThan(1);
      expect(route.brotliBytes, `${route.key}: ${route.files.join(' ')}`).toBeLessThanOrEqual(
        route.maxBrotliBytes,
      );
      expect(route.brotliBytes).toBeLessThan(route.gzipBytes);
    }
  });

  it('keeps Apollo Client and the signed-in frame out of the login route', () => {
    const manifest = readManifest(webDist);
    const login = routeBundles(webDist).find((r) => r.key === 'login');
    expect(login).toBeDefined();
    const files = login?.files ?? [];
    expect(files.filter((f) => /(^|\/)apollo-(?!errors)/.test(f))).toEqual([]);
    expect(files).not.toContain(manifest['src/app/AppLayout.tsx']?.file);
    expect(files).not.toContain(manifest['src/app/ToastsView.tsx']?.file);
  });

  it('keeps Chakra UI and emotion out of the login route', () => {
    const manifest = readManifest(webDist);
    const login = routeBundles(webDist).find((r) => r.key === 'login');
    const chakraScope = manifest['src/app/ChakraScope.tsx']?.file;
    expect(chakraScope).toBeDefined();
    const files = login?.files ?? [];
    expect(files).not.toContain(chakraScope);
    // Emotion's style sheets mark their style elements so; no chunk of the route carries it.
    const code = files.map((f) => readFileSync(path.join(webDist, f), 'utf8'));
    expect(code.some((c) => c.includes('data-emotion'))).toBe(false);
    const order = routeBundles(webDist).find((r) => r.key === 'order');
    const orderCode = (order?.files ?? []).map((f) => readFileSync(path.join(webDist, f), 'utf8'));
    expect(orderCode.some((c) => c.includes('data-emotion'))).toBe(true);
  });

  it('loads an order page with its own order type’s documents only', () => {
    const manifest = readManifest(webDist);
    const order = routeBundles(webDist).find((r) => r.key === 'order');
    const others = ['oceanImport', 'airExport', 'airImport', 'domesticTrade'].map(
      (type) => manifest[`src/features/orders/engine/types/${type}.ts`]?.file,
    );
    expect(others.every(Boolean)).toBe(true);
    for (const file of others) expect(order?.files).not.toContain(file);
    // Nor every document of the client through a namespace of the generated module.
    const code = (order?.files ?? []).map((f) => readFileSync(path.join(webDist, f), 'utf8'));
    expect(code.some((c) => c.includes('StatementProfitDocument'))).toBe(false);
  });

  it('leaves the pages’ documents out of the entry chunk', () => {
    const manifest = readManifest(webDist);
    const entry = Object.values(manifest).find((c) => c.isEntry);
    expect(entry).toBeDefined();
    const code = readFileSync(path.join(webDist, entry?.file ?? ''), 'utf8');
    // The order list's operation belongs to the order pages, the sign-in's to the login page.
    expect(code).not.toContain('OceanExportOrderPage');
    expect(code).not.toContain('"Login"');
  });

  it('writes a brotli and a gzip copy of every larger text asset', () => {
    const assets = path.join(webDist, 'assets');
    const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const large = js.filter((f) => readFileSync(path.join(assets, f)).length >= 1024);
    expect(large.length).toBeGreaterThan(5);
    for (const file of large) {
      expect(existsSync(path.join(assets, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(assets, `${file}.gz`)), file).toBe(true);
    }
  });
});
