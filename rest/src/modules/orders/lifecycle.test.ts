// One lifecycle suite over every declared order type, driven by the declarations: create, every
// node save, list, progress, documents, statements, back, operation statuses, copy, delete, and
// the refusals (required fields, unknown codes, bad rows, another organisation's order) with
// nothing half-written. Types with behaviour of their own have their own checks below.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airExport,
  domesticTrade,
  nodeFields,
  orderTypes,
} from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { sampleNode } from '../../testing/orders.ts';
import type { OrderSampleContext } from '../../testing/orders.ts';
import { missingMessage } from './engine.ts';

let rest: TestRest;
let token: string;
let ctx: OrderSampleContext;
let otherOrgId: number;

type Row = Record<string, unknown>;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  const { rows } = await sql<{ orgId: number; userId: number }>`
    select m.org_id as "orgId", u.id as "userId" from tb_sys_user u
    join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
    where u.mobile = '13800000000'`.execute(rest.db);
  const me = rows[0];
  if (!me) throw new Error('no demo administrator');
  ctx = { db: rest.db, orgId: me.orgId, userId: me.userId };
  const { rows: others } = await sql<{ id: number }>`select id from tb_organization
    where id <> ${me.orgId} and group_id = (select group_id from tb_organization where id = ${me.orgId})
    order by id limit 1`.execute(rest.db);
  otherOrgId = others[0]?.id ?? 0;
}, 120_000);
afterAll(() => rest?.close());

function caller(decl: OrderTypeDecl) {
  return <T = unknown>(action: string, fields: Row = {}, controller = decl.controller) =>
    callRest<T>(
      rest.app,
      `${controller}/${action}`,
      { token, ...fields },
      {
        encoding: decl.encoding,
      },
    );
}

async function create(decl: OrderTypeDecl, patch: Row = {}): Promise<string> {
  const first = decl.nodes[0];
  if (!first) throw new Error('no nodes');
  const body = { ...(await sampleNode(decl, first, ctx)), ...patch };
  delete body.csrId;
  const created = await caller(decl)<string>(decl.createAction, body);
  expect(created.body.status, JSON.stringify(created.body.data)).toBe(200);
  return created.body.data;
}

async function rowsOf(table: string, orderCode: string, parentTable: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)} t
    join ${sql.id(parentTable)} o on o.id = t.parent_id where o.order_code = ${orderCode}`.execute(
    rest.db,
  );
  return Number(rows[0]?.n ?? 0);
}

async function download(url: string): Promise<Buffer> {
  const file = await rest.app.inject({ method: 'GET', url });
  expect(file.statusCode, url).toBe(200);
  return file.rawPayload;
}

describe.each(orderTypes.map((d) => [d.label, d] as const))('%s lifecycle', (_label, decl) => {
  const call = caller(decl);

  it('creates with the first node (csr = the caller), then saves every node to the end', async () => {
    const code = await create(decl);
    expect(code).toMatch(
      new RegExp(`^${decl.orderCode.prefix}\\d{6}\\d{${decl.orderCode.digits}}$`),
    );
    const found = await call<Row>('findByPK', { orderCode: code });
    expect(found.body.data).toMatchObject({
      orderCode: code,
      csrId: ctx.userId,
      status: decl.statuses.accepted,
      operationStatus: 'CZZT_CSH',
    });
    for (const [index, node] of decl.nodes.entries()) {
      if (index === 0) continue;
      const body = await sampleNode(decl, node, ctx, index);
      const saved = await call(node.save, { orderCode: code, ...body });
      expect(saved.body, `${node.code} ${JSON.stringify(saved.body.data)}`).toEqual({
        status: 200,
        data: code,
      });
      const params = await call<{ step: string; nodes: { nodeCode: string; done: boolean }[] }>(
        'findParamByOrder',
        { orderCode: code },
      );
      const expected =
        decl.stepAfterSave === 'next' ? (decl.nodes[index + 1] ?? node).code : node.code;
      expect(params.body.data.step, node.code).toBe(expected);
      expect(params.body.data.nodes.find((n) => n.nodeCode === node.code)?.done).toBe(true);
      const after = await call<Row>('findByPK', { orderCode: code });
      if (node.status) expect(after.body.data.status, node.code).toBe(node.status);
      for (const name of node.subLists ?? []) {
        expect(after.body.data[name], name).toHaveLength(1);
      }
    }
    const done = await call('updateOperationStatus', {
      orderCode: code,
      operationStatus: 'CZZT_CZWC',
    });
    expect(done.body.status).toBe(200);
    const completed = await call<Row>('findByPK', { orderCode: code });
    expect(completed.body.data.status).toBe(decl.statuses.completed);
    const last = decl.nodes.at(-1);
    if (!last) throw new Error('no nodes');
    const refused = await call<{ message: string }[]>(last.save, { orderCode: code });
    expect(refused.body.status).toBe(422);
    expect(refused.body.data[0]?.message).toBe('订单已操作完成，不能修改');
    expect((await call('delete', { orderCode: code })).body.status).toBe(422);
  });

  it('pageAll: 50 a page, newest code first with flag 1, filtered by code', async () => {
    const code = await create(decl);
    const page = await call<{ list: Row[]; pageSize: number; total: number }>('pageAll', {
      orderBy: '1',
    });
    expect(page.body.data.pageSize).toBe(50);
    const codes = page.body.data.list.map((r) => String(r.orderCode));
    expect([...codes].sort().reverse()).toEqual(codes);
    const one = await call<{ list: Row[]; total: number }>('pageAll', { orderCode: code });
    expect(one.body.data.total).toBe(1);
    expect(one.body.data.list[0]?.clientName).toBeTruthy();
  });

  it('documents are valid xlsx and pdf files carrying the order code; statements too', async () => {
    const code = await create(decl);
    for (const node of decl.nodes.slice(1)) {
      await call(node.save, { orderCode: code, ...(await sampleNode(decl, node, ctx)) });
    }
    const actions = [
      ...decl.documents.map((d) => ({ action: d.action, format: d.format })),
      { action: 'downloadAr', format: 'xlsx' as const },
      { action: 'querydownloadApPdf', format: 'pdf' as const },
    ];
    for (const { action, format } of actions) {
      const link = await call<{ url: string }>(action, { orderCode: code });
      if (/A[rp](Pdf)?$/.test(action)) {
        // A new order has no fee lines: its statements say so.
        expect(link.body, action).toEqual({ status: 404, data: [{ message: '暂无数据' }] });
        continue;
      }
      expect(link.body.status, `${action} ${JSON.stringify(link.body.data)}`).toBe(200);
      const file = await download(link.body.data.url);
      if (format === 'pdf') {
        expect(file.subarray(0, 5).toString(), action).toBe('%PDF-');
      } else {
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(file as unknown as ArrayBuffer);
        const cells: string[] = [];
        book.eachSheet((sheet) =>
          sheet.eachRow((row) =>
            row.eachCell((cell) => {
              cells.push(cell.text);
            }),
          ),
        );
        expect(cells.join(' '), action).toContain(code);
      }
    }
    if (decl.listExport) {
      const list = await call<{ url: string }>(decl.listExport, { orderCode: code });
      expect(list.body.status).toBe(200);
      await download(list.body.data.url);
    }
  });

  it('back returns the order one node; cancel and initialise; copy; delete', async () => {
    const code = await create(decl);
    const second = decl.nodes[1];
    if (!second) throw new Error('one node');
    const atFirst = await call<{ message: string }[]>(decl.backAction, { orderCode: code });
    expect(atFirst.body.status).toBe(422);
    await call(second.save, { orderCode: code, ...(await sampleNode(decl, second, ctx)) });
    const back = await call(decl.backAction, { orderCode: code });
    expect(back.body).toEqual({ status: 200, data: code });
    const afterBack = await call<Row>('findByPK', { orderCode: code });
    expect(afterBack.body.data.doneNodes).toEqual([decl.nodes[0]?.code]);
    expect(
      (await call('updateOperationStatus', { orderCode: code, operationStatus: 'CZZT_QX' })).body
        .status,
    ).toBe(200);
    expect((await call<Row>('findByPK', { orderCode: code })).body.data.status).toBe(
      decl.statuses.cancelled,
    );
    expect(
      (await call('updateOperationStatus', { orderCode: code, operationStatus: 'CZZT_CSH' })).body
        .status,
    ).toBe(200);
    const copy = await call<string>('insertCopy', { orderCode: code });
    expect(copy.body.status).toBe(200);
    expect(copy.body.data).not.toBe(code);
    const copied = await call<Row>('findByPK', { orderCode: copy.body.data });
    const first = decl.nodes[0];
    for (const field of first ? nodeFields(decl, first) : []) {
      if (field.kind === 'flag' || field.name === 'csrId') continue;
      expect(copied.body.data[field.name], field.name).toEqual(afterBack.body.data[field.name]);
    }
    expect((await call('delete', { orderCode: copy.body.data })).body.status).toBe(200);
    expect((await call('findByPK', { orderCode: copy.body.data })).body.status).toBe(404);
  });

  it('refuses per node: required fields, unknown codes, bad rows — nothing half-written', async () => {
    const code = await create(decl);
    for (const [index, node] of decl.nodes.entries()) {
      const body = await sampleNode(decl, node, ctx, index);
      const save = (patch: Row) =>
        call<{ message: string }[]>(node.save, { orderCode: code, ...body, ...patch });
      // '' is absent: a required field is refused when the order would be left without it — on
      // creation, or on the first save of a node.
      for (const name of node.required ?? []) {
        const field = nodeFields(decl, node).find((x) => x.name === name);
        if (!field || name === 'csrId') continue;
        const without = { ...body, [name]: '' };
        const answer =
          index === 0
            ? await call<{ message: string }[]>(decl.createAction, without)
            : await call<{ message: string }[]>(node.save, { ...without, orderCode: code });
        expect(answer.body.status, `${node.code}.${name}`).toBe(400);
        expect(answer.body.data[0]?.message).toBe(missingMessage(field));
      }
      const dict = nodeFields(decl, node).find((x) => x.kind === 'dict');
      if (dict) {
        const answer = await save({ [dict.name]: 'NO_SUCH_CODE' });
        expect(answer.body.status, `${node.code}.${dict.name}`).toBe(400);
        expect(answer.body.data[0]?.message).toBe(`${dict.label}不存在：NO_SUCH_CODE`);
      }
      for (const name of node.subLists ?? []) {
        const sub = decl.subLists.find((s) => s.name === name);
        const required = sub?.fields.find((x) => x.required);
        if (!sub || !required) continue;
        const good = (body[name] as Row[])[0] ?? {};
        const before = await rowsOf(sub.table, code, decl.table);
        const beforeOrder = await call<Row>('findByPK', { orderCode: code });
        const answer = await save({ [name]: [good, { ...good, [required.name]: '' }] });
        expect(answer.body.status, `${node.code}.${name}`).toBe(400);
        expect(answer.body.data[0]?.message).toBe(`${sub.label}第2行：${missingMessage(required)}`);
        expect(await rowsOf(sub.table, code, decl.table)).toBe(before);
        const afterOrder = await call<Row>('findByPK', { orderCode: code });
        expect(afterOrder.body.data).toEqual(beforeOrder.body.data);
      }
    }
    const unknown = await call<{ message: string }[]>('findByPK', { orderCode: 'NOPE' });
    expect(unknown.body.status).toBe(404);
    expect(unknown.body.data[0]?.message).toBe('订单不存在');
  });

  it("another organisation's order is not found by any call", async () => {
    const code = await create(decl);
    await sql`update ${sql.id(decl.table)} set org_id = ${otherOrgId} where order_code = ${code}`.execute(
      rest.db,
    );
    for (const node of decl.nodes) {
      const answer = await call<{ message: string }[]>(node.save, { orderCode: code });
      expect(answer.body.status, node.save).toBe(404);
    }
    for (const action of [
      'findByPK',
      'delete',
      'insertCopy',
      decl.backAction,
      'findParamByOrder',
    ]) {
      expect((await call(action, { orderCode: code })).body.status, action).toBe(404);
    }
  });
});

describe('air export', () => {
  const call = caller(airExport);

  it('keeps the flight, the air waybills and the actual figures', async () => {
    const code = await create(airExport, {
      flight: 'CA1043',
      flightDate: '2026-03-18',
      mainOrderNumber: '999-12345675',
      customerReferenceNo: 'PO-88231',
    });
    await call('updateSJ', {
      orderCode: code,
      actualFlight: 'CA1045',
      actualDepartureDate: '2026-03-19',
      actualPiecesNumber: 12,
      actualChargeableWeight: '356.500',
    });
    const found = await call<Row>('findByPK', { orderCode: code });
    expect(found.body.data).toMatchObject({
      flight: 'CA1043',
      flightDate: '2026-03-18',
      mainOrderNumber: '999-12345675',
      actualFlight: 'CA1045',
      actualPiecesNumber: 12,
      status: 'KC_DDZT_YQF',
    });
    expect(String(found.body.data.actualChargeableWeight)).toBe('356.500');
    const late = await call<{ message: string }[]>('updatePS', {
      orderCode: code,
      pickupDate: '2026-03-20',
      pickupAddressId: (await sampleNode(airExport, airExport.nodes[1]!, ctx)).pickupAddressId,
    });
    expect(late.body.status).toBe(400);
    expect(late.body.data[0]?.message).toBe('提货日期不能晚于航班日期');
  });
});

describe('domestic trade', () => {
  const call = caller(domesticTrade);
  const legs = (orderCode: string) => ({
    controller: 'tbDomesticTradeBusinessTransportCompany',
    orderCode,
  });

  it('computes each cargo row volume; FCL needs boxes; zero or negative sides are refused', async () => {
    const code = await create(domesticTrade, {
      shippingModeId: 'ZYFS_LCL',
      boxList: [],
      cargoSizeList: [
        { length: '120', width: '80', height: '100', piecesNumber: 3 },
        { length: '50.5', width: '40', height: '30', piecesNumber: 10 },
      ],
    });
    const found = await call<{ cargoSizeList: Row[]; step: string }>('findByPK', {
      orderCode: code,
    });
    expect(found.body.data.cargoSizeList.map((r) => String(r.volumn))).toEqual(['2.880', '0.606']);
    // A domestic save moves the progress to node 1.
    expect(found.body.data.step).toBe('NMYW_PEISONG');
    const fcl = await call<{ message: string }[]>('updateTuodan', {
      orderCode: code,
      shippingModeId: 'ZYFS_FCL',
      boxList: [],
    });
    expect(fcl.body.status).toBe(400);
    expect(fcl.body.data[0]?.message).toBe('整箱请填写箱型箱量');
    for (const bad of ['0', '-5']) {
      const answer = await call<{ message: string }[]>('updateTuodan', {
        orderCode: code,
        cargoSizeList: [{ length: bad, width: '10', height: '10', piecesNumber: 1 }],
      });
      expect(answer.body.status).toBe(400);
      expect(answer.body.data[0]?.message).toBe('货物尺寸第1行：长(CM)不能小于0.01');
    }
    const still = await call<{ cargoSizeList: Row[] }>('findByPK', { orderCode: code });
    expect(still.body.data.cargoSizeList).toHaveLength(2);
  });

  it('delivery legs: two legs with vehicles on the node save, then one by one', async () => {
    const code = await create(domesticTrade);
    const peisong = domesticTrade.nodes[1]!;
    const sample = await sampleNode(domesticTrade, peisong, ctx);
    const leg = (sample.companyList as Row[])[0] ?? {};
    const two = [
      {
        ...leg,
        vesselVoyage: '中远之星 V.2608',
        billOfLadingCode: 'NMB2603001',
        totalPiecesNumber: 40,
        totalGrossWeight: '8800.500',
        totalVolume: '22.400',
        vehicleJson: JSON.stringify([
          {
            vehicleRequirement: 'CLYQ_WB',
            vehicleType: 'CLLX_XS96',
            vehicleCount: 2,
            driverName: '陈师傅',
            plateNumber: '沪B12345',
          },
        ]),
      },
      { ...leg, remark: '第二段：码头至仓库' },
    ];
    const saved = await call('updatePeisong', { orderCode: code, companyList: two });
    expect(saved.body.status, JSON.stringify(saved.body.data)).toBe(200);
    const listed = await call<Row[]>('listAll', legs(code), legs(code).controller);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data[0]).toMatchObject({
      vesselVoyage: '中远之星 V.2608',
      billOfLadingCode: 'NMB2603001',
      totalPiecesNumber: 40,
    });
    expect(JSON.parse(String(listed.body.data[0]?.vehicleJson))).toEqual([
      expect.objectContaining({
        vehicleType: 'CLLX_XS96',
        vehicleCount: 2,
        plateNumber: '沪B12345',
      }),
    ]);
    // A bad second leg refuses the whole save: the two stored legs stay as they were.
    const bad = await call<{ message: string }[]>('updatePeisong', {
      orderCode: code,
      companyList: [two[0], { ...leg, totalVolume: '-1' }],
    });
    expect(bad.body.status).toBe(400);
    expect(bad.body.data[0]?.message).toBe('配送车队第2行：总体积(CBM)不能小于0');
    expect(
      (await call<Row[]>('listAll', legs(code), legs(code).controller)).body.data,
    ).toHaveLength(2);

    const lc = 'tbDomesticTradeBusinessTransportCompany';
    const inserted = await call<Row>('insert', { ...leg, orderCode: code }, lc);
    expect(inserted.body.status, JSON.stringify(inserted.body.data)).toBe(200);
    const id = inserted.body.data.id;
    const updated = await call<Row>('update', { id, remark: '第三段' }, lc);
    expect(updated.body.data.remark).toBe('第三段');
    expect((await call('findByPK', { id }, lc)).body.status).toBe(200);
    const noStore = await call<{ message: string }[]>(
      'insert',
      { ...leg, orderCode: code, storeAddressId: '' },
      lc,
    );
    expect(noStore.body.status).toBe(400);
    expect(noStore.body.data[0]?.message).toBe('配送车队：请选择装货地址');
    expect((await call('delete', { id }, lc)).body.status).toBe(200);
    expect((await call('findByPK', { id }, lc)).body.status).toBe(404);
  });

  it('has no change order', async () => {
    const code = await create(domesticTrade);
    expect(
      (await call('insertChangeOrder', { orderCode: code, orgId: otherOrgId })).httpStatus,
    ).toBe(404);
  });
});

describe('demo data', () => {
  it.each([
    [airExport.label, airExport, 40],
    [domesticTrade.label, domesticTrade, 40],
  ] as const)('%s: orders over every node and status, with fees', async (_l, decl, count) => {
    const { rows } = await sql<{ step: string; status: string; operation: string; fees: number }>`
      select o.step, o.status, o.operation_status as operation,
        (select count(*)::int from tb_ar a where a.order_code = o.order_code) as fees
      from ${sql.id(decl.table)} o where o.created_by is not null and o.order_code in (
        select order_code from ${sql.id(decl.table)} order by id limit ${count})`.execute(rest.db);
    expect(rows).toHaveLength(count);
    const steps = new Set(rows.map((r) => r.step));
    const reachable = decl.stepAfterSave === 'next' ? decl.nodes.slice(1) : decl.nodes;
    for (const node of reachable) expect(steps, node.code).toContain(node.code);
    const statuses = new Set(rows.map((r) => r.status));
    for (const node of decl.nodes) if (node.status) expect(statuses).toContain(node.status);
    expect(statuses).toContain(decl.statuses.completed);
    expect(statuses).toContain(decl.statuses.cancelled);
    expect(rows.filter((r) => r.fees > 0).length).toBeGreaterThan(count / 2);
  });

  it('domestic orders carry delivery legs with vehicles and cargo sizes', async () => {
    const { rows } = await sql<{ legs: number; sizes: number; vehicles: string }>`
      select (select count(*)::int from tb_domestic_trade_business_transport_company) as legs,
        (select count(*)::int from tb_domestic_trade_business_cargo_size) as sizes,
        (select vehicle_json from tb_domestic_trade_business_transport_company order by id limit 1)
          as vehicles`.execute(rest.db);
    expect(rows[0]?.legs).toBeGreaterThan(40);
    expect(rows[0]?.sizes).toBeGreaterThan(40);
    expect(JSON.parse(rows[0]?.vehicles ?? '[]')).toHaveLength(1);
  });
});
