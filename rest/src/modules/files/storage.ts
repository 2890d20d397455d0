// Files on disk under `${DATA_DIR}/files/`: `public/<ab>/<uuid>.<ext>`, `private/<ab>/<uuid>.<ext>`
// (`ab` the uuid's first two characters, so no folder grows huge), and `tmp/` for uploads still
// arriving. A file reaches its area only
// once it is whole and checked (a rename), so a refused or broken upload leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES } from './fileTypes.ts';
import type { FileArea } from './table.ts';

export function filesRoot(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function storedFilePath(
  dataDir: string,
  row: { area: FileArea; stored_name: string },
): string {
  return path.join(filesRoot(dataDir), row.area, row.stored_name.slice(0, 2), row.stored_name);
}

export interface ReceivedFile {
  tempPath: string;
  size: number;
  sha256: string;
  /** The first bytes, for the type check. */
  head: Buffer;
}

/** Writes a stream to a temporary file, hashing and measuring it on the way. */
export async function receiveToTemp(dataDir: string, source: Readable): Promise<ReceivedFile> {
  const dir = path.join(filesRoot(dataDir), 'tmp');
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx' }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/** Moves a checked temporary file into its area. */
export async function commitFile(tempPath: string, finalPath: string): Promise<void> {
  await mkdir(path.dirname(finalPath), { recursive: true });
  await rename(tempPath, finalPath);
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

export function openStoredFile(file: string): Readable {
  return createReadStream(file);
}
