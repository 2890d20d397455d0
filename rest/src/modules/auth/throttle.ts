import { sql } from 'kysely';
import type { RestConfig } from '../../config.ts';
import type { Db } from '../../db/index.ts';

/** The window of the per-address throttle (and of checkLogin's look-up throttle). */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins from one address, to any accounts, before the address is refused for a while. */
export const MAX_FAILURES_PER_IP = 20;
/** How long an account's failures count towards its slowdown (unless cleared or signed in). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
/** Failures of one account from one address before each further try there must wait. */
export const FREE_FAILURES_PER_PAIR = 3;
/** The first wait; each further failure of the pair doubles it, up to the longest. */
export const FIRST_DELAY_MS = 1000;
export const LONGEST_DELAY_MS = 5 * 60 * 1000;
/**
 * Failures of one account, from all addresses together, after which its sign-in takes only a
 * captcha issued for that account: strangers slow the account down, they never lock it.
 */
export const ACCOUNT_CAPTCHA_CEILING = 10;
// Advisory lock class of the sign-in admission (pg_advisory_xact_lock(class, key)).
const ATTEMPT_LOCK_IP = 7003;

/** The time by which the sign-in slowdown counts: the real one unless a test gives a clock. */
export function signInNow(config: Pick<RestConfig, 'signInClock'>): Date {
  return config.signInClock?.() ?? new Date();
}

/** How long a pair that has failed `failures` times waits after its last failure. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES_PER_PAIR), LONGEST_DELAY_MS);
}

export type Admission =
  /** The address has failed too often: refused, whatever the account. */
  | { kind: 'address' }
  /** This account has failed too often from this address: try again after retryAfterMs. */
  | { kind: 'wait'; retryAfterMs: number }
  /** Go on; the attempt is written down (settle it), and past the ceiling needs an account captcha. */
  | { kind: 'admitted'; attemptId: number; accountCaptcha: boolean };

/**
 * Decides whether a sign-in of `mobile` from `ip` may check its password, and writes it down
 * before it does. Sign-ins of one address take their turn under a transaction-scoped advisory
 * lock, and an attempt still under way counts as a failure, so a burst of simultaneous tries gets
 * no more guesses than the same tries one after the other. A failure never refuses the account
 * itself: the delay is per account and address, the account-wide ceiling asks for a captcha.
 */
export async function admitSignIn(
  db: Db,
  mobile: string,
  ip: string,
  now: Date,
): Promise<Admission> {
  const account = mobile.slice(0, 20);
  const address = ip.slice(0, 64);
  const addressSince = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const memorySince = new Date(now.getTime() - FAILURE_MEMORY_MS);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_IP}, hashtext(${address}))`.execute(trx);
    const row = await trx
      .selectFrom('sys_login_attempt')
      .select([
        sql<number>`count(*) filter (where ip = ${address} and at > ${addressSince})::int`.as(
          'byIp',
        ),
        sql<number>`count(*) filter (where ip = ${address} and mobile = ${account})::int`.as(
          'byPair',
        ),
        sql<Date | null>`max(at) filter (where ip = ${address} and mobile = ${account})`.as(
          'lastOfPair',
        ),
        sql<number>`count(*) filter (where mobile = ${account})::int`.as('byMobile'),
      ])
      .where('ok', 'is not', true)
      .where('at', '>', memorySince)
      .where((eb) => eb.or([eb('mobile', '=', account), eb('ip', '=', address)]))
      .executeTakeFirstOrThrow();
    if (row.byIp >= MAX_FAILURES_PER_IP) return { kind: 'address' };
    // No delay owed, no wait: a simultaneous attempt stamped a moment after this one's `now`
    // (it took the lock first) is no reason to refuse this one.
    const delay = delayAfter(row.byPair);
    if (row.lastOfPair !== null && delay > 0) {
      const last = new Date(row.lastOfPair).getTime();
      const retryAfterMs = last + delay - now.getTime();
      if (retryAfterMs > 0) return { kind: 'wait', retryAfterMs };
    }
    const attempt = await trx
      .insertInto('sys_login_attempt')
      .values({ mobile: account, ip: address, ok: null, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      kind: 'admitted',
      attemptId: attempt.id,
      accountCaptcha: row.byMobile >= ACCOUNT_CAPTCHA_CEILING,
    };
  });
}

/**
 * How an admitted attempt ended: a wrong password stays a failure; a sign-in clears the failures
 * of its own account and address (not those of other addresses: the owner signing in does not
 * reset a stranger's delay); one that never checked a password (a wrong captcha) is forgotten.
 * `now` is when it ended: a failure's wait starts then.
 */
export async function settleAttempt(
  db: Db,
  attemptId: number,
  outcome: 'failed' | 'signedIn' | 'void',
  now: Date,
): Promise<void> {
  if (outcome === 'void') {
    await db.deleteFrom('sys_login_attempt').where('id', '=', attemptId).execute();
    return;
  }
  const attempt = await db
    .updateTable('sys_login_attempt')
    .set(outcome === 'failed' ? { ok: false, at: now } : { ok: true })
    .where('id', '=', attemptId)
    .returning(['mobile', 'ip'])
    .executeTakeFirst();
  if (outcome === 'signedIn' && attempt) {
    await db
      .deleteFrom('sys_login_attempt')
      .where('mobile', '=', attempt.mobile)
      .where('ip', '=', attempt.ip)
      .where('ok', '=', false)
      .execute();
  }
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
