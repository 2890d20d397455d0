import { createHash, randomBytes } from 'node:crypto';
import { businessDate } from '../../../model/businessDate.ts';
import type { Db } from '../db/index.ts';
import type { SessionRevokedReason } from '../db/schema.ts';
import type { ApiTokenCaller } from './apiTokens.ts';
import { CODES, DomainError, MESSAGES } from './errors.ts';

/** Who is calling: what every authenticated handler gets as `ctx.session`. */
export interface SessionInfo {
  sessionId: number;
  userId: number;
  userName: string;
  mobile: string;
  /** The organisation of this session; null until the user picks one. */
  orgId: number | null;
  groupId: number | null;
  isAdmin: boolean;
  expiresAt: Date;
  /** Set when the caller is an API token, not a signed-in user (apiTokens.ts). */
  apiToken?: ApiTokenCaller;
}

// last_seen_at is written at most this often, so reads stay reads.
const TOUCH_INTERVAL_MS = 60_000;
const MAX_TOKEN_LENGTH = 256;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const sessionEnded = (): DomainError => new DomainError(401, { message: MESSAGES.sessionEnded });

/** A session with its user, as every check of a live session reads it. */
export function selectSessions(db: Db) {
  return db
    .selectFrom('sys_session as s')
    .innerJoin('tb_sys_user as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.org_id',
      's.last_seen_at',
      's.expires_at',
      's.revoked_at',
      's.revoked_reason',
      'u.user_name',
      'u.mobile',
      'u.group_id',
      'u.is_admin',
      'u.use_status',
      'u.validity_date',
    ]);
}

export type SessionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectSessions>['executeTakeFirst']>>
>;

/**
 * Whether a session still lets its user in: not ended, not expired, the account active and within
 * its validity date (an account past it loses its live sessions too, not only new sign-ins).
 */
export function isLive(row: SessionRow, now: Date): boolean {
  return (
    !row.revoked_at &&
    row.expires_at.getTime() > now.getTime() &&
    row.use_status === 'Y' &&
    (row.validity_date === null || row.validity_date >= businessDate(now))
  );
}

export function toSessionInfo(row: SessionRow, expiresAt: Date = row.expires_at): SessionInfo {
  return {
    sessionId: row.id,
    userId: row.user_id,
    userName: row.user_name,
    mobile: row.mobile,
    orgId: row.org_id,
    groupId: row.group_id,
    isAdmin: row.is_admin,
    expiresAt,
  };
}

/**
 * Live sessions recently read, per database, by token hash: the calls of one page (an order page is
 * five) check their token once instead of five times. An entry is served for SESSION_CACHE_MS at
 * most; every change this process makes to sessions or accounts (sign-out, a take-over by another
 * sign-in, an organisation switch, an account edited, disabled or deleted) empties the cache at
 * once, and again when the request that made it ends, so a lookup that raced the change's
 * transaction is not kept. Another rest process over the same database sees such a change within
 * SESSION_CACHE_MS (half of the 1 s a sign-out takes to end a token everywhere: the gateway's
 * token check takes the other half).
 */
export const SESSION_CACHE_MS = 500;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  row: SessionRow;
  until: number;
  /** sessionGeneration when it was read: an entry of an earlier generation is not served. */
  generation: number;
}

const sessionCaches = new WeakMap<object, Map<string, CachedSession>>();
let sessionGeneration = 0;

/** Sessions or accounts changed: no session read before now is served from the cache. */
export function forgetSessions(): void {
  sessionGeneration += 1;
}

/** The count of changes so far: a request compares it before and after (route.ts). */
export function sessionChanges(): number {
  return sessionGeneration;
}

async function readSession(db: Db, hash: string): Promise<SessionRow | undefined> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new Map();
    sessionCaches.set(db, cache);
  }
  const cached = cache.get(hash);
  if (cached && cached.until > performance.now() && cached.generation === sessionGeneration) {
    return cached.row;
  }
  if (cached) cache.delete(hash);
  const generation = sessionGeneration;
  const row = await selectSessions(db).where('s.token_hash', '=', hash).executeTakeFirst();
  // Only a live session is kept, and only when nothing changed while it was read.
  if (row && isLive(row, new Date()) && generation === sessionGeneration) {
    if (cache.size >= SESSION_CACHE_MAX) {
      for (const [key, entry] of cache) {
        if (entry.until <= performance.now() || entry.generation !== generation) cache.delete(key);
      }
      const oldest = cache.keys().next().value;
      if (cache.size >= SESSION_CACHE_MAX && oldest !== undefined) cache.delete(oldest);
    }
    cache.set(hash, { row, until: performance.now() + SESSION_CACHE_MS, generation });
  }
  return row;
}

interface KeptStamp {
  value: Promise<string | undefined>;
  until: number;
  generation: number;
}

const referenceStamps = new WeakMap<object, KeptStamp>();
let stampGeneration = 0;

/** A write ended in this process: the next answer reads the reference stamp again. */
export function forgetReferenceStamp(): void {
  stampGeneration += 1;
}

/** How long a read reference stamp is answered without reading it again (one row by key). */
export const REFERENCE_STAMP_MS = 250;

/**
 * sys_reference_stamp (migration 0025), sent to gateways as `x-reference-stamp` so they drop the
 * reference data they keep once anything changed it. Read at most once per REFERENCE_STAMP_MS per
 * database, and again after any write this process made: another rest process's change shows
 * within REFERENCE_STAMP_MS (a gateway adds its own stampFreshMs: within 1 s in all).
 */
export function referenceStamp(db: Db): Promise<string | undefined> {
  const kept = referenceStamps.get(db);
  const now = performance.now();
  if (kept && kept.until > now && kept.generation === stampGeneration) return kept.value;
  const value = db
    .selectFrom('sys_reference_stamp')
    .select('stamp')
    .where('id', '=', 1)
    .executeTakeFirst()
    .then((row) => (row ? String(row.stamp) : undefined));
  const entry = { value, until: now + REFERENCE_STAMP_MS, generation: stampGeneration };
  referenceStamps.set(db, entry);
  value.catch(() => {
    if (referenceStamps.get(db) === entry) referenceStamps.delete(db);
  });
  return value;
}

/** Checks a token; throws 401 (with SESSION_TAKEN_OVER when another sign-in ended it). */
export async function resolveSession(
  db: Db,
  token: string | undefined,
  idleMs: number,
  now = new Date(),
): Promise<SessionInfo> {
  if (!token || token.length > MAX_TOKEN_LENGTH) throw sessionEnded();
  const hash = hashToken(token);
  const row = await readSession(db, hash);
  if (!row) throw sessionEnded();
  if (row.revoked_at && row.revoked_reason === 'TAKEN_OVER') {
    throw new DomainError(401, { message: MESSAGES.takenOver, code: CODES.sessionTakenOver });
  }
  if (!isLive(row, now)) throw sessionEnded();

  let expiresAt = row.expires_at;
  if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now.getTime() + idleMs);
    // The cached row too, so the calls that follow do not write it again.
    row.last_seen_at = now;
    row.expires_at = expiresAt;
    await db
      .updateTable('sys_session')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .execute();
  }
  return toSessionInfo(row, expiresAt);
}

/** Starts a session; answers the raw token (only its hash is stored). */
export async function createSession(
  db: Db,
  input: { userId: number; orgId: number | null; idleMs: number; ip?: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + input.idleMs);
  await db
    .insertInto('sys_session')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      org_id: input.orgId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip: input.ip ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(
  db: Db,
  sessionId: number,
  reason: SessionRevokedReason,
): Promise<void> {
  forgetSessions();
  await db
    .updateTable('sys_session')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetSessions();
}

/** Ends every live session of a user (a new sign-in takes over). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: SessionRevokedReason,
): Promise<number> {
  forgetSessions();
  const result = await db
    .updateTable('sys_session')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  forgetSessions();
  return Number(result.numUpdatedRows);
}

export async function hasLiveSession(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('sys_session')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The session's organisation, for the org_id of business records; 403 until the user picks one
 * (a user without a default organisation signs in without one).
 */
export function currentOrgId(session: SessionInfo): number {
  if (session.orgId === null) {
    throw new DomainError(403, { message: '请先选择组织', code: 'ORGANISATION_REQUIRED' });
  }
  return session.orgId;
}
