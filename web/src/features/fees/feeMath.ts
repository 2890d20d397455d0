import { fromScaled, toScaled } from '../../components/form/decimal.ts';

/** The FYBZ code of 人民币, the currency every total is converted to. */
export const cnyCurrency = '3';

function fractionDigits(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * a × b at `scale` decimals, rounded half away from zero as the back end rounds money; exact for
 * any length of input (BigInt units, never floats). Null when either is not a number.
 */
export function multiplyDecimals(a: string, b: string, scale = 2): string | null {
  const left = a.trim().replace(/,/g, '');
  const right = b.trim().replace(/,/g, '');
  const leftScale = fractionDigits(left);
  const rightScale = fractionDigits(right);
  const x = toScaled(left, leftScale);
  const y = toScaled(right, rightScale);
  if (x === null || y === null) return null;
  const product = x * y;
  const productScale = leftScale + rightScale;
  if (productScale <= scale)
    return fromScaled(product * 10n ** BigInt(scale - productScale), scale);
  const divisor = 10n ** BigInt(productScale - scale);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let rounded = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) rounded += 1n;
  return fromScaled(negative ? -rounded : rounded, scale);
}

/** What the totals need of a line: its money, currency and rate to CNY (blank when unknown). */
export interface MoneyLine {
  money: string | null;
  currency: string;
  currencyName?: string;
  exchangeRate: string;
  /** The server's CNY money of a stored, unchanged line. */
  cnyMoney?: string;
}

export interface CurrencyTotalRow {
  currency: string;
  currencyName: string;
  receivable: string;
  payable: string;
  /** receivable − payable in this currency. */
  amount: string;
}

export interface FeeTotalsView {
  byCurrency: CurrencyTotalRow[];
  receivableCny: string;
  payableCny: string;
  profitCny: string;
  /** Lines left out of the CNY totals because their rate is not known yet. */
  missingRates: number;
}

/** A line's money in CNY (rounded to cents), null when its rate is unknown. */
export function cnyMoneyOf(line: MoneyLine): string | null {
  if (line.money === null) return null;
  if (line.cnyMoney !== undefined) return line.cnyMoney;
  if (line.currency === cnyCurrency) return line.money;
  if (line.exchangeRate.trim() === '') return null;
  return multiplyDecimals(line.money, line.exchangeRate, 2);
}

/** Totals per currency, in CNY and the profit (receivable − payable), exactly. */
export function feeTotals(
  receivables: readonly MoneyLine[],
  payables: readonly MoneyLine[],
): FeeTotalsView {
  const perCurrency = new Map<string, { name: string; receivable: bigint; payable: bigint }>();
  let receivableCny = 0n;
  let payableCny = 0n;
  let missingRates = 0;
  const add = (line: MoneyLine, side: 'receivable' | 'payable') => {
    if (line.money === null) return;
    const units = toScaled(line.money, 2) ?? 0n;
    const entry = perCurrency.get(line.currency) ?? {
      name: line.currencyName ?? line.currency,
      receivable: 0n,
      payable: 0n,
    };
    entry[side] += units;
    perCurrency.set(line.currency, entry);
    const cny = cnyMoneyOf(line);
    if (cny === null) {
      missingRates += 1;
      return;
    }
    const cnyUnits = toScaled(cny, 2) ?? 0n;
    if (side === 'receivable') receivableCny += cnyUnits;
    else payableCny += cnyUnits;
  };
  for (const line of receivables) add(line, 'receivable');
  for (const line of payables) add(line, 'payable');
  const byCurrency = [...perCurrency.entries()]
    .sort(([a], [b]) => (a === cnyCurrency ? -1 : b === cnyCurrency ? 1 : a.localeCompare(b)))
    .map(([currency, t]) => ({
      currency,
      currencyName: t.name,
      receivable: fromScaled(t.receivable, 2),
      payable: fromScaled(t.payable, 2),
      amount: fromScaled(t.receivable - t.payable, 2),
    }));
  return {
    byCurrency,
    receivableCny: fromScaled(receivableCny, 2),
    payableCny: fromScaled(payableCny, 2),
    profitCny: fromScaled(receivableCny - payableCny, 2),
    missingRates,
  };
}
