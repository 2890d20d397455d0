import { describe, expect, it } from 'vitest';
import { bearerToken, forwardedChain } from './context.ts';

describe('forwardedChain', () => {
  it('appends the caller address to the chain it brought', () => {
    expect(forwardedChain('203.0.113.7', '10.0.0.2')).toBe('203.0.113.7, 10.0.0.2');
    expect(forwardedChain(['203.0.113.7', '198.51.100.1'], '10.0.0.2')).toBe(
      '203.0.113.7, 198.51.100.1, 10.0.0.2',
    );
  });

  it('starts a chain when there is none', () => {
    expect(forwardedChain(undefined, '198.51.100.9')).toBe('198.51.100.9');
    expect(forwardedChain('  ', '198.51.100.9')).toBe('198.51.100.9');
    expect(forwardedChain(undefined, undefined)).toBeUndefined();
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   xyz  ')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
