// Each list's default saved view as its saved views last said, kept in the browser for the signed-in
// user: an order list opened first (orderPrefetch.ts) asks for the page of that view beside the
// saved views, instead of after them. The saved views' answer always decides; a list whose default
// changed elsewhere asks again for the right page, and the memory is corrected.
import { getUser, storageKeys } from '../../app/session.ts';
import type { SavedViewParams } from './listParams.ts';

interface Remembered {
  userId: string;
  /** Per list: its default view, or null when it has none. */
  lists: Record<string, SavedViewParams | null>;
}

/** What the default of a saved view list is made of (ListViewBar_view's fields the address keeps). */
interface ViewLike extends SavedViewParams {
  isDefault: boolean;
}

const isParams = (value: unknown): value is SavedViewParams => {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    Array.isArray(v.filters) &&
    v.filters.every(
      (f: unknown) =>
        f !== null &&
        typeof f === 'object' &&
        typeof (f as Record<string, unknown>).name === 'string' &&
        typeof (f as Record<string, unknown>).value === 'string',
    ) &&
    (v.sort === null ||
      (typeof v.sort === 'object' &&
        typeof (v.sort as Record<string, unknown>).field === 'string' &&
        typeof (v.sort as Record<string, unknown>).descending === 'boolean')) &&
    (v.pageSize === null || typeof v.pageSize === 'number')
  );
};

function read(): Remembered | null {
  const raw = localStorage.getItem(storageKeys.listDefaults);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value === null || typeof value !== 'object') return null;
    const { userId, lists } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || lists === null || typeof lists !== 'object') return null;
    return { userId, lists: lists as Record<string, unknown> } as Remembered;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's default view of `list` as last seen: the view, null (the list has none), or
 * undefined when not known (another user's memory, none yet, or unreadable).
 */
export function rememberedDefaultView(list: string): SavedViewParams | null | undefined {
  const user = getUser();
  const memory = read();
  if (!user || memory?.userId !== user.userId || !(list in memory.lists)) return undefined;
  const view = memory.lists[list];
  return view === null || isParams(view) ? view : undefined;
}

/** Keeps what `views` (a list's saved views, as just read) say of its default. */
export function rememberDefaultView(list: string, views: readonly ViewLike[]): void {
  const user = getUser();
  if (!user) return;
  const preferred = views.find((v) => v.isDefault);
  const entry: SavedViewParams | null = preferred
    ? {
        id: preferred.id,
        filters: preferred.filters.map(({ name, value }) => ({ name, value })),
        sort: preferred.sort
          ? { field: preferred.sort.field, descending: preferred.sort.descending }
          : null,
        pageSize: preferred.pageSize,
      }
    : null;
  const memory = read();
  const lists = memory?.userId === user.userId ? memory.lists : {};
  if (list in lists && JSON.stringify(lists[list]) === JSON.stringify(entry)) return;
  const next: Remembered = { userId: user.userId, lists: { ...lists, [list]: entry } };
  localStorage.setItem(storageKeys.listDefaults, JSON.stringify(next));
}
