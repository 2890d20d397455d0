import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/index.ts';
import { fail } from '../../http/errors.ts';

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

/** A new image for checkKey; replaces any earlier code of that key. */
export async function issueCaptcha(db: Db, checkKey: string, now = new Date()): Promise<string> {
  const captcha = svgCaptcha.create({ ...CAPTCHA_IMAGE });
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await db
    .insertInto('sys_captcha')
    .values({ check_key: checkKey, code: captcha.text.toLowerCase(), expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('check_key')
        .doUpdateSet({ code: captcha.text.toLowerCase(), expires_at: expiresAt }),
    )
    .execute();
  return `data:image/svg+xml;base64,${Buffer.from(captcha.data, 'utf8').toString('base64')}`;
}

/**
 * Checks and uses up the code of checkKey (one guess per image). The configured test code
 * answers every captcha.
 */
export async function consumeCaptcha(
  db: Db,
  checkKey: string | undefined,
  code: string,
  testCode: string | undefined,
  now = new Date(),
): Promise<void> {
  if (testCode !== undefined && code === testCode) return;
  if (!checkKey || !isValidCheckKey(checkKey)) {
    throw fail.badRequest('验证码已失效，请刷新', 'captcha');
  }
  const row = await db
    .deleteFrom('sys_captcha')
    .where('check_key', '=', checkKey)
    .returning(['code', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) {
    throw fail.badRequest('验证码已失效，请刷新', 'captcha');
  }
  if (row.code !== code.trim().toLowerCase()) throw fail.badRequest('验证码错误', 'captcha');
}
