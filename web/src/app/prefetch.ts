// Reads a page starts before it renders (while its code loads), and the page's own first read of
// the same data: that read takes what the early one brought instead of asking again.
import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';

/** An early read counts for the page that shows within this long of it. */
const freshForMs = 10_000;

const started = new Map<string, number>();

/** The key of the frame's first read of the session (AppLayout; app/framePrefetch.ts). */
export const meReadKey = 'me';

let frameDrawn = false;

/** The signed-in frame has drawn (and made its own first reads): none are sent ahead any more. */
export function noteFrameDrawn(): void {
  frameDrawn = true;
}

/** Whether the signed-in frame has drawn in this page load. */
export function frameHasDrawn(): boolean {
  return frameDrawn;
}

/** Notes that the read named `key` has been sent ahead of the page that shows it. */
export function notePrefetch(key: string): void {
  started.set(key, Date.now());
}

/**
 * The fetch policy of a page's first read of `key`: the cache (which the early read fills, or
 * joins while it is under way) when the read was sent ahead for this page, else `policy`. Each
 * early read serves one page (the reads of one render): a later visit asks the server as before.
 */
export function useFirstFetchPolicy(
  key: string | null,
  policy: WatchQueryFetchPolicy,
): WatchQueryFetchPolicy {
  const [chosen] = useState<WatchQueryFetchPolicy>(() => {
    const at = key === null ? undefined : started.get(key);
    if (key === null || at === undefined) return policy;
    // Every read of the key in the render that shows the page takes it (a list's saved views are
    // read by two hooks of one component); a later page asks the server.
    queueMicrotask(() => started.delete(key));
    return Date.now() - at <= freshForMs ? 'cache-first' : policy;
  });
  return chosen;
}
