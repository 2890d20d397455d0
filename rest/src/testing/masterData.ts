// Valid and invalid records for every declared entity, derived from the declarations, so the
// rest and GraphQL suites check every entity and every declared rule the same way.
import type { EntityDecl, Field, PatternName } from '../../../model/masterData/index.ts';
import { dictCategories } from '../db/seed/data/dictionaries.ts';

export type Body = Record<string, unknown>;

export interface SampleContext {
  /** An existing record of the named entity the caller may reference. */
  refId(entity: string): Promise<number>;
  userId: number;
  /** Makes values unique per call. */
  seq: number;
}

const VALID: Record<PatternName, (n: string) => string> = {
  url: (n) => `https://example.cn/${n}`,
  phone: (n) => `138${n.padStart(8, '0').slice(-8)}`,
  phoneOrFax: (n) => `021-${n.padStart(8, '0').slice(-8)}`,
  alnum: (n) => `A${n}`,
  digits: (n) => n,
  email: (n) => `u${n}@example.cn`,
  weekdays: () => '1,3,5',
};

const INVALID: Record<PatternName, string> = {
  url: 'ftp://example.cn',
  phone: '12ab',
  phoneOrFax: '电话',
  alnum: '字母',
  digits: 'abc',
  email: 'not-an-email',
  weekdays: '8,9',
};

function firstCode(category: string): string {
  const code = dictCategories.find((c) => c.code === category)?.entries[0]?.code;
  if (!code) throw new Error(`字典 ${category} 没有条目`);
  return code;
}

function stringValue(field: Field & { kind: 'string' | 'text' }, unique: string): string {
  if (field.example) return field.example;
  if (field.pattern) {
    const value = VALID[field.pattern](unique);
    return field.min ? value.padStart(field.min, '1').slice(-field.max) : value.slice(0, field.max);
  }
  if (field.max < 12 || field.min) return unique.padStart(field.min ?? 1, '1').slice(-field.max);
  return `测试${field.label}${unique}`.slice(0, field.max);
}

/** A valid value of one declared field. */
export async function valueOf(field: Field, ctx: SampleContext, unique: string): Promise<unknown> {
  switch (field.kind) {
    case 'string':
    case 'text':
      return stringValue(field, unique);
    case 'int':
      return Math.max(field.min ?? 0, 1);
    case 'decimal':
      return field.scale > 0 ? '1.5' : '2';
    case 'cents':
      return 12345;
    case 'date':
      return /end/i.test(field.name) ? '2026-12-31' : '2026-01-01';
    case 'flag':
      return field.values ? field.values[0] : 'Y';
    case 'status':
      return undefined;
    case 'dict':
      if (field.default) return field.default;
      return field.multiple ? [firstCode(field.category)] : firstCode(field.category);
    case 'ref':
      return ctx.refId(field.entity);
    case 'user':
      return ctx.userId;
  }
}

/** A valid REST body for a new record (sub-lists with one row each). */
export async function sampleRecord(decl: EntityDecl, ctx: SampleContext): Promise<Body> {
  const unique = `${Date.now() % 1_000_000}${ctx.seq}`;
  const body: Body = {};
  for (const field of decl.fields) {
    if (field.readOnly) continue;
    const value = await valueOf(field, ctx, unique);
    if (value !== undefined) body[field.name] = value;
  }
  for (const sub of decl.subLists ?? []) {
    const row: Body = {};
    for (const field of sub.fields) row[field.name] = await valueOf(field, ctx, unique);
    body[sub.name] = [row];
  }
  return body;
}

export interface BadCase {
  rule: string;
  field: string;
  body: Body;
  /** Expected REST status. */
  status: number;
}

/** One invalid variant of `valid` per declared rule. */
export function badCases(decl: EntityDecl, valid: Body): BadCase[] {
  const cases: BadCase[] = [];
  const variant = (rule: string, field: string, patch: Body, status = 400) =>
    cases.push({ rule, field, body: { ...valid, ...patch }, status });
  for (const field of decl.fields) {
    if (field.readOnly || field.kind === 'status') continue;
    const name = field.name;
    if (field.required) variant('required', name, { [name]: null });
    switch (field.kind) {
      case 'string':
      case 'text':
        variant('max', name, { [name]: '9'.repeat(field.max + 1) });
        if (field.pattern)
          variant(`pattern ${field.pattern}`, name, { [name]: INVALID[field.pattern] });
        if (field.min) variant('min', name, { [name]: '1'.repeat(field.min - 1) });
        break;
      case 'int':
        if (field.max !== undefined) variant('max', name, { [name]: field.max + 1 });
        if (field.min !== undefined) variant('min', name, { [name]: field.min - 1 });
        break;
      case 'decimal':
        variant('scale', name, { [name]: `1.${'1'.repeat(field.scale + 1)}` });
        if (field.min !== undefined) variant('min', name, { [name]: '-1' });
        break;
      case 'cents':
        if (field.min !== undefined) variant('min', name, { [name]: field.min - 1 });
        break;
      case 'dict':
        variant('code', name, { [name]: field.multiple ? ['NO_SUCH_CODE'] : 'NO_SUCH_CODE' });
        break;
      case 'ref':
      case 'user':
        variant('reference', name, { [name]: 99_999_999 });
        break;
      default:
        break;
    }
  }
  for (const sub of decl.subLists ?? []) {
    const row = (valid[sub.name] as Body[] | undefined)?.[0] ?? {};
    const required = sub.fields.find((f) => f.required);
    if (required) {
      cases.push({
        rule: 'sub-list required',
        field: `${sub.name}[0].${required.name}`,
        body: { ...valid, [sub.name]: [{ ...row, [required.name]: null }] },
        status: 400,
      });
    }
  }
  return cases;
}
