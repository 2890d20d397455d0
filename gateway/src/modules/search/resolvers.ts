// Find anything: one REST call (tbSearch/search) answering every kind's hits; the view page of
// each hit from the kind's declaration (model/search).
import type { Resolvers, SearchKind, SearchResult } from '../../__generated__/resolvers-types.ts';
import { searchHitPath, searchKinds } from '../../../../model/search/index.ts';

interface RestSearchGroup {
  kind: string;
  label: string;
  hits: { key: string; title: string; detail: string | null; field: string; value: string }[];
}

/** oceanExportLading → OCEAN_EXPORT_LADING. */
export function searchKindEnum(kind: string): SearchKind {
  return kind.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase() as SearchKind;
}

const known = new Set(searchKinds.map((k) => k.kind));

export const resolvers: Resolvers = {
  Query: {
    search: async (_parent, { text, limit }, ctx): Promise<SearchResult> => {
      const answer = await ctx.rest.call<{ text: string; groups: RestSearchGroup[] }>(
        'tbSearch/search',
        { text, limit: limit ?? undefined },
      );
      return {
        text: answer.text,
        groups: answer.groups
          .filter((g) => known.has(g.kind))
          .map((g) => ({
            kind: searchKindEnum(g.kind),
            label: g.label,
            hits: g.hits.map((h) => ({
              ...h,
              kind: searchKindEnum(g.kind),
              viewPath: searchHitPath(g.kind, h.key),
            })),
          })),
      };
    },
  },
};
