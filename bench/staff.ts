// Twenty staff at once through GraphQL, each repeating a day's mix with the web client's own
// operations: the order list, opening an order, saving a node, the order's fee lines, a page of
// master data and creating a client. The same mix runs unmeasured first (the warm-up), so the
// figures are of servers that have run it, as an office's have all day. Every write the gateway
// acknowledged, in the warm-up or after, is read back at the end.
import { send } from './http.ts';
import { webOperation } from './operations.ts';
import { graphqlRequest } from './scenarios.ts';
import { median, percentile } from './stats.ts';
import type { Usage } from './processes/usage.ts';

const ops = {
  list: webOperation('features/orders/operations/oceanExport.graphql', 'OceanExportOrderPage'),
  order: webOperation('features/orders/operations/oceanExport.graphql', 'OceanExportOrder'),
  saveNode: webOperation(
    'features/orders/operations/oceanExport.graphql',
    'SaveOceanExportRelease',
  ),
  fees: webOperation('features/fees/OrderFees.graphql', 'OrderFees'),
  clients: webOperation('entities/operations/client.graphql', 'ClientPage'),
  createClient: webOperation('entities/operations/client.graphql', 'CreateClient'),
};
type Action = 'list' | 'order' | 'saveNode' | 'fees' | 'clients' | 'createClient';
/** One staff member's round: reads dominate, as in a working day. */
const ROUND: Action[] = [
  'list',
  'order',
  'fees',
  'list',
  'order',
  'saveNode',
  'clients',
  'createClient',
];

export interface StaffResult {
  staff: number;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  firstError?: string;
  perAction: Record<string, { count: number; p50: number; p99: number }>;
  writes: number;
  /** Acknowledged writes not found when read back afterwards. */
  unreadable: number;
  /** CPU time of each server process during the load (not the read-back), ms per request. */
  cpuMsPerRequest: Record<string, number>;
}

interface Gql {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

async function post(url: string, query: string, variables: Record<string, unknown>, token: string) {
  // The staff's browsers run on their own machines: the load generator sends through http.ts.
  const answer = await send(url, graphqlRequest(query, variables, token));
  const body = JSON.parse(answer.text) as Gql;
  if (answer.status !== 200 || body.errors?.length) {
    throw new Error(`${answer.status} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  }
  return body.data ?? {};
}

/** Orders staff may save (initialised, neither cancelled nor completed), one per staff member. */
async function editableOrders(url: string, token: string, n: number): Promise<string[]> {
  const data = await post(
    url,
    ops.list,
    { filter: { operationStatus: 'CZZT_CSH' }, pageNum: 1, pageSize: 50 },
    token,
  );
  const items = (data.oceanExportOrders as { items: { orderCode: string }[] }).items;
  if (items.length === 0) throw new Error('没有可保存的演示订单');
  // One writer per order, so the last acknowledged save is the one to read back.
  return items.slice(0, n).map((i) => i.orderCode);
}

export async function runStaff(
  url: string,
  token: string,
  options: {
    staff: number;
    seconds: number;
    /** The mix run unmeasured before the measured seconds (none with `once`). */
    warmupSeconds?: number;
    once?: boolean;
    /** The server processes whose CPU time the load is charged. */
    processes?: { name: string; usage(): Promise<Usage> }[];
  },
): Promise<StaffResult> {
  const orders = await editableOrders(url, token, options.staff);
  const latencies: number[] = [];
  const perAction = new Map<Action, number[]>();
  let errors = 0;
  let firstError: string | undefined;
  /** Last acknowledged release remark per order, and every client created. */
  const remarks = new Map<string, string>();
  /** The version of each order as this staff member last read or saved it: a save names it. */
  const versions = new Map<string, number>();
  const keepVersion = (code: string, data: Record<string, unknown>) => {
    for (const value of Object.values(data)) {
      const version = (value as { version?: unknown } | null)?.version;
      if (typeof version === 'number') versions.set(code, version);
    }
  };
  const clients: string[] = [];
  const run = `${Date.now().toString(36)}`;
  let counter = 0;
  /** False during the warm-up: its requests are made and checked, but not counted. */
  let measuring = false;

  async function act(staff: number, action: Action): Promise<void> {
    // Staff beyond the editable orders read one instead of saving.
    const own = orders[staff];
    const orderCode = own ?? orders[0] ?? '';
    if (action === 'saveNode' && !own) action = 'order';
    const n = ++counter;
    const started = performance.now();
    try {
      switch (action) {
        case 'list':
          await post(url, ops.list, { pageNum: 1 + (n % 2), pageSize: 50 }, token);
          break;
        case 'order':
          keepVersion(orderCode, await post(url, ops.order, { orderCode }, token));
          break;
        case 'fees':
          await post(url, ops.fees, { orderCode }, token);
          break;
        case 'clients':
          await post(url, ops.clients, { pageNum: 1, pageSize: 10 }, token);
          break;
        case 'saveNode': {
          const remark = `压测放行备注 ${run} ${n}号`;
          if (!versions.has(orderCode))
            keepVersion(orderCode, await post(url, ops.order, { orderCode }, token));
          const saved = await post(
            url,
            ops.saveNode,
            {
              orderCode,
              input: { releaseRemark: remark },
              expectedVersion: versions.get(orderCode) ?? 0,
            },
            token,
          );
          keepVersion(orderCode, saved);
          remarks.set(orderCode, remark);
          break;
        }
        case 'createClient': {
          // The number closed by 号, so no name is part of another (the filter matches by contains).
          const name = `压测客户 ${run} ${n}号`;
          await post(url, ops.createClient, { input: { customerName: name } }, token);
          clients.push(name);
          break;
        }
      }
      const ms = performance.now() - started;
      if (!measuring) return;
      latencies.push(ms);
      const times = perAction.get(action);
      if (times) times.push(ms);
      else perAction.set(action, [ms]);
    } catch (error) {
      errors += 1;
      firstError ??= `${action}: ${(error as Error).message}`;
    }
  }

  /** Every staff member through the mix until `seconds` have passed (or one round each). */
  const work = (seconds: number, once: boolean) => {
    const deadline = performance.now() + seconds * 1000;
    return Promise.all(
      Array.from({ length: options.staff }, async (_, staff) => {
        // Staff start a little apart, as people do.
        let step = staff % ROUND.length;
        do {
          await act(staff, ROUND[step % ROUND.length] ?? 'list');
          step += 1;
        } while (
          once ? step < (staff % ROUND.length) + ROUND.length : performance.now() < deadline
        );
      }),
    );
  };

  const processes = options.processes ?? [];
  if (!options.once && options.warmupSeconds) {
    await work(options.warmupSeconds, false);
    if (errors > 0) throw new Error(`预热时出错：${firstError ?? ''}`);
  }
  measuring = true;
  const cpuBefore = await Promise.all(processes.map((p) => p.usage()));
  const started = performance.now();
  await work(options.seconds, options.once ?? false);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await Promise.all(processes.map((p) => p.usage()));
  const requests = latencies.length + errors;
  const cpuMsPerRequest = Object.fromEntries(
    processes.map((p, i) => [
      p.name,
      ((cpuAfter[i]?.cpuMicros ?? 0) - (cpuBefore[i]?.cpuMicros ?? 0)) /
        1000 /
        Math.max(requests, 1),
    ]),
  );

  // Every acknowledged write, read back through the gateway.
  let unreadable = 0;
  for (const [orderCode, remark] of remarks) {
    const data = await post(url, ops.order, { orderCode }, token);
    const order = data.oceanExportOrder as { releaseRemark?: string } | null;
    if (order?.releaseRemark !== remark) unreadable += 1;
  }
  for (const name of clients) {
    const data = await post(
      url,
      ops.clients,
      { filter: { customerName: name }, pageSize: 50 },
      token,
    );
    const items = (data.clients as { items: { customerName: string }[] }).items;
    if (!items.some((c) => c.customerName === name)) unreadable += 1;
  }

  return {
    staff: options.staff,
    requests,
    seconds,
    p50: median(latencies),
    p99: percentile(latencies, 99),
    errors,
    ...(firstError ? { firstError } : {}),
    perAction: Object.fromEntries(
      [...perAction].map(([k, v]) => [
        k,
        { count: v.length, p50: median(v), p99: percentile(v, 99) },
      ]),
    ),
    writes: remarks.size + clients.length,
    unreadable,
    cpuMsPerRequest,
  };
}
