import type { FastifyInstance } from 'fastify';
import {
  CLIENT_ADDRESS_HEADER,
  proxyMatcher,
  resolveClientAddress,
  verifyClientAddress,
} from '../../../model/clientAddress.ts';
import type { RestConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Whose request this is, for sign-in throttles, sessions and the action log: the address the
     * gateway signed (GATEWAY_SECRET), else the socket's address read back through
     * X-Forwarded-For across exactly the proxies TRUST_PROXY names.
     */
    clientAddress: string;
  }
}

export function registerClientAddress(app: FastifyInstance, config: RestConfig): void {
  const secret = config.gatewaySecret;
  const trusted = config.trustProxy;
  const isTrusted = proxyMatcher(Array.isArray(trusted) ? trusted : []);
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', (request, _reply, done) => {
    const signed = secret
      ? verifyClientAddress(secret, request.headers[CLIENT_ADDRESS_HEADER])
      : undefined;
    request.clientAddress =
      signed ??
      resolveClientAddress(
        request.raw.socket.remoteAddress,
        request.headers['x-forwarded-for'],
        trusted,
        isTrusted,
      );
    done();
  });
}
