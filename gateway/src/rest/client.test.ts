import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, startLegacyBackend, type LegacyBackend } from '../testing/legacyBackend.ts';
import { createRestTransport, RestClient, type RestTransport } from './client.ts';

let backend: LegacyBackend | undefined;
let transport: RestTransport | undefined;

afterEach(async () => {
  transport?.close();
  await backend?.close();
  backend = undefined;
  transport = undefined;
});

async function clientFor(
  answer: Parameters<typeof startLegacyBackend>[0],
  token: string | null = 'tok-0123456789abcdef',
  timeoutMs = 2000,
): Promise<RestClient> {
  backend = await startLegacyBackend(answer);
  transport = createRestTransport({ baseUrl: backend.url, timeoutMs });
  return new RestClient(transport, token ?? undefined);
}

async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

describe('encodings', () => {
  it('form: token added, undefined → empty, nested values as JSON strings', async () => {
    const rest = await clientFor(() => envelope(200, 'SE0001'));
    const data = await rest.call('tbSeaTransportExport/updatePS', {
      orderCode: 'SE0001',
      remark: undefined,
      piecesNumber: 3,
      isDelivery: true,
      vehicleJson: [{ plateNumber: '沪A12345', count: 2 }],
      empty: null,
    });
    expect(data).toBe('SE0001');
    const [req] = backend!.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/rest/tbSeaTransportExport/updatePS');
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req!.body).toEqual({
      orderCode: 'SE0001',
      remark: '',
      piecesNumber: '3',
      isDelivery: 'true',
      vehicleJson: '[{"plateNumber":"沪A12345","count":2}]',
      empty: '',
      token: 'tok-0123456789abcdef',
    });
    expect(rest.calls).toBe(1);
  });

  it('json: token added, undefined → empty, nested values kept as JSON', async () => {
    const rest = await clientFor(() =>
      envelope(200, { list: [], pageNum: 1, pageSize: 10, total: 0 }),
    );
    await rest.call('tbCustomer/pageAll', {
      pageNum: 1,
      customerName: undefined,
      contacts: [{ contact: '张三' }],
    });
    const [req] = backend!.requests;
    expect(req!.contentType).toMatch(/^application\/json/);
    expect(req!.body).toEqual({
      pageNum: 1,
      customerName: '',
      contacts: [{ contact: '张三' }],
      token: 'tok-0123456789abcdef',
    });
  });

  it('sign-in calls carry no token; the captcha is a GET by key', async () => {
    const rest = await clientFor(() => envelope(200, 'data:image/svg+xml;base64,AA=='));
    await rest.call('tbSysUser/login', { mobile: '13800000000', userPwd: 'x' });
    await rest.call('randomImage/{checkKey}', { checkKey: '1700000000000abc' });
    const [login, captcha] = backend!.requests;
    expect(login!.body).toEqual({ mobile: '13800000000', userPwd: 'x' });
    expect(captcha!.method).toBe('GET');
    expect(captcha!.url).toBe('/rest/randomImage/1700000000000abc');
  });

  it('refuses a session call without a token before calling', async () => {
    const rest = await clientFor(() => envelope(200, null), null);
    const error = await failure(rest.call('tbSysUser/findMenu'));
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
    expect(backend!.requests).toHaveLength(0);
  });
});

describe('the status inside the body is the truth', () => {
  it('HTTP 200 around {status: 401}', async () => {
    const rest = await clientFor(() => ({
      kind: 'json',
      status: 200,
      body: { status: 401, data: [{ message: '登录已过期' }] },
    }));
    const error = await failure(rest.call('tbSysUser/getTokenInfo'));
    expect(error.message).toBe('登录已过期');
    expect(error.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      status: 401,
      messages: [{ message: '登录已过期' }],
    });
  });

  it('HTTP 200 around {status: 422}', async () => {
    const rest = await clientFor(() => ({
      kind: 'json',
      status: 200,
      body: {
        status: 422,
        data: [
          { message: '客户名称已存在', field: 'customerName' },
          { message: '客户代码已存在', field: 'customerCode' },
        ],
      },
    }));
    const error = await failure(rest.call('tbCustomer/insert', { customerName: '华通' }));
    expect(error.message).toBe('客户名称已存在；客户代码已存在');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.messages).toEqual([
      { message: '客户名称已存在', field: 'customerName' },
      { message: '客户代码已存在', field: 'customerCode' },
    ]);
  });

  it('request() answers non-200 envelopes without throwing', async () => {
    const rest = await clientFor(() =>
      envelope(202, [
        { message: '该账号已在其他地方登录，确认登录？', code: 'SIGNED_IN_ELSEWHERE' },
      ]),
    );
    const answer = await rest.request('tbSysUser/checkLogin', { mobile: '13800000000' });
    expect(answer.status).toBe(202);
  });

  it('never echoes the token in a message', async () => {
    const rest = await clientFor((req) =>
      envelope(401, [{ message: `无效的令牌 ${(req.body as { token: string }).token}` }]),
    );
    const error = await failure(rest.call('tbSysUser/findMenu'));
    expect(error.message).toBe('无效的令牌 ***');
    expect(JSON.stringify(error.extensions)).not.toContain('tok-0123456789abcdef');
  });
});

describe('when no envelope comes back', () => {
  it('a non-JSON answer → BAD_GATEWAY naming the path only', async () => {
    const rest = await clientFor(() => ({
      kind: 'text',
      status: 200,
      body: '<html>维护中</html>',
    }));
    const error = await failure(rest.call('tbSysUser/findMenu'));
    expect(error.message).toBe('接口异常：/rest/tbSysUser/findMenu');
    expect(error.extensions).toMatchObject({ code: 'BAD_GATEWAY', status: 502 });
    expect(JSON.stringify({ m: error.message, e: error.extensions })).not.toMatch(
      /127\.0\.0\.1|tok-0123456789abcdef/,
    );
  });

  it('JSON without a status → BAD_GATEWAY', async () => {
    const rest = await clientFor(() => ({ kind: 'json', body: { ok: true } }));
    expect((await failure(rest.call('tbSysUser/findMenu'))).extensions.code).toBe('BAD_GATEWAY');
  });

  it('a hang → GATEWAY_TIMEOUT after the configured timeout', async () => {
    const rest = await clientFor(() => ({ kind: 'hang' }), 'tok-0123456789abcdef', 200);
    const started = Date.now();
    const error = await failure(rest.call('tbSysUser/findMenu'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toBe('接口异常：/rest/tbSysUser/findMenu');
    expect(error.extensions).toMatchObject({ code: 'GATEWAY_TIMEOUT', status: 504 });
  });

  it('a dropped connection is retried once for a read, never for a write', async () => {
    const rest = await clientFor((_req, index) =>
      index === 0 ? { kind: 'reset' } : envelope(200, { menuList: [] }),
    );
    expect(await rest.call('tbSysUser/findMenu')).toEqual({ menuList: [] });
    expect(backend!.requests).toHaveLength(2);

    await backend!.close();
    backend = await startLegacyBackend(() => ({ kind: 'reset' }));
    transport!.close();
    transport = createRestTransport({ baseUrl: backend.url, timeoutMs: 2000 });
    const error = await failure(
      new RestClient(transport, 'tok-0123456789abcdef').call('tbCustomer/insert', {
        customerName: 'x',
      }),
    );
    // It reached the back end: it may have been applied, and the user is told so.
    expect(error.extensions).toMatchObject({ code: 'BAD_GATEWAY', status: 502 });
    expect(error.message).toBe(
      '连接中断，数据可能已保存：请刷新列表确认后再操作（/rest/tbCustomer/insert）',
    );
    expect(backend.requests).toHaveLength(1);
  });

  it('a write that hangs runs out at its own time limit, told it may have been saved', async () => {
    backend = await startLegacyBackend(() => ({ kind: 'hang' }));
    transport = createRestTransport({
      baseUrl: backend.url,
      timeoutMs: 5000,
      writeTimeoutMs: 200,
      slowCallMs: 5000,
    });
    const rest = new RestClient(transport, 'tok-0123456789abcdef', undefined, {
      idempotencyKey: 'k-1',
    });
    const started = Date.now();
    const error = await failure(rest.call('tbCustomer/insert', { customerName: 'x' }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.extensions).toMatchObject({ code: 'GATEWAY_TIMEOUT', status: 504 });
    expect(error.message).toBe(
      '请求超时，数据可能已保存：请刷新列表确认后再操作；重试是安全的（同一次提交再次保存不会重复保存）（/rest/tbCustomer/insert）',
    );
    // A write without a key (an update) is not promised a safe retry.
    const update = await failure(rest.call('tbCustomer/update', { id: 1 }));
    expect(update.message).toBe(
      '请求超时，数据可能已保存：请刷新列表确认后再操作（/rest/tbCustomer/update）',
    );
  });

  it('an unreachable back end → BAD_GATEWAY', async () => {
    backend = await startLegacyBackend(() => envelope(200, null));
    const url = backend.url;
    await backend.close();
    backend = undefined;
    transport = createRestTransport({ baseUrl: url, timeoutMs: 2000 });
    const error = await failure(new RestClient(transport, 't').call('tbCustomer/insert'));
    expect(error.extensions).toMatchObject({ code: 'BAD_GATEWAY', status: 502 });
    expect(error.message).toBe('接口异常：/rest/tbCustomer/insert');
  });
});
