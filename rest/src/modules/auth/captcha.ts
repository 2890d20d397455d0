import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/index.ts';
import { CODES, fail } from '../../http/errors.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const CHECK_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidCheckKey(checkKey: string): boolean {
  return CHECK_KEY.test(checkKey);
}

/**
 * How the image is drawn: 160×60 at the sign-in page's size, dark grey characters (svg-captcha's
 * colours are pale on white) and three crossing lines. Characters people confuse (0/o, 1/l/i)
 * are left out.
 */
export const CAPTCHA_IMAGE = {
  size: 4,
  width: 160,
  height: 60,
  fontSize: 64,
  noise: 3,
  color: false,
  ignoreChars: '0oO1lIi',
} as const;

const ACCOUNT_CAPTCHA_NEEDED = '该账号近期登录失败次数较多，请输入为该账号新获取的验证码';

/**
 * A new image for checkKey; replaces any earlier code of that key. `mobile`: the account it is
 * asked for (what an account past its failure ceiling takes).
 */
export async function issueCaptcha(
  db: Db,
  checkKey: string,
  mobile: string | null = null,
  now = new Date(),
): Promise<string> {
  const captcha = svgCaptcha.create({ ...CAPTCHA_IMAGE });
  const code = captcha.text.toLowerCase();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await db
    .insertInto('sys_captcha')
    .values({ check_key: checkKey, code, expires_at: expiresAt, mobile })
    .onConflict((oc) => oc.column('check_key').doUpdateSet({ code, expires_at: expiresAt, mobile }))
    .execute();
  return `data:image/svg+xml;base64,${Buffer.from(captcha.data, 'utf8').toString('base64')}`;
}

/**
 * Checks and uses up the code of checkKey (one guess per image). The configured test code
 * answers every captcha. `forMobile`: the sign-in takes only a live image issued for that account
 * (the test code then answers it too, but the image must still be asked for and is used up), so
 * an image solved once, or solved for another account, is no use.
 */
export async function consumeCaptcha(
  db: Db,
  checkKey: string | undefined,
  code: string,
  testCode: string | undefined,
  forMobile: string | null = null,
  now = new Date(),
): Promise<void> {
  const isTestCode = testCode !== undefined && code === testCode;
  if (isTestCode && forMobile === null) return;
  const accountNeeded = () =>
    fail.badRequest(ACCOUNT_CAPTCHA_NEEDED, 'captcha', CODES.captchaForAccount);
  if (!checkKey || !isValidCheckKey(checkKey)) {
    throw forMobile === null ? fail.badRequest('验证码已失效，请刷新', 'captcha') : accountNeeded();
  }
  const row = await db
    .deleteFrom('sys_captcha')
    .where('check_key', '=', checkKey)
    .returning(['code', 'expires_at', 'mobile'])
    .executeTakeFirst();
  const live = row !== undefined && row.expires_at.getTime() > now.getTime();
  if (forMobile !== null && (!live || row.mobile !== forMobile)) throw accountNeeded();
  if (!live) throw fail.badRequest('验证码已失效，请刷新', 'captcha');
  if (!isTestCode && row.code !== code.trim().toLowerCase()) {
    throw fail.badRequest('验证码错误', 'captcha');
  }
}
