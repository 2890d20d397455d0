import type { FastifyInstance } from 'fastify';
import { businessDate } from '../../../../model/businessDate.ts';
import { refuseSignInWithApiToken } from '../../http/apiTokens.ts';
import { str, requireStr } from '../../http/body.ts';
import { answer } from '../../http/envelope.ts';
import { CODES, DomainError, fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import {
  createSession,
  hasLiveSession,
  revokeSession,
  revokeUserSessions,
} from '../../http/session.ts';
import { consumeCaptcha, isValidCheckKey, issueCaptcha } from './captcha.ts';
import { findMenu } from './menu.ts';
import { registerOrganisationRoutes } from './organisations.ts';
import { burnVerify, hashPassword, verifyPassword } from './passwords.ts';
import { logSignInFailure } from './signInFailures.ts';
import { admitSignIn, recordLookup, settleAttempt, signInNow } from './throttle.ts';

const MOBILE_MAX = 20;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 32;
const LOOKUPS_THROTTLED = '账号查询次数过多，请15分钟后再试';

export function authModule(app: FastifyInstance): void {
  route(
    app,
    'randomImage/:checkKey',
    { auth: false, method: 'GET' },
    async ({ params, body, db }) => {
      const checkKey = params.checkKey ?? '';
      if (!isValidCheckKey(checkKey)) throw fail.badRequest('验证码标识无效', 'checkKey');
      // An image asked for one account: what an account past its failure ceiling takes.
      const mobile = str(body, 'mobile')?.trim() || null;
      if (mobile !== null && mobile.length > MOBILE_MAX) {
        throw fail.badRequest('手机号最多20位', 'mobile');
      }
      return issueCaptcha(db, checkKey, mobile);
    },
  );

  route(app, 'tbSysUser/checkLogin', { auth: false }, async ({ body, db, ip, request }) => {
    refuseSignInWithApiToken(request, body);
    const mobile = requireStr(body, 'mobile', '请输入手机号').trim();
    if (mobile.length > MOBILE_MAX) throw fail.badRequest('手机号最多20位', 'mobile');
    const user = await db
      .selectFrom('tb_sys_user')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    if (await recordLookup(db, { mobile, ip, known: user !== undefined })) {
      throw fail.forbidden(LOOKUPS_THROTTLED);
    }
    if (!user) throw fail.unauthorized('账号不存在');
    if (await hasLiveSession(db, user.id)) {
      return answer(202, [
        { message: '该账号已在其他地方登录，确认登录？', code: CODES.signedInElsewhere },
      ]);
    }
    return null;
  });

  route(app, 'tbSysUser/login', { auth: false }, async ({ body, db, config, ip, request }) => {
    refuseSignInWithApiToken(request, body);
    const mobile = requireStr(body, 'mobile', '请输入手机号').trim();
    const password = requireStr(body, 'userPwd', '请输入密码');
    const captcha = requireStr(body, 'captcha', '请输入验证码');
    if (mobile.length > MOBILE_MAX) throw fail.badRequest('手机号最多20位', 'mobile');

    const admission = await admitSignIn(db, mobile, ip, signInNow(config));
    if (admission.kind === 'address') throw fail.forbidden('登录失败次数过多，请15分钟后再试');
    if (admission.kind === 'wait') {
      const seconds = Math.ceil(admission.retryAfterMs / 1000);
      throw fail.forbidden(
        `该账号在此地址登录失败次数较多，请${seconds}秒后再试`,
        undefined,
        CODES.signInDelayed,
      );
    }
    const { attemptId } = admission;
    try {
      await consumeCaptcha(
        db,
        str(body, 'checkKey'),
        captcha,
        config.captchaTestCode,
        admission.accountCaptcha ? mobile : null,
      );
    } catch (error) {
      // No password was tried: the attempt does not count.
      await settleAttempt(db, attemptId, 'void', signInNow(config));
      throw error;
    }

    const user = await db
      .selectFrom('tb_sys_user')
      .select(['id', 'user_name', 'password_hash', 'use_status', 'validity_date'])
      .where('mobile', '=', mobile)
      .executeTakeFirst();
    const passwordOk = user
      ? await verifyPassword(user.password_hash, password)
      : (await burnVerify(password), false);
    if (!user || !passwordOk) {
      await settleAttempt(db, attemptId, 'failed', signInNow(config));
      if (user) await logSignInFailure(db, { userId: user.id, mobile, ip });
      throw fail.unauthorized('手机号或密码错误');
    }
    if (
      user.use_status !== 'Y' ||
      (user.validity_date !== null && user.validity_date < businessDate())
    ) {
      await settleAttempt(db, attemptId, 'void', signInNow(config));
      throw fail.forbidden(user.use_status !== 'Y' ? '账号已停用' : '账号已过期');
    }

    const defaultOrg = await db
      .selectFrom('tb_sysuser_org_mapping as m')
      .innerJoin('tb_organization as o', 'o.id', 'm.org_id')
      .select('o.id')
      .where('m.user_id', '=', user.id)
      .where('m.is_default', '=', '1')
      .where('o.status', '=', 'Y')
      .executeTakeFirst();
    const orgId = defaultOrg?.id ?? null;

    const token = await db.transaction().execute(async (trx) => {
      // One live session per account: this sign-in ends the others. The row lock keeps two
      // simultaneous sign-ins of one account from both surviving.
      await trx
        .selectFrom('tb_sys_user')
        .select('id')
        .where('id', '=', user.id)
        .forUpdate()
        .execute();
      await revokeUserSessions(trx, user.id, 'TAKEN_OVER');
      await settleAttempt(trx, attemptId, 'signedIn', signInNow(config));
      const created = await createSession(trx, {
        userId: user.id,
        orgId,
        idleMs: config.sessionIdleMs,
        ip,
      });
      return created.token;
    });
    return { token, userId: user.id, userName: user.user_name, orgId };
  });

  route(app, 'tbSysUser/exitLogin', async ({ session, db }) => {
    await revokeSession(db, session.sessionId, 'LOGOUT');
    return null;
  });

  route(app, 'tbSysUser/getTokenInfo', async ({ session, db }) => {
    const row = await db
      .selectFrom('tb_sys_user as u')
      .leftJoin('tb_organization as o', (join) => join.on('o.id', '=', session.orgId ?? -1))
      .select(['u.user_number', 'u.email', 'o.org_name'])
      .where('u.id', '=', session.userId)
      .executeTakeFirstOrThrow();
    return {
      userId: session.userId,
      userName: session.userName,
      mobile: session.mobile,
      userNumber: row.user_number,
      email: row.email,
      isAdmin: session.isAdmin,
      groupId: session.groupId,
      orgId: session.orgId,
      orgName: row.org_name,
      expiresAt: session.expiresAt.toISOString(),
    };
  });

  route(app, 'tbSysUser/findMenu', async ({ session, db }) => findMenu(db, session));

  route(app, 'tbSysUser/updatePwd', async ({ body, session, db }) => {
    const oldPassword = requireStr(body, 'oldpassword', '请输入原密码');
    const newPassword = str(body, 'newpassword') ?? '';
    const confirmPassword = str(body, 'confirmpassword') ?? '';
    if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) {
      throw fail.badRequest('新密码长度为6到32位', 'newpassword');
    }
    if (newPassword !== confirmPassword) {
      throw fail.badRequest('两次输入的新密码不一致', 'confirmpassword');
    }
    if (newPassword === oldPassword) {
      throw fail.badRequest('新密码不能与原密码相同', 'newpassword');
    }
    const user = await db
      .selectFrom('tb_sys_user')
      .select('password_hash')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      throw new DomainError(400, { message: '原密码错误', field: 'oldpassword' });
    }
    await db
      .updateTable('tb_sys_user')
      .set({ password_hash: await hashPassword(newPassword), updated_at: new Date() })
      .where('id', '=', session.userId)
      .execute();
    return null;
  });

  registerOrganisationRoutes(app);
}
