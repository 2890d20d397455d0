// Demo attachments: a booking confirmation (托单确认件) PDF on each demo ocean export order past
// booking, stored like an upload (private area, row in tb_file). Written only when seeding has a
// data directory: a database snapshot carries no files, so it gets no rows either.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedStep } from '../../db/seed/index.ts';
import { renderPdf } from '../../documents/index.ts';
import { storedFilePath } from './storage.ts';
import { filesDb } from './table.ts';

const ADMIN_MOBILE = '13800000000';

interface DemoOrder {
  order_code: string;
  org_id: number;
  client_name: string;
  departure: string;
  destination: string;
  vessel_voyage: string | null;
  hbl_no: string | null;
  mbl_no: string | null;
}

async function demoOrders(trx: Transaction<Database>): Promise<DemoOrder[]> {
  const { rows } = await sql<DemoOrder>`
    select o.order_code, o.org_id, c.customer_name as client_name,
      dp.name_cn || '（' || dp.code || '）' as departure,
      ds.name_cn || '（' || ds.code || '）' as destination,
      o.vessel_voyage, o.hbl_no, o.mbl_no
    from tb_sea_transport_export o
    join tb_customer c on c.id = o.client_id
    join tb_param_port dp on dp.id = o.departure_port_id
    join tb_param_port ds on ds.id = o.destination_port_id
    where o.step <> 'HYCK_TD'
    order by o.order_code`.execute(trx);
  return rows;
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
      header: [
        { label: '订单号', value: order.order_code },
        { label: '委托客户', value: order.client_name },
        { label: '船名航次', value: order.vessel_voyage ?? '' },
        { label: '起运港', value: order.departure },
        { label: '目的港', value: order.destination },
        { label: 'HBL / MBL', value: [order.hbl_no, order.mbl_no].filter(Boolean).join(' / ') },
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
        org_id: order.org_id,
        area: 'private',
        stored_name: storedName,
        original_name: `托单确认件-${order.order_code}.pdf`,
        extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        order_code: order.order_code,
        node_code: 'HYCK_TD',
        company_id: null,
        shipping_type: 'ZYLX_HYCK',
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
