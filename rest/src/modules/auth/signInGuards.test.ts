// Who a sign-in comes from (TRUST_PROXY, GATEWAY_SECRET), checkLogin's throttle, and where a
// session token may travel. Real sockets where the client's own address matters: Linux answers on
// all of 127.0.0.0/8, so a test client can be 127.0.0.5 as well as 127.0.0.1.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '../../../../model/clientAddress.ts';
import { buildApp } from '../../app.ts';
import type { RestConfig } from '../../config.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  callRest,
  formEncode,
  loginAs,
  startTestRest,
} from '../../testing/index.ts';
import type { Envelope, TestRest } from '../../testing/index.ts';
import {
  MAX_FAILURES_PER_IP,
  MAX_LOOKUPS_PER_MOBILE,
  MAX_UNKNOWN_LOOKUPS_PER_IP,
} from './throttle.ts';

const SECRET = 'a-shared-secret-for-these-tests';
const THROTTLED = '登录失败次数过多，请15分钟后再试';
const LOOKUPS_THROTTLED = '账号查询次数过多，请15分钟后再试';

let rest: TestRest;
/** Trusts no proxy (the default). */
let direct: Server;
/** Trusts exactly 127.0.0.1 as a proxy. */
let behindProxy: Server;
/** Believes addresses signed with SECRET. */
let signed: Server;

interface Server {
  app: FastifyInstance;
  port: number;
}

async function serve(config: Partial<RestConfig>): Promise<Server> {
  const app = await buildApp({ db: rest.db, config: { ...rest.config, ...config } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  direct = await serve({});
  behindProxy = await serve({ trustProxy: ['127.0.0.1'] });
  signed = await serve({ gatewaySecret: SECRET });
});
afterAll(async () => {
  for (const server of [direct, behindProxy, signed]) await server?.app.close();
  await rest?.close();
});

/** A form POST over a real socket from `from` (a loopback address). */
function postFrom(
  server: Server,
  from: string,
  restPath: string,
  fields: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Envelope<unknown>> {
  const payload = formEncode(fields);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress: from,
        method: 'POST',
        path: `/rest/${restPath}`,
        agent: false,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as Envelope<unknown>);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let mobileCounter = 0;
/** A mobile no account has, new each time (the per-mobile throttle stays out of it). */
const unknownMobile = (): string => `1370${String(mobileCounter++).padStart(7, '0')}`;

const signIn = (mobile: string, userPwd: string) => ({
  mobile,
  userPwd,
  captcha: TEST_CAPTCHA,
  checkKey: 'test',
});

/** MAX_FAILURES_PER_IP failed sign-ins, each with its own headers, then a right one. */
async function failThenSignIn(
  server: Server,
  from: string,
  headersOf: (i: number) => Record<string, string>,
): Promise<Envelope<unknown>> {
  for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
    const wrong = await postFrom(
      server,
      from,
      'tbSysUser/login',
      signIn(unknownMobile(), 'wrong-pass'),
      headersOf(i),
    );
    expect(wrong.status).toBe(401);
  }
  return postFrom(
    server,
    from,
    'tbSysUser/login',
    signIn(DEMO_ADMIN.mobile, DEMO_ADMIN.password),
    headersOf(MAX_FAILURES_PER_IP),
  );
}

describe('the client address of a sign-in', () => {
  it('ignores a rotating X-Forwarded-For sent straight to rest: the throttle still locks', async () => {
    const answer = await failThenSignIn(direct, '127.0.0.5', (i) => ({
      'x-forwarded-for': `203.0.113.${i + 1}`,
    }));
    expect(answer).toEqual({ status: 403, data: [{ message: THROTTLED }] });
  });

  it('believes X-Forwarded-For only from the configured proxy address', async () => {
    const fromElsewhere = await failThenSignIn(behindProxy, '127.0.0.6', (i) => ({
      'x-forwarded-for': `198.51.100.${i + 1}`,
    }));
    expect(fromElsewhere.status).toBe(403);

    // Through the proxy, twenty people failing once each do not lock one another.
    const throughProxy = await failThenSignIn(behindProxy, '127.0.0.1', (i) => ({
      'x-forwarded-for': `192.0.2.${i + 1}`,
    }));
    expect(throughProxy.status).toBe(200);
  });

  it('reads only the hop the proxy added: entries a client wrote before it are ignored', async () => {
    const answer = await failThenSignIn(behindProxy, '127.0.0.1', (i) => ({
      'x-forwarded-for': `10.66.0.${i + 1}, 203.0.113.200`,
    }));
    expect(answer.status).toBe(403);
  });

  it('ignores a forged signature on X-Client-Address', async () => {
    const forged = await failThenSignIn(signed, '127.0.0.7', (i) => ({
      [CLIENT_ADDRESS_HEADER]: `203.0.113.${i + 1};t=${Math.floor(Date.now() / 1000)};sig=${'A'.repeat(43)}`,
      'x-forwarded-for': `203.0.113.${i + 1}`,
    }));
    expect(forged.status).toBe(403);
  });

  it('ignores a signature older than five minutes', async () => {
    const stale = await failThenSignIn(signed, '127.0.0.8', (i) => ({
      [CLIENT_ADDRESS_HEADER]: signClientAddress(
        SECRET,
        `198.51.100.${i + 1}`,
        Date.now() - 600_000,
      ),
    }));
    expect(stale.status).toBe(403);
  });

  it('believes a validly signed client address', async () => {
    const genuine = await failThenSignIn(signed, '127.0.0.9', (i) => ({
      [CLIENT_ADDRESS_HEADER]: signClientAddress(SECRET, `192.0.2.${i + 101}`),
    }));
    expect(genuine.status).toBe(200);
  });

  it('records the session under the client address', async () => {
    const answer = await postFrom(
      signed,
      '127.0.0.10',
      'tbSysUser/login',
      signIn(DEMO_ADMIN.mobile, DEMO_ADMIN.password),
      { [CLIENT_ADDRESS_HEADER]: signClientAddress(SECRET, '203.0.113.77') },
    );
    expect(answer.status).toBe(200);
    const session = await rest.db
      .selectFrom('sys_session')
      .select('ip')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('203.0.113.77');
  });
});

describe('checkLogin throttle', () => {
  const lookup = (mobile: string, address: string) =>
    callRest(
      behindProxy.app,
      'tbSysUser/checkLogin',
      { mobile },
      {
        headers: { 'x-forwarded-for': address },
      },
    );

  it(`after ${MAX_UNKNOWN_LOOKUPS_PER_IP} unknown accounts, an address gets no more answers, known or not`, async () => {
    const address = '203.0.113.150';
    for (let i = 0; i < MAX_UNKNOWN_LOOKUPS_PER_IP; i++) {
      expect((await lookup(unknownMobile(), address)).body).toEqual({
        status: 401,
        data: [{ message: '账号不存在' }],
      });
    }
    for (const mobile of [DEMO_ADMIN.mobile, unknownMobile()]) {
      const refused = await lookup(mobile, address);
      expect(refused.httpStatus).toBe(403);
      expect(refused.body).toEqual({ status: 403, data: [{ message: LOOKUPS_THROTTLED }] });
    }
    // Another address is answered.
    expect((await lookup(DEMO_ADMIN.mobile, '203.0.113.151')).httpStatus).toBeLessThan(300);
  });

  it('300 simultaneous look-ups from one address get the limit answered, no more', async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, () => lookup(unknownMobile(), '203.0.113.152')),
    );
    const answered = results.filter((r) => r.httpStatus === 401).length;
    const refused = results.filter((r) => r.httpStatus === 403).length;
    expect(answered).toBe(MAX_UNKNOWN_LOOKUPS_PER_IP);
    expect(answered + refused).toBe(300);
  });

  it(`one account answers ${MAX_LOOKUPS_PER_MOBILE} look-ups, from however many addresses`, async () => {
    const mobile = '13800000005';
    for (let i = 0; i < MAX_LOOKUPS_PER_MOBILE; i++) {
      expect((await lookup(mobile, `198.51.100.${i + 1}`)).httpStatus).toBeLessThan(300);
    }
    const refused = await lookup(mobile, '198.51.100.250');
    expect(refused.body).toEqual({ status: 403, data: [{ message: LOOKUPS_THROTTLED }] });
  });
});

describe('where the session token travels', () => {
  let token: string;
  beforeAll(async () => {
    token = await loginAs(rest.app, '13800000001');
  });

  it('refuses a token in the query string of a POST, with or without one in the body', async () => {
    for (const payload of ['', formEncode({ token })]) {
      const response = await rest.app.inject({
        method: 'POST',
        url: `/rest/tbSysUser/getTokenInfo?token=${token}`,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        data: [
          {
            message: '登录令牌不能放在网址中，请放在请求体的 token 字段或 Authorization 请求头中',
            field: 'token',
            code: 'TOKEN_IN_URL',
          },
        ],
      });
    }
  });

  it('takes it from the body or an Authorization header', async () => {
    expect((await callRest(rest.app, 'tbSysUser/getTokenInfo', { token })).httpStatus).toBe(200);
    const header = await callRest(
      rest.app,
      'tbSysUser/getTokenInfo',
      {},
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(header.httpStatus).toBe(200);
  });

  it('a GET download with its signed link still works', async () => {
    const link = await callRest<{ url: string }>(rest.app, 'tbSeaTransportExport/pageAllExcel', {
      token,
    });
    expect(link.body.status).toBe(200);
    const file = await rest.app.inject({ method: 'GET', url: link.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});
