// The records a user opened lately (orders, bills of lading, clients, suppliers, invoices,
// receipts, payments), newest first, kept in this browser per user and organisation: the search
// palette shows them while its query is empty. A record is noted when its view page opens.
import { searchKinds } from '../../../../model/search/index.ts';
import { getCurrentOrg, getUser } from '../../app/session.ts';

export interface RecentRecord {
  /** model/search kind: oceanExport, client… */
  kind: string;
  key: string;
  /** What the palette showed for it (the client's name…); absent when opened otherwise. */
  title?: string;
  detail?: string | null;
  path: string;
}

const KEEP = 8;

function storageKey(): string | null {
  const user = getUser();
  if (!user) return null;
  return `recentRecords:${user.userId}:${getCurrentOrg()?.orgId ?? ''}`;
}

function isRecent(value: unknown): value is RecentRecord {
  const r = value as Partial<RecentRecord> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.kind === 'string' &&
    typeof r.key === 'string' &&
    typeof r.path === 'string' &&
    searchKinds.some((k) => k.kind === r.kind)
  );
}

export function recentRecords(): RecentRecord[] {
  const key = storageKey();
  if (!key) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent) : [];
  } catch {
    return [];
  }
}

/** Puts the record first; a title known before is kept when the new note has none. */
export function noteRecentRecord(record: RecentRecord): void {
  const key = storageKey();
  if (!key) return;
  const list = recentRecords();
  const same = (r: RecentRecord) => r.kind === record.kind && r.key === record.key;
  const before = list.find(same);
  const merged: RecentRecord = {
    ...record,
    ...(record.title === undefined && before?.title !== undefined ? { title: before.title } : {}),
    ...(record.detail === undefined && before?.detail !== undefined
      ? { detail: before.detail }
      : {}),
  };
  const next = [merged, ...list.filter((r) => !same(r))].slice(0, KEEP);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // A full or refused storage only loses the list.
  }
}

/** The record a view page's address names (`/action/oceanexport/view?orderCode=…`), if any. */
export function recordAt(pathname: string, search: string): RecentRecord | null {
  const kind = searchKinds.find((k) => pathname === `${k.route}/view`);
  if (!kind) return null;
  const key = new URLSearchParams(search).get(kind.keyParam);
  if (!key) return null;
  return { kind: kind.kind, key, path: `${pathname}${search}` };
}
