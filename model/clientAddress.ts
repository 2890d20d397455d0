// Whose request is this: the client-address part of the gateway ↔ rest contract, one definition
// for both sides. rest throttles sign-ins per client address, so the address must be one an
// outsider cannot choose:
// - TRUST_PROXY names exactly the proxies in front of a service (their addresses or CIDRs, or a
//   hop count); X-Forwarded-For is read only across those hops, never from anyone else.
// - With GATEWAY_SECRET set on both, the gateway signs the address it resolved in
//   `X-Client-Address`, and rest believes that header only with a valid, fresh signature, wherever
//   the connection comes from (a load balancer between them changes nothing).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** A signature older (or further in the future) than this is refused: a replay window. */
export const CLIENT_ADDRESS_MAX_AGE_MS = 5 * 60 * 1000;

/** Shortest shared secret accepted (bytes of text). */
export const MIN_GATEWAY_SECRET_LENGTH = 16;

/** Proxies trusted in front of a service: none, a hop count, or their addresses / CIDRs. */
export type TrustedProxies = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return isIP(bits) === 4 && family === 4; // a netmask
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: unset or empty trusts no proxy; a whole number is that many hops; otherwise
 * a comma-separated list of addresses, CIDRs or loopback / linklocal / uniquelocal. `true` (every
 * hop, so any client could name its own address) is refused. Throws with a Chinese message.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true 会信任任何人自称的地址：请列出代理的地址或网段，或写代理的层数',
    );
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0) {
    throw new Error(`TRUST_PROXY 中的 ${bad.join('、')} 不是 IP 地址或网段`);
  }
  return entries;
}

/** Reads GATEWAY_SECRET: unset means no signed addresses. Throws when it is too short to be one. */
export function parseGatewaySecret(raw: string | undefined): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (value.length < MIN_GATEWAY_SECRET_LENGTH) {
    throw new Error(`GATEWAY_SECRET 至少 ${MIN_GATEWAY_SECRET_LENGTH} 个字符`);
  }
  return value;
}

const RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

function netmaskBits(mask: string): number {
  return mask
    .split('.')
    .map((octet) => Number(octet).toString(2).replace(/0/g, ''))
    .join('').length;
}

/** Whether an address is one of the trusted proxies (a list from parseTrustProxy). */
export function proxyMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const named = RANGES[entry];
    if (named) {
      for (const [net, bits, type] of named) list.addSubnet(net, bits, type);
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, /^\d+$/.test(bits) ? Number(bits) : netmaskBits(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address: from the socket, leftwards through X-Forwarded-For while the hop just
 * read is a trusted proxy (or within the trusted hop count). The first untrusted hop is the
 * client; entries left of it are whatever the client wrote and are never read.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
  isTrusted: (address: string) => boolean = Array.isArray(trusted)
    ? proxyMatcher(trusted)
    : () => false,
): string {
  const hops = [
    socketAddress ?? '',
    ...(Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '')
      .reverse(),
  ];
  let at = 0;
  while (at < hops.length - 1) {
    const hop = hops[at] ?? '';
    const trustedHop = typeof trusted === 'number' ? at < trusted : trusted && isTrusted(hop);
    if (!trustedHop) break;
    at += 1;
  }
  const address = plainAddress(hops[at] ?? '');
  // A forwarded entry that is no address (a port, a name, garbage) is not believed.
  return isIP(address) !== 0 ? address : plainAddress(hops[at - 1] ?? socketAddress ?? '');
}

/** An IPv4 address as itself, not in its IPv6-mapped form (`::ffff:203.0.113.7`). */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

function mac(secret: string, address: string, seconds: number): string {
  return createHmac('sha256', secret).update(`${address}\n${seconds}`).digest('base64url');
}

/** The header value: `<address>;t=<unix seconds>;sig=<HMAC-SHA256 of address and time>`. */
export function signClientAddress(secret: string, address: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `${address};t=${seconds};sig=${mac(secret, address, seconds)}`;
}

/** The address of a validly signed, fresh header; undefined for anything else. */
export function verifyClientAddress(
  secret: string,
  header: string | string[] | undefined,
  now = Date.now(),
): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^([0-9A-Fa-f:.]{2,45});t=(\d{1,12});sig=([A-Za-z0-9_-]{43})$/.exec(header);
  if (!match) return undefined;
  const [, address = '', time = '', sig = ''] = match;
  if (isIP(address) === 0) return undefined;
  const seconds = Number(time);
  if (Math.abs(now - seconds * 1000) > CLIENT_ADDRESS_MAX_AGE_MS) return undefined;
  const expected = Buffer.from(mac(secret, address, seconds));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : undefined;
}
