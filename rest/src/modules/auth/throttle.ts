import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_MOBILE = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Too many failed sign-ins for this mobile or from this address in the window? */
export async function isThrottled(
  db: Db,
  mobile: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const row = await db
    .selectFrom('sys_login_attempt')
    .select([
      sql<number>`count(*) filter (where mobile = ${mobile})::int`.as('byMobile'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
    ])
    .where('ok', '=', false)
    .where('at', '>', since)
    .where((eb) => eb.or([eb('mobile', '=', mobile), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return row.byMobile >= MAX_FAILURES_PER_MOBILE || row.byIp >= MAX_FAILURES_PER_IP;
}

export async function recordAttempt(
  db: Db,
  mobile: string,
  ip: string,
  ok: boolean,
): Promise<void> {
  await db
    .insertInto('sys_login_attempt')
    .values({ mobile: mobile.slice(0, 20), ip: ip.slice(0, 64), ok })
    .execute();
}
