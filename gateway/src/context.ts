// Per-request context: the caller's token, the rest client bound to it, and the request's loaders.
// Loaders live for one request only, so one user's answers are never served to another.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import DataLoader from 'dataloader';
import type { ExecutionResult } from 'graphql';
import {
  CLIENT_ADDRESS_HEADER,
  proxyMatcher,
  resolveClientAddress,
  signClientAddress,
  type TrustedProxies,
} from '../../model/clientAddress.ts';
import { API_TOKEN_CALLER, CALLER_KIND_HEADER, isApiToken } from '../../model/apiTokens.ts';
import { REQUEST_ID_HEADER } from '../../model/requestLog.ts';
import type { RequestFacts } from './requestLog.ts';
import type { GatewayMetrics } from './metrics.ts';
import { RestClient, type RestClientOptions, type RestTransport } from './rest/client.ts';

export interface GatewayContext {
  /** From `Authorization: Bearer <token>`; undefined when absent. */
  token: string | undefined;
  rest: RestClient;
  loaders: LoaderRegistry;
  /** The request id (x-request-id) this request is logged under and passes to rest. */
  requestId: string;
  /** What the request's log line says (requestLog.ts); Apollo copies the context per operation. */
  facts?: RequestFacts;
  /** Counts loader batches and cache hits when /metrics is on. */
  metrics?: GatewayMetrics;
  /**
   * Results the fast path already has (execution/fastPath.ts), by each operation's variables
   * object: when one of them has errors, Apollo answers the request and its executor returns these.
   */
  settled?: WeakMap<object, ExecutionResult>;
}

/** A DataLoader declared once by a module (`loaders.ts`) and built lazily per request. */
export interface LoaderDef<K, V> {
  readonly name: string;
  readonly create: (ctx: GatewayContext) => DataLoader<K, V, string>;
}

/** A single call memoised per request (getTokenInfo, findMenu…): asked for twice, made once. */
export interface OnceDef<T> {
  readonly name: string;
  readonly load: (ctx: GatewayContext) => Promise<T>;
}

export function defineLoader<K, V>(
  name: string,
  batch: (ctx: GatewayContext, keys: readonly K[]) => Promise<ArrayLike<V | Error>>,
  cacheKey: (key: K) => string = (key) => String(key),
): LoaderDef<K, V> {
  return {
    name,
    create: (ctx) => {
      const metrics = ctx.metrics;
      if (!metrics) {
        return new DataLoader<K, V, string>((keys) => batch(ctx, keys), { cacheKeyFn: cacheKey });
      }
      const labels = { loader: name };
      const cache = new Map<string, Promise<V>>();
      return new DataLoader<K, V, string>(
        (keys) => {
          metrics.loaderBatches.inc(labels);
          metrics.loaderKeys.inc(labels, keys.length);
          return batch(ctx, keys);
        },
        {
          cacheKeyFn: cacheKey,
          // The default cache, counting the loads it answers.
          cacheMap: {
            get: (key) => {
              const hit = cache.get(key);
              if (hit) metrics.loaderCacheHits.inc(labels);
              return hit;
            },
            set: (key, value) => void cache.set(key, value),
            delete: (key) => void cache.delete(key),
            clear: () => cache.clear(),
          },
        },
      );
    },
  };
}

export function defineOnce<T>(name: string, load: (ctx: GatewayContext) => Promise<T>): OnceDef<T> {
  return { name, load };
}

export class LoaderRegistry {
  private readonly loaders = new Map<
    LoaderDef<unknown, unknown>,
    DataLoader<unknown, unknown, string>
  >();
  private readonly results = new Map<OnceDef<unknown>, Promise<unknown>>();
  private ctx: GatewayContext | undefined;

  bind(ctx: GatewayContext): void {
    this.ctx = ctx;
  }

  private context(): GatewayContext {
    if (!this.ctx) throw new Error('LoaderRegistry used before its context was bound');
    return this.ctx;
  }

  get<K, V>(def: LoaderDef<K, V>): DataLoader<K, V, string> {
    let loader = this.loaders.get(def) as DataLoader<K, V, string> | undefined;
    if (!loader) {
      loader = def.create(this.context());
      this.loaders.set(def, loader);
    }
    return loader;
  }

  once<T>(def: OnceDef<T>): Promise<T> {
    let result = this.results.get(def) as Promise<T> | undefined;
    if (!result) {
      result = def.load(this.context());
      this.results.set(def, result);
    }
    return result;
  }
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * The headers that tell the back end whose request this is: the client's address as the gateway
 * resolved it (across exactly the proxies TRUST_PROXY names) in X-Forwarded-For, which replaces
 * whatever chain the caller sent, and, with GATEWAY_SECRET, signed in X-Client-Address.
 */
export function clientAddressHeaders(
  trusted: TrustedProxies,
  secret: string | undefined,
): (req: IncomingMessage) => Record<string, string> {
  const isTrusted = proxyMatcher(Array.isArray(trusted) ? trusted : []);
  return (req) => {
    const address = resolveClientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trusted,
      isTrusted,
    );
    if (!address) return {};
    return {
      'x-forwarded-for': address,
      ...(secret ? { [CLIENT_ADDRESS_HEADER]: signClientAddress(secret, address) } : {}),
    };
  };
}

export function createContext(
  transport: RestTransport,
  authorization: string | undefined,
  clientHeaders?: Readonly<Record<string, string>>,
  restOptions?: RestClientOptions,
  requestId: string = randomUUID(),
): GatewayContext {
  const token = bearerToken(authorization);
  const loaders = new LoaderRegistry();
  const ctx: GatewayContext = {
    token,
    rest: new RestClient(
      transport,
      token,
      {
        ...clientHeaders,
        [REQUEST_ID_HEADER]: requestId,
        // A hint only: rest decides from the token itself (model/apiTokens.ts).
        ...(isApiToken(token) ? { [CALLER_KIND_HEADER]: API_TOKEN_CALLER } : {}),
      },
      restOptions,
    ),
    loaders,
    requestId,
  };
  loaders.bind(ctx);
  return ctx;
}
