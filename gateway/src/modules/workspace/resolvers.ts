// The to-do area's kanban and figures: one REST call each (tbWorkspace/kanban, /figures), node
// names from the dictionaries in one more (the dictName loader), boards and columns laid out from
// the order-type declarations; the receipts over my orders (tbWorkspace/receipts) in one call.
import type {
  CodeName,
  Kanban,
  KanbanCard,
  MyFigures,
  MyReceiptPage,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { orderTypeByShippingType, orderTypes } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { badUserInput } from '../../rest/errors.ts';
import { dictKey, dictName } from '../masterData/loaders.ts';

interface RestKanbanCard {
  orderCode: string;
  shippingType: string;
  step: string;
  status: string;
  statusName: string | null;
  clientId: number | string;
  clientName: string | null;
  csrName: string | null;
  createDate: string;
}

interface RestFigures {
  yearMonth: string;
  openOrders: number;
  ordersByNode: { shippingType: string; step: string; count: number }[];
  feesPending: { side: 'ap' | 'ar'; count: number; cnyAmount: string }[];
  receivablesOutstanding: MyFigures['receivablesOutstanding'];
  profit: MyFigures['profit'];
}

function declOf(shippingType: string): OrderTypeDecl {
  const decl = orderTypeByShippingType(shippingType);
  if (!decl) throw new Error(`未声明的业务类型：${shippingType}`);
  return decl;
}

/** The dictionary names of nodes (as the order page's progress bar shows them). */
async function nodeNames(
  ctx: GatewayContext,
  pairs: readonly { decl: OrderTypeDecl; code: string }[],
): Promise<CodeName[]> {
  const loader = ctx.loaders.get(dictName);
  return Promise.all(
    pairs.map(async ({ decl, code }) => {
      const found = await loader.load(dictKey(decl.nodeCategory, code));
      const label = decl.nodes.find((n) => n.code === code)?.label;
      return { code, name: found.name !== code ? found.name : (label ?? code) };
    }),
  );
}

function checkedType(shippingType: string | null | undefined): string | undefined {
  if (!shippingType) return undefined;
  if (!orderTypeByShippingType(shippingType)) {
    throw badUserInput(`业务类型不存在：${shippingType}`, 'shippingType');
  }
  return shippingType;
}

async function kanban(
  ctx: GatewayContext,
  shippingType: string | undefined,
  clientId: string | undefined,
): Promise<Kanban> {
  const answer = await ctx.rest.call<{ list: RestKanbanCard[]; total: number; limit: number }>(
    'tbWorkspace/kanban',
    { shippingType, clientId },
  );
  const present = new Set(answer.list.map((c) => c.shippingType));
  // With a type chosen its board shows even when empty; otherwise the types with cards.
  const decls = orderTypes.filter((t) =>
    shippingType ? t.shippingType === shippingType : present.has(t.shippingType),
  );
  const pairs = decls.flatMap((decl) => decl.nodes.map((n) => ({ decl, code: n.code })));
  // Steps outside the declaration (an older workflow) get a column of their own.
  for (const card of answer.list) {
    const decl = declOf(card.shippingType);
    if (!pairs.some((p) => p.decl === decl && p.code === card.step)) {
      pairs.push({ decl, code: card.step });
    }
  }
  const names = await nodeNames(ctx, pairs);
  const nameOf = new Map(pairs.map((p, i) => [p.decl.shippingType + '|' + p.code, names[i]]));
  const toCard = (c: RestKanbanCard, decl: OrderTypeDecl): KanbanCard => ({
    orderCode: c.orderCode,
    shippingType: c.shippingType,
    node: nameOf.get(c.shippingType + '|' + c.step) ?? { code: c.step, name: c.step },
    status: { code: c.status, name: c.statusName ?? c.status },
    clientId: String(c.clientId),
    clientName: c.clientName,
    csrName: c.csrName,
    createDate: c.createDate,
    viewPath: `${decl.route}/view?orderCode=${encodeURIComponent(c.orderCode)}`,
  });
  const boards = decls.map((decl) => {
    const cards = answer.list.filter((c) => c.shippingType === decl.shippingType);
    const codes = pairs.filter((p) => p.decl === decl).map((p) => p.code);
    return {
      shippingType: decl.shippingType,
      typeName: decl.label,
      listPath: decl.route,
      cardCount: cards.length,
      columns: codes.map((code) => ({
        node: nameOf.get(decl.shippingType + '|' + code) ?? { code, name: code },
        cards: cards.filter((c) => c.step === code).map((c) => toCard(c, decl)),
      })),
    };
  });
  return {
    boards,
    total: Number(answer.total),
    shown: answer.list.length,
    limit: Number(answer.limit),
  };
}

async function figures(
  ctx: GatewayContext,
  yearMonth: string | undefined,
  shippingType: string | undefined,
): Promise<MyFigures> {
  const answer = await ctx.rest.call<RestFigures>('tbWorkspace/figures', {
    yearMonth,
    shippingType,
  });
  const pairs = answer.ordersByNode.map((r) => ({ decl: declOf(r.shippingType), code: r.step }));
  const names = await nodeNames(ctx, pairs);
  return {
    yearMonth: answer.yearMonth,
    openOrders: Number(answer.openOrders),
    ordersByNode: answer.ordersByNode.map((r, i) => ({
      shippingType: r.shippingType,
      typeName: declOf(r.shippingType).label,
      node: names[i] ?? { code: r.step, name: r.step },
      count: Number(r.count),
    })),
    feesPending: answer.feesPending.map((r) => ({
      side: r.side === 'ap' ? 'PAYABLE' : 'RECEIVABLE',
      count: Number(r.count),
      cnyAmount: String(r.cnyAmount),
    })),
    receivablesOutstanding: {
      lineCount: Number(answer.receivablesOutstanding.lineCount),
      approvedCny: String(answer.receivablesOutstanding.approvedCny),
      writtenOffCny: String(answer.receivablesOutstanding.writtenOffCny),
      outstandingCny: String(answer.receivablesOutstanding.outstandingCny),
    },
    profit: {
      orderCount: Number(answer.profit.orderCount),
      receivableCny: String(answer.profit.receivableCny),
      payableCny: String(answer.profit.payableCny),
      profitCny: String(answer.profit.profitCny),
    },
  };
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

interface RestMyReceipt {
  id: number;
  settlementNo: string;
  settleDate: string;
  clientId: number;
  clientName: string;
  currency: string;
  currencyName: string | null;
  amount: string;
  myAmount: string;
  status: 'ZC' | 'CX';
  statusName: string;
  reversed: boolean;
  orders: { orderCode: string; shippingType: string; amount: string }[];
}

interface RestMyReceiptPage {
  list: RestMyReceipt[];
  pageNum: number;
  pageSize: number;
  total: number;
  totals: {
    currency: string;
    currencyName: string | null;
    count: number;
    amount: string;
    myAmount: string;
  }[];
}

const ID = /^[1-9]\d{0,11}$/;

async function receipts(
  ctx: GatewayContext,
  filter: {
    settleDateFrom?: string | null;
    settleDateTo?: string | null;
    clientId?: string | null;
  },
  pageNum: number,
  pageSize: number,
): Promise<MyReceiptPage> {
  if (filter.clientId && !ID.test(filter.clientId)) {
    throw badUserInput('客户编号格式不正确', 'clientId');
  }
  const page = await ctx.rest.call<RestMyReceiptPage>('tbWorkspace/receipts', {
    settleDateBegin: filter.settleDateFrom ?? undefined,
    settleDateEnd: filter.settleDateTo ?? undefined,
    clientId: filter.clientId ? Number(filter.clientId) : undefined,
    pageNum,
    pageSize,
  });
  const currency = (code: string, name: string | null): CodeName => ({ code, name: name ?? code });
  return {
    items: page.list.map((r) => ({
      id: `RC-${r.id}`,
      settlementNo: r.settlementNo,
      settleDate: r.settleDate,
      clientId: String(r.clientId),
      clientName: r.clientName,
      currency: currency(r.currency, r.currencyName),
      amount: String(r.amount),
      myAmount: String(r.myAmount),
      status: r.status,
      statusName: r.statusName,
      reversed: Boolean(r.reversed),
      orders: r.orders.map((o) => {
        const decl = declOf(o.shippingType);
        return {
          orderCode: o.orderCode,
          shippingType: o.shippingType,
          typeName: decl.label,
          amount: String(o.amount),
          viewPath: `${decl.route}/view?orderCode=${encodeURIComponent(o.orderCode)}`,
        };
      }),
    })),
    pageNum: Number(page.pageNum),
    pageSize: Number(page.pageSize),
    total: Number(page.total),
    totals: page.totals.map((t) => ({
      currency: currency(t.currency, t.currencyName),
      count: Number(t.count),
      amount: String(t.amount),
      myAmount: String(t.myAmount),
    })),
  };
}

export const resolvers: Resolvers = {
  Query: {
    kanban: (_parent, { shippingType, clientId }, ctx) =>
      kanban(ctx, checkedType(shippingType), clientId ?? undefined),
    myFigures(_parent, { yearMonth, shippingType }, ctx) {
      if (yearMonth && !YEAR_MONTH.test(yearMonth)) {
        throw badUserInput('月份格式应为 YYYY-MM', 'yearMonth');
      }
      return figures(ctx, yearMonth ?? undefined, checkedType(shippingType));
    },
    myReceipts: (_parent, { filter, pageNum, pageSize }, ctx) =>
      receipts(ctx, filter ?? {}, pageNum ?? 1, pageSize ?? 10),
  },
};
