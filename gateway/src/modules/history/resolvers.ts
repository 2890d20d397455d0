// Record history: the `history` field of every type that keeps one (model/history), answered by
// the record's <controller>/pageHistory. The records of a request (a report's page of fee lines)
// are asked for in one call per kind and page, each record's page as its own call answers it.
import { historyKeysField, historyKinds, historyPath } from '../../../../model/history/index.ts';
import type { HistoryKind } from '../../../../model/history/index.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { isEndpointPath } from '../../rest/endpoints.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import { badUserInput } from '../../rest/errors.ts';
import { defineParentPages } from '../common/parentPages.ts';

interface RestHistoryEntry {
  id: number;
  at: string;
  userName: string;
  action: string;
  actionName: string;
  changes: { field: string; label: string; from: string | null; to: string | null }[];
}

interface RestPage<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

const MAX_PAGE_SIZE = 100;

/** Each record's page, the records of a request in one call per kind and page. */
const historyPages = defineParentPages<RestPage<RestHistoryEntry>>('history.page');

function pathOf(kind: HistoryKind): EndpointPath {
  const path = historyPath(kind);
  if (!isEndpointPath(path)) throw new Error(`历史接口不在接口表中：${path}`);
  return path;
}

type Row = Record<string, unknown>;

/** Which kind a record of a shared type is (a receivable or payable line, a receipt or payment). */
function sideOf(parent: Row): 'ar' | 'ap' | undefined {
  const side = parent.side;
  if (side === 'ar' || side === 'RECEIVABLE') return 'ar';
  if (side === 'ap' || side === 'PAYABLE') return 'ap';
  return undefined;
}

async function history(
  kinds: readonly HistoryKind[],
  parent: Row,
  args: { pageNum?: number | null; pageSize?: number | null },
  ctx: GatewayContext,
) {
  const kind = kinds.length === 1 ? kinds[0] : kinds.find((k) => k.side === sideOf(parent));
  if (!kind) throw new Error('无法确定记录的历史类型');
  const pageNum = args.pageNum ?? 1;
  const pageSize = args.pageSize ?? 10;
  if (pageNum < 1) throw badUserInput('页码应大于0', 'pageNum');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(`每页条数应为1到${MAX_PAGE_SIZE}`, 'pageSize');
  }
  const value = parent[kind.keyField];
  const page = await ctx.loaders.get(historyPages).load({
    path: pathOf(kind),
    listField: historyKeysField(kind),
    parent: String(value),
    body: { pageNum, pageSize },
  });
  return {
    items: page.list.map((e) => ({ ...e, id: String(e.id) })),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    total: page.total,
  };
}

function buildResolvers(): Resolvers {
  const byType = new Map<string, HistoryKind[]>();
  for (const kind of historyKinds) {
    pathOf(kind);
    byType.set(kind.typeName, [...(byType.get(kind.typeName) ?? []), kind]);
  }
  const out: Record<string, Record<string, unknown>> = {};
  for (const [typeName, kinds] of byType) {
    out[typeName] = {
      history: (
        parent: Row,
        args: { pageNum?: number | null; pageSize?: number | null },
        ctx: GatewayContext,
      ) => history(kinds, parent, args, ctx),
    };
  }
  const feeLines = byType.get('FeeLine') ?? [];
  out.Query = {
    feeLineHistory: (
      _parent: unknown,
      args: { id: string; pageNum?: number | null; pageSize?: number | null },
      ctx: GatewayContext,
    ) => {
      const m = /^(AR|AP)-(\d{1,15})$/.exec(args.id);
      if (!m) throw badUserInput(`费用编号 ${args.id} 不正确`, 'id');
      const side = m[1] === 'AR' ? 'ar' : 'ap';
      return history(feeLines, { side, id: Number(m[2]) }, args, ctx);
    },
  };
  return out as Resolvers;
}

export const resolvers: Resolvers = buildResolvers();
