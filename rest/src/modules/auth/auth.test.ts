import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { forgetSessions } from '../../http/session.ts';
import {
  DEMO_ADMIN,
  TEST_CAPTCHA,
  TestClock,
  callRest,
  loginAs,
  startTestRest,
} from '../../testing/index.ts';
import type { Encoding, TestRest } from '../../testing/index.ts';
import type { MenuItem, MenuNode } from './menu.ts';

let rest: TestRest;
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  // Requests come from 127.0.0.1 (app.inject) as from a trusted proxy naming each client. The
  // sign-in slowdown's clock stands still: no wait passes between two tries of a test.
  rest = await startTestRest({
    listen: false,
    config: { trustProxy: ['127.0.0.1'], signInClock: new TestClock().now },
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
const NO_DEFAULT = '13800000005';
const encodings: Encoding[] = ['form', 'json'];

/** A distinct client address per test, so failure counts of one test do not throttle another. */
let ipCounter = 10;
const freshIp = (): Record<string, string> => ({ 'x-forwarded-for': `10.0.0.${ipCounter++}` });

function login(fields: Record<string, unknown>, encoding: Encoding = 'form', ip = freshIp()) {
  return callRest<{ token: string; userId: number; userName: string; orgId: number | null }>(
    app,
    'tbSysUser/login',
    fields,
    { encoding, headers: ip },
  );
}

async function issueCaptcha(checkKey: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/rest/randomImage/${checkKey}` });
  expect(response.statusCode).toBe(200);
  const row = await db
    .selectFrom('sys_captcha')
    .select('code')
    .where('check_key', '=', checkKey)
    .executeTakeFirstOrThrow();
  return row.code;
}

async function userId(mobile: string): Promise<number> {
  const row = await db
    .selectFrom('tb_sys_user')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET randomImage/{checkKey}', () => {
  it('answers an SVG data URL and stores a four-character code for five minutes', async () => {
    const before = Date.now();
    const response = await app.inject({ method: 'GET', url: '/rest/randomImage/1716950000000' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: number; data: string }>();
    expect(body.status).toBe(200);
    expect(body.data).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.data.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const row = await db
      .selectFrom('sys_captcha')
      .selectAll()
      .where('check_key', '=', '1716950000000')
      .executeTakeFirstOrThrow();
    expect(row.code).toMatch(/^[a-z0-9]{4}$/);
    const ttl = row.expires_at.getTime() - before;
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5_000);
  });

  it('draws a 160×60 image whose characters are dark on white, with lines across them', async () => {
    const response = await app.inject({ method: 'GET', url: '/rest/randomImage/contrast-check' });
    const svg = Buffer.from(
      response.json<{ data: string }>().data.split(',')[1]!,
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg [^>]*width="160" height="60"/);
    // The characters are filled paths, the noise stroked ones.
    const fills = [...svg.matchAll(/<path fill="#([0-9a-f]{3})"/g)].map((m) => m[1]!);
    expect(fills).toHaveLength(4);
    // Every character at most #444: a contrast of at least 9.7:1 against white.
    for (const hex of fills) expect(parseInt(hex[0]!, 16)).toBeLessThanOrEqual(4);
    expect([...svg.matchAll(/<path d="M[^"]*" stroke="#/g)]).toHaveLength(3);
  });

  it('refuses a malformed key', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/rest/randomImage/${'k'.repeat(65)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      data: [{ message: '验证码标识无效', field: 'checkKey' }],
    });
    const bad = await app.inject({ method: 'GET', url: '/rest/randomImage/a%20b' });
    expect(bad.statusCode).toBe(400);
  });

  it('a new image for the same key replaces the old code', async () => {
    const first = await issueCaptcha('replace-key');
    let second = await issueCaptcha('replace-key');
    // Two random codes may coincide; draw again until they differ.
    while (second === first) second = await issueCaptcha('replace-key');
    const old = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: first,
      checkKey: 'replace-key',
    });
    expect(old.body).toEqual({ status: 400, data: [{ message: '验证码错误', field: 'captcha' }] });
  });
});

describe('captcha check at login', () => {
  it('accepts the real code in any letter case, once', async () => {
    const code = await issueCaptcha('case-key');
    const ok = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: code.toUpperCase(),
      checkKey: 'case-key',
    });
    expect(ok.body.status).toBe(200);
    const replay = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: code,
      checkKey: 'case-key',
    });
    expect(replay.httpStatus).toBe(400);
    expect(replay.body.data).toEqual([{ message: '验证码已失效，请刷新', field: 'captcha' }]);
  });

  it('a wrong guess uses the code up', async () => {
    const code = await issueCaptcha('guess-key');
    const wrong = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: code === 'abcd' ? 'abce' : 'abcd',
      checkKey: 'guess-key',
    });
    expect(wrong.body).toEqual({
      status: 400,
      data: [{ message: '验证码错误', field: 'captcha' }],
    });
    const again = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: code,
      checkKey: 'guess-key',
    });
    expect(again.body.data).toEqual([{ message: '验证码已失效，请刷新', field: 'captcha' }]);
  });

  it('refuses an expired code', async () => {
    const code = await issueCaptcha('old-key');
    await db
      .updateTable('sys_captcha')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('check_key', '=', 'old-key')
      .execute();
    const expired = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: code,
      checkKey: 'old-key',
    });
    expect(expired.body).toEqual({
      status: 400,
      data: [{ message: '验证码已失效，请刷新', field: 'captcha' }],
    });
  });

  it('refuses a code for a key never issued, and the test code passes any key', async () => {
    const unknown = await login({
      mobile: OPERATOR,
      userPwd: 'demo1234',
      captcha: 'abcd',
      checkKey: 'never-issued',
    });
    expect(unknown.body.data).toEqual([{ message: '验证码已失效，请刷新', field: 'captcha' }]);
    const test = await login({ mobile: OPERATOR, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
    expect(test.body.status).toBe(200);
  });
});

describe('tbSysUser/checkLogin', () => {
  it.each(encodings)('%s: 400 without mobile, 401 for an unknown account', async (encoding) => {
    const missing = await callRest(app, 'tbSysUser/checkLogin', { mobile: '' }, { encoding });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body).toEqual({
      status: 400,
      data: [{ message: '请输入手机号', field: 'mobile' }],
    });
    const unknown = await callRest(
      app,
      'tbSysUser/checkLogin',
      { mobile: '13999999999' },
      {
        encoding,
      },
    );
    expect(unknown.body).toEqual({ status: 401, data: [{ message: '账号不存在' }] });
  });

  it('answers 200 null without a live session and 202 with one', async () => {
    await db
      .updateTable('sys_session')
      .set({ revoked_at: new Date(), revoked_reason: 'LOGOUT' })
      .where('user_id', '=', await userId(DEMO_ADMIN.mobile))
      .where('revoked_at', 'is', null)
      .execute();
    const free = await callRest(app, 'tbSysUser/checkLogin', { mobile: DEMO_ADMIN.mobile });
    expect(free).toEqual({ httpStatus: 200, body: { status: 200, data: null } });
    await loginAs(app);
    const busy = await callRest(
      app,
      'tbSysUser/checkLogin',
      { mobile: DEMO_ADMIN.mobile },
      {
        encoding: 'json',
      },
    );
    expect(busy).toEqual({
      httpStatus: 202,
      body: {
        status: 202,
        data: [{ message: '该账号已在其他地方登录，确认登录？', code: 'SIGNED_IN_ELSEWHERE' }],
      },
    });
  });
});

describe('tbSysUser/login', () => {
  it.each(encodings)('%s: signs in and answers token, userId, userName, orgId', async (enc) => {
    const result = await login(
      { mobile: DEMO_ADMIN.mobile, userPwd: 'demo1234', captcha: TEST_CAPTCHA, checkKey: '' },
      enc,
    );
    expect(result.httpStatus).toBe(200);
    const shanghai = await db
      .selectFrom('tb_organization')
      .select('id')
      .where('org_name', '=', '上海华通国际货运代理有限公司')
      .executeTakeFirstOrThrow();
    expect(result.body.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      userId: await userId(DEMO_ADMIN.mobile),
      userName: '系统管理员',
      orgId: shanghai.id,
    });
    const stored = await db
      .selectFrom('sys_session')
      .select('token_hash')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(result.body.data.token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers orgId null for a user without a default organisation', async () => {
    const result = await login({ mobile: NO_DEFAULT, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
    expect(result.body.status).toBe(200);
    expect(result.body.data.orgId).toBeNull();
  });

  it.each([
    [{ userPwd: 'demo1234', captcha: TEST_CAPTCHA }, '请输入手机号', 'mobile'],
    [{ mobile: OPERATOR, captcha: TEST_CAPTCHA }, '请输入密码', 'userPwd'],
    [{ mobile: OPERATOR, userPwd: 'demo1234' }, '请输入验证码', 'captcha'],
    [{ mobile: '', userPwd: 'demo1234', captcha: TEST_CAPTCHA }, '请输入手机号', 'mobile'],
    [{ mobile: OPERATOR, userPwd: '', captcha: TEST_CAPTCHA }, '请输入密码', 'userPwd'],
  ])('400 for a missing field (%j)', async (fields, message, field) => {
    for (const encoding of encodings) {
      const result = await login({ checkKey: '', ...fields }, encoding);
      expect(result.body).toEqual({ status: 400, data: [{ message, field }] });
    }
  });

  it('401 with the same text for a wrong password and an unknown mobile', async () => {
    const ip = freshIp();
    const wrong = await login(
      { mobile: OPERATOR, userPwd: 'wrong-pass', captcha: TEST_CAPTCHA },
      'form',
      ip,
    );
    const unknown = await login(
      { mobile: '13999999999', userPwd: 'demo1234', captcha: TEST_CAPTCHA },
      'json',
      ip,
    );
    expect(wrong.body).toEqual({ status: 401, data: [{ message: '手机号或密码错误' }] });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.httpStatus).toBe(401);
  });

  it('403 for a disabled account and for one past its validity date', async () => {
    const id = await userId(SERVICE);
    try {
      await db.updateTable('tb_sys_user').set({ use_status: 'N' }).where('id', '=', id).execute();
      const disabled = await login({ mobile: SERVICE, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
      expect(disabled.body).toEqual({ status: 403, data: [{ message: '账号已停用' }] });
      await db
        .updateTable('tb_sys_user')
        .set({ use_status: 'Y', validity_date: '2000-01-01' })
        .where('id', '=', id)
        .execute();
      const expired = await login({ mobile: SERVICE, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
      expect(expired.body).toEqual({ status: 403, data: [{ message: '账号已过期' }] });
      await db
        .updateTable('tb_sys_user')
        .set({ validity_date: '2999-12-31' })
        .where('id', '=', id)
        .execute();
      const valid = await login({ mobile: SERVICE, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
      expect(valid.body.status).toBe(200);
    } finally {
      await db
        .updateTable('tb_sys_user')
        .set({ use_status: 'Y', validity_date: null })
        .where('id', '=', id)
        .execute();
    }
  });

  it('a disabled account loses its live session', async () => {
    const token = await loginAs(app, SERVICE);
    const id = await userId(SERVICE);
    try {
      await db.updateTable('tb_sys_user').set({ use_status: 'N' }).where('id', '=', id).execute();
      const refused = await callRest(app, 'tbSysUser/getTokenInfo', { token });
      expect(refused.body).toEqual({ status: 401, data: [{ message: '登录已失效，请重新登录' }] });
    } finally {
      await db.updateTable('tb_sys_user').set({ use_status: 'Y' }).where('id', '=', id).execute();
    }
  });

  it('a second sign-in takes over: the first token answers SESSION_TAKEN_OVER', async () => {
    const first = await loginAs(app, OPERATOR);
    expect((await callRest(app, 'tbSysUser/getTokenInfo', { token: first })).body.status).toBe(200);
    const second = await loginAs(app, OPERATOR);
    const old = await callRest(app, 'tbSysUser/findMenu', { token: first });
    expect(old).toEqual({
      httpStatus: 401,
      body: {
        status: 401,
        data: [{ message: '您的账号已在其他地方登录', code: 'SESSION_TAKEN_OVER' }],
      },
    });
    const current = await callRest(app, 'tbSysUser/findMenu', { token: second });
    expect(current.body.status).toBe(200);
  });

  it('5 failures of one mobile at one address do not lock the account at another', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await login(
        { mobile: SALES, userPwd: 'bad-pass', captcha: TEST_CAPTCHA },
        'form',
        ip,
      );
      // Three tries, then that address waits (signInSlowdown.test.ts).
      expect(wrong.body.status).toBe(i < 3 ? 401 : 403);
    }
    const elsewhere = await login({ mobile: SALES, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
    expect(elsewhere.body.status).toBe(200);
  });

  it('throttles after 20 failures from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const mobile = `1390000${String(i).padStart(4, '0')}`;
      const wrong = await login({ mobile, userPwd: 'bad-pass', captcha: TEST_CAPTCHA }, 'json', ip);
      expect(wrong.body.status).toBe(401);
    }
    const blocked = await login(
      { mobile: FINANCE, userPwd: 'demo1234', captcha: TEST_CAPTCHA },
      'form',
      ip,
    );
    expect(blocked.body.status).toBe(403);
    expect(blocked.httpStatus).toBe(403);
    const elsewhere = await login({ mobile: FINANCE, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
    expect(elsewhere.body.status).toBe(200);
  });
});

describe('session calls', () => {
  it('exitLogin ends the session with a plain 401 afterwards', async () => {
    const token = await loginAs(app, OPERATOR);
    const exit = await callRest(app, 'tbSysUser/exitLogin', { token }, { encoding: 'json' });
    expect(exit).toEqual({ httpStatus: 200, body: { status: 200, data: null } });
    const after = await callRest(app, 'tbSysUser/getTokenInfo', { token });
    expect(after.body).toEqual({ status: 401, data: [{ message: '登录已失效，请重新登录' }] });
  });

  it('an expired session answers 401, and use slides the expiry forward', async () => {
    const token = await loginAs(app, OPERATOR);
    const id = await userId(OPERATOR);
    await db
      .updateTable('sys_session')
      .set({ last_seen_at: new Date(Date.now() - 2 * 3600_000) })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    const info = await callRest<{ expiresAt: string }>(app, 'tbSysUser/getTokenInfo', { token });
    const expected = Date.now() + 12 * 3600_000;
    expect(Math.abs(new Date(info.body.data.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    await db
      .updateTable('sys_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    // The edit stands for the idle hours passing, far longer than a session is cached.
    forgetSessions();
    const expired = await callRest(app, 'tbSysUser/getTokenInfo', { token });
    expect(expired.body).toEqual({ status: 401, data: [{ message: '登录已失效，请重新登录' }] });
  });

  it.each(encodings)('%s: getTokenInfo describes the user and the session', async (encoding) => {
    const token = await loginAs(app);
    const info = await callRest(app, 'tbSysUser/getTokenInfo', { token }, { encoding });
    expect(info.body).toEqual({
      status: 200,
      data: {
        userId: await userId(DEMO_ADMIN.mobile),
        userName: '系统管理员',
        mobile: DEMO_ADMIN.mobile,
        userNumber: 'HT0001',
        email: 'admin@huatong-logistics.cn',
        isAdmin: true,
        groupId: expect.any(Number),
        orgId: expect.any(Number),
        orgName: '上海华通国际货运代理有限公司',
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });
});

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.childMenus)]);
}

describe('tbSysUser/findMenu', () => {
  it('an administrator sees the whole tree, siblings in sortId order, and menuMap by url', async () => {
    const token = await loginAs(app);
    const result = await callRest<{ menuList: MenuNode[]; menuMap: Record<string, MenuItem> }>(
      app,
      'tbSysUser/findMenu',
      { token },
    );
    expect(result.body.status).toBe(200);
    const { menuList, menuMap } = result.body.data;
    const all = flatten(menuList);
    const count = await db
      .selectFrom('tb_menu')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
    expect(menuList.every((m) => m.pid === null)).toBe(true);
    for (const node of all) {
      const sorts = node.childMenus.map((c) => c.sortId);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(node.childMenus.every((c) => c.pid === node.id)).toBe(true);
    }
    const urls = all.filter((m) => m.url).map((m) => m.url!);
    expect(Object.keys(menuMap).sort()).toEqual([...new Set(urls)].sort());
    const page = all.find((m) => m.type === '1')!;
    expect(page).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      type: '1',
      keepAlive: expect.stringMatching(/^[YN]$/),
      hideInMenu: expect.stringMatching(/^[YN]$/),
      hideInBreadcrumb: expect.stringMatching(/^[YN]$/),
    });
    const { childMenus: _children, ...flat } = page;
    expect(menuMap[page.url!]).toEqual(flat);
  });

  it('an operator sees only the pages of the roles, with their groups and buttons', async () => {
    const token = await loginAs(app, OPERATOR);
    const result = await callRest<{ menuList: MenuNode[]; menuMap: Record<string, MenuItem> }>(
      app,
      'tbSysUser/findMenu',
      { token },
      { encoding: 'json' },
    );
    const { menuList, menuMap } = result.body.data;
    const urls = Object.keys(menuMap);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => /^\/(action|basic|todo)\//.test(u))).toBe(true);
    expect(urls).not.toContain('/sys/user');
    expect(menuList.every((m) => m.type === '0' && m.childMenus.length > 0)).toBe(true);
    expect(flatten(menuList).some((m) => m.type === '2')).toBe(true);
  });

  it('a disabled role grants nothing', async () => {
    const token = await loginAs(app, FINANCE);
    await db.updateTable('tb_role').set({ status: 'N' }).where('role_name', '=', '财务').execute();
    try {
      const result = await callRest<{ menuList: MenuNode[] }>(app, 'tbSysUser/findMenu', { token });
      expect(result.body.data.menuList).toEqual([]);
    } finally {
      await db
        .updateTable('tb_role')
        .set({ status: 'Y' })
        .where('role_name', '=', '财务')
        .execute();
    }
  });
});

describe('tbSysUser/updatePwd', () => {
  it.each([
    [{ newpassword: 'newpass1', confirmpassword: 'newpass1' }, '请输入原密码', 'oldpassword'],
    [
      { oldpassword: 'demo1234', newpassword: '123', confirmpassword: '123' },
      '新密码长度为6到32位',
      'newpassword',
    ],
    [
      { oldpassword: 'demo1234', newpassword: 'x'.repeat(33), confirmpassword: 'x'.repeat(33) },
      '新密码长度为6到32位',
      'newpassword',
    ],
    [
      { oldpassword: 'demo1234', newpassword: 'newpass1', confirmpassword: 'newpass2' },
      '两次输入的新密码不一致',
      'confirmpassword',
    ],
    [
      { oldpassword: 'demo1234', newpassword: 'demo1234', confirmpassword: 'demo1234' },
      '新密码不能与原密码相同',
      'newpassword',
    ],
    [
      { oldpassword: 'wrong-old', newpassword: 'newpass1', confirmpassword: 'newpass1' },
      '原密码错误',
      'oldpassword',
    ],
  ])('400 %j', async (fields, message, field) => {
    const token = await loginAs(app, FINANCE);
    const result = await callRest(app, 'tbSysUser/updatePwd', { token, ...fields });
    expect(result.body).toEqual({ status: 400, data: [{ message, field }] });
  });

  it('changes the password: the new one signs in, the old one no longer', async () => {
    const token = await loginAs(app, FINANCE);
    const changed = await callRest(
      app,
      'tbSysUser/updatePwd',
      { token, oldpassword: 'demo1234', newpassword: 'changed99', confirmpassword: 'changed99' },
      { encoding: 'json' },
    );
    expect(changed.body).toEqual({ status: 200, data: null });
    const old = await login({ mobile: FINANCE, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
    expect(old.body.status).toBe(401);
    const fresh = await loginAs(app, FINANCE, 'changed99');
    const back = await callRest(app, 'tbSysUser/updatePwd', {
      token: fresh,
      oldpassword: 'changed99',
      newpassword: 'demo1234',
      confirmpassword: 'demo1234',
    });
    expect(back.body.status).toBe(200);
  });
});

describe('organisations', () => {
  it.each(encodings)(
    '%s: listAll answers the member organisations with the default',
    async (enc) => {
      const token = await loginAs(app, OPERATOR);
      const result = await callRest(
        app,
        'tbSysuserOrgMapping/listAll',
        { token },
        { encoding: enc },
      );
      expect(result.body).toEqual({
        status: 200,
        data: [
          { orgId: expect.any(Number), orgName: '上海华通国际货运代理有限公司', isDefault: '1' },
          { orgId: expect.any(Number), orgName: '宁波华通国际货运代理有限公司', isDefault: '0' },
        ],
      });
    },
  );

  it('a user without a default organisation has none in listAll and no logo', async () => {
    const token = await loginAs(app, NO_DEFAULT);
    const list = await callRest<{ isDefault: string }[]>(app, 'tbSysuserOrgMapping/listAll', {
      token,
    });
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((o) => o.isDefault === '0')).toBe(true);
    const logo = await callRest(app, 'tbOrganization/findOrgLogo', { token });
    expect(logo.body).toEqual({ status: 200, data: null });
  });

  it('updateDefault: 400 without orgId, 403 for a foreign organisation', async () => {
    const token = await loginAs(app, OPERATOR);
    const missing = await callRest(app, 'tbSysuserOrgMapping/updateDefault', { token, orgId: '' });
    expect(missing.body).toEqual({
      status: 400,
      data: [{ message: '请选择组织', field: 'orgId' }],
    });
    const malformed = await callRest(app, 'tbSysuserOrgMapping/updateDefault', {
      token,
      orgId: 'abc',
    });
    expect(malformed.body.status).toBe(400);
    const qingdao = await db
      .selectFrom('tb_organization')
      .select('id')
      .where('org_name', '=', '青岛华通报关有限公司')
      .executeTakeFirstOrThrow();
    const foreign = await callRest(app, 'tbSysuserOrgMapping/updateDefault', {
      token,
      orgId: qingdao.id,
    });
    expect(foreign.body).toEqual({
      status: 403,
      data: [{ message: '无权访问该组织', field: 'orgId' }],
    });
    // A refused switch leaves the session working.
    expect((await callRest(app, 'tbSysUser/findMenu', { token })).body.status).toBe(200);
  });

  it('updateDefault answers a new token for the chosen organisation; the old one stops', async () => {
    const token = await loginAs(app, NO_DEFAULT);
    const list = await callRest<{ orgId: number; orgName: string }[]>(
      app,
      'tbSysuserOrgMapping/listAll',
      { token },
    );
    const target = list.body.data.find((o) => o.orgName === '青岛华通报关有限公司')!;
    const switched = await callRest<{ token: string }>(
      app,
      'tbSysuserOrgMapping/updateDefault',
      { token, orgId: target.orgId },
      { encoding: 'json' },
    );
    expect(switched.body).toEqual({ status: 200, data: { token: expect.any(String) } });
    const newToken = switched.body.data.token;
    expect(newToken).not.toBe(token);
    const old = await callRest(app, 'tbSysUser/getTokenInfo', { token });
    expect(old.body).toEqual({ status: 401, data: [{ message: '登录已失效，请重新登录' }] });
    const logo = await callRest(app, 'tbOrganization/findOrgLogo', { token: newToken });
    expect(logo.body).toEqual({
      status: 200,
      data: { orgId: target.orgId, orgName: '青岛华通报关有限公司', logoPath: null },
    });
    const after = await callRest<{ orgId: number; isDefault: string }[]>(
      app,
      'tbSysuserOrgMapping/listAll',
      { token: newToken },
    );
    expect(after.body.data.filter((o) => o.isDefault === '1').map((o) => o.orgId)).toEqual([
      target.orgId,
    ]);
    // The next sign-in starts in the new default.
    const next = await login({ mobile: NO_DEFAULT, userPwd: 'demo1234', captcha: TEST_CAPTCHA });
    expect(next.body.data.orgId).toBe(target.orgId);
  });

  it('findGroupOrg answers the organisations of the group', async () => {
    const token = await loginAs(app, SERVICE);
    const result = await callRest<{ id: number; orgName: string; parentId: number | null }[]>(
      app,
      'tbOrganization/findGroupOrg',
      { token },
      { encoding: 'json' },
    );
    expect(result.body.status).toBe(200);
    const names = result.body.data.map((o) => o.orgName);
    expect(names).toEqual([
      '上海华通国际货运代理有限公司',
      '宁波华通国际货运代理有限公司',
      '上海华通国际货运代理有限公司深圳分公司',
      '青岛华通报关有限公司',
    ]);
    const root = result.body.data[0]!;
    expect(result.body.data[0]).toEqual({
      id: expect.any(Number),
      orgName: '上海华通国际货运代理有限公司',
      parentId: null,
      status: 'Y',
    });
    expect(result.body.data.slice(1).every((o) => o.parentId === root.id)).toBe(true);
  });
});
