// The bulk runner on a real rest and database: a row refused by a rule keeps nothing it wrote,
// the other rows commit; a fault rolls the whole chunk back; a repeated key answers the first
// results; only the rows done are in the action log.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { callRest, loginAs, startTestRest } from '../testing/index.ts';
import type { TestRest } from '../testing/index.ts';
import { bulkKeys, runBulk } from './bulk.ts';
import type { BulkAnswer } from './bulk.ts';
import { DomainError } from './errors.ts';
import { route } from './route.ts';
import { declareScope } from './scopes.ts';

let rest: TestRest;
/** An app on the same database with the probe route. */
let app: FastifyInstance;
let token: string;
const PATH = 'bulkProbe/updateThingBulk';

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  await sql`create table bulk_probe (id int primary key, v text not null, w text not null)`.execute(
    rest.db,
  );
  app = await buildApp({ db: rest.db, config: rest.config });
  declareScope(PATH, 'organisation');
  // Each row writes v, then w; a row of id 3 is refused after its first write, a row of id 66
  // fails as a fault would.
  route(app, PATH, { permission: 'open' }, async (ctx) => {
    const keys = await bulkKeys(ctx.body, 'ids', 'int', '记录', () => Promise.resolve([]));
    const to = String(ctx.body.to);
    return runBulk(ctx, PATH, keys, async (key, rc) => {
      const id = Number(key);
      const { numAffectedRows } = await sql`update bulk_probe set v = ${to}
        where id = ${id} and v <> ${to}`
        .execute(rc.trx)
        .then((r) => ({ numAffectedRows: Number(r.numAffectedRows ?? 0) }));
      if (numAffectedRows === 0) return 'unchanged';
      if (id === 3) throw new DomainError(422, '第 3 行被规则拒绝');
      if (id === 66) throw new Error('磁盘故障');
      await sql`update bulk_probe set w = ${to} where id = ${id}`.execute(rc.trx);
      rc.audit({ table: 'bulk_probe', recordKey: id, before: { v: 'a' }, after: { v: 'b' } });
      return 'done';
    });
  });
  await app.ready();
  token = await loginAs(app);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await rest?.close();
});

async function reset() {
  await sql`delete from bulk_probe`.execute(rest.db);
  await sql`insert into bulk_probe (id, v, w)
    select g, 'old', 'old' from generate_series(1, 5) g
    union all select 66, 'old', 'old'`.execute(rest.db);
}

async function rows() {
  const { rows: found } = await sql<{ id: number; v: string; w: string }>`select id, v, w
    from bulk_probe order by id`.execute(rest.db);
  return found.map((r) => `${r.id}:${r.v}/${r.w}`);
}

function call(fields: Record<string, unknown>, key?: string) {
  return callRest<BulkAnswer>(
    app,
    PATH,
    { token, ...fields },
    { encoding: 'json', ...(key ? { headers: { 'idempotency-key': key } } : {}) },
  );
}

describe('a bulk call', () => {
  it('answers each row; a refused row keeps nothing it wrote, the others commit', async () => {
    await reset();
    const { body } = await call({ ids: [1, 2, 3, 4], to: 'new' });
    expect(body.status).toBe(200);
    expect(body.data).toEqual({
      total: 4,
      done: 3,
      unchanged: 0,
      refused: 1,
      results: [
        { key: '1', outcome: 'done' },
        { key: '2', outcome: 'done' },
        { key: '3', outcome: 'refused', message: '第 3 行被规则拒绝' },
        { key: '4', outcome: 'done' },
      ],
    });
    expect(await rows()).toEqual([
      '1:new/new',
      '2:new/new',
      '3:old/old',
      '4:new/new',
      '5:old/old',
      '66:old/old',
    ]);
    const { rows: logged } = await sql<{ key: string }>`select record_key as "key"
      from sys_action_log where controller = 'bulkProbe' order by id`.execute(rest.db);
    expect(logged.map((l) => l.key)).toEqual(['1', '2', '4']);
  });

  it('repeated without a key leaves the same state: rows already done are unchanged', async () => {
    const { body } = await call({ ids: [1, 2, 5], to: 'new' });
    expect(body.data.results.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'done']);
  });

  it('repeated with its idempotency key answers the first results and writes nothing', async () => {
    await reset();
    const first = await call({ ids: [1, 2], to: 'again' }, 'bulk-probe-key-1');
    expect(first.body.data.done).toBe(2);
    await sql`update bulk_probe set v = 'old', w = 'old'`.execute(rest.db);
    const second = await call({ ids: [1, 2], to: 'again' }, 'bulk-probe-key-1');
    expect(second.body).toEqual(first.body);
    expect(await rows()).toContain('1:old/old');
    const other = await call({ ids: [1], to: 'else' }, 'bulk-probe-key-1');
    expect(other.body.status).toBe(422);
  });

  it('rolls the whole chunk back on a fault: no row of it is written', async () => {
    await reset();
    const { body } = await call({ ids: [1, 66, 2], to: 'new' });
    expect(body.status).toBe(500);
    expect(await rows()).toEqual([
      '1:old/old',
      '2:old/old',
      '3:old/old',
      '4:old/old',
      '5:old/old',
      '66:old/old',
    ]);
  });

  it('refuses a call without rows, or with malformed ones, before any row', async () => {
    expect((await call({ to: 'new' })).body).toMatchObject({
      status: 400,
      data: [{ message: '请选择记录' }],
    });
    expect((await call({ ids: [1, 'x'], to: 'new' })).body.status).toBe(400);
    expect((await call({ ids: [1], filter: {}, to: 'new' })).body.status).toBe(400);
  });
});
