import { dateProblem } from '../../../model/calendarDate.ts';
import { FIRST_PAGE, MAX_PAGE_SIZE } from '../../../model/paging.ts';
import { DomainError, MESSAGES, fail } from './errors.ts';
import { checkJsonText, checkRequestValue } from './inputText.ts';

/** A parsed request body: form fields are strings, JSON fields anything; `''` already removed. */
export type Body = Readonly<Record<string, unknown>>;

const badFormat = (): DomainError => new DomainError(400, { message: MESSAGES.badFormat });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `''` means absent: drop such fields, in nested objects too. */
export function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === '' || item === undefined) continue;
    out[key] = normalise(item);
  }
  return out;
}

/**
 * application/x-www-form-urlencoded; a repeated key becomes a list. Bad %-escapes are malformed;
 * fields must be storable text, and JSON carried in a field not too deep (inputText.ts).
 */
export function parseFormBody(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (text.trim() === '') return out;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw badFormat();
    }
    if (key === '' || key === '__proto__') continue;
    const previous = out[key];
    if (previous === undefined) out[key] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else out[key] = [previous, value];
  }
  checkRequestValue(out);
  return out;
}

/** A JSON body must be an object, storable and not too deep (inputText.ts); an empty body is `{}`. */
export function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  checkJsonText(text, undefined, { escapes: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badFormat();
  }
  if (!isPlainObject(parsed)) throw badFormat();
  checkRequestValue(parsed);
  return parsed;
}

/** Clients that send no content type: sniff JSON, else treat as a form. */
export function parseUnknownBody(text: string): Record<string, unknown> {
  const trimmed = text.trimStart();
  return trimmed.startsWith('{') || trimmed.startsWith('[')
    ? parseJsonBody(text)
    : parseFormBody(text);
}

function fieldError(name: string, message?: string): DomainError {
  return fail.badRequest(message ?? `参数 ${name} 格式错误`, name);
}

/** A text field; numbers and booleans from JSON bodies are accepted as their text. */
export function str(body: Body, name: string, message?: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw fieldError(name, message);
}

export function requireStr(body: Body, name: string, missingMessage: string): string {
  const value = str(body, name);
  if (value === undefined || value.trim() === '') throw fail.badRequest(missingMessage, name);
  return value;
}

/** An integer field (JSON number or its text). */
export function int(body: Body, name: string, message?: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  const num =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(num)) throw fieldError(name, message);
  return num;
}

export function requireInt(
  body: Body,
  name: string,
  missingMessage: string,
  badMessage?: string,
): number {
  const value = int(body, name, badMessage);
  if (value === undefined) throw fail.badRequest(missingMessage, name);
  return value;
}

/**
 * A date as a request gives it (YYYY-MM-DD, or an ISO date-time read by its day), checked: a real
 * day within 1900-01-01..2100-12-31 (model/calendarDate.ts). Every date a request carries is read
 * here or by the declarations' field reader (masterData/validate.ts), which shares the check.
 * Answers the problem in Chinese, or the day.
 */
export function readDate(value: string, label: string): { day: string } | { problem: string } {
  const text = value.trim();
  const day = /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
  const problem = dateProblem(day, label);
  return problem === undefined ? { day } : { problem };
}

/** An optional date field; 400 on the field when it is no date or out of range. */
export function dateField(body: Body, name: string, label: string): string | undefined {
  const value = str(body, name);
  if (value === undefined || value.trim() === '') return undefined;
  const read = readDate(value, label);
  if ('problem' in read) throw fail.badRequest(read.problem, name);
  return read.day;
}

/**
 * A nested list/object: a JSON string in form bodies (`vehicleJson`), the value itself in JSON
 * bodies. Malformed JSON answers 400 on that field.
 */
export function jsonField<T = unknown>(body: Body, name: string, message?: string): T | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return normalise(value) as T;
  try {
    return normalise(JSON.parse(value)) as T;
  } catch {
    throw fieldError(name, message);
  }
}

export interface PageRequest {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export { MAX_PAGE_SIZE };

/** `pageIndex` or `pageNum` (1-based, default 1) and `pageSize` (default 10, at most 500). */
export function pageOf(body: Body, defaultPageSize = 10): PageRequest {
  const pageNum = Math.max(
    FIRST_PAGE,
    int(body, 'pageNum') ?? int(body, 'pageIndex') ?? FIRST_PAGE,
  );
  const requested = int(body, 'pageSize') ?? defaultPageSize;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, requested));
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

export interface Page<T> {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
}

export function pageResult<T>(list: T[], total: number, page: PageRequest): Page<T> {
  return { list, pageNum: page.pageNum, pageSize: page.pageSize, total };
}
