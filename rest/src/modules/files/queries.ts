// Reads and writes of tb_file, always inside one organisation. Exported for the order engine:
// listing an order's files, attaching uploaded files to a node, moving an order's files along
// with the order to another organisation.
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { PageRequest } from '../../http/body.ts';
import { needsOrders, orderFileSources } from './orderScope.ts';
import type { FileOrderFilter } from './orderScope.ts';
import { filePath, filesDb } from './table.ts';
import { checkTags } from './tags.ts';
import type { StoredFileRow, TbFileTable } from './table.ts';

type FilesDb = Kysely<{ tb_file: TbFileTable }>;
type FileEb = ExpressionBuilder<{ f: TbFileTable }, 'f'>;

/** A file as every /rest/ answer shows it. */
export interface StoredFileJson {
  id: number;
  path: string;
  name: string;
  size: number;
  contentType: string;
  sha256: string;
  area: 'public' | 'private';
  orderCode: string | null;
  nodeCode: string | null;
  companyId: string | null;
  shippingType: string | null;
  attachmentType: string | null;
  uploaderId: number;
  uploaderName: string;
  createDate: string;
  /** The stable address of a public file; null for a private one (ask tbFile/getPrivateUrl). */
  url: string | null;
}

export const FILE_URL_PREFIX = '/rest/file/';

export function publicFileUrl(row: Pick<StoredFileRow, 'area' | 'stored_name'>): string | null {
  return row.area === 'public' ? FILE_URL_PREFIX + filePath(row) : null;
}

export function toFileJson(row: StoredFileRow): StoredFileJson {
  return {
    id: row.id,
    path: filePath(row),
    name: row.original_name,
    size: row.size_bytes,
    contentType: row.content_type,
    sha256: row.sha256,
    area: row.area,
    orderCode: row.order_code,
    nodeCode: row.node_code,
    companyId: row.company_id,
    shippingType: row.shipping_type,
    attachmentType: row.attachment_type,
    uploaderId: row.uploader_id,
    uploaderName: row.uploader_name,
    createDate: row.created_at.toISOString(),
    url: publicFileUrl(row),
  };
}

/** What the file lists filter on; every field optional. */
export interface FileFilter extends FileOrderFilter {
  orderCode?: string;
  nodeCode?: string;
  companyId?: string;
  attachmentType?: string;
  /** Part of the original name. */
  name?: string;
  ids?: readonly number[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterWhere(eb: FileEb, orgId: number, filter: FileFilter) {
  const conditions = [eb('f.org_id', '=', orgId)];
  if (filter.orderCode) conditions.push(eb('f.order_code', '=', filter.orderCode));
  if (filter.nodeCode) conditions.push(eb('f.node_code', '=', filter.nodeCode));
  if (filter.companyId) conditions.push(eb('f.company_id', '=', filter.companyId));
  if (filter.attachmentType) conditions.push(eb('f.attachment_type', '=', filter.attachmentType));
  if (filter.shippingType) conditions.push(eb('f.shipping_type', '=', filter.shippingType));
  if (filter.name) {
    conditions.push(eb('f.original_name', 'ilike', `%${escapeLike(filter.name)}%`));
  }
  if (filter.ids) {
    conditions.push(filter.ids.length ? eb('f.id', 'in', [...filter.ids]) : eb.lit(false));
  }
  if (needsOrders(filter)) {
    const sources = orderFileSources(filter.shippingType);
    conditions.push(
      sources.length === 0
        ? eb.lit(false)
        : eb(
            'f.order_code',
            'in',
            sql<string>`(${sql.join(
              sources.map((s) => s.orderCodes(filter, orgId)),
              sql` union `,
            )})`,
          ),
    );
  }
  return eb.and(conditions);
}

function selectFiles(db: FilesDb, orgId: number, filter: FileFilter) {
  return db.selectFrom('tb_file as f').where((eb) => filterWhere(eb, orgId, filter));
}

/** Files of the organisation matching the filter, newest first. */
export async function listFiles(
  db: Db,
  orgId: number,
  filter: FileFilter,
  limit?: number,
): Promise<StoredFileRow[]> {
  let query = selectFiles(filesDb(db), orgId, filter)
    .selectAll('f')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function pageFiles(
  db: Db,
  orgId: number,
  filter: FileFilter,
  page: PageRequest,
): Promise<{ rows: StoredFileRow[]; total: number }> {
  const fdb = filesDb(db);
  const [rows, count] = await Promise.all([
    selectFiles(fdb, orgId, filter)
      .selectAll('f')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    selectFiles(fdb, orgId, filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function hasFiles(db: Db, orgId: number, filter: FileFilter): Promise<boolean> {
  const row = await selectFiles(filesDb(db), orgId, filter)
    .select('f.id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One file of the organisation by its path; undefined when absent or another organisation's. */
export async function findFileByStoredName(
  db: Db,
  orgId: number,
  area: 'public' | 'private',
  storedName: string,
): Promise<StoredFileRow | undefined> {
  return filesDb(db)
    .selectFrom('tb_file')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('area', '=', area)
    .where('stored_name', '=', storedName)
    .executeTakeFirst();
}

/**
 * Attaches files of the organisation to an order node (the order's file save, e.g. updateOrderWJ).
 * The node must be one of the organisation's nodes of the order's type (400 节点不存在). Answers
 * how many were attached; ids of other organisations are left alone.
 */
export async function attachFilesToNode(
  db: Db,
  orgId: number,
  fileIds: readonly number[],
  target: { orderCode: string; nodeCode?: string | null; shippingType?: string | null },
): Promise<number> {
  if (fileIds.length === 0) return 0;
  await checkTags(db, orgId, {
    orderCode: target.orderCode,
    ...(target.nodeCode ? { nodeCode: target.nodeCode } : {}),
    ...(target.shippingType ? { shippingType: target.shippingType } : {}),
  });
  const result = await filesDb(db)
    .updateTable('tb_file')
    .set({
      order_code: target.orderCode,
      ...(target.nodeCode !== undefined ? { node_code: target.nodeCode } : {}),
      ...(target.shippingType !== undefined ? { shipping_type: target.shippingType } : {}),
    })
    .where('org_id', '=', orgId)
    .where('id', 'in', [...fileIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves an order's files with the order to another organisation (change order). */
export async function moveOrderFiles(
  db: Db,
  fromOrgId: number,
  toOrgId: number,
  orderCode: string,
): Promise<number> {
  const result = await filesDb(db)
    .updateTable('tb_file')
    .set({ org_id: toOrgId })
    .where('org_id', '=', fromOrgId)
    .where('order_code', '=', orderCode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
