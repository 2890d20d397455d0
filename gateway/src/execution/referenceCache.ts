// Reference data shared by every request of one organisation for a short time: dictionaries, seaports,
// IATA airports and fee types change rarely and are asked for by almost every page. Entries are
// keyed by the caller's group and organisation (learnt once per token from getTokenInfo), a write
// through this gateway to the same controller drops them at once, and concurrent misses share one
// call so an expiry never sends a burst to the back end. A change made elsewhere (through another
// gateway, or straight in the database) moves rest's reference stamp, which every signed-in answer
// carries: the first answer with a newer stamp drops every kept answer. A few reads answer what the
// signed-in user may do (the workflow nodes they operate): those are kept per session, never shared.
import type { EndpointPath } from '../rest/endpoints.ts';
import type { RestBody, RestEnvelope } from '../rest/client.ts';

/** The read calls whose answers are reference data. */
export const REFERENCE_READS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  'tbDict/getDictByTypeId',
  'tbDict/getGroupDictByTypeId',
  'tbDict/listDictByCode',
  'tbDictCategory/listAll',
  'tbParamPort/listAll',
  'tbIata/listAll',
  'tbFeeType/listAll',
]);

/**
 * Reads whose answers depend on the caller, not only on the organisation: kept per token. Each names
 * the controllers whose writes change it (besides its own); rest moves its stamp on such changes
 * made elsewhere (migration 0026).
 */
export const SESSION_READS: ReadonlyMap<EndpointPath, readonly string[]> = new Map<
  EndpointPath,
  readonly string[]
>([
  // The user's nodes per shipping type: set on the shipping type's node users.
  ['tbShippingTypeNodeUserMapping/getNodeCodeByUser', ['tbShippingType']],
]);

const SESSION_ENDS: ReadonlySet<EndpointPath> = new Set<EndpointPath>([
  'tbSysUser/exitLogin',
  'tbSysuserOrgMapping/updateDefault',
]);

/** Per written controller, the kept reads its writes make stale. */
const STALE_AFTER_WRITE = new Map<string, EndpointPath[]>();
for (const path of REFERENCE_READS) staleAfter(controllerOf(path), path);
for (const [path, controllers] of SESSION_READS) {
  for (const controller of [controllerOf(path), ...controllers]) staleAfter(controller, path);
}

function staleAfter(controller: string, path: EndpointPath): void {
  STALE_AFTER_WRITE.set(controller, [...(STALE_AFTER_WRITE.get(controller) ?? []), path]);
}

function controllerOf(path: string): string {
  return path.slice(0, path.indexOf('/'));
}

export interface ReferenceCacheOptions {
  /** How long an answer is served without asking again. */
  ttlMs: number;
  /** How long a token's organisation is trusted without asking again (a revoked token stops within it). */
  sessionTtlMs: number;
  /** Bound on entries (answers and tokens each). */
  maxEntries: number;
  /**
   * Several gateways share one database: a kept answer is served only while rest's stamp was
   * heard within this time (any answer carries it), else the read goes to rest, whose answer
   * brings the stamp. A change made through another gateway thus shows here within this time and
   * rest's own stamp interval (REFERENCE_STAMP_MS), however long the entries live.
   */
  stampFreshMs?: number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/** A map with expiry and insertion-order eviction. */
class Expiring<T> {
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly max: number) {}

  get(key: string, now: number): Promise<T> | undefined {
    return this.entry(key, now)?.value;
  }

  /** The live entry, with its expiry. */
  entry(key: string, now: number): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: Promise<T>, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(key: string, value?: Promise<T>): void {
    if (value === undefined || this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  deleteWhere(test: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Sends one upstream call and counts it against the request that made it. */
export type Upstream = (path: EndpointPath, body: RestBody) => Promise<RestEnvelope>;

/**
 * A token's organisation is asked again behind a request once this share of its trusted time is
 * left, so a token in use is never asked on a request's path.
 */
const REFRESH_AHEAD_SHARE = 0.25;

export class ReferenceCache {
  private readonly answers: Expiring<RestEnvelope>;
  private readonly scopes: Expiring<string | null>;
  /** Tokens whose organisation is being asked again ahead of its expiry (refreshAhead). */
  private readonly refreshing = new Map<string, Promise<string | null>>();
  private readonly now: () => number;
  /** The newest reference stamp rest has answered with (a bigint, compared as one). */
  private stamp: bigint | undefined;
  /** When a stamp was last heard (this.now()'s clock). */
  private stampHeardAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ReferenceCacheOptions) {
    this.answers = new Expiring(options.maxEntries);
    this.scopes = new Expiring(options.maxEntries);
    this.now = options.now ?? Date.now;
  }

  static holds(path: EndpointPath): boolean {
    return REFERENCE_READS.has(path) || SESSION_READS.has(path);
  }

  /**
   * The answer of a reference read for this token's organisation; misses go through `upstream`.
   * `aside` sends what the request does not wait for (the token's organisation asked again ahead
   * of its expiry), so it is not counted as one of the request's calls.
   */
  async read(
    path: EndpointPath,
    body: RestBody,
    token: string,
    upstream: Upstream,
    aside: Upstream = upstream,
  ): Promise<RestEnvelope> {
    const scope = await this.scopeOf(token, upstream, aside);
    // Unknown session (expired, revoked): no sharing; the call itself answers the right failure.
    if (scope === null) return upstream(path, body);
    const holder = SESSION_READS.has(path) ? `${scope}\u0000${token}` : scope;
    const key = `${holder}\u0000${path}\u0000${JSON.stringify(body)}`;
    const now = this.now();
    const fresh =
      this.options.stampFreshMs === undefined ||
      now - this.stampHeardAt <= this.options.stampFreshMs;
    const cached = fresh ? this.answers.get(key, now) : undefined;
    if (cached) return cached;
    const loading = upstream(path, body);
    this.answers.set(key, loading, now + this.options.ttlMs);
    try {
      const envelope = await loading;
      // Read before a change this gateway has since heard of: answer it, but do not keep it.
      if (envelope.status !== 200 || this.older(envelope.referenceStamp)) {
        this.answers.delete(key, loading);
      }
      return envelope;
    } catch (error) {
      this.answers.delete(key, loading);
      throw error;
    }
  }

  /**
   * After a successful write: the answers the controller's writes change are stale for every
   * organisation and session; after a sign-out or an organisation switch the token's session is over.
   */
  written(path: EndpointPath, token: string | undefined): void {
    if (token && SESSION_ENDS.has(path)) {
      this.scopes.delete(token);
      // An answer asked before the session ended is not kept when it comes.
      this.refreshing.delete(token);
      this.answers.deleteWhere((key) => key.includes(`\u0000${token}\u0000`));
    }
    const stale = STALE_AFTER_WRITE.get(controllerOf(path));
    if (!stale) return;
    const markers = stale.map((read) => `\u0000${read}\u0000`);
    this.answers.deleteWhere((key) => markers.some((marker) => key.includes(marker)));
  }

  /** Every answer from rest passes its stamp here; a newer one means kept answers may be stale. */
  observe(stamp: string): void {
    const seen = parseStamp(stamp);
    if (seen === undefined) return;
    this.stampHeardAt = this.now();
    if (this.stamp !== undefined && seen <= this.stamp) return;
    // The first stamp seen says nothing of what was kept before it: drop those too.
    this.stamp = seen;
    this.answers.deleteWhere(() => true);
  }

  private older(stamp: string | undefined): boolean {
    const seen = stamp === undefined ? undefined : parseStamp(stamp);
    return seen !== undefined && this.stamp !== undefined && seen < this.stamp;
  }

  get entries(): number {
    return this.answers.size;
  }

  /**
   * The token's group and organisation, trusted for sessionTtlMs from when rest was asked (a
   * sign-out or an organisation change shows within it). A token still in use near the end of that
   * time is asked again behind the request that noticed, which is answered from what is known:
   * what is served was still asked at most sessionTtlMs before, as when it is asked on the path.
   */
  private scopeOf(token: string, upstream: Upstream, aside: Upstream): Promise<string | null> {
    const now = this.now();
    const known = this.scopes.entry(token, now);
    if (known) {
      const ttl = this.options.sessionTtlMs;
      if (known.expires - now <= ttl * REFRESH_AHEAD_SHARE && !this.refreshing.has(token)) {
        this.refreshAhead(token, aside, now);
      }
      return known.value;
    }
    const loading = askScope(upstream);
    this.scopes.set(token, loading, now + this.options.sessionTtlMs);
    void loading.then((scope) => {
      if (scope === null) this.scopes.delete(token, loading);
    });
    return loading;
  }

  private refreshAhead(token: string, upstream: Upstream, now: number): void {
    const loading = askScope(upstream);
    this.refreshing.set(token, loading);
    void loading.then((scope) => {
      // Not kept when the session ended meanwhile (written), which dropped it.
      if (this.refreshing.get(token) !== loading) return;
      this.refreshing.delete(token);
      // Unknown now (signed out, taken over): the next request asks on its path, and is refused.
      if (scope === null) this.scopes.delete(token);
      else this.scopes.set(token, loading, now + this.options.sessionTtlMs);
    });
  }
}

/** getTokenInfo as `<groupId>:<orgId>`, or null for a token rest does not know (or no answer). */
function askScope(upstream: Upstream): Promise<string | null> {
  return upstream('tbSysUser/getTokenInfo', {}).then(
    (envelope) => {
      const info = envelope.data as {
        groupId?: string | number | null;
        orgId?: string | number | null;
      } | null;
      if (envelope.status !== 200 || !info) return null;
      return `${String(info.groupId ?? '')}:${String(info.orgId ?? '')}`;
    },
    () => null,
  );
}

function parseStamp(stamp: string): bigint | undefined {
  return /^\d{1,19}$/.test(stamp) ? BigInt(stamp) : undefined;
}
