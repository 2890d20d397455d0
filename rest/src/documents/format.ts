// Values as a document shows them. Money stays exact: amounts arrive as decimal strings and are
// rounded and summed with integers, never through a float.
import { businessDate, businessDateTime } from '../../../model/businessDate.ts';
import type { ValueKind } from './types.ts';

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d+))?\s*$/;

/** A decimal as an integer of 10^-scale units (half away from zero); null when not a number. */
export function toScaled(value: unknown, scale: number): bigint | null {
  let text: string;
  if (typeof value === 'bigint') return value * 10n ** BigInt(scale);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = value.toFixed(Math.min(20, scale + 2));
  } else if (typeof value === 'string') text = value;
  else return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const padded = fraction.padEnd(scale + 1, '0');
  let units = BigInt(whole + padded.slice(0, scale));
  if (Number(padded[scale] ?? '0') >= 5) units += 1n;
  return minus && units !== 0n ? -units : units;
}

/** An integer of 10^-scale units as decimal text, optionally with thousands separators. */
export function fromScaled(units: bigint, scale: number, separators: boolean): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  let whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  if (separators) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Sum of decimals, exact, as text with `scale` decimals (no separators). */
export function sumDecimals(values: readonly unknown[], scale = 2): string {
  let total = 0n;
  for (const value of values) total += toScaled(value, scale) ?? 0n;
  return fromScaled(total, scale, false);
}

/** YYYY-MM-DD; a Date is read in the company's time zone. */
export function formatDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : businessDate(value);
  if (typeof value === 'string') {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
    if (day) return day[0];
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : businessDate(parsed);
  }
  return '';
}

/** YYYY-MM-DD HH:mm in the company's time zone (打印时间). */
export function formatDateTime(value: Date): string {
  return businessDateTime(value);
}

function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return formatDate(value);
  return JSON.stringify(value);
}

/** The text a cell or field shows. */
export function formatValue(value: unknown, kind: ValueKind = 'text'): string {
  if (value === undefined || value === null || value === '') return '';
  switch (kind) {
    case 'money': {
      const units = toScaled(value, 2);
      return units === null ? plainText(value) : fromScaled(units, 2, true);
    }
    case 'number': {
      if (typeof value === 'number') return String(value);
      const text = plainText(value).trim();
      return DECIMAL.test(text) ? text.replace(/^(-?)0+(?=\d)/, '$1') : text;
    }
    case 'date':
      return formatDate(value);
    default:
      return plainText(value);
  }
}

/** The number Excel keeps for money and number cells; null when the value is not numeric. */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return null;
}

export function isNumericKind(kind: ValueKind | undefined): boolean {
  return kind === 'money' || kind === 'number';
}

function fractionDigits(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const match = DECIMAL.exec(text);
  return Math.min(6, match?.[3]?.length ?? 0);
}

/**
 * The totals row of a table: the label in the first column, each summed column's exact sum
 * (money with 2 decimals, numbers with as many decimals as their longest value).
 */
export function totalsRow(table: {
  columns: readonly { key: string; kind?: ValueKind }[];
  rows: readonly Readonly<Record<string, unknown>>[];
  totals?: { label?: string; sum: string[] };
}): Record<string, unknown> | null {
  if (!table.totals) return null;
  const row: Record<string, unknown> = {};
  const first = table.columns[0];
  if (first) row[first.key] = table.totals.label ?? '合计';
  for (const key of table.totals.sum) {
    const column = table.columns.find((c) => c.key === key);
    const values = table.rows.map((r) => r[key]);
    const scale =
      column?.kind === 'money' ? 2 : Math.max(0, ...values.map((v) => fractionDigits(v)));
    row[key] = sumDecimals(values, scale);
  }
  return row;
}
