// tb_file (migration 0004_files): one row per stored file; the spent upload grants (0008).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';

export type FileArea = 'public' | 'private';

export interface TbFileTable {
  id: Generated<number>;
  org_id: number;
  area: FileArea;
  /** `<uuid>.<ext>`: the name on disk, never the user's. */
  stored_name: string;
  original_name: string;
  extension: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  order_code: string | null;
  node_code: string | null;
  company_id: string | null;
  shipping_type: string | null;
  attachment_type: string | null;
  uploader_id: number;
  uploader_name: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type StoredFileRow = Selectable<TbFileTable>;

/** tb_upload_grant_use (migration 0008): the nonce of every upload grant an upload has spent. */
export interface TbUploadGrantUseTable {
  nonce: string;
  file_id: number | null;
  used_at: ColumnType<Date, Date | string | undefined, never>;
  /** When the grant would have expired anyway; the row may go after that. */
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export function filesDb(db: Db) {
  return db.withTables<{ tb_file: TbFileTable; tb_upload_grant_use: TbUploadGrantUseTable }>();
}

/**
 * The key a client names a file by: `<area>/<storedName>`. The organisation is not in it, so an
 * order moved to another organisation keeps its files where they are.
 */
export function filePath(row: Pick<StoredFileRow, 'area' | 'stored_name'>): string {
  return `${row.area}/${row.stored_name}`;
}

const PATH = /^(public|private)\/([0-9a-f-]{36}\.[a-z0-9]{1,10})$/;

export function parseFilePath(path: string): { area: FileArea; storedName: string } | null {
  const match = PATH.exec(path);
  if (!match) return null;
  return { area: match[1] as FileArea, storedName: match[2] ?? '' };
}
