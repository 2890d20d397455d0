import type { FastifyInstance } from 'fastify';
import { int } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { createSession, revokeSession } from '../../http/session.ts';

/** tbSysuserOrgMapping and tbOrganization calls of the signed-in user. */
export function registerOrganisationRoutes(app: FastifyInstance): void {
  route(app, 'tbSysuserOrgMapping/listAll', async ({ session, db }) => {
    const rows = await db
      .selectFrom('tb_sysuser_org_mapping as m')
      .innerJoin('tb_organization as o', 'o.id', 'm.org_id')
      .select(['o.id', 'o.org_name', 'm.is_default'])
      .where('m.user_id', '=', session.userId)
      .where('o.status', '=', 'Y')
      .orderBy('o.sort_id')
      .orderBy('o.id')
      .execute();
    return rows.map((r) => ({ orgId: r.id, orgName: r.org_name, isDefault: r.is_default }));
  });

  route(app, 'tbSysuserOrgMapping/updateDefault', async ({ body, session, db, config, ip }) => {
    const orgId = int(body, 'orgId', '请选择组织');
    if (orgId === undefined) throw fail.badRequest('请选择组织', 'orgId');
    const mapping = await db
      .selectFrom('tb_sysuser_org_mapping as m')
      .innerJoin('tb_organization as o', 'o.id', 'm.org_id')
      .select('m.id')
      .where('m.user_id', '=', session.userId)
      .where('m.org_id', '=', orgId)
      .where('o.status', '=', 'Y')
      .executeTakeFirst();
    if (!mapping) throw fail.forbidden('无权访问该组织', 'orgId');

    return db.transaction().execute(async (trx) => {
      // Clear first: the partial unique index allows one default per user.
      await trx
        .updateTable('tb_sysuser_org_mapping')
        .set({ is_default: '0' })
        .where('user_id', '=', session.userId)
        .where('is_default', '=', '1')
        .execute();
      await trx
        .updateTable('tb_sysuser_org_mapping')
        .set({ is_default: '1' })
        .where('id', '=', mapping.id)
        .execute();
      await revokeSession(trx, session.sessionId, 'SWITCHED');
      const { token } = await createSession(trx, {
        userId: session.userId,
        orgId,
        idleMs: config.sessionIdleMs,
        ip,
      });
      return { token };
    });
  });

  route(app, 'tbOrganization/findOrgLogo', async ({ session, db }) => {
    if (session.orgId === null) return null;
    const org = await db
      .selectFrom('tb_organization')
      .select(['id', 'org_name', 'logo_path'])
      .where('id', '=', session.orgId)
      .executeTakeFirst();
    if (!org) throw fail.notFound('组织不存在');
    return { orgId: org.id, orgName: org.org_name, logoPath: org.logo_path };
  });

  route(app, 'tbOrganization/findGroupOrg', async ({ session, db }) => {
    if (session.groupId === null) return [];
    const rows = await db
      .selectFrom('tb_organization')
      .select(['id', 'org_name', 'parent_id', 'status'])
      .where('group_id', '=', session.groupId)
      .orderBy('sort_id')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orgName: r.org_name,
      parentId: r.parent_id,
      status: r.status,
    }));
  });
}
