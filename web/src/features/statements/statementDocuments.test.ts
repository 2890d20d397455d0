import { describe, expect, it } from 'vitest';
import { statements } from '../../../../model/statements/index.ts';
import * as generated from '../../__generated__/graphql.ts';
import { statementDocuments } from './statementDocuments.ts';

describe('the documents of the reports', () => {
  it('are the generated ones of every declared report', () => {
    const all = generated as unknown as Record<string, unknown>;
    expect(Object.keys(statementDocuments).sort()).toEqual(statements.map((s) => s.key).sort());
    for (const s of statements) {
      expect(statementDocuments[s.key]?.query).toBe(all[`Statement${s.typeName}Document`]);
      expect(statementDocuments[s.key]?.exportLink).toBe(
        all[`Statement${s.typeName}ExportDocument`],
      );
    }
  });
});
