// Demo attachments: a booking confirmation (托单确认件) PDF on each demo order of every type past
// booking, stored like an upload (private area, row in tb_file). Written only when seeding has a
// data directory: a database snapshot carries no files, so it gets no rows either.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedStep } from '../../db/seed/index.ts';
import { orderField, orderTypes } from '../../../../model/orders/index.ts';
import { renderPdf } from '../../documents/index.ts';
import type { DocumentField } from '../../documents/index.ts';
import { dictionaryNames, shown } from '../orders/documents.ts';
import { findOrder } from '../orders/engine.ts';
import { storedFilePath } from './storage.ts';
import { filesDb } from './table.ts';

const ADMIN_MOBILE = '13800000000';

interface DemoOrder {
  order_code: string;
  org_id: number;
  shipping_type: string;
  node_code: string;
  /** The type's first attachment type when it groups its files by type (a booking confirmation). */
  attachment_type: string | null;
  header: DocumentField[];
}

/** Orders of every type past their booking, with the type's statement header as shown. */
async function demoOrders(trx: Transaction<Database>): Promise<DemoOrder[]> {
  const out: DemoOrder[] = [];
  for (const decl of orderTypes) {
    const first = decl.nodes[0];
    if (!first) continue;
    const { rows } = await sql<{ orderCode: string; orgId: number }>`
      select order_code as "orderCode", org_id as "orgId" from ${sql.table(decl.table)}
      where step <> ${first.code} order by order_code`.execute(trx);
    const dicts = await dictionaryNames(trx, decl);
    for (const row of rows) {
      const order = await findOrder(trx, decl, row.orgId, row.orderCode);
      if (!order) continue;
      out.push({
        order_code: row.orderCode,
        org_id: row.orgId,
        shipping_type: decl.shippingType,
        node_code: first.code,
        attachment_type: decl.nodes.find((n) => n.attachmentTypes)?.attachmentTypes?.[0] ?? null,
        header: [
          { label: '订单号', value: row.orderCode },
          ...decl.statementHeader.map((name) => {
            const field = orderField(decl, name);
            return { label: field.label, value: shown(field, order, dicts) };
          }),
        ],
      });
    }
  }
  return out;
}

/** The step that stores one booking confirmation per order; `dataDir` is where files live. */
export async function seedOrderFiles(trx: Transaction<Database>, dataDir: string): Promise<number> {
  const admin = await trx
    .selectFrom('tb_sys_user')
    .select(['id', 'user_name'])
    .where('mobile', '=', ADMIN_MOBILE)
    .executeTakeFirst();
  if (!admin) return 0;
  const orders = await demoOrders(trx);
  for (const order of orders) {
    const pdf = await renderPdf({
      title: '托单确认件',
      subtitle: order.order_code,
      header: order.header,
      tables: [],
      footer: [{ label: '确认人', value: admin.user_name }],
    });
    const storedName = `${randomUUID()}.pdf`;
    const file = storedFilePath(dataDir, { area: 'private', stored_name: storedName });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pdf);
    await filesDb(trx)
      .insertInto('tb_file')
      .values({
        org_id: order.org_id,
        area: 'private',
        stored_name: storedName,
        original_name: `托单确认件-${order.order_code}.pdf`,
        extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        order_code: order.order_code,
        node_code: order.node_code,
        company_id: null,
        shipping_type: order.shipping_type,
        attachment_type: order.attachment_type,
        uploader_id: admin.id,
        uploader_name: admin.user_name,
      })
      .execute();
  }
  return orders.length;
}

export const orderFilesSeedSteps: SeedStep[] = [
  {
    name: '订单附件（托单确认件）',
    async run(trx, ctx) {
      if (ctx.dataDir) await seedOrderFiles(trx, ctx.dataDir);
    },
  },
];
