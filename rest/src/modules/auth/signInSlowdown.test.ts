// Failed sign-ins slow down who fails, never lock the owner out: a delay per account and address,
// a captcha issued for the account past a ceiling of failures from all addresses, the per-address
// throttle as before. The slowdown's clock stands still unless a test moves it (no test sleeps,
// and a slow machine never lets a wait pass unasked), so the counts and delays are exact. Clients
// are named by X-Forwarded-For through a trusted proxy (127.0.0.1, as app.inject connects).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { CODES } from '../../http/errors.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  TestClock,
  callRest,
  loginAs,
  startTestRest,
} from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { SIGN_IN_FAILURE_LOG } from './signInFailures.ts';
import {
  ACCOUNT_CAPTCHA_CEILING,
  FREE_FAILURES_PER_PAIR,
  LONGEST_DELAY_MS,
  MAX_FAILURES_PER_IP,
  admitSignIn,
  delayAfter,
} from './throttle.ts';

let rest: TestRest;
let app: FastifyInstance;
let db: Db;
const clock = new TestClock();

beforeAll(async () => {
  rest = await startTestRest({
    listen: false,
    config: { trustProxy: ['127.0.0.1'], signInClock: clock.now },
  });
  app = rest.app;
  db = rest.db;
});
afterAll(async () => {
  await rest?.close();
});

const OPERATOR = '13800000001';
const FINANCE = '13800000002';
const SALES = '13800000003';
const SERVICE = '13800000004';

interface Failure {
  message: string;
  field?: string;
  code?: string;
}

function login(mobile: string, password: string, from: string, checkKey = 'none') {
  return callRest<{ token: string } | Failure[]>(
    app,
    'tbSysUser/login',
    { mobile, userPwd: password, captcha: TEST_CAPTCHA, checkKey },
    { headers: { 'x-forwarded-for': from } },
  );
}

/** A captcha image asked for `mobile` (or for any account); answers its key. */
let keyCounter = 0;
async function captchaFor(mobile?: string): Promise<string> {
  const checkKey = `slowdown-${keyCounter++}`;
  const query = mobile ? `?mobile=${mobile}` : '';
  const response = await app.inject({
    method: 'GET',
    url: `/rest/randomImage/${checkKey}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return checkKey;
}

function failureOf(result: { body: { data: unknown } }): Failure {
  const [first] = result.body.data as Failure[];
  if (!first) throw new Error(`no failure in ${JSON.stringify(result.body)}`);
  return first;
}

/** The seconds a delayed answer asks to wait. */
function waitAsked(result: { body: { data: unknown } }): number {
  const failure = failureOf(result);
  expect(failure.code).toBe(CODES.signInDelayed);
  const seconds = /请(\d+)秒后再试/.exec(failure.message)?.[1];
  if (!seconds) throw new Error(`no wait in ${failure.message}`);
  return Number(seconds);
}

async function clearFailures(mobile: string): Promise<void> {
  await db.deleteFrom('sys_login_attempt').where('mobile', '=', mobile).execute();
}

describe('an attacker at one address', () => {
  it('50 fast wrong passwords for the administrator: 3 are tried, the owner signs in elsewhere', async () => {
    const attacker = '198.18.0.1';
    const answers: number[] = [];
    const waits: number[] = [];
    for (let i = 0; i < 50; i++) {
      const wrong = await login(DEMO_ADMIN.mobile, `wrong-${i}`, attacker);
      answers.push(wrong.body.status);
      if (wrong.body.status === 403) waits.push(waitAsked(wrong));
    }
    // Three guesses, then every try in the first second is told to wait that second.
    expect(answers).toEqual([
      ...Array<number>(FREE_FAILURES_PER_PAIR).fill(401),
      ...Array<number>(50 - FREE_FAILURES_PER_PAIR).fill(403),
    ]);
    expect(waits).toEqual(Array<number>(50 - FREE_FAILURES_PER_PAIR).fill(1));

    const owner = await login(DEMO_ADMIN.mobile, DEMO_ADMIN.password, '198.18.0.2');
    expect(owner.body.status).toBe(200);
    // The owner's sign-in did not clear the attacker's failures.
    const kept = await db
      .selectFrom('sys_login_attempt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('mobile', '=', DEMO_ADMIN.mobile)
      .where('ip', '=', attacker)
      .where('ok', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(FREE_FAILURES_PER_PAIR);
  }, 120_000);

  it('a patient attacker waits longer after each failure: 50 guesses take hours', async () => {
    const attacker = '198.18.1.1';
    // About a hundred sign-ins and captchas: a loaded machine takes more than the default timeout.
    // Past the account's ceiling each guess also takes a captcha asked for the account.
    const guess = async (failures: number) =>
      login(SALES, `guess-${failures}`, attacker, await captchaFor(SALES));
    let failures = 0;
    const asked: { failures: number; seconds: number }[] = [];
    while (failures < 50) {
      const wrong = await guess(failures);
      if (wrong.body.status === 401) {
        failures++;
        continue;
      }
      const seconds = waitAsked(wrong);
      asked.push({ failures, seconds });
      // While the delay doubles: a second short of the wait the try is still refused.
      clock.advance(seconds - 1);
      if (seconds > 1 && seconds < LONGEST_DELAY_MS / 1000) {
        expect(waitAsked(await guess(failures))).toBe(1);
      }
      clock.advance(1);
    }
    // One wait after each failure past the third, each the doubling delay up to the longest.
    const expected = Array.from({ length: 50 - FREE_FAILURES_PER_PAIR }, (_, i) => ({
      failures: FREE_FAILURES_PER_PAIR + i,
      seconds: delayAfter(FREE_FAILURES_PER_PAIR + i) / 1000,
    }));
    expect(asked).toEqual(expected);
    expect(asked.slice(0, 5).map((a) => a.seconds)).toEqual([1, 2, 4, 8, 16]);
    expect(asked.at(-1)?.seconds).toBe(LONGEST_DELAY_MS / 1000);
    const waited = asked.reduce((sum, a) => sum + a.seconds, 0);
    expect(waited).toBeGreaterThan(3 * 3600);
    console.info(`50 guesses from one address: ${(waited / 3600).toFixed(1)} h of waiting`);

    // 50 failures are past the account's ceiling: the owner at another address is asked for a
    // captcha issued for the account, and signs in with one.
    const plain = await login(SALES, DEMO_ADMIN.password, '198.18.1.2');
    expect(plain.body.status).toBe(400);
    expect(failureOf(plain)).toMatchObject({ field: 'captcha', code: CODES.captchaForAccount });
    const key = await captchaFor(SALES);
    const owner = await login(SALES, DEMO_ADMIN.password, '198.18.1.2', key);
    expect(owner.body.status).toBe(200);
    await clearFailures(SALES);
  }, 180_000);

  it('20 simultaneous wrong passwords get no more tries than 20 in a row', async () => {
    const attacker = '198.18.2.1';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(FINANCE, `burst-${i}`, attacker)),
    );
    const statuses = results.map((r) => r.body.status);
    // Exactly three, as in a row: the others are told to wait the first second.
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES_PER_PAIR);
    const delayed = results.filter((r) => r.body.status !== 401);
    expect(delayed.map(waitAsked)).toEqual(Array<number>(20 - FREE_FAILURES_PER_PAIR).fill(1));
    expect((await login(FINANCE, DEMO_ADMIN.password, '198.18.2.2')).body.status).toBe(200);
    await clearFailures(FINANCE);
  });

  it(`keeps the per-address throttle: ${MAX_FAILURES_PER_IP} failures over any accounts`, async () => {
    const attacker = '198.18.3.1';
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const mobile = `1391111${String(i).padStart(4, '0')}`;
      expect((await login(mobile, 'wrong', attacker)).body.status).toBe(401);
    }
    const refused = await login(SERVICE, DEMO_ADMIN.password, attacker);
    expect(refused.body).toEqual({
      status: 403,
      data: [{ message: '登录失败次数过多，请15分钟后再试' }],
    });
    expect((await login(SERVICE, DEMO_ADMIN.password, '198.18.3.2')).body.status).toBe(200);
  });
});

describe('credential stuffing from many addresses', () => {
  it(`past ${ACCOUNT_CAPTCHA_CEILING} failures the account takes only a fresh captcha issued for it`, async () => {
    const from = (i: number) => `198.19.0.${i + 1}`;
    for (let i = 0; i < ACCOUNT_CAPTCHA_CEILING; i++) {
      expect((await login(OPERATOR, `stuffed-${i}`, from(i))).body.status).toBe(401);
    }
    // Every further address is asked for a captcha of the account, right password or not.
    for (const password of ['stuffed-x', DEMO_ADMIN.password]) {
      const asked = await login(OPERATOR, password, from(20));
      expect(asked.body.status).toBe(400);
      expect(failureOf(asked)).toEqual({
        message: '该账号近期登录失败次数较多，请输入为该账号新获取的验证码',
        field: 'captcha',
        code: CODES.captchaForAccount,
      });
    }
    // An image for any account, or for another account, does not do.
    const anyAccount = await captchaFor();
    expect(failureOf(await login(OPERATOR, 'x', from(21), anyAccount)).code).toBe(
      CODES.captchaForAccount,
    );
    const otherAccount = await captchaFor(FINANCE);
    expect(failureOf(await login(OPERATOR, 'x', from(21), otherAccount)).code).toBe(
      CODES.captchaForAccount,
    );
    // One for the account buys one guess, and is used up by it.
    const key = await captchaFor(OPERATOR);
    expect((await login(OPERATOR, 'stuffed-y', from(22), key)).body.status).toBe(401);
    expect(failureOf(await login(OPERATOR, 'stuffed-z', from(23), key)).code).toBe(
      CODES.captchaForAccount,
    );
    // Each address retrying is delayed as well.
    for (let i = 1; i < FREE_FAILURES_PER_PAIR; i++) {
      const again = await login(OPERATOR, `retry-${i}`, from(0), await captchaFor(OPERATOR));
      expect(again.body.status).toBe(401);
    }
    const delayed = await login(OPERATOR, 'retry-x', from(0), await captchaFor(OPERATOR));
    expect(waitAsked(delayed)).toBe(1);

    // The owner, with a captcha of the account, signs in.
    const owner = await login(OPERATOR, DEMO_ADMIN.password, from(30), await captchaFor(OPERATOR));
    expect(owner.body.status).toBe(200);
  });
});

describe('failed sign-ins for administrators', () => {
  let adminToken: string;
  beforeAll(async () => {
    await clearFailures(SERVICE);
    for (let i = 0; i < 4; i++) await login(SERVICE, `wrong-${i}`, `198.20.0.${i + 1}`);
    adminToken = await loginAs(app);
  });

  interface Row {
    userId: number;
    userName: string;
    mobile: string;
    failures: number;
    addresses: number;
    lastIp: string;
    captchaRequired: boolean;
  }
  const list = (token: string) =>
    callRest<{ list: Row[]; total: number }>(app, 'tbLoginFailure/pageAll', {
      token,
      pageSize: 50,
    });

  it('are written to the action log under the account', async () => {
    const rows = await db
      .selectFrom('sys_action_log')
      .select(['user_name', 'controller', 'action', 'record_key', 'ip', 'org_id', 'changes'])
      .where('action', '=', SIGN_IN_FAILURE_LOG.action)
      .where('record_key', '=', SERVICE)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.ip)).toEqual(['198.20.0.1', '198.20.0.2', '198.20.0.3', '198.20.0.4']);
    expect(rows[0]).toMatchObject({ user_name: '刘芳', controller: 'tbSysUser' });
    expect(rows[0]?.org_id).not.toBeNull();
    expect(rows[0]?.changes).toEqual([
      { field: 'result', before: null, after: '登录失败：密码错误' },
    ]);
  });

  it('are listed for an administrator, and refused to others', async () => {
    const answer = await list(adminToken);
    expect(answer.body.status).toBe(200);
    const row = answer.body.data.list.find((r) => r.mobile === SERVICE);
    expect(row).toMatchObject({
      userName: '刘芳',
      failures: 4,
      addresses: 4,
      lastIp: '198.20.0.4',
      captchaRequired: false,
    });
    const operator = await loginAs(app, FINANCE);
    expect((await list(operator)).httpStatus).toBe(403);
    expect(
      (await callRest(app, 'tbLoginFailure/delete', { token: operator, mobile: SERVICE }))
        .httpStatus,
    ).toBe(403);
  });

  it('are cleared by an administrator: the delays end, the log keeps them and the clearing', async () => {
    const attacker = '198.20.1.1';
    for (let i = 0; i < FREE_FAILURES_PER_PAIR; i++) await login(SERVICE, `w${i}`, attacker);
    expect((await login(SERVICE, 'w', attacker)).body.status).toBe(403);

    const cleared = await callRest<{ cleared: number }>(app, 'tbLoginFailure/delete', {
      token: adminToken,
      mobile: SERVICE,
    });
    expect(cleared.body).toEqual({ status: 200, data: { cleared: 4 + FREE_FAILURES_PER_PAIR } });
    const after = await list(adminToken);
    expect(after.body.data.list.some((r) => r.mobile === SERVICE)).toBe(false);
    expect((await login(SERVICE, 'w', attacker)).body.status).toBe(401);

    const logged = await db
      .selectFrom('sys_action_log')
      .select(['action', 'record_key', 'changes'])
      .where('controller', '=', 'tbLoginFailure')
      .execute();
    expect(logged).toEqual([
      {
        action: 'delete',
        record_key: SERVICE,
        changes: [{ field: 'failures', before: 4 + FREE_FAILURES_PER_PAIR, after: 0 }],
      },
    ]);
    const failuresLogged = await db
      .selectFrom('sys_action_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', SIGN_IN_FAILURE_LOG.action)
      .where('record_key', '=', SERVICE)
      .executeTakeFirstOrThrow();
    expect(Number(failuresLogged.n)).toBe(4 + FREE_FAILURES_PER_PAIR + 1);
  });

  it('answers a Chinese 404 for an account outside the group, 400 without a mobile', async () => {
    const unknown = await callRest(app, 'tbLoginFailure/delete', {
      token: adminToken,
      mobile: '13999999999',
    });
    expect(unknown.body).toEqual({ status: 404, data: [{ message: '账号不存在' }] });
    const missing = await callRest(app, 'tbLoginFailure/delete', { token: adminToken });
    expect(missing.body.status).toBe(400);
  });
});

describe('simultaneous sign-ins', () => {
  it('one stamped a moment after another (it took the lock first) owes no wait below the free tries', async () => {
    const now = new Date('2026-03-02T08:00:00Z');
    const mobile = '13811110000';
    const ip = '10.77.0.1';
    // Two attempts still under way, both stamped after this one's `now`.
    for (const ms of [5, 40]) {
      await db
        .insertInto('sys_login_attempt')
        .values({ mobile, ip, ok: null, at: new Date(now.getTime() + ms) })
        .execute();
    }
    const admitted = await admitSignIn(db, mobile, ip, now);
    expect(admitted).toMatchObject({ kind: 'admitted', accountCaptcha: false });
    // One more under way makes the free tries spent: now the wait counts from the latest.
    const waiting = await admitSignIn(db, mobile, ip, now);
    expect(waiting).toEqual({
      kind: 'wait',
      retryAfterMs: 40 + delayAfter(FREE_FAILURES_PER_PAIR),
    });
    await db.deleteFrom('sys_login_attempt').where('mobile', '=', mobile).execute();
  });
});
