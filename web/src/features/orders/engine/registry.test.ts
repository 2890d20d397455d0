import { describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../../model/orders/index.ts';
import { loadOrderEntry, operationNames, orderEntry } from './registry.ts';

describe('the order registry', () => {
  it('asks for a type loaded first', () => {
    expect(() => orderEntry('nothing')).toThrow('未声明的订单类型');
  });

  it.each(orderTypes.map((d) => [d.name, d] as const))(
    '%s loads the documents generated for it',
    async (name, decl) => {
      const entry = await loadOrderEntry(name);
      expect(orderEntry(name)).toBe(entry);
      const first = entry.docs.byCode.definitions[0];
      const field = first && 'selectionSet' in first ? first.selectionSet.selections[0] : undefined;
      expect(field && 'name' in field ? field.name.value : '').toBe(operationNames(decl).byCode);
      for (const doc of Object.values(entry.docs.nodeSaves)) {
        const op = doc.definitions[0];
        expect(op && 'name' in op ? op.name?.value : '').toMatch(decl.opName);
      }
    },
  );
});
