// Idempotent creates and bulk runs: a signed-in call to a create path (insert…) or a bulk path
// (…Bulk, http/bulk.ts) that carries an
// `Idempotency-Key` header runs in one transaction with a claim on (user, path, key), and its
// success answer is stored with the claim. A repeated key (a retry after a timeout, a second
// click) is answered with the stored answer instead of creating again; a concurrent repeat waits
// for the first to commit. A failure rolls the claim back, so the key may be tried again.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Generated, Transaction } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { ActionRecorder } from './audit.ts';
import type { Body } from './body.ts';
import { Answer } from './envelope.ts';
import { DomainError } from './errors.ts';
import type { SessionInfo } from './session.ts';

/** Actions that create a record; the gateway sends its key on exactly these (endpoints.ts). */
export const CREATE_ACTION = /^insert/;

/** A bulk action (http/bulk.ts): a repeated chunk is answered with its first per-row results. */
export const BULK_ACTION = /^update\w*Bulk$/;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Answers replayed from a stored key carry this header. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,200}$/;

/** A key is kept for a day; after that the same key creates again. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

// Migration 0009; declared here, where it is used, rather than in the shared schema.
interface SysIdempotencyTable {
  user_id: number;
  path: string;
  idempotency_key: string;
  request_hash: string;
  status: number | null;
  answer: string | null;
  created_at: Generated<Date>;
}

// A type alias: withTables needs an index signature that an interface lacks.
type IdempotencyTables = { sys_idempotency: SysIdempotencyTable };

/** A path whose calls take an idempotency key: creates and bulk actions. */
export function isCreatePath(path: string): boolean {
  const action = path.split('/')[1] ?? '';
  return CREATE_ACTION.test(action) || BULK_ACTION.test(action);
}

/** What the route layer hands over: the request's parts the layer reads or replaces. */
interface IdempotentContext {
  db: Db;
  body: Body;
  request: FastifyRequest;
  reply: FastifyReply;
  session?: SessionInfo | undefined;
  transaction?: <T>(fn: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  grantedMenus?: () => Promise<ReadonlySet<string>>;
}

function requestHash(body: Body): string {
  const { token: _token, ...fields } = body;
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

function headerKey(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return undefined;
  if (!KEY_FORMAT.test(key)) {
    throw new DomainError(400, {
      message: '幂等键格式无效（8–200 位字母、数字或 _ . : -）',
      field: IDEMPOTENCY_HEADER,
    });
  }
  return key;
}

/**
 * Runs `handler` for `path`; for a create call with a key, inside the claim's transaction (the
 * handler's `db` and `transaction` are that transaction, its action-log rows are written in it).
 */
export async function runIdempotent<C extends IdempotentContext>(
  path: string,
  ctx: C,
  recorder: ActionRecorder | undefined,
  handler: (ctx: C) => Promise<unknown>,
): Promise<unknown> {
  const session = ctx.session;
  if (!session || !isCreatePath(path)) return handler(ctx);
  const key = headerKey(ctx.request);
  if (!key) return handler(ctx);
  const hash = requestHash(ctx.body);
  const owner = { user_id: session.userId, path, idempotency_key: key };

  // Read outside the transaction, before it holds the connection (PGlite has only one).
  await ctx.grantedMenus?.();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const db = trx.withTables<IdempotencyTables>();
    const claimed = await db
      .insertInto('sys_idempotency')
      .values({ ...owner, request_hash: hash })
      .onConflict((oc) => oc.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await db
        .selectFrom('sys_idempotency')
        .selectAll()
        .where('user_id', '=', owner.user_id)
        .where('path', '=', path)
        .where('idempotency_key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const expired = Date.now() - stored.created_at.getTime() > KEY_TTL_MS;
      if (!expired && stored.status !== null) {
        if (stored.request_hash !== hash) {
          throw new DomainError(422, {
            message: '该幂等键已用于另一次请求，请刷新页面后重试',
            field: IDEMPOTENCY_HEADER,
          });
        }
        return { replay: new Answer(stored.status, JSON.parse(stored.answer ?? 'null')) };
      }
      // An expired key: this call takes it over.
      await db
        .updateTable('sys_idempotency')
        .set({ request_hash: hash, status: null, answer: null, created_at: new Date() })
        .where('user_id', '=', owner.user_id)
        .where('path', '=', path)
        .where('idempotency_key', '=', key)
        .execute();
    }
    const result = await handler({
      ...ctx,
      db: trx,
      transaction: async (fn) => {
        const out = await fn(trx);
        await recorder?.flush(trx);
        return out;
      },
    });
    if (ctx.reply.sent || result === ctx.reply) return { result };
    const answer = result instanceof Answer ? result : new Answer(200, result);
    await recorder?.finish(trx);
    await db
      .updateTable('sys_idempotency')
      .set({ status: answer.status, answer: JSON.stringify(answer.data ?? null) })
      .where('user_id', '=', owner.user_id)
      .where('path', '=', path)
      .where('idempotency_key', '=', key)
      .execute();
    return { result };
  });
  if ('replay' in outcome) {
    ctx.reply.header(REPLAYED_HEADER, 'true');
    return outcome.replay;
  }
  return outcome.result;
}
