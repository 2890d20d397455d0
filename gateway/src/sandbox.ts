// The page a browser gets at /graphql: Apollo Sandbox, embedded. A developer signed in to the
// web client on the same origin finds their session's token already set as a shared header, so
// the schema (introspection, which production keeps for signed-in callers) and every operation
// work at once; anyone else sets `Authorization: Bearer <token>` in Sandbox's connection settings.
import { randomBytes } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { TOKEN_STORAGE_KEY } from '../../model/webStorage.ts';
import type { GatewayContext } from './context.ts';

/** Apollo's embeddable Sandbox, major version 2 (as @apollo/server's own landing page uses). */
const SANDBOX_CDN = 'https://embeddable-sandbox.cdn.apollographql.com';
export const SANDBOX_SCRIPT = `${SANDBOX_CDN}/v2/embeddable-sandbox.umd.production.min.js`;
const SANDBOX_FRAME = 'https://sandbox.embed.apollographql.com';

/** The page, its scripts and styles allowed by a nonce of its own (a new one per answer). */
export function sandboxPage(nonce: string): string {
  const key = JSON.stringify(TOKEN_STORAGE_KEY);
  const policy = [
    `script-src 'self' 'nonce-${nonce}' ${SANDBOX_CDN}`,
    `style-src 'nonce-${nonce}' ${SANDBOX_CDN}`,
    `frame-src ${SANDBOX_FRAME}`,
  ].join('; ');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}">
<title>华通 SPACE GraphQL · Apollo Sandbox</title>
<style nonce="${nonce}">
  body { margin: 0; font-family: system-ui, sans-serif; }
  .fallback { padding: 2rem; }
  #embeddableSandbox { width: 100vw; height: 100vh; position: absolute; top: 0; }
  iframe { background-color: white; height: 100%; width: 100%; border: none; }
</style>
</head>
<body>
<div class="fallback">
  <h1>华通 SPACE GraphQL</h1>
  <p>Apollo Sandbox 无法加载：本机可能无法访问 Apollo 的 CDN。可用任何 GraphQL 客户端向本地址发送 POST 请求。</p>
</div>
<div id="embeddableSandbox"></div>
<script nonce="${nonce}" src="${SANDBOX_SCRIPT}"></script>
<script nonce="${nonce}">
  var token = null;
  try { token = window.localStorage.getItem(${key}); } catch (e) { token = null; }
  new window.EmbeddedSandbox({
    target: '#embeddableSandbox',
    initialEndpoint: window.location.origin + window.location.pathname,
    initialState: {
      includeCookies: false,
      sharedHeaders: token ? { Authorization: 'Bearer ' + token } : {},
    },
    hideCookieToggle: true,
    endpointIsEditable: false,
    runTelemetry: false,
  });
</script>
</body>
</html>
`;
}

/** Serves sandboxPage() to browsers asking /graphql for HTML. */
export function sandboxLandingPage(): ApolloServerPlugin<GatewayContext> {
  return {
    serverWillStart() {
      return Promise.resolve({
        renderLandingPage: () =>
          Promise.resolve({
            html: () => Promise.resolve(sandboxPage(randomBytes(16).toString('hex'))),
          }),
      });
    },
  };
}
