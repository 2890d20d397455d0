// tbFile and tbFileManage, the upload path and the file links (docs/rest-contract.md "Files").
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import yazl from 'yazl';
import type { Db } from '../../db/index.ts';
import { download } from '../../documents/download.ts';
import type { DownloadContext } from '../../documents/download.ts';
import { contentDisposition } from '../../documents/download.ts';
import { grantOwner, requireGrantSession } from '../../documents/grantSession.ts';
import type { GrantOwner } from '../../documents/grantSession.ts';
import { signGrant, verifyGrant } from '../../documents/signing.ts';
import { ActionRecorder } from '../../http/audit.ts';
import { pageOf, pageResult, requireInt, requireStr, str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { DomainError, fail, MESSAGES } from '../../http/errors.ts';
import { checkPermission, grantedMenuUrls } from '../../http/permissions.ts';
import { route } from '../../http/route.ts';
import type { OrderCall, RestModule } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { orderRegistry } from '../orders/registry.ts';
import { cleanFileName, extensionOf, fileTypeFor, zipSegment } from './fileTypes.ts';
import {
  FILE_URL_PREFIX,
  findFileByStoredName,
  hasFiles,
  listFiles,
  pageFiles,
  toFileJson,
} from './queries.ts';
import type { FileFilter } from './queries.ts';
import { loadFileSettings, tooLargeMessage, UNSUPPORTED_TYPE_MESSAGE } from './settings.ts';
import type { FileSettings } from './settings.ts';
import {
  commitFile,
  openStoredFile,
  receiveToTemp,
  removeFile,
  storedFilePath,
} from './storage.ts';
import { filePath, filesDb, parseFilePath } from './table.ts';
import type { FileArea, StoredFileRow } from './table.ts';
import { checkTags, tagsOf } from './tags.ts';
import type { FileTags } from './tags.ts';

export const UPLOAD_URL = '/rest/upload';
/** Most files one zip download may hold. */
export const MAX_ZIP_FILES = 500;

/** What an upload grant binds: who, where, what the file belongs to, and its nonce. */
interface UploadGrant extends GrantOwner, FileTags {
  area: FileArea;
  /** Unique per grant: one successful upload spends it (tb_upload_grant_use). */
  n: string;
}

interface FileLinkGrant extends GrantOwner {
  fid: number;
}

export const GRANT_SPENT_MESSAGE = '上传凭证已使用，请重新上传';

function grantSpent(): DomainError {
  return new DomainError(410, { message: GRANT_SPENT_MESSAGE });
}

async function isSpent(db: Db, nonce: string): Promise<boolean> {
  const row = await filesDb(db)
    .selectFrom('tb_upload_grant_use')
    .select('nonce')
    .where('nonce', '=', nonce)
    .executeTakeFirst();
  return row !== undefined;
}

/** `ids` as a list, a JSON list or comma-separated text. */
function idsOf(body: Body): number[] | undefined {
  const raw = body.ids;
  if (raw === undefined || raw === null) return undefined;
  let items: unknown[];
  if (Array.isArray(raw)) items = raw as unknown[];
  else if (typeof raw === 'number') items = [raw];
  else if (typeof raw === 'string') {
    const text = raw.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
      } catch {
        throw fail.badRequest('参数 ids 格式错误', 'ids');
      }
    } else items = text.split(',').filter((s) => s.trim() !== '');
  } else throw fail.badRequest('参数 ids 格式错误', 'ids');
  const ids = items.map((item) => Number(typeof item === 'string' ? item.trim() : item));
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw fail.badRequest('参数 ids 格式错误', 'ids');
  }
  return ids;
}

/** The document page's filters plus order, node, company, name and ids. */
function filterOf(body: Body): FileFilter {
  const filter: FileFilter = {};
  for (const name of [
    'orderCode',
    'nodeCode',
    'companyId',
    'attachmentType',
    'shippingType',
    'clientId',
    'operationUnitsId',
    'salesId',
    'csrId',
  ] as const) {
    const value = str(body, name)?.trim();
    if (value) filter[name] = value;
  }
  const name = str(body, 'fileName')?.trim() ?? str(body, 'name')?.trim();
  if (name) filter.name = name;
  const ids = idsOf(body);
  if (ids) filter.ids = ids;
  return filter;
}

function grantRefused(reason: 'invalid' | 'expired', what: '上传凭证' | '文件链接'): DomainError {
  return reason === 'expired'
    ? new DomainError(410, {
        message: what === '上传凭证' ? '上传凭证已过期，请重新上传' : '文件链接已过期，请重新打开',
      })
    : new DomainError(403, { message: `${what}无效` });
}

function sendFile(
  reply: FastifyReply,
  row: StoredFileRow,
  dataDir: string,
  cache: string,
): FastifyReply {
  return reply
    .code(200)
    .header('content-type', row.content_type)
    .header('content-length', String(row.size_bytes))
    .header('content-disposition', contentDisposition(row.original_name, 'inline'))
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(openStoredFile(storedFilePath(dataDir, row)));
}

/**
 * Zip entry names: `<order>/<node>/<name>`, each part made safe to unpack whatever the row holds,
 * and unique with (2), (3)…
 */
function zipNames(rows: readonly StoredFileRow[]): string[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const folder = [row.order_code ?? '未关联订单', row.node_code]
      .filter((part): part is string => Boolean(part))
      .map(zipSegment)
      .join('/');
    const name = zipSegment(cleanFileName(row.original_name));
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    let candidate = `${folder}/${name}`;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      candidate = `${folder}/${stem} (${n})${ext ? `.${ext}` : ''}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

async function zipRows(ctx: DownloadContext): Promise<StoredFileRow[]> {
  const rows = await listFiles(ctx.db, ctx.orgId, filterOf(ctx.body), MAX_ZIP_FILES + 1);
  if (rows.length > MAX_ZIP_FILES) {
    throw fail.badRequest(`一次最多下载${MAX_ZIP_FILES}个文件，请缩小查询范围`);
  }
  return rows;
}

async function handleUpload(
  app: FastifyInstance,
  settings: FileSettings,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, config } = app.rest;
  const query = request.query as Record<string, unknown>;
  const checked = await verifyGrant<UploadGrant>(
    db,
    'upload',
    typeof query.uploadToken === 'string' ? query.uploadToken : undefined,
  );
  if (!checked.ok) throw grantRefused(checked.reason, '上传凭证');
  const grant = checked.payload;
  if (typeof grant.n !== 'string' || grant.n === '') throw grantRefused('invalid', '上传凭证');
  const session = await requireGrantSession(db, grant);
  await checkPermission(
    grant.area === 'public' ? 'tbFile/getPublicUploadToken' : 'tbFile/getPrivateUploadToken',
    session,
    () => grantedMenuUrls(db, session),
  );
  // Refused before the body is read; the insert below decides when two uploads race.
  if (await isSpent(db, grant.n)) throw grantSpent();
  // The order may have gone (or moved) since the grant was issued.
  const tags = await checkTags(db, grant.org, grant);
  if (!request.isMultipart()) throw fail.badRequest('请以 multipart/form-data 上传文件');
  const part = await request.file({ limits: { fileSize: settings.maxBytes, files: 1 } });
  if (!part) throw fail.badRequest('请选择文件', 'file');

  const name = cleanFileName(part.filename);
  const extension = extensionOf(name);
  const type = fileTypeFor(extension);
  if (!name || !type) {
    part.file.resume();
    throw fail.badRequest(name ? UNSUPPORTED_TYPE_MESSAGE : '请选择文件', 'file');
  }
  const received = await receiveToTemp(config.dataDir, part.file);
  let committed: string | undefined;
  try {
    if (part.file.truncated || received.size > settings.maxBytes) {
      throw fail.badRequest(tooLargeMessage(settings.maxBytes), 'file');
    }
    if (received.size === 0) throw fail.badRequest('文件内容为空', 'file');
    if (!type.matches(received.head)) throw fail.badRequest(UNSUPPORTED_TYPE_MESSAGE, 'file');

    const storedName = `${randomUUID()}.${extension}`;
    const finalPath = storedFilePath(config.dataDir, { area: grant.area, stored_name: storedName });
    await commitFile(received.tempPath, finalPath);
    committed = finalPath;
    const row = await db.transaction().execute(async (trx) => {
      const fdb = filesDb(trx);
      const stored = await fdb
        .insertInto('tb_file')
        .values({
          org_id: grant.org,
          area: grant.area,
          stored_name: storedName,
          original_name: name,
          extension,
          content_type: type.contentType,
          size_bytes: received.size,
          sha256: received.sha256,
          order_code: tags.orderCode ?? null,
          node_code: tags.nodeCode ?? null,
          company_id: tags.companyId ?? null,
          shipping_type: tags.shippingType ?? null,
          attachment_type: tags.attachmentType ?? null,
          uploader_id: session.userId,
          uploader_name: session.userName,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The grant is spent with the file; a second upload on it waits here and finds it taken.
      const spent = await fdb
        .insertInto('tb_upload_grant_use')
        .values({ nonce: grant.n, file_id: stored.id, expires_at: new Date(grant.exp) })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      if (!spent) throw grantSpent();
      await fdb.deleteFrom('tb_upload_grant_use').where('expires_at', '<', new Date()).execute();
      const recorder = new ActionRecorder(session, {
        controller: 'tbFile',
        action: 'upload',
        ip: request.clientAddress,
        fallbackKey: null,
      });
      recorder.add({ table: 'tb_file', recordKey: stored.id, after: toFileJson(stored) });
      await recorder.finish(trx);
      return stored;
    });
    const json = toFileJson(row);
    return reply
      .code(200)
      .header('content-type', 'application/json; charset=utf-8')
      .send(
        JSON.stringify({
          status: 200,
          data: {
            path: json.path,
            fileId: json.id,
            name: json.name,
            size: json.size,
            contentType: json.contentType,
            url: json.url,
          },
        }),
      );
  } catch (error) {
    await removeFile(received.tempPath);
    if (committed) await removeFile(committed);
    throw error;
  }
}

export function createFilesModule(settings: FileSettings = loadFileSettings()): RestModule {
  return (app) => {
    for (const [action, area] of [
      ['getPublicUploadToken', 'public'],
      ['getPrivateUploadToken', 'private'],
    ] as const) {
      route(app, `tbFile/${action}`, async ({ session, body, db }) => {
        const orgId = currentOrgId(session);
        const tags = await checkTags(db, orgId, tagsOf(body));
        const grant: UploadGrant = {
          ...grantOwner(session, orgId),
          area,
          ...tags,
          n: randomUUID(),
        };
        const signed = await signGrant(db, 'upload', grant, settings.uploadGrantTtlMs);
        return {
          uploadToken: signed.grant,
          uploadUrl: `${UPLOAD_URL}?uploadToken=${signed.grant}`,
          expiresAt: signed.expiresAt.toISOString(),
          maxBytes: settings.maxBytes,
        };
      });
    }

    // Whoever may open the order may list its files (permissions.ts, byOrder).
    const orderPages = ({ db, session, body }: OrderCall) => {
      const orderCode = str(body, 'orderCode');
      return orderRegistry.pagesOf(db, session.orgId, orderCode ? [orderCode] : []);
    };
    route(app, 'tbFile/listAll', { orderPages }, async ({ session, body, db }) => {
      const orgId = currentOrgId(session);
      const filter = filterOf(body);
      if (!filter.orderCode && !filter.companyId) {
        throw fail.badRequest('请提供订单号或公司', 'orderCode');
      }
      return (await listFiles(db, orgId, filter)).map(toFileJson);
    });

    // Deleting a file: the row goes in a transaction with its action-log entry, then the bytes.
    route(app, 'tbFile/delete', async ({ session, body, transaction, audit, config, request }) => {
      const orgId = currentOrgId(session);
      const fileId = requireInt(body, 'id', '请选择文件', '文件编号格式不正确');
      const removed = await transaction(async (trx) => {
        const row = await filesDb(trx)
          .deleteFrom('tb_file')
          .where('id', '=', fileId)
          .where('org_id', '=', orgId)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw fail.notFound(MESSAGES.notFound);
        audit({ table: 'tb_file', recordKey: row.id, before: toFileJson(row), after: null });
        return row;
      });
      // The row is gone, so the bytes are unreachable: a failure here is logged, not answered.
      await removeFile(storedFilePath(config.dataDir, removed)).catch((error: unknown) =>
        request.log.error({ err: error, fileId }, '删除附件文件失败'),
      );
      return null;
    });

    route(app, 'tbFile/getPrivateUrl', async ({ session, body, db }) => {
      const orgId = currentOrgId(session);
      const path = requireStr(body, 'path', '请提供文件路径');
      const parsed = parseFilePath(path);
      const row = parsed && (await findFileByStoredName(db, orgId, parsed.area, parsed.storedName));
      if (!row) throw fail.notFound(MESSAGES.notFound);
      if (row.area === 'public') return { imageUrl: FILE_URL_PREFIX + filePath(row) };
      const link: FileLinkGrant = { ...grantOwner(session, orgId), fid: row.id };
      const signed = await signGrant(db, 'file', link, settings.privateLinkTtlMs);
      return {
        imageUrl: FILE_URL_PREFIX + signed.grant,
        expiresAt: signed.expiresAt.toISOString(),
      };
    });

    route(app, 'tbFileManage/pageAll', async ({ session, body, db }) => {
      const orgId = currentOrgId(session);
      const page = pageOf(body);
      const { rows, total } = await pageFiles(db, orgId, filterOf(body), page);
      return pageResult(rows.map(toFileJson), total, page);
    });

    route(app, 'tbFileManage/findIsHaveFile', async ({ session, body, db }) => {
      const orgId = currentOrgId(session);
      const orderCode = requireStr(body, 'orderCode', '请提供订单号');
      const nodeCode = str(body, 'nodeCode')?.trim();
      return hasFiles(db, orgId, { orderCode, ...(nodeCode ? { nodeCode } : {}) });
    });

    download(
      app,
      'tbFileManage/listAllDownLoad',
      {
        hasData: async (ctx) => (await zipRows(ctx)).length > 0,
      },
      async (ctx) => {
        const rows = await zipRows(ctx);
        const present: StoredFileRow[] = [];
        for (const row of rows) {
          // A file lost on disk is left out rather than breaking the whole archive.
          const found = await stat(storedFilePath(ctx.config.dataDir, row)).catch(() => null);
          if (found?.isFile()) present.push(row);
        }
        if (present.length === 0) return null;
        const zip = new yazl.ZipFile();
        const names = zipNames(present);
        present.forEach((row, i) => {
          // Images, PDFs and office files are compressed already.
          const compress = ['txt', 'csv', 'bmp', 'tif', 'tiff', 'doc', 'xls', 'ppt'].includes(
            row.extension,
          );
          zip.addFile(storedFilePath(ctx.config.dataDir, row), names[i] ?? row.stored_name, {
            compress,
          });
        });
        zip.end();
        const orders = new Set(present.map((r) => r.order_code));
        const [only] = orders;
        const base = orders.size === 1 && only ? `${only}_附件` : '附件';
        return {
          fileName: `${base}.zip`,
          contentType: 'application/zip',
          body: zip.outputStream as Readable,
        };
      },
    );

    // The upload itself: a multipart body, authorised by the grant in the query (no session token).
    void app.register(async (scope) => {
      await scope.register(multipart, {
        throwFileSizeLimit: false,
        limits: { fileSize: settings.maxBytes, files: 1, fields: 10, parts: 11 },
      });
      scope.post(UPLOAD_URL, (request, reply) => handleUpload(app, settings, request, reply));
    });

    // One wildcard route: a grant is longer than the router's limit for a path parameter.
    app.get<{ Params: { '*': string } }>(`${FILE_URL_PREFIX}*`, async (request, reply) => {
      const { db, config } = app.rest;
      const rest = request.params['*'];
      if (rest.startsWith('public/')) {
        // Public files: a stable address; the unguessable stored name is the key.
        const parsed = parseFilePath(rest);
        const row =
          parsed &&
          (await filesDb(db)
            .selectFrom('tb_file')
            .selectAll()
            .where('area', '=', 'public')
            .where('stored_name', '=', parsed.storedName)
            .executeTakeFirst());
        if (!row) throw fail.notFound(MESSAGES.notFound);
        return sendFile(reply, row, config.dataDir, 'public, max-age=86400, immutable');
      }
      // Private files: a signed link, valid 5 minutes, for the session that asked for it.
      const checked = await verifyGrant<FileLinkGrant>(db, 'file', rest);
      if (!checked.ok) {
        if (rest.startsWith('private/')) throw fail.notFound(MESSAGES.notFound);
        throw grantRefused(checked.reason, '文件链接');
      }
      await requireGrantSession(db, checked.payload);
      const row = await filesDb(db)
        .selectFrom('tb_file')
        .selectAll()
        .where('id', '=', checked.payload.fid)
        .where('org_id', '=', checked.payload.org)
        .executeTakeFirst();
      if (!row) throw fail.notFound(MESSAGES.notFound);
      return sendFile(reply, row, config.dataDir, 'private, max-age=300');
    });
  };
}

export const filesModule: RestModule = createFilesModule();
