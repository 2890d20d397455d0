// Execution behind Apollo's request pipeline: operations are compiled once (graphql-jit) and run as
// plain functions; anything the compiler refuses runs through standard graphql-js execution.
// Apollo still parses, validates, bounds, formats errors and sends the answer either way, so the
// two paths answer the same JSON (compiledExecution.test.ts compares them on the web's operations).
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { createRequire } from 'node:module';
import { Kind, OperationTypeNode } from 'graphql';
import type * as GraphQL from 'graphql';
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayContext } from '../context.ts';
import { settledResult } from './fastPath.ts';

// The graphql instance Apollo and graphql-jit load: a test runner may hand this file the ESM build,
// whose errors Apollo would not recognise as GraphQL errors.
const { execute } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

type GatewayInterface = ApolloServerOptionsWithGateway<GatewayContext>['gateway'];
type LoadResult = Awaited<ReturnType<GatewayInterface['load']>>;
type Executor = NonNullable<LoadResult['executor']>;
type ExecutorRequest = Parameters<Executor>[0];

export interface ExecutionStats {
  compiled: number;
  standard: number;
  /** Operations the compiler refused (they keep running through standard execution). */
  refused: number;
  /** Operations answered by the fast path (fastPath.ts), counted in `compiled` too. */
  fast: number;
}

/** Compiled operations kept at most; the least recently used goes first. */
const MAX_COMPILED = 500;

export class OperationExecutor {
  readonly stats: ExecutionStats = { compiled: 0, standard: 0, refused: 0, fast: 0 };
  // Keyed by the parsed document, which Apollo's document store hands out once per query text.
  private readonly cache = new Map<DocumentNode, Map<string, CompiledQuery | null>>();

  constructor(
    readonly schema: GraphQLSchema,
    private readonly compile: boolean,
  ) {}

  run(
    document: DocumentNode,
    operationName: string | null | undefined,
    contextValue: unknown,
    variables: Record<string, unknown> | undefined,
  ): Promise<ExecutionResult> | ExecutionResult {
    const compiled = this.compile ? this.compiledQuery(document, operationName ?? undefined) : null;
    if (compiled) {
      const result = compiled.query(undefined, contextValue, variables ?? {});
      // No data at all means the operation stopped before any resolver ran (variables that do not
      // coerce): standard execution words those errors as clients know them, at no risk of a
      // second side effect.
      if (result instanceof Promise) {
        this.stats.compiled += 1;
        return result;
      }
      if (result.data !== undefined) {
        this.stats.compiled += 1;
        return result;
      }
    }
    this.stats.standard += 1;
    return execute({
      schema: this.schema,
      document,
      contextValue,
      variableValues: variables,
      operationName: operationName ?? undefined,
    });
  }

  /** The operation's compiled form (made once per document), or null where it does not compile. */
  compiledQuery(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    let byName = this.cache.get(document);
    if (byName) {
      // Most recently used last.
      this.cache.delete(document);
      this.cache.set(document, byName);
    } else {
      byName = new Map();
      this.cache.set(document, byName);
      if (this.cache.size > MAX_COMPILED) {
        const oldest = this.cache.keys().next().value;
        if (oldest) this.cache.delete(oldest);
      }
    }
    const key = operationName ?? '';
    if (byName.has(key)) return byName.get(key) ?? null;
    let compiled: CompiledQuery | null = null;
    try {
      const result = compileQuery(this.schema, document, operationName, {
        disablingCapturingStackErrors: true,
      });
      if (isCompiledQuery(result) && isQueryOrMutation(document, operationName)) compiled = result;
    } catch {
      compiled = null;
    }
    if (!compiled) this.stats.refused += 1;
    byName.set(key, compiled);
    return compiled;
  }
}

function isQueryOrMutation(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  return (
    operation?.kind === Kind.OPERATION_DEFINITION &&
    operation.operation !== OperationTypeNode.SUBSCRIPTION
  );
}

/**
 * Apollo's gateway hook used for a local schema: Apollo keeps its whole pipeline and hands the
 * execution step to `executor`.
 */
export function localGateway(executor: OperationExecutor): GatewayInterface {
  let listener: Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0] | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      listener = callback;
      return () => {
        listener = undefined;
      };
    },
    load() {
      listener?.({ apiSchema: executor.schema, coreSupergraphSdl: '' });
      const run: Executor = (request: ExecutorRequest) => {
        // What the fast path already ran for this operation of the request: not run again.
        const settled = settledResult(request.context, request.request.variables);
        if (settled) return Promise.resolve(settled);
        return Promise.resolve(
          executor.run(
            request.document,
            request.request.operationName ?? request.operationName,
            request.context,
            request.request.variables,
          ),
        );
      };
      return Promise.resolve({ executor: run });
    },
    stop: () => Promise.resolve(),
  };
}
