// Date, DateTime and Decimal: strict on the way in (a client gets a clear error, never a guess),
// tolerant of the back end's spellings on the way out.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { businessDate, BUSINESS_UTC_OFFSET } from '../../../../model/businessDate.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
// How a back end without time zones writes an instant; read as the company's local time (UTC+8).
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function invalid(message: string, node?: ValueNode): GraphQLError {
  return new GraphQLError(message, {
    ...(node ? { nodes: [node] } : {}),
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

// Days of each month of a common year.
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether year-month-day names a real day of the Gregorian calendar, worked out without a Date
 * (every date of every answer is checked). Years before 100 are refused, as they were when this
 * went through Date.UTC, which reads them as 19xx.
 */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] ?? 0));
}

/** True for `YYYY-MM-DD` naming a real calendar day. */
export function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** True for an ISO 8601 instant with `Z` or an offset, naming a real time. */
export function isValidDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  const [hh, mm, ss] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  return hh < 24 && mm < 60 && ss < 60 && !Number.isNaN(Date.parse(value));
}

/** True for an exact decimal written plainly: `-12`, `0.10`; no exponent, sign `+` or spaces. */
export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

/** A JS number as its exact plain decimal text (`1e-7` → `0.0000001`). */
export function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError(`不是有效的数值：${value}`);
  const text = String(value);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign = '', intPart = '', fracPart = '', expText = '0'] = m;
  const digits = intPart + fracPart;
  const point = intPart.length + Number(expText);
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + plain;
}

function serializeDate(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return businessDate(value);
  if (typeof value === 'string') {
    // The back end may add a time to a date ("2024-05-01 00:00:00").
    const day = value.trim().slice(0, 10);
    if (isValidDate(day)) return day;
  }
  throw new TypeError(`Date 无法输出：${JSON.stringify(value)}`);
}

function serializeDateTime(value: unknown): string {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    const local = LOCAL_DATE_TIME.exec(text);
    if (local) date = new Date(`${local[1]}T${local[2]}${BUSINESS_UTC_OFFSET}`);
    else if (isValidDateTime(text)) date = new Date(text);
  }
  if (!date || Number.isNaN(date.getTime())) {
    throw new TypeError(`DateTime 无法输出：${JSON.stringify(value)}`);
  }
  return date.toISOString();
}

function serializeDecimal(value: unknown): string {
  if (typeof value === 'number') return numberToDecimal(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' && isDecimal(value.trim())) return value.trim();
  throw new TypeError(`Decimal 无法输出：${JSON.stringify(value)}`);
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: serializeDate,
  parseValue(value) {
    if (typeof value === 'string' && isValidDate(value)) return value;
    throw invalid(`日期格式应为 YYYY-MM-DD：${JSON.stringify(value)}`);
  },
  parseLiteral(node) {
    if (node.kind === Kind.STRING && isValidDate(node.value)) return node.value;
    throw invalid('日期格式应为 YYYY-MM-DD', node);
  },
});

export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'An instant, ISO 8601 with offset.',
  serialize: serializeDateTime,
  parseValue(value) {
    if (typeof value === 'string' && isValidDateTime(value)) return value;
    throw invalid(`时间格式应为带时区的 ISO 8601：${JSON.stringify(value)}`);
  },
  parseLiteral(node) {
    if (node.kind === Kind.STRING && isValidDateTime(node.value)) return node.value;
    throw invalid('时间格式应为带时区的 ISO 8601', node);
  },
});

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description:
    'An exact decimal amount carried as a string (money, rates, weights); never a float.',
  serialize: serializeDecimal,
  parseValue(value) {
    if (typeof value === 'string' && isDecimal(value)) return value;
    // A whole number is exact even as a JSON number; a fraction must come as a string.
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    throw invalid(`数值应为十进制数字字符串，如 "12.50"：${JSON.stringify(value)}`);
  },
  parseLiteral(node) {
    if (node.kind === Kind.STRING && isDecimal(node.value)) return node.value;
    if (node.kind === Kind.INT) return node.value;
    throw invalid('数值应为十进制数字字符串，如 "12.50"', node);
  },
});
