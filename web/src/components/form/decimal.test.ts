import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  decimalToCents,
  formatDecimal,
  normalizeDecimal,
  sumDecimals,
} from './decimal.ts';

describe('decimal strings', () => {
  it('adds without floating-point error', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
    expect(sumDecimals(['1234567890123456.78', '0.01', '', null])).toBe('1234567890123456.79');
    expect(sumDecimals(['-5', '2.5'])).toBe('-2.50');
  });

  it('rounds half away from zero at the scale', () => {
    expect(normalizeDecimal('1.005')).toBe('1.01');
    expect(normalizeDecimal('-1.005')).toBe('-1.01');
    expect(normalizeDecimal('2.004')).toBe('2.00');
    expect(normalizeDecimal('.5')).toBe('0.50');
    expect(normalizeDecimal('abc')).toBeNull();
    expect(normalizeDecimal('')).toBeNull();
  });

  it('formats for zh-CN with separators and two decimals', () => {
    expect(formatDecimal('1234567.5')).toBe('1,234,567.50');
    expect(formatDecimal('-1234.567')).toBe('-1,234.57');
    expect(formatDecimal('98765432109876543.21')).toBe('98,765,432,109,876,543.21');
    expect(formatDecimal(42, 0)).toBe('42');
    expect(formatDecimal(null)).toBe('');
  });

  it('groups the whole part as Intl.NumberFormat does for zh-CN', () => {
    const zh = new Intl.NumberFormat('zh-CN', { useGrouping: true });
    for (let digits = 1; digits <= 19; digits++) {
      const whole = '9876543210123456789'.slice(0, digits);
      expect(formatDecimal(`${whole}.5`)).toBe(`${zh.format(BigInt(whole))}.50`);
      expect(formatDecimal(`-${whole}`, 0)).toBe(`-${zh.format(BigInt(whole))}`);
    }
    expect(formatDecimal('0.004')).toBe('0.00');
    expect(formatDecimal('000123')).toBe('123.00');
  });

  it('converts cents exactly', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal('-5')).toBe('-0.05');
    expect(decimalToCents('19.99')).toBe('1999');
  });
});
