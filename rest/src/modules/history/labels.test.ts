// History shows values as people read them, never raw codes. Generated from the history field
// declarations (model/history): every field of every kind of record must have a source of its
// words — a dictionary, a referenced record's title, a user's name, yes/no, a date or an amount
// format — and a short code kept without a dictionary (at most CODE_MAX characters: 应收状态 0/1,
// 审核状态 WTJ…) must declare the word of each of its values.
import { describe, expect, it } from 'vitest';
import { entities } from '../../../../model/masterData/index.ts';
import { historyKinds } from '../../../../model/history/index.ts';
import type { HistoryField } from '../../../../model/history/index.ts';

/** The longest stored text that is taken for a code rather than a number or a name. */
const CODE_MAX = 10;

const fields = historyKinds.flatMap((kind) =>
  kind.tables.flatMap((table) =>
    table.fields.map((field) => ({ at: `${kind.typeName} ${table.table}.${field.name}`, field })),
  ),
);

/** Why a field's values read as words, or null when nothing says. */
function labelSource(field: HistoryField): string | null {
  switch (field.kind) {
    case 'dict':
      return field.category ? `字典 ${field.category}` : null;
    case 'ref': {
      const target = entities.find((e) => e.name === field.entity);
      return target?.fields.some((x) => x.name === target.titleField)
        ? `${target.label}名称`
        : null;
    }
    case 'string':
    case 'text':
      if (field.labels) return Object.keys(field.labels).length > 0 ? '声明的代码名称' : null;
      return field.max > CODE_MAX ? '文字' : null;
    default:
      // user, flag, status, date, int, decimal, cents: names, 是/否, 启用/停用, formats.
      return field.kind;
  }
}

describe('the history field declarations', () => {
  it('cover the record kinds', () => {
    expect(fields.length).toBeGreaterThan(200);
    expect(fields.some((f) => f.field.name === 'arStatus')).toBe(true);
  });

  it.each(fields)('$at has a source of the words it shows', ({ field }) => {
    expect(labelSource(field)).not.toBeNull();
  });

  it('declare every code stored without a dictionary with its words', () => {
    const coded = fields.filter(
      (f) => (f.field.kind === 'string' || f.field.kind === 'text') && f.field.max <= CODE_MAX,
    );
    expect(coded.map((f) => f.at)).toContain('FeeLine tb_ar.approveStatus');
    for (const { at, field } of coded) {
      const labels = field.kind === 'string' || field.kind === 'text' ? field.labels : undefined;
      expect(labels, at).toBeDefined();
    }
  });
});
