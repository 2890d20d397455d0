import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from './server.ts';
import { envelope, startLegacyBackend, type LegacyBackend } from './testing/legacyBackend.ts';

// These start the gateway against a stand-in back end (or none): what is checked here is the
// gateway's own HTTP surface. The real back end is exercised in auth.integration.test.ts.

async function gql(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    res,
    body: (await res.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

/** A raw GET, so the path reaches the server exactly as written (fetch would normalise `..`). */
function rawGet(url: string, pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: pathname }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('gateway HTTP surface', () => {
  let backend: LegacyBackend;
  let gateway: Gateway;
  let dist: string;
  let url: string;

  beforeAll(async () => {
    backend = await startLegacyBackend((req) =>
      req.url.endsWith('/checkLogin')
        ? envelope(400, [{ message: '请输入手机号' }])
        : envelope(200, null),
    );
    dist = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>华通</title>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'logo.svg'), '<svg/>');
    // A bundle the build precompressed: brotli and gzip copies beside it.
    const bundle = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `第${i}行`))};`;
    writeFileSync(path.join(dist, 'assets', 'page-abcd.js'), bundle);
    writeFileSync(path.join(dist, 'assets', 'page-abcd.js.br'), brotliCompressSync(bundle));
    writeFileSync(path.join(dist, 'assets', 'page-abcd.js.gz'), gzipSync(bundle));
    writeFileSync(path.join(tmpdir(), 'gateway-secret.txt'), 'secret');
    gateway = createGateway({ restBaseUrl: backend.url, webDist: dist });
    url = await gateway.start(0);
  });

  afterAll(async () => {
    await gateway.stop();
    await backend.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers health and readiness', async () => {
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    // Any envelope, even a 400 one, means the back end is alive.
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it('runs GraphQL and reports the REST calls it made', async () => {
    const { res, body } = await gql(url, '{ ping }');
    expect(body).toEqual({ data: { ping: true } });
    expect(res.headers.get('x-rest-calls')).toBe('0');
  });

  it('keeps introspection on and serves the Sandbox to browsers', async () => {
    const { body } = await gql(url, getIntrospectionQuery());
    expect(body.errors).toBeUndefined();
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('embeddable-sandbox.umd.production.min.js');
  });

  it('refuses a query nested deeper than 12 levels before calling the back end', async () => {
    const deep = `{ me { menu { ${'children { '.repeat(11)}id${' }'.repeat(11)} } } }`;
    const { res, body } = await gql(url, deep, { authorization: 'Bearer t' });
    expect(res.status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('查询嵌套层级过深：最多 12 层，当前 14 层');
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      status: 400,
    });
    expect(res.headers.get('x-rest-calls')).toBe('0');
  });

  it('keeps Apollo validation codes', async () => {
    const { res, body } = await gql(url, '{ nothingHere }');
    expect(res.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps CSRF prevention on', async () => {
    const res = await fetch(`${url}/graphql?query=${encodeURIComponent('{ ping }')}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${url}/graphql?query=${encodeURIComponent('{ ping }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(await ok.json()).toEqual({ data: { ping: true } });
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ping } #${'x'.repeat(1024 * 1024)}` }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as {
      errors: { message: string; extensions: { code: string } }[];
    };
    expect(body.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
  });

  it('serves the web client with the right types and caching', async () => {
    const index = await fetch(`${url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('华通');

    const asset = await fetch(`${url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');

    expect((await fetch(`${url}/logo.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves the precompressed copy the browser accepts, with its encoding', async () => {
    const get = (encoding: string | undefined) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = http.get(
          `${url}/assets/page-abcd.js`,
          { headers: encoding ? { 'accept-encoding': encoding } : {} },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toContain('第399行');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('第399行');
    const plain = await get(undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('第399行');
    // Refused encodings are not sent; the validators differ per encoding.
    const refused = await get('br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it('answers hashed assets from memory, with their validators', async () => {
    const first = await fetch(`${url}/assets/page-abcd.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/-br"$/);
    expect(await first.text()).toContain('第399行');
    // Unchanged: answered without a body.
    const again = await fetch(`${url}/assets/page-abcd.js`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    // An asset's name changes with its content: once read it is answered from memory, even after
    // a new build removed its file.
    const kept = path.join(dist, 'assets', 'kept-5678.js');
    writeFileSync(kept, 'export const kept = 1;');
    expect(await (await fetch(`${url}/assets/kept-5678.js`)).text()).toBe('export const kept = 1;');
    rmSync(kept);
    const fromMemory = await fetch(`${url}/assets/kept-5678.js`);
    expect(fromMemory.status).toBe(200);
    expect(await fromMemory.text()).toBe('export const kept = 1;');
  });

  it('falls back to index.html for client routes, not for missing files', async () => {
    const route = await fetch(`${url}/action/oceanexport/view?orderCode=SE1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('华通');
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
  });

  it('refuses path traversal', async () => {
    for (const p of [
      '/../gateway-secret.txt',
      '/%2e%2e/gateway-secret.txt',
      '/assets/..%2f..%2fgateway-secret.txt',
    ]) {
      const res = await rawGet(url, p);
      expect(res.status, p).toBe(403);
      expect(res.body).not.toContain('secret');
    }
  });
});

describe('gateway without its neighbours', () => {
  it('readyz is 503 when the back end is down; a page says the web client is not built', async () => {
    const backend = await startLegacyBackend(() => envelope(200, null));
    const restUrl = backend.url;
    await backend.close();
    const dist = mkdtempSync(path.join(tmpdir(), 'gateway-empty-'));
    const gateway = createGateway({ restBaseUrl: restUrl, webDist: dist });
    const url = await gateway.start(0);
    try {
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const page = await fetch(`${url}/sys/user`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('npm run build');
    } finally {
      await gateway.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('production mode sends no stack traces', async () => {
    const backend = await startLegacyBackend(() => envelope(500, [{ message: '服务异常' }]));
    const gateway = createGateway({ restBaseUrl: backend.url, production: true });
    const url = await gateway.start(0);
    try {
      const { body } = await gql(url, '{ me { user { id } } }', {
        authorization: 'Bearer secret-token',
      });
      const error = body.errors?.[0];
      expect(error?.message).toBe('服务异常');
      expect(error?.extensions).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        status: 500,
        messages: [{ message: '服务异常' }],
        requestId: expect.any(String) as unknown,
        reference: expect.any(String) as unknown,
      });
      const invalid = await gql(url, '{ nothingHere }');
      expect(invalid.body.errors?.[0]?.extensions?.stacktrace).toBeUndefined();
      expect(invalid.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      // Developers explore production with the embedded Sandbox too.
      const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('embeddable-sandbox.umd.production.min.js');
    } finally {
      await gateway.stop();
      await backend.close();
    }
  });
});
