// The example reporting client (examples/), run as a script would be: its npm commands as child
// processes, signed in with a read-only API token of a reporting role made through GraphQL, against
// a real gateway and rest (PGlite, or PostgreSQL with test:pg). The CSV files it writes are read
// back and held against the same figures read through GraphQL; the order export runs under a heap
// limit smaller than the file it writes, so it cannot hold the orders in memory.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../gateway/src/server.ts';
import { leversFromEnv } from '../gateway/src/execution/levers.ts';
import { businessDate } from '../model/businessDate.ts';
import { orderTypes } from '../model/orders/index.ts';
import { clientSeeds } from '../rest/src/db/seed/data/masterData.ts';
import { repoRoot, startTestRest, type TestRest } from '../rest/src/testing/index.ts';
import { menuIdsFor } from './support/permissions.ts';
import { graphql, signIn, type Stack } from './support/stack.ts';

/** Orders added to the demo data for the export: many more rows than pages. */
const BULK_ORDERS = 12_000;
/** Each added order's remark begins with these 900 Chinese characters (2,700 bytes of UTF-8). */
const REMARK = '超长备注'.repeat(225);
/** The export's heap limit (MB), far below the file it writes. */
const HEAP_LIMIT_MB = 16;
const PAGE_SIZE = 200;

let rest: TestRest;
let stack: Stack;
let stopGateway: () => Promise<void>;
let admin: string;
let token: string;
let outDir: string;

async function must<T>(query: string, variables: Record<string, unknown>, as: string): Promise<T> {
  const answer = await graphql<T>(stack, query, variables, as);
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run -w examples <name> -- <args>` with the token, as a script would run it. */
function example(
  name: string,
  args: string[],
  env: Record<string, string> = {},
  url = stack.url,
): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '-s', '-w', 'examples', name, '--', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, FREIGHT_URL: url, FREIGHT_TOKEN: token, ...env },
        maxBuffer: 1 << 20,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** RFC 4180 records of a CSV file written with a byte order mark and CRLF line ends. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  expect(row).toEqual([]);
  expect(cell).toBe('');
  return rows;
}

/** A decimal string of 元 as whole 分, so sums are exact. */
const fen = (amount: string | null | undefined): number => {
  const [whole = '0', part = ''] = (amount || '0').replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2));
  return amount?.startsWith('-') ? -value : value;
};

beforeAll(async () => {
  rest = await startTestRest();
  const gateway = createGateway({ restBaseUrl: rest.url }, leversFromEnv());
  const url = await gateway.start(0);
  stopGateway = () => gateway.stop();
  stack = { restUrl: rest.url, url, graphqlUrl: `${url}/graphql`, close: stopGateway };
  admin = await signIn(stack);
  outDir = await mkdtemp(path.join(os.tmpdir(), 'freight-examples-'));

  const tree = await must<{
    organisationTree: {
      id: string;
      orgName: string;
      children: { id: string; orgName: string }[];
    }[];
  }>('{ organisationTree { id orgName children { id orgName } } }', {}, admin);
  const shanghai = tree.organisationTree
    .flatMap((o) => [o, ...o.children])
    .find((o) => o.orgName === '上海华通国际货运代理有限公司')!.id;

  // A reporting role: the two reports and the five order lists, nothing else.
  const { createRole } = await must<{ createRole: { id: string; version: number } }>(
    'mutation ($input: RoleInput!) { createRole(input: $input) { id version } }',
    { input: { roleName: '报表脚本角色' } },
    admin,
  );
  await must(
    'mutation ($roleId: ID!, $menuIds: [ID!]!, $v: Int!) { setRoleMenus(roleId: $roleId, menuIds: $menuIds, expectedVersion: $v) { id } }',
    {
      roleId: createRole.id,
      v: createRole.version,
      menuIds: await menuIdsFor(stack, admin, [
        '/statements/receivableAging',
        '/statements/business',
        ...orderTypes.map((t) => t.route),
      ]),
    },
    admin,
  );
  const { createApiToken } = await must<{
    createApiToken: { secret: string; token: { write: boolean } };
  }>(
    `mutation ($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { secret token { write } } }`,
    {
      input: {
        name: '报表脚本',
        orgId: shanghai,
        roleId: createRole.id,
        write: false,
        expiresOn: businessDate(Date.now() + 7 * 86_400_000),
        // The export asks for one page a request: well above the default 120 a minute.
        requestsPerMinute: 10_000,
        costPerMinute: 100_000,
      },
    },
    admin,
  );
  expect(createApiToken.token.write).toBe(false);
  token = createApiToken.secret;

  // Many ocean export orders of the organisation, each a copy of a demo order with its own code
  // and a long remark of its own: a file far larger than the export's heap.
  const { rows: columns } = await sql<{ column_name: string }>`select column_name
      from information_schema.columns
      where table_name = 'tb_sea_transport_export' and table_schema = current_schema()
        and is_generated = 'NEVER'
        and column_name not in ('id', 'order_code', 'order_remark', 'created_at', 'updated_at')
      order by ordinal_position`.execute(rest.db);
  const copied = columns.map((c) => `"${c.column_name}"`).join(', ');
  await sql`insert into tb_sea_transport_export (order_code, order_remark, ${sql.raw(copied)})
      select 'HYCK' || to_char(date '2015-01-01' + make_interval(months => (i / 9000)::int), 'YYYYMM')
          || lpad(((i % 9000) + 1)::text, 4, '0'),
        ${REMARK} || '第' || i || '号', ${sql.raw(copied.replace(/"([^"]+)"/g, 'd."$1"'))}
      from generate_series(0, ${BULK_ORDERS - 1}::int) i
      cross join (select * from tb_sea_transport_export where org_id = ${Number(shanghai)}
        order by id limit 1) d`.execute(rest.db);
}, 180_000);

afterAll(async () => {
  await stopGateway?.();
  await rest?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const AGING = `query ($filter: StatementReceivableAgingFilter, $pageSize: Int) {
  statementReceivableAging(filter: $filter, pageSize: $pageSize) {
    total
    items { clientName lineCount days0To30 days31To60 days61To90 daysOver90 outstandingCny }
    totals { outstandingCny }
  }
}`;

interface AgingRow {
  clientName: string;
  lineCount: number;
  days0To30: string;
  days31To60: string;
  days61To90: string;
  daysOver90: string;
  outstandingCny: string;
}

describe('the example reporting client', () => {
  it('writes 应收账龄 to CSV with every client of the report and its amounts in 元', async () => {
    const asOf = businessDate(new Date());
    const file = path.join(outDir, 'aging.csv');
    // A small page size: the command pages through the report as it would through a long one.
    const run = await example('aging', ['--as-of', asOf, '--out', file, '--page-size', '2']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rows = parseCsv(await readFile(file, 'utf8'));
    expect(run.stdout).toContain(`已写入 ${file}：${rows.length - 1} 行`);
    expect(rows[0]).toEqual([
      '客户',
      '费用条数',
      '0–30天（人民币元）',
      '31–60天（人民币元）',
      '61–90天（人民币元）',
      '90天以上（人民币元）',
      '未收合计（人民币元）',
    ]);
    const { statementReceivableAging: report } = await must<{
      statementReceivableAging: { total: number; items: AgingRow[]; totals: AgingRow };
    }>(AGING, { filter: { asOf }, pageSize: 500 }, token);
    expect(report.total).toBeGreaterThan(2);
    const data = rows.slice(1);
    expect(data).toHaveLength(report.total);
    expect(data).toEqual(
      report.items.map((r) => [
        r.clientName,
        String(r.lineCount),
        r.days0To30,
        r.days31To60,
        r.days61To90,
        r.daysOver90,
        r.outstandingCny,
      ]),
    );
    expect(data.reduce((sum, r) => sum + fen(r[6]), 0)).toBe(fen(report.totals.outstandingCny));

    // A known demo client: its row in the file is what the report answers for it alone.
    const known = clientSeeds[0]!.name;
    const [client] = (
      await must<{ clientOptions: { id: string; customerName: string }[] }>(
        'query ($keyword: String) { clientOptions(keyword: $keyword) { id customerName } }',
        { keyword: known },
        admin,
      )
    ).clientOptions;
    const { statementReceivableAging: alone } = await must<{
      statementReceivableAging: { items: AgingRow[] };
    }>(AGING, { filter: { asOf, clientId: client!.id }, pageSize: 10 }, token);
    expect(alone.items).toHaveLength(1);
    const mine = alone.items[0]!;
    expect(fen(mine.outstandingCny)).toBeGreaterThan(0);
    expect(data.find((r) => r[0] === known)).toEqual([
      known,
      String(mine.lineCount),
      mine.days0To30,
      mine.days31To60,
      mine.days61To90,
      mine.daysOver90,
      mine.outstandingCny,
    ]);
  });

  it("runs README's five lines: each client's outstanding 应收 as the report answers it", async () => {
    const run = await example('quickstart', []);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { statementReceivableAging: report } = await must<{
      statementReceivableAging: { total: number; items: AgingRow[] };
    }>(AGING, { pageSize: 500 }, token);
    expect(run.stdout.trim().split('\n')).toEqual([
      ...report.items.map((r) => `${r.clientName} ${r.outstandingCny} 元`),
      `${report.total} / ${report.total} 个客户`,
    ]);
  });

  it('writes the monthly profit (业务统计) to CSV, every month and order type', async () => {
    const file = path.join(outDir, 'profit.csv');
    const run = await example('profit', ['--out', file]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rows = parseCsv(await readFile(file, 'utf8'));
    expect(rows[0]).toEqual([
      '月份',
      '业务类型',
      '订单数',
      '应收（人民币元）',
      '应付（人民币元）',
      '利润（人民币元）',
    ]);
    const { statementBusiness: report } = await must<{
      statementBusiness: {
        total: number;
        items: Record<string, string | number>[];
        totals: { orderCount: number; profitCny: string };
      };
    }>(
      `{ statementBusiness(pageSize: 500) { total
          items { month orderTypeName orderCount receivableCny payableCny profitCny }
          totals { orderCount profitCny } } }`,
      {},
      token,
    );
    const data = rows.slice(1);
    expect(report.total).toBeGreaterThan(1);
    expect(data).toHaveLength(report.total);
    expect(data).toEqual(
      report.items.map((r) => [
        r.month,
        r.orderTypeName,
        String(r.orderCount),
        r.receivableCny,
        r.payableCny,
        r.profitCny,
      ]),
    );
    expect(data.every((r) => /^\d{4}-\d{2}$/.test(r[0]!))).toBe(true);
    expect(data.reduce((sum, r) => sum + Number(r[2]), 0)).toBe(report.totals.orderCount);
    expect(data.reduce((sum, r) => sum + fen(r[5]), 0)).toBe(fen(report.totals.profitCny));
    expect(run.stdout).toContain(`利润合计 ${report.totals.profitCny} 元（人民币）`);
  });

  it('exports every order of the five types page by page through one list, in a heap smaller than the file', async () => {
    // What each list answers as its total, read through GraphQL with the same token.
    const lists = await must<Record<string, { total: number }>>(
      `{ oceanExportOrders(pageSize: 1) { total } oceanImportOrders(pageSize: 1) { total }
         airExportOrders(pageSize: 1) { total } airImportOrders(pageSize: 1) { total }
         domesticTradeOrders(pageSize: 1) { total } }`,
      {},
      token,
    );
    const totals: Record<string, number> = {
      海运出口: lists.oceanExportOrders!.total,
      海运进口: lists.oceanImportOrders!.total,
      空运出口: lists.airExportOrders!.total,
      空运进口: lists.airImportOrders!.total,
      内贸业务: lists.domesticTradeOrders!.total,
    };
    const file = path.join(outDir, 'orders.csv');
    const run = await example('orders', ['--page-size', String(PAGE_SIZE), '--out', file], {
      NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}`,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // The remarks alone, held at two bytes a character, would not fit in the heap the export ran
    // in; the file it wrote is twice that heap.
    expect(BULK_ORDERS * REMARK.length * 2).toBeGreaterThan(1.25 * HEAP_LIMIT_MB * 1024 * 1024);
    const { size } = await stat(file);
    expect(size).toBeGreaterThan(2 * HEAP_LIMIT_MB * 1024 * 1024);

    const rows = parseCsv(await readFile(file, 'utf8')).slice(1);
    expect(totals.海运出口).toBeGreaterThan(BULK_ORDERS);
    for (const [typeName, total] of Object.entries(totals)) {
      expect(total).toBeGreaterThan(0);
      expect(rows.filter((r) => r[0] === typeName)).toHaveLength(total);
    }
    const all = Object.values(totals).reduce((a, b) => a + b, 0);
    expect(rows).toHaveLength(all);
    // Every order once: no page read twice or skipped.
    expect(new Set(rows.map((r) => r[1])).size).toBe(all);
    expect(rows.filter((r) => r[10]!.startsWith(REMARK))).toHaveLength(BULK_ORDERS);
    expect(run.stdout).toContain(`已写入 ${file}：${all} 行`);
    // One list over the five types, so the pages are those of the sum.
    const pages = Math.ceil(all / PAGE_SIZE);
    expect(run.stdout).toContain(`共 ${pages} 页（每页最多 ${PAGE_SIZE} 行），${all} 个订单`);
  }, 300_000);

  it('asks for at most the largest page rest answers', async () => {
    const file = path.join(outDir, 'capped.csv');
    const run = await example('aging', ['--out', file, '--page-size', '100000']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/已写入 .*：\d+ 行/);
    const bad = await example('aging', ['--out', file, '--page-size', '0']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('每页行数应为正整数');
  });

  it('waits as Retry-After says on 429 RATE_LIMITED and retries, a bounded number of times', async () => {
    // In front of the gateway: the first `limited` GraphQL requests answer as a token past its
    // limit does (429, Retry-After: 1, RATE_LIMITED); the others go through.
    const front = async (limited: number) => {
      let seen = 0;
      const target = new URL(stack.graphqlUrl);
      const server = http.createServer((req, res) => {
        seen += 1;
        if (seen <= limited) {
          req.resume();
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
          res.end(
            JSON.stringify({
              errors: [
                {
                  message: '请求过于频繁：该 API 令牌每分钟最多 120 次请求，请 1 秒后重试',
                  extensions: { code: 'RATE_LIMITED' },
                },
              ],
            }),
          );
          return;
        }
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: req.url,
            method: req.method,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        req.pipe(upstream);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://127.0.0.1:${port}`,
        seen: () => seen,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    };

    const twice = await front(2);
    try {
      const file = path.join(outDir, 'retried.csv');
      const run = await example('profit', ['--out', file], {}, twice.url);
      expect(run.code).toBe(0);
      expect(run.stderr.match(/等待 1 秒后重试/g)).toHaveLength(2);
      expect(run.stdout).toMatch(/已写入 .*：\d+ 行/);
    } finally {
      await twice.close();
    }

    const always = await front(Number.POSITIVE_INFINITY);
    try {
      const run = await example(
        'profit',
        ['--out', path.join(outDir, 'never.csv')],
        {},
        always.url,
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('请求过于频繁');
      expect(run.stderr).toContain('RATE_LIMITED');
      // The first try and four retries, then it gives up.
      expect(always.seen()).toBe(5);
    } finally {
      await always.close();
    }
  });
});
