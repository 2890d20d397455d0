// Demo attachments: a booking confirmation (托单确认件) PDF on each demo order of every type past
// its first node, stored like an upload (private area, row in tb_file). Written only when seeding has a
// data directory: a database snapshot carries no files, so it gets no rows either.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import type { Database } from '../../db/schema.ts';
import { findOrder } from '../orders/engine.ts';
import type { Row } from '../orders/engine.ts';
import type { SeedStep } from '../../db/seed/index.ts';
import { renderPdf } from '../../documents/index.ts';
import { storedFilePath } from './storage.ts';
import { filesDb } from './table.ts';

const ADMIN_MOBILE = '13800000000';

interface DemoOrder {
  decl: OrderTypeDecl;
  order: Row;
}

/** Every demo order past its first node, of every declared type. */
async function demoOrders(trx: Transaction<Database>): Promise<DemoOrder[]> {
  const out: DemoOrder[] = [];
  for (const decl of orderTypes) {
    const { rows } = await sql<{ code: string; orgId: number }>`select order_code as code,
      org_id as "orgId" from ${sql.id(decl.table)} where done_nodes <> ${decl.nodes[0]?.code ?? ''}
      order by order_code`.execute(trx);
    for (const row of rows) {
      const order = await findOrder(trx, decl, row.orgId, row.code);
      if (order) out.push({ decl, order });
    }
  }
  return out;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The step that stores one booking confirmation per order; `dataDir` is where files live. */
export async function seedOrderFiles(trx: Transaction<Database>, dataDir: string): Promise<number> {
  const admin = await trx
    .selectFrom('tb_sys_user')
    .select(['id', 'user_name'])
    .where('mobile', '=', ADMIN_MOBILE)
    .executeTakeFirst();
  if (!admin) return 0;
  const orders = await demoOrders(trx);
  for (const { decl, order } of orders) {
    const code = text(order.orderCode);
    const first = decl.nodes[0];
    const pdf = await renderPdf({
      title: '托单确认件',
      subtitle: code,
      header: [
        { label: '订单号', value: code },
        { label: '委托客户', value: text(order.clientName) },
        { label: '船名航次 / 航班', value: text(order.vesselVoyage ?? order.flight) },
        { label: '起运港', value: text(order.departurePortName) },
        { label: '目的港', value: text(order.destinationPortName) },
        {
          label: '提单号 / 运单号',
          value: [order.hblNo ?? order.mainOrderNumber, order.mblNo ?? order.orderNumber]
            .map(text)
            .filter(Boolean)
            .join(' / '),
        },
      ],
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
        org_id: order.orgId as number,
        area: 'private',
        stored_name: storedName,
        original_name: `托单确认件-${code}.pdf`,
        extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        order_code: code,
        node_code: first?.code ?? null,
        company_id: null,
        shipping_type: decl.shippingType,
        attachment_type: null,
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
