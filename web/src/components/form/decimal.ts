// Money and decimals travel as strings (the Decimal scalar). Arithmetic here works on BigInt
// units of 10^-scale so that '0.1' + '0.2' is exactly '0.30', never 0.30000000000000004.

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** True for a plain decimal literal such as '12', '-3.5', '.25' (no exponent, no separators). */
export function isDecimalText(text: string): boolean {
  const m = decimalPattern.exec(text.trim());
  return m !== null && ((m[2] ?? '') !== '' || (m[3] ?? '') !== '');
}

/**
 * The value in units of 10^-scale, rounded half away from zero; null when the text is not a
 * decimal literal. Empty text is null too.
 */
export function toScaled(text: string, scale: number): bigint | null {
  const m = decimalPattern.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  const whole = m[2] ?? '';
  const fraction = m[3] ?? '';
  if (whole === '' && fraction === '') return null;
  const kept = fraction.padEnd(scale + 1, '0');
  let units = BigInt((whole || '0') + kept.slice(0, scale)) * 10n;
  units += BigInt(kept.charAt(scale));
  // Half away from zero: the first dropped digit alone decides.
  let scaled = units / 10n;
  if (units % 10n >= 5n) scaled += 1n;
  return m[1] === '-' ? -scaled : scaled;
}

/** Units of 10^-scale back to a plain string with exactly `scale` decimals ('-1234.50'). */
export function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  const body = scale > 0 ? `${whole}.${fraction}` : whole;
  return negative && units !== 0n ? `-${body}` : body;
}

/** A decimal literal rewritten with exactly `scale` decimals; null when it is not a number. */
export function normalizeDecimal(text: string, scale = 2): string | null {
  const units = toScaled(text, scale);
  return units === null ? null : fromScaled(units, scale);
}

/** The exact sum of decimal strings at `scale` decimals; blanks count as zero. */
export function sumDecimals(values: readonly (string | null | undefined)[], scale = 2): string {
  let total = 0n;
  for (const value of values) {
    if (value === null || value === undefined || value.trim() === '') continue;
    const units = toScaled(value, scale);
    if (units === null) throw new Error(`不是有效的数字：${value}`);
    total += units;
  }
  return fromScaled(total, scale);
}

/** Cents (the fee price list keeps integers of cents) as a yuan amount with two decimals. */
export function centsToDecimal(cents: string | number): string {
  return fromScaled(BigInt(cents), 2);
}

/** A yuan amount as integer cents, rounded half away from zero; null when not a number. */
export function decimalToCents(text: string): string | null {
  const units = toScaled(text, 2);
  return units === null ? null : units.toString();
}

/**
 * A whole number's digits in groups of three, as zh-CN writes them ('1234567' → '1,234,567'): by
 * hand rather than Intl.NumberFormat, whose first use loads the locale's data, some 20 ms of
 * every page load that shows an amount.
 */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A decimal string for display: zh-CN thousands separators and exactly `scale` decimals
 * ('1234567.5' → '1,234,567.50'). Numbers are accepted for counts; text that is not a number is
 * shown as it came.
 */
export function formatDecimal(value: string | number | null | undefined, scale = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? numberToPlainText(value) : value;
  const units = toScaled(text, scale);
  if (units === null) return String(value);
  const plain = fromScaled(units, scale);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction] = (negative ? plain.slice(1) : plain).split('.');
  return `${negative ? '-' : ''}${grouped(whole)}${fraction !== undefined ? `.${fraction}` : ''}`;
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // toString switches to exponent form outside 1e-7..1e21; toFixed keeps a plain literal.
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/0+$/, '') : text;
}
