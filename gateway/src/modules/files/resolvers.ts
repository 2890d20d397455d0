// Files and downloads: grants and links only. File bodies never travel inside GraphQL; the browser
// uploads and downloads through the gateway's pass-through (passThrough.ts) with the signed URLs
// these resolvers hand out.
import type {
  FileManageFilter,
  Resolvers,
  StoredFile,
} from '../../__generated__/resolvers-types.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import { isDownloadPath } from '../../rest/endpoints.ts';
import type { RestBody, RestPage } from '../../rest/client.ts';
import { badUserInput } from '../../rest/errors.ts';
import type { GatewayContext } from '../../context.ts';

/** A file as rest answers it (docs/rest-contract.md "Files"). */
export interface RestStoredFile {
  id: number | string;
  path: string;
  name: string;
  size: number | string;
  contentType?: string | null;
  sha256?: string | null;
  area?: string | null;
  orderCode?: string | null;
  nodeCode?: string | null;
  companyId?: string | number | null;
  shippingType?: string | null;
  attachmentType?: string | null;
  uploaderName?: string | null;
  createDate?: string | null;
  url?: string | null;
}

interface RestLink {
  url: string;
  expiresAt: string;
}

function text(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}

export function toStoredFile(file: RestStoredFile): StoredFile {
  const isPrivate = file.area ? file.area !== 'public' : file.path.startsWith('private/');
  return {
    id: String(file.id),
    path: file.path,
    name: file.name,
    size: Number(file.size) || 0,
    contentType: file.contentType ?? 'application/octet-stream',
    sha256: file.sha256 ?? '',
    isPrivate,
    publicUrl: isPrivate ? null : text(file.url),
    orderCode: text(file.orderCode),
    nodeCode: text(file.nodeCode),
    companyId: text(file.companyId),
    shippingType: text(file.shippingType),
    attachmentType: text(file.attachmentType),
    uploaderName: file.uploaderName ?? '',
    createdAt: file.createDate ?? new Date(0).toISOString(),
  };
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

async function listFiles(
  ctx: GatewayContext,
  body: { orderCode?: string; nodeCode?: string; companyId?: string },
): Promise<StoredFile[]> {
  const list = await ctx.rest.call<RestStoredFile[]>('tbFile/listAll', body);
  return list.map(toStoredFile);
}

export const resolvers: Resolvers = {
  // Every order type's `files` (the orders schema declares the field on each type).
  ...Object.fromEntries(
    orderTypes.map((t) => [
      t.typeName,
      {
        files: (order: { orderCode?: string | null }, _a: unknown, ctx: GatewayContext) => {
          if (!order.orderCode) throw badUserInput('订单号缺失', 'orderCode');
          return listFiles(ctx, { orderCode: order.orderCode });
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
      return true;
    },
    async filesZipLink(_parent, { ids, filter }, ctx) {
      const body: RestBody = filterBody(filter);
      if (ids?.length) body.ids = ids.join(',');
      return ctx.rest.call<RestLink>('tbFileManage/listAllDownLoad', body);
    },
  },
};
