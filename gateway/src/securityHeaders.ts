// Security headers on every answer of the gateway: the web client, its assets, GraphQL, health
// checks and pass-through downloads. The web client loads only its own scripts; its styles are
// injected at run time (Chakra/emotion), and the captcha is a data: image. /graphql keeps what the
// Apollo Sandbox landing page needs: that page sets its own nonce-based script/style policy in a
// meta tag, so the header there only forbids framing, plugins and a foreign <base>.
import type { ServerResponse } from 'node:http';

export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const GRAPHQL_CSP = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"].join(
  '; ',
);

export function setSecurityHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('content-security-policy', pathname === '/graphql' ? GRAPHQL_CSP : WEB_CSP);
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
}
