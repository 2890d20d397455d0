// The answer of rest's bulk calls (rest http/bulk.ts) as GraphQL's BulkResult.
import type { BulkResult, BulkRowOutcome } from '../../__generated__/resolvers-types.ts';

export interface RestBulkAnswer {
  total: number;
  done: number;
  unchanged: number;
  refused: number;
  results: { key: string; outcome: 'done' | 'unchanged' | 'refused'; message?: string }[];
}

const OUTCOME: Record<RestBulkAnswer['results'][number]['outcome'], BulkRowOutcome> = {
  done: 'DONE',
  unchanged: 'UNCHANGED',
  refused: 'REFUSED',
};

/** `keyOf` turns rest's key of a row into its GraphQL id (a fee line's AR-7). */
export function toBulkResult(
  answer: RestBulkAnswer,
  keyOf: (key: string) => string = (key) => key,
): BulkResult {
  return {
    total: answer.total,
    done: answer.done,
    unchanged: answer.unchanged,
    refused: answer.refused,
    results: answer.results.map((r) => ({
      key: keyOf(String(r.key)),
      outcome: OUTCOME[r.outcome],
      message: r.message ?? null,
    })),
  };
}
