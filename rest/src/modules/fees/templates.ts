// Fee templates (费用模板): a named set of fee lines per side that the order page adds at once.
// Applying one is the client's business: it appends the details to the order's lines and saves
// them through updateBatch, so the same checks and the same transaction hold.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CNY } from '../../../../model/masterData/index.ts';
import type { Db } from '../../db/index.ts';
import { jsonField, requireStr, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { likeContains } from '../masterData/sql.ts';
import { LineChecker, problemsFor, readLineInput, throwIfAny } from './lines.ts';
import type { Problems } from './lines.ts';
import type { FeeSide } from './sides.ts';

export interface FeeTemplate {
  id: number;
  /** The template's version: a change or delete names it (versions.ts). */
  version: number;
  templeName: string;
  remark: string | null;
  creator: string | null;
  createDate: string;
  detailCount: number;
}

export interface FeeTemplateDetail {
  id: number;
  templeId: number;
  feeTypeId: number;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  currencyName: string | null;
  settlementUnit: number | null;
  settlementUnitName: string | null;
  remark: string | null;
  sortId: number;
}

interface DetailPlan {
  feeTypeId: number;
  feeCode: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  currency: string;
  settlementUnit: number | null;
  settlementUnitName: string | null;
  remark: string | null;
}

const NAME_TAKEN = '模板名称已存在';

function templateId(ctx: AuthedContext, name = 'id'): number {
  const raw = str(ctx.body, name) ?? str(ctx.body, name === 'id' ? 'templeId' : 'id');
  const id = Number(raw);
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw fail.badRequest('请选择模板', name);
  return id;
}

async function templates(db: Db, side: FeeSide, orgId: number, ids?: number[], keyword?: string) {
  const { rows } = await sql<Omit<FeeTemplate, 'createDate'> & { createDate: Date | string }>`
    select t.id::int as "id", t.version::int as "version", t.temple_name as "templeName",
      t.remark, t.creator,
      t.create_date as "createDate",
      (select count(*)::int from ${sql.table(side.detailTable)} d where d.temple_id = t.id)
        as "detailCount"
    from ${sql.table(side.templateTable)} t
    where t.org_id = ${orgId}
      and ${ids ? sql`t.id in (${sql.join([...ids, 0])})` : sql`true`}
      and ${keyword ? sql`t.temple_name ilike ${likeContains(keyword)}` : sql`true`}
    order by t.temple_name, t.id`.execute(db);
  return rows.map((r): FeeTemplate => ({
    ...r,
    id: Number(r.id),
    detailCount: Number(r.detailCount),
    createDate: new Date(r.createDate).toISOString(),
  }));
}

async function requireTemplate(db: Db, side: FeeSide, orgId: number, id: number) {
  const [found] = await templates(db, side, orgId, [id]);
  if (!found) throw fail.notFound('模板不存在', 'id');
  return found;
}

export async function templateDetails(
  db: Db,
  side: FeeSide,
  templeId: number,
): Promise<FeeTemplateDetail[]> {
  const { rows } = await sql<FeeTemplateDetail>`select d.id::int as "id",
      d.temple_id::int as "templeId", d.fee_type_id as "feeTypeId", d.fee_code as "feeCode",
      d.fee_name as "feeName", trim_scale(d.unit_price)::text as "unitPrice",
      trim_scale(d.quantity)::text as "quantity", d.currency,
      (select x.dict_name from tb_dict x where x.category_code = 'FYBZ'
        and x.dict_code = d.currency) as "currencyName",
      d.settlement_unit_id as "settlementUnit", d.settlement_unit_name as "settlementUnitName",
      d.remark, d.sort_id as "sortId"
    from ${sql.table(side.detailTable)} d where d.temple_id = ${templeId}
    order by d.sort_id, d.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), templeId: Number(r.templeId) }));
}

/** Checks template rows: like fee lines, but the settlement unit is optional and no rate is kept. */
async function checkDetails(
  db: Db,
  side: FeeSide,
  orgId: number,
  raw: unknown[],
): Promise<DetailPlan[]> {
  const checker = new LineChecker(db, side, orgId);
  const problems: Problems[] = [];
  const plan: DetailPlan[] = [];
  for (const [index, item] of raw.entries()) {
    const p = problemsFor(index);
    problems.push(p);
    const input = readLineInput(item, p);
    if (input.feeTypeId === undefined && !p.list.length) p.add('feeTypeId', '请选择费用类型');
    if (input.unitPrice === undefined && !p.list.some((m) => m.field?.endsWith('unitPrice'))) {
      p.add('unitPrice', '请输入单价');
    }
    if (input.quantity === undefined && !p.list.some((m) => m.field?.endsWith('quantity'))) {
      p.add('quantity', '请输入数量');
    }
    const feeType = input.feeTypeId === undefined ? null : await checker.feeType(input.feeTypeId);
    if (input.feeTypeId !== undefined && !feeType) p.add('feeTypeId', '费用类型不存在', 422);
    if (feeType && !feeType.allowed) {
      p.add('feeTypeId', `费用类型「${feeType.feeName}」不可用于${side.label}`, 422);
    }
    const currency = input.currency ?? CNY;
    if (!(await checker.currencyExists(currency)))
      p.add('currency', `币种不存在：${currency}`, 422);
    let unitName: string | null = null;
    if (input.settlementUnit !== undefined) {
      unitName = await checker.unitName(input.settlementUnit);
      if (unitName === null) p.add('settlementUnit', '结算单位不存在', 422);
    }
    if (p.list.length || !feeType || !input.unitPrice || !input.quantity) continue;
    plan.push({
      feeTypeId: feeType.id,
      feeCode: feeType.feeCode,
      feeName: feeType.feeName,
      unitPrice: input.unitPrice,
      quantity: input.quantity,
      currency,
      settlementUnit: input.settlementUnit ?? null,
      settlementUnitName: unitName,
      remark: input.remark ?? null,
    });
  }
  throwIfAny(problems);
  return plan;
}

async function replaceDetails(db: Db, side: FeeSide, templeId: number, plan: DetailPlan[]) {
  await sql`delete from ${sql.table(side.detailTable)} where temple_id = ${templeId}`.execute(db);
  for (const [index, d] of plan.entries()) {
    await sql`insert into ${sql.table(side.detailTable)} (temple_id, fee_type_id, fee_code,
        fee_name, unit_price, quantity, currency, settlement_unit_id, settlement_unit_name,
        remark, sort_id)
      values (${templeId}, ${d.feeTypeId}, ${d.feeCode}, ${d.feeName}, ${d.unitPrice}::numeric,
        ${d.quantity}::numeric, ${d.currency}, ${d.settlementUnit}, ${d.settlementUnitName},
        ${d.remark}, ${index})`.execute(db);
  }
}

function readName(ctx: AuthedContext): string {
  const name = requireStr(ctx.body, 'templeName', '请输入模板名称').trim();
  if (name.length > 100) throw fail.badRequest('模板名称最多100个字符', 'templeName');
  return name;
}

function readRemark(ctx: AuthedContext): string | null {
  const remark = str(ctx.body, 'remark') ?? null;
  if (remark && remark.length > 200) throw fail.badRequest('备注最多200个字符', 'remark');
  return remark;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

function detailList(ctx: AuthedContext): unknown[] | undefined {
  const list = jsonField<unknown>(ctx.body, 'list');
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) throw fail.badRequest('模板明细格式错误', 'list');
  const rows: unknown[] = list;
  if (rows.length > 100) throw fail.badRequest('一个模板最多100条明细', 'list');
  return rows;
}

export function registerTemplates(app: FastifyInstance, side: FeeSide): void {
  const t = side.templateController;
  const d = side.detailController;

  route(app, `${t}/listAll`, ({ db, session, body }) =>
    templates(db, side, currentOrgId(session), undefined, str(body, 'keyword')),
  );

  route(app, `${t}/insert`, async (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const name = readName(ctx);
    const remark = readRemark(ctx);
    const list = detailList(ctx);
    try {
      return await ctx.transaction(async (trx) => {
        const { rows } = await sql<{ id: number }>`insert into ${sql.table(side.templateTable)}
          (org_id, temple_name, remark, creator)
          values (${orgId}, ${name}, ${remark}, ${ctx.session.userName})
          returning id::int as "id"`.execute(trx);
        const id = Number(rows[0]?.id);
        if (list) await replaceDetails(trx, side, id, await checkDetails(trx, side, orgId, list));
        const saved = await requireTemplate(trx, side, orgId, id);
        ctx.audit({ table: side.templateTable, recordKey: id, after: saved });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.unprocessable(NAME_TAKEN, 'templeName');
      throw error;
    }
  });

  route(app, `${t}/update`, async (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const id = templateId(ctx);
    const name = readName(ctx);
    const remark = readRemark(ctx);
    try {
      return await ctx.transaction(async (trx) => {
        const before = await requireTemplate(trx, side, orgId, id);
        await sql`update ${sql.table(side.templateTable)} set temple_name = ${name},
          remark = ${remark} where id = ${id}`.execute(trx);
        const saved = await requireTemplate(trx, side, orgId, id);
        ctx.audit({ table: side.templateTable, recordKey: id, before, after: saved });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail.unprocessable(NAME_TAKEN, 'templeName');
      throw error;
    }
  });

  route(app, `${t}/delete`, (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const id = templateId(ctx);
    return ctx.transaction(async (trx) => {
      const before = await requireTemplate(trx, side, orgId, id);
      await sql`delete from ${sql.table(side.templateTable)} where id = ${id}`.execute(trx);
      ctx.audit({ table: side.templateTable, recordKey: id, before });
      return null;
    });
  });

  route(app, `${d}/listAll`, async (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const id = templateId(ctx, 'templeId');
    await requireTemplate(ctx.db, side, orgId, id);
    return templateDetails(ctx.db, side, id);
  });

  route(app, `${d}/updateBatch`, (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const id = templateId(ctx, 'templeId');
    const list = detailList(ctx) ?? [];
    return ctx.transaction(async (trx) => {
      await requireTemplate(trx, side, orgId, id);
      const before = await templateDetails(trx, side, id);
      const plan = await checkDetails(trx, side, orgId, list);
      await replaceDetails(trx, side, id, plan);
      const after = await templateDetails(trx, side, id);
      ctx.audit({
        table: side.detailTable,
        recordKey: id,
        before: { list: before.map(({ id: _id, ...rest }) => rest) },
        after: { list: after.map(({ id: _id, ...rest }) => rest) },
      });
      return after;
    });
  });
}
