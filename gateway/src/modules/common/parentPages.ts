// A page under each parent (Client.orders, Client.openReceivables, FeeLine.history) without a call
// per parent: the parents' keys of one request are gathered and sent in one call with rest's list
// field (`clientIds`, `settlementUnits`, `ids`: rest/src/http/parents.ts), which answers each
// parent's page exactly as the call naming that parent alone would. One call per path, filter and
// page (and per 500 parents), however many parents the page of parents has.
import { MAX_PAGE_SIZE } from '../../../../model/paging.ts';
import { defineLoader } from '../../context.ts';
import type { LoaderDef } from '../../context.ts';
import type { EndpointPath } from '../../rest/endpoints.ts';

export interface ParentPageKey {
  path: EndpointPath;
  /** rest's list field naming the parents. */
  listField: string;
  /** The parent's key as rest knows it (a client's id, an order code). */
  parent: string;
  /** Everything else the call sends (filter, page number and size): the same for the batch. */
  body: Record<string, unknown>;
}

/** rest's answer for one parent. */
type ParentResult<P> =
  { key: string; outcome: 'done'; page: P } | { key: string; outcome: 'refused'; message: string };

const groupOf = (k: ParentPageKey) => `${k.path}|${k.listField}|${JSON.stringify(k.body)}`;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/**
 * A loader of parents' pages. A parent rest refuses (out of the caller's reach) answers NOT_FOUND
 * with rest's reason, as the call naming it alone does; a failed call fails its parents.
 */
export function defineParentPages<P>(name: string): LoaderDef<ParentPageKey, P> {
  return defineLoader<ParentPageKey, P>(
    name,
    async (ctx, keys) => {
      const groups = new Map<string, ParentPageKey[]>();
      for (const key of keys) {
        const group = groupOf(key);
        groups.set(group, [...(groups.get(group) ?? []), key]);
      }
      const found = new Map<string, P | Error>();
      await Promise.all(
        [...groups].map(async ([group, members]) => {
          const [first] = members;
          if (!first) return;
          const parents = [...new Set(members.map((m) => m.parent))];
          for (const part of chunks(parents, MAX_PAGE_SIZE)) {
            try {
              const answer = await ctx.rest.call<{ results: ParentResult<P>[] }>(first.path, {
                ...first.body,
                [first.listField]: part,
              });
              for (const result of answer.results) {
                found.set(
                  `${group}|${result.key}`,
                  result.outcome === 'done'
                    ? result.page
                    : ctx.rest.failure({ status: 404, data: [{ message: result.message }] }),
                );
              }
            } catch (error) {
              const failure = error instanceof Error ? error : new Error(String(error));
              for (const parent of part) found.set(`${group}|${parent}`, failure);
            }
          }
        }),
      );
      return keys.map(
        (k) => found.get(`${groupOf(k)}|${k.parent}`) ?? new Error(`接口没有答复 ${k.parent}`),
      );
    },
    (k) => `${groupOf(k)}|${k.parent}`,
  );
}
