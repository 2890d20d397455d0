import type { ComponentType } from 'react';
import { EntityFormPage } from './EntityFormPage.tsx';
import { EntityListPage } from './EntityListPage.tsx';
import { EntityViewPage } from './EntityViewPage.tsx';
import { entityRoute } from './entityRoute.ts';
import type { EntityPageKind } from './entityRoute.ts';

export type { EntityPageKind };

const made = new Map<string, ComponentType>();

/** The route page of an entity: one stable component per (kind, entity). */
export function entityPage(kind: EntityPageKind, entity: string): ComponentType {
  const key = `${kind}:${entity}`;
  let page = made.get(key);
  if (!page) {
    if (kind === 'list') page = () => <EntityListPage entity={entity} />;
    else if (kind === 'add') page = () => <EntityFormPage entity={entity} />;
    else page = () => <EntityViewPage entity={entity} />;
    page.displayName = `${entity}-${kind}`;
    made.set(key, page);
  }
  return page;
}

/** The route page of a /basic/* path of a declared entity. */
export function entityPageAt(path: string): ComponentType {
  const found = entityRoute(path);
  if (!found) throw new Error(`${path} 不是已声明的基础资料页面`);
  return entityPage(found.kind, found.entity);
}
