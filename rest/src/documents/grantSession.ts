// A signed grant names the session it was issued to. When the grant is used (an upload, a link
// followed by the browser) the session must still be live and in the same organisation: a sign-out,
// a takeover or an organisation switch ends every grant issued before it.
import type { Db } from '../db/index.ts';
import { DomainError, MESSAGES } from '../http/errors.ts';
import { isLive, selectSessions, toSessionInfo } from '../http/session.ts';
import type { SessionInfo } from '../http/session.ts';

/** What every grant carries about who asked for it. */
export interface GrantOwner {
  /** Session id. */
  sid: number;
  /** Organisation the grant is scoped to. */
  org: number;
}

export function grantOwner(session: SessionInfo, orgId: number): GrantOwner {
  return { sid: session.sessionId, org: orgId };
}

/** The grant's session, if it is still live and still in the grant's organisation. */
export async function liveGrantSession(
  db: Db,
  owner: GrantOwner,
  now = new Date(),
): Promise<SessionInfo | null> {
  const row = await selectSessions(db).where('s.id', '=', owner.sid).executeTakeFirst();
  if (!row || !isLive(row, now) || row.org_id !== owner.org) return null;
  return toSessionInfo(row);
}

/** As liveGrantSession, throwing 401 when the session has ended. */
export async function requireGrantSession(
  db: Db,
  owner: GrantOwner,
  now = new Date(),
): Promise<SessionInfo> {
  const session = await liveGrantSession(db, owner, now);
  if (!session) throw new DomainError(401, { message: MESSAGES.sessionEnded });
  return session;
}
