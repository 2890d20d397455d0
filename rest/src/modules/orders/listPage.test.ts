// The order list's page (the page's rows with their references' names, and the total, read with
// the kept count or a count beside it) answers exactly what the whole list answers: the same rows
// in the same order, each with the same fields in the same order, and the same total, for every
// order type, filtered, sorted and paged. The export reads the list's columns of the same rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Body } from '../../http/body.ts';
import { startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { listBatches, listFields, listForExport, pageOrders } from './engine.ts';
import type { Row } from './engine.ts';

let rest: TestRest;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
});

afterAll(async () => {
  await rest?.close();
});

/** The organisation with most orders of the type, and one of its orders. */
async function sample(decl: OrderTypeDecl) {
  const { rows } = await sql<{ orgId: number; orderCode: string; clientId: number | null }>`
    select org_id as "orgId", order_code as "orderCode", client_id as "clientId"
    from ${sql.id(decl.table)}
    where org_id = (select org_id from ${sql.id(decl.table)} group by 1 order by count(*) desc limit 1)
    order by id limit 1`.execute(rest.db);
  return rows[0];
}

/** Every row of the filtered list with every field, in its order. */
function wholeList(decl: OrderTypeDecl, orgId: number, body: Body): Promise<Row[]> {
  return listForExport(rest.db, decl, orgId, body, 0, 1_000_000);
}

/** The list as the export reads it off its cursor: the list's columns of every row. */
async function exported(decl: OrderTypeDecl, orgId: number, body: Body): Promise<Row[]> {
  const all: Row[] = [];
  for await (const batch of listBatches(rest.db, decl, orgId, body)) all.push(...batch);
  return all;
}

function only(row: Row, names: readonly string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => names.includes(k)));
}

describe.each(orderTypes.map((t) => [t.name, t] as const))('%s list page', (_name, decl) => {
  it('answers the rows, fields, order and total the whole list answers', async () => {
    const found = await sample(decl);
    expect(found, '演示数据里应有这种订单').toBeDefined();
    const { orgId, orderCode, clientId } = found!;
    const otherColumn = decl.listColumns.find((c) => c !== 'orderCode') ?? 'orderCode';
    const searches: Body[] = [
      {},
      { pageSize: 2 },
      { pageSize: 2, pageNum: 2 },
      { orderCode: orderCode.slice(-4) },
      ...(clientId === null ? [] : [{ clientId, pageSize: 3 }]),
      { sortField: otherColumn, orderBy: '0', pageSize: 3 },
      { sortField: otherColumn, orderBy: '1', pageSize: 3, pageNum: 2 },
      { orderCode: '不存在的订单号' },
      { pageSize: 5, pageNum: 1000 },
      // Filtered: a full page counts the rows, a page that ends the list is its own total, and
      // a page past the end counts them.
      { orderCode: orderCode.slice(0, 2), pageSize: 2 },
      { orderCode: orderCode.slice(0, 2), pageSize: 2, pageNum: 2 },
      { orderCode: orderCode.slice(-4), pageSize: 1 },
      { orderCode: orderCode.slice(-4), pageSize: 1, pageNum: 2 },
      { orderCode: orderCode.slice(-4), pageSize: 5, pageNum: 1000 },
    ];
    for (const search of searches) {
      const whole = await wholeList(decl, orgId, search);
      const pageSize = Number(search.pageSize ?? 50);
      const offset = (Number(search.pageNum ?? 1) - 1) * pageSize;
      const expected = whole.slice(offset, offset + pageSize);

      const page = await pageOrders(rest.db, decl, orgId, search);
      expect(page.total, JSON.stringify(search)).toBe(whole.length);
      // Key order too: the answer's JSON is the same text.
      expect(JSON.stringify(page.list), JSON.stringify(search)).toBe(JSON.stringify(expected));
      expect(await listForExport(rest.db, decl, orgId, search, offset, pageSize)).toEqual(expected);

      const columns = listFields(decl).map((f) => f.name);
      // The export: the same rows in the same order, each with the list's columns as the whole
      // row answers them.
      const file = await exported(decl, orgId, search);
      expect(file).toHaveLength(whole.length);
      file.forEach((row, i) => {
        expect(Object.keys(row)).toEqual(expect.arrayContaining(columns));
        expect(row).toEqual(only(whole[i] ?? {}, Object.keys(row)));
      });
      const listOnly = await pageOrders(rest.db, decl, orgId, { ...search, columns: 'list' });
      expect(listOnly.total).toBe(whole.length);
      expect(listOnly.list).toHaveLength(expected.length);
      listOnly.list.forEach((row, i) => {
        expect(Object.keys(row)).toEqual(expect.arrayContaining(columns));
        // The list columns with their names and codes, as the whole row answers them.
        expect(row).toEqual(only(expected[i] ?? {}, Object.keys(row)));
      });
    }
    // The unfiltered list is not empty here, so the comparisons above compared rows.
    expect((await wholeList(decl, orgId, {})).length).toBeGreaterThan(0);
  });
});
