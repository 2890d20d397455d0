// Air export and domestic trade orders through GraphQL against a real rest, with the operation
// documents generated for the web: every node from booking to completion, fees and statements,
// delivery legs with vehicles and cargo sizes, refusals, and the REST calls behind the pages.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FeeStatementLinkDocument,
  OrderAttachments_FileFragmentDoc,
  OrderFeesSection_FeesFragmentDoc,
  SaveFeeLinesDocument,
} from '../web/src/__generated__/graphql.ts';
import { graphql, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';
import { OrderVersions } from './support/readVersions.ts';

let stack: Stack;
let token: string;

const operations = (file: string) =>
  readFileSync(new URL(`../web/src/features/orders/operations/${file}`, import.meta.url), 'utf8');

// Both types' operations, the sections' fragments, and the fee calls the order page makes.
const document = [
  operations('airExport.graphql'),
  operations('domesticTrade.graphql'),
  print(OrderFeesSection_FeesFragmentDoc),
  print(OrderAttachments_FileFragmentDoc),
  print(SaveFeeLinesDocument),
  print(FeeStatementLinkDocument),
]
  .join('\n')
  // The fee documents repeat the fragments the section documents already carry.
  .split(/\n(?=fragment |query |mutation )/)
  .filter((part, i, all) => all.findIndex((p) => p.split('{')[0] === part.split('{')[0]) === i)
  .join('\n');

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  calls: number;
}

type Order = Record<string, unknown> & {
  orderCode: string;
  status: { code: string; name: string };
  operationStatus: { code: string };
  step: { code: string };
  nodes: { code: string; name: string; done: boolean; current: boolean }[];
  currentNodeIndex: number;
  editable: boolean;
};

const versions = new OrderVersions();

async function op<T = Record<string, Order>>(
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: document,
      operationName,
      variables: versions.fill(operationName, variables),
    }),
  });
  const body = (await res.json()) as Answer<T>;
  versions.keep(body.data);
  return { ...body, calls: Number(res.headers.get('x-rest-calls')) };
}

function ok<T>(answer: Answer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

function refused(answer: Answer<unknown>): { code: unknown; text: string } {
  expect(answer.errors?.length, 'expected a refusal').toBeGreaterThan(0);
  const extensions = answer.errors?.[0]?.extensions;
  const messages = extensions?.messages as { message: string }[] | undefined;
  const text = messages?.map((m) => m.message).join('；') ?? answer.errors?.[0]?.message ?? '';
  return { code: extensions?.code, text };
}

const ids: Record<string, string> = {};

async function idOf(query: string, key: string): Promise<string> {
  const answer = await graphql<Record<string, { id: string }[]>>(stack, query, {}, token);
  const id = (Object.values(answer.data ?? {})[0] ?? [])[0]?.id;
  if (!id) throw new Error(`${key} not found: ${JSON.stringify(answer.errors)}`);
  return id;
}

beforeAll(async () => {
  // One gateway: its kept references stay fresh while the calls behind a page are counted, however
  // slow the machine.
  stack = await startStack({ gateway: { referenceFreshMs: 60_000 } });
  token = await signIn(stack);
  ids.client = await idOf('{ clientGroupOptions(keyword: "锦程") { id } }', 'client');
  ids.pvg = await idOf('{ airportOptions(keyword: "PVG") { id } }', 'PVG');
  ids.lax = await idOf('{ airportOptions(keyword: "LAX") { id } }', 'LAX');
  ids.cnsha = await idOf('{ seaportOptions(keyword: "CNSHA") { id } }', 'CNSHA');
  ids.cncan = await idOf('{ seaportOptions(keyword: "CNCAN") { id } }', 'CNCAN');
  ids.broker = await idOf('{ supplierOptions(keyword: "浦东报关") { id } }', 'broker');
  ids.trucker = await idOf('{ supplierOptions(keyword: "捷运车队") { id } }', 'trucker');
  ids.store = await idOf('{ transportAddressOptions(keyword: "洋山") { id } }', 'store');
  ids.feeType = await idOf('{ feeTypeOptions(limit: 1) { id } }', 'fee type');
});
afterAll(() => stack?.close());

async function xlsxText(url: string): Promise<string> {
  const res = await fetch(stack.url + url);
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(cell.text);
      }),
    ),
  );
  return texts.join('\n');
}

describe('air export', () => {
  it('runs from booking to completion with the flight, fees and every document', async () => {
    const created = ok(
      await op('CreateAirExportOrder', {
        input: {
          clientId: ids.client,
          departurePortId: ids.pvg,
          destinationPortId: ids.lax,
          flight: 'CA1043',
          flightDate: '2026-06-18',
          customerReferenceNo: 'PO-88231',
          mainOrderNumber: '999-12345675',
          piecesNumber: 24,
          grossWeight: '356.500',
          chargeableWeight: '420.000',
          chineseName: '锂电池充电器',
          packageId: 'BZ_CTN',
        },
      }),
    ).createAirExportOrder as Order;
    const code = created.orderCode;
    expect(code).toMatch(/^KYCK\d{10}$/);
    expect(created.csrName).toBe('系统管理员');
    expect(created.status.code).toBe('KC_DDZT_YJD');
    expect(created.departurePortName).toBeTruthy();

    const ps = ok(
      await op('SaveAirExportDelivery', {
        orderCode: code,
        input: {
          pickupDate: '2026-06-17',
          pickupAddressId: ids.store,
          transportCompanyId: ids.trucker,
          vehicleType: 'CLLX_XS42',
          plateNumber: '沪B54321',
        },
      }),
    ).saveAirExportDelivery as Order;
    expect(ps.status.code).toBe('KC_DDZT_YTH');
    expect(ps.currentNodeIndex).toBe(1);
    const bg = ok(
      await op('SaveAirExportCustoms', {
        orderCode: code,
        input: {
          customsBrokerId: ids.broker,
          customsBrokerList: [
            { customsBrokerCode: '223320260000001234', filingDate: '2026-06-17', inOrOut: true },
          ],
        },
      }),
    ).saveAirExportCustoms as Order;
    expect(bg.customsBrokerList).toEqual([
      expect.objectContaining({ customsBrokerCode: '223320260000001234', inOrOut: true }),
    ]);
    ok(
      await op('SaveAirExportRelease', {
        orderCode: code,
        input: { releaseDate: '2026-06-17', releaseRemark: '已放行' },
      }),
    );
    const sj = ok(
      await op('SaveAirExportActuals', {
        orderCode: code,
        input: {
          actualFlight: 'CA1043',
          actualDepartureDate: '2026-06-18',
          actualPiecesNumber: 24,
          actualChargeableWeight: '421.500',
        },
      }),
    ).saveAirExportActuals as Order;
    expect(sj.status.code).toBe('KC_DDZT_YQF');
    expect(sj.actualChargeableWeight).toBe('421.500');

    const fees = ok(
      await op<{ saveFeeLines: { totals: { receivableCny: string } } }>('SaveFeeLines', {
        orderCode: code,
        side: 'RECEIVABLE',
        expectedVersion: 0,
        readIds: [],
        lines: [
          {
            feeTypeId: ids.feeType,
            unitPrice: '32.50',
            quantity: '421.5',
            settlementUnitId: ids.client,
          },
        ],
      }),
    ).saveFeeLines;
    expect(fees.totals.receivableCny).toBe('13698.75');
    ok(await op('SaveAirExportFees', { orderCode: code }));
    const wj = ok(await op('SaveAirExportFiles', { orderCode: code })).saveAirExportFiles as Order;
    expect(wj.nodes.every((n) => n.done)).toBe(true);
    expect(wj.flight).toBe('CA1043');

    for (const kind of ['BUY_LIMIT_ORDER', 'CONFIRMATION', 'WORK_SHEET']) {
      const link = ok(
        await op<{ airExportDocumentLink: { url: string } }>('AirExportDocumentLink', {
          orderCode: code,
          document: kind,
          format: 'XLSX',
        }),
      ).airExportDocumentLink;
      const text = await xlsxText(link.url);
      expect(text, kind).toContain(code);
      if (kind !== 'WORK_SHEET') expect(text).toContain('CA1043');
      const pdf = ok(
        await op<{ airExportDocumentLink: { url: string } }>('AirExportDocumentLink', {
          orderCode: code,
          document: kind,
          format: 'PDF',
        }),
      ).airExportDocumentLink;
      const bytes = Buffer.from(await (await fetch(stack.url + pdf.url)).arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    const statement = ok(
      await op<{ feeStatementLink: { url: string } }>('FeeStatementLink', {
        orderCode: code,
        statement: 'RECEIVABLE_XLSX',
      }),
    ).feeStatementLink;
    expect(statement.url).toMatch(/^\/rest\/tbAirTransportExport\/downloadAr\?/);
    const statementText = await xlsxText(statement.url);
    expect(statementText).toContain(code);
    expect(statementText).toContain('CA1043');
    expect(statementText).toContain('13,698.75');

    const done = ok(
      await op('SetAirExportOperationStatus', { orderCode: code, status: 'COMPLETED' }),
    ).setAirExportOperationStatus as Order;
    expect(done.status.code).toBe('KC_DDZT_YWC');
    const late = refused(
      await op('SaveAirExportRelease', { orderCode: code, input: { releaseRemark: 'x' } }),
    );
    // Named with the version as last read, the save is refused for the completed order (a stale
    // version would be refused the same way: the order's state is asked before its version).
    expect(late.text).toBe('订单已操作完成，不能修改');
  });

  it('refuses bad input per node with Chinese messages', async () => {
    const missing = refused(
      await op('CreateAirExportOrder', {
        input: { clientId: ids.client, departurePortId: ids.pvg },
      }),
    );
    expect(missing).toEqual({ code: 'BAD_USER_INPUT', text: '请选择目的港' });
    const created = ok(
      await op('CreateAirExportOrder', {
        input: { clientId: ids.client, departurePortId: ids.pvg, destinationPortId: ids.lax },
      }),
    ).createAirExportOrder as Order;
    const code = created.orderCode;
    expect(
      refused(
        await op('SaveAirExportDelivery', { orderCode: code, input: { pickupDate: '2026-06-17' } }),
      ).text,
    ).toBe('请选择提货地址');
    expect(
      refused(
        await op('SaveAirExportDelivery', {
          orderCode: code,
          input: { pickupDate: '2026-06-17', pickupAddressId: ids.store, vehicleType: 'CLLX_NOPE' },
        }),
      ).text,
    ).toBe('车型不存在：CLLX_NOPE');
    expect(
      refused(
        await op('SaveAirExportCustoms', {
          orderCode: code,
          input: { customsBrokerId: ids.trucker },
        }),
      ).text,
    ).toBe('所选报关行不是报关行类型的供应商');
    const after = ok(await op('AirExportOrder', { orderCode: code })).airExportOrder as Order;
    expect(after.doneNodes).toEqual(['KYCK_TD']);
    expect(after.customsBrokerId).toBeNull();
    expect(
      ok(await op('AirExportOrder', { orderCode: 'KYCK2099010001' })).airExportOrder,
    ).toBeNull();
  });
});

describe('domestic trade', () => {
  it('booking with cargo sizes, two delivery legs with vehicles, actuals, completion', async () => {
    const created = ok(
      await op('CreateDomesticTradeOrder', {
        input: {
          clientId: ids.client,
          shippingModeId: 'ZYFS_FCL',
          departurePortId: ids.cnsha,
          destinationPortId: ids.cncan,
          chineseName: '家用冰箱',
          boxList: [{ boxType: 'XX_40HQ', boxNumber: 2 }],
          cargoSizeList: [
            { length: '120', width: '80', height: '100', piecesNumber: 3 },
            { length: '60', width: '40', height: '50.5', piecesNumber: 10 },
          ],
        },
      }),
    ).createDomesticTradeOrder as Order & {
      cargoSizeList: { volumn: string }[];
    };
    const code = created.orderCode;
    expect(code).toMatch(/^NMYW\d{10}$/);
    expect(created.cargoSizeList.map((r) => r.volumn)).toEqual(['2.880', '1.212']);
    // A domestic save moves the progress to node 1.
    expect(created.currentNodeIndex).toBe(1);
    expect(created.nodes[1]?.name).toBe('配送');

    const leg = {
      transportCompanyId: ids.trucker,
      pickupDate: '2026-06-20',
      storeAddressId: ids.store,
      deliveryMethods: 'SHFS_SHSM',
    };
    const ps = ok(
      await op('SaveDomesticTradeDelivery', {
        orderCode: code,
        input: {
          companyList: [
            {
              ...leg,
              vesselVoyage: '中远之星 V.2608',
              billOfLadingCode: 'NMB2606001',
              totalPiecesNumber: 13,
              totalVolume: '4.092',
              vehicles: [
                {
                  vehicleRequirement: 'CLYQ_WB',
                  vehicleType: 'CLLX_XS96',
                  vehicleCount: 2,
                  driverName: '陈师傅',
                  plateNumber: '沪B12345',
                },
              ],
            },
            { ...leg, remark: '码头至仓库' },
          ],
        },
      }),
    ).saveDomesticTradeDelivery as Order & {
      companyList: { id: string; vehicles: { plateNumber: string; vehicleCount: number }[] }[];
    };
    expect(ps.status.code).toBe('NM_DDZT_YSZ');
    expect(ps.companyList).toHaveLength(2);
    expect(ps.companyList[0]?.vehicles[0]).toMatchObject({
      plateNumber: '沪B12345',
      vehicleCount: 2,
    });

    const third = ok(
      await op<{ createDomesticTradeDeliveryLeg: { id: string; version: number; remark: string } }>(
        'CreateDomesticTradeDeliveryLeg',
        { orderCode: code, input: { ...leg, remark: '第三段' } },
      ),
    ).createDomesticTradeDeliveryLeg;
    const legs = ok(
      await op<{ domesticTradeDeliveryLegs: unknown[] }>('DomesticTradeDeliveryLegs', {
        orderCode: code,
      }),
    ).domesticTradeDeliveryLegs;
    expect(legs).toHaveLength(3);
    const zero = refused(
      await op('UpdateDomesticTradeDeliveryLeg', {
        id: third.id,
        input: { ...leg, totalGrossWeight: '-2' },
        expectedVersion: third.version,
      }),
    );
    expect(zero.text).toBe('配送车队：总毛重(KGS)不能小于0');
    ok(
      await op('DeleteDomesticTradeDeliveryLeg', { id: third.id, expectedVersion: third.version }),
    );
    // A line written on its own moves the order's version: the page reads the order again.
    ok(await op('DomesticTradeOrder', { orderCode: code }));

    const noBoxes = refused(
      await op('SaveDomesticTradeBooking', {
        orderCode: code,
        input: { shippingModeId: 'ZYFS_FCL', boxList: [] },
      }),
    );
    expect(noBoxes.text).toBe('整箱请填写箱型箱量');
    const badSize = refused(
      await op('SaveDomesticTradeBooking', {
        orderCode: code,
        input: { cargoSizeList: [{ length: '0', width: '10', height: '10', piecesNumber: 1 }] },
      }),
    );
    expect(badSize.text).toBe('货物尺寸第1行：长(CM)不能小于0.01');

    const sj = ok(
      await op('SaveDomesticTradeActuals', {
        orderCode: code,
        input: { actualSailingDate: '2026-06-21', actualArriveDate: '2026-06-24' },
      }),
    ).saveDomesticTradeActuals as Order;
    expect(sj.status.code).toBe('NM_DDZT_YDD');
    ok(await op('SaveDomesticTradeFees', { orderCode: code }));
    const wj = ok(await op('SaveDomesticTradeFiles', { orderCode: code }))
      .saveDomesticTradeFiles as Order;
    expect(wj.nodes.every((n) => n.done)).toBe(true);
    const dispatch = ok(
      await op<{ domesticTradeDocumentLink: { url: string } }>('DomesticTradeDocumentLink', {
        orderCode: code,
        document: 'DISPATCH_LIST',
        format: 'XLSX',
      }),
    ).domesticTradeDocumentLink;
    const text = await xlsxText(dispatch.url);
    expect(text).toContain(code);
    expect(text).toContain('沪B12345');
    const back = ok(await op('StepDomesticTradeBack', { orderCode: code }))
      .stepDomesticTradeBack as Order;
    expect(back.nodes.find((n) => n.code === 'NMYW_WJ')?.done).toBe(false);
    const done = ok(
      await op('SetDomesticTradeOperationStatus', { orderCode: code, status: 'COMPLETED' }),
    ).setDomesticTradeOperationStatus as Order;
    expect(done.status.code).toBe('NM_DDZT_YWC');
  });
});

describe('REST calls behind the pages', () => {
  it.each([
    ['AirExportOrderPage', 'airExportOrders', 'AirExportOrder', 'airExportOrder'],
    ['DomesticTradeOrderPage', 'domesticTradeOrders', 'DomesticTradeOrder', 'domesticTradeOrder'],
  ])(
    '%s: a list costs at most 2 calls, the order page at most 6',
    async (page, key, one, oneKey) => {
      const list = await op<Record<string, { items: Order[]; total: number }>>(page, {
        pageSize: 50,
      });
      const items = ok(list)[key]?.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]?.clientName).toBeTruthy();
      expect(list.calls).toBeLessThanOrEqual(2);
      const answer = await op(one, { orderCode: items[0]?.orderCode });
      const order = ok(answer)[oneKey] as Order & { fees: unknown; files: unknown };
      expect(order.fees).toBeTruthy();
      expect(Array.isArray(order.files)).toBe(true);
      expect(answer.calls).toBeLessThanOrEqual(6);
      console.info(
        `${page}: ${list.calls} REST calls for ${items.length} rows; ${one}: ${answer.calls}`,
      );
    },
  );
});
