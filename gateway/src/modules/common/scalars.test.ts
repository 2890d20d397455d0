import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DateScalar, DateTimeScalar, DecimalScalar, numberToDecimal } from './scalars.ts';

describe('Date', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-01',
      '2024-01-01T00:00:00Z',
      '',
      20240101,
    ]) {
      expect(() => DateScalar.parseValue(bad), String(bad)).toThrow(/YYYY-MM-DD/);
    }
    expect(DateScalar.parseLiteral({ kind: Kind.STRING, value: '2024-05-01' }, {})).toBe(
      '2024-05-01',
    );
    expect(() => DateScalar.parseLiteral({ kind: Kind.INT, value: '20240501' }, {})).toThrow();
  });

  it('serialises what the back end writes', () => {
    expect(DateScalar.serialize('2024-05-01')).toBe('2024-05-01');
    expect(DateScalar.serialize('2024-05-01 00:00:00')).toBe('2024-05-01');
    expect(() => DateScalar.serialize('yesterday')).toThrow();
  });
});

describe('DateTime', () => {
  it('needs an offset', () => {
    expect(DateTimeScalar.parseValue('2024-05-01T08:30:00+08:00')).toBe(
      '2024-05-01T08:30:00+08:00',
    );
    expect(DateTimeScalar.parseValue('2024-05-01T00:30:00.123Z')).toBe('2024-05-01T00:30:00.123Z');
    for (const bad of [
      '2024-05-01T08:30:00',
      '2024-05-01',
      '2024-05-01T25:00:00Z',
      1714521600000,
    ]) {
      expect(() => DateTimeScalar.parseValue(bad), String(bad)).toThrow(/ISO 8601/);
    }
  });

  it('serialises instants as UTC ISO, reading zone-less times as UTC+8', () => {
    expect(DateTimeScalar.serialize('2024-05-01 08:30:00')).toBe('2024-05-01T00:30:00.000Z');
    expect(DateTimeScalar.serialize('2024-05-01T08:30:00+08:00')).toBe('2024-05-01T00:30:00.000Z');
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2024, 4, 1)))).toBe(
      '2024-05-01T00:00:00.000Z',
    );
    expect(() => DateTimeScalar.serialize('soon')).toThrow();
  });
});

describe('Decimal', () => {
  it('accepts exact decimal strings and whole numbers', () => {
    expect(DecimalScalar.parseValue('12.50')).toBe('12.50');
    expect(DecimalScalar.parseValue('-0.001')).toBe('-0.001');
    expect(DecimalScalar.parseValue(42)).toBe('42');
    expect(DecimalScalar.parseLiteral({ kind: Kind.INT, value: '7' }, {})).toBe('7');
  });

  it('refuses floats and anything that is not a plain decimal', () => {
    for (const bad of [12.5, '1e3', '1.', '.5', '+1', ' 1', '1,000', 'NaN', '', '0x10']) {
      expect(() => DecimalScalar.parseValue(bad), String(bad)).toThrow(/十进制/);
    }
    expect(() => DecimalScalar.parseLiteral({ kind: Kind.FLOAT, value: '1.5' }, {})).toThrow();
  });

  it('serialises numbers from the back end as exact strings', () => {
    expect(DecimalScalar.serialize(12.5)).toBe('12.5');
    expect(DecimalScalar.serialize(0.1)).toBe('0.1');
    expect(DecimalScalar.serialize('100.00')).toBe('100.00');
    expect(numberToDecimal(1e-7)).toBe('0.0000001');
    expect(numberToDecimal(-2.5e-8)).toBe('-0.000000025');
    expect(numberToDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(() => DecimalScalar.serialize('abc')).toThrow();
    expect(() => DecimalScalar.serialize(Number.NaN)).toThrow();
  });
});
