// What the bench measures: each scenario is one user action, served directly by rest and through
// the gateway. Both sides send the same number of HTTP requests per action.
import { createHash } from 'node:crypto';
import { webOperation } from './operations.ts';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface BenchContext {
  /** The admin's token, signed in once. */
  token: string;
  /** Query fields the running gateway offers (scenarios of modules not yet there are left out). */
  queryFields: ReadonlySet<string>;
  /** Send the web operations by hash instead of by text. */
  persisted: boolean;
  /** An order of the demo data for the order page. */
  orderCode?: string;
  /**
   * The accounts the sign-in scenario signs in, one per connection (made before the run): rest
   * counts a sign-in in flight against its account and address until it is answered, so ten
   * simultaneous sign-ins of one account are refused as a guessing burst would be.
   */
  signInAccounts: readonly SignInAccount[];
}

export interface SignInAccount {
  mobile: string;
  password: string;
}

export interface Scenario {
  key: string;
  title: string;
  /** Which gateway Query field it needs; absent from the schema, the scenario is skipped. */
  needs: string;
  /** What one connection sends, in turn (`connection` counts the load generator's connections). */
  direct(ctx: BenchContext, connection: number): BenchRequest[];
  /**
   * What each of those requests is, in turn, when they are not alike: their latencies are then
   * also read apart, since the median of two kinds of request taken together falls between them.
   */
  steps?: readonly string[];
  gateway(ctx: BenchContext, connection: number): BenchRequest[];
  /** Every GraphQL operation of the scenario, for the REST-call count probe (page sizes included). */
  probes?(ctx: BenchContext): { label: string; request: BenchRequest }[];
}

/**
 * The sign-in scenario's accounts, made for the run: not the admin, whose token the reads use (a
 * sign-in ends the account's other session). Their password is the mobile's last six digits, as
 * for any account made without one.
 */
export function signInAccounts(count: number): SignInAccount[] {
  return Array.from({ length: count }, (_, i) => {
    const mobile = `1390000${String(i).padStart(4, '0')}`;
    return { mobile, password: mobile.slice(-6) };
  });
}

/** The sign-in scenario's account for one connection. */
function accountOf(ctx: BenchContext, connection: number): SignInAccount {
  const account = ctx.signInAccounts[connection % ctx.signInAccounts.length];
  if (!account) throw new Error('压测没有登录账号');
  return account;
}
/** rest accepts this code for every captcha when started for tests (CAPTCHA_TEST_CODE). */
export const TEST_CAPTCHA = '0000';

function restJson(path: string, fields: Record<string, unknown>): BenchRequest {
  return {
    method: 'POST',
    path: `/rest/${path}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  };
}

function restForm(path: string, fields: Record<string, string | number>): BenchRequest {
  return {
    method: 'POST',
    path: `/rest/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  };
}

export function graphqlRequest(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  persisted = false,
): BenchRequest {
  // A persisted operation travels as the hash of its text only (Apollo's persistedQuery format).
  const payload = persisted
    ? {
        variables,
        extensions: {
          persistedQuery: {
            version: 1,
            sha256Hash: createHash('sha256').update(query).digest('hex'),
          },
        },
      }
    : { query, variables };
  return {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  };
}

const clientPage = webOperation('entities/operations/client.graphql', 'ClientPage');
const captcha = webOperation('features/auth/Captcha.graphql', 'Captcha');
const login = webOperation('features/auth/Login.graphql', 'Login');

// The ocean export list and order page as the web client asks for them: every row with its client,
// sales and customer-service names, ports and dictionary names.
const orderList = webOperation(
  'features/orders/operations/oceanExport.graphql',
  'OceanExportOrderPage',
);
const orderPage = webOperation(
  'features/orders/operations/oceanExport.graphql',
  'OceanExportOrder',
);
// Find anything (Ctrl+K) as the palette asks: the order code read out on the phone.
const search = webOperation('features/search/Search.graphql', 'Search');

// A reporting tool's page of the orders of every type (sent as text: tools have no persisted
// operations): each row's type, client, status and profit.
const allOrders = `query AllOrders($pageNum: Int, $pageSize: Int) {
  orders(pageNum: $pageNum, pageSize: $pageSize) {
    items { orderType orderCode createDate clientName status { code name }
      totals { receivableCny payableCny profitCny } }
    pageNum pageSize total
  }
}`;

export const scenarios: Scenario[] = [
  {
    key: 'orderList',
    title: '海运出口订单列表（50 条）',
    needs: 'oceanExportOrders',
    direct: (ctx) => [
      // What the web's list costs rest: the gateway asks for the list columns only.
      restForm('tbSeaTransportExport/pageAll', {
        token: ctx.token,
        pageNum: 1,
        pageSize: 50,
        columns: 'list',
      }),
    ],
    gateway: (ctx) => [
      graphqlRequest(orderList, { pageNum: 1, pageSize: 50 }, ctx.token, ctx.persisted),
    ],
    probes: (ctx) =>
      [10, 50].map((size) => ({
        label: `pageSize ${size}`,
        request: graphqlRequest(
          orderList,
          { pageNum: 1, pageSize: size },
          ctx.token,
          ctx.persisted,
        ),
      })),
  },
  {
    key: 'orderPage',
    title: '海运出口订单页',
    needs: 'oceanExportOrder',
    direct: (ctx) => [
      // What the web's order page costs rest: the gateway asks for the order with its fees (and
      // the client's credit) and files in one call.
      restForm('tbSeaTransportExport/findByPK', {
        token: ctx.token,
        orderCode: ctx.orderCode ?? '',
        embed: 'fees,files',
        withCredit: 'Y',
      }),
    ],
    gateway: (ctx) => [
      graphqlRequest(orderPage, { orderCode: ctx.orderCode }, ctx.token, ctx.persisted),
    ],
    probes: (ctx) => [
      {
        label: 'order',
        request: graphqlRequest(orderPage, { orderCode: ctx.orderCode }, ctx.token, ctx.persisted),
      },
    ],
  },
  {
    key: 'search',
    title: '查找（Ctrl+K，按订单号）',
    needs: 'search',
    direct: (ctx) => [
      restJson('tbSearch/search', { token: ctx.token, text: ctx.orderCode ?? '', limit: 5 }),
    ],
    gateway: (ctx) => [
      graphqlRequest(search, { text: ctx.orderCode, limit: 5 }, ctx.token, ctx.persisted),
    ],
  },
  {
    key: 'allOrders',
    title: '全部类型订单（报表工具，50 条）',
    needs: 'orders',
    direct: (ctx) => [restJson('tbOrder/pageAll', { token: ctx.token, pageNum: 1, pageSize: 50 })],
    gateway: (ctx) => [graphqlRequest(allOrders, { pageNum: 1, pageSize: 50 }, ctx.token)],
    probes: (ctx) =>
      [10, 50].map((size) => ({
        label: `pageSize ${size}`,
        request: graphqlRequest(allOrders, { pageNum: 1, pageSize: size }, ctx.token),
      })),
  },
  {
    key: 'clients',
    title: '客户列表（基础资料，10 条）',
    needs: 'clients',
    direct: (ctx) => [
      restJson('tbCustomer/pageAll', { token: ctx.token, pageNum: 1, pageSize: 10 }),
    ],
    gateway: (ctx) => [
      graphqlRequest(clientPage, { pageNum: 1, pageSize: 10 }, ctx.token, ctx.persisted),
    ],
    probes: (ctx) =>
      [10, 50].map((size) => ({
        label: `pageSize ${size}`,
        request: graphqlRequest(
          clientPage,
          { pageNum: 1, pageSize: size },
          ctx.token,
          ctx.persisted,
        ),
      })),
  },
  {
    key: 'signIn',
    title: '登录（验证码 + 登录）',
    needs: 'captcha',
    steps: ['验证码', '登录'],
    direct: (ctx, connection) => {
      const account = accountOf(ctx, connection);
      return [
        { method: 'GET', path: '/rest/randomImage/bench', headers: {} },
        restForm('tbSysUser/login', {
          mobile: account.mobile,
          userPwd: account.password,
          captcha: TEST_CAPTCHA,
          checkKey: 'bench',
        }),
      ];
    },
    gateway: (ctx, connection) => {
      const account = accountOf(ctx, connection);
      return [
        graphqlRequest(captcha, { checkKey: 'bench' }),
        graphqlRequest(login, {
          input: {
            mobile: account.mobile,
            password: account.password,
            captcha: TEST_CAPTCHA,
            checkKey: 'bench',
          },
        }),
      ];
    },
  },
];
