// The frame's check of the stored session, once per page load (AppLayout): the answer is compared
// with browser storage and kept there (storeMe), which is what the frame draws from; nothing reads
// it from Apollo's cache, so it is fetched past the cache. Written there and read back, the 47 KB
// answer (its menu of some 260 items) cost every page load tens of milliseconds of main thread.
import type { ApolloClient, DefaultContext } from '@apollo/client';
import { MeDocument } from '../__generated__/graphql.ts';
import type { MeQuery } from '../__generated__/graphql.ts';

/** An early check counts for the frame that draws within this long of it (as app/prefetch.ts). */
const freshForMs = 10_000;

let early: { at: number; answer: Promise<MeQuery | undefined> } | null = null;

function ask(client: ApolloClient, context?: DefaultContext): Promise<MeQuery | undefined> {
  return client
    .query({ query: MeDocument, fetchPolicy: 'no-cache', context })
    .then(({ data }) => data);
}

/** Sends the check ahead of the frame (framePrefetch.ts): the frame takes its answer. */
export function checkSessionEarly(client: ApolloClient, context: DefaultContext): void {
  const answer = ask(client, context);
  // A failure is told by the error link (the lost-session dialog); the frame's check sees it too.
  answer.catch(() => undefined);
  early = { at: Date.now(), answer };
}

/** The session's answer: the early check's when one was sent for this frame, else a new one. */
export function checkSession(client: ApolloClient): Promise<MeQuery | undefined> {
  const taken = early;
  early = null;
  return taken && Date.now() - taken.at <= freshForMs ? taken.answer : ask(client);
}
