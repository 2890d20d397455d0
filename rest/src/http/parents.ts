// Several parents' pages in one call: a report that walks a page of clients asks every client's
// orders at once. A list field beside the single one (`clientIds` beside `clientId`) answers
// `{results: [{key, outcome: 'done', page}]}` in the keys' order, each page exactly what the call
// with the single field answers for that key (the same filter, page number and size). A key the
// caller may not reach is `refused` with the single call's reason, as a bulk call's row is
// (http/bulk.ts): the others still answer.
import { MAX_PAGE_SIZE } from '../../../model/paging.ts';
import { readList } from '../modules/masterData/validate.ts';
import type { Body } from './body.ts';
import { DomainError, fail } from './errors.ts';

/** The most parents one call may name (a page of parents at its largest). */
export const MAX_PARENTS = MAX_PAGE_SIZE;

export type ParentResult<P> =
  { key: string; outcome: 'done'; page: P } | { key: string; outcome: 'refused'; message: string };

/**
 * The keys of the list field (ids, or codes), once each in the order given; undefined when the
 * call does not name the field (it asks for one parent, the single form).
 */
export function parentKeys(
  body: Body,
  field: string,
  keyType: 'int' | 'code',
  label: string,
): string[] | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null) return undefined;
  const list = readList(raw);
  if (!list || list.length === 0) throw fail.badRequest(`请指定${label}`, field);
  if (list.length > MAX_PARENTS) {
    throw fail.badRequest(`一次最多查询 ${MAX_PARENTS} 个${label}`, field);
  }
  const keys: string[] = [];
  for (const item of list) {
    const key = typeof item === 'number' || typeof item === 'string' ? String(item).trim() : '';
    const valid = keyType === 'int' ? /^\d{1,15}$/.test(key) : key !== '' && key.length <= 50;
    if (!valid) throw fail.badRequest(`${label}编号格式不正确`, field);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * Each key's page, one after the other (a PGlite database has one connection). A key `refused`
 * beforehand (out of reach), or whose page answers 404, is refused with its reason; any other
 * failure fails the call.
 */
export async function pagesOfParents<P>(
  keys: readonly string[],
  page: (key: string) => Promise<P>,
  refused: ReadonlyMap<string, string> = new Map(),
): Promise<{ results: ParentResult<P>[] }> {
  const results: ParentResult<P>[] = [];
  for (const key of keys) {
    const reason = refused.get(key);
    if (reason !== undefined) {
      results.push({ key, outcome: 'refused', message: reason });
      continue;
    }
    try {
      results.push({ key, outcome: 'done', page: await page(key) });
    } catch (error) {
      if (!(error instanceof DomainError) || error.status !== 404) throw error;
      const message = error.messages.map((m) => m.message).join('；');
      results.push({ key, outcome: 'refused', message });
    }
  }
  return { results };
}
