// Invoice sets (发票号段, tbInvoiceSet): a range of numbers of one invoice type (FPLX) that invoices
// take one at a time, in order. fetchNumber is the 1-based position of the next number, so a new
// set fetches 1 and its next number is invoiceStartNo.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { int, pageOf, pageResult, str } from '../../http/body.ts';
import { DomainError, fail } from '../../http/errors.ts';
import type { ErrorMessage } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';

export interface InvoiceSet {
  id: number;
  /** The version a change names (versions.ts). */
  version: number;
  invoiceType: string;
  invoiceTypeName: string | null;
  invoiceStartNo: string;
  invoiceEndNo: string;
  fetchNumber: string;
  /** The number the next invoice takes; null once the set is used up. */
  nextNo: string | null;
  /** Numbers left. */
  remaining: string;
  /** Whether any number was handed out (a used set cannot be deleted). */
  used: boolean;
  remark: string | null;
  creator: string | null;
  createDate: string;
}

const SET_COLUMNS = sql`s.id::int as "id", s.version, s.invoice_type as "invoiceType",
  (select d.dict_name from tb_dict d where d.category_code = 'FPLX'
    and d.dict_code = s.invoice_type) as "invoiceTypeName",
  lpad(s.invoice_start_no::text, s.no_width, '0') as "invoiceStartNo",
  lpad(s.invoice_end_no::text, s.no_width, '0') as "invoiceEndNo",
  s.fetch_number::text as "fetchNumber",
  case when s.invoice_start_no + s.fetch_number - 1 <= s.invoice_end_no
    then lpad((s.invoice_start_no + s.fetch_number - 1)::text, s.no_width, '0') end as "nextNo",
  (s.invoice_end_no - s.invoice_start_no - s.fetch_number + 2)::text as "remaining",
  (s.fetch_number > 1 or exists (select 1 from tb_ar_invoice i where i.invoice_set_id = s.id))
    as "used",
  s.remark, s.creator, s.create_date as "createDate"`;

type SetRow = Omit<InvoiceSet, 'createDate'> & { createDate: Date | string };

const toSet = (row: SetRow): InvoiceSet => ({
  ...row,
  id: Number(row.id),
  createDate: new Date(row.createDate).toISOString(),
});

export async function setById(db: Db, orgId: number, id: number): Promise<InvoiceSet | null> {
  const { rows } = await sql<SetRow>`select ${SET_COLUMNS} from tb_invoice_set s
    where s.org_id = ${orgId} and s.id = ${id}`.execute(db);
  return rows[0] ? toSet(rows[0]) : null;
}

/** Invoice numbers as printed: 1 to 20 digits. */
const NUMBER = /^\d{1,20}$/;

/**
 * Takes the set's next number in one UPDATE … RETURNING: the row lock makes concurrent takers
 * wait for each other, so no number is handed out twice. Null when the set is used up.
 */
export async function takeNumber(
  db: Db,
  orgId: number,
  setId: number,
): Promise<{ invoiceNo: string; invoiceType: string } | null> {
  const { rows } = await sql<{ invoiceNo: string; invoiceType: string }>`update tb_invoice_set
    set fetch_number = fetch_number + 1
    where id = ${setId} and org_id = ${orgId}
      and invoice_start_no + fetch_number - 1 <= invoice_end_no
    returning lpad((invoice_start_no + fetch_number - 2)::text, no_width, '0') as "invoiceNo",
      invoice_type as "invoiceType"`.execute(db);
  return rows[0] ?? null;
}

async function invoiceTypeExists(db: Db, code: string): Promise<boolean> {
  const { rows } = await sql`select 1 from tb_dict
    where category_code = 'FPLX' and dict_code = ${code}`.execute(db);
  return rows.length > 0;
}

export function registerInvoiceSets(app: FastifyInstance): void {
  route(app, 'tbInvoiceSet/pageAll', async ({ db, session, body }) => {
    const orgId = currentOrgId(session);
    const page = pageOf(body, 10);
    const where = [sql`s.org_id = ${orgId}`];
    const type = str(body, 'invoiceType');
    if (type) where.push(sql`s.invoice_type = ${type}`);
    const number = str(body, 'invoiceNo')?.trim();
    if (number) {
      if (!NUMBER.test(number)) throw fail.badRequest('发票号码只能是1到20位数字', 'invoiceNo');
      where.push(sql`${number}::numeric between s.invoice_start_no and s.invoice_end_no`);
    }
    // usable: sets with numbers left.
    if (str(body, 'usable') === 'true' || str(body, 'usable') === 'Y') {
      where.push(sql`s.invoice_start_no + s.fetch_number - 1 <= s.invoice_end_no`);
    }
    const condition = sql.join(where, sql` and `);
    const { rows: count } = await sql<{ n: number }>`select count(*)::int as "n"
      from tb_invoice_set s where ${condition}`.execute(db);
    const { rows } = await sql<SetRow>`select ${SET_COLUMNS} from tb_invoice_set s
      where ${condition} order by s.invoice_type, s.invoice_start_no, s.id
      limit ${page.pageSize} offset ${page.offset}`.execute(db);
    return pageResult(rows.map(toSet), Number(count[0]?.n ?? 0), page);
  });

  route(app, 'tbInvoiceSet/insert', (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const { body } = ctx;
    const problems: ErrorMessage[] = [];
    const type = str(body, 'invoiceType')?.trim() ?? '';
    if (!type) problems.push({ message: '请选择发票类型', field: 'invoiceType' });
    const start = str(body, 'invoiceStartNo')?.trim() ?? '';
    const end = str(body, 'invoiceEndNo')?.trim() ?? '';
    if (!start) problems.push({ message: '请输入起始号码', field: 'invoiceStartNo' });
    else if (!NUMBER.test(start)) {
      problems.push({ message: '起始号码只能是1到20位数字', field: 'invoiceStartNo' });
    }
    if (!end) problems.push({ message: '请输入结束号码', field: 'invoiceEndNo' });
    else if (!NUMBER.test(end)) {
      problems.push({ message: '结束号码只能是1到20位数字', field: 'invoiceEndNo' });
    }
    const fetchText = str(body, 'fetchNumber')?.trim() || '1';
    if (!/^\d{1,21}$/.test(fetchText) || BigInt(fetchText) < 1n) {
      problems.push({ message: '取号位置必须是大于0的整数', field: 'fetchNumber' });
    }
    const remark = str(body, 'remark')?.trim() || null;
    if (remark && remark.length > 200) {
      problems.push({ message: '备注最多200个字符', field: 'remark' });
    }
    if (problems.length === 0) {
      if (start.length !== end.length) {
        problems.push({ message: '起始号码与结束号码的位数须一致', field: 'invoiceEndNo' });
      } else if (BigInt(start) > BigInt(end)) {
        problems.push({ message: '起始号码不能大于结束号码', field: 'invoiceEndNo' });
      } else if (BigInt(fetchText) > BigInt(end) - BigInt(start) + 2n) {
        problems.push({ message: '取号位置超出号段范围', field: 'fetchNumber' });
      }
    }
    if (problems.length) throw new DomainError(400, problems);

    return ctx.transaction(async (trx) => {
      if (!(await invoiceTypeExists(trx, type))) {
        throw fail.unprocessable(`发票类型不存在：${type}`, 'invoiceType');
      }
      // One writer per organisation and type at a time, so two overlapping sets cannot both pass.
      await sql`select pg_advisory_xact_lock(hashtext(${`tb_invoice_set:${orgId}:${type}`}))`.execute(
        trx,
      );
      const { rows: overlap } = await sql<{ start: string; end: string }>`select
          lpad(invoice_start_no::text, no_width, '0') as "start",
          lpad(invoice_end_no::text, no_width, '0') as "end"
        from tb_invoice_set where org_id = ${orgId} and invoice_type = ${type}
          and invoice_start_no <= ${end}::numeric and invoice_end_no >= ${start}::numeric
        order by invoice_start_no limit 1`.execute(trx);
      const clash = overlap[0];
      if (clash) {
        throw fail.unprocessable(
          `号段与已有号段 ${clash.start}-${clash.end} 重叠，发票号码不能重复`,
          'invoiceStartNo',
        );
      }
      const { rows } = await sql<{ id: number }>`insert into tb_invoice_set (org_id, invoice_type,
          invoice_start_no, invoice_end_no, fetch_number, no_width, remark, creator_id, creator)
        values (${orgId}, ${type}, ${start}::numeric, ${end}::numeric, ${fetchText}::numeric,
          ${start.length}, ${remark}, ${ctx.session.userId}, ${ctx.session.userName})
        returning id::int as "id"`.execute(trx);
      const saved = await setById(trx, orgId, Number(rows[0]?.id));
      ctx.audit({ table: 'tb_invoice_set', recordKey: saved?.id ?? null, after: saved });
      return saved;
    });
  });

  route(app, 'tbInvoiceSet/delete', (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const id = int(ctx.body, 'id', '号段编号格式错误');
    if (id === undefined) throw fail.badRequest('请选择号段', 'id');
    return ctx.transaction(async (trx) => {
      const { rows } = await sql`select id from tb_invoice_set
        where id = ${id} and org_id = ${orgId} for update`.execute(trx);
      if (rows.length === 0) throw fail.notFound('号段不存在', 'id');
      const before = await setById(trx, orgId, id);
      if (before?.used) throw fail.unprocessable('该号段已开出发票，不能删除', 'id');
      await sql`delete from tb_invoice_set where id = ${id}`.execute(trx);
      ctx.audit({ table: 'tb_invoice_set', recordKey: id, before });
      return null;
    });
  });
}
