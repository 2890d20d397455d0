// Receipts (tbReceipt) and payments (tbPayment) over one declaration per kind, finance statistics
// (tbFinanceStat) and credit control (tbCreditControl). Money stays decimal text end to end.
import { unlessUnavailable } from '../../rest/features.ts';
import type {
  Resolvers,
  SettlementAllocationInput,
  SettlementKind,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import type { RestPage } from '../../rest/client.ts';
import { badUserInput } from '../../rest/errors.ts';
import { OperationTypeNode } from 'graphql';
import { dictKey, dictName } from '../masterData/loaders.ts';
import { clientCreditLoader } from './loaders.ts';
import { defineParentPages } from '../common/parentPages.ts';
import { restIdOf, sideId } from '../fees/models.ts';
import type {
  AllocationModel,
  OpenFeeLineModel,
  RestClientCredit,
  RestCurrencyTotal,
  RestOpenLine,
  RestOpenTotal,
  RestSettlement,
  RestStatistics,
  SettlementModel,
} from './models.ts';

const kinds = {
  RECEIPT: {
    controller: 'tbReceipt',
    feeSide: 'RECEIVABLE',
    unitKind: 'CLIENT',
    idPrefix: 'RC',
    label: '收款',
  },
  PAYMENT: {
    controller: 'tbPayment',
    feeSide: 'PAYABLE',
    unitKind: 'SUPPLIER',
    idPrefix: 'PM',
    label: '付款',
  },
} as const satisfies Record<SettlementKind, unknown>;

const call = (kind: SettlementKind, action: string) =>
  `${kinds[kind].controller}/${action}` as EndpointPath;

/** Each client's open receivables: the clients of a request in one pageOpenLines per page. */
const openLinesOfUnits = defineParentPages<RestPage<RestOpenLine> & { totals: RestOpenTotal[] }>(
  'settlements.openLines',
);

function settlementIdOf(kind: SettlementKind, id: string): number {
  const m = /^(RC|PM)-([1-9]\d{0,14})$/.exec(id.trim());
  if (!m) throw badUserInput(`${kinds[kind].label}编号格式不正确：${id}`, 'id');
  if (m[1] !== kinds[kind].idPrefix) throw badUserInput(`${id} 不是${kinds[kind].label}记录`, 'id');
  return Number(m[2]);
}

function allocationIdOf(id: string): number {
  if (!/^[1-9]\d{0,14}$/.test(id.trim()))
    throw badUserInput(`核销记录编号格式不正确：${id}`, 'allocationId');
  return Number(id.trim());
}

const allocationsOf = (kind: SettlementKind, list: readonly SettlementAllocationInput[]) =>
  list.map((a, i) => ({
    feeLineId: restIdOf(kinds[kind].feeSide, a.feeLineId, `allocations[${i}].feeLineId`),
    writeOffMoney: a.writeOffMoney,
  }));

const withKind = (kind: SettlementKind, s: RestSettlement): SettlementModel => ({ ...s, kind });

const cents = (text: string): bigint => {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return 0n;
  const units = BigInt((m[2] ?? '0') + (m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -units : units;
};

const money = (units: bigint): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

function currencyOf(ctx: GatewayContext, code: string) {
  return ctx.loaders.get(dictName).load(dictKey('FYBZ', code));
}

function credit(r: RestClientCredit) {
  return { ...r, clientId: String(r.clientId) };
}

const yes = (flag: boolean | null | undefined) => (flag ? 'Y' : undefined);

export const resolvers: Resolvers = {
  Query: {
    async settlements(_p, { kind, filter, pageNum, pageSize }, ctx) {
      const f = filter ?? {};
      const page = await ctx.rest.call<RestPage<RestSettlement> & { totals: RestCurrencyTotal[] }>(
        call(kind, 'pageAll'),
        {
          settlementNo: f.settlementNo ?? undefined,
          settlementUnit: f.settlementUnitId ? Number(f.settlementUnitId) : undefined,
          settlementUnitName: f.settlementUnitName ?? undefined,
          currency: f.currency ?? undefined,
          status: f.status ?? undefined,
          settleDateBegin: f.settleDateFrom ?? undefined,
          settleDateEnd: f.settleDateTo ?? undefined,
          orderCode: f.orderCode ?? undefined,
          pageNum: pageNum ?? 1,
          pageSize: pageSize ?? 10,
        },
      );
      return {
        items: page.list.map((s) => withKind(kind, s)),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
        totals: page.totals,
      };
    },
    async settlement(_p, { kind, id }, ctx) {
      const found = await ctx.rest.call<RestSettlement>(call(kind, 'findByPK'), {
        id: settlementIdOf(kind, id),
      });
      return withKind(kind, found);
    },
    async openFeeLines(_p, { kind, settlementUnitId, orderCode, currency }, ctx) {
      const rows = await ctx.rest.call<RestOpenLine[]>(call(kind, 'listOpenLines'), {
        settlementUnit: Number(settlementUnitId),
        orderCode: orderCode ?? undefined,
        currency: currency ?? undefined,
      });
      return rows.map((r): OpenFeeLineModel => ({ ...r, kind }));
    },
    async financeStatistics(_p, { filter }, ctx) {
      const f = filter ?? {};
      const stats = await ctx.rest.call<RestStatistics>('tbFinanceStat/findStatistics', {
        monthBegin: f.monthFrom ?? undefined,
        monthEnd: f.monthTo ?? undefined,
        settlementUnitName: f.settlementUnitName ?? undefined,
      });
      return {
        byUnit: stats.byUnit.map((u) => ({
          settlementUnit: {
            id: String(u.settlementUnit),
            name: u.settlementUnitName,
            code: null,
            kind: u.unitType === 'client' ? 'CLIENT' : 'SUPPLIER',
          },
          figures: u,
        })),
        byMonth: stats.byMonth.map((m) => ({ month: m.month, figures: m })),
        total: stats.total,
      };
    },
    async clientCredit(_p, { clientId, extraMoney }, ctx) {
      return credit(
        await ctx.rest.call<RestClientCredit>('tbCreditControl/findByClient', {
          clientId: Number(clientId),
          extraMoney: extraMoney ?? undefined,
        }),
      );
    },
    async clientCredits(_p, { filter, pageNum, pageSize }, ctx) {
      const f = filter ?? {};
      const page = await ctx.rest.call<RestPage<RestClientCredit>>('tbCreditControl/pageAll', {
        customerName: f.customerName ?? undefined,
        overLimit: yes(f.overLimit),
        overdue: yes(f.overdue),
        orderBlocked: yes(f.orderBlocked),
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return { ...page, items: page.list.map(credit) };
    },
  },

  Mutation: {
    async recordSettlement(_p, { kind, input }, ctx) {
      if (input.allocations.length === 0) throw badUserInput('请选择要核销的费用', 'allocations');
      const saved = await ctx.rest.call<RestSettlement>(
        call(kind, 'insert'),
        {
          settlementUnit: Number(input.settlementUnitId),
          currency: input.currency ?? undefined,
          amount: input.amount,
          settleDate: input.settleDate,
          remark: input.remark ?? undefined,
          allocations: allocationsOf(kind, input.allocations),
        },
        { inputNames: { settlementUnit: 'settlementUnitId' } },
      );
      return withKind(kind, saved);
    },
    async reverseSettlement(_p, { kind, id, reason, expectedVersion }, ctx) {
      const saved = await ctx.rest.call<RestSettlement>(call(kind, 'updateReverse'), {
        id: settlementIdOf(kind, id),
        expectedVersion,
        reverseReason: reason ?? undefined,
      });
      return withKind(kind, saved);
    },
    async allocateSettlement(_p, { kind, id, allocations, expectedVersion }, ctx) {
      if (allocations.length === 0) throw badUserInput('请选择要核销的费用', 'allocations');
      const saved = await ctx.rest.call<RestSettlement>(call(kind, 'updateAllocate'), {
        id: settlementIdOf(kind, id),
        expectedVersion,
        allocations: allocationsOf(kind, allocations),
      });
      return withKind(kind, saved);
    },
    async undoSettlementAllocation(_p, { kind, id, allocationId, expectedVersion }, ctx) {
      const saved = await ctx.rest.call<RestSettlement>(call(kind, 'updateUnallocate'), {
        id: settlementIdOf(kind, id),
        expectedVersion,
        allocationId: allocationIdOf(allocationId),
      });
      return withKind(kind, saved);
    },
    async updateClientCredit(_p, { clientId, input, expectedVersion }, ctx) {
      return credit(
        await ctx.rest.call<RestClientCredit>('tbCreditControl/update', {
          clientId: Number(clientId),
          expectedVersion,
          creditLimit: input.creditLimit ?? '',
          orderBlocked: input.orderBlocked ? 'Y' : 'N',
        }),
      );
    },
  },

  Settlement: {
    id: (s) => `${kinds[s.kind].idPrefix}-${s.id}`,
    settlementUnit: (s) => ({
      id: String(s.settlementUnit),
      name: s.settlementUnitName,
      code: null,
      kind: kinds[s.kind].unitKind,
    }),
    currency: (s, _a, ctx) => currencyOf(ctx, s.currency),
    settleDate: (s) => s.settleDate.slice(0, 10),
    allocations: async (s, _a, ctx) => {
      const list =
        s.allocations ??
        (await ctx.rest.call<RestSettlement>(call(s.kind, 'findByPK'), { id: s.id })).allocations ??
        [];
      return list.map((a): AllocationModel => ({ ...a, kind: s.kind }));
    },
  },

  SettlementAllocation: {
    id: (a) => String(a.id),
    feeLineId: (a) => sideId(kinds[a.kind].feeSide, a.feeLineId),
    lineCurrency: (a, _x, ctx) => currencyOf(ctx, a.lineCurrency),
  },

  SettlementCurrencyTotal: {
    currency: (t, _a, ctx) => currencyOf(ctx, t.currency),
  },

  OpenLineTotal: {
    currency: (t, _a, ctx) => currencyOf(ctx, t.currency),
  },

  Client: {
    async openReceivables(client, { currency, pageNum, pageSize }, ctx) {
      const page = await ctx.loaders.get(openLinesOfUnits).load({
        path: call('RECEIPT', 'pageOpenLines'),
        listField: 'settlementUnits',
        parent: String((client as { id: unknown }).id),
        body: { currency: currency ?? undefined, pageNum: pageNum ?? 1, pageSize: pageSize ?? 10 },
      });
      return {
        items: page.list.map((r): OpenFeeLineModel => ({ ...r, kind: 'RECEIPT' })),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
        totals: page.totals,
      };
    },
  },

  OpenFeeLine: {
    id: (l) => sideId(kinds[l.kind].feeSide, l.id),
    orderType: (l, _a, ctx) => ctx.loaders.get(dictName).load(dictKey('ZYLX', l.orderType)),
    currency: (l, _a, ctx) => currencyOf(ctx, l.currency),
    dueDate: (l) => (l.dueDate ? l.dueDate.slice(0, 10) : null),
  },

  OrderFees: {
    clientCredit: async (fees, _a, ctx, info) => {
      if (fees.clientId === null) return null;
      // Read with the lines (withCredit) when the field asked for both. Otherwise (lines a save
      // answered, or a back end that does not answer it there) on its own: in a query once per
      // client, after a write afresh.
      if (fees.clientCredit) return credit(fees.clientCredit);
      // Optional beside the lines: a back end without credit control answers null, and the save
      // that carries the lines stands.
      const found = await unlessUnavailable(
        info.operation.operation === OperationTypeNode.QUERY
          ? ctx.loaders.get(clientCreditLoader).load(fees.clientId)
          : ctx.rest.call<RestClientCredit>('tbCreditControl/findByClient', {
              clientId: fees.clientId,
            }),
      );
      return found ? credit(found) : null;
    },
  },

  FeeLine: {
    outstandingMoney: (l) => money(cents(l.money) - cents(l.writeOffMoney ?? '0')),
  },
};
