// Files as rest lists them, and an order's files once per request (also read ahead by the order
// page, orders/resolvers.ts).
import type { StoredFile } from '../../__generated__/resolvers-types.ts';
import { defineLoader } from '../../context.ts';
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

export async function listFiles(
  ctx: GatewayContext,
  body: { orderCode?: string; nodeCode?: string; companyId?: string },
): Promise<StoredFile[]> {
  const list = await ctx.rest.call<RestStoredFile[]>('tbFile/listAll', body);
  return list.map(toStoredFile);
}

/** An order's files, every node: tbFile/listAll by order code, once per order and request. */
export const orderFilesLoader = defineLoader<string, StoredFile[]>(
  'files.orderFiles',
  (ctx, codes) => Promise.all(codes.map((orderCode) => listFiles(ctx, { orderCode }))),
);
