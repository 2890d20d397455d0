// A TCP proxy between the gateway and rest that can stop the traffic the way a frozen process or
// a stuck network would: connections are still accepted, bytes just stop moving. `thaw()` lets
// everything held through, as a process resumed after SIGSTOP would answer.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

type Mode = 'open' | 'frozen' | 'holdAnswers';

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: give it to the gateway as REST_BASE_URL. */
  url: string;
  /** Nothing moves either way: rest sees no request, the gateway no answer. */
  freeze(): void;
  /** Requests reach rest (and are applied); its answers are held back. */
  holdAnswers(): void;
  thaw(): void;
  close(): Promise<void>;
}

interface Pipe {
  client: net.Socket;
  upstream: net.Socket;
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port } = new URL(target);
  let mode: Mode = 'open';
  const pipes = new Set<Pipe>();

  function flush(pipe: Pipe): void {
    if (mode !== 'frozen') {
      for (const chunk of pipe.toUpstream.splice(0)) pipe.upstream.write(chunk);
    }
    if (mode === 'open') {
      for (const chunk of pipe.toClient.splice(0)) pipe.client.write(chunk);
    }
  }

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    const pipe: Pipe = { client, upstream, toUpstream: [], toClient: [] };
    pipes.add(pipe);
    client.on('data', (chunk) => {
      pipe.toUpstream.push(chunk);
      flush(pipe);
    });
    upstream.on('data', (chunk) => {
      pipe.toClient.push(chunk);
      flush(pipe);
    });
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    freeze: () => {
      mode = 'frozen';
    },
    holdAnswers: () => {
      mode = 'holdAnswers';
    },
    thaw: () => {
      mode = 'open';
      for (const pipe of pipes) flush(pipe);
    },
    close: async () => {
      for (const pipe of pipes) {
        pipe.client.destroy();
        pipe.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
