// The order engine over its declaration (unit), and every order path of the REST contract
// against a real rest on the seeded demo database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationProblems,
  nodeByCode,
  oceanExport,
  orderTypes,
} from '../../../../model/orders/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { parseNode, progressOf } from './engine.ts';

describe('order engine over the declaration', () => {
  it.each(orderTypes.map((t) => [t.name, t] as const))(
    '%s declaration is consistent',
    (_n, decl) => {
      expect(declarationProblems(decl)).toEqual([]);
    },
  );

  it('a node parses only its own fields', () => {
    const dc = nodeByCode(oceanExport, 'HYCK_DC');
    if (!dc) throw new Error('no DC node');
    const parsed = parseNode(
      oceanExport,
      dc,
      { vesselVoyage: 'EVER ACE 006E', clientId: '7' },
      'update',
    );
    expect(parsed.values).toEqual({ vesselVoyage: 'EVER ACE 006E' });
  });

  it("reads '' in a sub-list row as absent, not as a bad value", () => {
    const ps = nodeByCode(oceanExport, 'HYCK_PS');
    if (!ps) throw new Error('no PS node');
    const row = {
      transportCompanyId: '12',
      destinationId: '3',
      contactId: '',
      contactPhone: '',
      remark: '',
    };
    const parsed = parseNode(oceanExport, ps, { companyList: JSON.stringify([row]) }, 'update');
    const [line] = parsed.subs.companyList ?? [];
    expect(line?.contactId ?? null).toBeNull();
  });

  it('progress: the furthest saved node is the step; statuses follow the nodes', () => {
    expect(progressOf(oceanExport, ['HYCK_TD'], false)).toMatchObject({
      step: 'HYCK_TD',
      status: 'HC_DDZT_YJD',
    });
    expect(progressOf(oceanExport, ['HYCK_BG', 'HYCK_TD', 'HYCK_PS'], false)).toMatchObject({
      step: 'HYCK_BG',
      status: 'HC_DDZT_YBG',
      doneNodes: ['HYCK_TD', 'HYCK_PS', 'HYCK_BG'],
    });
    expect(progressOf(oceanExport, ['HYCK_TD'], true).status).toBe('HC_DDZT_CG');
  });
});

let rest: TestRest;
let token: string;
const ref: Record<string, number> = {};

async function call<T = unknown>(path: string, fields: Record<string, unknown> = {}, as = token) {
  return callRest<T>(rest.app, path, { token: as, ...fields });
}

async function idOf(query: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`${sql.raw(query)}`.execute(rest.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`nothing for ${query}`);
  return id;
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  ref.client = await idOf(`select id from tb_customer where alias = '锦程贸易'`);
  ref.cnsha = await idOf(`select id from tb_param_port where code = 'CNSHA'`);
  ref.uslax = await idOf(`select id from tb_param_port where code = 'USLAX'`);
  ref.trucker = await idOf(
    `select s.id from tb_supplier s join tb_organization o on o.id = s.org_id where s.alias = '捷运车队' and o.parent_id is null`,
  );
  ref.dock = await idOf(`select id from tb_transportation where address like '%洋山%'`);
  ref.ningbo = await idOf(`select id from tb_organization where org_name like '宁波%'`);
});
afterAll(() => rest?.close());

const booking = () => ({
  clientId: ref.client,
  shippingModeId: 'ZYFS_LCL',
  departurePortId: ref.cnsha,
  destinationPortId: ref.uslax,
  chineseName: '不锈钢餐具',
});

async function newOrder(): Promise<string> {
  const created = await call<string>('tbSeaTransportExport/insertTD', booking());
  expect(created.body.status, JSON.stringify(created.body.data)).toBe(200);
  return created.body.data;
}

describe('tbSeaTransportExport', () => {
  it('pageAll: 50 a page, newest code first with order-by flag 1, filters', async () => {
    const page = await call<{
      list: { orderCode: string; clientName: string }[];
      pageSize: number;
      total: number;
    }>('tbSeaTransportExport/pageAll');
    expect(page.body.data.pageSize).toBe(50);
    expect(page.body.data.total).toBeGreaterThanOrEqual(60);
    const codes = page.body.data.list.map((r) => r.orderCode);
    expect([...codes].sort().reverse()).toEqual(codes);
    expect(page.body.data.list[0]?.clientName).toBeTruthy();
    const asc = await call<{ list: { orderCode: string }[] }>('tbSeaTransportExport/pageAll', {
      orderBy: '0',
      pageSize: 5,
    });
    const ascCodes = asc.body.data.list.map((r) => r.orderCode);
    expect([...ascCodes].sort()).toEqual(ascCodes);
    const hbl = await call<{ list: { hblNo: string }[] }>('tbSeaTransportExport/pageAll', {
      hblNo: 'HTSHA2603001',
    });
    expect(hbl.body.data.list.map((r) => r.hblNo)).toEqual(['HTSHA2603001']);
    const bad = await call('tbSeaTransportExport/pageAll', { orderBy: 'x' });
    expect(bad.body.status).toBe(400);
  });

  it('pageAll with columns=list answers the list columns with their names, the same rows', async () => {
    const full = await call<{ list: Record<string, unknown>[]; total: number }>(
      'tbSeaTransportExport/pageAll',
      { pageSize: 10 },
    );
    const slim = await call<{ list: Record<string, unknown>[]; total: number }>(
      'tbSeaTransportExport/pageAll',
      { pageSize: 10, columns: 'list' },
    );
    expect(slim.body.data.total).toBe(full.body.data.total);
    const first = slim.body.data.list[0] ?? {};
    const whole = full.body.data.list[0] ?? {};
    for (const key of ['id', 'orderCode', 'status', 'clientId', 'clientName', 'csrName']) {
      expect(first[key], key).toEqual(whole[key]);
    }
    expect(first.departurePortCode).toEqual(whole.departurePortCode);
    // Fields outside the list columns stay out of the answer.
    expect(whole).toHaveProperty('chineseName');
    expect(first).not.toHaveProperty('chineseName');
    expect(first).not.toHaveProperty('bookingAgentName');
    expect(slim.body.data.list.map((r) => r.orderCode)).toEqual(
      full.body.data.list.map((r) => r.orderCode),
    );
    const bad = await call('tbSeaTransportExport/pageAll', { columns: 'everything' });
    expect(bad.body.status).toBe(400);
  });

  it('insertTD answers the code; findByPK, findParamByOrder, node saves, updateArApStatus', async () => {
    const code = await newOrder();
    const order = await call<Record<string, unknown>>('tbSeaTransportExport/findByPK', {
      orderCode: code,
    });
    expect(order.body.data).toMatchObject({
      orderCode: code,
      csrName: '系统管理员',
      departurePortCode: 'CNSHA',
    });
    const saved = await call('tbSeaTransportExport/updateDC', {
      orderCode: code,
      vesselVoyage: 'MSC AURORA FE512A',
    });
    expect(saved.body).toEqual({ status: 200, data: code });
    const params = await call<{
      step: string;
      nodes: { nodeCode: string; done: boolean; current: boolean }[];
    }>('tbSeaTransportExport/findParamByOrder', { orderCode: code });
    expect(params.body.data.step).toBe('HYCK_DC');
    expect(params.body.data.nodes.filter((n) => n.done).map((n) => n.nodeCode)).toEqual([
      'HYCK_TD',
      'HYCK_DC',
    ]);
    const arAp = await call('tbSeaTransportExport/updateArApStatus', {
      orderCode: code,
      arStatus: '1',
    });
    expect(arAp.body.data).toBe(code);
    const badAr = await call('tbSeaTransportExport/updateArApStatus', {
      orderCode: code,
      arStatus: '7',
    });
    expect(badAr.body.status).toBe(400);
    for (const action of [
      'updateTD',
      'updatePS',
      'updateBG',
      'updateFX',
      'updateSJ',
      'updateFY',
      'updateOrderWJ',
    ]) {
      const body =
        action === 'updateBG'
          ? {
              customsBrokerId: await idOf(
                `select id from tb_supplier where alias = '浦东报关' order by id limit 1`,
              ),
            }
          : action === 'updateSJ'
            ? { actualSailingDate: '2026-07-01' }
            : {};
      const answer = await call(`tbSeaTransportExport/${action}`, { orderCode: code, ...body });
      expect(answer.body, action).toEqual({ status: 200, data: code });
    }
  });

  it('updateOperationStatus, updateStatusBack and refusals', async () => {
    const code = await newOrder();
    const status = (s: string) =>
      call('tbSeaTransportExport/updateOperationStatus', { orderCode: code, operationStatus: s });
    expect((await status('CZZT_CSH')).body.status).toBe(422);
    expect((await status('CZZT_XX')).body.status).toBe(400);
    expect((await status('CZZT_CZWC')).body.status).toBe(200);
    expect((await call('tbSeaTransportExport/delete', { orderCode: code })).body.status).toBe(422);
    expect(
      (await call('tbSeaTransportExport/updateStatusBack', { orderCode: code })).body.status,
    ).toBe(200);
    expect((await status('CZZT_QX')).body.status).toBe(200);
    expect(
      (await call('tbSeaTransportExport/updateDC', { orderCode: code, vesselVoyage: 'X' })).body
        .data,
    ).toEqual([{ message: '订单已取消，不能修改', field: 'orderCode' }]);
  });

  it('insertCopy, delete, insertChangeOrder; another organisation answers 404', async () => {
    const code = await newOrder();
    const copy = await call<string>('tbSeaTransportExport/insertCopy', { orderCode: code });
    expect(copy.body.data).not.toBe(code);
    expect(
      (await call('tbSeaTransportExport/delete', { orderCode: copy.body.data })).body.status,
    ).toBe(200);
    expect(
      (await call('tbSeaTransportExport/findByPK', { orderCode: copy.body.data })).body.status,
    ).toBe(404);
    const same = await call('tbSeaTransportExport/insertChangeOrder', { orderCode: code });
    expect(same.body.status).toBe(400);
    const moved = await call('tbSeaTransportExport/insertChangeOrder', {
      orderCode: code,
      orgId: ref.ningbo,
    });
    expect(moved.body).toEqual({ status: 200, data: code });
    for (const path of ['findByPK', 'updateDC', 'delete', 'findParamByOrder', 'insertCopy']) {
      const answer = await call(`tbSeaTransportExport/${path}`, {
        orderCode: code,
        vesselVoyage: 'X',
      });
      expect(answer.body.status, path).toBe(404);
    }
  });

  it("an unfiltered list's total follows creates, copies, deletes and moves to another organisation", async () => {
    const counted = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n
        from tb_sea_transport_export where org_id = (select org_id from tb_sea_transport_export
          where order_code = ${code})`.execute(rest.db);
      return rows[0]?.n;
    };
    const total = async () =>
      (await call<{ total: number }>('tbSeaTransportExport/pageAll', { pageSize: 1 })).body.data
        .total;
    const code = await newOrder();
    const before = await total();
    expect(before).toBe(await counted());
    // A page past the end still answers the total.
    const past = await call<{ total: number; list: unknown[] }>('tbSeaTransportExport/pageAll', {
      pageNum: 100000,
    });
    expect(past.body.data).toMatchObject({ total: before, list: [] });
    const copy = await call<string>('tbSeaTransportExport/insertCopy', { orderCode: code });
    expect(await total()).toBe(before + 1);
    await call('tbSeaTransportExport/delete', { orderCode: copy.body.data });
    expect(await total()).toBe(before);
    expect(
      (await call('tbSeaTransportExport/insertChangeOrder', { orderCode: code, orgId: ref.ningbo }))
        .body.status,
    ).toBe(200);
    expect(await total()).toBe(before - 1);
    // Filtered lists count their rows as before.
    const mine = await call<{ total: number; list: unknown[] }>('tbSeaTransportExport/pageAll', {
      clientId: ref.client,
      pageSize: 500,
    });
    expect(mine.body.data.total).toBe(mine.body.data.list.length);
  });

  it('documents answer signed links; an order without transport lines has no dispatch list', async () => {
    const code = await newOrder();
    for (const action of [
      'downloadWorkSheet',
      'downloadWorkSheetPdf',
      'downloadSETD',
      'downloadSETDPdf',
    ]) {
      const link = await call<{ url: string }>(`tbSeaTransportExport/${action}`, {
        orderCode: code,
      });
      expect(link.body.data.url, action).toMatch(
        new RegExp(`^/rest/tbSeaTransportExport/${action}\\?sig=`),
      );
      const file = await rest.app.inject({ method: 'GET', url: link.body.data.url });
      expect(file.statusCode).toBe(200);
    }
    const none = await call('tbSeaTransportExport/downloadDispatch', { orderCode: code });
    expect(none.body).toEqual({ status: 404, data: [{ message: '暂无数据' }] });
    const list = await call<{ url: string }>('tbSeaTransportExport/pageAllExcel', {
      orderCode: code,
    });
    expect(list.body.status).toBe(200);
  });
});

describe('tbSeaTransportExportTransportCompany', () => {
  it('insert, listAll, findByPK, update, delete with nested vehicles', async () => {
    const code = await newOrder();
    const line = {
      orderCode: code,
      transportCompanyId: ref.trucker,
      destinationId: ref.dock,
      vehicleJson: JSON.stringify([{ vehicleType: 'CLLX_TC40', plateNumber: '沪A00001' }]),
    };
    const created = await call<{ id: number; vehicleJson: string }>(
      'tbSeaTransportExportTransportCompany/insert',
      line,
    );
    expect(created.body.status, JSON.stringify(created.body.data)).toBe(200);
    expect(JSON.parse(created.body.data.vehicleJson)).toEqual([
      expect.objectContaining({
        vehicleType: 'CLLX_TC40',
        vehicleCount: 1,
        plateNumber: '沪A00001',
      }),
    ]);
    const id = created.body.data.id;
    const listed = await call<{ version: number }[]>(
      'tbSeaTransportExportTransportCompany/listAll',
      { orderCode: code },
    );
    expect(listed.body.data).toHaveLength(1);
    const read = listed.body.data[0]?.version ?? -1;
    const updated = await call<{ remark: string; destinationId: number; version: number }>(
      'tbSeaTransportExportTransportCompany/update',
      { id, remark: '夜间进港', expectedVersion: read },
    );
    expect(updated.body.data).toMatchObject({ remark: '夜间进港', destinationId: ref.dock });
    expect(updated.body.data.version).toBeGreaterThan(read);
    // A second change or a delete from the same read is refused, naming who changed the line.
    const stale = await call<{ message: string }[]>('tbSeaTransportExportTransportCompany/update', {
      id,
      remark: '白天进港',
      expectedVersion: read,
    });
    expect(stale.body.status).toBe(409);
    expect(stale.body.data[0]?.message).toMatch(/^该派送车队已被 .+ 于 .+ 修改，请刷新后重新填写$/);
    expect(
      (await call('tbSeaTransportExportTransportCompany/delete', { id, expectedVersion: read }))
        .body.status,
    ).toBe(409);
    const found = await call<{ remark: string; version: number }>(
      'tbSeaTransportExportTransportCompany/findByPK',
      { id },
    );
    expect(found.body.status).toBe(200);
    expect(found.body.data).toMatchObject({
      remark: '夜间进港',
      version: updated.body.data.version,
    });
    const bad = await call('tbSeaTransportExportTransportCompany/insert', {
      ...line,
      vehicleJson: '{oops',
    });
    expect(bad.body.status).toBe(400);
    expect(
      (
        await call('tbSeaTransportExportTransportCompany/delete', {
          id,
          expectedVersion: found.body.data.version,
        })
      ).body.status,
    ).toBe(200);
    expect((await call('tbSeaTransportExportTransportCompany/findByPK', { id })).body.status).toBe(
      404,
    );
  });
});

describe('tbSeaTransportExportBillOfLading', () => {
  it('insert for an existing order, pageAll, findByPK by id or code, update', async () => {
    const code = await newOrder();
    const missing = await call('tbSeaTransportExportBillOfLading/insert', {
      orderCode: 'HYCK2099010001',
      sender: 'A',
      receiver: 'B',
    });
    // An order that is not there is not found, as another organisation's (docs/isolation.md).
    expect(missing.body.status).toBe(404);
    const created = await call<{ id: number; billofladingCode: string }>(
      'tbSeaTransportExportBillOfLading/insert',
      {
        orderCode: code,
        sender: 'SHANGHAI JINCHENG INTERNATIONAL TRADING CO., LTD.',
        receiver: 'PACIFIC HOME FURNISHINGS LLC',
        boxList: JSON.stringify([{ boxType: 'XX_40HQ', boxNumber: 2 }]),
      },
    );
    expect(created.body.status, JSON.stringify(created.body.data)).toBe(200);
    expect(created.body.data.billofladingCode).toMatch(/^BL\d{8}$/);
    const byCode = await call<{ boxList: unknown[]; version: number }>(
      'tbSeaTransportExportBillOfLading/findByPK',
      {
        billofladingCode: created.body.data.billofladingCode,
      },
    );
    expect(byCode.body.data.boxList).toHaveLength(1);
    const page = await call<{ list: unknown[] }>('tbSeaTransportExportBillOfLading/pageAll', {
      orderCode: code,
    });
    expect(page.body.data.list).toHaveLength(1);
    const read = byCode.body.data.version;
    const updated = await call<{ isIssue: string; version: number }>(
      'tbSeaTransportExportBillOfLading/update',
      { id: created.body.data.id, isIssue: 'Y', expectedVersion: read },
    );
    expect(updated.body.data.isIssue).toBe('Y');
    expect(updated.body.data.version).toBeGreaterThan(read);
    // A second save from the same read is refused, naming who changed the bill; nothing written.
    const stale = await call<{ message: string }[]>('tbSeaTransportExportBillOfLading/update', {
      id: created.body.data.id,
      isIssue: 'N',
      expectedVersion: read,
    });
    expect(stale.body.status).toBe(409);
    expect(stale.body.data[0]?.message).toMatch(/^该提单已被 .+ 于 .+ 修改，请刷新后重新填写$/);
    const after = await call<{ isIssue: string }>('tbSeaTransportExportBillOfLading/findByPK', {
      id: created.body.data.id,
    });
    expect(after.body.data.isIssue).toBe('Y');
  });
});
