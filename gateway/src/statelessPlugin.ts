// An Apollo plugin whose hooks keep no state of their own per request (they read the request's
// context): every request is handed the same listener, already resolved, rather than a new one.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from './context.ts';

export function statelessPlugin(
  listener: GraphQLRequestListener<GatewayContext>,
): ApolloServerPlugin<GatewayContext> {
  const started = Promise.resolve(listener);
  return { requestDidStart: () => started };
}
