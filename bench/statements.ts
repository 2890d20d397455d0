// Times the first page (10 rows, with totals and chart) of every statement through rest, on the
// demo company and, with --database, on a large database, and prints both with their ratio; then
// streams full exports (the largest report, and the ocean export order list) over HTTP and watches
// the process's memory while it does.
//
// `node --import tsx bench/statements.ts [rounds] [--database=<postgres url>] [--no-demo]
//  [--export=<key>] [--format=xlsx|csv] [--no-export] [--export-only] [--no-list-export]`
// The median per report. The demo company is the PGlite test snapshot, or with DATABASE_URL a
// fresh PostgreSQL clone of the seeded template; --database opens that existing database as it is
// (migrated first, e.g. the 100,000-order database made by `npm run generate`). Exports run on the
// large database when given, else on the demo.
import { statements } from '../model/statements/index.ts';
import { oceanExport } from '../model/orders/index.ts';
import { callRest, loginAs, startTestRest } from '../rest/src/testing/index.ts';
import type { TestRest } from '../rest/src/testing/index.ts';

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const rounds = Number(args.find((a) => !a.startsWith('--')) ?? 5);
const database = option('database') ?? process.env.BENCH_DATABASE_URL;
const format = option('format') === 'csv' ? 'csv' : 'xlsx';
const exportOnly = args.includes('--export-only');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

interface Timed {
  rows: number;
  ms: number;
}

async function timeReports(rest: TestRest, token: string, label: string) {
  const page = (key: string) =>
    callRest<{ total: number }>(
      rest.app,
      `statement/${key}`,
      { token, pageSize: 10 },
      { encoding: 'json' },
    );
  // One pass over every report first: the engine's caches and plans warm up before timing.
  for (const decl of statements) await page(decl.key);
  console.log(`报表首页耗时（中位数，${rounds} 次）：${label}`);
  const timed = new Map<string, Timed>();
  for (const decl of statements) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const res = await page(decl.key);
      if (res.body.status !== 200) throw new Error(`${decl.key}: ${JSON.stringify(res.body)}`);
      rows = res.body.data.total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = times[Math.floor(times.length / 2)] ?? 0;
    timed.set(decl.key, { rows, ms });
    console.log(`${decl.route}\t${decl.title}\t${rows} 行\t${ms.toFixed(0)} ms`);
  }
  return timed;
}

/** Reads a download link's file over HTTP as the browser does, sampling RSS meanwhile. */
async function streamed(rest: TestRest, token: string, path: string, fields: object) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const link = await callRest<{ url: string }>(
    rest.app,
    path,
    { token, format, ...fields },
    { encoding: 'json' },
  );
  if (link.body.status !== 200) throw new Error(`${path}: ${JSON.stringify(link.body)}`);
  const response = await fetch(`${rest.url}${link.body.data.url}`);
  if (!response.ok || !response.body) throw new Error(`导出失败：${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    const data = chunk as Uint8Array;
    bytes += data.byteLength;
    if (format === 'csv') for (const b of data) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { bytes, seconds, before, peak, lines: format === 'csv' ? lines - 1 : undefined };
}

function printExport(what: string, rows: number, r: Awaited<ReturnType<typeof streamed>>) {
  const counted = r.lines ?? rows;
  console.log(
    `完整导出 ${what}（${format}）：${counted} 行，${mb(r.bytes)}，${r.seconds.toFixed(1)} s，` +
      `${(counted / r.seconds).toFixed(0)} 行/s；RSS 导出前 ${mb(r.before)}，峰值 ${mb(r.peak)}` +
      `（+${mb(r.peak - r.before)}）`,
  );
}

async function exports(rest: TestRest, token: string, timed: Map<string, Timed> | null) {
  const key =
    option('export') ??
    [...(timed ?? new Map<string, Timed>()).entries()].sort(
      (a, b) => b[1].rows - a[1].rows,
    )[0]?.[0];
  const decl = statements.find((d) => d.key === key);
  if (!decl) throw new Error(`没有报表 ${key}`);
  const total = async () =>
    (
      await callRest<{ total: number }>(
        rest.app,
        `statement/${decl.key}`,
        { token, pageSize: 1 },
        { encoding: 'json' },
      )
    ).body.data.total;
  const rows = timed?.get(decl.key)?.rows ?? (await total());
  printExport(decl.title, rows, await streamed(rest, token, `statement/${decl.key}Export`, {}));
  if (!args.includes('--no-list-export') && oceanExport.listExport) {
    const path = `${oceanExport.controller}/${oceanExport.listExport}`;
    const count = await callRest<{ total: number }>(
      rest.app,
      `${oceanExport.controller}/pageAll`,
      { token, pageSize: 1 },
      { encoding: 'json' },
    );
    printExport(
      `${oceanExport.label}订单列表`,
      count.body.data.total,
      await streamed(rest, token, path, {}),
    );
  }
}

async function run(label: string, existing: string | undefined, withExports: boolean) {
  const rest = await startTestRest(existing ? { existingDatabaseUrl: existing } : {});
  try {
    const token = await loginAs(rest.app);
    const timed = exportOnly ? null : await timeReports(rest, token, label);
    if (withExports && !args.includes('--no-export')) await exports(rest, token, timed);
    return timed;
  } finally {
    await rest.close();
  }
}

const demo = args.includes('--no-demo')
  ? null
  : await run(
      process.env.DATABASE_URL ? '演示数据（PostgreSQL）' : '演示数据（PGlite）',
      undefined,
      !database,
    );
const scale = database ? await run(database, database, true) : null;

if (demo && scale) {
  console.log('\n报表\t演示 ms\t大库 ms\t倍数\t演示行数\t大库行数');
  for (const decl of statements) {
    const d = demo.get(decl.key);
    const s = scale.get(decl.key);
    if (!d || !s) continue;
    console.log(
      `${decl.title}\t${d.ms.toFixed(0)}\t${s.ms.toFixed(0)}\t${(s.ms / Math.max(d.ms, 1)).toFixed(1)}×` +
        `\t${d.rows}\t${s.rows}`,
    );
  }
}
