/**
 * Which proxies the server believes (TRUST_PROXY), and the client key that limits count by. By default no proxy
 * is trusted: a client's address is the connection's, and X-Forwarded-For, -Host and -Proto are ignored, so no
 * client can choose its own address or host. Behind a reverse proxy, name it by its addresses and subnets
 * (`127.0.0.1`, `10.0.0.0/8,::1`, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`), as Fastify's
 * `trustProxy` takes them. A count of hops is refused with a word on why: Fastify 5.12 trusts nothing for one,
 * since a count cannot tell the proxy from a client that reached the port directly.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string) {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY read, or an error that says what it takes. */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || /^\d+$/.test(text))
    throw new Error(
      `TRUST_PROXY=${text}: ${text === 'true' ? 'this would let every client write its own address' : 'a count of hops cannot tell the proxy from a client that reaches the port directly'}; name the proxies by address instead, e.g. TRUST_PROXY=127.0.0.1 (a proxy on this machine) or TRUST_PROXY=10.0.0.5,10.0.0.6.`,
    );
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !NAMES.has(entry) && !isAddressOrSubnet(entry));
  if (bad.length)
    throw new Error(
      `TRUST_PROXY: ${bad.map((b) => JSON.stringify(b)).join(', ')} is not an address, a subnet (10.0.0.0/8) or one of loopback, linklocal, uniquelocal.`,
    );
  return entries;
}

/**
 * The key a client's requests are counted under: its IPv4 address (also when written as IPv4-mapped IPv6), or the
 * /64 of its IPv6 address, since one subscriber is given a whole /64 and could otherwise count as millions.
 */
export function clientKey(ip: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
