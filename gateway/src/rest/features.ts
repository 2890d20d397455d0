// Which of this project's additions the /rest/ back end has. The company's own back end serves only
// the specifications' paths; this one serves the added paths too (model/endpoints.ts marks each
// with its feature). The gateway asks once at start, and again when the back end changes (it came
// back after being down, a refresh interval passed, or an added path suddenly answered as an unknown
// one): first a path that exists nowhere, to learn how this back end answers an unknown path
// (a JSON 404, an HTML page, 200 with a failure inside, whatever it is), then every added path
// without a token. An added path answered like the unknown one is missing; anything else (most
// often "请先登录") means the back end has it. No probe carries a token, so none can change data.
import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { featureOfPath, pathsChosenHere, pathsOfFeature, type EndpointPath } from './endpoints.ts';
import {
  backendFeatureKeys,
  backendFeatures,
  FEATURE_UNAVAILABLE,
  featureUnavailableMessage,
  type BackendFeature,
} from '../../../model/features.ts';

/** One raw answer of the back end: HTTP status and body text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/** Sends a POST without a token to `/rest/<path>` and answers what came back (throws when nothing did). */
export type RawProbe = (path: string) => Promise<RawAnswer>;

/** A path of the specifications that every back end serves and that needs a token. */
const CONTROL_PATH: EndpointPath = 'tbSysUser/getTokenInfo';

const PROBES_AT_ONCE = 6;

/**
 * What an answer looks like, with what varies from path to path taken out: the path itself (an
 * HTML page or a message naming it), numbers of four digits or more (times, ids). Two answers of
 * one shape came from the same branch of the back end.
 */
export function answerShape(answer: RawAnswer, path: string, parsed?: unknown): string {
  const body = parsed === undefined ? parseBody(answer.text) : parsed;
  const head = shapeHead(answer.status, body);
  if (!isEnvelopeBody(body)) return head;
  const { data } = body as { data?: unknown };
  const text = (JSON.stringify(data) ?? '')
    .split(`/rest/${path}`)
    .join('<path>')
    .split(path)
    .join('<path>')
    .replace(/\d{4,}/g, '#');
  return `${head} ${text}`;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isEnvelopeBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { status?: unknown }).status === 'number'
  );
}

/** The cheap part of a shape: HTTP status and the envelope's status (or `page`). */
function shapeHead(httpStatus: number, body: unknown): string {
  return isEnvelopeBody(body)
    ? `${httpStatus} ${(body as { status: number }).status}`
    : `${httpStatus} page`;
}

/** The state of one feature, as the `backendFeatures` query answers it. */
export interface FeatureState {
  feature: BackendFeature;
  name: string;
  available: boolean;
}

export interface FeatureDetectorOptions {
  probe: RawProbe;
  /** Between two detections while nothing else prompts one (0: never by time). */
  refreshMs: number;
  /** Longest a call to an added path waits for a detection under way. */
  waitMs: number;
}

export class FeatureDetector {
  /** How an unknown path is answered; undefined until known, or when it cannot be told apart. */
  private unknownShape: string | undefined;
  private readonly missing = new Set<EndpointPath>();
  private detecting: Promise<void> | undefined;
  /** This project's parameters of the specifications' calls, as answers showed them: taken or not. */
  private readonly parameters = new Map<string, boolean>();
  private detectedOnce = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: FeatureDetectorOptions) {}

  /** Starts a detection now unless one is under way; resolves when it is done. */
  refresh(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.detecting ??= this.detect().finally(() => {
      this.detecting = undefined;
      this.detectedOnce = true;
      // The back end may have changed: what its answers showed is learnt again.
      this.parameters.clear();
      this.schedule();
    });
    return this.detecting;
  }

  /** Resolves when the first detection is over, however long it takes (starting it if need be). */
  firstDetection(): Promise<void> {
    return this.detectedOnce ? Promise.resolve() : this.refresh();
  }

  /** Waits (at most waitMs) for the first detection, starting it if need be. */
  async ready(): Promise<void> {
    if (this.detectedOnce && !this.detecting) return;
    const pending = this.detectedOnce ? this.detecting : this.refresh();
    if (!pending) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      pending,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  /** True when the last detection found this added path missing. */
  isMissing(path: EndpointPath): boolean {
    return this.missing.has(path);
  }

  /**
   * Whether an answer of `path` is the back end's answer for an unknown path. Without a known
   * shape (not yet detected, or the back end answers everything alike without a token), an HTML
   * page or envelope with status 404 is taken for one.
   */
  isUnknownPathAnswer(path: EndpointPath, answer: RawAnswer, parsed?: unknown): boolean {
    const body = parsed === undefined ? parseBody(answer.text) : parsed;
    const head = shapeHead(answer.status, body);
    // Most answers differ already in their statuses: their data is not looked at.
    if (this.unknownShape === undefined) return head === '404 page';
    if (!this.unknownShape.startsWith(`${head} `) && this.unknownShape !== head) return false;
    return answerShape(answer, path, body) === this.unknownShape;
  }

  /**
   * A call of an added path answered as an unknown path: the path is missing from now on, and the
   * back end changed since the last detection, so it is asked again.
   */
  noticeMissing(path: EndpointPath): void {
    if (this.missing.has(path)) return;
    this.missing.add(path);
    void this.refresh();
  }

  /**
   * Whether the back end takes one of this project's parameters of a call of the specifications
   * (`embed` of an order's findByPK): as its last answer to one showed; undefined before one did.
   * The company's back end ignores such a parameter, and its answer shows it.
   */
  takes(parameter: string): boolean | undefined {
    return this.parameters.get(parameter);
  }

  noticeParameter(parameter: string, taken: boolean): void {
    this.parameters.set(parameter, taken);
  }

  /** Every feature, available when the back end has each of its paths. */
  states(): FeatureState[] {
    return backendFeatureKeys.map((feature) => ({
      feature,
      name: backendFeatures[feature],
      available: pathsOfFeature(feature).every((path) => !this.missing.has(path)),
    }));
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.closed || this.options.refreshMs <= 0) return;
    this.timer = setTimeout(() => void this.refresh(), this.options.refreshMs);
    this.timer.unref();
  }

  private async detect(): Promise<void> {
    const nowhere = `legacyProbe${randomBytes(6).toString('hex')}/none`;
    let unknown: RawAnswer;
    let control: RawAnswer;
    try {
      [unknown, control] = await Promise.all([
        this.options.probe(nowhere),
        this.options.probe(CONTROL_PATH),
      ]);
    } catch {
      // The back end did not answer: keep what was known; it is asked again when it is back.
      return;
    }
    const shape = answerShape(unknown, nowhere);
    if (shape === answerShape(control, CONTROL_PATH)) {
      // Without a token this back end answers a real path as it answers an unknown one: nothing
      // can be told apart by probing; calls still find missing paths as they go.
      this.unknownShape = undefined;
      return;
    }
    const missing = new Set<EndpointPath>();
    const queue = [...pathsChosenHere];
    let failed = false;
    const worker = async (): Promise<void> => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        // Closed, or the back end stopped answering: the rest of the paths are not asked.
        if (this.closed || failed) return;
        try {
          const answer = await this.options.probe(path);
          if (answerShape(answer, path) === shape) missing.add(path);
        } catch {
          failed = true;
        }
      }
    };
    await Promise.all(Array.from({ length: PROBES_AT_ONCE }, worker));
    if (failed) return;
    this.unknownShape = shape;
    this.missing.clear();
    for (const path of missing) this.missing.add(path);
  }
}

/** The answer to a call that needs a feature the back end lacks. */
export function featureUnavailable(path: EndpointPath): GraphQLError {
  const feature = featureOfPath(path);
  const message = feature ? featureUnavailableMessage(feature) : '当前后端未提供此接口';
  return new GraphQLError(message, {
    extensions: {
      code: FEATURE_UNAVAILABLE,
      status: 501,
      messages: [{ message }],
      ...(feature ? { feature } : {}),
    },
  });
}

/** True when a resolver's failure is a missing feature (an optional part then degrades to null). */
export function isFeatureUnavailable(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === FEATURE_UNAVAILABLE;
}

/**
 * An optional part of an answer (the credit beside fee lines, an order's milestones, the unread
 * count): null when the back end lacks its feature, so the rest of the answer (and the write that
 * carries it) stands. Any other failure still fails.
 */
export async function unlessUnavailable<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isFeatureUnavailable(error)) return null;
    throw error;
  }
}
