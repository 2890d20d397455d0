import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { jsonField, str } from './body.ts';
import { route } from './route.ts';
import { currentOrgId } from './session.ts';
import { declareScope } from './scopes.ts';
import { callRest, formEncode, loginAs, startTestRest } from '../testing/index.ts';
import type { TestRest } from '../testing/index.ts';

let rest: TestRest;
let app: FastifyInstance;
/** A second app on the same database with a small body limit and routes made for these checks. */
let probe: FastifyInstance;

const PUBLIC_PATHS = new Set([
  '/rest/tbSysUser/login',
  '/rest/tbSysUser/checkLogin',
  '/rest/randomImage/{checkKey}',
]);

beforeAll(async () => {
  // Requests come from 127.0.0.1 (app.inject) as from a trusted proxy naming each client.
  rest = await startTestRest({ listen: false, config: { trustProxy: ['127.0.0.1'] } });
  app = rest.app;
  probe = await buildApp({ db: rest.db, config: { ...rest.config, bodyLimit: 2048 } });
  declareScope('probe/org', 'organisation');
  declareScope('probe/whoami', 'own');
  declareScope('probe/download', 'own');
  route(probe, 'probe/echo', { auth: false }, ({ body }) =>
    Promise.resolve({ body, vehicles: jsonField(body, 'vehicleJson'), name: str(body, 'name') }),
  );
  route(probe, 'probe/org', { permission: 'open' }, ({ session }) =>
    Promise.resolve(currentOrgId(session)),
  );
  route(probe, 'probe/whoami', { permission: 'open' }, ({ session }) =>
    Promise.resolve(session.userName),
  );
  route(probe, 'probe/download', { method: 'GET', permission: 'open' }, ({ session }) =>
    Promise.resolve(session.mobile),
  );
  route(probe, 'probe/big', { auth: false, bodyLimit: 8192 }, ({ body }) =>
    Promise.resolve(Object.keys(body).length),
  );
  route(probe, 'probe/crash', { auth: false }, () =>
    Promise.reject(new Error('select password_hash from tb_sys_user')),
  );
  await probe.ready();
});
afterAll(async () => {
  await probe?.close();
  await rest?.close();
});

function post(target: FastifyInstance, url: string, payload: string, contentType?: string) {
  return target.inject({
    method: 'POST',
    url,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });
}

describe('bodies', () => {
  it('takes the same fields as a form and as JSON, with nested values as JSON strings in forms', async () => {
    const fields = { name: '上海港', vehicleJson: [{ plate: '沪A12345', seats: 2 }] };
    const form = await callRest(probe, 'probe/echo', fields, { encoding: 'form' });
    const json = await callRest(probe, 'probe/echo', fields, { encoding: 'json' });
    expect(form.body.data).toMatchObject({ name: '上海港', vehicles: fields.vehicleJson });
    expect(json.body.data).toMatchObject({ name: '上海港', vehicles: fields.vehicleJson });
  });

  it("treats '' as absent in both encodings", async () => {
    for (const encoding of ['form', 'json'] as const) {
      const result = await callRest<{ body: Record<string, unknown> }>(
        probe,
        'probe/echo',
        { name: '', remark: 'x', nested: { a: '', b: 1 } },
        { encoding },
      );
      expect(result.body.data.body).not.toHaveProperty('name');
      expect(result.body.data.body.remark).toBe('x');
    }
  });

  it('an empty or missing body is {}', async () => {
    for (const type of [undefined, 'application/json', 'application/x-www-form-urlencoded']) {
      const response = await post(app, '/rest/tbSysUser/checkLogin', '', type);
      expect(response.json()).toEqual({
        status: 400,
        data: [{ message: '请输入手机号', field: 'mobile' }],
      });
    }
  });

  it('an unlabelled or text body is read as JSON or as a form', async () => {
    const asJson = await post(probe, '/rest/probe/echo', '{"name":"甲"}', 'text/plain');
    expect(asJson.json()).toMatchObject({ status: 200, data: { name: '甲' } });
    const asForm = await post(probe, '/rest/probe/echo', 'name=%E4%B9%99', 'text/plain');
    expect(asForm.json()).toMatchObject({ status: 200, data: { name: '乙' } });
  });

  it.each([
    ['application/json', '{"mobile": '],
    ['application/json', '[1, 2]'],
    ['application/json', '"text"'],
    ['application/x-www-form-urlencoded', 'mobile=%E0%A'],
    ['application/x-www-form-urlencoded', 'vehicleJson=%ZZ'],
  ])('malformed %s body %s → 400', async (type, payload) => {
    const response = await post(app, '/rest/tbSysUser/checkLogin', payload, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, data: [{ message: '请求格式错误' }] });
  });

  it('a malformed nested JSON field answers 400 on that field', async () => {
    const response = await post(
      probe,
      '/rest/probe/echo',
      formEncode({ vehicleJson: '[{"plate":' }),
      'application/x-www-form-urlencoded',
    );
    expect(response.json()).toEqual({
      status: 400,
      data: [{ message: '参数 vehicleJson 格式错误', field: 'vehicleJson' }],
    });
  });

  it('a body over the limit answers 400 请求内容过大, in both encodings', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', `mobile=${big}`],
      ['application/json', JSON.stringify({ mobile: big })],
    ] as const) {
      const response = await post(app, '/rest/tbSysUser/checkLogin', payload, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, data: [{ message: '请求内容过大' }] });
    }
  });

  it('the limit is configurable per app and per route', async () => {
    const payload = `name=${'y'.repeat(3000)}`;
    const small = await post(
      probe,
      '/rest/probe/echo',
      payload,
      'application/x-www-form-urlencoded',
    );
    expect(small.json()).toEqual({ status: 400, data: [{ message: '请求内容过大' }] });
    const larger = await post(
      probe,
      '/rest/probe/big',
      payload,
      'application/x-www-form-urlencoded',
    );
    expect(larger.json()).toEqual({ status: 200, data: 1 });
  });
});

describe('paths and failures', () => {
  it.each([
    ['POST', '/rest/tbSysUser/nothing'],
    ['POST', '/rest/'],
    ['POST', '/other'],
    ['GET', '/rest/tbSysUser/login'],
    ['PUT', '/rest/tbSysUser/login'],
    ['DELETE', '/rest/tbSysUser/findMenu'],
    ['POST', '/rest/randomImage/abc'],
  ] as const)('%s %s → 404 接口不存在', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, data: [{ message: '接口不存在' }] });
  });

  it('an unexpected exception answers 500 without internals, and the process goes on', async () => {
    const response = await post(probe, '/rest/probe/crash', '{}', 'application/json');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/select|password|tb_sys_user|at /);
    expect(response.json()).toEqual({ status: 500, data: [{ message: '服务器内部错误' }] });
    const after = await callRest(probe, 'probe/echo', { name: 'ok' });
    expect(after.body.status).toBe(200);
  });

  it('answers a burst of simultaneous calls', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRest(
          app,
          'tbSysUser/checkLogin',
          { mobile: i % 2 ? '13800000004' : '13999990000' },
          // Thirty people, so the per-address look-up throttle stays out of it.
          { headers: { 'x-forwarded-for': `10.1.0.${i}` } },
        ),
      ),
    );
    expect(results.map((r) => r.httpStatus).sort()).toEqual([
      ...Array<number>(15).fill(200),
      ...Array<number>(15).fill(401),
    ]);
  });

  it('simultaneous sign-ins of one account leave one live session', async () => {
    const tokens = await Promise.all([1, 2, 3].map(() => loginAs(app, '13800000001')));
    const live = await Promise.all(
      tokens.map(
        async (token) => (await callRest(app, 'tbSysUser/findMenu', { token })).httpStatus,
      ),
    );
    expect(live.filter((s) => s === 200)).toHaveLength(1);
  });

  it('every answer is JSON with the HTTP status equal to status', async () => {
    const response = await post(
      app,
      '/rest/tbSysUser/checkLogin',
      'mobile=1',
      'application/x-www-form-urlencoded',
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ status: number }>().status).toBe(response.statusCode);
  });
});

describe('token check', () => {
  it('servedPaths lists every path in the endpoint-table form', () => {
    const paths = app.servedPaths();
    expect(paths).toEqual(expect.arrayContaining([...PUBLIC_PATHS]));
    expect(paths).toContain('/rest/tbSysuserOrgMapping/updateDefault');
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths)
      expect(path).toMatch(/^\/rest\/[A-Za-z]+\/([A-Za-z][A-Za-z0-9]*|\{[a-zA-Z]+\})$/);
  });

  it('refuses a missing, empty or forged token on every path but the sign-in calls', async () => {
    const guarded = app.servedPaths().filter((p) => !PUBLIC_PATHS.has(p));
    expect(guarded.length).toBeGreaterThan(5);
    const refused = { status: 401, data: [{ message: '登录已失效，请重新登录' }] };
    for (const path of guarded) {
      const restPath = path.replace(/^\/rest\//, '');
      for (const fields of [{}, { token: '' }, { token: 'forged-token-value' }]) {
        for (const encoding of ['form', 'json'] as const) {
          const result = await callRest(app, restPath, fields, { encoding });
          expect(result.httpStatus, `${path} ${JSON.stringify(fields)}`).toBe(401);
          expect(result.body).toEqual(refused);
        }
      }
    }
  });

  it('a GET call takes the token from the query', async () => {
    const token = await loginAs(probe, '13800000002');
    const ok = await probe.inject({ method: 'GET', url: `/rest/probe/download?token=${token}` });
    expect(ok.json()).toEqual({ status: 200, data: '13800000002' });
    const refused = await probe.inject({ method: 'GET', url: '/rest/probe/download?token=' });
    expect(refused.statusCode).toBe(401);
  });

  it('currentOrgId refuses a session without an organisation', async () => {
    const none = await loginAs(probe, '13800000005');
    const refused = await callRest(probe, 'probe/org', { token: none });
    expect(refused.body).toEqual({
      status: 403,
      data: [{ message: '请先选择组织', code: 'ORGANISATION_REQUIRED' }],
    });
    const some = await loginAs(probe, '13800000004');
    expect((await callRest(probe, 'probe/org', { token: some })).body).toEqual({
      status: 200,
      data: expect.any(Number),
    });
  });

  it('a live token opens a guarded route in both encodings', async () => {
    const token = await loginAs(probe, '13800000003');
    for (const encoding of ['form', 'json'] as const) {
      const result = await callRest(probe, 'probe/whoami', { token }, { encoding });
      expect(result.body).toEqual({ status: 200, data: '陈伟' });
    }
  });
});
