// API tokens as callers: rest decides from the token itself (its row), never from what the
// gateway says. A token acts in its organisation with its role's menus, as a user of that role
// would; read-only unless granted write; never for the session's own calls (sign-in, password,
// organisation switch, menu, inbox) nor for managing tokens. Each call is counted and checked
// against the token's limits in one UPDATE of its row: nothing about a token is cached, so a
// revocation or an expiry holds from the next call on, on every rest and gateway.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  API_TOKEN_BYTES,
  API_TOKEN_CALLER,
  API_TOKEN_PREFIX,
  CALLER_KIND_HEADER,
  apiTokenActor,
  isApiToken,
} from '../../../model/apiTokens.ts';
import { BUSINESS_UTC_OFFSET, businessDate } from '../../../model/businessDate.ts';
import type { Db } from '../db/index.ts';
import { str } from './body.ts';
import type { Body } from './body.ts';
import { DomainError, fail } from './errors.ts';
import type { Scope } from './isolation.ts';
import { hashToken } from './session.ts';
import type { SessionInfo } from './session.ts';

/** What a session of kind "API token" carries beside the usual caller facts. */
export interface ApiTokenCaller {
  id: number;
  name: string;
  roleId: number;
  write: boolean;
}

export const RATE_LIMITED = 'RATE_LIMITED';

export const API_TOKEN_MESSAGES = {
  invalid: 'API 令牌无效',
  revoked: 'API 令牌已吊销',
  expired: 'API 令牌已过期',
  readOnly: '该 API 令牌为只读令牌，不能修改数据',
  sessionOnly:
    'API 令牌不能使用此功能：登录、退出、修改密码、切换组织、菜单与个人消息只供登录的用户使用',
  noTokens: 'API 令牌不能管理 API 令牌',
  noUsers: 'API 令牌不能修改用户及其密码',
  noSignIn: 'API 令牌不能用于登录，请在请求头 Authorization: Bearer <令牌> 中直接使用它',
} as const;

/** A new secret: the prefix and 32 random bytes; only its hash is stored. */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(API_TOKEN_BYTES).toString('base64url');
}

interface UsedRow {
  id: number;
  name: string;
  group_id: number;
  org_id: number;
  role_id: number;
  can_write: boolean;
  created_by: number;
  expires_on: string;
  window_requests: number;
  window_cost: number;
  requests_per_minute: number;
  cost_per_minute: number;
  retry_after: string | number;
}

/** Who calls with this token (its use counted), or 401 / 429. */
export async function resolveApiToken(
  db: Db,
  secret: string,
  call: { ip: string; requestId: string; reply: FastifyReply },
  now = new Date(),
): Promise<SessionInfo> {
  const hash = hashToken(secret);
  const today = businessDate(now);
  // One statement counts the use and the minute's requests (a new request id of the gateway is a
  // new GraphQL request) and REST calls, and answers only a live token.
  const { rows } = await sql<UsedRow>`update sys_api_token t set
      use_count = t.use_count + 1,
      last_used_at = now(),
      last_used_ip = ${call.ip || null},
      last_request_id = ${call.requestId},
      window_start = date_trunc('minute', now()),
      window_requests = case when t.window_start = date_trunc('minute', now())
        then t.window_requests
          + case when t.last_request_id is not distinct from ${call.requestId} then 0 else 1 end
        else 1 end,
      window_cost = case when t.window_start = date_trunc('minute', now())
        then t.window_cost + 1 else 1 end
    where t.token_hash = ${hash} and t.revoked_at is null and t.expires_on >= ${today}::date
    returning t.id, t.name, t.group_id, t.org_id, t.role_id, t.can_write, t.created_by,
      t.expires_on::text as expires_on, t.window_requests, t.window_cost, t.requests_per_minute,
      t.cost_per_minute,
      ceil(extract(epoch from (t.window_start + interval '1 minute' - now()))) as retry_after`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw await refusal(db, hash);
  const over =
    row.window_requests > row.requests_per_minute
      ? `每分钟最多 ${row.requests_per_minute} 次请求`
      : row.window_cost > row.cost_per_minute
        ? `每分钟最多 ${row.cost_per_minute} 次接口调用`
        : undefined;
  if (over) {
    const seconds = Math.min(60, Math.max(1, Number(row.retry_after)));
    call.reply.header('retry-after', String(seconds));
    throw new DomainError(429, {
      message: `请求过于频繁：该 API 令牌${over}，请 ${seconds} 秒后重试`,
      code: RATE_LIMITED,
    });
  }
  return {
    sessionId: 0,
    userId: row.created_by,
    userName: apiTokenActor(row.name),
    mobile: '',
    orgId: row.org_id,
    groupId: row.group_id,
    isAdmin: false,
    expiresAt: new Date(`${row.expires_on}T23:59:59.999${BUSINESS_UTC_OFFSET}`),
    apiToken: { id: row.id, name: row.name, roleId: row.role_id, write: row.can_write },
  };
}

/** Why a token was not answered: never known, revoked, or past its date. */
async function refusal(db: Db, hash: string): Promise<DomainError> {
  const row = await db
    .selectFrom('sys_api_token')
    .select(['revoked_at', 'expires_on'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  const message = !row
    ? API_TOKEN_MESSAGES.invalid
    : row.revoked_at
      ? API_TOKEN_MESSAGES.revoked
      : `${API_TOKEN_MESSAGES.expired}（到期日 ${row.expires_on}）`;
  return fail.unauthorized(message, undefined, 'API_TOKEN_REFUSED');
}

// 'own' calls a token may still make: lookups that answer about the organisation, not a person.
const OWN_CALLS_FOR_TOKENS = new Set([
  'tbOrganization/findOrgLogo',
  'tbOrganization/findGroupOrg',
  'tbShippingTypeNodeUserMapping/getNodeCodeByUser',
]);

/**
 * Refuses (403) what a token may never do, whatever its role: the session's own calls, managing
 * tokens or users, and any write of a read-only token. `write` is the route layer's own verdict.
 */
export function checkApiTokenCall(
  path: string,
  write: boolean,
  scope: Scope | undefined,
  session: SessionInfo,
): void {
  const token = session.apiToken;
  if (!token) return;
  const controller = path.split('/')[0] ?? '';
  if (controller === 'tbApiToken') throw fail.forbidden(API_TOKEN_MESSAGES.noTokens);
  if (scope === 'own' && !OWN_CALLS_FOR_TOKENS.has(path)) {
    throw fail.forbidden(API_TOKEN_MESSAGES.sessionOnly);
  }
  if (controller === 'tbSysUser' && write) throw fail.forbidden(API_TOKEN_MESSAGES.noUsers);
  if (write && !token.write)
    throw fail.forbidden(API_TOKEN_MESSAGES.readOnly, undefined, 'READ_ONLY_TOKEN');
}

/**
 * A sign-in made by a caller holding an API token (sent along, or named by the gateway's hint) is
 * refused: a token never turns into a session, so it can never open the web client.
 */
export function refuseSignInWithApiToken(request: FastifyRequest, body: Body): void {
  const hint = request.headers[CALLER_KIND_HEADER];
  const bearer = /^\s*Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (hint === API_TOKEN_CALLER || isApiToken(bearer) || isApiToken(str(body, 'token'))) {
    throw fail.forbidden(API_TOKEN_MESSAGES.noSignIn, undefined, 'API_TOKEN_SIGN_IN');
  }
}
