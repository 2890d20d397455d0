// The statements over REST statement/<key>: one query and one export link per declared report,
// built from the declarations, so a new report needs no resolver of its own.
import { statements } from '../../../../model/statements/index.ts';
import type { StatementDecl } from '../../../../model/statements/index.ts';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { isEndpointPath } from '../../rest/endpoints.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';
import { statementOps } from './sdl.ts';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, ctx: GatewayContext) => Promise<unknown>;

interface RestStatementPage {
  list: Record<string, unknown>[];
  pageNum: number;
  pageSize: number;
  total: number;
  totals: Record<string, unknown>;
  chart: { kind: string; title: string; points: { label: string; value: string }[] } | null;
}

function path(p: string): EndpointPath {
  if (!isEndpointPath(p)) throw new Error(`报表接口不在接口表中：${p}`);
  return p;
}

/** The filter as REST fields; ids travel as numbers, absent filters not at all. */
function filterBody(decl: StatementDecl, filter: unknown): Args {
  const body: Args = {};
  if (!filter || typeof filter !== 'object') return body;
  const given = filter as Args;
  for (const name of decl.filters) {
    const value = given[name];
    if (value === undefined || value === null || value === '') continue;
    body[name] = name.endsWith('Id') ? Number(value) : value;
  }
  return body;
}

function build(): Resolvers {
  const query: Record<string, Resolver> = {};
  const mutation: Record<string, Resolver> = {};
  for (const decl of statements) {
    const o = statementOps(decl);
    const pagePath = path(`statement/${decl.key}`);
    const exportPath = path(`statement/${decl.key}Export`);
    query[o.query] = async (_p, args, ctx) => {
      const page = await ctx.rest.call<RestStatementPage>(pagePath, {
        ...filterBody(decl, args.filter),
        pageNum: args.pageNum ?? 1,
        pageSize: args.pageSize ?? 10,
      });
      return {
        items: page.list,
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
        totals: page.totals,
        chart: page.chart,
      };
    };
    mutation[o.exportLink] = (_p, args, ctx) =>
      ctx.rest.call(exportPath, {
        ...filterBody(decl, args.filter),
        format: args.format === 'CSV' ? 'csv' : 'xlsx',
      });
  }
  return { Query: query, Mutation: mutation } as Resolvers;
}

export const resolvers: Resolvers = build();
