// Text PostgreSQL cannot store (U+0000, lone surrogates), nesting that overflows a walker, and a
// multipart body cut short: every served path answers 400 with a Chinese message, never 500.
// The checks live in the body and envelope layer, so the walk covers every route at once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../../model/masterData/index.ts';
import { orderRecords, orderTypes } from '../../../model/orders/index.ts';
import { UPLOAD_URL } from '../modules/files/routes.ts';
import { callRest, formEncode, loginAs, repoRoot, startTestRest } from '../testing/index.ts';
import type { Envelope, TestRest } from '../testing/index.ts';
import { MAX_JSON_DEPTH } from './inputText.ts';

let rest: TestRest;
let app: FastifyInstance;
let token: string;
/** Every field name the product knows: the declarations' fields and the contract's names. */
let fieldNames: string[];

const NUL = 'x\u0000y';
const LONE_SURROGATE = 'x\ud800y';
const CHINESE = /[\u4e00-\u9fff]/;
const DEEP = 100_000;

function collectNames(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (
      (key === 'name' || key === 'field' || key === 'jsonField') &&
      typeof child === 'string' &&
      /^[a-z][A-Za-z0-9]*$/.test(child)
    ) {
      into.add(child);
    }
    collectNames(child, into, seen);
  }
}

async function knownFieldNames(): Promise<string[]> {
  const names = new Set<string>(['token', 'mobile', 'userPwd', 'captcha', 'checkKey', 'ids', 'id']);
  collectNames([entities, orderTypes, orderRecords], names);
  const contract = await readFile(path.join(repoRoot, 'docs/rest-contract.md'), 'utf8');
  for (const [, name = ''] of contract.matchAll(/`([a-z][A-Za-z0-9]*)`/g)) names.add(name);
  return [...names];
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  token = await loginAs(app);
  fieldNames = await knownFieldNames();
});
afterAll(async () => {
  await rest?.close();
});

function postPaths(): string[] {
  return app.servedPaths().filter((p) => !p.includes('{'));
}

async function post(url: string, payload: string, contentType: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType },
  });
  return { status: response.statusCode, body: response.json<Envelope<{ message: string }[]>>() };
}

function expectRefused(
  result: { status: number; body: Envelope<{ message: string }[]> },
  label: string,
): void {
  expect(result.status, `${label}: ${JSON.stringify(result.body)}`).toBe(400);
  expect(result.body.status).toBe(400);
  expect(result.body.data[0]?.message, label).toMatch(CHINESE);
}

describe('every served path refuses text the database cannot store', () => {
  it('walks more than 200 paths, the sign-in calls among them', () => {
    const paths = app.servedPaths();
    expect(paths.length).toBeGreaterThan(200);
    expect(paths).toEqual(
      expect.arrayContaining(['/rest/tbSysUser/login', '/rest/tbSysUser/checkLogin']),
    );
    expect(fieldNames.length).toBeGreaterThan(100);
  });

  it('answers 400 for a NUL in every text field, form and JSON, with a live token', async () => {
    const fields: Record<string, string> = Object.fromEntries(fieldNames.map((n) => [n, NUL]));
    fields.token = token;
    for (const url of postPaths()) {
      expectRefused(
        await post(url, formEncode(fields), 'application/x-www-form-urlencoded'),
        `${url} form`,
      );
      expectRefused(await post(url, JSON.stringify(fields), 'application/json'), `${url} json`);
    }
  });

  it('answers 400 for a NUL in one field alone and names the field', async () => {
    for (const url of postPaths()) {
      for (const field of ['mobile', 'remark']) {
        const result = await callRest<{ message: string }[]>(app, url.slice('/rest/'.length), {
          token,
          [field]: NUL,
        });
        expectRefused({ status: result.httpStatus, body: result.body }, `${url} ${field}`);
        expect(result.body.data).toEqual([expect.objectContaining({ field })]);
      }
    }
  });

  it('answers 400 for a NUL escaped inside JSON and inside a JSON text field', async () => {
    for (const url of postPaths()) {
      const escaped = `{"token":${JSON.stringify(token)},"remark":"a\\u0000b"}`;
      expectRefused(await post(url, escaped, 'application/json'), `${url} escaped`);
      const inField = formEncode({ token, boxJson: '[{"boxNo":"a\\u0000b"}]' });
      expectRefused(
        await post(url, inField, 'application/x-www-form-urlencoded'),
        `${url} boxJson`,
      );
    }
  });

  it('answers 400 for a lone surrogate in JSON, raw or escaped (createRole among them)', async () => {
    const role = await callRest(
      app,
      'tbRole/insert',
      { token, roleName: LONE_SURROGATE },
      {
        encoding: 'json',
      },
    );
    expect(role.httpStatus).toBe(400);
    expect(role.body.data).toEqual([expect.objectContaining({ field: 'roleName' })]);
    for (const url of postPaths()) {
      const raw = JSON.stringify({ token, roleName: LONE_SURROGATE });
      expectRefused(await post(url, raw, 'application/json'), `${url} raw surrogate`);
      const escaped = `{"token":${JSON.stringify(token)},"roleName":"\\udc00"}`;
      expectRefused(await post(url, escaped, 'application/json'), `${url} escaped surrogate`);
    }
    // A surrogate pair is one ordinary character.
    const paired = await callRest(
      app,
      'tbRole/insert',
      { token, roleName: '角色😀' },
      {
        encoding: 'json',
      },
    );
    expect(paired.body.status).toBe(200);
  });

  it('answers 400 for NUL in path parameters and query strings, GET downloads included', async () => {
    const downloads = postPaths().filter((url) => app.hasRoute({ method: 'GET', url }));
    expect(downloads.length).toBeGreaterThan(5);
    const requests: { method: 'GET' | 'POST'; url: string }[] = [
      { method: 'GET', url: '/rest/randomImage/ab%00cd' },
      { method: 'GET', url: '/rest/file/private/a%00b' },
      { method: 'POST', url: `${UPLOAD_URL}?uploadToken=a%00b` },
      ...downloads.map((url) => ({ method: 'GET' as const, url: `${url}?sig=a%00b` })),
      ...postPaths().map((url) => ({ method: 'POST' as const, url: `${url}?x=%00` })),
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(response.json<Envelope<{ message: string }[]>>().data[0]?.message).toMatch(CHINESE);
    }
  });
});

describe('nesting', () => {
  it(`answers 400 for a ${DEEP.toLocaleString('en')}-level JSON body on every path, before the token check`, async () => {
    const deep = `{"a":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`;
    for (const url of postPaths()) {
      expectRefused(await post(url, deep, 'application/json'), url);
    }
  });

  it('answers 400 for deep JSON in the ids form field on every path', async () => {
    const ids = '['.repeat(DEEP) + ']'.repeat(DEEP);
    for (const url of postPaths()) {
      const result = await post(
        url,
        formEncode({ token, ids }),
        'application/x-www-form-urlencoded',
      );
      expectRefused(result, url);
      expect(result.body.data).toEqual([expect.objectContaining({ field: 'ids' })]);
    }
  });

  it(`keeps ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    const nested = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);
    const ok = await callRest(app, 'tbRole/pageAll', { token, remark: nested(MAX_JSON_DEPTH) });
    expect(ok.body.status).toBe(200);
    const refused = await callRest(app, 'tbRole/pageAll', {
      token,
      remark: nested(MAX_JSON_DEPTH + 1),
    });
    expect(refused.httpStatus).toBe(400);
  });
});

describe('multipart uploads', () => {
  it('answers 400 for an upload cut short, and for a malformed one', async () => {
    const grant = await callRest<{ uploadUrl: string }>(app, 'tbFile/getPrivateUploadToken', {
      token,
    });
    expect(grant.body.status).toBe(200);
    const boundary = 'freightTruncated';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj <<>> endobj\n';
    for (const payload of [head, head.slice(0, 30), `--${boundary}\r\nbroken`]) {
      const response = await app.inject({
        method: 'POST',
        url: grant.body.data.uploadUrl,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<Envelope<{ message: string }[]>>().data[0]?.message).toMatch(CHINESE);
    }
  });
});
