// Fees of orders over the REST fee controllers: one declaration per side picks the controller, so
// payables and receivables share every resolver. An order's fees and totals are one REST call per
// order and request (the orderFees loader), whether asked through orderFees or order.fees.
import type {
  BulkResult,
  FeeLineFilter,
  FeeSide,
  FeeStatement,
  FeeType,
  Resolvers,
  ResolversTypes,
  Supplier,
} from '../../__generated__/resolvers-types.ts';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../../context.ts';
import { selectedHere } from '../../execution/selection.ts';
import { orderTypeByCode, orderTypes } from '../../../../model/orders/index.ts';
import { isEndpointPath } from '../../rest/endpoints.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import type { RestBody, RestPage } from '../../rest/client.ts';
import { badUserInput, type InputNames } from '../../rest/errors.ts';
import {
  byRef,
  CURRENCY_CATEGORY,
  dictEntry,
  readDictionariesAhead,
} from '../masterData/loaders.ts';
import type { Row } from '../masterData/loaders.ts';
import { orderFeesLoader } from './loaders.ts';
import { toBulkResult } from '../common/bulk.ts';
import { featureUnavailable, unlessUnavailable } from '../../rest/features.ts';
import type { RestBulkAnswer } from '../common/bulk.ts';
import { restIdOf, sideId, toOrderFees } from './models.ts';
import type {
  FeeLineModel,
  FeeTemplateDetailModel,
  RestFeeTemplateDetail,
  FeeTemplateModel,
  OrderFeesModel,
  ProfitApprovalModel,
  RestFeeLine,
  RestFeeTemplate,
  RestOrderFees,
} from './models.ts';

interface SideDecl {
  line: 'tbAp' | 'tbAr';
  template: 'tbApTemple' | 'tbArTemple';
  detail: 'tbApTempleDetail' | 'tbArTempleDetail';
  profit: 'profitApprove/updatePay' | 'profitApprove/updateReceive';
  settlement: 'SUPPLIER' | 'CLIENT';
}

const sides: Record<FeeSide, SideDecl> = {
  PAYABLE: {
    line: 'tbAp',
    template: 'tbApTemple',
    detail: 'tbApTempleDetail',
    profit: 'profitApprove/updatePay',
    settlement: 'SUPPLIER',
  },
  RECEIVABLE: {
    line: 'tbAr',
    template: 'tbArTemple',
    detail: 'tbArTempleDetail',
    profit: 'profitApprove/updateReceive',
    settlement: 'CLIENT',
  },
};

const lineCall = (side: FeeSide, action: string) => `${sides[side].line}/${action}` as EndpointPath;
const templateCall = (side: FeeSide, action: string) =>
  `${sides[side].template}/${action}` as EndpointPath;
const detailCall = (side: FeeSide, action: string) =>
  `${sides[side].detail}/${action}` as EndpointPath;

const STATEMENT_ACTIONS: Record<FeeStatement, string> = {
  RECEIVABLE_XLSX: 'downloadAr',
  PAYABLE_XLSX: 'downloadAp',
  RECEIVABLE_PDF: 'querydownloadArPdf',
  PAYABLE_PDF: 'querydownloadApPdf',
};

/** A statement's path on the controller of the order's type (known by its code's prefix). */
function statementPath(orderCode: string, statement: FeeStatement): EndpointPath {
  const decl = orderTypeByCode(orderCode);
  if (!decl) throw badUserInput('订单号不正确', 'orderCode');
  const path = `${decl.controller}/${STATEMENT_ACTIONS[statement]}`;
  if (!isEndpointPath(path)) throw badUserInput('该订单类型没有对账单', 'statement');
  return path;
}

/** An order's fees; `info` is the field reading them, whose selection says if credit comes along. */
function loadOrderFees(
  ctx: GatewayContext,
  orderCode: string,
  info?: GraphQLResolveInfo,
): Promise<OrderFeesModel> {
  const credit = info !== undefined && selectedHere(info).has('clientCredit');
  return ctx.loaders.get(orderFeesLoader).load({ orderCode, credit });
}

/** After a save the answer is the order's new state: later fields of the request read it. */
function remember(ctx: GatewayContext, fees: OrderFeesModel): OrderFeesModel {
  const key = { orderCode: fees.orderCode, credit: false };
  ctx.loaders.get(orderFeesLoader).clear(key).prime(key, fees);
  return fees;
}

function withSide(side: FeeSide, lines: RestFeeLine[]): FeeLineModel[] {
  return lines.map((l) => ({ ...l, side }));
}

function currencyOf(ctx: GatewayContext, code: string) {
  return dictEntry(ctx, CURRENCY_CATEGORY, code);
}

// Master-data records reach GraphQL as the REST rows the master-data resolvers read.
function masterRecord<T>(
  ctx: GatewayContext,
  entity: string,
  id: number | null,
): Promise<T | null> {
  const loader = byRef.get(entity);
  if (!loader || id === null) return Promise.resolve(null);
  const row: Promise<Row | null> = ctx.loaders.get(loader).load(String(id));
  return row as Promise<unknown> as Promise<T | null>;
}

function lineInput(
  side: FeeSide,
  input: {
    id?: string | null;
    feeTypeId: string;
    unitPrice: string;
    quantity: string;
    currency?: string | null;
    exchangeRate?: string | null;
    settlementUnitId: string;
    invoiceDate?: string | null;
    invoiceNo?: string | null;
    filePath?: string | null;
    remark?: string | null;
  },
  index: number,
): RestBody {
  return {
    id: input.id ? restIdOf(side, input.id, `lines[${index}].id`) : undefined,
    feeTypeId: Number(input.feeTypeId),
    unitPrice: input.unitPrice,
    quantity: input.quantity,
    currency: input.currency ?? undefined,
    exchangeRate: input.exchangeRate ?? undefined,
    settlementUnit: Number(input.settlementUnitId),
    invoiceDate: input.invoiceDate ?? null,
    invoiceNo: input.invoiceNo ?? null,
    filePath: input.filePath ?? null,
    remark: input.remark ?? null,
  };
}

function detailInput(input: {
  feeTypeId: string;
  unitPrice: string;
  quantity: string;
  currency?: string | null;
  settlementUnitId?: string | null;
  remark?: string | null;
}): RestBody {
  return {
    feeTypeId: Number(input.feeTypeId),
    unitPrice: input.unitPrice,
    quantity: input.quantity,
    currency: input.currency ?? undefined,
    settlementUnit: input.settlementUnitId ? Number(input.settlementUnitId) : undefined,
    remark: input.remark ?? undefined,
  };
}

/** A stored line sent back as it is, so the batch keeps it (changed or not). */
function keep(line: RestFeeLine): RestBody {
  return {
    id: line.id,
    feeTypeId: line.feeTypeId,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    currency: line.currency,
    exchangeRate: line.exchangeRate,
    settlementUnit: line.settlementUnit,
    invoiceDate: line.invoiceDate,
    invoiceNo: line.invoiceNo,
    filePath: line.filePath,
    remark: line.remark,
  };
}

/** A line's REST names as saveFeeLines' `lines` name them. */
const lineInputNames = { list: 'lines', settlementUnit: 'settlementUnitId' } as const;

/** What a batch was based on: the side's version and the ids of its lines, as read. */
interface BatchBase {
  version: number;
  readIds: number[];
}

async function saveBatch(
  ctx: GatewayContext,
  side: FeeSide,
  orderCode: string,
  list: RestBody[],
  base: BatchBase,
  inputNames: InputNames,
): Promise<OrderFeesModel> {
  const saved = await ctx.rest.call<RestOrderFees>(
    lineCall(side, 'updateBatch'),
    { orderCode, list, version: base.version, readIds: base.readIds },
    { inputNames: { ...inputNames, version: 'expectedVersion' } },
  );
  return remember(ctx, toOrderFees(saved));
}

/** The fee lists' search as rest's pageAll (and a bulk decision's filter) takes it. */
function lineFilterBody(filter: FeeLineFilter | null | undefined) {
  const f = filter ?? {};
  return {
    orderCode: f.orderCode ?? undefined,
    orderType: f.orderType ?? undefined,
    feeTypeId: f.feeTypeId ? Number(f.feeTypeId) : undefined,
    settlementUnit: f.settlementUnitId ? Number(f.settlementUnitId) : undefined,
    settlementUnitName: f.settlementUnitName ?? undefined,
    clientName: f.clientName ?? undefined,
    invoiceNo: f.invoiceNo ?? undefined,
    currency: f.currency ?? undefined,
    approveStatus: f.approveStatus?.length ? f.approveStatus : undefined,
    createDateBegin: f.createdFrom ?? undefined,
    createDateEnd: f.createdTo ?? undefined,
    invoiceDateBegin: f.invoiceDateFrom ?? undefined,
    invoiceDateEnd: f.invoiceDateTo ?? undefined,
  };
}

/** The lines a status change names, with each one's version as the page read it. */
interface NamedLines {
  ids: readonly string[];
  expectedVersions: readonly number[];
}

async function changeStatus(
  ctx: GatewayContext,
  side: FeeSide,
  { ids, expectedVersions }: NamedLines,
  approveStatus: string,
  remark?: string | null,
) {
  if (ids.length === 0) throw badUserInput('请选择费用', 'ids');
  if (expectedVersions.length !== ids.length) {
    throw badUserInput(
      '版本号的个数与所选费用的个数不一致：请刷新页面后重新操作',
      'expectedVersions',
    );
  }
  const answer = await ctx.rest.call<{ message: string; list: RestFeeLine[] }>(
    lineCall(side, 'updateApproveStatus'),
    {
      ids: ids.map((id) => restIdOf(side, id, 'ids')),
      expectedVersions: [...expectedVersions],
      approveStatus,
      approveRemark: remark ?? undefined,
    },
  );
  return { message: answer.message, lines: withSide(side, answer.list) };
}

/**
 * The lines' versions as stored now, by rest id (0 for a line not found, or from a back end that
 * keeps none): a one-by-one decision of bulk work is checked against the line as it is when the
 * call runs, as the bulk call checks it.
 */
async function storedVersions(
  ctx: GatewayContext,
  side: FeeSide,
  restIds: readonly number[],
): Promise<Map<number, number>> {
  const page = await ctx.rest.call<RestPage<RestFeeLine>>(lineCall(side, 'pageAll'), {
    ids: [...restIds],
    pageNum: 1,
    pageSize: restIds.length,
  });
  return new Map(page.list.map((l) => [Number(l.id), Number(l.version ?? 0)]));
}

/** Decides lines one call each (updateApproveStatus), as a bulk answer: a refusal is that row's. */
async function decideOneByOne(
  ctx: GatewayContext,
  side: FeeSide,
  restIds: readonly number[],
  approveStatus: string,
  remark: string | null | undefined,
): Promise<BulkResult> {
  const results: RestBulkAnswer['results'] = [];
  const versions = await storedVersions(ctx, side, restIds);
  for (const restId of restIds) {
    const envelope = await ctx.rest.request(lineCall(side, 'updateApproveStatus'), {
      ids: [restId],
      expectedVersions: [versions.get(restId) ?? 0],
      approveStatus,
      approveRemark: remark ?? undefined,
    });
    if (envelope.status >= 200 && envelope.status < 300) {
      results.push({ key: String(restId), outcome: 'done' });
    } else if (envelope.status >= 400 && envelope.status < 500 && envelope.status !== 401) {
      results.push({
        key: String(restId),
        outcome: 'refused',
        message: ctx.rest.failure(envelope).message,
      });
    } else {
      throw ctx.rest.failure(envelope);
    }
  }
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return toBulkResult(
    {
      total: results.length,
      done: count('done'),
      unchanged: 0,
      refused: count('refused'),
      results,
    },
    (key) => sideId(side, Number(key)),
  );
}

function template(side: FeeSide, t: RestFeeTemplate): FeeTemplateModel {
  return { ...t, side };
}

async function templateDetails(
  ctx: GatewayContext,
  side: FeeSide,
  templeId: number,
): Promise<FeeTemplateDetailModel[]> {
  const rows = await ctx.rest.call<RestFeeTemplateDetail[]>(detailCall(side, 'listAll'), {
    templeId,
  });
  return rows.map((d) => ({ ...d, side }));
}

const templateIdOf = (side: FeeSide, id: string, field: string) =>
  restIdOf(side, id, field, '模板');

function dateOnly(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}

export const resolvers: Resolvers = {
  Query: {
    orderFees: async (_p, { orderCode }, ctx, info) => {
      // The lines' currencies are answered at once once their dictionary is there.
      const [fees] = await Promise.all([
        loadOrderFees(ctx, orderCode, info),
        readDictionariesAhead(ctx, [CURRENCY_CATEGORY]),
      ]);
      return fees;
    },
    async feeLines(_p, { side, filter, pageNum, pageSize }, ctx) {
      const page = await ctx.rest.call<RestPage<RestFeeLine>>(lineCall(side, 'pageAll'), {
        ...lineFilterBody(filter),
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return {
        items: withSide(side, page.list),
        pageNum: Number(page.pageNum),
        pageSize: Number(page.pageSize),
        total: Number(page.total),
      };
    },
    async feeSettlementUnits(_p, { side, orderCode, keyword, limit }, ctx) {
      const rows = await ctx.rest.call<
        { id: number; name: string; code: string | null; used: boolean }[]
      >(lineCall(side, 'findSettlementUnit'), {
        orderCode: orderCode ?? undefined,
        keyword: keyword ?? undefined,
        limit: limit ?? undefined,
      });
      return rows.map((r) => ({
        unit: { id: String(r.id), name: r.name, code: r.code, kind: sides[side].settlement },
        used: r.used,
      }));
    },
    async feeTemplates(_p, { side, keyword }, ctx) {
      const rows = await ctx.rest.call<RestFeeTemplate[]>(templateCall(side, 'listAll'), {
        keyword: keyword ?? undefined,
      });
      return rows.map((t) => template(side, t));
    },
    async profitApprovals(_p, { filter, pageNum, pageSize }, ctx) {
      const page = await ctx.rest.call<RestPage<ProfitApprovalModel>>('profitApprove/pageAll', {
        orderCode: filter?.orderCode ?? undefined,
        clientName: filter?.clientName ?? undefined,
        orderType: filter?.orderType ?? undefined,
        approveStatus:
          filter?.approveStatus && filter.approveStatus !== 'NONE'
            ? filter.approveStatus
            : undefined,
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return {
        items: page.list,
        pageNum: Number(page.pageNum),
        pageSize: Number(page.pageSize),
        total: Number(page.total),
      };
    },
  },

  Mutation: {
    saveFeeLines: (_p, { orderCode, side, lines, expectedVersion, readIds }, ctx) =>
      saveBatch(
        ctx,
        side,
        orderCode,
        lines.map((l, i) => lineInput(side, l, i)),
        {
          version: expectedVersion,
          readIds: readIds.map((id, i) => restIdOf(side, id, `readIds[${i}]`)),
        },
        lineInputNames,
      ),
    submitFeeLines: (_p, { side, ...named }, ctx) => changeStatus(ctx, side, named, 'DSH'),
    withdrawFeeLines: (_p, { side, ...named }, ctx) => changeStatus(ctx, side, named, 'WTJ'),
    approveFeeLines: (_p, { side, remark, ...named }, ctx) =>
      changeStatus(ctx, side, named, 'YSH', remark),
    rejectFeeLines: (_p, { side, remark, ...named }, ctx) =>
      changeStatus(ctx, side, named, 'BH', remark),
    async bulkDecideFeeLines(_p, { side, ids, filter, decision, remark }, ctx) {
      if ((ids == null) === (filter == null)) {
        throw badUserInput('请选择费用或筛选条件（二选一）', ids == null ? 'ids' : 'filter');
      }
      const approveStatus = decision === 'REJECT' ? 'BH' : 'YSH';
      const restIds = ids ? ids.map((id) => restIdOf(side, id, 'ids')) : undefined;
      const answer = await unlessUnavailable(
        ctx.rest.call<RestBulkAnswer>(lineCall(side, 'updateApproveStatusBulk'), {
          ...(restIds ? { ids: restIds } : {}),
          ...(filter ? { filter: lineFilterBody(filter) } : {}),
          approveStatus,
          approveRemark: remark ?? undefined,
        }),
      );
      if (answer) return toBulkResult(answer, (key) => sideId(side, Number(key)));
      // A back end without bulk actions (legacy mode): chosen lines are decided one by one
      // through the specifications' call, each with its own outcome; a whole filter cannot be.
      if (!restIds) throw featureUnavailable(lineCall(side, 'updateApproveStatusBulk'));
      return decideOneByOne(ctx, side, restIds, approveStatus, remark);
    },
    async createFeeTemplate(_p, { side, name, remark, details }, ctx) {
      const saved = await ctx.rest.call<RestFeeTemplate>(
        templateCall(side, 'insert'),
        {
          templeName: name,
          remark: remark ?? undefined,
          list: details ? details.map(detailInput) : undefined,
        },
        { inputNames: { templeName: 'name', list: 'details', settlementUnit: 'settlementUnitId' } },
      );
      return template(side, saved);
    },
    async updateFeeTemplate(_p, { side, id, name, remark, expectedVersion }, ctx) {
      const saved = await ctx.rest.call<RestFeeTemplate>(
        templateCall(side, 'update'),
        {
          id: templateIdOf(side, id, 'id'),
          templeName: name,
          remark: remark ?? undefined,
          expectedVersion,
        },
        { inputNames: { templeName: 'name' } },
      );
      return template(side, saved);
    },
    async deleteFeeTemplate(_p, { side, id, expectedVersion }, ctx) {
      await ctx.rest.call(templateCall(side, 'delete'), {
        id: templateIdOf(side, id, 'id'),
        expectedVersion,
      });
      return true;
    },
    async saveFeeTemplateDetails(_p, { side, templateId, details, expectedVersion }, ctx) {
      const rows = await ctx.rest.call<RestFeeTemplateDetail[]>(
        detailCall(side, 'updateBatch'),
        {
          templeId: templateIdOf(side, templateId, 'templateId'),
          list: details.map(detailInput),
          expectedVersion,
        },
        {
          inputNames: {
            templeId: 'templateId',
            list: 'details',
            settlementUnit: 'settlementUnitId',
          },
        },
      );
      return rows.map((d) => ({ ...d, side }));
    },
    async applyFeeTemplate(_p, { orderCode, side, templateId, settlementUnitId }, ctx) {
      const [fees, details] = await Promise.all([
        loadOrderFees(ctx, orderCode),
        templateDetails(ctx, side, templateIdOf(side, templateId, 'templateId')),
      ]);
      if (details.length === 0) throw badUserInput('该模板没有费用明细', 'templateId');
      const fallback = settlementUnitId
        ? Number(settlementUnitId)
        : side === 'RECEIVABLE'
          ? fees.clientId
          : null;
      const current = side === 'PAYABLE' ? fees.payables : fees.receivables;
      const added = details.map((d) => ({
        feeTypeId: d.feeTypeId,
        unitPrice: d.unitPrice,
        quantity: d.quantity,
        currency: d.currency,
        settlementUnit: d.settlementUnit ?? fallback ?? undefined,
        remark: d.remark ?? undefined,
      }));
      // The batch is the stored lines and the template's: none of them is an input field.
      // Based on what was just read: every stored line is kept, the template's are added.
      const base = {
        version: side === 'PAYABLE' ? fees.payableVersion : fees.receivableVersion,
        readIds: current.map((l) => l.id),
      };
      return saveBatch(ctx, side, fees.orderCode, [...current.map(keep), ...added], base, {
        list: null,
      });
    },
    async decideOrderFees(_p, { orderCode, side, reject, remark, expectedVersion }, ctx) {
      const answer = await ctx.rest.call<{ message: string; list: RestFeeLine[] }>(
        sides[side].profit,
        {
          orderCode,
          approveStatus: reject ? 'BH' : 'YSH',
          approveRemark: remark ?? undefined,
          expectedVersion,
        },
      );
      return { message: answer.message, lines: withSide(side, answer.list) };
    },
    feeStatementLink: (_p, { orderCode, statement, settlementUnitId }, ctx) =>
      ctx.rest.call<{ url: string; expiresAt: string }>(statementPath(orderCode, statement), {
        orderCode,
        settlementUnit: settlementUnitId ?? undefined,
      }),
  },

  // Every order type's `fees` (the orders schema declares the field on each type).
  ...Object.fromEntries(
    orderTypes.map((t) => [
      t.typeName,
      {
        fees: (
          order: { orderCode?: string | null },
          _a: unknown,
          ctx: GatewayContext,
          info: GraphQLResolveInfo,
        ) => {
          if (!order.orderCode) throw badUserInput('订单号缺失', 'orderCode');
          return loadOrderFees(ctx, order.orderCode, info);
        },
      },
    ]),
  ),

  OrderFees: {
    totals: (fees) => fees.totals,
  },

  CurrencyTotal: {
    currency: (t, _a, ctx) => currencyOf(ctx, t.currency),
  },

  FeeLine: {
    id: (l) => sideId(l.side, l.id),
    lineId: (l) => String(l.id),
    version: (l) => Number(l.version ?? 0),
    orderType: (l, _a, ctx) => dictEntry(ctx, 'ZYLX', l.orderType),
    feeTypeId: (l) => String(l.feeTypeId),
    feeType: (l, _a, ctx) => masterRecord<FeeType>(ctx, 'feeType', l.feeTypeId),
    currency: (l, _a, ctx) => currencyOf(ctx, l.currency),
    settlementUnit: (l) => ({
      id: String(l.settlementUnit),
      name: l.settlementUnitName,
      code: null,
      kind: sides[l.side].settlement,
    }),
    settlementClient: (l, _a, ctx) =>
      l.side === 'RECEIVABLE'
        ? masterRecord<ResolversTypes['Client']>(ctx, 'client', l.settlementUnit)
        : null,
    settlementSupplier: (l, _a, ctx) =>
      l.side === 'PAYABLE' ? masterRecord<Supplier>(ctx, 'supplier', l.settlementUnit) : null,
    editable: (l) => l.approveStatus === 'WTJ' || l.approveStatus === 'BH',
    invoiceDate: (l) => dateOnly(l.invoiceDate),
    writeOffDate: (l) => dateOnly(l.writeOffDate),
  },

  FeeTemplate: {
    id: (t) => sideId(t.side, t.id),
    name: (t) => t.templeName,
    details: (t, _a, ctx) => templateDetails(ctx, t.side, t.id),
  },

  FeeTemplateDetail: {
    id: (d) => sideId(d.side, d.id),
    feeTypeId: (d) => String(d.feeTypeId),
    feeType: (d, _a, ctx) => masterRecord<FeeType>(ctx, 'feeType', d.feeTypeId),
    currency: (d, _a, ctx) => currencyOf(ctx, d.currency),
    settlementUnitId: (d) => (d.settlementUnit === null ? null : String(d.settlementUnit)),
  },

  ProfitApproval: {
    orderType: (p, _a, ctx) => dictEntry(ctx, 'ZYLX', p.orderType),
  },
};
