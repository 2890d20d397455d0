import { DomainError } from './errors.ts';

// What every request's text must be before any handler or the database sees it: PostgreSQL
// refuses U+0000 in text and jsonb and lone surrogates in UTF-8, and a deeply nested value
// overflows the stack of whatever walks it. Checked once where bodies, queries and path
// parameters are read, so no route can forget it.

/** Deepest nesting of lists and objects a request may carry (a body, or a JSON text in a field). */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  badCharacter: '请求内容含有不允许的字符（如空字符或不完整的 Unicode 字符）',
  badFieldCharacter: (field: string) =>
    `参数 ${field} 含有不允许的字符（如空字符或不完整的 Unicode 字符）`,
  tooDeep: `请求内容嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`,
  badFieldDepth: (field: string) => `参数 ${field} 嵌套层级过深（最多 ${MAX_JSON_DEPTH} 层）`,
} as const;

function refuse(message: string, field?: string): DomainError {
  return new DomainError(400, field === undefined ? { message } : { message, field });
}

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/** No U+0000 and no unpaired surrogate (a string PostgreSQL cannot store). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

function hexAt(text: string, at: number): number {
  const hex = text.slice(at, at + 4);
  return /^[0-9a-fA-F]{4}$/.test(hex) ? parseInt(hex, 16) : -1;
}

/**
 * Scans JSON text without parsing it: nesting depth outside strings, and the `\u` escapes inside
 * strings that would decode to U+0000 or a lone surrogate (unless `escapes` is false: a body is
 * checked after parsing instead, where the field can be named). Linear, no recursion, so a body
 * of 100,000 `[` is refused before JSON.parse or any walk sees it. Text that is not JSON passes.
 */
export function checkJsonText(
  text: string,
  field?: string,
  { escapes = true }: { escapes?: boolean } = {},
): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x22 /* " */) inString = false;
      else if (c === 0x5c /* \ */) {
        if (escapes && text.charCodeAt(i + 1) === 0x75 /* u */) {
          const unit = hexAt(text, i + 2);
          if (unit === 0) throw badText(field);
          if (unit >= 0xd800 && unit <= 0xdbff) {
            const next =
              text.charCodeAt(i + 6) === 0x5c && text.charCodeAt(i + 7) === 0x75
                ? hexAt(text, i + 8)
                : -1;
            if (next < 0xdc00 || next > 0xdfff) throw badText(field);
            i += 6;
          } else if (unit >= 0xdc00 && unit <= 0xdfff) throw badText(field);
          i += 5;
        } else i += 1;
      }
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) {
        throw refuse(
          field === undefined ? INPUT_MESSAGES.tooDeep : INPUT_MESSAGES.badFieldDepth(field),
          field,
        );
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth = Math.max(0, depth - 1);
  }
}

function badText(field?: string): DomainError {
  return refuse(
    field === undefined ? INPUT_MESSAGES.badCharacter : INPUT_MESSAGES.badFieldCharacter(field),
    field,
  );
}

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '[' || first === '{';
}

/**
 * Checks a parsed request value (body, query or path parameters) without recursion: every key and
 * string storable, nesting within MAX_JSON_DEPTH, and a string that carries JSON (`vehicleJson`,
 * `ids`) scanned as JSON text too. The first top-level field that fails is named in the message.
 */
export function checkRequestValue(value: unknown): void {
  const stack: { value: unknown; depth: number; field: string | undefined }[] = [
    { value, depth: 0, field: undefined },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const { depth, field } = item;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) throw badText(field);
      if (looksLikeJson(item.value)) checkJsonText(item.value, field);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      throw refuse(
        field === undefined ? INPUT_MESSAGES.tooDeep : INPUT_MESSAGES.badFieldDepth(field),
        field,
      );
    }
    const entries = Array.isArray(item.value)
      ? item.value.map((v): [string | undefined, unknown] => [undefined, v])
      : Object.entries(item.value as Record<string, unknown>);
    for (const [key, child] of entries) {
      if (key !== undefined && !isStorableText(key)) throw badText(field);
      stack.push({ value: child, depth: depth + 1, field: field ?? key });
    }
  }
}
