// The short way through the gateway for the operations it has compiled. A POST of one operation, or
// of a batch of them, whose text parses, passes the same validation as Apollo's, stays within the
// cost bounds and reads no schema (introspection) runs its compiled form at once, and an answer
// without errors is sent as Apollo sends it: the same content type and the same text. Apollo's
// pipeline (its promise chain, its plugins' hooks, its request and response objects) cost about a
// sixth of the gateway's CPU for a page of 10 clients.
//
// An answer with errors is not formatted here: the results are handed to Apollo's pipeline, whose
// executor returns them instead of running them again (`settledResult`, found by the operation's
// variables object, which Apollo passes on as it is). Errors are so worded, scrubbed of tokens and
// given their reference in one place, and nothing runs twice. Whatever is not eligible (GET,
// another body, an Accept Apollo refuses, persisted-query extensions the gateway did not fill, an
// operation that does not validate, is over the bounds or does not compile) goes through Apollo
// from the start.
import { createRequire } from 'node:module';
import Negotiator from 'negotiator';
import { OperationTypeNode } from 'graphql';
import type * as GraphQL from 'graphql';
import type {
  DocumentNode,
  ExecutionResult,
  OperationDefinitionNode,
  ValidationRule,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { GatewayContext } from '../context.ts';
import type { OperationExecutor } from './compiledExecution.ts';
import { MENTIONS_SCHEMA } from '../introspection.ts';

// The graphql instance of Apollo and of the schema (see compiledExecution.ts).
const { parse, validate, specifiedRules, getOperationAST } = createRequire(import.meta.url)(
  'graphql',
) as typeof GraphQL;

/** Apollo's media types for a single result (ApolloServer.js MEDIA_TYPES), in its order. */
const MEDIA_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** Prepared texts kept at most; the least recently used goes first. */
const MAX_PREPARED = 500;

/** Accept headers whose answer type is remembered at most. */
const MAX_ACCEPTS = 100;

interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  compiled: CompiledQuery;
}

/** A prepared text (null: not eligible) and the key it was kept by. */
interface Kept {
  readonly key: string;
  readonly prepared: Prepared | null;
}

/** One operation of the request body, as Apollo reads a POST body. */
interface Piece {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  extensions?: unknown;
}

export interface FastPathOptions {
  /** Compiles the operations (once per document) and counts their runs. */
  executor: Pick<OperationExecutor, 'schema' | 'stats' | 'compiledQuery'>;
  /** Apollo's validation rules beyond the specified ones (the same list). */
  rules: readonly ValidationRule[];
  /** Whether the cost bounds refuse the operation with these variables (Apollo then refuses it). */
  refusedByCost(
    operation: OperationDefinitionNode,
    document: DocumentNode,
    variables: Readonly<Record<string, unknown>>,
  ): boolean;
}

export interface FastAnswer {
  contentType: string;
  body: string;
}

export class FastPath {
  private readonly prepared = new Map<string, Kept>();
  /** The entry used last (already last in `prepared`). */
  private newest: Kept | undefined;
  private readonly accepts = new Map<string, string | null>();
  private readonly rules: readonly ValidationRule[];

  constructor(private readonly options: FastPathOptions) {
    this.rules = [...specifiedRules, ...options.rules];
  }

  /**
   * Runs a POST body when all of it is eligible: the answer when every operation answered
   * without errors; otherwise undefined, and then Apollo answers (with the results settled on
   * `ctx` when the operations ran).
   * `filled`: the pieces whose query the gateway took from its persisted operations.
   */
  async run(
    body: unknown,
    accept: string | undefined,
    ctx: GatewayContext,
    filled: ReadonlySet<unknown>,
  ): Promise<FastAnswer | undefined> {
    const contentType = this.contentType(accept);
    if (!contentType) return undefined;
    const batch = Array.isArray(body);
    const pieces: unknown[] = batch ? body : [body];
    if (pieces.length === 0) return undefined;
    const runs: { variables: Record<string, unknown>; prepared: Prepared; name: string }[] = [];
    for (const piece of pieces) {
      if (!isPiece(piece, filled)) return undefined;
      const prepared = this.prepare(piece.query, piece.operationName ?? undefined);
      if (!prepared) return undefined;
      // Every operation gets a variables object of its own (none means none): Apollo hands its
      // executor that same object, by which a settled result is found.
      const variables = (piece.variables ??= {});
      if (this.options.refusedByCost(prepared.operation, prepared.document, variables)) {
        return undefined;
      }
      const name = prepared.operation.name?.value ?? piece.operationName ?? '(anonymous)';
      runs.push({ variables, prepared, name });
    }
    const { stats } = this.options.executor;
    stats.compiled += runs.length;
    const results = await Promise.all(
      // Each operation gets its own shallow copy of the context, as Apollo gives it; a compiled
      // query answers at once when no resolver waits, and as a promise otherwise.
      runs.map(({ variables, prepared }) =>
        Promise.resolve(prepared.compiled.query(undefined, copyContext(ctx), variables)),
      ),
    );
    if (results.some((r) => r.errors)) {
      const settled = new WeakMap<object, ExecutionResult>();
      results.forEach((result, i) => {
        // No data: the variables did not coerce and nothing ran; Apollo words those errors itself.
        if (result.data !== undefined) settled.set(runs[i]!.variables, result);
      });
      ctx.settled = settled;
      return undefined;
    }
    stats.fast += runs.length;
    for (const { name } of runs) ctx.facts?.operations.push(name);
    // Apollo's text: each result as {errors, data, extensions} with a final line end; a batch as
    // the list of those texts.
    const texts = results.map(
      (r) => JSON.stringify({ errors: r.errors, data: r.data, extensions: r.extensions }) + '\n',
    );
    return { contentType, body: batch ? `[${texts.join(',')}]` : texts[0]! };
  }

  /** Apollo's content type for a single result, or null where Apollo would refuse the Accept. */
  private contentType(accept: string | undefined): string | null {
    if (!accept) return MEDIA_TYPES[0]!;
    let chosen = this.accepts.get(accept);
    if (chosen === undefined) {
      chosen = new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) ?? null;
      if (this.accepts.size >= MAX_ACCEPTS) this.accepts.clear();
      this.accepts.set(accept, chosen);
    }
    return chosen;
  }

  private prepare(query: string, operationName: string | undefined): Prepared | null {
    const key = `${operationName ?? ''}\n${query}`;
    const known = this.prepared.get(key);
    if (known !== undefined) {
      // Most recently used last, entered again under the key it was first kept by: this request's
      // own key string, entered in the long-lived map, would stay reachable from it until a full
      // collection (see Underway in rest/client.ts).
      if (this.newest !== known) {
        this.prepared.delete(known.key);
        this.prepared.set(known.key, known);
        this.newest = known;
      }
      return known.prepared;
    }
    const made = this.make(query, operationName);
    this.newest = { key, prepared: made };
    this.prepared.set(key, this.newest);
    if (this.prepared.size > MAX_PREPARED) {
      const oldest = this.prepared.keys().next().value;
      if (oldest !== undefined) this.prepared.delete(oldest);
    }
    return made;
  }

  private make(query: string, operationName: string | undefined): Prepared | null {
    // Schema reads are Apollo's to allow or refuse (introspection.ts).
    if (MENTIONS_SCHEMA.test(query)) return null;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return null;
    }
    if (validate(this.options.executor.schema, document, this.rules).length > 0) return null;
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return null;
    const compiled = this.options.executor.compiledQuery(document, operationName);
    return compiled ? { document, operation, compiled } : null;
  }
}

/**
 * A body piece Apollo would read as it is read here: a query text, variables as an object,
 * operationName a string, and no extensions but the persisted-query hash the gateway itself
 * answered (Apollo checks a hash sent beside a text; that check stays Apollo's).
 */
function isPiece(value: unknown, filled: ReadonlySet<unknown>): value is Piece {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const piece = value as Record<string, unknown>;
  if (typeof piece.query !== 'string') return false;
  const { variables, operationName, extensions } = piece;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return false;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return false;
  }
  return extensions === undefined || extensions === null || filled.has(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function copyContext(ctx: GatewayContext): GatewayContext {
  return Object.assign(Object.create(Object.getPrototypeOf(ctx) as object) as object, ctx);
}

/** The result the fast path already has for the operation of these variables, if any. */
export function settledResult(
  context: unknown,
  variables: Readonly<Record<string, unknown>> | undefined,
): ExecutionResult | undefined {
  const settled = (context as Partial<GatewayContext>).settled;
  return settled && variables ? settled.get(variables) : undefined;
}
