// The signed-in frame's reads (the session's check and the back end's features), sent with the
// first page's own early reads rather than once the frame has rendered: their answers are in the
// cache when it first draws, and the page's reads do not wait behind them.
import { MeDocument } from '../__generated__/graphql.ts';
import { requestSent, signedInClient } from './apollo.ts';
import { prefetchBackendFeatures } from './backendFeatures.ts';
import { frameHasDrawn, meReadKey, notePrefetch } from './prefetch.ts';

/**
 * Sends the frame's reads, unless it has drawn already; they travel together, apart from the
 * page's. Resolves once they have left (requestSent), as a page's early reads do.
 */
export function prefetchFrame(): Promise<void> {
  // A first page whose code took long has drawn before this module came: the frame has asked.
  if (frameHasDrawn()) return Promise.resolve();
  const client = signedInClient();
  const sent = requestSent();
  const context = { batchGroup: 'frame' };
  notePrefetch(meReadKey);
  void client
    .query({ query: MeDocument, fetchPolicy: 'network-only', context })
    .catch(() => undefined);
  prefetchBackendFeatures(client, context);
  return sent;
}
