import type { ApiToken, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import type { RestPage } from '../../rest/client.ts';
import { restFailure } from '../../rest/errors.ts';

/** tbApiToken/pageAll item. */
interface RestApiToken {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  roleId: number;
  roleName: string;
  write: boolean;
  expiresOn: string;
  requestsPerMinute: number;
  costPerMinute: number;
  createdBy: string;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  useCount: number;
  status: ApiToken['status'];
}

function toApiToken(t: RestApiToken): ApiToken {
  return {
    id: String(t.id),
    name: t.name,
    organisation: { id: String(t.orgId), name: t.orgName },
    role: { id: String(t.roleId), name: t.roleName },
    write: t.write,
    expiresOn: t.expiresOn,
    requestsPerMinute: t.requestsPerMinute,
    costPerMinute: t.costPerMinute,
    createdBy: t.createdBy,
    createdAt: t.createdAt,
    revokedAt: t.revokedAt,
    revokedBy: t.revokedBy,
    lastUsedAt: t.lastUsedAt,
    lastUsedAddress: t.lastUsedIp,
    useCount: t.useCount,
    status: t.status,
  };
}

/** One token, read back through the list (filtered by id). */
async function findToken(ctx: GatewayContext, id: string): Promise<ApiToken> {
  const data = await ctx.rest.call<RestPage<RestApiToken>>('tbApiToken/pageAll', { id });
  const found = data.list.find((t) => String(t.id) === id);
  if (!found) throw restFailure(404, [{ message: 'API 令牌不存在' }]);
  return toApiToken(found);
}

export const resolvers: Resolvers = {
  Query: {
    async apiTokens(_parent, { pageNum, pageSize }, ctx) {
      const data = await ctx.rest.call<RestPage<RestApiToken>>('tbApiToken/pageAll', {
        pageNum,
        pageSize,
      });
      return {
        items: data.list.map(toApiToken),
        pageNum: data.pageNum,
        pageSize: data.pageSize,
        total: data.total,
      };
    },
  },
  Mutation: {
    async createApiToken(_parent, { input }, ctx) {
      const created = await ctx.rest.call<{ id: number; secret: string }>('tbApiToken/save', {
        name: input.name,
        orgId: input.orgId,
        roleId: input.roleId,
        write: input.write ? 'Y' : 'N',
        expiresOn: input.expiresOn,
        requestsPerMinute: input.requestsPerMinute ?? undefined,
        costPerMinute: input.costPerMinute ?? undefined,
      });
      return { token: await findToken(ctx, String(created.id)), secret: created.secret };
    },
    async revokeApiToken(_parent, { id }, ctx) {
      await ctx.rest.call('tbApiToken/updateRevoke', { id });
      return findToken(ctx, id);
    },
  },
};
