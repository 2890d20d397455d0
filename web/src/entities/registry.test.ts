import { describe, expect, it } from 'vitest';
import { entities } from '../../../model/masterData/index.ts';
import { routeTable } from '../app/routes.ts';
import { entityRoute } from './entityRoute.ts';
import { basicPage, ownPages } from './pages.ts';
import { registry } from './registry.ts';

describe('the master-data registry', () => {
  it.each(entities.map((decl) => [decl.name, decl] as const))(
    '%s has the documents of its declared calls',
    (name, decl) => {
      const entry = registry.find((e) => e.decl.name === name);
      expect(entry).toBeTruthy();
      const docs = entry?.docs ?? {};
      const has = (action: (typeof decl.actions)[number]) => decl.actions.includes(action);
      expect(Boolean(docs.page)).toBe(has('pageAll'));
      expect(Boolean(docs.byId)).toBe(has('findByPK'));
      // The export of the filtered list exists for every entity with a list page.
      expect(Boolean(docs.exportLink)).toBe(has('pageAll'));
      expect(Boolean(docs.create)).toBe(has('insert'));
      expect(Boolean(docs.update)).toBe(has('update'));
      expect(Boolean(docs.remove)).toBe(has('delete'));
      expect(Boolean(docs.options)).toBe(has('listAll'));
      expect(Boolean(docs.groupOptions)).toBe(has('listGroupAll'));
      expect(Boolean(docs.setStatus)).toBe(has('updateStatus'));
      expect(Boolean(docs.validate)).toBe((decl.validations ?? []).length > 0);
      const usesDicts = [...decl.fields, ...(decl.subLists ?? []).flatMap((s) => s.fields)].some(
        (f) => f.kind === 'dict',
      );
      expect(Boolean(docs.dictionaries)).toBe(usesDicts);
      // Every document is the one generated for this entity.
      for (const doc of Object.values(docs)) {
        const op = doc.definitions[0];
        const opName = op && 'name' in op ? op.name?.value : undefined;
        expect(opName ?? '').toMatch(new RegExp(decl.typeName));
      }
    },
  );

  it('gives a list, add and view page to every entity with a route', () => {
    const routed = entities.filter((d) => d.route);
    expect(routed.length).toBeGreaterThanOrEqual(12);
    for (const decl of routed) {
      for (const sub of ['', '/add', '/view']) {
        expect(basicPage(`${decl.route}${sub}`)).toBeTruthy();
      }
    }
  });

  it('wires every /basic/* route of the route table to a page', () => {
    const basic = routeTable.filter((r) => r.path.startsWith('/basic/'));
    // 11 areas with list, add and view; supplier's menu; bizdict; column and its add page.
    expect(basic).toHaveLength(11 * 3 + 1 + 1 + 2);
    const unwired = basic.filter((r) => !r.page).map((r) => r.path);
    expect(unwired).toEqual([]);
    // Each one is a page of its own or a declared entity's page.
    const undeclared = basic
      .filter((r) => !ownPages[r.path] && !entityRoute(r.path))
      .map((r) => r.path);
    expect(undeclared).toEqual([]);
  });
});
