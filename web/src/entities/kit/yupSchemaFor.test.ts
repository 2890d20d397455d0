import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { f } from '../../../../model/masterData/define.ts';
import { patternMessage } from '../../../../model/masterData/patterns.ts';
import type { PatternName } from '../../../../model/masterData/patterns.ts';
import type { SubList } from '../../../../model/masterData/types.ts';
import { yupSchemaFor } from './yupSchemaFor.ts';

/** The message of the first failure of `value` for a one-field schema, or null when it passes. */
function messageFor(field: Parameters<typeof yupSchemaFor>[0][number], value: unknown) {
  try {
    yupSchemaFor([field]).validateSync({ [field.name]: value });
    return null;
  } catch (error) {
    return (error as ValidationError).errors[0] ?? null;
  }
}

const patternCases: [PatternName, string, string][] = [
  ['url', 'https://example.cn', 'ftp://example.cn'],
  ['phone', '13800000000', '1380000'],
  ['phoneOrFax', '021-5555-1234', '021 5555'],
  ['alnum', 'AB12', 'AB-12'],
  ['digits', '0123', '12a'],
  ['email', 'ops@example.cn', 'ops@example'],
  ['weekdays', '1,3,5', '1,8'],
];

describe('yupSchemaFor', () => {
  it.each(patternCases)('checks the %s pattern with its message', (pattern, good, bad) => {
    const field = f.string('value', '号码', 100, { pattern });
    expect(messageFor(field, good)).toBeNull();
    expect(messageFor(field, bad)).toBe(patternMessage(pattern, '号码'));
    // An empty optional value never reaches the pattern.
    expect(messageFor(field, '')).toBeNull();
  });

  it('says 请输入 for typed fields and 请选择 for chosen ones', () => {
    expect(messageFor(f.string('customerName', '客户名称', 100, { required: true }), '')).toBe(
      '请输入客户名称',
    );
    expect(messageFor(f.int('accountPeriod', '账期', { required: true }), '')).toBe('请输入账期');
    expect(messageFor(f.dict('invoiceType', '发票类型', 'FPLX', { required: true }), '')).toBe(
      '请选择发票类型',
    );
    expect(messageFor(f.ref('routeId', '航线', 'route', { required: true }), null)).toBe(
      '请选择航线',
    );
    expect(
      messageFor(f.dict('types', '类型', 'GSLX', { required: true, multiple: true }), []),
    ).toBe('请选择类型');
  });

  it('takes a date as rest does: a real day within 1900-01-01..2100-12-31', () => {
    const end = f.date('endDate', '结束日期');
    expect(messageFor(end, '2026-05-31')).toBeNull();
    expect(messageFor(end, '1900-01-01')).toBeNull();
    expect(messageFor(end, '2100-12-31')).toBeNull();
    expect(messageFor(end, '')).toBeNull();
    expect(messageFor(end, '9999-12-31')).toBe('结束日期应在 1900-01-01 至 2100-12-31 之间');
    expect(messageFor(end, '1899-12-31')).toBe('结束日期应在 1900-01-01 至 2100-12-31 之间');
    expect(messageFor(end, '2026-02-30')).toBe('结束日期格式应为 YYYY-MM-DD');
  });

  it('limits lengths and numbers', () => {
    expect(messageFor(f.string('alias', '简称', 5), '一二三四五六')).toBe('简称不能超过5个字符');
    expect(messageFor(f.int('accountPeriod', '账期', { min: 0, max: 365 }), 400)).toBe(
      '账期不能大于365',
    );
    expect(messageFor(f.int('accountPeriod', '账期'), 1.5)).toBe('账期必须是整数');
    const rate = f.decimal('taxRate', '税率', 5, 2, { min: '0', max: '100' });
    expect(messageFor(rate, '13.5')).toBeNull();
    expect(messageFor(rate, '13.555')).toBe('税率最多2位小数');
    expect(messageFor(rate, '100.01')).toBe('税率不能大于100');
    expect(messageFor(rate, 'abc')).toBe('税率必须是数字');
    expect(messageFor(f.cents('fee', '费用', { min: 0 }), '-0.01')).toBe('费用不能小于0.00');
  });

  it('checks sub-list rows and their number', () => {
    const contacts: SubList = {
      name: 'contacts',
      label: '联系人',
      typeName: 'Contact',
      table: 'contact',
      max: 1,
      fields: [f.string('contactTel', '联系电话', 20, { required: true, pattern: 'phoneOrFax' })],
    };
    const schema = yupSchemaFor([], [contacts]);
    const errors = (rows: unknown[]) => {
      try {
        schema.validateSync({ contacts: rows }, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as ValidationError).errors;
      }
    };
    expect(errors([{ contactTel: '021-1234567' }])).toEqual([]);
    expect(errors([{ contactTel: '' }])).toEqual(['请输入联系电话']);
    expect(errors([{ contactTel: '021-1234567' }, { contactTel: 'x' }])).toEqual([
      '联系电话应为7到20位数字或连字符',
      '联系人最多1条',
    ]);
  });
});
