import http from 'node:http';
import type { DestinationStream } from 'pino';
// The whole product for cross-part tests: a real rest (PGlite snapshot, or a fresh PostgreSQL
// database when DATABASE_URL is set) and a real gateway in front of it.
import { startTestRest, TEST_CAPTCHA, DEMO_ADMIN } from '../../rest/src/testing/index.ts';
import { createGateway, type GatewayConfig } from '../../gateway/src/server.ts';
import { leversFromEnv, type Levers } from '../../gateway/src/execution/levers.ts';
import type { MetricsListen } from '../../model/metricsAccess.ts';
import type { RestConfig } from '../../rest/src/config.ts';

export { TEST_CAPTCHA, DEMO_ADMIN };

export interface Stack {
  restUrl: string;
  /** The gateway's base URL: GraphQL at /graphql, the web client at /. */
  url: string;
  graphqlUrl: string;
  close(): Promise<void>;
}

export interface StackOptions {
  webDist?: string;
  levers?: Partial<Levers>;
  /** Settings both parts share (GATEWAY_SECRET). */
  gatewaySecret?: string;
  /** The sign-in slowdown's clock in rest (a TestClock's now). */
  signInClock?: () => Date;
  /** Something put between the gateway and rest (a proxy that watches or slows the calls). */
  inFrontOfRest?: (restUrl: string) => Promise<{ url: string; close(): Promise<void> }>;
  /** Collects each part's log lines (at level info). */
  logs?: { gateway: DestinationStream; rest: DestinationStream };
  /** Both parts serve /metrics to this bearer token. */
  metricsToken?: string;
  /** Gateway settings beyond these (GRAPHQL_INTROSPECTION's mode…). */
  gateway?: Partial<GatewayConfig>;
  /** Each part serves /metrics on a port of its own (METRICS_PORT, REST_METRICS_PORT). */
  metricsListen?: { gateway: MetricsListen; rest: MetricsListen };
  /** rest settings beyond these (REST_PATHS=specification and its unknown-path answer…). */
  rest?: Partial<RestConfig>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const secret = {
    ...(options.gatewaySecret ? { gatewaySecret: options.gatewaySecret } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  };
  const clock = options.signInClock ? { signInClock: options.signInClock } : {};
  const logs = options.logs;
  const metricsListen = options.metricsListen;
  const rest = await startTestRest({
    config: {
      ...secret,
      ...clock,
      ...(logs ? { logLevel: 'info' } : {}),
      ...(metricsListen ? { metricsListen: metricsListen.rest } : {}),
      ...options.rest,
    },
    ...(logs ? { logStream: logs.rest } : {}),
  });
  const front = await options.inFrontOfRest?.(rest.url);
  const gateway = createGateway(
    {
      restBaseUrl: front?.url ?? rest.url,
      ...(options.webDist ? { webDist: options.webDist } : {}),
      ...secret,
      ...(logs ? { logLevel: 'info', logStream: logs.gateway } : {}),
      ...options.gateway,
      ...(metricsListen ? { metricsListen: metricsListen.gateway } : {}),
    },
    { ...leversFromEnv(), ...options.levers },
  );
  const url = await gateway.start(0);
  // The gateway's first look at the back end's features (one call per added path) is over before
  // a test counts calls or log lines.
  await gateway.featuresDetected();
  return {
    restUrl: rest.url,
    url,
    graphqlUrl: `${url}/graphql`,
    async close() {
      await gateway.stop();
      await front?.close();
      await rest.close();
    },
  };
}

export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export async function graphql<T = Record<string, unknown>>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponse<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLResponse<T>;
}

/**
 * A GraphQL request over a socket bound to `from`, a loopback address (Linux answers on all of
 * 127.0.0.0/8): a client with its own address, as the sign-in throttles see it.
 */
export function graphqlFrom<T>(
  stack: Stack,
  from: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const payload = JSON.stringify({ query, variables });
  const url = new URL(stack.graphqlUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        localAddress: from,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
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
            resolve(JSON.parse(text) as GraphQLResponse<T>);
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

/** Signs in through GraphQL with the test captcha; answers the token. */
export async function signIn(
  stack: Stack,
  account: { mobile: string; password: string } = DEMO_ADMIN,
): Promise<string> {
  const captcha = await graphql<{ captcha: { checkKey: string } }>(
    stack,
    'query { captcha { checkKey } }',
  );
  const checkKey = captcha.data?.captcha.checkKey;
  if (!checkKey) throw new Error(`captcha failed: ${JSON.stringify(captcha.errors)}`);
  const login = await graphql<{ login: { token: string } }>(
    stack,
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    {
      input: {
        mobile: account.mobile,
        password: account.password,
        captcha: TEST_CAPTCHA,
        checkKey,
      },
    },
  );
  const token = login.data?.login.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  return token;
}

/**
 * One JSON call to rest itself (beside the gateway) with the token in the body, as the web's
 * back end reads it; answers the envelope's data, or throws with the whole envelope when its
 * status is not 200. Tests read what rest holds with it, to compare with what a page shows.
 */
export async function restCall<T>(
  stack: Pick<Stack, 'restUrl'>,
  token: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetch(`${stack.restUrl}/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, token }),
  });
  const answer = (await res.json()) as { status: number; data: T };
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}
