// The few /rest/ addresses a browser opens itself, passed through to rest so the browser needs one
// origin: the upload (POST /rest/upload?uploadToken=…), file links (GET /rest/file/…) and signed
// downloads (GET /rest/<controller>/<action>?sig=…). Each carries its own short-lived grant; a
// session token never rides in these URLs and the caller's Authorization header is not forwarded.
// Every other /rest/ address answers 404: the gateway does not expose the REST API.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { endpointSpec, isEndpointPath } from '../../rest/endpoints.ts';

export type PassThroughKind = 'upload' | 'file' | 'download';

/** Largest upload body passed on: rest's file limit plus room for the multipart framing. */
export function uploadBodyLimit(env: NodeJS.ProcessEnv = process.env): number {
  const fileMax = Number(env.FILE_MAX_BYTES?.trim() || 20 * 1024 * 1024);
  return (Number.isSafeInteger(fileMax) && fileMax > 0 ? fileMax : 20 * 1024 * 1024) + 1024 * 1024;
}

/**
 * A signed download is a read-only path of the endpoint table (`statement/ticketV2Export`,
 * `tbCustomer/exportAll`…): the table, not a pattern of letters, says what may pass.
 */
function isDownloadAddress(pathname: string): boolean {
  const path = pathname.slice('/rest/'.length);
  return (
    pathname.startsWith('/rest/') &&
    isEndpointPath(path) &&
    endpointSpec(path).readOnly &&
    endpointSpec(path).auth
  );
}
const FILE_PATH = /^\/rest\/file\/[A-Za-z0-9._/-]{1,2048}$/;

/** Which pass-through a request is, or null when the gateway must not forward it. */
export function passThroughKind(
  method: string | undefined,
  pathname: string,
  search: string,
): PassThroughKind | null {
  const query = new URLSearchParams(search);
  if (query.has('token')) return null;
  if (method === 'POST' && pathname === '/rest/upload' && query.get('uploadToken')) return 'upload';
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (FILE_PATH.test(pathname) && !pathname.includes('..')) return 'file';
  if (isDownloadAddress(pathname) && query.get('sig')) return 'download';
  return null;
}

export function isRestAddress(pathname: string): boolean {
  return pathname === '/rest' || pathname.startsWith('/rest/');
}

function envelope(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ status, data: [{ message }] });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

const REQUEST_HEADERS = [
  'content-type',
  'content-length',
  'accept',
  'range',
  'if-none-match',
  'if-modified-since',
  'user-agent',
];
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
  'x-content-type-options',
  'content-security-policy',
];

export interface PassThroughOptions {
  restBaseUrl: string;
  /** Who the caller is (context.ts clientAddressHeaders). */
  clientHeaders?: Readonly<Record<string, string>>;
  maxUploadBytes?: number;
  /** Idle time of either socket before the exchange is abandoned. */
  idleMs?: number;
}

/**
 * Handles any `/rest/…` request reaching the gateway: forwards the three kinds, answers 404 for the
 * rest. Streams both ways; an upload over the limit is cut off with 400 请求内容过大.
 */
export function handleRestAddress(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  search: string,
  options: PassThroughOptions,
): Promise<void> {
  const kind = passThroughKind(req.method, pathname, search);
  if (!kind) {
    envelope(res, 404, '接口不存在');
    return Promise.resolve();
  }
  const limit = options.maxUploadBytes ?? uploadBodyLimit();
  const declared = Number(req.headers['content-length']);
  if (kind === 'upload' && Number.isFinite(declared) && declared > limit) {
    res.setHeader('connection', 'close');
    envelope(res, 400, '请求内容过大');
    req.resume();
    return Promise.resolve();
  }

  const target = new URL(options.restBaseUrl.replace(/\/+$/, '') + pathname + search);
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  Object.assign(headers, options.clientHeaders);
  const transport = target.protocol === 'https:' ? https : http;

  return new Promise<void>((resolve) => {
    let settled = false;
    const finish = (): void => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    const upstream = transport.request(target, { method: req.method, headers });
    upstream.setTimeout(options.idleMs ?? 60_000, () => upstream.destroy(new Error('timeout')));
    upstream.on('response', (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const name of RESPONSE_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) out[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
      answer.on('end', finish);
      answer.on('error', () => {
        res.destroy();
        finish();
      });
    });
    upstream.on('error', () => {
      if (settled) return;
      envelope(
        res,
        502,
        `接口异常：${pathname.startsWith('/rest/file/') ? '/rest/file' : pathname}`,
      );
      finish();
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
      finish();
    });

    if (kind !== 'upload') {
      upstream.end();
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit && !settled) {
        finish();
        req.unpipe(upstream);
        upstream.destroy();
        res.setHeader('connection', 'close');
        envelope(res, 400, '请求内容过大');
        req.resume();
      }
    });
    req.pipe(upstream);
  });
}
