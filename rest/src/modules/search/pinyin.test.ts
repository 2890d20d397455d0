// Pinyin initials of client and supplier names (migration 0042): the database computes them from
// the name on every write and for the rows already there, and the search's lookups of them can
// use their indexes. On PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';

let rest: TestRest;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
}, 180_000);
afterAll(async () => {
  await rest?.close();
});

const initials = async (name: string | null) => {
  const { rows } = await sql<{ i: string | null }>`select pinyin_initials(${name}) as i`.execute(
    rest.db,
  );
  return rows[0]?.i;
};

describe('pinyin initials', () => {
  it('take each Chinese character’s initial, keep letters and digits, drop the rest', async () => {
    expect(await initials('上海海运国际物流有限公司')).toBe('shhygjwlyxgs');
    expect(await initials('宁波 ABC-12 贸易（集团）')).toBe('nbabc12myjt');
    expect(await initials('')).toBe('');
    expect(await initials(null)).toBeNull();
  });

  it('are there for every client and supplier already stored', async () => {
    for (const [table, name] of [
      ['tb_customer', 'customer_name'],
      ['tb_supplier', 'supplier_name'],
    ] as const) {
      const { rows } = await sql<{ n: number; missing: number }>`select count(*)::int as n,
        count(*) filter (where name_initials is distinct from pinyin_initials(${sql.ref(name)}))::int
          as missing
        from ${sql.table(table)}`.execute(rest.db);
      expect(rows[0]?.n, table).toBeGreaterThan(0);
      expect(rows[0]?.missing, table).toBe(0);
    }
  });

  it('follow a change of the name, whatever writes it', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select id from tb_customer order by id limit 1`.execute(rest.db);
    const id = rows[0]?.id;
    await sql`update tb_customer set customer_name = '深圳海洋航运' where id = ${id}`.execute(
      rest.db,
    );
    const after = await sql<{ i: string }>`select name_initials as i from tb_customer
      where id = ${id}`.execute(rest.db);
    expect(after.rows[0]?.i).toBe('szhyhy');
  });

  it('are looked up by their indexes, equal and containing', async () => {
    // The demo tables are small enough for a scan; with scans off the plan shows an index fits.
    await rest.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = async (where: ReturnType<typeof sql>) => {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from tb_supplier
          where ${where}`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      expect(await plan(sql`name_initials in ('shhy', 'SHHY')`)).toMatch(
        /tb_supplier_name_initials_idx/,
      );
      const trigrams = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(trx);
      if (trigrams.rows.length > 0) {
        expect(await plan(sql`name_initials ilike '%hyw%'`)).toMatch(
          /tb_supplier_name_initials_trgm_idx/,
        );
      }
    });
  });
});
