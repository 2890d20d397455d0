// The ocean import documents the seeds name (the bulk export and the Vietnam delivery order), on a
// demo order that went through delivery: laid out from their declaration (every header field's
// label, every table's title and columns), with the order's Chinese values, as a real xlsx and a
// pdf whose embedded font carries the Chinese; 暂无数据 when the order has none of the rows.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanImport, orderField, orderSubList } from '../../../../model/orders/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { pdfText } from '../fees/testSupport.ts';

let rest: TestRest;
let token: string;
type Row = Record<string, unknown>;

async function ok<T>(path: string, fields: Row): Promise<T> {
  const { body } = await callRest<T>(rest.app, path, { token, ...fields });
  expect(body.status, `${path} ${JSON.stringify(body.data)}`).toBe(200);
  return body.data;
}

async function download(action: string, orderCode: string): Promise<Buffer> {
  const link = await ok<{ url: string }>(`tbSeaTransportImport/${action}`, { orderCode });
  const file = await rest.app.inject({ method: 'GET', url: link.url });
  expect(file.statusCode, action).toBe(200);
  return file.rawPayload;
}

async function sheetText(buffer: Buffer): Promise<string> {
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

const docs = oceanImport.documents.filter((d) => d.content);
let order: Row;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  // A demo order past delivery, with goods, containers and vehicles.
  const { rows } = await sql<{ orderCode: string }>`select o.order_code as "orderCode"
    from tb_sea_transport_import o
    where exists (select 1 from tb_sea_transport_import_goods g where g.parent_id = o.id)
      and exists (select 1 from tb_sea_transport_import_box b where b.parent_id = o.id)
      and exists (select 1 from tb_sea_transport_import_vehicle v where v.parent_id = o.id)
    order by o.order_code limit 1`.execute(rest.db);
  const code = rows[0]?.orderCode;
  if (!code) throw new Error('no demo ocean import order past delivery');
  order = await ok<Row>('tbSeaTransportImport/findByPK', { orderCode: code });
}, 120_000);
afterAll(() => rest?.close());

describe.each(docs.map((d) => [`${d.label} ${d.format}`, d] as const))('%s', (_l, doc) => {
  const content = doc.content as NonNullable<typeof doc.content>;

  it('is laid out from its declaration with the order’s Chinese values', async () => {
    const code = order.orderCode as string;
    const file = await download(doc.action, code);
    let text: string;
    if (doc.format === 'pdf') {
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      text = pdfText(file).replace(/\s+/g, '');
    } else {
      expect(file.subarray(0, 2).toString()).toBe('PK');
      text = (await sheetText(file)).replace(/\s+/g, '');
    }
    const has = (s: string) => expect(text, `${doc.action}: ${s}`).toContain(s.replace(/\s+/g, ''));
    has(code);
    has(content.title);
    for (const name of content.header) has(orderField(oceanImport, name).label);
    for (const name of content.tables) {
      const sub = orderSubList(oceanImport, name);
      has(sub.label);
      for (const field of sub.fields) has(field.label);
    }
    // Names, not ids or codes: the client, the consignee's port, a container type.
    has(order.clientName as string);
    has(order.destinationPortName as string);
    const box = (order.boxList as Row[])[0] as Row;
    const boxType = await sql<{ name: string }>`select dict_name as name from tb_dict
      where dict_code = ${String(box.boxType)}`.execute(rest.db);
    has(boxType.rows[0]?.name ?? '?');
    expect(text).not.toContain(String(box.boxType));
    if (content.tables.includes('goodsList')) {
      has(((order.goodsList as Row[])[0] as Row).goodsName as string);
    }
    if (content.tables.includes('vehicleList')) {
      const vehicle = (order.vehicleList as Row[])[0] as Row;
      if (vehicle.driverName) has(vehicle.driverName as string);
    }
  });
});

describe('the Vietnam delivery order of an order without vehicles or containers', () => {
  it('answers 暂无数据', async () => {
    const { rows } = await sql<{ orderCode: string }>`select o.order_code as "orderCode"
      from tb_sea_transport_import o
      where not exists (select 1 from tb_sea_transport_import_box b where b.parent_id = o.id)
        and not exists (select 1 from tb_sea_transport_import_vehicle v where v.parent_id = o.id)
      order by o.order_code limit 1`.execute(rest.db);
    const code = rows[0]?.orderCode;
    if (!code) throw new Error('no demo order without vehicles and containers');
    for (const action of ['downloadVietnamDelivery', 'downloadVietnamDeliveryPdf']) {
      const { body } = await callRest(rest.app, `tbSeaTransportImport/${action}`, {
        token,
        orderCode: code,
      });
      expect(body).toEqual({ status: 404, data: [{ message: '暂无数据' }] });
    }
  });
});
