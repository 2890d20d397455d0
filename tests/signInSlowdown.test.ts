// Through the gateway: strangers' failed sign-ins slow themselves down and never shut the owner
// out, a credential-stuffing run from many addresses is made to wait and then to solve a captcha
// asked for the account, and an administrator sees the accounts with failures and clears them.
// Each client has its own loopback address (the gateway signs it for rest). Rest's sign-in clock
// stands still unless the test moves it, so no wait passes unasked on a slow machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CAPTCHA_CEILING,
  FREE_FAILURES_PER_PAIR,
} from '../rest/src/modules/auth/throttle.ts';
import { TestClock } from '../rest/src/testing/index.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  graphql,
  graphqlFrom,
  signIn,
  startStack,
  type GraphQLResponse,
  type Stack,
} from './support/stack.ts';

const OPERATOR = '13800000001';
const FINANCE = '13800000002';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
const CAPTCHA = 'query ($mobile: String) { captcha(mobile: $mobile) { checkKey } }';
const FAILURES = `query { signInFailures(pageSize: 50) {
  items { userName mobile failures addresses lastFailedAt lastAddress captchaRequired } total } }`;
const CLEAR = 'mutation ($mobile: String!) { clearSignInFailures(mobile: $mobile) }';

let stack: Stack;
const clock = new TestClock();

beforeAll(async () => {
  stack = await startStack({
    gatewaySecret: 'a-secret-shared-by-gateway-and-rest',
    signInClock: clock.now,
  });
});
afterAll(async () => {
  await stack?.close();
});

interface Extensions {
  code?: string;
  messages?: { message: string; code?: string }[];
  fields?: Record<string, string>;
}

function extensionsOf(result: GraphQLResponse<unknown>): Extensions {
  return result.errors?.[0]?.extensions ?? {};
}

async function captchaFor(mobile?: string): Promise<string> {
  const answer = await graphql<{ captcha: { checkKey: string } }>(stack, CAPTCHA, {
    mobile: mobile ?? null,
  });
  const key = answer.data?.captcha.checkKey;
  if (!key) throw new Error(`captcha: ${JSON.stringify(answer.errors)}`);
  return key;
}

function login(from: string, mobile: string, password: string, checkKey = 'slowdown') {
  return graphqlFrom<{ login: { token: string } }>(stack, from, LOGIN, {
    input: { mobile, password, captcha: TEST_CAPTCHA, checkKey },
  });
}

interface FailureRow {
  userName: string;
  mobile: string;
  failures: number;
  addresses: number;
  lastFailedAt: string;
  lastAddress: string | null;
  captchaRequired: boolean;
}

let adminToken = '';

describe('an attacker at one address', () => {
  it('50 wrong passwords for the administrator do not stop the owner at another address', async () => {
    const attempt = async (i: number) => {
      const wrong = await login('127.0.1.1', DEMO_ADMIN.mobile, `wrong-${i}`);
      const ext = extensionsOf(wrong);
      return {
        code: ext.messages?.[0]?.code ?? ext.code ?? 'none',
        message: wrong.errors?.[0]?.message,
      };
    };
    const answers: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < 50; i++) answers.push(await attempt(i));
    // Three guesses, then every try in the first second is told to wait that second.
    const delayed = {
      code: 'SIGN_IN_DELAYED',
      message: '该账号在此地址登录失败次数较多，请1秒后再试',
    };
    expect(answers.slice(0, FREE_FAILURES_PER_PAIR).map((a) => a.code)).toEqual(
      Array<string>(FREE_FAILURES_PER_PAIR).fill('UNAUTHENTICATED'),
    );
    expect(answers.slice(FREE_FAILURES_PER_PAIR)).toEqual(
      Array<typeof delayed>(50 - FREE_FAILURES_PER_PAIR).fill(delayed),
    );
    // Once that second has passed one more guess is let through, and the next waits twice as long.
    clock.advance(1);
    expect((await attempt(50)).code).toBe('UNAUTHENTICATED');
    expect(await attempt(51)).toEqual({
      code: 'SIGN_IN_DELAYED',
      message: '该账号在此地址登录失败次数较多，请2秒后再试',
    });

    const owner = await login('127.0.1.2', DEMO_ADMIN.mobile, DEMO_ADMIN.password);
    expect(owner.errors).toBeUndefined();
    adminToken = owner.data?.login.token ?? '';
    expect(adminToken).toBeTruthy();
  }, 120_000);
});

describe('credential stuffing from many addresses', () => {
  it(`is asked, after ${ACCOUNT_CAPTCHA_CEILING} failures, for a fresh captcha of the account`, async () => {
    for (let i = 0; i < ACCOUNT_CAPTCHA_CEILING; i++) {
      const wrong = await login(`127.0.2.${i + 1}`, OPERATOR, `stuffed-${i}`);
      expect(extensionsOf(wrong).code).toBe('UNAUTHENTICATED');
    }
    const asked = await login('127.0.2.50', OPERATOR, 'stuffed-x');
    expect(extensionsOf(asked)).toMatchObject({
      code: 'BAD_USER_INPUT',
      messages: [{ code: 'CAPTCHA_FOR_ACCOUNT' }],
      fields: { captcha: '该账号近期登录失败次数较多，请输入为该账号新获取的验证码' },
    });
    // An image asked for any account is no use; one asked for this account is used once.
    const anyKey = await captchaFor();
    expect(extensionsOf(await login('127.0.2.51', OPERATOR, 'x', anyKey)).messages?.[0]?.code).toBe(
      'CAPTCHA_FOR_ACCOUNT',
    );
    const key = await captchaFor(OPERATOR);
    expect(extensionsOf(await login('127.0.2.52', OPERATOR, 'stuffed-y', key)).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      extensionsOf(await login('127.0.2.53', OPERATOR, 'stuffed-z', key)).messages?.[0]?.code,
    ).toBe('CAPTCHA_FOR_ACCOUNT');
    // The owner signs in with an image asked for the account.
    const owner = await login(
      '127.0.2.60',
      OPERATOR,
      DEMO_ADMIN.password,
      await captchaFor(OPERATOR),
    );
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.token).toBeTruthy();
  });
});

describe('failed sign-ins for administrators', () => {
  it('lists the accounts with failures for an administrator only', async () => {
    const answer = await graphql<{ signInFailures: { items: FailureRow[] } }>(
      stack,
      FAILURES,
      {},
      adminToken,
    );
    expect(answer.errors).toBeUndefined();
    const rows = answer.data?.signInFailures.items ?? [];
    expect(rows.find((r) => r.mobile === OPERATOR)).toMatchObject({
      userName: '李明',
      failures: ACCOUNT_CAPTCHA_CEILING + 1,
      addresses: ACCOUNT_CAPTCHA_CEILING + 1,
      lastAddress: '127.0.2.52',
      captchaRequired: true,
    });
    const admin = rows.find((r) => r.mobile === DEMO_ADMIN.mobile);
    expect(admin?.addresses).toBe(1);
    expect(admin?.lastAddress).toBe('127.0.1.1');
    expect(admin?.captchaRequired).toBe(false);

    const finance = await signIn(stack, { mobile: FINANCE, password: DEMO_ADMIN.password });
    const refused = await graphql(stack, FAILURES, {}, finance);
    expect(extensionsOf(refused).code).toBe('FORBIDDEN');
    const notCleared = await graphql(stack, CLEAR, { mobile: OPERATOR }, finance);
    expect(extensionsOf(notCleared).code).toBe('FORBIDDEN');
  });

  it('clears an account: it leaves the list and signs in with an ordinary captcha again', async () => {
    const cleared = await graphql<{ clearSignInFailures: number }>(
      stack,
      CLEAR,
      { mobile: OPERATOR },
      adminToken,
    );
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data?.clearSignInFailures).toBe(ACCOUNT_CAPTCHA_CEILING + 1);
    const after = await graphql<{ signInFailures: { items: FailureRow[] } }>(
      stack,
      FAILURES,
      {},
      adminToken,
    );
    expect(after.data?.signInFailures.items.some((r) => r.mobile === OPERATOR)).toBe(false);
    const owner = await login('127.0.2.70', OPERATOR, DEMO_ADMIN.password, await captchaFor());
    expect(owner.errors).toBeUndefined();

    const unknown = await graphql(stack, CLEAR, { mobile: '13999999999' }, adminToken);
    expect(extensionsOf(unknown).code).toBe('NOT_FOUND');
    expect(unknown.errors?.[0]?.message).toBe('账号不存在');
  });
});
