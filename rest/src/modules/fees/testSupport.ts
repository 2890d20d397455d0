// Helpers for tests of fees (rest contract tests and the GraphQL tests in tests/): an ocean export
// order of its own per test, and the text a PDF shows.
import { inflateSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export interface TestOrder {
  orderCode: string;
  orgId: number;
  clientId: number;
  clientName: string;
}

/**
 * An ocean export order as its booking save leaves it, in the organisation named `orgName`
 * (a part of its name: 上海, 宁波…). Written straight to the order table so fee tests start from an
 * order without fees.
 */
export async function insertTestOrder(
  db: Db,
  orderCode: string,
  orgName = '上海',
): Promise<TestOrder> {
  const { rows } = await sql<TestOrder>`insert into tb_sea_transport_export (org_id, order_code,
      status, step, client_id, shipping_mode_id, csr_id, departure_port_id, destination_port_id,
      vessel_voyage, hbl_no, mbl_no, estimated_sailing_date)
    select o.id, ${orderCode}, 'HC_DDZT_YJD', 'HYCK_TD',
      (select c.id from tb_customer c where c.status = 'Y' order by c.id limit 1), 'ZYFS_FCL',
      (select u.id from tb_sys_user u where u.mobile = '13800000000'),
      (select p.id from tb_param_port p where p.code = 'CNSHA'),
      (select p.id from tb_param_port p where p.code = 'USLAX'),
      'COSCO SHIPPING LEO 026E', ${`HBL${orderCode}`}, ${`MBL${orderCode}`}, '2026-11-28'
    from tb_organization o where o.org_name like ${`%${orgName}%`}
    order by o.id limit 1
    returning order_code as "orderCode", org_id as "orgId", client_id as "clientId",
      (select c.customer_name from tb_customer c where c.id = client_id) as "clientName"`.execute(
    db,
  );
  const order = rows[0];
  if (!order) throw new Error(`测试订单 ${orderCode} 未能创建`);
  return order;
}

/** The text a PDF shows: its content streams decoded through the fonts' ToUnicode maps. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const marker = /stream\r?\n/g;
  for (let m = marker.exec(raw); m; m = marker.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (the font file itself).
    }
  }
  const map = new Map<number, string>();
  const hexChar = (hex: string) => String.fromCodePoint(parseInt(hex, 16));
  for (const cmap of streams.filter((s) => s.includes('begincmap'))) {
    for (const [, from = '', to = '', list = ''] of cmap.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi,
    )) {
      const targets = [...list.matchAll(/<([0-9a-f]+)>/gi)].map((t) => t[1] ?? '');
      for (let code = parseInt(from, 16), i = 0; code <= parseInt(to, 16); code++, i++) {
        const target = targets[i];
        if (target) map.set(code, hexChar(target));
      }
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code = '', uni = ''] of (block[1] ?? '').matchAll(
        /<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi,
      )) {
        map.set(parseInt(code, 16), hexChar(uni));
      }
    }
  }
  const text: string[] = [];
  for (const content of streams.filter((s) => /\bTJ\b/.test(s))) {
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex = ''] of array.matchAll(/<([0-9a-f]+)>/gi)) {
        for (let i = 0; i + 4 <= hex.length; i += 4) {
          text.push(map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?');
        }
      }
      text.push('\n');
    }
  }
  return text.join('');
}
