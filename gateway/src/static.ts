// The built web client: files from WEB_DIST, index.html for client-side routes.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>网页客户端尚未构建</title></head>
<body style="font-family: 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif; margin: 3rem">
<h1>网页客户端尚未构建</h1>
<p>请在项目根目录运行 <code>npm run build</code> 后刷新本页。GraphQL 接口仍可在 <a href="/graphql">/graphql</a> 使用。</p>
</body></html>
`;

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function fileStat(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** The precompressed copy of a built file the client accepts (brotli before gzip), if any. */
async function compressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ file: string; encoding: 'br' | 'gzip'; size: number; mtimeMs: number } | undefined> {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    const found = await fileStat(file + ext);
    if (found) return { file: file + ext, encoding, size: found.size, mtimeMs: found.mtimeMs };
  }
  return undefined;
}

/** Answers a GET/HEAD for a path outside /graphql and the health checks. */
export async function serveStatic(
  webDist: string,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    send(res, 400, 'text/plain; charset=utf-8', '请求路径无效');
    return;
  }
  const segments = decoded.split(/[/\\]/);
  if (decoded.includes('\0') || segments.includes('..')) {
    send(res, 403, 'text/plain; charset=utf-8', '禁止访问');
    return;
  }
  const root = path.resolve(webDist);
  const target = path.resolve(root, '.' + path.posix.normalize('/' + segments.join('/')));
  if (target !== root && !target.startsWith(root + path.sep)) {
    send(res, 403, 'text/plain; charset=utf-8', '禁止访问');
    return;
  }

  let file = target;
  let found = target === root ? undefined : await fileStat(target);
  if (!found) {
    // Client-side routes have no extension; a missing file that has one is really missing.
    const last = segments[segments.length - 1] ?? '';
    if (path.extname(last) && target !== root) {
      send(res, 404, 'text/plain; charset=utf-8', '文件不存在');
      return;
    }
    file = path.join(root, 'index.html');
    found = await fileStat(file);
    if (!found) {
      send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE);
      return;
    }
  }

  const isIndex = file === path.join(root, 'index.html');
  const immutable = !isIndex && decoded.startsWith('/assets/');
  // The build writes .br and .gz copies beside the text files (web/build/precompress.ts).
  const compressed = await compressedCopy(file, req.headers['accept-encoding']);
  const body = compressed ?? { file, size: found.size, mtimeMs: found.mtimeMs };
  const tag = compressed ? `-${compressed.encoding}` : '';
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}${tag}"`;
  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
  };
  if (compressed) headers['content-encoding'] = compressed.encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['content-length'] = body.size;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(body.file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
