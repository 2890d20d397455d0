// The backup file: a gzipped tar (POSIX ustar), written and read as a stream so stored files of
// any size pass through without being held in memory. Only plain files and the names this code
// writes are accepted when reading: a name that climbs out of its folder is refused.
import { createReadStream, createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.byteLength(name);
  let prefix = '';
  let base = name;
  if (bytes > 100) {
    // ustar: up to 155 bytes of folders in the prefix, the rest (≤ 100) in the name.
    const cut = name.lastIndexOf('/', name.length - 1);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
      throw new Error(`备份中的文件名过长：${name}`);
    }
  }
  const block = Buffer.alloc(BLOCK);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.fill(' ', 148, 156);
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) {
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      out.once('error', onError);
      out.once('drain', () => {
        out.off('error', onError);
        resolve();
      });
    });
  }
}

export interface ArchiveWriter {
  /** Adds bytes held in memory. */
  addBuffer(name: string, content: Buffer): Promise<void>;
  /** Adds a file from disk, streamed; `size` as stat gave it (the file must not change). */
  addFile(name: string, file: string, size: number, mtime: Date): Promise<void>;
  /** Ends the archive and waits until the file is on disk. */
  finish(): Promise<void>;
  /** Gives up: closes the file (the caller removes it). */
  abort(): void;
}

/** A new gzipped tar at `file` (created; an existing file is refused). */
export function createArchive(file: string): ArchiveWriter {
  const gzip = createGzip();
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  gzip.pipe(out);
  let failure: Error | undefined;
  const fail = (error: Error) => (failure ??= error);
  out.on('error', fail);
  gzip.on('error', fail);
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async addBuffer(name, content) {
      check();
      await write(gzip, header(name, content.length, new Date()));
      await write(gzip, content);
      await write(gzip, padding(content.length));
    },
    async addFile(name, file, size, mtime) {
      check();
      await write(gzip, header(name, size, mtime));
      let written = 0;
      for await (const chunk of createReadStream(file, {
        end: size - 1,
      }) as AsyncIterable<Buffer>) {
        written += chunk.length;
        await write(gzip, chunk);
      }
      if (written !== size) throw new Error(`文件 ${file} 在备份过程中被改动`);
      await write(gzip, padding(size));
    },
    async finish() {
      check();
      await write(gzip, Buffer.alloc(BLOCK * 2));
      await new Promise<void>((resolve, reject) => {
        out.once('close', () => (failure ? reject(failure) : resolve()));
        out.once('error', reject);
        gzip.end();
      });
    },
    abort() {
      gzip.unpipe(out);
      gzip.destroy();
      out.destroy();
    },
  };
}

/** A name as this code writes them: relative, '/'-separated, no '.', '..' or empty segment. */
export function safeEntryName(name: string): boolean {
  return (
    name !== '' &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    !name.includes('\0') &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** The file is not a backup this code wrote, or it is damaged or cut short. */
export class BadArchive extends Error {}

/**
 * Reads the entries of a gzipped tar in order. Each entry's bytes come as an async iterable over
 * the stream, read before the next entry (what is left unread is skipped); `readAll` collects
 * them into one buffer (for the small entries).
 */
export async function* readArchive(file: string): AsyncGenerator<{
  name: string;
  size: number;
  chunks: AsyncIterable<Buffer>;
}> {
  const raw = createReadStream(file);
  const source = createGunzip();
  raw.on('error', (error) => source.destroy(error));
  raw.pipe(source);
  const iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  let ended = false;
  const more = async (): Promise<boolean> => {
    if (ended) return false;
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code.startsWith('Z_')) throw new BadArchive('这不是本系统的备份文件，或文件已损坏');
      throw error;
    }
    if (next.done) {
      ended = true;
      return false;
    }
    pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
    return true;
  };
  const take = async (count: number): Promise<Buffer> => {
    while (pending.length < count) {
      if (!(await more())) throw new BadArchive('备份文件不完整（提前结束）');
    }
    const out = pending.subarray(0, count);
    pending = pending.subarray(count);
    return out;
  };
  try {
    for (;;) {
      const block = Buffer.from(await take(BLOCK));
      if (block.every((byte) => byte === 0)) return;
      if (block.toString('ascii', 257, 262) !== 'ustar') {
        throw new BadArchive('这不是本系统的备份文件（格式不符）');
      }
      const field = (start: number, length: number) =>
        block.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const prefix = field(345, 155);
      const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
      const size = parseInt(field(124, 12).trim() || '0', 8);
      const type = field(156, 1) || '0';
      if (type !== '0' || !safeEntryName(name) || !Number.isSafeInteger(size)) {
        throw new BadArchive(`备份文件中有不接受的条目：${name}`);
      }
      let left = size;
      let consumed = false;
      const chunks: AsyncIterable<Buffer> = {
        async *[Symbol.asyncIterator]() {
          consumed = true;
          while (left > 0) {
            if (pending.length === 0 && !(await more())) {
              throw new BadArchive('备份文件不完整（提前结束）');
            }
            const piece = pending.subarray(0, Math.min(left, pending.length));
            pending = pending.subarray(piece.length);
            left -= piece.length;
            yield piece;
          }
        },
      };
      yield { name, size, chunks };
      if (!consumed || left > 0) for await (const _ of chunks) void _;
      await take(padding(size).length);
    }
  } finally {
    source.destroy();
  }
}

/** All of an entry's bytes (for the small ones). */
export async function readAll(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}
