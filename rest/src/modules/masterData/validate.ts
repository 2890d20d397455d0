// Turns a request body into column values by the entity's declaration: every declared rule is
// checked here, with a Chinese message naming the field. Checks against stored data (codes,
// references, uniqueness) come after, in the engine.
import { patternMessage, patterns } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field, SubList } from '../../../../model/masterData/index.ts';
import { readDate, type Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';

export type Values = Record<string, unknown>;

export interface Parsed {
  /** Field name → value as stored (absent fields of an update are left out). */
  values: Values;
  /** Sub-list name → rows; absent when the request did not send the list (update keeps it). */
  subs: Record<string, Values[]>;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function missingMessage(field: Field): string {
  const pick = ['dict', 'ref', 'user', 'flag', 'status', 'date'].includes(field.kind);
  return `${pick ? '请选择' : '请输入'}${field.label}`;
}

export function flagValues(field: Field): readonly [string, string] {
  return field.kind === 'flag' && field.values ? field.values : ['Y', 'N'];
}

/** Reads a flag in any spelling a client may send (true, 'Y', '1'). */
export function readFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'Y' || value === 'y' || value === '1' || value === 1) return true;
  if (value === false || value === 'N' || value === 'n' || value === '0' || value === 0) {
    return false;
  }
  return undefined;
}

/** A list sent as an array, a JSON array text (form bodies) or comma-separated text. */
export function readList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? (parsed as unknown[]) : undefined;
      } catch {
        return undefined;
      }
    }
    return text === '' ? [] : text.split(',').map((s) => s.trim());
  }
  if (typeof value === 'number') return [value];
  return undefined;
}

/** One value of a field, checked; throws 400 on the field. */
export function parseValue(field: Field, raw: unknown, at: string, prefix = ''): unknown {
  const bad = (message: string) => fail.badRequest(prefix + message, at);
  const label = field.label;
  switch (field.kind) {
    case 'string':
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') throw bad(`${label}格式不正确`);
      const text = String(raw).trim();
      if (text === '') return null;
      if (text.length > field.max) throw bad(`${label}最多${field.max}个字符`);
      if (field.min !== undefined && text.length < field.min) {
        throw bad(
          field.min === field.max ? `${label}应为${field.min}位` : `${label}至少${field.min}个字符`,
        );
      }
      if (field.pattern && !patterns[field.pattern].regex.test(text)) {
        throw bad(patternMessage(field.pattern, label));
      }
      return text;
    }
    case 'int': {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw bad(`${label}应为整数`);
      if (
        (field.min !== undefined && n < field.min) ||
        (field.max !== undefined && n > field.max)
      ) {
        throw bad(`${label}应在${field.min ?? '-∞'}到${field.max ?? '∞'}之间`);
      }
      return n;
    }
    case 'decimal': {
      const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
      if (typeof text !== 'string' || !DECIMAL.test(text.trim())) {
        throw bad(`${label}应为数字`);
      }
      const value = text.trim();
      const [whole = '', fraction = ''] = value.replace('-', '').split('.');
      if (fraction.length > field.scale) throw bad(`${label}最多${field.scale}位小数`);
      if (whole.replace(/^0+/, '').length > field.precision - field.scale) {
        throw bad(`${label}超出范围`);
      }
      const n = Number(value);
      if (field.min !== undefined && n < Number(field.min))
        throw bad(`${label}不能小于${field.min}`);
      if (field.max !== undefined && n > Number(field.max))
        throw bad(`${label}不能大于${field.max}`);
      return value;
    }
    case 'cents': {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
        throw bad(`${label}应为以分为单位的整数`);
      }
      if (field.min !== undefined && n < field.min) throw bad(`${label}不能小于${field.min / 100}`);
      return n;
    }
    case 'date': {
      const read = readDate(typeof raw === 'string' ? raw : '', label);
      if ('problem' in read) throw bad(read.problem);
      return read.day;
    }
    case 'flag': {
      const flag = readFlag(raw);
      if (flag === undefined) throw bad(`${label}取值不正确`);
      const [yes, no] = flagValues(field);
      return flag ? yes : no;
    }
    case 'status': {
      if (raw !== 'Y' && raw !== 'N') throw bad(`${label}应为 Y 或 N`);
      return raw;
    }
    case 'dict': {
      if (field.multiple) {
        const list = readList(raw);
        if (!list || list.some((c) => typeof c !== 'string' || c.length > 50)) {
          throw bad(`${label}格式不正确`);
        }
        const codes = [...new Set(list as string[])].filter((c) => c !== '');
        return codes.length ? codes : null;
      }
      if (typeof raw !== 'string' && typeof raw !== 'number') throw bad(`${label}格式不正确`);
      const code = String(raw).trim();
      if (code.length > 50) throw bad(`${label}格式不正确`);
      return code === '' ? null : code;
    }
    case 'ref':
    case 'user': {
      const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) {
        throw bad(`${label}格式不正确`);
      }
      return n;
    }
  }
}

function defaultOf(field: Field): unknown {
  switch (field.kind) {
    case 'status':
      return 'Y';
    case 'flag': {
      const [yes, no] = flagValues(field);
      return field.default === undefined ? no : field.default ? yes : no;
    }
    case 'string':
    case 'text':
    case 'int':
    case 'dict':
      return field.default ?? null;
    default:
      return null;
  }
}

/** Fields of a record, checked: insert fills defaults, update only what was sent. */
export function parseFields(
  fields: readonly Field[],
  body: Body,
  mode: 'insert' | 'update',
  at: (name: string) => string = (name) => name,
  prefix = '',
): Values {
  const values: Values = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    // '' is absent (the contract), inside sub-list rows as much as at the top level.
    const raw = body[field.name] === '' ? undefined : body[field.name];
    const sent = raw !== undefined;
    if (!sent && mode === 'update') continue;
    let value: unknown =
      sent && raw !== null ? parseValue(field, raw, at(field.name), prefix) : null;
    if (!sent && mode === 'insert') value = defaultOf(field);
    if (value === null && field.kind === 'status') value = 'Y';
    if (value === null && field.kind === 'flag') value = defaultOf(field);
    if (value === null && field.required) {
      throw fail.badRequest(prefix + missingMessage(field), at(field.name));
    }
    values[field.name] = value;
  }
  return values;
}

function parseSubList(sub: SubList, raw: unknown): Values[] {
  const list = readList(raw);
  if (!list) throw fail.badRequest(`${sub.label}格式不正确`, sub.name);
  if (sub.max !== undefined && list.length > sub.max) {
    throw fail.badRequest(`${sub.label}最多${sub.max}条`, sub.name);
  }
  return list.map((row, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw fail.badRequest(`${sub.label}第${index + 1}行格式不正确`, sub.name);
    }
    return parseFields(
      sub.fields,
      row as Body,
      'insert',
      (name) => `${sub.name}[${index}].${name}`,
      `${sub.label}第${index + 1}行：`,
    );
  });
}

export function parseRecord(decl: EntityDecl, body: Body, mode: 'insert' | 'update'): Parsed {
  const values = parseFields(decl.fields, body, mode);
  const subs: Record<string, Values[]> = {};
  for (const sub of decl.subLists ?? []) {
    const raw = body[sub.name];
    if (raw === undefined || raw === null) {
      if (mode === 'insert') subs[sub.name] = [];
      continue;
    }
    subs[sub.name] = parseSubList(sub, raw);
  }
  return { values, subs };
}
