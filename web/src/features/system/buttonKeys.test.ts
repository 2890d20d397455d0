import { describe, expect, it } from 'vitest';
import { buttonKeyOptions } from './buttonKeys.ts';

const entries = [
  { dictName: '新增', remark: 'add' },
  { dictName: '编辑', remark: 'edit' },
  { dictName: '无标识', remark: null },
];

describe('buttonKeyOptions', () => {
  it('offers the entries’ short keys, as seeded nodes store them', () => {
    expect(buttonKeyOptions(entries, ['add'])).toEqual([
      { value: 'add', label: '新增（add）' },
      { value: 'edit', label: '编辑（edit）' },
    ]);
  });

  it('keeps a stored key the dictionary no longer has', () => {
    expect(buttonKeyOptions(entries, ['edit', 'launch']).map((o) => o.value)).toEqual([
      'add',
      'edit',
      'launch',
    ]);
    expect(buttonKeyOptions(entries, ['launch']).at(-1)?.label).toBe('launch（不在字典中）');
  });
});
