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

/** checkLogin answers whether an account exists and is online: bounded per address and mobile. */
export const MAX_UNKNOWN_LOOKUPS_PER_IP = 10;
export const MAX_LOOKUPS_PER_IP = 100;
export const MAX_LOOKUPS_PER_MOBILE = 20;
// Advisory lock classes of the look-up throttle (pg_advisory_xact_lock(class, key)).
const LOOKUP_LOCK_IP = 7001;
const LOOKUP_LOCK_MOBILE = 7002;

/**
 * Records one checkLogin look-up and answers whether it is over a limit in the window (15 minutes,
 * as for sign-ins). Look-ups of one address, and of one mobile, take their turn under a
 * transaction-scoped advisory lock, so each counts exactly the look-ups before it however many
 * arrive at once; refused look-ups count too, so hammering keeps an address refused.
 */
export async function recordLookup(
  db: Db,
  lookup: { mobile: string; ip: string; known: boolean },
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const mobile = lookup.mobile.slice(0, 20);
  const ip = lookup.ip.slice(0, 64);
  await db.deleteFrom('sys_login_lookup').where('at', '<=', since).execute();
  return db.transaction().execute(async (trx) => {
    // Always the address first, then the mobile: two look-ups never wait on each other in a circle.
    await sql`select pg_advisory_xact_lock(${LOOKUP_LOCK_IP}, hashtext(${ip}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${LOOKUP_LOCK_MOBILE}, hashtext(${mobile}))`.execute(
      trx,
    );
    const before = await trx
      .selectFrom('sys_login_lookup')
      .select([
        sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
        sql<number>`count(*) filter (where ip = ${ip} and not known)::int`.as('unknownByIp'),
        sql<number>`count(*) filter (where mobile = ${mobile})::int`.as('byMobile'),
      ])
      .where('at', '>', since)
      .where((eb) => eb.or([eb('mobile', '=', mobile), eb('ip', '=', ip)]))
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sys_login_lookup')
      .values({ mobile, ip, known: lookup.known, at: now })
      .execute();
    // Only the look-ups before this one decide, never its own answer (that would tell unknown
    // mobiles apart again).
    return (
      before.byIp >= MAX_LOOKUPS_PER_IP ||
      before.unknownByIp >= MAX_UNKNOWN_LOOKUPS_PER_IP ||
      before.byMobile >= MAX_LOOKUPS_PER_MOBILE
    );
  });
}
