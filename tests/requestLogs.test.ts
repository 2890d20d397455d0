// Request ids and request logs end to end, with a real rest and a real gateway: the id a client
// sends (or one the gateway makes) is on the answer, on the gateway's line and on rest's lines;
// an error carries its short reference; no log line holds a token, a password or a captcha code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, signIn, startStack, TEST_CAPTCHA, type Stack } from './support/stack.ts';

interface LogLine {
  service: string;
  msg: string;
  reqId?: string;
  user?: number | null;
  org?: number | null;
  path?: string;
  operation?: string;
  status?: number;
  errors?: string[];
  durationMs?: number;
}

const raw: string[] = [];
const collector = (service: string) => ({
  write(line: string) {
    raw.push(line);
    expect((JSON.parse(line) as LogLine).service).toBe(service);
  },
});
const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
const requestLines = (service: string, reqId: string) =>
  lines().filter((l) => l.service === service && l.msg === 'request' && l.reqId === reqId);

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack({ logs: { gateway: collector('gateway'), rest: collector('rest') } });
  token = await signIn(stack);
});

afterAll(async () => {
  await stack?.close();
});

beforeEach(() => {
  raw.length = 0;
});

const ME = 'query Me { me { user { id userName } currentOrganisation { id } } }';

async function post(query: string, headers: Record<string, string> = {}, bearer = token) {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as {
    data?: unknown;
    errors?: { extensions?: Record<string, unknown> }[];
  };
  // The line is written when the answer is finished, which the client may see a moment earlier.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { id: res.headers.get('x-request-id'), body };
}

describe('request ids', () => {
  it('carries the id a client sends to the answer, the gateway log and every rest call', async () => {
    const { id, body } = await post(ME, { 'x-request-id': 'client-req-0001' });
    expect(body.errors).toBeUndefined();
    expect(id).toBe('client-req-0001');
    const [gatewayLine, ...more] = requestLines('gateway', 'client-req-0001');
    expect(more).toEqual([]);
    expect(gatewayLine).toMatchObject({ operation: 'Me', status: 200, path: '/graphql' });
    expect(gatewayLine?.user).toEqual(expect.any(Number));
    expect(gatewayLine?.org).toEqual(expect.any(Number));
    expect(gatewayLine?.durationMs).toEqual(expect.any(Number));
    const restLines = requestLines('rest', 'client-req-0001');
    expect(restLines.length).toBeGreaterThan(0);
    for (const line of restLines) {
      expect(line.path).toMatch(/^\/rest\//);
      expect(line).toMatchObject({ status: 200, user: gatewayLine?.user, org: gatewayLine?.org });
    }
    // Nothing else was logged under another id for this request.
    expect(lines().filter((l) => l.msg === 'request' && l.reqId !== 'client-req-0001')).toEqual([]);
  });

  it('makes an id when the client sends none, and uses it on both sides', async () => {
    const { id } = await post(ME);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines('gateway', id ?? '')).toHaveLength(1);
    expect(requestLines('rest', id ?? '').length).toBeGreaterThan(0);
  });

  it("takes a W3C traceparent's trace id, and refuses an id that could break a log line", async () => {
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const traced = await post(ME, { traceparent: `00-${trace}-00f067aa0ba902b7-01` });
    expect(traced.id).toBe(trace);
    expect(requestLines('rest', trace).length).toBeGreaterThan(0);
    const odd = await post(ME, { 'x-request-id': 'a b"c\\d{}' });
    expect(odd.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives an error its reference (错误编号), which finds its log lines', async () => {
    const { id, body } = await post(ME, {}, 'not-a-live-token');
    const extensions = body.errors?.[0]?.extensions;
    expect(extensions?.code).toBe('UNAUTHENTICATED');
    expect(extensions?.requestId).toBe(id);
    const reference = String(extensions?.reference);
    expect(reference).toHaveLength(8);
    const found = lines().filter((l) => l.reqId?.startsWith(reference));
    expect(found.map((l) => l.service).sort()).toEqual(['gateway', 'rest']);
    expect(found.find((l) => l.service === 'gateway')?.errors).toEqual(['UNAUTHENTICATED']);
    expect(found.find((l) => l.service === 'rest')?.status).toBe(401);
  });
});

describe('request logs', () => {
  it('hold no token, password or captcha code through a sign-in, calls and a download', async () => {
    const fresh = await signIn(stack);
    await post(ME, {}, fresh);
    await post(
      'mutation { changePassword(input: {oldPassword: "wrong-old-pass", newPassword: "Secret-9876", confirmPassword: "Secret-9876"}) }',
      {},
      fresh,
    );
    // A download travels through the gateway with the token in its query.
    await fetch(`${stack.url}/rest/tbSysUser/findMenu?token=${encodeURIComponent(fresh)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = raw.join('\n');
    expect(raw.length).toBeGreaterThan(4);
    for (const secret of [fresh, token, DEMO_ADMIN.password, 'wrong-old-pass', 'Secret-9876']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(`"${TEST_CAPTCHA}"`);
    expect(text).not.toMatch(/captcha":|password":|token":|authorization/i);
  });
});
