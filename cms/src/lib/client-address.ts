import { BlockList, isIP } from 'node:net';
import { plainAddress } from '@blog/rules/client-key';
import { cmsConfig } from './config';

/**
 * The real client address (docs/design.md section 2), the one every limit, lockout
 * and visitor log uses; the client-address middleware sets it as ctx.request.ip.
 *
 * X-Forwarded-For is believed only from a peer in TRUSTED_PROXIES (addresses or
 * CIDR ranges; default loopback, where the web tier runs): anyone else talking to
 * the CMS port directly could write any address there. From a trusted peer the
 * address is the TRUSTED_PROXY_HOPS-th entry counted from the right (default 1:
 * the hop the web tier appends). TRUST_PROXY=false never reads the header.
 * lib/config.ts has checked every entry at start.
 */
let trustedCache: { entries: readonly string[]; list: BlockList } | null = null;

/** The peers believed about X-Forwarded-For, built once per configuration. */
function trustedProxies(): BlockList {
  const entries = cmsConfig().proxies.trusted;
  if (trustedCache?.entries === entries) return trustedCache.list;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  trustedCache = { entries, list };
  return list;
}

function isTrusted(peer: string): boolean {
  const family = isIP(peer);
  return family !== 0 && trustedProxies().check(peer, family === 4 ? 'ipv4' : 'ipv6');
}

/** The client address of a connection from `peer` (the socket's address) carrying `forwardedFor`. */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
  const socket = plainAddress(peer ?? '');
  const { trust, hops: count } = cmsConfig().proxies;
  if (!trust || !isTrusted(socket)) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  const chosen = plainAddress(hops[Math.max(0, hops.length - count)]);
  // A trusted proxy passes on what it got; an entry that is no address is no client.
  return isIP(chosen) ? chosen : socket;
}
