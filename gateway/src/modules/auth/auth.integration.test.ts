// Sign-in and session through the real gateway and a real rest (PGlite from the prepared snapshot).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN,
  startTestRest,
  TEST_CAPTCHA,
  type TestRest,
} from '../../../../rest/src/testing/index.ts';
import { createRestTransport, RestClient } from '../../rest/client.ts';
import { createGateway, type Gateway } from '../../server.ts';

interface GraphQLErrorJson {
  message: string;
  extensions?: { code?: string; status?: number; messages?: { message: string; field?: string }[] };
}
interface Answer<T> {
  data?: T | null;
  errors?: GraphQLErrorJson[];
  restCalls: number;
}

let rest: TestRest;
let restClosed = false;
let gateway: Gateway;
let url: string;
// Every token handed out and every error answered, to check at the end that none leaked.
const tokens = new Set<string>();
const errorsSeen: GraphQLErrorJson[] = [];

async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Answer<T>, 'restCalls'>;
  if (body.errors) errorsSeen.push(...body.errors);
  return { ...body, restCalls: Number(res.headers.get('x-rest-calls')) };
}

interface MeJson {
  user: { id: string; userName: string; mobile: string; isAdmin: boolean };
  currentOrganisation: { id: string; orgName: string } | null;
  organisations: { isDefault: boolean; organisation: { id: string; orgName: string } }[];
  menu: { id: string; type: string; keepAlive: boolean; children: unknown[] }[];
  logoPath: string | null;
}

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

async function signIn(password: string = DEMO_ADMIN.password): Promise<string> {
  const captcha = await gql<{ captcha: { checkKey: string; image: string } }>(
    '{ captcha { checkKey image } }',
  );
  const checkKey = captcha.data!.captcha.checkKey;
  const login = await gql<{ login: { token: string } }>(LOGIN, {
    input: { mobile: DEMO_ADMIN.mobile, password, captcha: TEST_CAPTCHA, checkKey },
  });
  expect(login.errors).toBeUndefined();
  const token = login.data!.login.token;
  tokens.add(token);
  return token;
}

const FULL_ME = `{
  me {
    user { id userName mobile userNumber email isAdmin }
    currentOrganisation { id orgName }
    organisations { isDefault organisation { id orgName } }
    menu { id parentId name url icon type sortId keepAlive hideInMenu hideInBreadcrumb
      children { id name type url children { id name type url } } }
    logoPath
  }
}`;

beforeAll(async () => {
  rest = await startTestRest();
  gateway = createGateway({ restBaseUrl: rest.url });
  url = await gateway.start(0);
});

afterAll(async () => {
  await gateway?.stop();
  if (!restClosed) await rest?.close();
});

describe('sign-in through GraphQL', () => {
  it('issues a captcha image for a fresh or a given key', async () => {
    const fresh = await gql<{ captcha: { checkKey: string; image: string } }>(
      '{ captcha { checkKey image } }',
    );
    expect(fresh.data!.captcha.checkKey).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(fresh.data!.captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const given = await gql('{ captcha(checkKey: "key_1-A") { checkKey } }');
    expect(given.data).toEqual({ captcha: { checkKey: 'key_1-A' } });
    const bad = await gql('{ captcha(checkKey: "../x") { checkKey } }');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('checkLogin tells a known mobile from an unknown one', async () => {
    const unknown = await gql('{ checkLogin(mobile: "19900000000") }');
    expect(unknown.errors?.[0]?.message).toBe('账号不存在');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const known = await gql<{ checkLogin: string }>(
      'query ($m: String!) { checkLogin(mobile: $m) }',
      {
        m: DEMO_ADMIN.mobile,
      },
    );
    expect(['CONTINUE', 'SIGNED_IN_ELSEWHERE']).toContain(known.data?.checkLogin);
  });

  it('a wrong password is UNAUTHENTICATED with the Chinese message', async () => {
    const answer = await gql(LOGIN, {
      input: {
        mobile: DEMO_ADMIN.mobile,
        password: 'wrong-pass',
        captcha: TEST_CAPTCHA,
        checkKey: 'k1',
      },
    });
    expect(answer.errors?.[0]?.message).toBe('手机号或密码错误');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
      messages: [{ message: '手机号或密码错误' }],
    });
  });

  it('a missing field is BAD_USER_INPUT naming the field', async () => {
    const answer = await gql(LOGIN, {
      input: { mobile: DEMO_ADMIN.mobile, password: '', captcha: TEST_CAPTCHA, checkKey: 'k2' },
    });
    expect(answer.errors?.[0]?.message).toBe('请输入密码');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      messages: [{ message: '请输入密码', field: 'userPwd' }],
    });
  });

  it('signs in and answers me, each field costing only its own call', async () => {
    const token = await signIn();
    const full = await gql<{ me: MeJson }>(FULL_ME, {}, token);
    expect(full.errors).toBeUndefined();
    const me = full.data!.me;
    expect(me.user).toMatchObject({ mobile: DEMO_ADMIN.mobile, isAdmin: true });
    expect(me.user.userName).toEqual(expect.any(String));
    expect(me.organisations.length).toBeGreaterThan(0);
    expect(me.menu.length).toBeGreaterThan(0);
    expect(['GROUP', 'PAGE', 'BUTTON']).toContain(me.menu[0]!.type);
    expect(typeof me.menu[0]!.keepAlive).toBe('boolean');
    expect(me.organisations.filter((o) => o.isDefault).length).toBeLessThanOrEqual(1);
    if (me.currentOrganisation) {
      const currentId = me.currentOrganisation.id;
      expect(me.organisations.map((o) => o.organisation.id)).toContain(currentId);
    }
    // getTokenInfo, tbSysuserOrgMapping/listAll, findMenu, findOrgLogo.
    expect(full.restCalls).toBe(4);

    const small = await gql('{ me { user { userName } } }', {}, token);
    expect(small.data).toEqual({ me: { user: { userName: me.user.userName } } });
    expect(small.restCalls).toBe(1);

    const orgs = await gql<{
      me: { organisations: { organisation: { parentId: string | null } }[] };
    }>('{ me { organisations { organisation { id parentId logoPath } } } }', {}, token);
    expect(orgs.errors).toBeUndefined();
    // listAll, then one findGroupOrg and one findOrgLogo shared by every organisation.
    expect(orgs.restCalls).toBe(3);
  });

  it('without a token me is UNAUTHENTICATED and costs no call', async () => {
    const answer = await gql('{ me { user { id } } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(answer.restCalls).toBe(0);
  });

  it('form and JSON paths both reach rest', async () => {
    const token = await signIn();
    // tbSysUser/* travels form-encoded: findMenu answers the menu.
    const form = await gql('{ me { menu { id } } }', {}, token);
    expect(form.errors).toBeUndefined();
    // tbDictCategory/listAll travels as JSON: the back end must read the body (the token in it)
    // and answer an envelope, not a malformed-body or session failure.
    const transport = createRestTransport({ baseUrl: rest.url, timeoutMs: 5000 });
    try {
      const answer = await new RestClient(transport, token).request('tbDictCategory/listAll');
      expect([200, 404]).toContain(answer.status);
      const unauthenticated = await new RestClient(transport, 'not-a-real-token-0000').request(
        'tbSysUser/findMenu',
      );
      expect(unauthenticated.status).toBe(401);
    } finally {
      transport.close();
    }
  });
});

describe('sessions', () => {
  it('a second sign-in takes the first session over', async () => {
    const first = await signIn();
    const check = await gql<{ checkLogin: string }>(
      'query ($m: String!) { checkLogin(mobile: $m) }',
      {
        m: DEMO_ADMIN.mobile,
      },
    );
    expect(check.data?.checkLogin).toBe('SIGNED_IN_ELSEWHERE');
    const second = await signIn();
    const old = await gql('{ me { user { id } } }', {}, first);
    expect(old.errors?.[0]?.extensions?.code).toBe('SESSION_TAKEN_OVER');
    expect(old.errors?.[0]?.extensions?.status).toBe(401);
    const fresh = await gql('{ me { user { id } } }', {}, second);
    expect(fresh.errors).toBeUndefined();
  });

  it('switching organisation answers a new token; the old one stops working', async () => {
    const token = await signIn();
    const me = await gql<{ me: { organisations: { organisation: { id: string } }[] } }>(
      '{ me { organisations { organisation { id } } } }',
      {},
      token,
    );
    const target = me.data!.me.organisations.at(-1)!.organisation.id;
    const switched = await gql<{ switchOrganisation: { token: string } }>(
      'mutation ($id: ID!) { switchOrganisation(orgId: $id) { token } }',
      { id: target },
      token,
    );
    expect(switched.errors).toBeUndefined();
    const next = switched.data!.switchOrganisation.token;
    tokens.add(next);
    expect(next).not.toBe(token);
    const now = await gql<{ me: { currentOrganisation: { id: string } } }>(
      '{ me { currentOrganisation { id } } }',
      {},
      next,
    );
    expect(now.data?.me.currentOrganisation.id).toBe(target);
    const old = await gql('{ me { user { id } } }', {}, token);
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('changes the password, refusing a wrong old one', async () => {
    const token = await signIn();
    const CHANGE = 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }';
    const wrong = await gql(
      CHANGE,
      { input: { oldPassword: 'not-it', newPassword: 'newpass99', confirmPassword: 'newpass99' } },
      token,
    );
    expect(wrong.errors?.[0]?.message).toBe('原密码错误');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const changed = await gql(
      CHANGE,
      {
        input: {
          oldPassword: DEMO_ADMIN.password,
          newPassword: 'newpass99',
          confirmPassword: 'newpass99',
        },
      },
      token,
    );
    expect(changed.data).toEqual({ changePassword: true });
    const withNew = await signIn('newpass99');
    const back = await gql(
      CHANGE,
      {
        input: {
          oldPassword: 'newpass99',
          newPassword: DEMO_ADMIN.password,
          confirmPassword: DEMO_ADMIN.password,
        },
      },
      withNew,
    );
    expect(back.data).toEqual({ changePassword: true });
  });

  it('logout ends the session', async () => {
    const token = await signIn();
    expect((await gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    const after = await gql('{ me { user { id } } }', {}, token);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('no error ever carried a token', () => {
    expect(errorsSeen.length).toBeGreaterThan(5);
    const text = JSON.stringify(errorsSeen);
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain(rest.url);
  });
});

describe('readiness follows the back end', () => {
  it('readyz is 200 with rest up and 503 once it stops', async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    await rest.close();
    restClosed = true;
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const down = await gql('{ checkLogin(mobile: "13800000000") }');
    // readyz has seen rest down: calls fail at once instead of waiting for their time-out.
    expect(down.errors?.[0]?.message).toBe(
      '后端服务暂时不可用，请稍后重试（/rest/tbSysUser/checkLogin）',
    );
    expect(down.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
