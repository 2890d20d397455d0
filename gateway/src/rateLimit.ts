// An API token past its limit per minute: rest answers 429 RATE_LIMITED (it counts in the
// database, so the limit holds across gateways); the GraphQL answer then carries HTTP 429 and
// Retry-After (the windows are calendar minutes), as HTTP clients and reporting tools expect.
import { statelessPlugin } from './statelessPlugin.ts';

export const rateLimitStatusPlugin = statelessPlugin({
  willSendResponse({ response }) {
    if (response.body.kind !== 'single') return Promise.resolve();
    const limited = response.body.singleResult.errors?.some(
      (error) => error.extensions?.code === 'RATE_LIMITED',
    );
    if (limited) {
      response.http.status = 429;
      response.http.headers.set('retry-after', String(60 - new Date().getUTCSeconds()));
    }
    return Promise.resolve();
  },
});
