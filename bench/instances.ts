// `npm run bench -- --instances=2`: the 20-staff mix through N gateways and N rests on one
// PostgreSQL database (a fresh clone of the demo data), each part behind a round-robin proxy, as
// `docker compose up --scale` runs them. Prints the staff figures and how the proxies spread the
// load; every acknowledged write is read back (runStaff).
import { startChild, type Child } from './child.ts';
import { runStaff, type StaffResult } from './staff.ts';
import { cloneDemoDatabase } from '../rest/src/testing/index.ts';
import { startRoundRobin } from '../tests/support/roundRobin.ts';

export interface InstancesResult {
  instances: number;
  staff: StaffResult;
  /** Requests each rest and each gateway answered. */
  restServed: number[];
  gatewayServed: number[];
}

export async function runInstances(
  count: number,
  staff: { staff: number; seconds: number; warmupSeconds: number; once: boolean },
  compiled: boolean,
  signIn: (gateway: { url: string }) => Promise<string>,
): Promise<InstancesResult> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('--instances 需要 PostgreSQL：请设置 DATABASE_URL');
  const database = await cloneDemoDatabase(serverUrl);
  const children: Child[] = [];
  const closers: (() => Promise<void>)[] = [];
  try {
    const rests = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        startChild(`rest-${i + 1}`, 'rest', { BENCH_OPEN_DATABASE_URL: database.url }, compiled),
      ),
    );
    children.push(...rests);
    const restProxy = await startRoundRobin(rests.map((r) => r.url));
    closers.push(() => restProxy.close());
    const gateways = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        startChild(`gateway-${i + 1}`, 'gateway', { REST_BASE_URL: restProxy.url }, compiled),
      ),
    );
    children.push(...gateways);
    const gatewayProxy = await startRoundRobin(gateways.map((g) => g.url));
    closers.push(() => gatewayProxy.close());
    const token = await signIn(gatewayProxy);
    console.log(
      `${staff.staff} 人同时操作，经 ${count} 个网关、${count} 个 rest（同一 PostgreSQL）…`,
    );
    const result = await runStaff(gatewayProxy.url, token, {
      ...staff,
      processes: children,
    });
    return {
      instances: count,
      staff: result,
      restServed: [...restProxy.served],
      gatewayServed: [...gatewayProxy.served],
    };
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await Promise.all(children.map((c) => c.stop()));
    await database.drop();
  }
}
