// Downloads travel through short-lived signed links, never a session token in a URL:
//   POST /rest/<path>  {token, …params}  → 200 {url: "/rest/<path>?sig=…", expiresAt}
//   GET  /rest/<path>?sig=…              → the file's bytes (or a 404 envelope 暂无数据)
// The link is bound to the session, its organisation, the path and the parameters; it lives 60 s
// and dies with the session (sign-out, takeover, organisation switch).
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { RestConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Body } from '../http/body.ts';
import { DomainError } from '../http/errors.ts';
import { checkPermission, grantedMenuUrls } from '../http/permissions.ts';
import { isAddedPath, REST_PREFIX, route } from '../http/route.ts';
import { currentOrgId } from '../http/session.ts';
import type { SessionInfo } from '../http/session.ts';
import { grantOwner, requireGrantSession } from './grantSession.ts';
import { renderPdf } from './pdf.ts';
import { isEmptyDocument } from './types.ts';
import type { BusinessDocument } from './types.ts';
import { renderXlsx } from './xlsx.ts';
import type { GrantOwner } from './grantSession.ts';
import { signGrant, verifyGrant } from './signing.ts';

/** What a download handler answers: the bytes and how to name them. */
export interface DownloadFile {
  /** The name the browser saves under (Chinese welcome). */
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}

export interface DownloadContext {
  session: SessionInfo;
  /** The session's organisation: every query of a download is scoped to it. */
  orgId: number;
  /** The parameters of the POST that asked for the link (without the token), `''` removed. */
  body: Body;
  db: Db;
  config: RestConfig;
}

/** Answers the file, or null when there is nothing to put in it (→ 404 暂无数据). */
export type DownloadHandler = (ctx: DownloadContext) => Promise<DownloadFile | null>;

export interface DownloadOptions {
  /**
   * A cheap check made when the link is asked for, so an empty download is refused before the
   * browser navigates. Default: the handler runs and its output is thrown away.
   */
  hasData?: (ctx: DownloadContext) => Promise<boolean>;
  /** Link lifetime; default 60 s. */
  ttlMs?: number;
}

export const DOWNLOAD_LINK_TTL_MS = 60_000;
export const NO_DATA_MESSAGE = '暂无数据';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

interface DownloadGrant extends GrantOwner {
  path: string;
  params: Record<string, unknown>;
}

export function noData(): DomainError {
  return new DomainError(404, { message: NO_DATA_MESSAGE });
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function discard(file: DownloadFile): void {
  if (!Buffer.isBuffer(file.body)) file.body.destroy();
}

function withoutToken(body: Body): Record<string, unknown> {
  const params: Record<string, unknown> = { ...body };
  delete params.token;
  delete params.sig;
  return params;
}

/**
 * Registers a download at `/rest/<path>`: the POST (token, permission of the path) answers a
 * signed link `{url, expiresAt}`; the GET with `?sig=` runs `handler` and sends the file.
 *
 * `download(app, 'tbSeaTransportExport/downloadAr', async ({ body, orgId, db }) => …)`
 */
export function download(app: FastifyInstance, path: string, handler: DownloadHandler): void;
export function download(
  app: FastifyInstance,
  path: string,
  options: DownloadOptions,
  handler: DownloadHandler,
): void;
export function download(
  app: FastifyInstance,
  path: string,
  optionsOrHandler: DownloadOptions | DownloadHandler,
  maybeHandler?: DownloadHandler,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler;
  if (!handler) throw new Error(`下载 ${path} 缺少处理函数`);
  const ttlMs = options.ttlMs ?? DOWNLOAD_LINK_TTL_MS;
  const url = REST_PREFIX + path;

  // Restricted to the specifications' paths: neither the link nor the file is served.
  if (app.rest.config.paths === 'specification' && isAddedPath(path)) return;
  route(app, path, { write: false }, async ({ session, body, db, config }) => {
    const orgId = currentOrgId(session);
    const params = withoutToken(body);
    const ctx: DownloadContext = { session, orgId, body: params, db, config };
    if (options.hasData) {
      if (!(await options.hasData(ctx))) throw noData();
    } else {
      const file = await handler(ctx);
      if (!file) throw noData();
      discard(file);
    }
    const grant: DownloadGrant = { ...grantOwner(session, orgId), path, params };
    const { grant: sig, expiresAt } = await signGrant(db, 'download', grant, ttlMs);
    return { url: `${url}?sig=${sig}`, expiresAt: expiresAt.toISOString() };
  });

  app.route({
    method: 'GET',
    url,
    handler: async (request, reply) => {
      const { db, config } = app.rest;
      const query = request.query as Record<string, unknown>;
      const sig = typeof query.sig === 'string' ? query.sig : undefined;
      const checked = await verifyGrant<DownloadGrant>(db, 'download', sig);
      if (!checked.ok) {
        throw checked.reason === 'expired'
          ? new DomainError(410, { message: '下载链接已过期，请重新下载' })
          : new DomainError(403, { message: '下载链接无效' });
      }
      const grant = checked.payload;
      if (grant.path !== path) throw new DomainError(403, { message: '下载链接无效' });
      const session = await requireGrantSession(db, grant);
      // Roles may have changed since the link was made.
      await checkPermission(path, session, () => grantedMenuUrls(db, session));
      const file = await handler({
        session,
        orgId: grant.org,
        body: grant.params,
        db,
        config,
      });
      if (!file) throw noData();
      return reply
        .code(200)
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
}

/**
 * A declared document as a download: `null` (→ 404 暂无数据) when none of its tables has a row,
 * else the rendered file named `<baseName>.xlsx|.pdf`.
 */
export async function documentFile(
  doc: BusinessDocument,
  format: 'xlsx' | 'pdf',
  baseName: string,
): Promise<DownloadFile | null> {
  if (isEmptyDocument(doc)) return null;
  return format === 'xlsx'
    ? { fileName: `${baseName}.xlsx`, contentType: XLSX_TYPE, body: await renderXlsx(doc) }
    : { fileName: `${baseName}.pdf`, contentType: PDF_TYPE, body: await renderPdf(doc) };
}
