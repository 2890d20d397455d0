// A small, hand-countable set of orders and fee lines for the statement tests (rest and
// gateway/browser): its own client and supplier, so filtering by them isolates it from the demo.
// Write-offs and invoices are set on the lines directly, as finance would leave them.
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export interface StatementFixture {
  orgId: number;
  clientId: number;
  supplierId: number;
  orders: { a: string; b: string; ningbo: string };
  /** The day the aging figures below are computed at. */
  asOf: string;
}

interface LineSpec {
  side: 'ar' | 'ap';
  order: string;
  unitPrice: string;
  currency: '3' | '1';
  rate: string;
  created: string;
  invoiceNo?: string;
  invoiceDate?: string;
  writeOff?: { money: string; date: string; name: string };
  status: 'WTJ' | 'DSH' | 'YSH' | 'BH';
  org?: number;
}

async function one<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T> {
  const { rows } = await query.execute(db);
  const row = rows[0];
  if (!row) throw new Error('测试数据准备失败');
  return row;
}

/** Inserts the fixture; `tag` keeps codes and names unique between test files sharing a database. */
export async function insertStatementFixture(db: Db, tag: string): Promise<StatementFixture> {
  const org = await one(
    db,
    sql<{ id: number }>`select id from tb_organization
    where org_name like '%上海%' order by id limit 1`,
  );
  const ningbo = await one(
    db,
    sql<{ id: number }>`select id from tb_organization
    where org_name like '%宁波%' order by id limit 1`,
  );
  const admin = await one(
    db,
    sql<{ id: number }>`select id from tb_sys_user
    where mobile = '13800000000'`,
  );
  const client = await one(
    db,
    sql<{ id: number }>`insert into tb_customer (org_id, customer_name)
    values (${org.id}, ${`报表客户${tag}`}) returning id`,
  );
  const supplier = await one(
    db,
    sql<{ id: number }>`insert into tb_supplier (org_id,
      supplier_name, type_id_list) values (${org.id}, ${`报表供应商${tag}`}, 'GYSLX_CD')
    returning id`,
  );
  const orders = { a: `HYCK${tag}A`, b: `HYCK${tag}B`, ningbo: `HYCK${tag}N` };
  const insertOrder = (orgId: number, code: string, created: string) =>
    sql`insert into tb_sea_transport_export (org_id, order_code, status, step, client_id,
        sales_id, csr_id, shipping_mode_id, departure_port_id, destination_port_id, create_date)
      values (${orgId}, ${code}, 'HC_DDZT_YJD', 'HYCK_TD', ${client.id}, ${admin.id}, ${admin.id},
        'ZYFS_FCL', (select p.id from tb_param_port p where p.code = 'CNSHA'),
        (select p.id from tb_param_port p where p.code = 'USLAX'), ${created}::date)`.execute(db);
  await insertOrder(org.id, orders.a, '2026-03-10');
  await insertOrder(org.id, orders.b, '2026-05-05');
  await insertOrder(ningbo.id, orders.ningbo, '2026-03-10');

  const lines: LineSpec[] = [
    {
      side: 'ar',
      order: orders.a,
      unitPrice: '1000',
      currency: '3',
      rate: '1',
      created: '2026-03-11',
      invoiceNo: `INV${tag}A1`,
      invoiceDate: '2026-06-15',
      writeOff: { money: '400', date: '2026-06-20', name: '张丽' },
      status: 'YSH',
    },
    {
      side: 'ar',
      order: orders.a,
      unitPrice: '100',
      currency: '1',
      rate: '7.1',
      created: '2026-03-12',
      status: 'YSH',
    },
    {
      side: 'ap',
      order: orders.a,
      unitPrice: '500',
      currency: '3',
      rate: '1',
      created: '2026-03-15',
      invoiceNo: `PINV${tag}1`,
      invoiceDate: '2026-04-01',
      writeOff: { money: '200', date: '2026-05-01', name: '张丽' },
      status: 'YSH',
    },
    {
      side: 'ap',
      order: orders.a,
      unitPrice: '300',
      currency: '3',
      rate: '1',
      created: '2026-05-20',
      status: 'DSH',
    },
    {
      side: 'ar',
      order: orders.b,
      unitPrice: '2000',
      currency: '3',
      rate: '1',
      created: '2026-05-06',
      invoiceNo: `INV${tag}B1`,
      invoiceDate: '2026-05-31',
      status: 'YSH',
    },
    {
      side: 'ap',
      order: orders.b,
      unitPrice: '50',
      currency: '1',
      rate: '7.2',
      created: '2026-06-10',
      status: 'YSH',
    },
    // Sent back by finance: owed by nobody, in no figure.
    {
      side: 'ar',
      order: orders.b,
      unitPrice: '999',
      currency: '3',
      rate: '1',
      created: '2026-05-07',
      status: 'BH',
    },
    // Another organisation's line with the same client: never in 上海's figures.
    {
      side: 'ar',
      order: orders.ningbo,
      unitPrice: '777',
      currency: '3',
      rate: '1',
      created: '2026-03-11',
      status: 'YSH',
      org: ningbo.id,
    },
  ];
  for (const [index, line] of lines.entries()) {
    const orgId = line.org ?? org.id;
    const feeType = await one(
      db,
      sql<{ id: number; code: string; name: string }>`select id,
        fee_code as "code", fee_name as "name" from tb_fee_type where org_id = ${orgId}
      order by id limit 1`,
    );
    const unit = line.side === 'ar' ? client.id : supplier.id;
    const unitName = line.side === 'ar' ? `报表客户${tag}` : `报表供应商${tag}`;
    await sql`insert into ${sql.table(line.side === 'ar' ? 'tb_ar' : 'tb_ap')} (org_id,
        order_code, order_type, fee_type_id, fee_code, fee_name, unit_price, quantity, currency,
        exchange_rate, settlement_unit_id, settlement_unit_name, approve_status, invoice_no,
        invoice_date, write_off_money, write_off_name, write_off_date, create_date, creator,
        sort_id)
      values (${orgId}, ${line.order}, 'ZYLX_HYCK', ${feeType.id}, ${feeType.code},
        ${feeType.name}, ${line.unitPrice}::numeric, 1, ${line.currency}, ${line.rate}::numeric,
        ${unit}, ${unitName}, ${line.status}, ${line.invoiceNo ?? null},
        ${line.invoiceDate ?? null}::date, ${line.writeOff?.money ?? null}::numeric,
        ${line.writeOff?.name ?? null}, ${line.writeOff?.date ?? null}::date,
        ${`${line.created} 10:00:00+08`}::timestamptz, '李明', ${index})`.execute(db);
  }
  return {
    orgId: org.id,
    clientId: client.id,
    supplierId: supplier.id,
    orders,
    asOf: '2026-06-30',
  };
}
