import { isIP } from 'node:net';

/** An IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) is the IPv4 address it carries. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Four 16-bit groups of an IPv6 address: its /64 network. */
function network64(address: string): string {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) counts as one group here, not two: it only
  // ever lies in the last two, so the first four come out the same.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * What every limit and lockout counts a client by, on the CMS and the web server
 * alike: an IPv4 address itself, an IPv6 client by its /64, since one subscriber
 * gets a whole /64 and could otherwise turn up as 2^64 different clients.
 */
export function clientKey(address: string): string {
  const plain = plainAddress(address);
  if (isIP(plain) === 6) return network64(plain);
  return plain || 'unknown';
}
