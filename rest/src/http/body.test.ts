import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import {
  int,
  jsonField,
  normalise,
  pageOf,
  pageResult,
  parseFormBody,
  parseJsonBody,
  requireInt,
  requireStr,
  str,
} from './body.ts';

function failure(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('parseFormBody', () => {
  it('decodes +, %-escapes and Chinese, keeps repeated keys as a list', () => {
    expect(parseFormBody('a=1+2&b=%E4%B8%8A%E6%B5%B7&c=&d&ids=1&ids=2')).toEqual({
      a: '1 2',
      b: '上海',
      c: '',
      d: '',
      ids: ['1', '2'],
    });
  });
  it('refuses a broken escape', () => {
    expect(failure(() => parseFormBody('a=%E0%A')).messages).toEqual([{ message: '请求格式错误' }]);
  });
  it('ignores __proto__', () => {
    expect(Object.keys(parseFormBody('__proto__=x&a=1'))).toEqual(['a']);
  });
});

describe('parseJsonBody', () => {
  it('answers {} for an empty body and refuses non-objects', () => {
    expect(parseJsonBody('  ')).toEqual({});
    expect(parseJsonBody('{"a":1}')).toEqual({ a: 1 });
    for (const text of ['[1]', '1', 'null', '{']) {
      expect(failure(() => parseJsonBody(text)).status).toBe(400);
    }
  });
});

describe('field helpers', () => {
  it("normalise drops '' in nested objects and keeps list positions", () => {
    expect(normalise({ a: '', b: { c: '', d: 0 }, e: ['', 'x'] })).toEqual({
      b: { d: 0 },
      e: ['', 'x'],
    });
  });
  it('str takes text, numbers and booleans, refuses objects', () => {
    expect(str({ a: 'x', b: 3, c: false }, 'b')).toBe('3');
    expect(str({ c: false }, 'c')).toBe('false');
    expect(str({}, 'a')).toBeUndefined();
    expect(failure(() => str({ a: { b: 1 } }, 'a')).messages[0]).toEqual({
      message: '参数 a 格式错误',
      field: 'a',
    });
  });
  it('requireStr refuses blanks with the given message and field', () => {
    expect(failure(() => requireStr({ m: '  ' }, 'm', '请输入手机号')).messages).toEqual([
      { message: '请输入手机号', field: 'm' },
    ]);
  });
  it('int takes numbers and digit text only', () => {
    expect(int({ a: '42' }, 'a')).toBe(42);
    expect(int({ a: -3 }, 'a')).toBe(-3);
    for (const bad of ['4.2', 'abc', 1.5, '1e3']) {
      expect(failure(() => int({ a: bad }, 'a')).status).toBe(400);
    }
    expect(failure(() => requireInt({}, 'orgId', '请选择组织')).messages).toEqual([
      { message: '请选择组织', field: 'orgId' },
    ]);
  });
  it('jsonField parses form strings and passes JSON values through', () => {
    expect(jsonField({ v: '[{"a":"","b":1}]' }, 'v')).toEqual([{ b: 1 }]);
    expect(jsonField({ v: [{ a: 1 }] }, 'v')).toEqual([{ a: 1 }]);
    expect(jsonField({}, 'v')).toBeUndefined();
    expect(failure(() => jsonField({ v: '[' }, 'v')).messages[0]?.field).toBe('v');
  });
  it('pageOf reads pageNum or pageIndex, defaults and caps pageSize', () => {
    expect(pageOf({})).toEqual({ pageNum: 1, pageSize: 10, offset: 0 });
    expect(pageOf({ pageIndex: '3', pageSize: '20' })).toEqual({
      pageNum: 3,
      pageSize: 20,
      offset: 40,
    });
    expect(pageOf({ pageNum: 2, pageSize: 100000 }, 50)).toEqual({
      pageNum: 2,
      pageSize: 500,
      offset: 500,
    });
    expect(pageOf({}, 50).pageSize).toBe(50);
    expect(pageResult(['a'], 7, pageOf({ pageNum: 2 }))).toEqual({
      list: ['a'],
      pageNum: 2,
      pageSize: 10,
      total: 7,
    });
  });
});
