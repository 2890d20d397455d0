// The order engine's shared suite: every declared order type, driven by its declaration alone —
// create, every node, fee lines and their approval, every document (a real xlsx and pdf holding
// the order code), complete, back, cancel — and the refusals each node owes (required fields,
// unknown codes and records, negative weights, another organisation's order), nothing
// half-written. Values come from the demo data the declaration's fields point at.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, entity } from '../../../../model/masterData/index.ts';
import type { Field } from '../../../../model/masterData/index.ts';
import { airImport, oceanImport, orderTypes } from '../../../../model/orders/index.ts';
import type { OrderNode, OrderSubList, OrderTypeDecl } from '../../../../model/orders/index.ts';
import { DEMO_AIR_IMPORT_ORDERS, DEMO_OCEAN_IMPORT_ORDERS } from '../../db/seed/importOrders.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { pdfText } from '../fees/testSupport.ts';

let rest: TestRest;
let token: string;
let orgId: number;
let adminId: number;
let ningboToken: string;

type Body = Record<string, unknown>;

async function call<T = unknown>(path: string, fields: Body = {}, as = token) {
  return (await callRest<T>(rest.app, path, { token: as, ...fields })).body;
}

async function ok<T = unknown>(path: string, fields: Body = {}): Promise<T> {
  const body = await call<T>(path, fields);
  expect(body.status, `${path} ${JSON.stringify(body.data)}`).toBe(200);
  return body.data;
}

async function one<T>(query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(rest.db);
  const row = rows[0];
  if (!row) throw new Error('demo data missing');
  return row;
}

const DATE = '2026-03-10';

/** A value the field accepts, from the demo data where it points at a record or a code. */
async function sampleOf(field: Field): Promise<unknown> {
  switch (field.kind) {
    case 'string':
    case 'text': {
      if (field.example) return field.example;
      if (field.pattern === 'digits') return '2'.repeat(field.min ?? Math.min(field.max, 8));
      if (field.pattern === 'email') return 'ops@huatong.example.com';
      if (field.pattern === 'phoneOrFax') return '021-58881234';
      if (field.pattern === 'alnum') return 'AB12345678'.slice(0, field.max);
      return `${field.label}测试`.slice(0, field.max);
    }
    case 'int':
      return Math.max(field.min ?? 0, 3);
    case 'decimal':
      return '12.5';
    case 'date':
      return DATE;
    case 'flag':
      // A draft keeps the draft status whatever is saved: the flow saves a real order.
      return (field.values ?? ['Y', 'N'])[field.name === 'isDraft' ? 1 : 0];
    case 'dict': {
      const row = await one(sql<{ code: string }>`select dict_code as code from tb_dict
        where category_code = ${field.category} order by sort_id, id limit 1`);
      return row.code;
    }
    case 'user':
      return adminId;
    case 'ref': {
      const target = entity(field.entity);
      const filter = (field as { refFilter?: { field: string; code: string } }).refFilter;
      const filterField = filter && target.fields.find((x) => x.name === filter.field);
      const row = await one(sql<{ id: number }>`select t.id from ${sql.id(target.table)} t
        where ${target.scope === 'global' ? sql`true` : sql`t.org_id = ${orgId}`}
        and ${
          filterField
            ? sql`(',' || t.${sql.id(columnOf(filterField))} || ',') like ${`%,${filter.code},%`}`
            : sql`true`
        } order by t.id limit 1`);
      return row.id;
    }
    default:
      return undefined;
  }
}

/** Fields a sibling reference fills (goodsNo from the HS code): left for the server. */
function filledBySibling(fields: readonly Field[]): Set<string> {
  return new Set(fields.flatMap((x) => Object.keys((x as { fill?: object }).fill ?? {})));
}

async function sampleRow(sub: OrderSubList): Promise<Body> {
  const row: Body = {};
  const skip = filledBySibling(sub.fields);
  for (const field of sub.fields)
    if (!skip.has(field.name)) row[field.name] = await sampleOf(field);
  for (const list of sub.jsonLists ?? []) {
    const item: Body = {};
    for (const field of list.fields) item[field.name] = await sampleOf(field);
    row[list.name] = JSON.stringify([item]);
  }
  return row;
}

/** A full save of the node: each of its fields and one row of each of its sub-lists. */
async function sampleNode(decl: OrderTypeDecl, node: OrderNode): Promise<Body> {
  const body: Body = {};
  for (const name of node.fields) {
    const field = decl.fields.find((x) => x.name === name);
    if (field) body[name] = await sampleOf(field);
  }
  for (const name of node.subLists ?? []) {
    const sub = decl.subLists.find((s) => s.name === name);
    if (sub) body[name] = JSON.stringify([await sampleRow(sub)]);
  }
  return body;
}

const decimalField = (decl: OrderTypeDecl, node: OrderNode) =>
  node.fields.map((n) => decl.fields.find((x) => x.name === n)).find((x) => x?.kind === 'decimal');
const dictField = (decl: OrderTypeDecl, node: OrderNode) =>
  node.fields.map((n) => decl.fields.find((x) => x.name === n)).find((x) => x?.kind === 'dict');

async function xlsxText(buffer: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        cells.push(cell.text);
      }),
    ),
  );
  return cells.join('\n');
}

/** The document behind a download call: its signed link fetched. */
async function download(path: string, orderCode: string): Promise<Buffer> {
  const link = await ok<{ url: string }>(path, { orderCode });
  const file = await rest.app.inject({ method: 'GET', url: link.url });
  expect(file.statusCode, path).toBe(200);
  return file.rawPayload;
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  ningboToken = await loginAs(rest.app, '13800000004');
  orgId = (
    await one(sql<{ id: number }>`select id from tb_organization where org_name like '上海%'
      order by id limit 1`)
  ).id;
  adminId = (
    await one(sql<{ id: number }>`select id from tb_sys_user where mobile = '13800000000'`)
  ).id;
}, 120_000);
afterAll(() => rest?.close());

describe.each(orderTypes.map((t) => [t.label, t] as const))(
  '%s on the order engine',
  (_l, decl) => {
    const c = (action: string) => `${decl.controller}/${action}`;
    const first = decl.nodes[0] as OrderNode;
    const formNodes = decl.nodes.slice(1).filter((n) => n.fields.length || n.subLists?.length);

    /** Where the progress bar stands once `node` is the furthest saved node. */
    const stepAfter = (node: OrderNode): string =>
      decl.stepAfterSave === 'next'
        ? (decl.nodes[decl.nodes.indexOf(node) + 1] ?? node).code
        : node.code;

    async function create(): Promise<string> {
      return ok<string>(c(decl.createAction), await sampleNode(decl, first));
    }

    it('create → every node → fees and approval → documents → complete → back → cancel', async () => {
      const code = await create();
      expect(code.startsWith(decl.orderCode.prefix)).toBe(true);
      for (const node of formNodes) {
        const body = await sampleNode(decl, node);
        expect(await ok(c(node.save), { orderCode: code, ...body })).toBe(code);
        const order = await ok<Body>(c('findByPK'), { orderCode: code });
        for (const name of node.fields) {
          const field = decl.fields.find((x) => x.name === name);
          if (field?.kind === 'string') expect(order[name], name).toBe(body[name]);
        }
        for (const name of node.subLists ?? []) {
          expect(order[name], name).toHaveLength(1);
        }
        if (node.status) expect(order.status).toBe(node.status);
        expect(order.step).toBe(stepAfter(node));
      }
      const order = await ok<Body>(c('findByPK'), { orderCode: code });
      for (const [name, value] of Object.entries(decl.derive?.(order) ?? {})) {
        expect(order[name], name).toBe(value);
      }
      // A reference's fill: the goods row took its number and elements from the HS code.
      for (const sub of decl.subLists) {
        const filler = sub.fields.find((x) => (x as { fill?: object }).fill);
        const row = (order[sub.name] as Body[] | undefined)?.[0];
        if (!filler || !row || filler.kind !== 'ref') continue;
        const target = entity(filler.entity);
        const fill = (filler as { fill: Record<string, string> }).fill;
        const record = await one(sql<Body>`select * from ${sql.id(target.table)}
        where id = ${row[filler.name] as number}`);
        for (const [name, from] of Object.entries(fill)) {
          const source = target.fields.find((x) => x.name === from) as Field;
          expect(row[name], `${sub.name}.${name}`).toBe(record[columnOf(source)]);
        }
      }

      // Fees: a receivable line, submitted and approved; the fees node and the files node save.
      const fee = await one(sql<{ id: number }>`select id from tb_fee_type where org_id = ${orgId}
      and is_receivable = 'Y' order by id limit 1`);
      const batch = await callRest<{ YSList: { id: number; money: string; feeName: string }[] }>(
        rest.app,
        'tbAr/updateBatch',
        {
          token,
          orderCode: code,
          list: [
            {
              feeTypeId: fee.id,
              unitPrice: '880',
              quantity: '2',
              currency: '3',
              settlementUnit: order.clientId,
            },
          ],
        },
        { encoding: 'json' },
      );
      expect(batch.body.status, JSON.stringify(batch.body.data)).toBe(200);
      const line = batch.body.data.YSList[0];
      expect(line?.money).toBe('1760.00');
      for (const status of ['DSH', 'YSH']) {
        const approved = await callRest(
          rest.app,
          'tbAr/updateApproveStatus',
          { token, ids: [line?.id], approveStatus: status },
          { encoding: 'json' },
        );
        expect(approved.body.status, JSON.stringify(approved.body.data)).toBe(200);
      }
      for (const node of decl.nodes.filter((n) => !formNodes.includes(n) && n !== first)) {
        expect(await ok(c(node.save), { orderCode: code })).toBe(code);
      }

      // Every document, and the statements, are real files naming the order.
      const paths = [
        ...decl.documents.map((d) => ({ action: d.action, format: d.format })),
        { action: 'downloadAr', format: 'xlsx' },
        { action: 'querydownloadArPdf', format: 'pdf' },
      ];
      for (const { action, format } of paths) {
        const file = await download(c(action), code);
        if (format === 'pdf') {
          expect(file.subarray(0, 5).toString(), action).toBe('%PDF-');
          expect(pdfText(file), action).toContain(code);
        } else {
          expect(file.subarray(0, 2).toString(), action).toBe('PK');
          expect(await xlsxText(file), action).toContain(code);
        }
      }
      const empty = await call(c('downloadAp'), { orderCode: code });
      expect(empty).toEqual({ status: 404, data: [{ message: '暂无数据' }] });

      // Complete, back (reopens at its node), cancel; a cancelled order refuses saves.
      await ok(c('updateOperationStatus'), { orderCode: code, operationStatus: 'CZZT_CZWC' });
      const done = await ok<Body>(c('findByPK'), { orderCode: code });
      expect(done.status).toBe(decl.statuses.completed);
      const locked = await call(c(first.save), { orderCode: code, orderRemark: '改' });
      expect(locked.status).toBe(422);
      await ok(c(decl.backAction), { orderCode: code });
      const reopened = await ok<Body>(c('findByPK'), { orderCode: code });
      expect(reopened.operationStatus).toBe('CZZT_CSH');
      await ok(c(decl.backAction), { orderCode: code });
      const back = await ok<Body>(c('findByPK'), { orderCode: code });
      // One node fewer is done (the bar may stay put where it stands on the node after the saved).
      expect((back.doneNodes as string[]).length).toBe((reopened.doneNodes as string[]).length - 1);
      expect(back.step).toBe(
        stepAfter(
          decl.nodes.filter((n) => (back.doneNodes as string[]).includes(n.code)).at(-1) ?? first,
        ),
      );
      await ok(c('updateOperationStatus'), { orderCode: code, operationStatus: 'CZZT_QX' });
      const cancelled = await call(c(first.save), { orderCode: code });
      expect(cancelled).toEqual({
        status: 422,
        data: [expect.objectContaining({ message: '订单已取消，不能修改' })],
      });
    });

    it('list: 50 a page, newest first with flag 1, filters; copy; change order; delete', async () => {
      const code = await create();
      const page = await ok<{ list: Body[]; pageSize: number }>(c('pageAll'), {});
      expect(page.pageSize).toBe(50);
      const codes = page.list.map((r) => r.orderCode as string);
      expect([...codes].sort().reverse()).toEqual(codes);
      const found = await ok<{ list: Body[]; total: number }>(c('pageAll'), { orderCode: code });
      expect(found.total).toBe(1);
      expect(found.list[0]?.clientName).toBeTruthy();
      const copy = await ok<string>(c('insertCopy'), { orderCode: code });
      expect(copy).not.toBe(code);
      const copied = await ok<Body>(c('findByPK'), { orderCode: copy });
      expect(copied.clientId).toBeTruthy();
      expect(copied.step).toBe(stepAfter(first));
      await ok(c('delete'), { orderCode: copy });
      expect((await call(c('findByPK'), { orderCode: copy })).status).toBe(404);
      const ningbo = await one(sql<{ id: number }>`select id from tb_organization
      where org_name like '宁波%'`);
      if (decl.changeOrder === false) {
        // No organisation change for the type: the call does not exist.
        expect(
          (await call(c('insertChangeOrder'), { orderCode: code, orgId: ningbo.id })).status,
        ).toBe(404);
      } else {
        await ok(c('insertChangeOrder'), { orderCode: code, orgId: ningbo.id });
        expect((await call(c('findByPK'), { orderCode: code })).status).toBe(404);
        expect((await call(c('findByPK'), { orderCode: code }, ningboToken)).status).toBe(200);
      }
      if (decl.clientOrders) {
        const client = copied.clientId as number;
        const mine = await ok<Body[]>(c(decl.clientOrders), { clientId: client });
        expect(mine.every((o) => o.clientId === client)).toBe(true);
      }
    });

    it('refuses bad input per node with a Chinese message, nothing half-written', async () => {
      const missing = await call<{ message: string }[]>(c(decl.createAction), {
        ...(await sampleNode(decl, first)),
        clientId: '',
      });
      expect(missing).toMatchObject({ status: 400, data: [{ message: '请选择客户' }] });
      const code = await create();
      const before = await ok<Body>(c('findByPK'), { orderCode: code });
      for (const node of [first, ...formNodes]) {
        const body = await sampleNode(decl, node);
        const dict = dictField(decl, node);
        if (dict) {
          const bad = await call<{ message: string }[]>(c(node.save), {
            orderCode: code,
            ...body,
            [dict.name]: 'NO_SUCH_CODE',
          });
          expect(bad.status, node.code).toBe(400);
          expect(bad.data[0]?.message).toBe(`${dict.label}不存在：NO_SUCH_CODE`);
        }
        const weight = decimalField(decl, node);
        if (weight) {
          const bad = await call<{ message: string }[]>(c(node.save), {
            orderCode: code,
            ...body,
            [weight.name]: '-1',
          });
          expect(bad.status, node.code).toBe(400);
          expect(bad.data[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
        }
        for (const name of node.required ?? []) {
          if (node === first) continue;
          const field = decl.fields.find((x) => x.name === name) as Field;
          const bad = await call<{ message: string }[]>(c(node.save), {
            orderCode: code,
            ...body,
            [name]: '',
          });
          expect(bad.status, `${node.code} ${name}`).toBe(400);
          expect(bad.data[0]?.message).toMatch(new RegExp(field.label));
        }
        // A record that does not exist in a sub-list row (an HS code): the whole save refused.
        for (const name of node.subLists ?? []) {
          const sub = decl.subLists.find((s) => s.name === name) as OrderSubList;
          const ref = sub.fields.find((x) => x.kind === 'ref');
          if (!ref) continue;
          const row = { ...(await sampleRow(sub)), [ref.name]: 987_654_321 };
          const bad = await call<{ message: string }[]>(c(node.save), {
            orderCode: code,
            ...body,
            [name]: JSON.stringify([await sampleRow(sub), row]),
          });
          expect(bad.status, `${node.code} ${name}`).toBe(400);
          expect(bad.data[0]?.message).toBe(`所选${ref.label}不存在`);
        }
      }
      expect(await ok<Body>(c('findByPK'), { orderCode: code })).toEqual(before);
      // Another organisation's order is not found, for reads and writes alike.
      expect((await call(c('findByPK'), { orderCode: code }, ningboToken)).status).toBe(404);
      const foreign = await call(c(first.save), { orderCode: code }, ningboToken);
      expect(foreign).toEqual({
        status: 404,
        data: [expect.objectContaining({ message: '订单不存在' })],
      });
    });
  },
);

describe('findDeclarationElement', () => {
  it('answers what an HS code brings to a goods row, by id or by goods number', async () => {
    const goods = await one(sql<{ id: number; goodsNo: string; declarationElement: string }>`
      select id, goods_no as "goodsNo", declaration_element as "declarationElement"
      from tb_goods where declaration_element is not null order by id limit 1`);
    const path = 'tbSeaTransportImportGoodsDeclarationElement/findDeclarationElement';
    const byId = await ok<Body>(path, { goodsId: goods.id });
    expect(byId).toMatchObject({
      goodsId: goods.id,
      goodsNo: goods.goodsNo,
      declarationElement: goods.declarationElement,
    });
    expect(byId.goodsName).toBeTruthy();
    expect(await ok<Body>(path, { goodsNo: goods.goodsNo })).toEqual(byId);
    expect(await call(path, { goodsNo: '0000000000' })).toEqual({
      status: 404,
      data: [expect.objectContaining({ message: 'HS编码不存在' })],
    });
  });
});

describe('the demo company', () => {
  it.each([
    [oceanImport, DEMO_OCEAN_IMPORT_ORDERS],
    [airImport, DEMO_AIR_IMPORT_ORDERS],
  ] as const)(
    '$0.label: orders over every node and status, with goods and fees',
    async (decl, n) => {
      const { rows } = await sql<{
        step: string;
        operationStatus: string;
        orderCode: string;
        status: string;
      }>`
      select step, operation_status as "operationStatus", order_code as "orderCode", status
      from ${sql.table(decl.table)} where order_code like ${`${decl.orderCode.prefix}%`}`.execute(
        rest.db,
      );
      expect(rows.length).toBeGreaterThanOrEqual(n);
      // Each type's statuses come from its own dictionary (HJ_DDZT, KJ_DDZT), every one named.
      const statuses = await sql<{ code: string }>`select dict_code as code from tb_dict
        where category_code = ${decl.statusCategory}`.execute(rest.db);
      const known = new Set(statuses.rows.map((r) => r.code));
      for (const row of rows) expect(known, row.status).toContain(row.status);
      expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r.step))).toEqual(new Set(decl.nodes.map((x) => x.code)));
      expect(new Set(rows.map((r) => r.operationStatus))).toEqual(
        new Set(['CZZT_CSH', 'CZZT_CZWC', 'CZZT_QX']),
      );
      const goods = decl.subLists.find((s) => s.name === 'goodsList');
      if (!goods) throw new Error('no goods');
      const counted = await one(sql<{ goods: number; fees: number }>`select
      (select count(*)::int from ${sql.table(goods.table)}) as goods,
      (select count(*)::int from tb_ar a join ${sql.table(decl.table)} o
        on o.order_code = a.order_code) as fees`);
      expect(counted.goods).toBeGreaterThan(10);
      expect(counted.fees).toBeGreaterThan(n);
    },
  );
});
