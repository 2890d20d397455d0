// Files and downloads: grants and links only. File bodies never travel inside GraphQL; the browser
// uploads and downloads through the gateway's pass-through (passThrough.ts) with the signed URLs
// these resolvers hand out.
import type { FileManageFilter, Resolvers } from '../../__generated__/resolvers-types.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import { isDownloadPath } from '../../rest/endpoints.ts';
import type { RestBody, RestPage } from '../../rest/client.ts';
import { badUserInput } from '../../rest/errors.ts';
import type { GatewayContext } from '../../context.ts';
import { listFiles, orderFilesLoader, toStoredFile, type RestStoredFile } from './loaders.ts';

interface RestLink {
  url: string;
  expiresAt: string;
}

function filterBody(filter: FileManageFilter | null | undefined): RestBody {
  const body: RestBody = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value !== null && value !== undefined && value !== '') body[key] = value;
  }
  return body;
}

// Parameters a download may not set: the session's token travels in its own field.
const RESERVED_PARAMS = new Set(['token', 'sig']);

export const resolvers: Resolvers = {
  // Every order type's `files` (the orders schema declares the field on each type).
  ...Object.fromEntries(
    orderTypes.map((t) => [
      t.typeName,
      {
        files: (order: { orderCode?: string | null }, _a: unknown, ctx: GatewayContext) => {
          if (!order.orderCode) throw badUserInput('订单号缺失', 'orderCode');
          return ctx.loaders.get(orderFilesLoader).load(order.orderCode);
        },
      },
    ]),
  ),
  Query: {
    files(_parent, { orderCode, nodeCode, companyId }, ctx) {
      if (!orderCode && !companyId) throw badUserInput('请提供订单号或公司', 'orderCode');
      return listFiles(ctx, {
        orderCode: orderCode ?? undefined,
        nodeCode: nodeCode ?? undefined,
        companyId: companyId ?? undefined,
      });
    },
    async fileManagePage(_parent, { filter, pageNum, pageSize }, ctx) {
      const page = await ctx.rest.call<RestPage<RestStoredFile>>('tbFileManage/pageAll', {
        ...filterBody(filter),
        pageNum: pageNum ?? 1,
        pageSize: pageSize ?? 10,
      });
      return {
        items: page.list.map(toStoredFile),
        pageNum: Number(page.pageNum),
        pageSize: Number(page.pageSize),
        total: Number(page.total),
      };
    },
    async hasFile(_parent, { orderCode, nodeCode }, ctx) {
      const answer = await ctx.rest.call<unknown>('tbFileManage/findIsHaveFile', {
        orderCode,
        nodeCode: nodeCode ?? undefined,
      });
      return answer === true || answer === 'true' || answer === 1 || answer === '1';
    },
    async privateFileUrl(_parent, { path }, ctx) {
      const answer = await ctx.rest.call<{ imageUrl: string }>('tbFile/getPrivateUrl', { path });
      return answer.imageUrl;
    },
  },
  Mutation: {
    async uploadGrant(_parent, { area, ...tags }, ctx) {
      const grant = await ctx.rest.call<{
        uploadUrl: string;
        expiresAt: string;
        maxBytes?: number;
      }>(
        area === 'PUBLIC' ? 'tbFile/getPublicUploadToken' : 'tbFile/getPrivateUploadToken',
        Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, v ?? undefined])),
      );
      return {
        uploadUrl: grant.uploadUrl,
        expiresAt: grant.expiresAt,
        maxBytes: typeof grant.maxBytes === 'number' ? grant.maxBytes : null,
      };
    },
    async downloadLink(_parent, { path, params }, ctx) {
      if (!isDownloadPath(path)) throw badUserInput('不支持的下载', 'path');
      const body: RestBody = {};
      for (const param of params ?? []) {
        if (RESERVED_PARAMS.has(param.name))
          throw badUserInput(`参数 ${param.name} 不可用`, 'params');
        body[param.name] = param.value;
      }
      return ctx.rest.call<RestLink>(path, body);
    },
    async deleteFile(_parent, { id }, ctx) {
      await ctx.rest.call('tbFile/delete', { id });
      // An order's files read earlier in this request no longer hold.
      ctx.loaders.get(orderFilesLoader).clearAll();
      return true;
    },
    async filesZipLink(_parent, { ids, filter }, ctx) {
      const body: RestBody = filterBody(filter);
      if (ids?.length) body.ids = ids.join(',');
      return ctx.rest.call<RestLink>('tbFileManage/listAllDownLoad', body);
    },
  },
};
