// The scale test: the same reads against rest on the demo data and on the generated database
// (`npm run generate`, 100,000 orders), one request at a time so the figures are latencies of the
// work itself; and EXPLAIN of the hot queries on the generated database, which must use indexes.
import pg from 'pg';
import { median } from './stats.ts';

export interface ScaleRead {
  key: string;
  title: string;
  demoMs: number;
  scaleMs: number;
  ratio: number;
}

export interface ScalePlan {
  key: string;
  title: string;
  seqScan: boolean;
  plan: string;
}

type Body = Record<string, string | number>;

async function restCall(base: string, action: string, body: Body): Promise<unknown> {
  const res = await fetch(`${base}/rest/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  const answer = (await res.json()) as { status: number; data: unknown };
  if (answer.status !== 200) throw new Error(`${action}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

export async function restSignIn(base: string): Promise<string> {
  const data = (await restCall(base, 'tbSysUser/login', {
    mobile: '13800000000',
    userPwd: 'demo1234',
    captcha: '0000',
    checkKey: 'bench-scale',
  })) as { token: string };
  return data.token;
}

async function latency(base: string, action: string, body: Body, times: number): Promise<number> {
  for (let i = 0; i < 3; i++) await restCall(base, action, body);
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await restCall(base, action, body);
    ms.push(performance.now() - started);
  }
  return median(ms);
}

interface Target {
  base: string;
  token: string;
}

interface Read {
  key: string;
  title: string;
  action: string;
  body: Body;
}

/** The reads, each with its own order code and client found on that database. */
async function reads(target: Target): Promise<Read[]> {
  const page = (await restCall(target.base, 'tbSeaTransportExport/pageAll', {
    token: target.token,
    pageSize: 1,
    columns: 'list',
  })) as { list: { orderCode: string; clientId: number }[] };
  const first = page.list[0];
  if (!first) throw new Error('没有订单');
  const list: Body = { token: target.token, pageNum: 1, pageSize: 50, columns: 'list' };
  return [
    { key: 'list', title: '订单列表（50 条）', action: 'pageAll', body: list },
    {
      key: 'client',
      title: '按客户查询',
      action: 'pageAll',
      body: { ...list, clientId: first.clientId },
    },
    {
      key: 'code',
      title: '按订单号查询',
      action: 'pageAll',
      body: { ...list, orderCode: first.orderCode.slice(-8) },
    },
    {
      key: 'order',
      title: '订单页',
      action: 'findByPK',
      body: { token: target.token, orderCode: first.orderCode },
    },
  ];
}

export async function scaleReads(demo: Target, scale: Target, times: number): Promise<ScaleRead[]> {
  const demoReads = await reads(demo);
  const scaleReadsList = await reads(scale);
  const out: ScaleRead[] = [];
  for (const [i, d] of demoReads.entries()) {
    const s = scaleReadsList[i];
    if (!s) continue;
    const demoMs = await latency(demo.base, `tbSeaTransportExport/${d.action}`, d.body, times);
    const scaleMs = await latency(scale.base, `tbSeaTransportExport/${s.action}`, s.body, times);
    out.push({ key: d.key, title: d.title, demoMs, scaleMs, ratio: scaleMs / demoMs });
  }
  return out;
}

/** EXPLAIN of the list's statements as the order engine shapes them. */
export async function scalePlans(databaseUrl: string): Promise<ScalePlan[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ org_id: number; client_id: number; order_code: string }>(
      `select org_id, client_id, order_code from tb_sea_transport_export
       where org_id = (select org_id from tb_sea_transport_export group by 1 order by count(*) desc limit 1)
       order by id desc limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('生成的数据库里没有订单');
    const order = `order by t.order_code desc nulls last, t.id desc limit 50`;
    const statements: [string, string, unknown[]][] = [
      [
        'list',
        `select t.id from tb_sea_transport_export t where t.org_id = $1 ${order}`,
        [row.org_id],
      ],
      [
        'client',
        `select t.id from tb_sea_transport_export t where t.org_id = $1 and t.client_id = $2 ${order}`,
        [row.org_id, row.client_id],
      ],
      [
        'code',
        `select t.id from tb_sea_transport_export t where t.org_id = $1 and t.order_code ilike $2 ${order}`,
        [row.org_id, `%${row.order_code.slice(-8)}%`],
      ],
      [
        'order',
        `select t.id from tb_sea_transport_export t where t.org_id = $1 and t.order_code = $2`,
        [row.org_id, row.order_code],
      ],
      [
        'fees',
        `select t.id from tb_ar t where t.org_id = $1 and t.order_code = $2 order by t.sort_id, t.id`,
        [row.org_id, row.order_code],
      ],
    ];
    const titles: Record<string, string> = {
      list: '订单列表',
      client: '按客户',
      code: '按订单号',
      order: '订单页',
      fees: '订单费用行',
    };
    const plans: ScalePlan[] = [];
    for (const [key, text, values] of statements) {
      const { rows: planRows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain ${text}`,
        values,
      );
      const plan = planRows.map((r) => r['QUERY PLAN']).join('\n');
      plans.push({ key, title: titles[key] ?? key, seqScan: /Seq Scan/.test(plan), plan });
    }
    return plans;
  } finally {
    await client.end();
  }
}

/** Whether the generated database is there to be measured. */
export async function scaleDatabaseReady(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from tb_sea_transport_export`,
    );
    return (rows[0]?.n ?? 0) >= 10_000;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
