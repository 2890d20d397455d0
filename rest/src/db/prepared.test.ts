import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { kyselyOverPostgres } from './index.ts';
import { PreparedStatements } from './prepared.ts';

describe('which statements run prepared', () => {
  it('a data statement from its third time on, under one name', () => {
    const prepared = new PreparedStatements();
    const text = 'select id from tb_file where order_code = $1';
    expect(prepared.nameOf(text)).toBeUndefined();
    expect(prepared.nameOf(text)).toBeUndefined();
    const name = prepared.nameOf(text);
    expect(name).toMatch(/^rest_[0-9a-f]{24}$/);
    expect(prepared.nameOf(text)).toBe(name);
    expect(prepared.nameOf('select id from tb_file where id = $1')).toBeUndefined();
  });

  it('never transaction control, and no more texts than its bound', () => {
    const prepared = new PreparedStatements(1, 2);
    expect(prepared.nameOf('begin')).toBeUndefined();
    expect(prepared.nameOf('commit')).toBeUndefined();
    expect(prepared.nameOf('select 1')).toBeDefined();
    expect(prepared.nameOf('update t set a = $1')).toBeDefined();
    expect(prepared.nameOf('delete from t where id = $1')).toBeUndefined();
    expect(prepared.size).toBe(2);
  });

  it('a union of parenthesised selects, but not a parenthesised command', () => {
    const prepared = new PreparedStatements(1);
    expect(prepared.nameOf('(select 1 as a) union all (select 2 as a)')).toBeDefined();
    expect(prepared.nameOf('\n  ((select $1::text as side))')).toBeDefined();
    expect(prepared.nameOf('(begin)')).toBeUndefined();
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('runs a repeated statement prepared, with each call its own values', async () => {
    const opened = kyselyOverPostgres(process.env.DATABASE_URL ?? '', 1);
    try {
      for (let i = 0; i < 5; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(opened.db);
        expect(rows).toEqual([{ n: i + 1 }]);
      }
      const { rows } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements`.execute(opened.db);
      expect(rows.map((r) => r.statement)).toContain('select $1::int + 1 as n');
    } finally {
      await opened.close();
    }
  });

  it('a refused statement fails with PostgreSQL’s error, prepared or not, and the connection goes on', async () => {
    const opened = kyselyOverPostgres(process.env.DATABASE_URL ?? '', 1);
    try {
      // From its third run on, the same text runs prepared (PREPARE_AFTER).
      for (let i = 0; i < 4; i++) {
        const refused = sql`select 1 / ${0}::int as n`.execute(opened.db);
        await expect(refused).rejects.toMatchObject({ code: '22012' });
      }
      const { rows } = await sql<{ n: number }>`select 2 as n`.execute(opened.db);
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await opened.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('a connection to PostgreSQL', () => {
  it('starts parallel workers only for costly queries, on every connection of the pool', async () => {
    const opened = kyselyOverPostgres(process.env.DATABASE_URL ?? '', 2);
    try {
      // Two transactions at once hold the pool's two connections.
      const costs = await Promise.all(
        [0, 1].map(() =>
          opened.db.transaction().execute(async (trx) => {
            const { rows } = await sql<{ cost: string; pid: number }>`
              select current_setting('parallel_setup_cost') as cost, pg_backend_pid() as pid
            `.execute(trx);
            await sql`select pg_sleep(0.05)`.execute(trx);
            return rows[0];
          }),
        ),
      );
      expect(new Set(costs.map((c) => c?.pid)).size).toBe(2);
      expect(costs.map((c) => c?.cost)).toEqual(['20000', '20000']);
    } finally {
      await opened.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('a connection PostgreSQL ends', () => {
  it('is said in one line, and the next statement runs on a new one', async () => {
    const opened = kyselyOverPostgres(process.env.DATABASE_URL ?? '', 1);
    const said: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      said.push(args);
    });
    try {
      const pid = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db)).rows[0]!
          .pid;
      const first = await pid();
      // As an administrator (or a restart) ends it while it waits in the pool.
      const other = kyselyOverPostgres(process.env.DATABASE_URL ?? '', 1);
      try {
        await sql`select pg_terminate_backend(${first}::int)`.execute(other.db);
      } finally {
        await other.close();
      }
      await vi.waitFor(() => expect(said.length).toBeGreaterThan(0));
      expect(said[0]).toHaveLength(1);
      expect(said[0]![0]).toMatch(/^PostgreSQL 连接池错误：.*（57P01）$/);
      expect(await pid()).not.toBe(first);
    } finally {
      spy.mockRestore();
      await opened.close();
    }
  });
});
