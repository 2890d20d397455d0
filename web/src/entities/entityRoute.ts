// Which declared entity, and which of its pages, a /basic/* path shows.
import { entities } from '../../../model/masterData/index.ts';

export type EntityPageKind = 'list' | 'add' | 'view';

export function entityRoute(path: string): { kind: EntityPageKind; entity: string } | undefined {
  for (const decl of entities) {
    if (!decl.route) continue;
    if (path === decl.route) return { kind: 'list', entity: decl.name };
    if (path === `${decl.route}/add`) return { kind: 'add', entity: decl.name };
    if (path === `${decl.route}/view`) return { kind: 'view', entity: decl.name };
  }
  return undefined;
}
