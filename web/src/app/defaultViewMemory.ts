// Each order list's default saved view as its saved views last said, kept in the browser for the
// signed-in user as the query string the view writes into the list's address ('' when the list has
// none): an order list opened first (orderPrefetch.ts) asks for that page beside the saved views,
// instead of after them. The views' answer always decides: a default changed elsewhere sends its
// own page once they have answered, and is remembered.
import { getUser, storageKeys } from './session.ts';

interface Remembered {
  userId: string;
  lists: Record<string, unknown>;
}

function read(): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(storageKeys.listDefaults) ?? 'null') as unknown;
    const { userId, lists } = (value ?? {}) as Partial<Remembered>;
    return typeof userId === 'string' && lists && typeof lists === 'object'
      ? { userId, lists }
      : null;
  } catch {
    // Written by hand or by an older client: not known.
    return null;
  }
}

/** The signed-in user's default view of `list` as last seen; undefined when not known. */
export function rememberedDefaultView(list: string): string | undefined {
  const user = getUser();
  const memory = read();
  const address = user && memory?.userId === user.userId ? memory.lists[list] : undefined;
  return typeof address === 'string' ? address : undefined;
}

/** Keeps the address of the default view of `list` (its saved views, just read, named it). */
export function rememberDefaultView(list: string, address: string): void {
  const user = getUser();
  if (!user) return;
  const memory = read();
  const lists = memory?.userId === user.userId ? memory.lists : {};
  if (lists[list] === address) return;
  const next: Remembered = { userId: user.userId, lists: { ...lists, [list]: address } };
  localStorage.setItem(storageKeys.listDefaults, JSON.stringify(next));
}
