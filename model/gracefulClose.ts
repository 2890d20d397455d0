// How gateway and rest stop on SIGTERM behind a load balancer: stop listening at once (new
// connections are refused, so the balancer sends them to another instance), finish every request
// in flight, and answer them with `Connection: close`. Node's http.Server.close() would also cut
// every connection without a request in flight at that instant, including one just accepted
// whose request is still on its way (the client sees a reset): such connections get a grace
// period to send their request first; then idle ones are closed.
import type { Server } from 'node:http';
import net from 'node:net';

/** Resolves once the server no longer listens and every connection has ended. */
export function closeGracefully(server: Server, graceMs = 1000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    server.on('request', (_request, response) => {
      response.shouldKeepAlive = false;
    });
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 100);
    }, graceMs);
    // net.Server's close: stops listening and calls back once the last connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(grace);
      if (sweep) clearInterval(sweep);
      resolve();
    });
  });
}
