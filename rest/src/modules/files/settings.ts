// Limits of stored files; FILE_MAX_BYTES overrides the size limit.

export const DEFAULT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export interface FileSettings {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Lifetime of an upload grant. */
  uploadGrantTtlMs: number;
  /** Lifetime of a private file link. */
  privateLinkTtlMs: number;
}

export function loadFileSettings(env: NodeJS.ProcessEnv = process.env): FileSettings {
  const raw = env.FILE_MAX_BYTES?.trim();
  const maxBytes = raw ? Number(raw) : DEFAULT_FILE_MAX_BYTES;
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new Error(`环境变量 FILE_MAX_BYTES 必须是正整数，当前为 "${raw}"`);
  }
  return { maxBytes, uploadGrantTtlMs: 10 * 60_000, privateLinkTtlMs: 5 * 60_000 };
}

/** 文件大小不能超过20MB (in whole MB when it is one, else in KB). */
export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const shown = Number.isInteger(mb) ? `${mb}MB` : `${Math.max(1, Math.round(maxBytes / 1024))}KB`;
  return `文件大小不能超过${shown}`;
}

export const UNSUPPORTED_TYPE_MESSAGE = '不支持的文件类型';
