import type { ListView, ListViewInput, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';

/** A view as rest answers it (tbListView). */
interface RestListView {
  id: number;
  listKey: string;
  viewName: string;
  shared: string;
  mine: boolean;
  ownerName: string;
  isDefault: boolean;
  state: {
    filters?: Record<string, string>;
    columns?: { key: string; hidden?: boolean; width?: number | null }[];
    sort?: { field: string; descending: boolean } | null;
    pageSize?: number | null;
  };
  updateDate: string;
}

function toView(v: RestListView): ListView {
  const state = v.state;
  return {
    id: String(v.id),
    list: v.listKey,
    name: v.viewName,
    shared: v.shared === 'Y',
    mine: v.mine,
    ownerName: v.ownerName,
    isDefault: v.isDefault,
    filters: Object.entries(state.filters ?? {}).map(([name, value]) => ({ name, value })),
    columns: (state.columns ?? []).map((c) => ({
      key: c.key,
      hidden: c.hidden === true,
      width: c.width ?? null,
    })),
    sort: state.sort ?? null,
    pageSize: state.pageSize ?? null,
    updatedAt: v.updateDate,
  };
}

const yn = (value: boolean | null | undefined) =>
  value === undefined || value === null ? undefined : value ? 'Y' : 'N';

function saveBody(input: ListViewInput): Record<string, unknown> {
  return {
    id: input.id ?? undefined,
    listKey: input.list,
    viewName: input.name,
    shared: yn(input.shared),
    isDefault: yn(input.isDefault),
    state: {
      filters: Object.fromEntries((input.filters ?? []).map((f) => [f.name, f.value])),
      columns: (input.columns ?? []).map((c) => ({
        key: c.key,
        hidden: c.hidden ?? false,
        width: c.width ?? null,
      })),
      sort: input.sort ?? null,
      pageSize: input.pageSize ?? null,
    },
  };
}

async function views(
  ctx: GatewayContext,
  path: 'tbListView/listAll' | 'tbListView/delete' | 'tbListView/updateDefault',
  body: Record<string, unknown>,
) {
  return (await ctx.rest.call<RestListView[]>(path, body)).map(toView);
}

export const resolvers: Resolvers = {
  Query: {
    listViews: (_parent, { list }, ctx) => views(ctx, 'tbListView/listAll', { listKey: list }),
  },
  Mutation: {
    async saveListView(_parent, { input }, ctx) {
      return toView(await ctx.rest.call<RestListView>('tbListView/save', saveBody(input)));
    },
    deleteListView: (_parent, { id }, ctx) => views(ctx, 'tbListView/delete', { id }),
    setDefaultListView: (_parent, { list, id }, ctx) =>
      views(ctx, 'tbListView/updateDefault', { listKey: list, id: id ?? undefined }),
  },
};
