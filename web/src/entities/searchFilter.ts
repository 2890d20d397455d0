// A list's request filter of its search texts, apart from the rest of the conversions: the reads
// a page sends before its code has loaded build it too.
import type { SearchFieldSpec } from './kit/searchSpecs.ts';

type Values = Record<string, unknown>;

export function recordStatus(yn: string): 'ACTIVE' | 'INACTIVE' {
  return yn === 'N' ? 'INACTIVE' : 'ACTIVE';
}

/** The list query's filter of the search form's texts; empty filters are left out. */
export function filterOfSearch(specs: readonly SearchFieldSpec[], search: Values): Values {
  const filter: Values = {};
  for (const { name, field } of specs) {
    const raw = search[name];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const text = raw.trim();
    if (field.kind === 'status') filter[name] = recordStatus(text);
    else if (field.kind === 'flag') filter[name] = text === (field.values ?? ['Y', 'N'])[0];
    else filter[name] = text;
  }
  return filter;
}
