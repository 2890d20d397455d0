// tbApiToken/pageAll, tbApiToken/save, tbApiToken/updateRevoke (paths chosen here): the API
// tokens of the administrator's group. Administrators only (permissions.ts), never a token
// (http/apiTokens.ts). `save` creates a token and answers its secret once: the secret is not an
// `insert…` answer, so no idempotency record ever keeps it, and only its SHA-256 is stored.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  API_TOKEN_NAME_MAX,
  DEFAULT_COST_PER_MINUTE,
  DEFAULT_REQUESTS_PER_MINUTE,
  MAX_PER_MINUTE,
} from '../../../../model/apiTokens.ts';
import { businessDate } from '../../../../model/businessDate.ts';
import { newApiTokenSecret } from '../../http/apiTokens.ts';
import { int, pageOf, pageResult } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { hashToken } from '../../http/session.ts';
import { bool, date, requireGroup, requireId, requireText } from './fields.ts';

/** 有效 / 已吊销 / 已过期, as the list shows it. */
export type ApiTokenStatus = 'ACTIVE' | 'REVOKED' | 'EXPIRED';

function perMinute(body: Body, name: string, label: string, fallback: number): number {
  const value = int(body, name, `${label}应为整数`);
  if (value === undefined) return fallback;
  if (value < 1 || value > MAX_PER_MINUTE) {
    throw fail.badRequest(`${label}应在 1 到 ${MAX_PER_MINUTE} 之间`, name);
  }
  return value;
}

export function registerApiTokenRoutes(app: FastifyInstance): void {
  route(app, 'tbApiToken/pageAll', async ({ body, session, db }) => {
    const groupId = requireGroup(session);
    const page = pageOf(body);
    const today = businessDate();
    const id = int(body, 'id', '参数 id 应为整数');
    const tokens = db
      .selectFrom('sys_api_token as t')
      .innerJoin('tb_organization as o', 'o.id', 't.org_id')
      .innerJoin('tb_role as r', 'r.id', 't.role_id')
      .where('t.group_id', '=', groupId)
      .$if(id !== undefined, (q) => q.where('t.id', '=', id ?? 0));
    const [rows, total] = await Promise.all([
      tokens
        .select([
          't.id',
          't.name',
          't.org_id',
          'o.org_name',
          't.role_id',
          'r.role_name',
          't.can_write',
          sql<string>`t.expires_on::text`.as('expires_on'),
          't.requests_per_minute',
          't.cost_per_minute',
          't.created_by_name',
          't.created_at',
          't.revoked_at',
          't.revoked_by_name',
          't.last_used_at',
          't.last_used_ip',
          't.use_count',
        ])
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(page.pageSize)
        .offset(page.offset)
        .execute(),
      tokens.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        orgId: r.org_id,
        orgName: r.org_name,
        roleId: r.role_id,
        roleName: r.role_name,
        write: r.can_write,
        expiresOn: r.expires_on,
        requestsPerMinute: r.requests_per_minute,
        costPerMinute: r.cost_per_minute,
        createdBy: r.created_by_name,
        createdAt: r.created_at.toISOString(),
        revokedAt: r.revoked_at?.toISOString() ?? null,
        revokedBy: r.revoked_by_name,
        lastUsedAt: r.last_used_at?.toISOString() ?? null,
        lastUsedIp: r.last_used_ip,
        useCount: Number(r.use_count),
        status: (r.revoked_at
          ? 'REVOKED'
          : r.expires_on < today
            ? 'EXPIRED'
            : 'ACTIVE') satisfies ApiTokenStatus,
      })),
      total.n,
      page,
    );
  });

  route(app, 'tbApiToken/save', async ({ body, session, db, transaction, audit }) => {
    const groupId = requireGroup(session);
    const name = requireText(body, 'name', '令牌名称', API_TOKEN_NAME_MAX);
    const orgId = requireId(body, 'orgId');
    const roleId = requireId(body, 'roleId');
    const write = bool(body, 'write');
    const expiresOn = date(body, 'expiresOn', '到期日');
    if (expiresOn === null) throw fail.badRequest('请选择到期日', 'expiresOn');
    if (expiresOn < businessDate()) throw fail.badRequest('到期日不能早于今天', 'expiresOn');
    const requestsPerMinute = perMinute(
      body,
      'requestsPerMinute',
      '每分钟请求数',
      DEFAULT_REQUESTS_PER_MINUTE,
    );
    const costPerMinute = perMinute(
      body,
      'costPerMinute',
      '每分钟接口调用数',
      DEFAULT_COST_PER_MINUTE,
    );

    const org = await db
      .selectFrom('tb_organization')
      .select(['id', 'status'])
      .where('id', '=', orgId)
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    if (!org) throw fail.badRequest('组织不存在', 'orgId');
    if (org.status !== 'Y') throw fail.badRequest('该组织已停用', 'orgId');
    const role = await db
      .selectFrom('tb_role')
      .select(['id', 'status', 'org_id'])
      .where('id', '=', roleId)
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    if (!role) throw fail.badRequest('角色不存在', 'roleId');
    if (role.status !== 'Y') throw fail.badRequest('该角色已停用', 'roleId');
    if (role.org_id !== null && role.org_id !== orgId) {
      throw fail.badRequest('该角色不属于所选组织', 'roleId');
    }

    const secret = newApiTokenSecret();
    const created = await transaction(async (trx) => {
      const row = await trx
        .insertInto('sys_api_token')
        .values({
          name,
          token_hash: hashToken(secret),
          group_id: groupId,
          org_id: orgId,
          role_id: roleId,
          can_write: write,
          expires_on: expiresOn,
          requests_per_minute: requestsPerMinute,
          cost_per_minute: costPerMinute,
          created_by: session.userId,
          created_by_name: session.userName,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({
        table: 'sys_api_token',
        recordKey: row.id,
        after: { name, orgId, roleId, write, expiresOn, requestsPerMinute, costPerMinute },
      });
      return row;
    });
    // The only time the secret leaves rest.
    return { id: created.id, name, secret, expiresOn };
  });

  route(app, 'tbApiToken/updateRevoke', async ({ body, session, transaction, audit }) => {
    const groupId = requireGroup(session);
    const id = requireId(body, 'id');
    return transaction(async (trx) => {
      const token = await trx
        .selectFrom('sys_api_token')
        .select(['id', 'name', 'revoked_at'])
        .where('id', '=', id)
        .where('group_id', '=', groupId)
        .forUpdate()
        .executeTakeFirst();
      if (!token) throw fail.notFound('API 令牌不存在', 'id');
      if (token.revoked_at) throw fail.badRequest('该 API 令牌已吊销', 'id');
      const revokedAt = new Date();
      await trx
        .updateTable('sys_api_token')
        .set({
          revoked_at: revokedAt,
          revoked_by: session.userId,
          revoked_by_name: session.userName,
        })
        .where('id', '=', id)
        .execute();
      audit({
        table: 'sys_api_token',
        recordKey: id,
        before: { name: token.name, revokedAt: null },
        after: { name: token.name, revokedAt },
      });
      return { id, revokedAt: revokedAt.toISOString() };
    });
  });
}
