// The fee controllers tbAp and tbAr: one registration per side declaration.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BUSINESS_TIME_ZONE } from '../../../../model/businessDate.ts';
import { diffChanges } from '../../http/audit.ts';
import { BULK_MAX, bulkKeys, runBulk } from '../../http/bulk.ts';
import { dateField, int, jsonField, pageOf, pageResult, requireStr, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { DomainError, fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { AuthedContext, OrderCall } from '../../http/route.ts';
import { mayCall } from '../../http/permissions.ts';
import { currentOrgId } from '../../http/session.ts';
import { likeContains } from '../masterData/sql.ts';
import { orderRegistry, pagesOfTypes } from '../orders/registry.ts';
import { creditOf } from '../settlements/credit.ts';
import {
  LOCKED_DELETE,
  LOCKED_EDIT,
  LineChecker,
  deleteLines,
  differs,
  insertLine,
  isEditable,
  linesByIds,
  nextSortId,
  orderFees,
  orderLines,
  problemsFor,
  readLineInput,
  tableOf,
  throwIfAny,
  updateLine,
} from './lines.ts';
import type { CheckedLine, FeeLine, OrderFees, Problems } from './lines.ts';
import { feeDecided } from './decisions.ts';
import { followOrderMoves, requireOrder } from './orders.ts';
import { registerProfitApproval } from './profit.ts';
import {
  APPROVE_STATUS_NAMES,
  FINANCE_MENUS,
  TRANSITIONS,
  feeSides,
  isApproveStatus,
} from './sides.ts';
import type { ApproveStatus, FeeSide } from './sides.ts';
import { registerStatements } from './statements.ts';
import { registerTemplates } from './templates.ts';

/** ids as a list, a JSON list, comma- or period-separated text, or one `id`. */
export function idsOf(body: Body): number[] {
  let raw: unknown = body.ids ?? body.id;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) raw = jsonField(body, 'ids');
  const parts = Array.isArray(raw)
    ? raw
    : typeof raw === 'string'
      ? raw.split(/[,.]/)
      : raw === undefined
        ? []
        : [raw];
  const ids = parts.map((p) => (typeof p === 'number' ? p : Number(String(p).trim())));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw fail.badRequest('费用编号格式错误', 'ids');
  }
  return [...new Set(ids)];
}

function lineList(body: Body): unknown[] {
  const list = jsonField<unknown>(body, 'list') ?? jsonField<unknown>(body, 'feeList');
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw fail.badRequest('费用列表格式错误', 'list');
  if (list.length > 200) throw fail.badRequest('一个订单一次最多保存200条费用', 'list');
  return list;
}

async function isFinance(ctx: AuthedContext): Promise<boolean> {
  if (ctx.session.isAdmin) return true;
  const granted = await ctx.grantedMenus();
  return FINANCE_MENUS.some((m) => granted.has(m));
}

function auditLine(
  ctx: AuthedContext,
  side: FeeSide,
  before: FeeLine | null,
  after: FeeLine | null,
): void {
  if (before && after && diffChanges(before, after).length === 0) return;
  ctx.audit({ table: side.table, recordKey: (after ?? before)?.id ?? null, before, after });
}

/**
 * Saves all lines of one side of an order: lines without id are added, lines with id updated
 * when they changed, stored lines missing from the list deleted: only those the caller read
 * (`readIds`), so a line someone added since is never lost. Every line is checked before
 * anything is written; one bad line refuses the whole batch. The route layer has checked the
 * side's version the batch names, its row locked in this transaction (scopes.ts).
 */
async function saveBatch(ctx: AuthedContext, side: FeeSide): Promise<OrderFees> {
  const orgId = currentOrgId(ctx.session);
  const orderCode = requireStr(ctx.body, 'orderCode', '请选择订单');
  const raw = lineList(ctx.body);
  const readIds =
    ctx.body.readIds === undefined ? undefined : new Set(idsOf({ ids: ctx.body.readIds }));
  return ctx.transaction(async (trx) => {
    const order = await requireOrder(trx, orgId, orderCode);
    const stored = await orderLines(trx, side, orgId, order.orderCode, { forUpdate: true });
    const byId = new Map(stored.map((l) => [l.id, l]));
    const checker = new LineChecker(trx, side, orgId);
    const problems: Problems[] = [];
    const plan: { index: number; base: FeeLine | null; line: CheckedLine }[] = [];
    const kept = new Set<number>();
    for (const [index, item] of raw.entries()) {
      const p = problemsFor(index);
      problems.push(p);
      const input = readLineInput(item, p);
      let base: FeeLine | null = null;
      if (input.id !== undefined) {
        base = byId.get(input.id) ?? null;
        if (!base) {
          p.add('id', '费用不存在或不属于该订单', 422);
          continue;
        }
        if (kept.has(base.id)) {
          p.add('id', '费用重复', 400);
          continue;
        }
        kept.add(base.id);
      }
      const line = await checker.check(input, base, p);
      if (!line) continue;
      if (base && !isEditable(base) && differs(line, base)) {
        p.add(
          'approveStatus',
          `${LOCKED_EDIT}（${APPROVE_STATUS_NAMES[base.approveStatus]}）`,
          422,
        );
        continue;
      }
      plan.push({ index, base, line });
    }
    const removed = stored.filter((l) => !kept.has(l.id) && (readIds?.has(l.id) ?? true));
    const removal = problemsFor(null);
    for (const line of removed) {
      if (!isEditable(line)) {
        removal.add(
          'list',
          `费用「${line.feeName}」${LOCKED_DELETE}（${APPROVE_STATUS_NAMES[line.approveStatus]}）`,
          422,
        );
      }
    }
    throwIfAny([...problems, removal]);

    await deleteLines(
      trx,
      side,
      removed.map((l) => l.id),
    );
    for (const line of removed) auditLine(ctx, side, line, null);
    const clientName = stored[0]?.clientName;
    for (const { index, base, line } of plan) {
      if (base) {
        if (!differs(line, base) && base.sortId === index) continue;
        await updateLine(trx, side, base.id, line, index);
      } else {
        await insertLine(trx, side, order, line, index, ctx.session, clientName);
      }
    }
    const result = await orderFees(trx, orgId, order.orderCode);
    // The log keeps only fields that changed, so an untouched line leaves no trace.
    for (const line of result[side.listKey]) auditLine(ctx, side, byId.get(line.id) ?? null, line);
    return result;
  });
}

async function changeStatus(ctx: AuthedContext, side: FeeSide) {
  const orgId = currentOrgId(ctx.session);
  const target = requireStr(ctx.body, 'approveStatus', '请选择审核状态');
  if (!isApproveStatus(target)) throw fail.badRequest(`审核状态不存在：${target}`, 'approveStatus');
  const ids = idsOf(ctx.body);
  if (ids.length === 0) throw fail.badRequest('请选择费用', 'ids');
  const remark = str(ctx.body, 'approveRemark') ?? str(ctx.body, 'remark') ?? null;
  if (remark && remark.length > 200)
    throw fail.badRequest('审核意见最多200个字符', 'approveRemark');
  const transition = TRANSITIONS[target];
  const finance = await isFinance(ctx);
  if (transition.finance && !finance) {
    throw fail.forbidden('只有财务人员可以审核费用', 'approveStatus', 'FORBIDDEN');
  }
  return ctx.transaction(async (trx) => {
    const lines = await linesByIds(trx, side, orgId, ids, { forUpdate: true });
    const found = new Set(lines.map((l) => l.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw fail.notFound(`费用不存在：${missing.join('、')}`, 'ids');
    const refused = lines.flatMap((line) => {
      const from: ApproveStatus = line.approveStatus;
      if (!transition.from.includes(from)) {
        return [
          {
            message: `费用「${line.feeName}」当前为${APPROVE_STATUS_NAMES[from]}，不能${actionName(target, from)}`,
            field: 'ids',
          },
        ];
      }
      if (from === 'YSH' && !finance) {
        return [{ message: `费用「${line.feeName}」已审核，只有财务人员可以反审核`, field: 'ids' }];
      }
      // An invoice (tbArInvoice) sets invoiceNo; clearing the invoice frees the line again.
      if (from === 'YSH' && line.invoiceNo !== null) {
        return [
          {
            message: `费用「${line.feeName}」已开票（发票号码 ${line.invoiceNo}），不能反审核`,
            field: 'ids',
          },
        ];
      }
      if (from === 'YSH' && line.writeOffMoney !== null) {
        return [{ message: `费用「${line.feeName}」已核销，不能反审核`, field: 'ids' }];
      }
      return [];
    });
    if (refused.length) throw new DomainError(422, refused);
    const approving = target === 'YSH' || target === 'BH';
    await sql`update ${tableOf(side)} set approve_status = ${target},
        approve_remark = ${approving ? remark : null},
        approver_id = ${approving ? ctx.session.userId : null},
        approver = ${approving ? ctx.session.userName : null},
        approve_date = ${approving ? sql`now()` : null}
      where id in (${sql.join(ids)})`.execute(trx);
    const after = await linesByIds(trx, side, orgId, ids);
    const before = new Map(lines.map((l) => [l.id, l]));
    for (const line of after) auditLine(ctx, side, before.get(line.id) ?? null, line);
    await feeDecided(trx, {
      side,
      orgId,
      ids,
      approveStatus: target,
      remark,
      decider: ctx.session,
    });
    return { message: transition.message, approveStatus: target, list: after };
  });
}

function actionName(target: ApproveStatus, from: ApproveStatus): string {
  if (target === 'DSH') return '提交';
  if (target === 'YSH') return '审核';
  if (target === 'BH') return '驳回';
  return from === 'YSH' ? '反审核' : '撤回';
}

/** The fee audit page's search (费用审核): every filter optional, newest first. */
async function pageLines(ctx: AuthedContext, side: FeeSide) {
  const { body, db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const page = pageOf(body, 10);
  const condition = lineCondition(body, orgId);

  const { rows: count } = await sql<{ n: number }>`select count(*)::int as "n"
    from ${tableOf(side)} t where ${condition}`.execute(db);
  const { rows: idRows } = await sql<{ id: number }>`select t.id::int as "id"
    from ${tableOf(side)} t where ${condition}
    order by t.create_date desc, t.id desc limit ${page.pageSize} offset ${page.offset}`.execute(
    db,
  );
  const ids = idRows.map((r) => Number(r.id));
  const lines = await linesByIds(db, side, orgId, ids);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const list = ids.flatMap((id) => byId.get(id) ?? []);
  return pageResult(list, Number(count[0]?.n ?? 0), page);
}

/** The fee lists' search (pageAll), also the filter of a bulk decision. */
function lineCondition(body: Body, orgId: number) {
  const where = [sql`t.org_id = ${orgId}`];
  // Lines named by id (the gateway reads their versions before deciding them one by one).
  const named = body.ids === undefined ? [] : idsOf({ ids: body.ids });
  if (named.length) where.push(sql`t.id in (${sql.join(named)})`);
  const orderCode = str(body, 'orderCode');
  if (orderCode) where.push(sql`t.order_code ilike ${likeContains(orderCode)}`);
  const orderType = str(body, 'orderType') ?? str(body, 'shippingType');
  if (orderType) where.push(sql`t.order_type = ${orderType}`);
  const feeTypeId = int(body, 'feeTypeId');
  if (feeTypeId !== undefined) where.push(sql`t.fee_type_id = ${feeTypeId}`);
  const unit = int(body, 'settlementUnit') ?? int(body, 'settlementUnitId');
  if (unit !== undefined) where.push(sql`t.settlement_unit_id = ${unit}`);
  const unitName = str(body, 'settlementUnitName');
  if (unitName) where.push(sql`t.settlement_unit_name ilike ${likeContains(unitName)}`);
  const clientName = str(body, 'clientName');
  if (clientName) where.push(sql`t.client_name ilike ${likeContains(clientName)}`);
  const invoiceNo = str(body, 'invoiceNo');
  if (invoiceNo) where.push(sql`t.invoice_no ilike ${likeContains(invoiceNo)}`);
  const currency = str(body, 'currency');
  if (currency) where.push(sql`t.currency = ${currency}`);
  const statusRaw = body.approveStatus;
  const statuses = (
    Array.isArray(statusRaw) ? statusRaw : (str(body, 'approveStatus') ?? '').split(',')
  )
    .map((s) => (typeof s === 'string' ? s.trim() : ''))
    .filter((s) => s !== '');
  for (const s of statuses) {
    if (!isApproveStatus(s)) throw fail.badRequest(`审核状态不存在：${s}`, 'approveStatus');
  }
  if (statuses.length) where.push(sql`t.approve_status in (${sql.join(statuses)})`);
  const localDay = sql`(t.create_date at time zone ${BUSINESS_TIME_ZONE})::date`;
  const createBegin =
    dateField(body, 'createDateBegin', '开始日期') ?? dateField(body, 'startDate', '开始日期');
  if (createBegin) where.push(sql`${localDay} >= ${createBegin}::date`);
  const createEnd =
    dateField(body, 'createDateEnd', '结束日期') ?? dateField(body, 'endDate', '结束日期');
  if (createEnd) where.push(sql`${localDay} <= ${createEnd}::date`);
  const invoiceBegin = dateField(body, 'invoiceDateBegin', '开票日期');
  if (invoiceBegin) where.push(sql`t.invoice_date >= ${invoiceBegin}::date`);
  const invoiceEnd = dateField(body, 'invoiceDateEnd', '开票日期');
  if (invoiceEnd) where.push(sql`t.invoice_date <= ${invoiceEnd}::date`);
  return sql.join(where, sql` and `);
}

/**
 * Many lines approved, rejected (or submitted, withdrawn) at once (http/bulk.ts): each line is
 * decided as updateApproveStatus decides one, with its rules and messages.
 */
async function changeStatusBulk(ctx: AuthedContext, side: FeeSide, path: string) {
  const orgId = currentOrgId(ctx.session);
  const keys = await bulkKeys(ctx.body, 'ids', 'int', '费用', async (filter) => {
    const { rows } = await sql<{ id: number }>`select t.id::int as "id" from ${tableOf(side)} t
      where ${lineCondition(filter, orgId)} order by t.create_date desc, t.id desc
      limit ${BULK_MAX + 1}`.execute(ctx.db);
    return rows.map((r) => String(r.id));
  });
  const target = requireStr(ctx.body, 'approveStatus', '请选择审核状态');
  if (!isApproveStatus(target)) throw fail.badRequest(`审核状态不存在：${target}`, 'approveStatus');
  // Not a row's matter: the whole call is refused, as the single call is.
  if (TRANSITIONS[target].finance && !(await isFinance(ctx))) {
    throw fail.forbidden('只有财务人员可以审核费用', 'approveStatus', 'FORBIDDEN');
  }
  return runBulk(ctx, path, keys, async (key, rc) => {
    const id = Number(key);
    const [line] = await linesByIds(rc.trx, side, orgId, [id], { forUpdate: true });
    if (line && line.approveStatus === target) return 'unchanged';
    await changeStatus(
      {
        ...ctx,
        db: rc.trx,
        body: { ...ctx.body, ids: [id], filter: undefined },
        transaction: (fn) => fn(rc.trx),
        audit: rc.audit,
      },
      side,
    );
    return 'done';
  });
}

/** Settlement units of a side: those the order's lines already use first, then the others. */
async function settlementUnits(ctx: AuthedContext, side: FeeSide) {
  const { body, db } = ctx;
  const orgId = currentOrgId(ctx.session);
  const orderCode = str(body, 'orderCode');
  const keyword = str(body, 'keyword');
  const limit = Math.min(Math.max(int(body, 'limit') ?? 50, 1), 500);
  const used = orderCode
    ? (
        await sql<{ id: number }>`select distinct settlement_unit_id as "id" from ${tableOf(side)}
          where org_id = ${orgId} and order_code = ${orderCode}`.execute(db)
      ).rows.map((r) => Number(r.id))
    : [];
  const match = keyword ? likeContains(keyword) : null;
  const { rows } =
    side.settlement === 'client'
      ? await sql<{ id: number; name: string; code: string | null }>`select id,
          customer_name as "name", customer_code as "code" from tb_customer
          where org_id in (select o.id from tb_organization o where o.group_id =
            (select g.group_id from tb_organization g where g.id = ${orgId}))
            and (status = 'Y' or id in (${sql.join([...used, 0])}))
            and ${match ? sql`(customer_name ilike ${match} or customer_code ilike ${match} or alias ilike ${match})` : sql`true`}
          order by (id in (${sql.join([...used, 0])})) desc, customer_name limit ${limit}`.execute(
          db,
        )
      : await sql<{ id: number; name: string; code: string | null }>`select id,
          supplier_name as "name", supplier_code as "code" from tb_supplier
          where org_id = ${orgId} and (status = 'Y' or id in (${sql.join([...used, 0])}))
            and ${match ? sql`(supplier_name ilike ${match} or supplier_code ilike ${match} or alias ilike ${match})` : sql`true`}
          order by (id in (${sql.join([...used, 0])})) desc, supplier_name limit ${limit}`.execute(
          db,
        );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    code: r.code,
    type: side.settlement,
    used: used.includes(Number(r.id)),
  }));
}

/** The page of the order a call names by its code. */
function pagesOfNamedOrder({ db, session, body }: OrderCall): Promise<string[] | null> {
  const orderCode = str(body, 'orderCode');
  return orderRegistry.pagesOf(db, session.orgId, orderCode ? [orderCode] : []);
}

/** The pages of the orders of the lines a call names by id (`id` or `ids`). */
async function pagesOfLines(
  { db, session, body }: OrderCall,
  side: FeeSide,
): Promise<string[] | null> {
  if (session.orgId === null) return null;
  let ids: number[];
  try {
    ids = idsOf(body);
  } catch {
    return null;
  }
  if (ids.length === 0) return null;
  const { rows } = await sql<{ orderType: string; n: number }>`select t.order_type as "orderType",
      count(*)::int as "n" from ${tableOf(side)} t
    where t.org_id = ${session.orgId} and t.id in (${sql.join(ids)}) group by t.order_type`.execute(
    db,
  );
  // A line that is not here: the handler answers 404 to whoever holds an order page.
  if (rows.reduce((sum, r) => sum + Number(r.n), 0) !== ids.length) return null;
  return pagesOfTypes(rows.map((r) => r.orderType));
}

function registerSide(app: FastifyInstance, side: FeeSide): void {
  const c = side.controller;
  // Whoever may open the order may work on its lines (permissions.ts, byOrder).
  const byCode = { orderPages: pagesOfNamedOrder };
  const byLines = { orderPages: (call: OrderCall) => pagesOfLines(call, side) };

  // withCredit=Y: the order's client's credit too (what tbCreditControl/findByClient answers), for
  // the fee grid that shows both: one call where there were two, one after the other. Left out
  // when the caller may not read credit or the order has no client (findByClient then says why).
  route(app, `${c}/findOrderCode`, byCode, async ({ db, session, body, grantedMenus }) => {
    const orgId = currentOrgId(session);
    const fees = await orderFees(db, orgId, requireStr(body, 'orderCode', '请选择订单'));
    if (str(body, 'withCredit') !== 'Y' || fees.clientId === null) return fees;
    if (!(await mayCall('tbCreditControl/findByClient', session, grantedMenus))) return fees;
    const clientCredit = await creditOf(db, orgId, fees.clientId);
    return clientCredit ? { ...fees, clientCredit } : fees;
  });

  route(app, `${c}/pageAll`, (ctx) => pageLines(ctx, side));

  route(app, `${c}/findSettlementUnit`, (ctx) => settlementUnits(ctx, side));

  route(app, `${c}/updateBatch`, byCode, (ctx) => saveBatch(ctx, side));

  route(app, `${c}/updateApproveStatus`, byLines, (ctx) => changeStatus(ctx, side));

  const bulkPath = `${c}/updateApproveStatusBulk`;
  route(app, bulkPath, (ctx) => changeStatusBulk(ctx, side, bulkPath));

  route(app, `${c}/insert`, byCode, (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const orderCode = requireStr(ctx.body, 'orderCode', '请选择订单');
    return ctx.transaction(async (trx) => {
      const order = await requireOrder(trx, orgId, orderCode);
      const p = problemsFor(null);
      const input = readLineInput({ ...ctx.body, id: undefined }, p);
      const line = await new LineChecker(trx, side, orgId).check(input, null, p);
      throwIfAny([p]);
      if (!line) throw new Error('费用校验未给出结果');
      const sortId = input.sortId ?? (await nextSortId(trx, side, orgId, order.orderCode));
      const id = await insertLine(trx, side, order, line, sortId, ctx.session);
      const [saved] = await linesByIds(trx, side, orgId, [id]);
      auditLine(ctx, side, null, saved ?? null);
      return saved;
    });
  });

  route(app, `${c}/update`, byLines, (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const [id] = idsOf({ id: ctx.body.id });
    if (id === undefined) throw fail.badRequest('请选择费用', 'id');
    return ctx.transaction(async (trx) => {
      const [base] = await linesByIds(trx, side, orgId, [id], { forUpdate: true });
      if (!base) throw fail.notFound('费用不存在', 'id');
      if (!isEditable(base)) {
        throw fail.unprocessable(
          `${LOCKED_EDIT}（${APPROVE_STATUS_NAMES[base.approveStatus]}）`,
          'approveStatus',
        );
      }
      const p = problemsFor(null);
      const input = readLineInput(ctx.body, p);
      const line = await new LineChecker(trx, side, orgId).check(input, base, p);
      throwIfAny([p]);
      if (!line) throw new Error('费用校验未给出结果');
      await updateLine(trx, side, id, line, input.sortId ?? base.sortId);
      const [saved] = await linesByIds(trx, side, orgId, [id]);
      auditLine(ctx, side, base, saved ?? null);
      return saved;
    });
  });

  route(app, `${c}/delete`, byLines, (ctx) => {
    const orgId = currentOrgId(ctx.session);
    const ids = idsOf(ctx.body);
    if (ids.length === 0) throw fail.badRequest('请选择费用', 'id');
    return ctx.transaction(async (trx) => {
      const lines = await linesByIds(trx, side, orgId, ids, { forUpdate: true });
      if (lines.length !== ids.length) throw fail.notFound('费用不存在', 'id');
      const locked = lines.filter((l) => !isEditable(l));
      if (locked.length) {
        throw new DomainError(
          422,
          locked.map((l) => ({ message: `费用「${l.feeName}」${LOCKED_DELETE}`, field: 'id' })),
        );
      }
      await deleteLines(trx, side, ids);
      for (const line of lines) auditLine(ctx, side, line, null);
      return null;
    });
  });
}

/** tbAp, tbAr, their templates, profit approval and the statements of orders. */
export function feesModule(app: FastifyInstance): void {
  for (const side of feeSides) {
    registerSide(app, side);
    registerTemplates(app, side);
  }
  registerProfitApproval(app);
  registerStatements(app);
  followOrderMoves();
}
