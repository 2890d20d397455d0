import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, verifyClientAddress } from '../../model/clientAddress.ts';
import { bearerToken, clientAddressHeaders } from './context.ts';

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('clientAddressHeaders', () => {
  it('trusting no proxy, passes on the socket address and drops the chain the caller wrote', () => {
    const headers = clientAddressHeaders(false, undefined);
    expect(headers(request('::ffff:203.0.113.7', '10.9.9.9, 1.2.3.4'))).toEqual({
      'x-forwarded-for': '203.0.113.7',
    });
  });

  it('reads back through exactly the trusted proxies, by address or by hop count', () => {
    const byAddress = clientAddressHeaders(['10.0.0.2'], undefined);
    expect(byAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'))).toEqual({
      'x-forwarded-for': '203.0.113.7',
    });
    expect(byAddress(request('10.0.0.3', '203.0.113.7'))).toEqual({
      'x-forwarded-for': '10.0.0.3',
    });
    const oneHop = clientAddressHeaders(1, undefined);
    expect(oneHop(request('10.0.0.2', '6.6.6.6, 203.0.113.7'))).toEqual({
      'x-forwarded-for': '203.0.113.7',
    });
  });

  it('signs the address with the shared secret', () => {
    const secret = 'a-secret-of-enough-length';
    const headers = clientAddressHeaders(false, secret)(request('203.0.113.7'));
    expect(verifyClientAddress(secret, headers[CLIENT_ADDRESS_HEADER])).toBe('203.0.113.7');
    expect(verifyClientAddress('another-secret-value', headers[CLIENT_ADDRESS_HEADER])).toBe(
      undefined,
    );
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
