// Invoice sets and receivable invoices over tbInvoiceSet and tbArInvoice. An invoice's lines and
// totals come from findByInvoice, once per invoice and request (the invoiceDetail loader).
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { defineLoader } from '../../context.ts';
import type { GatewayContext } from '../../context.ts';
import type { RestPage } from '../../rest/client.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import { badUserInput } from '../../rest/errors.ts';
import { restIdOf, sideId } from '../fees/models.ts';
import { dictKey, dictName } from '../masterData/loaders.ts';
import type {
  RestArInvoice,
  RestArInvoiceDetail,
  RestInvoiceSet,
  RestTicketPage,
} from './models.ts';

export const invoiceDetail = defineLoader<number, RestArInvoiceDetail>(
  'invoices.detail',
  (ctx, ids) =>
    Promise.all(
      ids.map((id) => ctx.rest.call<RestArInvoiceDetail>('tbArInvoice/findByInvoice', { id })),
    ),
);

function detailOf(ctx: GatewayContext, id: number): Promise<RestArInvoiceDetail> {
  return ctx.loaders.get(invoiceDetail).load(id);
}

/** The invoice's lines and totals: those it came with (arInvoice), else findByInvoice. */
async function detailFor(
  ctx: GatewayContext,
  invoice: RestArInvoice,
): Promise<RestArInvoiceDetail> {
  const withLines = invoice as Partial<RestArInvoiceDetail>;
  if (withLines.list && withLines.totals) return invoice as RestArInvoiceDetail;
  return detailOf(ctx, invoice.id);
}

function dict(ctx: GatewayContext, category: string, code: string) {
  return ctx.loaders.get(dictName).load(dictKey(category, code));
}

/** A numeric id of a record named in GraphQL; BAD_USER_INPUT for anything else. */
function numericId(id: string, field: string, what: string): number {
  if (!/^[1-9]\d{0,14}$/.test(id.trim())) throw badUserInput(`${what}编号格式不正确：${id}`, field);
  return Number(id);
}

const page = <T>(p: RestPage<T>) => ({
  items: p.list,
  pageNum: Number(p.pageNum),
  pageSize: Number(p.pageSize),
  total: Number(p.total),
});

async function ticketLines(
  ctx: GatewayContext,
  path: EndpointPath,
  filter:
    | {
        settlementUnitId?: string | null;
        settlementUnitName?: string | null;
        clientName?: string | null;
        orderCode?: string | null;
        currency?: string | null;
        invoiceNo?: string | null;
        dateFrom?: string | null;
        dateTo?: string | null;
      }
    | null
    | undefined,
  pageNum: number | null | undefined,
  pageSize: number | null | undefined,
) {
  const f = filter ?? {};
  const answer = await ctx.rest.call<RestTicketPage>(path, {
    settlementUnit: f.settlementUnitId
      ? numericId(f.settlementUnitId, 'settlementUnitId', '客户')
      : undefined,
    settlementUnitName: f.settlementUnitName ?? undefined,
    clientName: f.clientName ?? undefined,
    orderCode: f.orderCode ?? undefined,
    currency: f.currency ?? undefined,
    invoiceNo: f.invoiceNo ?? undefined,
    dateBegin: f.dateFrom ?? undefined,
    dateEnd: f.dateTo ?? undefined,
    pageNum: pageNum ?? 1,
    pageSize: pageSize ?? 10,
  });
  return { ...page(answer), totals: answer.totals, cnyMoney: answer.cnyMoney };
}

export const resolvers: Resolvers = {
  Query: {
    async invoiceSets(_p, { invoiceType, invoiceNo, usable, pageNum, pageSize }, ctx) {
      const answer = await ctx.rest.call<RestPage<RestInvoiceSet>>('tbInvoiceSet/pageAll', {
        invoiceType: invoiceType ?? undefined,
        invoiceNo: invoiceNo ?? undefined,
        usable: usable ? 'Y' : undefined,
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return page(answer);
    },
    async arInvoices(_p, { filter, pageNum, pageSize }, ctx) {
      const f = filter ?? {};
      const answer = await ctx.rest.call<RestPage<RestArInvoice>>('tbArInvoice/pageAll', {
        invoiceNo: f.invoiceNo ?? undefined,
        invoiceType: f.invoiceType ?? undefined,
        settlementUnit: f.settlementUnitId
          ? numericId(f.settlementUnitId, 'settlementUnitId', '客户')
          : undefined,
        settlementUnitName: f.settlementUnitName ?? undefined,
        status: f.status ?? undefined,
        orderCode: f.orderCode ?? undefined,
        invoiceDateBegin: f.invoiceDateFrom ?? undefined,
        invoiceDateEnd: f.invoiceDateTo ?? undefined,
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return page(answer);
    },
    arInvoice: (_p, { id }, ctx) => detailOf(ctx, numericId(id, 'id', '发票')),
    invoicedLines: (_p, { filter, pageNum, pageSize }, ctx) =>
      ticketLines(ctx, 'tbArInvoice/pageTicket', filter, pageNum, pageSize),
    uninvoicedLines: (_p, { filter, pageNum, pageSize }, ctx) =>
      ticketLines(ctx, 'tbArInvoice/pageNoTicket', filter, pageNum, pageSize),
  },

  Mutation: {
    createInvoiceSet: (_p, { input }, ctx) =>
      ctx.rest.call<RestInvoiceSet>('tbInvoiceSet/insert', {
        invoiceType: input.invoiceType,
        invoiceStartNo: input.invoiceStartNo,
        invoiceEndNo: input.invoiceEndNo,
        fetchNumber: input.fetchNumber ?? undefined,
        remark: input.remark ?? undefined,
      }),
    async deleteInvoiceSet(_p, { id, expectedVersion }, ctx) {
      await ctx.rest.call('tbInvoiceSet/delete', {
        id: numericId(id, 'id', '号段'),
        expectedVersion,
      });
      return true;
    },
    async issueArInvoice(_p, { invoiceSetId, lineIds, invoiceDate, remark }, ctx) {
      if (lineIds.length === 0) throw badUserInput('请选择要开票的应收费用', 'lineIds');
      return ctx.rest.call<RestArInvoice>('tbArInvoice/insert', {
        invoiceSetId: numericId(invoiceSetId, 'invoiceSetId', '号段'),
        ids: lineIds.map((id) => restIdOf('RECEIVABLE', id, 'lineIds')),
        invoiceDate: invoiceDate ?? undefined,
        remark: remark ?? undefined,
      });
    },
    async clearArInvoice(_p, { id, remark, expectedVersion }, ctx) {
      const invoiceId = numericId(id, 'id', '发票');
      const saved = await ctx.rest.call<RestArInvoice>('tbArInvoice/updateInvoiceClearn', {
        id: invoiceId,
        expectedVersion,
        clearRemark: remark ?? undefined,
      });
      ctx.loaders.get(invoiceDetail).clear(invoiceId);
      return saved;
    },
  },

  InvoiceSet: {
    id: (s) => String(s.id),
    invoiceType: (s, _a, ctx) => dict(ctx, 'FPLX', s.invoiceType),
  },

  ArInvoice: {
    id: (i) => String(i.id),
    invoiceSetId: (i) => String(i.invoiceSetId),
    invoiceType: (i, _a, ctx) => dict(ctx, 'FPLX', i.invoiceType),
    settlementUnit: (i) => ({
      id: String(i.settlementUnit),
      name: i.settlementUnitName,
      code: null,
      kind: 'CLIENT',
    }),
    lines: async (i, _a, ctx) => (await detailFor(ctx, i)).list,
    totals: async (i, _a, ctx) => (await detailFor(ctx, i)).totals,
  },

  ArInvoiceLine: {
    id: (l) => String(l.id),
    feeLineId: (l) => sideId('RECEIVABLE', l.arId),
    currency: (l, _a, ctx) => dict(ctx, 'FYBZ', l.currency),
  },

  InvoiceCurrencyAmount: {
    currency: (t, _a, ctx) => dict(ctx, 'FYBZ', t.currency),
  },

  TicketLine: {
    id: (l) => sideId('RECEIVABLE', l.id),
    orderType: (l, _a, ctx) => dict(ctx, 'ZYLX', l.orderType),
    currency: (l, _a, ctx) => dict(ctx, 'FYBZ', l.currency),
    settlementUnit: (l) => ({
      id: String(l.settlementUnit),
      name: l.settlementUnitName,
      code: null,
      kind: 'CLIENT',
    }),
    invoiceId: (l) => (l.invoiceId === null ? null : String(l.invoiceId)),
  },
};
