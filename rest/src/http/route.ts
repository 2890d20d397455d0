import { noteCaller } from './requestLog.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { RestConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { isApiToken } from '../../../model/apiTokens.ts';
import { checkApiTokenCall, resolveApiToken } from './apiTokens.ts';
import { ActionRecorder, evidentRecordKey } from './audit.ts';
import { checkVersions, nameWriter } from './versions.ts';
import type { AuditEntry } from './audit.ts';
import { normalise, str } from './body.ts';
import type { Body } from './body.ts';
import { Answer, sendEnvelope } from './envelope.ts';
import { DomainError, fail } from './errors.ts';
import { runIdempotent } from './idempotency.ts';
import { checkIsolation } from './isolation.ts';
import { checkPermission, grantedMenuUrls } from './permissions.ts';
import type { OPEN } from './permissions.ts';
import { scopeOf } from './scopes.ts';
import { featureOfPath, isEndpointPath } from '../../../model/endpoints.ts';
import {
  forgetReferenceStamp,
  forgetSessions,
  referenceStamp,
  resolveSession,
  sessionChanges,
} from './session.ts';
import type { SessionInfo } from './session.ts';

/** What buildApp hangs on the instance for every route. */
export interface RestDeps {
  db: Db;
  config: RestConfig;
  /** Served paths as `/rest/<controller>/<action>` (GET parameters as `{name}`). */
  paths: string[];
  /** The signed-in read calls served, by path, as another call may also make them (readAlso). */
  reads: Map<string, ReadAlso>;
}

/**
 * Makes a read call on behalf of another call of the same caller: its checks (the API token's,
 * the caller's pages, the records' organisation) and its handler, as if it came on its own.
 */
type ReadAlso = (outer: AuthedContext, body: Body) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    rest: RestDeps;
    /** Every path this app answers, in the form of rest-endpoints.tsv. */
    servedPaths(): string[];
  }
}

export interface RouteOptions {
  /** Token required (default true). */
  auth?: boolean;
  method?: 'POST' | 'GET';
  /** Bytes; defaults to the configured limit for ordinary calls. */
  bodyLimit?: number;
  /**
   * Changes data, so a signed-in call is written to the action log. Default: by the action's
   * name, as the gateway's endpoint table decides read-only calls (WRITE_ACTION).
   */
  write?: boolean;
  /**
   * Which menus the call needs, when it is not in the central table (permissions.ts): 'open' or
   * menu urls. Paths in neither are refused for all but administrators.
   */
  permission?: typeof OPEN | readonly string[];
  /**
   * For calls about orders (permissions.ts `byOrder`): the list pages of the orders the call
   * names, or null when it names none that exists.
   */
  orderPages?: (call: OrderCall) => Promise<readonly string[] | null>;
}

/** What an order-scoped permission check knows of a call before its handler runs. */
export interface OrderCall {
  db: Db;
  session: SessionInfo;
  body: Body;
}

/** Actions that change data: insert…, update…, delete…, save…, exitLogin. */
export const WRITE_ACTION = /^(insert|update|delete|save|remove|exit)/;

export type { AuditEntry } from './audit.ts';

interface BaseContext {
  /** Parsed body (POST) or query (GET); `''` fields removed. */
  body: Body;
  query: Body;
  params: Readonly<Record<string, string>>;
  db: Db;
  config: RestConfig;
  ip: string;
  request: FastifyRequest;
  /** For answers that are not an envelope (downloads): send on it and return it. */
  reply: FastifyReply;
}

export interface AuthedContext extends BaseContext {
  session: SessionInfo;
  /**
   * Records what a writing call changed in one record; the route layer writes the action-log row
   * after success (inside `transaction` when the handler uses it). A read-only route throws.
   */
  audit: (entry: AuditEntry) => void;
  /** A transaction whose action-log rows are written in it, before it commits. */
  transaction: <T>(fn: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  /** The menu urls the user's roles grant here; one query per request, cached. */
  grantedMenus: () => Promise<ReadonlySet<string>>;
  /**
   * The answer another read call of this app (`tbAp/findOrderCode`) gives this caller for `body`,
   * with every check that call makes on its own; undefined when that call would fail (not allowed,
   * not found, not served), so an answer that carries it beside its own leaves it out.
   */
  readAlso: (path: string, body: Body) => Promise<unknown>;
}

export interface PublicContext extends BaseContext {
  session?: undefined;
}

/** Returns the `data` of a 200 answer, an `answer(status, data)`, or the reply it sent itself. */
export type Handler<C> = (ctx: C) => Promise<unknown>;

const TOKEN_IN_URL = '登录令牌不能放在网址中，请放在请求体的 token 字段或 Authorization 请求头中';

/**
 * The session token of a call: a POST carries it in the body (`token`) or as
 * `Authorization: Bearer …`, never in the URL, where proxies, logs and browser history keep it.
 * A GET (browser navigation) may carry it in the query.
 */
function requestToken(
  method: 'GET' | 'POST',
  body: Body,
  query: Body,
  authorization: string | undefined,
): string | undefined {
  if (method === 'GET') return str(query, 'token');
  if (query.token !== undefined) throw fail.badRequest(TOKEN_IN_URL, 'token', 'TOKEN_IN_URL');
  return str(body, 'token') ?? /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/** A path of the endpoint table marked as added by this project (model/endpoints.ts). */
export function isAddedPath(path: string): boolean {
  const tablePath = path.replace(/:(\w+)/g, '{$1}');
  return isEndpointPath(tablePath) && featureOfPath(tablePath) !== undefined;
}

/** Prefix of every path. */
export const REST_PREFIX = '/rest/';

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Registers `POST /rest/<path>` (or GET) with body parsing, the token check and the envelope.
 * `route(app, 'tbSysUser/findMenu', async ({ session, db }) => …)` needs a token;
 * `route(app, 'tbSysUser/login', { auth: false }, async ({ body }) => …)` does not.
 */
export function route(app: FastifyInstance, path: string, handler: Handler<AuthedContext>): void;
export function route(
  app: FastifyInstance,
  path: string,
  options: RouteOptions & { auth?: true },
  handler: Handler<AuthedContext>,
): void;
export function route(
  app: FastifyInstance,
  path: string,
  options: RouteOptions & { auth: false },
  handler: Handler<PublicContext>,
): void;
export function route(
  app: FastifyInstance,
  path: string,
  optionsOrHandler: RouteOptions | Handler<AuthedContext>,
  maybeHandler?: Handler<AuthedContext> | Handler<PublicContext>,
): void {
  const options: RouteOptions = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler) as
    Handler<AuthedContext & PublicContext> | undefined;
  if (!handler) throw new Error(`路由 ${path} 缺少处理函数`);
  const method = options.method ?? 'POST';
  const auth = options.auth ?? true;
  const [controller = '', action = ''] = path.split('/');
  const write = options.write ?? WRITE_ACTION.test(action);
  const url = REST_PREFIX + path;
  // Restricted to the specifications' paths (REST_PATHS=specification): an added path is left
  // unserved, so it answers as any unknown path does.
  if (app.rest.config.paths === 'specification' && isAddedPath(path)) return;
  // Every signed-in path declares its data scope (scopes.ts): rest does not start without it.
  const declared = auth ? scopeOf(path) : undefined;
  if (auth && !declared) {
    throw new Error(`路径 ${url} 没有声明数据范围（rest/src/http/scopes.ts），服务不能启动`);
  }
  app.rest.paths.push(url.replace(/:(\w+)/g, '{$1}'));

  // The records the call names, against their organisation's rule (isolation.ts), before the
  // handler; inside the idempotent run, so a repeated create answers as the first one did. A change
  // of a versioned record runs in one transaction that first locks the record and checks the
  // version the call names (versions.ts), so nothing moves between the check and the write.
  const versioned = write ? declared?.version : undefined;
  const guard =
    (recorder: ActionRecorder | undefined): typeof handler =>
    async (ctx) => {
      const authed = ctx as AuthedContext;
      const { session, body, db } = authed;
      if (declared) await checkIsolation(declared, write, session, body, db);
      if (!versioned) return handler(ctx);
      if (db.isTransaction) {
        await checkVersions(db, versioned, body);
        return handler(ctx);
      }
      // Read before the transaction holds the connection (PGlite has only one).
      await authed.grantedMenus();
      return db.transaction().execute(async (trx) => {
        await nameWriter(trx, session);
        await checkVersions(trx, versioned, body);
        return handler({
          ...authed,
          db: trx,
          transaction: async (fn) => {
            const out = await fn(trx);
            await recorder?.flush(trx);
            return out;
          },
        } as typeof ctx);
      });
    };

  // What a signed-in caller must pass before the handler, asked alone or beside another call
  // (readAlso): the API token's scope, then the pages that grant the path.
  const checkCall = async (
    { session, db, grantedMenus }: Pick<AuthedContext, 'session' | 'db' | 'grantedMenus'>,
    body: Body,
  ) => {
    checkApiTokenCall(path, write, declared?.scope, session);
    const { orderPages } = options;
    await checkPermission(
      path,
      session,
      grantedMenus,
      options.permission,
      orderPages && (() => orderPages({ db, session, body })),
    );
  };

  if (auth && !write) {
    app.rest.reads.set(path, async (outer, body) => {
      const { session, db } = outer;
      await checkCall(outer, body);
      if (declared) await checkIsolation(declared, false, session, body, db);
      const result = await (handler as Handler<AuthedContext>)({
        ...outer,
        body,
        query: {},
        params: {},
      });
      if (result instanceof Answer) {
        const { status, data } = result as Answer;
        if (status === 200) return data;
        throw new DomainError(status, []);
      }
      if (result === outer.reply || outer.reply.sent) {
        throw new Error(`接口 ${path} 自行作答，不能附带在其他接口的回答中`);
      }
      return result;
    });
  }

  app.route({
    method,
    url,
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const { db, config } = app.rest;
      const query = normalise(asRecord(request.query)) as Body;
      const body = method === 'GET' ? query : (normalise(asRecord(request.body)) as Body);
      const ctx: BaseContext & Partial<AuthedContext> = {
        body,
        query,
        params: asRecord(request.params) as Record<string, string>,
        db,
        config,
        ip: request.clientAddress,
        request,
        reply,
      };
      let recorder: ActionRecorder | undefined;
      if (auth) {
        const token = requestToken(method, body, query, request.headers.authorization);
        const [session, stamp] = await Promise.all([
          // An API token is checked (and counted) on its own row every call (apiTokens.ts).
          isApiToken(token) && token
            ? resolveApiToken(db, token, {
                ip: request.clientAddress,
                requestId: request.id,
                reply,
              })
            : resolveSession(db, token, config.sessionIdleMs),
          referenceStamp(db),
        ]);
        ctx.session = session;
        noteCaller(request, reply, session);
        // Lets a gateway drop reference data it keeps once anything changed it (0025).
        if (stamp) reply.header('x-reference-stamp', stamp);
        let granted: Promise<Set<string>> | undefined;
        ctx.grantedMenus = () => (granted ??= grantedMenuUrls(db, session));
        const authed = ctx as AuthedContext;
        ctx.readAlso = async (other, otherBody) => {
          const read = app.rest.reads.get(other);
          if (!read) return undefined;
          try {
            return await read(authed, otherBody);
          } catch (error) {
            // Refused or failed as that call would be: left out, for the caller to make it alone.
            if (error instanceof DomainError) return undefined;
            throw error;
          }
        };
        await checkCall(authed, body);
        const rec = write
          ? new ActionRecorder(session, {
              controller,
              action,
              ip: request.clientAddress,
              fallbackKey: evidentRecordKey(body),
            })
          : undefined;
        recorder = rec;
        ctx.audit = (entry) => {
          if (!rec) throw new Error(`只读接口 ${path} 不应记录操作日志`);
          rec.add(entry);
        };
        ctx.transaction = (fn) =>
          db.transaction().execute(async (trx) => {
            // The version triggers (0031) record who made the change.
            await nameWriter(trx, session);
            const out = await fn(trx);
            await rec?.flush(trx);
            return out;
          });
      }
      let result: unknown;
      const changes = sessionChanges();
      try {
        result = await runIdempotent(
          path,
          ctx as AuthedContext & PublicContext,
          recorder,
          declared ? guard(recorder) : handler,
        );
        await recorder?.finish(db);
      } finally {
        // A change to sessions or accounts made here is committed now: a session read while its
        // transaction was open may have seen the old row (session.ts).
        if (sessionChanges() !== changes) forgetSessions();
        // Likewise a change to reference data: its stamp is read again by the next answer.
        if (write) forgetReferenceStamp();
      }
      if (reply.sent || result === reply) return reply;
      if (result instanceof Answer) return sendEnvelope(reply, result.status, result.data);
      return sendEnvelope(reply, 200, result);
    },
  });
}

/** A module registers its routes through this (see modules/index.ts). */
export type RestModule = (app: FastifyInstance) => void;
