// Ocean export orders through GraphQL against a real rest: the lifecycle node by node, copy,
// change of organisation (with the order's files), the documents, bad input per node, and the
// REST calls behind the list and the order page. Uses the operation documents generated for the web.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderAttachments_FileFragmentDoc,
  OrderFeesSection_FeesFragmentDoc,
} from '../web/src/__generated__/graphql.ts';
import { graphql, signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';
import { OrderVersions } from './support/readVersions.ts';

let stack: Stack;
let token: string;

// The generated order operations, and the fragments of the sections the order query feeds.
const document = [
  readFileSync(
    new URL('../web/src/features/orders/operations/oceanExport.graphql', import.meta.url),
    'utf8',
  ),
  print(OrderFeesSection_FeesFragmentDoc),
  print(OrderAttachments_FileFragmentDoc),
].join('\n');

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
  nodes: { code: string; name: string; done: boolean; current: boolean; mine: boolean }[];
  currentNodeIndex: number;
  boxList: { boxType: { code: string }; boxNumber: number }[];
  companyList: { vehicles: { plateNumber: string }[]; containers: { containerNo: string }[] }[];
};

const versions = new OrderVersions();

async function op<T = Record<string, Order>>(
  operationName: string,
  variables: Record<string, unknown> = {},
  as = token,
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` },
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

function refused(answer: Answer<unknown>): string {
  expect(answer.errors?.length, 'expected a refusal').toBeGreaterThan(0);
  const messages = answer.errors?.[0]?.extensions?.messages as { message: string }[] | undefined;
  const text = messages?.map((m) => m.message).join('；') ?? answer.errors?.[0]?.message ?? '';
  expect(text).toMatch(/[\u4e00-\u9fa5]/);
  return text;
}

const ids: Record<string, string> = {};

async function idOf(query: string, key: string): Promise<string> {
  const answer = await graphql<Record<string, { id: string }[]>>(stack, query, {}, token);
  const list = Object.values(answer.data ?? {})[0] ?? [];
  const id = list[0]?.id;
  if (!id) throw new Error(`${key} not found: ${JSON.stringify(answer.errors)}`);
  return id;
}

beforeAll(async () => {
  // One gateway: its kept references stay fresh while the calls behind a page are counted, however
  // slow the machine.
  stack = await startStack({ gateway: { referenceFreshMs: 60_000 } });
  token = await signIn(stack);
  ids.client = await idOf('{ clientGroupOptions(keyword: "锦程") { id } }', 'client');
  ids.cnsha = await idOf('{ seaportOptions(keyword: "CNSHA") { id } }', 'CNSHA');
  ids.uslax = await idOf('{ seaportOptions(keyword: "USLAX") { id } }', 'USLAX');
  ids.agent = await idOf('{ supplierOptions(keyword: "外运船代") { id } }', 'agent');
  ids.carrier = await idOf('{ supplierOptions(keyword: "中远海运") { id } }', 'carrier');
  ids.broker = await idOf('{ supplierOptions(keyword: "浦东报关") { id } }', 'broker');
  ids.trucker = await idOf('{ supplierOptions(keyword: "捷运车队") { id } }', 'trucker');
  ids.dock = await idOf('{ transportAddressOptions(keyword: "洋山") { id } }', 'dock');
});
afterAll(() => stack?.close());

const booking = () => ({
  clientId: ids.client,
  shippingModeId: 'ZYFS_FCL',
  bookingAgentId: ids.agent,
  shippingCompanyId: ids.carrier,
  departurePortId: ids.cnsha,
  destinationPortId: ids.uslax,
  estimatedSailingDate: '2026-06-18',
  chineseName: '实木餐桌椅',
  englishName: 'SOLID WOOD DINING FURNITURE',
  estimatedPiecesNumber: 420,
  estimatedGrossWeight: '7770.500',
  packageId: 'BZ_CTN',
  isDelivery: true,
  boxList: [{ boxType: 'XX_40HQ', boxNumber: 2 }],
});

async function create(): Promise<Order> {
  return ok(await op('CreateOceanExportOrder', { input: booking() }))
    .createOceanExportOrder as Order;
}

async function downloaded(
  orderCode: string,
  documentKind: string,
  format: string,
): Promise<Buffer> {
  const link = ok(
    await op<{ oceanExportDocumentLink: { url: string } }>('OceanExportDocumentLink', {
      orderCode,
      document: documentKind,
      format,
    }),
  ).oceanExportDocumentLink;
  const res = await fetch(stack.url + link.url);
  expect(res.status, `${documentKind} ${format}`).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function xlsxText(bytes: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(String(cell.text));
      }),
    ),
  );
  return texts.join('\n');
}

describe('ocean export order lifecycle', () => {
  it('creates an order with the signed-in user as csr, then saves every node', async () => {
    const created = await create();
    expect(created.orderCode).toMatch(/^HYCK\d{6}\d{4}$/);
    expect(created.csrName).toBe('系统管理员');
    expect(created.status.code).toBe('HC_DDZT_YJD');
    expect(created.operationStatus.code).toBe('CZZT_CSH');
    expect(created.currentNodeIndex).toBe(0);
    expect(created.boxList).toEqual([expect.objectContaining({ boxNumber: 2 })]);
    const code = created.orderCode;

    const dc = ok(
      await op('SaveOceanExportSpaceBooking', {
        orderCode: code,
        input: {
          vesselVoyage: 'COSCO SHIPPING LEO 026E',
          hblNo: 'HTSHA2699001',
          mblNo: 'COSU6254099001',
          portAreaId: 'GQ_YS',
          interceptionDate: '2026-06-16',
        },
      }),
    ).saveOceanExportSpaceBooking as Order;
    expect(dc.status.code).toBe('HC_DDZT_YDC');
    expect(dc.currentNodeIndex).toBe(1);

    const ps = ok(
      await op('SaveOceanExportDelivery', {
        orderCode: code,
        input: {
          deliveryDate: '2026-06-15',
          companyList: [
            {
              transportCompanyId: ids.trucker,
              destinationId: ids.dock,
              pickupDate: '2026-06-14',
              vehicles: [{ vehicleType: 'CLLX_TC40', vehicleCount: 1, plateNumber: '沪B12345' }],
              containers: [{ boxType: 'XX_40HQ', containerNo: 'CSNU6100001' }],
            },
          ],
        },
      }),
    ).saveOceanExportDelivery as Order;
    expect(ps.companyList[0]?.vehicles[0]?.plateNumber).toBe('沪B12345');
    expect(ps.companyList[0]?.containers[0]?.containerNo).toBe('CSNU6100001');

    const bg = ok(
      await op('SaveOceanExportCustoms', {
        orderCode: code,
        input: {
          customsBrokerId: ids.broker,
          customsCode: '220120260000001234',
          clearanceList: [{ declarationNo: '220120260000001234', declarationDate: '2026-06-15' }],
        },
      }),
    ).saveOceanExportCustoms as Order;
    expect(bg.status.code).toBe('HC_DDZT_YBG');
    ok(await op('SaveOceanExportRelease', { orderCode: code, input: { releaseRemark: '已放行' } }));
    const sj = ok(
      await op('SaveOceanExportActuals', {
        orderCode: code,
        input: { actualSailingDate: '2026-06-18' },
      }),
    ).saveOceanExportActuals as Order;
    expect(sj.status.code).toBe('HC_DDZT_YKC');
    ok(await op('SaveOceanExportFees', { orderCode: code }));
    const wj = ok(await op('SaveOceanExportFiles', { orderCode: code }))
      .saveOceanExportFiles as Order;
    expect(wj.nodes.every((n) => n.done)).toBe(true);
    expect(wj.nodes[wj.currentNodeIndex]?.code).toBe('HYCK_WJ');
    // A node save never touches another node's fields.
    expect(wj.clientId).toBe(ids.client);
    expect(wj.vesselVoyage).toBe('COSCO SHIPPING LEO 026E');

    // Every document is a real file with the order code.
    for (const kind of ['WORK_SHEET', 'DISPATCH_LIST', 'SHIPPING_ORDER']) {
      expect(await xlsxText(await downloaded(code, kind, 'XLSX'))).toContain(code);
      const pdf = await downloaded(code, kind, 'PDF');
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    const exported = ok(
      await op<{ oceanExportListExportLink: { url: string } }>('OceanExportListExportLink', {
        filter: { orderCode: code },
      }),
    ).oceanExportListExportLink;
    const list = await fetch(stack.url + exported.url);
    expect(await xlsxText(Buffer.from(await list.arrayBuffer()))).toContain(code);

    const done = ok(
      await op('SetOceanExportOperationStatus', { orderCode: code, status: 'COMPLETED' }),
    ).setOceanExportOperationStatus as Order;
    expect(done.operationStatus.code).toBe('CZZT_CZWC');
    expect(done.status.code).toBe('HC_DDZT_YWC');
    // A completed order refuses an edit whatever version the save names, an outdated one too:
    // its refusal comes before the version's conflict, since reloading would not make it editable.
    expect(
      refused(
        await op('SaveOceanExportRelease', {
          orderCode: code,
          input: { releaseRemark: 'x' },
          expectedVersion: 0,
        }),
      ),
    ).toContain('已操作完成');
    expect(
      refused(await op('SetOceanExportOperationStatus', { orderCode: code, status: 'COMPLETED' })),
    ).toBe('订单已操作完成');

    const back = ok(await op('StepOceanExportBack', { orderCode: code }))
      .stepOceanExportBack as Order;
    expect(back.operationStatus.code).toBe('CZZT_CSH');
    expect(back.editable).toBe(true);
    const again = ok(await op('StepOceanExportBack', { orderCode: code }))
      .stepOceanExportBack as Order;
    expect(again.step.code).toBe('HYCK_FY');
  });

  it('cancels and initialises with refusals of nonsense transitions', async () => {
    const { orderCode } = await create();
    const cancelled = ok(
      await op('SetOceanExportOperationStatus', { orderCode, status: 'CANCELLED' }),
    ).setOceanExportOperationStatus as Order;
    expect(cancelled.status.code).toBe('HC_DDZT_YQX');
    expect(
      refused(await op('SetOceanExportOperationStatus', { orderCode, status: 'COMPLETED' })),
    ).toContain('已取消');
    const again = ok(
      await op('SetOceanExportOperationStatus', { orderCode, status: 'INITIALISED' }),
    ).setOceanExportOperationStatus as Order;
    expect(again.operationStatus.code).toBe('CZZT_CSH');
    expect(refused(await op('StepOceanExportBack', { orderCode }))).toContain('无法回退');
  });

  it('copies booking fields and boxes, not the later nodes', async () => {
    const source = await create();
    ok(
      await op('SaveOceanExportSpaceBooking', {
        orderCode: source.orderCode,
        input: { vesselVoyage: 'EVER ACE 0215-006E', hblNo: 'HBLCOPY1' },
      }),
    );
    const copy = ok(await op('CopyOceanExportOrder', { orderCode: source.orderCode }))
      .copyOceanExportOrder as Order;
    expect(copy.orderCode).not.toBe(source.orderCode);
    const loaded = ok(await op('OceanExportOrder', { orderCode: copy.orderCode }))
      .oceanExportOrder as Order;
    expect(loaded.clientId).toBe(ids.client);
    expect(loaded.boxList).toHaveLength(1);
    expect(loaded.vesselVoyage).toBeNull();
    expect(loaded.hblNo).toBeNull();
    expect(loaded.currentNodeIndex).toBe(0);
  });

  it('moves an order with its files to another organisation of the group', async () => {
    const { orderCode } = await create();
    const grant = await graphql<{ uploadGrant: { uploadUrl: string } }>(
      stack,
      'mutation ($o: String!) { uploadGrant(area: PRIVATE, orderCode: $o, nodeCode: "HYCK_WJ") { uploadUrl } }',
      { o: orderCode },
      token,
    );
    const form = new FormData();
    form.append('file', new Blob(['装箱单 packing list'], { type: 'text/plain' }), 'packing.txt');
    const uploaded = await fetch(stack.url + (grant.data?.uploadGrant.uploadUrl ?? ''), {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data: me } = await graphql<{
      me: {
        currentOrganisation: { id: string };
        organisations: { organisation: { id: string; orgName: string } }[];
      };
    }>(
      stack,
      '{ me { currentOrganisation { id } organisations { organisation { id orgName } } } }',
      {},
      token,
    );
    const target = me?.me.organisations.find((o) =>
      o.organisation.orgName.startsWith('宁波'),
    )?.organisation;
    expect(target).toBeDefined();
    ok(await op('ChangeOceanExportOrderOrganisation', { orderCode, orgId: target?.id }));
    expect(ok(await op('OceanExportOrder', { orderCode })).oceanExportOrder).toBeNull();
    const other = await graphql<{ switchOrganisation: { token: string } }>(
      stack,
      'mutation ($id: ID!) { switchOrganisation(orgId: $id) { token } }',
      { id: target?.id },
      token,
    );
    const ningbo = other.data?.switchOrganisation.token ?? '';
    const moved = ok(await op('OceanExportOrder', { orderCode }, ningbo)).oceanExportOrder as Order;
    expect(moved.orgId).toBe(target?.id);
    const files = await graphql<{ files: { name: string }[] }>(
      stack,
      'query ($o: String!) { files(orderCode: $o) { name } }',
      { o: orderCode },
      ningbo,
    );
    expect(files.data?.files.map((f) => f.name)).toEqual(['packing.txt']);
    // Back to the head office for the other tests.
    const home = await graphql<{ switchOrganisation: { token: string } }>(
      stack,
      'mutation ($id: ID!) { switchOrganisation(orgId: $id) { token } }',
      { id: me?.me.currentOrganisation.id },
      ningbo,
    );
    token = home.data?.switchOrganisation.token ?? token;
  });
});

describe('bad input per node, refused in Chinese with nothing half-written', () => {
  it('booking: required fields and wrong codes', async () => {
    expect(
      refused(await op('CreateOceanExportOrder', { input: { ...booking(), clientId: null } })),
    ).toBe('请选择客户');
    expect(
      refused(
        await op('CreateOceanExportOrder', {
          input: { ...booking(), shippingModeId: 'ZYFS_NOPE' },
        }),
      ),
    ).toBe('作业方式不存在：ZYFS_NOPE');
    expect(
      refused(await op('CreateOceanExportOrder', { input: { ...booking(), boxList: [] } })),
    ).toBe('整箱请填写箱型箱量');
    expect(
      refused(
        await op('CreateOceanExportOrder', {
          input: { ...booking(), shippingCompanyId: ids.agent },
        }),
      ),
    ).toContain('不是船公司');
  });

  it('other nodes: required fields, wrong codes, a bad row; the order is unchanged', async () => {
    const { orderCode } = await create();
    expect(
      refused(await op('SaveOceanExportSpaceBooking', { orderCode, input: { hblNo: 'X1' } })),
    ).toBe('请输入船名航次');
    expect(
      refused(
        await op('SaveOceanExportSpaceBooking', {
          orderCode,
          input: { vesselVoyage: 'V1', portAreaId: 'GQ_MARS' },
        }),
      ),
    ).toBe('港区不存在：GQ_MARS');
    expect(refused(await op('SaveOceanExportCustoms', { orderCode, input: {} }))).toBe(
      '请选择报关行',
    );
    expect(
      refused(
        await op('SaveOceanExportDelivery', {
          orderCode,
          input: {
            companyList: [
              {
                transportCompanyId: ids.trucker,
                destinationId: ids.dock,
                vehicles: [{ vehicleType: 'CLLX_UFO' }],
              },
            ],
          },
        }),
      ),
    ).toBe('车型不存在：CLLX_UFO');
    expect(refused(await op('SaveOceanExportActuals', { orderCode, input: {} }))).toBe(
      '请选择实际开船日期',
    );
    const order = ok(await op('OceanExportOrder', { orderCode })).oceanExportOrder as Order;
    expect(order.hblNo).toBeNull();
    expect(order.companyList).toEqual([]);
    expect(order.doneNodes).toEqual(['HYCK_TD']);
  });

  it("another organisation's order is not found", async () => {
    expect(
      ok(await op('OceanExportOrder', { orderCode: 'HYCK2099010001' })).oceanExportOrder,
    ).toBeNull();
    const answer = await op('SaveOceanExportRelease', { orderCode: 'HYCK2099010001', input: {} });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('REST calls behind the pages', () => {
  it('a list of 50 with resolved names costs at most 2 calls', async () => {
    const page = await op<{ oceanExportOrders: { items: Order[]; total: number } }>(
      'OceanExportOrderPage',
      {
        pageSize: 50,
      },
    );
    const data = ok(page).oceanExportOrders;
    expect(data.items).toHaveLength(50);
    expect(data.items[0]?.clientName).toBeTruthy();
    expect(data.items[0]?.status.name).not.toBe(data.items[0]?.status.code);
    const codes = data.items.map((i) => i.orderCode);
    expect([...codes].sort().reverse()).toEqual(codes);
    expect(page.calls).toBeLessThanOrEqual(2);
  });

  it('a list asking for more than the list columns still gets every field it asks for', async () => {
    const res = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `{ oceanExportOrders(pageSize: 5) { items { orderCode clientName chineseName
          ... on OceanExportOrder { bookingAgentName nodes { code } } } } }`,
      }),
    });
    const body = (await res.json()) as {
      data: { oceanExportOrders: { items: Record<string, unknown>[] } };
    };
    const items = body.data.oceanExportOrders.items;
    expect(items).toHaveLength(5);
    // Demo orders carry their goods' Chinese name, a field outside the list columns.
    expect(items.some((i) => typeof i.chineseName === 'string' && i.chineseName !== '')).toBe(true);
    expect(items.every((i) => Array.isArray(i.nodes) && (i.nodes as unknown[]).length > 0)).toBe(
      true,
    );
    const rows = ok(
      await op<{ oceanExportOrders: { items: Order[] } }>('OceanExportOrderPage', { pageSize: 5 }),
    ).oceanExportOrders.items;
    expect(rows.map((r) => [r.orderCode, r.clientName])).toEqual(
      items.map((i) => [i.orderCode, i.clientName]),
    );
  });

  it('the order page asks one query — order, nodes, fees and files — costing at most 6 calls', async () => {
    const list = ok(
      await op<{ oceanExportOrders: { items: Order[] } }>('OceanExportOrderPage', {
        filter: { operationStatus: 'CZZT_CSH' },
      }),
    ).oceanExportOrders;
    const orderCode = list.items[0]?.orderCode;
    const answer = await op('OceanExportOrder', { orderCode });
    const order = ok(answer).oceanExportOrder as Order;
    expect(order.nodes.map((n) => n.name)).toEqual([
      '托单',
      '订舱',
      '派送',
      '报关',
      '放行',
      '实际信息',
      '费用',
      '文件',
    ]);
    expect(order.nodes.every((n) => n.mine)).toBe(true);
    const fees = order.fees as { receivables: unknown[]; totals: { profitCny: string } };
    expect(Array.isArray(fees.receivables)).toBe(true);
    expect(fees.totals.profitCny).toMatch(/^-?\d+\.\d{2}$/);
    expect(Array.isArray(order.files)).toBe(true);
    expect(answer.calls).toBeLessThanOrEqual(6);
  });
});
