// The only code that talks to /rest/, with got. One transport per gateway (keep-alive sockets and
// got options shared by every request); one RestClient per GraphQL request, bound to that
// request's token and counting the calls it makes.
import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import got, {
  Options,
  RequestError,
  type OptionsInit,
  type Request,
  type RequestFunction,
} from 'got';
import type { GraphQLError } from 'graphql';
import { createsRecord, endpointSpec, restPath, type EndpointPath } from './endpoints.ts';
import { ReferenceCache } from '../execution/referenceCache.ts';
import {
  notSignedIn,
  restDown,
  restFailure,
  restUnavailable,
  scrubToken,
  writeUncertain,
  type InputNames,
} from './errors.ts';
import { RestHealth } from './health.ts';
import { FeatureDetector, featureUnavailable, type FeatureState } from './features.ts';
import { isApiToken } from '../../../model/apiTokens.ts';
import { SESSION_ORG_HEADER, SESSION_USER_HEADER } from '../../../model/requestLog.ts';

/** What every /rest/ answer is: `{status, data}`. */
export interface RestEnvelope<T = unknown> {
  status: number;
  data: T;
  /** rest's `x-reference-stamp`: moves whenever cached reference data changed (ReferenceCache). */
  referenceStamp?: string;
  /** Who rest found behind the token (its session headers), for the request's log line. */
  userId?: number;
  orgId?: number;
}

/** A paged list as the back end answers it. */
export interface RestPage<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

export type RestBody = Record<string, unknown>;

export interface RestTransportOptions {
  /** e.g. http://127.0.0.1:8080; paths go under `${baseUrl}/rest/`. */
  baseUrl: string;
  /** Per call, the whole exchange included. */
  timeoutMs: number;
  /** Per write call (default timeoutMs): a write that runs out may have been saved. */
  writeTimeoutMs?: number;
  /** A call still running after this makes the gateway probe the back end (default 2 s). */
  slowCallMs?: number;
  /** Time limit of one probe, as /readyz waits (default 3 s). */
  probeTimeoutMs?: number;
  /** Between probes while the back end is down (default 1 s). */
  recoveryIntervalMs?: number;
  /** Between two detections of the back end's features (default 10 min; 0: only when prompted). */
  featureRefreshMs?: number;
}

/** Per call: who is asking, and the key that makes a create safe to repeat. */
export interface RestCallOptions {
  /** Who the caller is (context.ts clientAddressHeaders). */
  clientHeaders?: Readonly<Record<string, string>> | undefined;
  /** Sent as `Idempotency-Key` on create calls only. */
  idempotencyKey?: string | undefined;
}

export interface RestTransport {
  /** Sends one call and answers its envelope whatever the status inside; throws only when no envelope came back. */
  send(
    path: EndpointPath,
    body: RestBody,
    token: string | undefined,
    options?: RestCallOptions,
  ): Promise<RestEnvelope>;
  /** True when the back end answers an envelope at all (readiness); updates the shared health. */
  probe(): Promise<boolean>;
  /** The back end's health as every call sees it. */
  readonly health: RestHealth;
  /** Which of this project's additions the back end has (features.ts). */
  readonly features: FeatureDetector;
  close(): void;
}

// Network errors after which a read-only call is tried once more. ETIMEDOUT is left out: a call
// that already waited the whole timeout is not worth waiting for twice.
const RETRY_ERROR_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** The pause before that second try. */
const READ_RETRY_MS = 100;

/** One exchange with rest as the transport sees it: its answer, whatever the status. */
interface RawAnswer {
  status: number;
  text: string;
  headers: IncomingHttpHeaders;
}

/** An exchange under way, which the transport may give up. */
interface Exchange {
  readonly answer: Promise<RawAnswer>;
  cancelled: boolean;
  cancel(): void;
  /** Its neighbours in the transport's list of exchanges under way (Underway). */
  previous?: Exchange | undefined;
  next?: Exchange | undefined;
}

/**
 * The exchanges under way, linked through themselves: one that ends is unlinked and keeps no link to
 * the others. Not a Set: with each call added to and then deleted from the transport's long-lived
 * Set, the calls' objects, their answers included, survived V8's scavenges until a full collection
 * (measured with --trace-gc-nvp, 10 concurrent calls: 1.2 MB promoted per scavenge with the Set,
 * 40 KB with this list).
 */
class Underway {
  private first: Exchange | undefined;

  add(exchange: Exchange): void {
    exchange.next = this.first;
    if (this.first) this.first.previous = exchange;
    this.first = exchange;
  }

  delete(exchange: Exchange): void {
    if (exchange.previous) exchange.previous.next = exchange.next;
    else if (this.first === exchange) this.first = exchange.next;
    else return;
    if (exchange.next) exchange.next.previous = exchange.previous;
    exchange.previous = undefined;
    exchange.next = undefined;
  }

  /** Gives up every exchange under way (each is unlinked by its own call when it ends). */
  cancelAll(): void {
    for (let exchange = this.first; exchange;) {
      const next: Exchange | undefined = exchange.next;
      exchange.cancel();
      exchange = next;
    }
  }
}

// Failures that say the back end is not there at all (not one dropped connection): probe it.
const UNREACHABLE_ERROR_CODES = new Set([
  'ETIMEDOUT',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

// Failures before anything was sent: a write that failed so was not applied.
const NOT_SENT_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);

/** A form field value: nested lists and objects travel as one JSON string (`vehicleJson`…). */
function formValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * A call's URL under the base URL and the fields it sends: the body's, then the token when the path
 * takes one, an undefined parameter as '' (the back end reads '' as absent), and `{name}`
 * placeholders of the path filled from them (and taken out). One copy of the body per call.
 */
function callFields(
  path: EndpointPath,
  body: RestBody,
  token: string | undefined,
): { url: string; rest: RestBody } {
  const rest: RestBody = {};
  for (const key of Object.keys(body)) {
    const value = body[key];
    rest[key] = value === undefined ? '' : value;
  }
  if (token !== undefined) rest.token = token;
  if (!path.includes('{')) return { url: `rest/${path}`, rest };
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = formValue(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  return { url: `rest/${url}`, rest };
}

/** The fields as a form (or query string): URLSearchParams' encoding, each value as formValue. */
function formText(fields: RestBody): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(fields)) params.append(key, formValue(fields[key]));
  return params.toString();
}

function isEnvelope(value: unknown): value is RestEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number'
  );
}

export function createRestTransport(options: RestTransportOptions): RestTransport {
  const httpAgent = new http.Agent({ keepAlive: true });
  const httpsAgent = new https.Agent({ keepAlive: true });
  // got per call: every option a call does not change is set once here, in one `Options` per kind
  // of call (encoding, read or write), and a call adds its URL, body and headers only. Measured per
  // call against got used plainly (got.extend, then client.post with per-call options):
  // - `cacheOptions` emptied: got spreads these (unused) cache options into the object it hands
  //   node, and on Node 20 an object literal built on a spread of keys costs ~50 µs and 20 KB;
  //   with none to spread it costs ~3 µs;
  // - `request`: got's object names every TLS and socket option, nearly all undefined, and node
  //   copies it twice more (ClientRequest, Agent#addRequest): only the ones set are passed on;
  // - no AbortSignal per call: a call is given up by destroying its stream (`waiting` below);
  // - no decompression: rest does not compress its answers.
  const nativeRequest: RequestFunction = (url, native, callback) => {
    const set: Record<string, unknown> = {};
    for (const key in native) {
      const value = native[key as keyof typeof native];
      if (value !== undefined) set[key] = value;
    }
    return (url.protocol === 'https:' ? https : http).request(url, set, callback);
  };
  const base: OptionsInit = {
    request: nativeRequest,
    prefixUrl: options.baseUrl.replace(/\/+$/, '') + '/',
    agent: { http: httpAgent, https: httpsAgent },
    throwHttpErrors: false,
    responseType: 'text',
    decompress: false,
    headers: { accept: 'application/json', 'user-agent': 'freight-gateway' },
  };
  const preset = (init: OptionsInit): Options => {
    const made = new Options({ ...base, ...init, headers: { ...base.headers, ...init.headers } });
    made.cacheOptions = {};
    return made;
  };
  const kind = (method: 'GET' | 'POST', contentType: string | undefined, readOnly: boolean) =>
    preset({
      method,
      headers: contentType ? { 'content-type': contentType } : {},
      timeout: {
        request: readOnly ? options.timeoutMs : (options.writeTimeoutMs ?? options.timeoutMs),
      },
    });
  const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
  const JSON_TYPE = 'application/json';
  const kinds = {
    form: { read: kind('POST', FORM, true), write: kind('POST', FORM, false) },
    json: { read: kind('POST', JSON_TYPE, true), write: kind('POST', JSON_TYPE, false) },
    get: { read: kind('GET', undefined, true), write: kind('GET', undefined, false) },
  };
  const probeTimeoutMs = options.probeTimeoutMs ?? 3000;
  const probeOptions = preset({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    timeout: { request: probeTimeoutMs },
  });
  /**
   * One exchange: `url` under the base URL, `init` what this call adds to its kind's options.
   * Through got's stream interface, the answer read whole here. Measured in a loop of 10
   * concurrent calls to a local server: got's promise interface cost about 0.2 ms more per call,
   * and its objects outlived their calls until a full collection (`--trace-gc-nvp`: 2.5 MB
   * promoted per scavenge, about 10 KB this way).
   */
  const exchange = (url: string, init: OptionsInit, kindOptions: Options): Exchange => {
    const stream = got(
      undefined,
      undefined,
      new Options(url, { ...init, isStream: true }, kindOptions),
    ) as unknown as Request;
    const underway: Exchange = {
      cancelled: false,
      cancel() {
        underway.cancelled = true;
        stream.destroy();
      },
      answer: stream
        .toArray()
        .then((chunks: Buffer[]) => {
          const response = stream.response;
          if (!response) throw new RequestError('没有收到回答', {}, stream);
          return {
            status: response.statusCode,
            text: Buffer.concat(chunks).toString(),
            headers: response.headers,
          };
        })
        // Done with, as got's promise interface does: its timers and its listener on the
        // gateway's closing signal go with it (the socket stays in the pool).
        .finally(() => stream.destroy()),
    };
    return underway;
  };
  const slowCallMs = options.slowCallMs ?? 2000;
  // Ended by close(): a probe or call still waiting on a frozen back end.
  const closing = new AbortController();
  const health = new RestHealth({
    probe: () => probe(),
    recoveryIntervalMs: options.recoveryIntervalMs ?? 1000,
  });
  const features = new FeatureDetector({
    probe: probeRaw,
    refreshMs: options.featureRefreshMs ?? 10 * 60_000,
    waitMs: probeTimeoutMs,
  });
  // Back after being down: perhaps another back end, or this one upgraded.
  health.onUp(() => void features.refresh());
  // Every call still waiting: given up when the back end goes down (a read is safe to ask again;
  // a write is answered "may have been saved", rather than holding its caller until rest resumes)
  // and on close(). A call is given up by destroying its stream: no AbortSignal per call.
  const waiting = new Underway();
  health.onDown(() => waiting.cancelAll());
  async function send(
    path: EndpointPath,
    body: RestBody,
    token: string | undefined,
    callOptions: RestCallOptions = {},
  ): Promise<RestEnvelope> {
    const spec = endpointSpec(path);
    // Known down: nothing is sent, a write included (it would only be applied when rest resumes,
    // after its caller was told it failed).
    if (health.isDown) throw restDown(restPath(path), !spec.readOnly);
    // An added path the back end lacks is answered here, naming its feature.
    if (spec.feature) {
      await features.ready();
      if (features.isMissing(path)) throw featureUnavailable(path);
    }
    // rest throttles sign-ins per client address: pass on whose request this is (got copies the
    // headers it is given into its own options).
    const retrySafe = !!callOptions.idempotencyKey && createsRecord(path);
    const forwarded: Readonly<Record<string, string>> = retrySafe
      ? { ...callOptions.clientHeaders, 'idempotency-key': callOptions.idempotencyKey as string }
      : (callOptions.clientHeaders ?? {});
    const { url, rest } = callFields(path, body, spec.auth ? (token ?? '') : undefined);
    let answer: RawAnswer;
    const watchdog = setTimeout(() => health.suspect(), slowCallMs);
    let pending: Exchange | undefined;
    try {
      const defaults = kinds[spec.encoding][spec.readOnly ? 'read' : 'write'];
      let target = url;
      let payload: string | undefined;
      if (spec.encoding === 'get') {
        const query = formText(rest);
        if (query) target = `${url}?${query}`;
      } else {
        payload = spec.encoding === 'form' ? formText(rest) : JSON.stringify(rest);
      }
      // A read is tried once more, after READ_RETRY_MS, when its connection dropped; a write never is.
      for (let attempt = 0; ; attempt += 1) {
        pending = exchange(target, { body: payload, headers: forwarded }, defaults);
        waiting.add(pending);
        if (closing.signal.aborted) pending.cancel();
        try {
          answer = await pending.answer;
          break;
        } catch (error) {
          waiting.delete(pending);
          const retry =
            spec.readOnly &&
            attempt === 0 &&
            !pending.cancelled &&
            error instanceof RequestError &&
            RETRY_ERROR_CODES.has(error.code);
          if (!retry) throw error;
          await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
          if (health.isDown) throw restDown(restPath(path));
        }
      }
    } catch (error) {
      if (pending?.cancelled) {
        // Given up: because the back end went down, or because the gateway is closing.
        if (!closing.signal.aborted) {
          throw spec.readOnly
            ? restDown(restPath(path))
            : writeUncertain(restPath(path), 'timeout', retrySafe);
        }
        throw spec.readOnly
          ? restUnavailable(restPath(path), 'network')
          : writeUncertain(restPath(path), 'network', retrySafe);
      }
      if (error instanceof RequestError) {
        if (UNREACHABLE_ERROR_CODES.has(error.code)) health.suspect();
        const kind = error.code === 'ETIMEDOUT' ? 'timeout' : 'network';
        if (!spec.readOnly && !NOT_SENT_ERROR_CODES.has(error.code)) {
          throw writeUncertain(restPath(path), kind, retrySafe);
        }
        throw restUnavailable(restPath(path), kind);
      }
      throw error;
    } finally {
      clearTimeout(watchdog);
      if (pending) waiting.delete(pending);
    }
    const { status, text, headers } = answer;
    const referenceStamp = headers['x-reference-stamp'];
    const sessionUser = headers[SESSION_USER_HEADER];
    const sessionOrg = headers[SESSION_ORG_HEADER];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (features.isUnknownPathAnswer(path, { status, text }, parsed ?? null)) {
      // The back end does not serve this path (whatever its way of saying so): not a missing
      // record, nor a broken back end.
      health.answered();
      if (spec.feature) features.noticeMissing(path);
      throw featureUnavailable(path);
    }
    if (!isEnvelope(parsed)) {
      // A proxy in front of the back end may answer its own HTML page; its time-out may have
      // left a write applied behind it.
      if (status === 504 && !spec.readOnly) {
        throw writeUncertain(restPath(path), 'timeout', retrySafe);
      }
      throw restUnavailable(restPath(path), status === 504 ? 'timeout' : 'network');
    }
    health.answered();
    const envelope: RestEnvelope = { status: parsed.status, data: parsed.data };
    if (typeof referenceStamp === 'string') envelope.referenceStamp = referenceStamp;
    if (typeof sessionUser === 'string') envelope.userId = Number(sessionUser);
    if (typeof sessionOrg === 'string') envelope.orgId = Number(sessionOrg);
    return envelope;
  }

  async function probe(): Promise<boolean> {
    try {
      const { text } = await exchange(
        'rest/tbSysUser/checkLogin',
        { body: '', signal: closing.signal },
        probeOptions,
      ).answer;
      return isEnvelope(JSON.parse(text));
    } catch {
      return false;
    }
  }

  async function probeRaw(path: string): Promise<{ status: number; text: string }> {
    if (closing.signal.aborted) throw new Error('网关已关闭');
    return exchange(`rest/${path}`, { body: '', signal: closing.signal }, probeOptions).answer;
  }

  function close(): void {
    features.close();
    health.close();
    closing.abort();
    waiting.cancelAll();
    httpAgent.destroy();
    httpsAgent.destroy();
  }

  return { send, probe: () => health.check(), health, features, close };
}

/** How a request's client may save calls (see gateway/src/execution/). */
export interface RestClientOptions {
  /** Identical read-only calls of one request are made once (the key leaves out the token, which is the request's own). */
  dedupe?: boolean;
  /** Reference data shared per organisation. */
  cache?: ReferenceCache;
  /** The caller's `Idempotency-Key`: one user action, the same on each of its retries. */
  idempotencyKey?: string | undefined;
}

/** The back end as one GraphQL request sees it: its token, its call count. */
export class RestClient {
  /** REST calls made for this request (answered as the `x-rest-calls` header). */
  calls = 0;
  /** Who rest last said the token belongs to (for the request's log line). */
  userId: number | undefined;
  orgId: number | undefined;
  private readonly reads: Map<string, Promise<RestEnvelope>> | undefined;
  private readonly cache: ReferenceCache | undefined;
  private readonly idempotencyKey: string | undefined;
  /** Create calls made so far: the n-th carries `<key>:<n>`, the same n on a retry. */
  private creates = 0;

  constructor(
    private readonly transport: RestTransport,
    readonly token: string | undefined,
    /** Who the caller is, sent with every call (context.ts clientAddressHeaders). */
    private readonly clientHeaders?: Readonly<Record<string, string>>,
    options: RestClientOptions = {},
  ) {
    this.reads = options.dedupe ? new Map() : undefined;
    this.cache = options.cache;
    this.idempotencyKey = options.idempotencyKey;
  }

  /** Which of this project's additions the back end has, once the first detection is done. */
  async features(): Promise<FeatureState[]> {
    await this.transport.features.ready();
    return this.transport.features.states();
  }

  /** Whether the back end takes this parameter of ours, as its answers showed (features.ts). */
  takes(parameter: string): boolean | undefined {
    return this.transport.features.takes(parameter);
  }

  /** What an answer showed of a parameter of ours: taken, or ignored. */
  noticeParameter(parameter: string, taken: boolean): void {
    this.transport.features.noticeParameter(parameter, taken);
  }

  /** Answers the envelope whatever its status (for calls whose non-200 answers mean something). */
  async request<T = unknown>(path: EndpointPath, body: RestBody = {}): Promise<RestEnvelope<T>> {
    const spec = endpointSpec(path);
    if (spec.auth && !this.token) throw notSignedIn();
    if (!spec.readOnly) {
      const envelope = await this.send(path, body);
      if (envelope.status >= 200 && envelope.status < 300) this.cache?.written(path, this.token);
      return envelope as RestEnvelope<T>;
    }
    if (!this.reads) return (await this.read(path, body)) as RestEnvelope<T>;
    const key = `${path}\u0000${JSON.stringify(body)}`;
    let pending = this.reads.get(key);
    if (!pending) {
      pending = this.read(path, body);
      this.reads.set(key, pending);
      // A failed call may be tried again later in the same request.
      pending.catch(() => this.reads?.delete(key));
    }
    return (await pending) as RestEnvelope<T>;
  }

  private read(path: EndpointPath, body: RestBody): Promise<RestEnvelope> {
    // An API token's every call goes to rest, which checks (and counts) the token each time.
    if (this.cache && this.token && !isApiToken(this.token) && ReferenceCache.holds(path)) {
      return this.cache.read(
        path,
        body,
        this.token,
        (p, b) => this.send(p, b),
        (p, b) => this.send(p, b, false),
      );
    }
    return this.send(path, body);
  }

  /** One call to rest; `counted`: one of the calls the request waits for (x-rest-calls). */
  private send(path: EndpointPath, body: RestBody, counted = true): Promise<RestEnvelope> {
    if (counted) this.calls += 1;
    let idempotencyKey: string | undefined;
    if (this.idempotencyKey && createsRecord(path)) {
      this.creates += 1;
      idempotencyKey = `${this.idempotencyKey}:${this.creates}`;
    }
    const sent = this.transport.send(path, body, this.token, {
      clientHeaders: this.clientHeaders,
      idempotencyKey,
    });
    const cache = this.cache;
    return sent.then((envelope) => {
      if (envelope.userId !== undefined) this.userId = envelope.userId;
      if (envelope.orgId !== undefined) this.orgId = envelope.orgId;
      if (cache && envelope.referenceStamp) cache.observe(envelope.referenceStamp);
      return envelope;
    });
  }

  /**
   * Answers `data` of a 2xx envelope; any other status throws the mapped GraphQL error. A body
   * built from an input under other names says which (`inputNames`), so a refused field is
   * named as the client sent it.
   */
  async call<T = unknown>(
    path: EndpointPath,
    body: RestBody = {},
    options: { inputNames?: InputNames } = {},
  ): Promise<T> {
    const envelope = await this.request<T>(path, body);
    if (envelope.status >= 200 && envelope.status < 300) return envelope.data;
    throw this.failure(envelope, options.inputNames);
  }

  /** The GraphQL error for a failure envelope, with the token scrubbed from its messages. */
  failure(envelope: RestEnvelope, inputNames?: InputNames): GraphQLError {
    return restFailure(envelope.status, scrubToken(envelope.data, this.token), inputNames);
  }
}
