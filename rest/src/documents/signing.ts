// Short-lived signed grants: upload grants, private file links and download links. A grant is
// `<payload>.<mac>`, both base64url; the MAC covers the purpose too, so a grant made for one
// purpose never opens another. The key is kept in the database, so every replica of rest signs
// and checks alike without a shared configuration secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.ts';

interface SigningKeyTable {
  id: number;
  secret: string;
  created_at: Date;
}

export type GrantPurpose = 'upload' | 'file' | 'download';

/** Why a grant was refused: the caller picks the message. */
export type GrantFailure = 'invalid' | 'expired';

export type GrantCheck<T> =
  { ok: true; payload: T & { exp: number } } | { ok: false; reason: GrantFailure };

// One key per database, read once per process.
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  const keyDb = db.withTables<{ sys_signing_key: SigningKeyTable }>();
  // Two replicas racing on an empty table: the first insert wins, both read the same row.
  await keyDb
    .insertInto('sys_signing_key')
    .values({ id: 1, secret: randomBytes(48).toString('base64url'), created_at: new Date() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await keyDb
    .selectFrom('sys_signing_key')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'utf8');
}

export function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

function mac(key: Buffer, purpose: GrantPurpose, payload: string): Buffer {
  return createHmac('sha256', key).update(purpose).update('.').update(payload).digest();
}

/** Signs `payload` for `purpose`, valid for `ttlMs` from `now`; answers the grant and its expiry. */
export async function signGrant(
  db: Db,
  purpose: GrantPurpose,
  payload: object,
  ttlMs: number,
  now = new Date(),
): Promise<{ grant: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: expiresAt.getTime() }),
    'utf8',
  ).toString('base64url');
  const signature = mac(await signingKey(db), purpose, body).toString('base64url');
  return { grant: `${body}.${signature}`, expiresAt };
}

const GRANT_SHAPE = /^[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{43}$/;

/** Checks signature, purpose and expiry; never throws on malformed input. */
export async function verifyGrant<T extends object>(
  db: Db,
  purpose: GrantPurpose,
  grant: string | undefined,
  now = new Date(),
): Promise<GrantCheck<T>> {
  if (!grant || !GRANT_SHAPE.test(grant)) return { ok: false, reason: 'invalid' };
  const [body = '', signature = ''] = grant.split('.');
  const expected = mac(await signingKey(db), purpose, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' };
  const exp = (payload as { exp?: unknown }).exp;
  if (typeof exp !== 'number') return { ok: false, reason: 'invalid' };
  if (exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as T & { exp: number } };
}
