// Each order list's default saved view as its saved views last said, kept in the browser for the
// signed-in user as the query string the view writes into the list's address ('' when the list has
// none): an order list opened first (orderPrefetch.ts) asks for that page beside the saved views,
// instead of after them. The views' answer always decides: a default changed elsewhere sends its
// own page once they have answered, and is remembered. A change made in this browser (ViewBar)
// forgets it all (session.ts forgetListDefaults): the next visit waits for the views.
import { getUser, storageKeys } from './session.ts';

type Remembered = { userId: string; lists: Record<string, unknown> } | null;

function read(): Remembered {
  try {
    return JSON.parse(localStorage.getItem(storageKeys.listDefaults) ?? 'null') as Remembered;
  } catch {
    // Written by hand: not known.
    return null;
  }
}

/** The signed-in user's default view of `list` as last seen; undefined when not known. */
export function rememberedDefaultView(list: string): string | undefined {
  const memory = read();
  const address = memory?.userId === getUser()?.userId ? memory?.lists?.[list] : undefined;
  return typeof address === 'string' ? address : undefined;
}

/** Keeps the address of the default view of `list` (its saved views, just read, named it). */
export function rememberDefaultView(list: string, address: string): void {
  const userId = getUser()?.userId;
  const memory = read();
  const lists = (memory?.userId === userId && memory?.lists) || {};
  if (!userId || lists[list] === address) return;
  localStorage.setItem(
    storageKeys.listDefaults,
    JSON.stringify({ userId, lists: { ...lists, [list]: address } }),
  );
}
