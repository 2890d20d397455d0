// The gateway process: one node:http server carrying GraphQL (Apollo Server), health checks and
// the built web client. Apollo is wired through executeHTTPGraphQLRequest, without a framework;
// compiled operations that answer without errors take the fast path beside it (fastPath.ts).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  Kind,
  type DocumentNode,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { loadConfig, type GatewayConfig } from './config.ts';
import { clientAddressHeaders, createContext, type GatewayContext } from './context.ts';
import { rateLimitStatusPlugin } from './rateLimit.ts';
import { statelessPlugin } from './statelessPlugin.ts';
import { handleRestAddress, isRestAddress } from './modules/files/passThrough.ts';
import { modules } from './modules/index.ts';
import { mergeResolvers } from './modules/registry.ts';
import { introspectionPlugin } from './introspection.ts';
import { queryBoundsRule } from './queryBounds.ts';
import { sandboxLandingPage } from './sandbox.ts';
import {
  costError,
  OperationCosts,
  QUERY_TOO_COSTLY,
  restResolvedFields,
  type CostBounds,
} from './queryCost.ts';
import {
  localGateway,
  OperationExecutor,
  type ExecutionStats,
} from './execution/compiledExecution.ts';
import { leversFromEnv, type Levers } from './execution/levers.ts';
import { FastPath } from './execution/fastPath.ts';
import {
  loadManifest,
  PersistedOperations,
  type PersistedRequest,
} from './execution/persistedOperations.ts';
import { ReferenceCache } from './execution/referenceCache.ts';
import { createRestTransport, type RestClientOptions, type RestTransport } from './rest/client.ts';
import { scrubToken } from './rest/errors.ts';
import { setSecurityHeaders } from './securityHeaders.ts';
import { createLogger, logWhenDone, type RequestFacts } from './requestLog.ts';
import { GatewayMetrics } from './metrics.ts';
import { METRICS_PATH } from '../../model/metricsAccess.ts';
import { closeGracefully } from '../../model/gracefulClose.ts';
import { REQUEST_ID_HEADER, requestIdOf, shortReference } from '../../model/requestLog.ts';
import { serveStatic, warmStatic } from './static.ts';

export type { GatewayConfig } from './config.ts';

export interface Gateway {
  readonly server: http.Server;
  /** `http://127.0.0.1:<port>` once started. */
  readonly url: string;
  /** Where /metrics is served on a port of its own (METRICS_PORT; 0 picks one) once started. */
  readonly metricsUrl: string | undefined;
  start(port?: number): Promise<string>;
  stop(): Promise<void>;
  /** How operations ran (compiled or standard); undefined when compiled execution is off. */
  readonly execution: ExecutionStats | undefined;
  /** Settles when the first look at which features the back end has is done (or gave up). */
  featuresDetected(): Promise<void>;
}

// Statuses for the codes Apollo itself raises, so every error carries `status` like REST errors do.
const APOLLO_STATUS: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  UNAUTHENTICATED: 401,
  SESSION_TAKEN_OVER: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  FEATURE_UNAVAILABLE: 501,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  [QUERY_TOO_COSTLY]: 400,
};

// Reference data is served for a minute; a token's organisation is re-checked every 10 s.
// Several gateways may run on one database: a token's organisation is trusted for 0.5 s (with
// rest's own 0.5 s session cache, a sign-out through another instance shows within 1 s), and kept
// answers are served only while rest's stamp is fresh.
const REFERENCE_CACHE = {
  ttlMs: 60_000,
  sessionTtlMs: 500,
  stampFreshMs: 500,
  maxEntries: 10_000,
};

const HIDDEN_MESSAGE = '服务异常，请稍后重试';

/** Gives every error `code`, `status` and `messages`; in production hides unexpected internals. */
export function formatError(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const extensions: Record<string, unknown> = { ...formatted.extensions };
    const code = typeof extensions.code === 'string' ? extensions.code : 'INTERNAL_SERVER_ERROR';
    // Our own errors (rest/errors.ts) already carry status; anything else that ends up as
    // INTERNAL_SERVER_ERROR is a bug whose message may name internals.
    const ours = typeof extensions.status === 'number';
    let message = formatted.message;
    if (production && code === 'INTERNAL_SERVER_ERROR' && !ours) message = HIDDEN_MESSAGE;
    if (production) delete extensions.stacktrace;
    extensions.code = code;
    if (!ours) extensions.status = APOLLO_STATUS[code] ?? 500;
    if (!Array.isArray(extensions.messages)) extensions.messages = [{ message }];
    return { ...formatted, message, extensions };
  };
}

/** Last line of defence: no answer may contain the caller's token. */
const scrubTokenPlugin = statelessPlugin({
  willSendResponse({ contextValue, response }) {
    if (response.body.kind === 'single' && response.body.singleResult.errors) {
      const result = response.body.singleResult;
      result.errors = scrubToken(result.errors, contextValue.token);
    }
    return Promise.resolve();
  },
});

/**
 * Every error carries the request's id and its short form (错误编号), which the user can read out
 * and which finds the request's log lines; the request's operations and error codes go to its log.
 */
const requestFactsPlugin = statelessPlugin({
  willSendResponse({ contextValue, response, operationName, request }) {
    const facts = contextValue.facts;
    facts?.operations.push(operationName ?? request.operationName ?? '(anonymous)');
    if (response.body.kind !== 'single' || !response.body.singleResult.errors) {
      return Promise.resolve();
    }
    const result = response.body.singleResult;
    const requestId = contextValue.requestId;
    result.errors = result.errors?.map((error) => {
      const code = error.extensions?.code;
      if (typeof code === 'string') facts?.errorCodes.push(code);
      return {
        ...error,
        extensions: { ...error.extensions, requestId, reference: shortReference(requestId) },
      };
    });
    return Promise.resolve();
  },
});

/** The refusal of an operation whose estimated REST calls or records are over the bounds. */
type CostCheck = (
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
) => GraphQLError | undefined;

function costCheck(bounds: CostBounds, resolvers: Readonly<Record<string, unknown>>): CostCheck {
  let restFields: ReadonlySet<string> | undefined;
  const costs = new OperationCosts();
  return (schema, operation, document, variables) => {
    restFields ??= restResolvedFields(schema, resolvers);
    const fragments = () =>
      Object.fromEntries(
        document.definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
        ),
      );
    return costError(costs.cost(schema, operation, fragments, variables, restFields), bounds);
  };
}

/** Refuses, before execution, an operation over the cost bounds. */
function costPlugin(check: CostCheck): ApolloServerPlugin<GatewayContext> {
  return statelessPlugin({
    didResolveOperation({ schema, document, operation, request }) {
      if (!operation) return Promise.resolve();
      const refusal = check(schema, operation, document, request.variables ?? {});
      return refusal ? Promise.reject(refusal) : Promise.resolve();
    },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

function errorBody(message: string, code: string, status: number, requestId?: string) {
  const reference = requestId ? { requestId, reference: shortReference(requestId) } : {};
  return {
    errors: [{ message, extensions: { code, status, messages: [{ message }], ...reference } }],
  };
}

/**
 * Sends a GraphQL answer's text, encoded once: its length is the buffer's (Buffer.byteLength would
 * read the whole answer once more before the socket encodes it).
 */
function endWithText(res: ServerResponse, text: string): void {
  const bytes = Buffer.from(text);
  res.setHeader('content-length', bytes.length);
  res.end(bytes);
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The persisted-operation fields of a POST body or of GET parameters (extensions as JSON text). */
function persistedRequest(request: Record<string, unknown>): PersistedRequest {
  let extensions = request.extensions;
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions);
    } catch {
      extensions = undefined;
    }
  }
  return {
    query: request.query,
    extensions: extensions && typeof extensions === 'object' ? extensions : undefined,
  };
}

// The codes of a GraphQL request error: the request was well-formed, the operation was not.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  QUERY_TOO_COSTLY,
]);

/**
 * GraphQL over HTTP: a client that asks for `application/json` (and is answered in it) gets the
 * GraphQL request errors of a well-formed request (parse, validation, variable coercion, cost)
 * with status 200, as the spec says it should. One that prefers
 * `application/graphql-response+json` (the web client, Apollo Client, graphql-request) keeps 400,
 * and so does one that names no type (no Accept, or any type: past the spec's 2025 watershed a
 * server may treat it as graphql-response+json). Requests that are not well-formed (no query, a
 * body that is not JSON, a CSRF refusal, not a persisted operation) keep their 4xx.
 */
export function statusFor(
  status: number,
  accept: string | undefined,
  contentType: string | undefined,
  body: string,
): number {
  if (status !== 400 || !accept?.toLowerCase().includes('application/json')) return status;
  if (!contentType?.toLowerCase().startsWith('application/json')) return status;
  let codes: unknown[];
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: unknown } }[] };
    codes = (parsed.errors ?? []).map((e) => e.extensions?.code);
  } catch {
    return status;
  }
  const requestErrors =
    codes.length > 0 && codes.every((c) => REQUEST_ERROR_CODES.has(c as string));
  return requestErrors ? 200 : status;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

function toHeaderMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  const given = req.headers;
  for (const name in given) {
    const value = given[name];
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export function createGateway(
  overrides: Partial<GatewayConfig> = {},
  levers: Levers = leversFromEnv(),
): Gateway {
  const config: GatewayConfig = { ...loadConfig(), ...overrides };
  const clientHeaders = clientAddressHeaders(config.trustProxy, config.gatewaySecret);
  const logger = createLogger(config.logLevel, config.logStream);
  const metrics =
    config.metricsToken || config.metricsListen
      ? new GatewayMetrics(config.metricsToken)
      : undefined;
  // With METRICS_PORT, /metrics is served there only (a port the network keeps private).
  const metricsServer =
    metrics && config.metricsListen
      ? http.createServer((req, res) => {
          if (req.method === 'GET' && (req.url ?? '').split('?')[0] === METRICS_PATH) {
            metrics.serve(req, res).catch((error: unknown) => {
              logger.error({ err: error }, '监控指标生成失败');
              if (!res.headersSent) res.writeHead(500);
              res.end();
            });
          } else {
            res
              .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
              .end('只提供 /metrics');
          }
        })
      : undefined;
  const transport: RestTransport = createRestTransport({
    baseUrl: config.restBaseUrl,
    timeoutMs: config.restTimeoutMs,
    writeTimeoutMs: config.restWriteTimeoutMs,
    slowCallMs: config.restSlowCallMs,
    probeTimeoutMs: config.restProbeTimeoutMs,
    recoveryIntervalMs: config.restRecoveryIntervalMs,
    featureRefreshMs: config.featureRefreshMs,
  });
  // Which of this project's additions the back end has: asked at once, not on the first request.
  void transport.features.refresh();
  const restOptions: RestClientOptions = {
    dedupe: levers.dedupe,
    ...(levers.cache
      ? {
          cache: new ReferenceCache({
            ...REFERENCE_CACHE,
            ...(config.referenceFreshMs !== undefined
              ? { sessionTtlMs: config.referenceFreshMs, stampFreshMs: config.referenceFreshMs }
              : {}),
          }),
        }
      : {}),
  };

  const typeDefs = modules.map((m) => m.typeDefs);
  const resolvers = mergeResolvers(modules);
  // Compiled execution goes through Apollo's executor hook; the schema is the one Apollo would build.
  const executor = levers.jit
    ? new OperationExecutor(makeExecutableSchema({ typeDefs, resolvers }), true)
    : undefined;
  const schemaOptions = executor ? { gateway: localGateway(executor) } : { typeDefs, resolvers };
  const checkCost = costCheck(
    { maxRestCalls: config.maxRestCalls, maxRecords: config.maxRecords },
    resolvers as Record<string, unknown>,
  );
  const boundsRule = queryBoundsRule({
    maxDepth: config.maxQueryDepth,
    maxFields: config.maxQueryFields,
    maxAliases: config.maxQueryAliases,
  });
  const fastPath =
    executor && levers.fastPath
      ? new FastPath({
          executor,
          rules: [boundsRule],
          refusedByCost: (operation, document, variables) =>
            checkCost(executor.schema, operation, document, variables) !== undefined,
        })
      : undefined;
  const persisted = levers.persisted
    ? new PersistedOperations(loadManifest(), levers.persistedOnly)
    : undefined;
  const apollo = new ApolloServer<GatewayContext>({
    ...schemaOptions,
    introspection: true,
    csrfPrevention: true,
    // The web client sends the queries one page asks for at one moment as one request.
    allowBatchedHttpRequests: true,
    includeStacktraceInErrorResponses: !config.production,
    stopOnTerminationSignals: false,
    validationRules: [boundsRule],
    formatError: formatError(config.production),
    plugins: [
      // Developers explore with the embedded Sandbox, in production too; introspection is
      // answered as GRAPHQL_INTROSPECTION says (signed-in callers only in production).
      sandboxLandingPage(),
      introspectionPlugin(config.introspection),
      scrubTokenPlugin,
      requestFactsPlugin,
      rateLimitStatusPlugin,
      costPlugin(checkCost),
      // The schema declares no cache hints, so the default per-field hook only costs time.
      ...(levers.noFieldPlugins ? [ApolloServerPluginCacheControlDisabled()] : []),
    ],
  });

  async function handleGraphQL(
    req: IncomingMessage,
    res: ServerResponse,
    search: string,
    facts: RequestFacts,
  ) {
    const { requestId } = facts;
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
      return;
    }
    let body: unknown;
    if (req.method === 'POST') {
      let text: string;
      try {
        text = await readBody(req, config.maxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          res.setHeader('connection', 'close');
          sendJson(
            res,
            413,
            errorBody('请求内容过大（上限 1 MiB）', 'PAYLOAD_TOO_LARGE', 413, requestId),
          );
          return;
        }
        throw error;
      }
      const type = req.headers['content-type'] ?? '';
      if (type.toLowerCase().startsWith('application/json')) {
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          sendJson(res, 400, errorBody('请求体不是有效的 JSON', 'BAD_REQUEST', 400, requestId));
          return;
        }
      }
    }
    // The body pieces whose query was filled from the persisted operations.
    const filled = new Set<unknown>();
    if (persisted) {
      const request =
        req.method === 'POST' ? body : Object.fromEntries(new URLSearchParams(search));
      // A batch (the web client sends its queries of one moment together) is checked operation by operation.
      const pieces = Array.isArray(request) ? (request as unknown[]) : [request];
      const resolved: unknown[] = [];
      for (const piece of pieces) {
        if (!piece || typeof piece !== 'object' || Array.isArray(piece)) {
          resolved.push(piece);
          continue;
        }
        const outcome = persisted.resolve(persistedRequest(piece as Record<string, unknown>));
        if (outcome.kind === 'refused') {
          sendJson(
            res,
            400,
            errorBody(outcome.message, 'PERSISTED_QUERY_NOT_FOUND', 400, requestId),
          );
          return;
        }
        if (outcome.kind === 'filled') {
          const completed = { ...(piece as Record<string, unknown>), query: outcome.query };
          filled.add(completed);
          resolved.push(completed);
        } else resolved.push(piece);
      }
      if (req.method === 'POST') body = Array.isArray(request) ? resolved : resolved[0];
    }
    const ctx = createContext(
      transport,
      req.headers.authorization,
      clientHeaders(req),
      { ...restOptions, idempotencyKey: headerValue(req.headers['idempotency-key']) },
      requestId,
    );
    ctx.facts = facts;
    if (metrics) ctx.metrics = metrics;
    // Once it has run: what the request's log line says, and its calls to rest in a header.
    const noteRestCalls = () => {
      facts.restCalls = ctx.rest.calls;
      facts.userId = ctx.rest.userId;
      facts.orgId = ctx.rest.orgId;
      res.setHeader('x-rest-calls', String(ctx.rest.calls));
    };
    if (fastPath && req.method === 'POST' && body !== undefined) {
      const answer = await fastPath.run(body, req.headers.accept, ctx, filled);
      if (answer) {
        noteRestCalls();
        res.statusCode = 200;
        res.setHeader('content-type', answer.contentType);
        endWithText(res, answer.body);
        return;
      }
    }
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers: toHeaderMap(req), search, body },
      context: () => Promise.resolve(ctx),
    });
    noteRestCalls();
    for (const [name, value] of result.headers) res.setHeader(name, value);
    res.statusCode = result.status ?? 200;
    if (result.body.kind === 'complete') {
      res.statusCode = statusFor(
        res.statusCode,
        req.headers.accept,
        result.headers.get('content-type'),
        result.body.string,
      );
      endWithText(res, result.body.string);
      return;
    }
    for await (const chunk of result.body.asyncIterator) res.write(chunk);
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const search = q === -1 ? '' : url.slice(q);
    setSecurityHeaders(res, pathname);
    if (pathname === '/graphql' || isRestAddress(pathname)) {
      const facts: RequestFacts = {
        requestId: requestIdOf(req.headers),
        operations: [],
        errorCodes: [],
        restCalls: 0,
      };
      res.setHeader(REQUEST_ID_HEADER, facts.requestId);
      logWhenDone(logger, req, res, pathname, facts, metrics);
      if (pathname === '/graphql') return handleGraphQL(req, res, search, facts);
      facts.restCalls = 1;
      return handleRestAddress(req, res, pathname, search, {
        restBaseUrl: config.restBaseUrl,
        clientHeaders: { ...clientHeaders(req), [REQUEST_ID_HEADER]: facts.requestId },
      });
    }
    if (pathname === METRICS_PATH && metrics && !metricsServer) return metrics.serve(req, res);
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      const ready = await transport.probe();
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ok' : 'unavailable' });
    }
    return serveStatic(config.webDist, req, res, pathname);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const requestId = res.getHeader(REQUEST_ID_HEADER);
      logger.error({ err: error, reqId: requestId }, '网关请求处理失败');
      if (!res.headersSent)
        sendJson(
          res,
          500,
          errorBody(
            HIDDEN_MESSAGE,
            'INTERNAL_SERVER_ERROR',
            500,
            typeof requestId === 'string' ? requestId : undefined,
          ),
        );
      else res.destroy();
    });
  });
  // Behind a load balancer the gateway must keep idle sockets longer than the balancer does.
  server.keepAliveTimeout = 65_000;

  let url = '';
  let metricsUrl: string | undefined;
  let started = false;

  return {
    server,
    execution: executor?.stats,
    featuresDetected: () => transport.features.firstDetection(),
    get url() {
      return url;
    },
    get metricsUrl() {
      return metricsUrl;
    },
    async start(port = config.port) {
      if (!started) {
        await apollo.start();
        started = true;
      }
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, () => {
          server.off('error', reject);
          resolve();
        });
      });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (metricsServer && config.metricsListen && !metricsServer.listening) {
        const { port: metricsPort, host } = config.metricsListen;
        await new Promise<void>((resolve, reject) => {
          metricsServer.once('error', reject);
          metricsServer.listen(metricsPort, host, () => {
            metricsServer.off('error', reject);
            resolve();
          });
        });
        const bound = (metricsServer.address() as AddressInfo).port;
        metricsUrl = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
      }
      // The web client's assets are read into memory while the gateway waits for its first visit.
      void warmStatic(config.webDist);
      return url;
    },
    async stop() {
      // Refuses new connections at once, finishes the requests in flight (rolling restarts).
      await closeGracefully(server);
      if (metricsServer?.listening) {
        await new Promise<void>((resolve) => {
          metricsServer.close(() => resolve());
          metricsServer.closeAllConnections();
        });
      }
      if (started) await apollo.stop();
      transport.close();
    },
  };
}
