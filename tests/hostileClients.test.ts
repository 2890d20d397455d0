// Through the gateway: each sign-in is throttled by its own client's address (the gateway signs it
// for rest with the shared secret), and text the database cannot store answers BAD_USER_INPUT.
// Clients bind their own loopback addresses (Linux answers on all of 127.0.0.0/8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_IP } from '../rest/src/modules/auth/throttle.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  graphqlFrom as graphqlFromShared,
  signIn,
  startStack,
  type Stack,
} from './support/stack.ts';
import type { GraphQLResponse } from './support/stack.ts';

const CHINESE = /[\u4e00-\u9fff]/;
const THROTTLED = '登录失败次数过多，请15分钟后再试';
/** Signs in below; the administrator's session (adminToken) stays live. */
const OPERATOR = '13800000001';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

let stack: Stack;
let adminToken: string;

beforeAll(async () => {
  stack = await startStack({ gatewaySecret: 'a-secret-shared-by-gateway-and-rest' });
  adminToken = await signIn(stack);
});
afterAll(async () => {
  await stack?.close();
});

const graphqlFrom = <T>(
  from: string,
  query: string,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
) => graphqlFromShared<T>(stack, from, query, variables, headers);

let mobileCounter = 0;
const unknownMobile = (): string => `1360${String(mobileCounter++).padStart(7, '0')}`;

function login(from: string, mobile: string, password: string, headers?: Record<string, string>) {
  return graphqlFrom<{ login: { token: string } }>(
    from,
    LOGIN,
    { input: { mobile, password, captcha: TEST_CAPTCHA, checkKey: 'hostile-clients' } },
    headers,
  );
}

function codeOf(result: GraphQLResponse<unknown>): unknown {
  return result.errors?.[0]?.extensions?.code;
}

describe('sign-ins through the gateway are throttled per client', () => {
  it(`${MAX_FAILURES_PER_IP} people each mistyping once do not lock one another out`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const wrong = await login(`127.0.0.${20 + i}`, unknownMobile(), 'wrong-pass');
      expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    }
    for (const from of ['127.0.0.20', `127.0.0.${20 + MAX_FAILURES_PER_IP}`]) {
      const right = await login(from, OPERATOR, DEMO_ADMIN.password);
      expect(right.errors, from).toBeUndefined();
      expect(right.data?.login.token).toBeTruthy();
    }
  });

  it('one client failing again and again is locked, and only that client', async () => {
    const from = '127.0.0.60';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      expect(codeOf(await login(from, unknownMobile(), 'wrong-pass'))).toBe('UNAUTHENTICATED');
    }
    const locked = await login(from, OPERATOR, DEMO_ADMIN.password);
    expect(codeOf(locked)).toBe('FORBIDDEN');
    expect(locked.errors?.[0]?.message).toBe(THROTTLED);
    const other = await login('127.0.0.61', OPERATOR, DEMO_ADMIN.password);
    expect(other.errors).toBeUndefined();
  });

  it('a client rotating X-Forwarded-For at the gateway is still one client', async () => {
    const from = '127.0.0.62';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const wrong = await login(from, unknownMobile(), 'wrong-pass', {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-client-address': `203.0.113.${i + 1}`,
      });
      expect(codeOf(wrong)).toBe('UNAUTHENTICATED');
    }
    const locked = await login(from, OPERATOR, DEMO_ADMIN.password, {
      'x-forwarded-for': '203.0.113.250',
    });
    expect(codeOf(locked)).toBe('FORBIDDEN');
  });
});

describe('text the database cannot store', () => {
  const CREATE_ROLE = 'mutation ($input: RoleInput!) { createRole(input: $input) { id roleName } }';

  it('a mutation with a NUL in a string answers BAD_USER_INPUT with a Chinese message', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        CREATE_ROLE,
        { input: { roleName: '角色\u0000甲' } },
        { authorization: `Bearer ${adminToken}` },
      ],
      [
        CREATE_ROLE,
        { input: { roleName: '角色乙', remark: 'a\u0000b' } },
        { authorization: `Bearer ${adminToken}` },
      ],
      [
        CREATE_ROLE,
        { input: { roleName: '角色\ud800丙' } },
        { authorization: `Bearer ${adminToken}` },
      ],
      [
        LOGIN,
        {
          input: {
            mobile: '1380000\u00000000',
            password: 'x',
            captcha: TEST_CAPTCHA,
            checkKey: 'k',
          },
        },
        {},
      ],
    ];
    for (const [query, variables, headers] of cases) {
      const result = await graphqlFrom<unknown>('127.0.0.1', query, variables, headers);
      const error = result.errors?.[0];
      expect(error?.extensions?.code, JSON.stringify(result)).toBe('BAD_USER_INPUT');
      expect(error?.extensions?.status).toBe(400);
      expect(error?.message).toMatch(CHINESE);
    }
  });

  it('the same mutation without the NUL saves', async () => {
    const result = await graphqlFrom<{ createRole: { roleName: string } }>(
      '127.0.0.1',
      CREATE_ROLE,
      { input: { roleName: '角色丁' } },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createRole.roleName).toBe('角色丁');
  });
});
