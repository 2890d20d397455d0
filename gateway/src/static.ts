// The built web client: files from WEB_DIST, index.html for client-side routes.
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
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

type Encoding = 'br' | 'gzip';

const ENCODINGS: readonly (readonly [Encoding, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/** The file name ending of the build's copy in `encoding` ('' for the file as built). */
const extensionOf = (encoding: Encoding | 'identity'): string =>
  ENCODINGS.find(([e]) => e === encoding)?.[1] ?? '';

/** The encodings the client accepts of those the build writes, brotli first. */
function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return ENCODINGS.map(([encoding]) => encoding).filter((e) => accepted.has(e));
}

/** The precompressed copy of a built file the client accepts (brotli before gzip), if any. */
async function compressedCopy(
  file: string,
  acceptEncoding: string | undefined,
): Promise<{ file: string; encoding: Encoding; size: number; mtimeMs: number } | undefined> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const ext = extensionOf(encoding);
    const found = await fileStat(file + ext);
    if (found) return { file: file + ext, encoding, size: found.size, mtimeMs: found.mtimeMs };
  }
  return undefined;
}

/**
 * A hashed asset (/assets/…), kept in memory once read: its name changes with its content, so
 * what was read stays true. A page's first visit asks for some 70 of them at once, six at a time;
 * read from disk each took the gateway a stat per copy and a stream, and on a busy 2-core machine
 * the browser waited 10–100 ms for each answer to start.
 */
interface Asset {
  size: number;
  mtimeMs: number;
  /** The file's bytes as each encoding sends them (identity: as built); null: no such copy. */
  bodies: Map<Encoding | 'identity', Buffer | null>;
}

/** Stops keeping assets past this many bytes (the build's are some 5 MB in all copies). */
const ASSET_CACHE_BYTES = 32 * 1024 * 1024;

class AssetCache {
  private readonly assets = new Map<string, Asset>();
  private bytes = 0;

  async asset(file: string): Promise<Asset | undefined> {
    const known = this.assets.get(file);
    if (known) return known;
    const found = await fileStat(file);
    if (!found) return undefined;
    const asset: Asset = { size: found.size, mtimeMs: found.mtimeMs, bodies: new Map() };
    if (this.bytes < ASSET_CACHE_BYTES) this.assets.set(file, asset);
    return asset;
  }

  /** The asset's body in `encoding`, or null when the build wrote no such copy. */
  async body(file: string, asset: Asset, encoding: Encoding | 'identity'): Promise<Buffer | null> {
    const known = asset.bodies.get(encoding);
    if (known !== undefined) return known;
    const ext = extensionOf(encoding);
    const body = await readFile(file + ext).catch(() => null);
    if (this.bytes < ASSET_CACHE_BYTES) {
      asset.bodies.set(encoding, body);
      this.bytes += body?.length ?? 0;
    }
    return body;
  }

  /** Reads each asset as a browser asks for it (brotli where built), before anyone asks. */
  async warm(dir: string): Promise<void> {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith('.br') || name.endsWith('.gz')) continue;
      const file = path.join(dir, name);
      const asset = await this.asset(file);
      if (!asset) continue;
      if ((await this.body(file, asset, 'br')) === null) await this.body(file, asset, 'identity');
    }
  }
}

const assetCaches = new Map<string, AssetCache>();

function assetCache(root: string): AssetCache {
  let cache = assetCaches.get(root);
  if (!cache) {
    cache = new AssetCache();
    assetCaches.set(root, cache);
  }
  return cache;
}

/** Reads the built client's assets into memory ahead of the first visit (the gateway's start). */
export function warmStatic(webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  return assetCache(root).warm(path.join(root, 'assets'));
}

/** Answers a GET/HEAD of a hashed asset from memory (reading it there first). */
async function serveAsset(
  cache: AssetCache,
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
): Promise<boolean> {
  const asset = await cache.asset(file);
  if (!asset) return false;
  let encoding: Encoding | undefined;
  let body: Buffer | null = null;
  for (const accepted of acceptedEncodings(req.headers['accept-encoding'])) {
    body = await cache.body(file, asset, accepted);
    if (body) {
      encoding = accepted;
      break;
    }
  }
  body ??= await cache.body(file, asset, 'identity');
  if (!body) return false;
  const tag = encoding ? `-${encoding}` : '';
  const etag = `W/"${asset.size.toString(16)}-${Math.floor(asset.mtimeMs).toString(16)}${tag}"`;
  const headers: Record<string, string | number> = {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    vary: 'Accept-Encoding',
    'x-content-type-options': 'nosniff',
  };
  if (encoding) headers['content-encoding'] = encoding;
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
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

  if (decoded.startsWith('/assets/') && path.extname(target)) {
    if (await serveAsset(assetCache(root), req, res, target)) return;
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
