import { BlockList, isIP } from 'node:net';
import { plainAddress } from '@blog/rules/client-key';

/**
 * The real client address (docs/design.md section 2), the one every limit, lockout
 * and visitor log uses; the client-address middleware sets it as ctx.request.ip.
 *
 * X-Forwarded-For is believed only from a peer in TRUSTED_PROXIES (addresses or
 * CIDR ranges, comma-separated; default loopback, where the web tier runs):
 * anyone else talking to the CMS port directly could write any address there.
 * From a trusted peer the address is the TRUSTED_PROXY_HOPS-th entry counted from
 * the right (default 1: the hop the web tier appends). TRUST_PROXY=false never
 * reads the header. Read per request, as lib/sign-in-config.ts reads its values.
 */
const DEFAULT_TRUSTED = '127.0.0.1, ::1';

let trustedCache: { text: string; list: BlockList } | null = null;

/** The peers believed about X-Forwarded-For; throws on an entry that is no address or range. */
export function trustedProxies(): BlockList {
  const text = process.env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED;
  if (trustedCache?.text === text) return trustedCache.list;
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  trustedCache = { text, list };
  return list;
}

function isTrusted(peer: string): boolean {
  const family = isIP(peer);
  return family !== 0 && trustedProxies().check(peer, family === 4 ? 'ipv4' : 'ipv6');
}

/** The client address of a connection from `peer` (the socket's address) carrying `forwardedFor`. */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const socket = plainAddress(peer ?? '');
  if (process.env.TRUST_PROXY === 'false' || !isTrusted(socket)) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  const count = Math.max(1, Number.parseInt(process.env.TRUSTED_PROXY_HOPS ?? '1', 10) || 1);
  const chosen = plainAddress(hops[Math.max(0, hops.length - count)]);
  // A trusted proxy passes on what it got; an entry that is no address is no client.
  return isIP(chosen) ? chosen : socket;
}
