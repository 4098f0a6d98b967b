import type { IncomingMessage } from 'node:http';

/**
 * The X-Forwarded-For entries this server believes: the CMS believes TRUSTED_PROXY_HOPS of
 * them and counts this server as one (README, docs/design.md section 2), so this server believes one
 * less; none with TRUST_PROXY=false. A header from anyone else is ignored, so it cannot dodge a limit.
 */
export function trustedHops(env: NodeJS.ProcessEnv = process.env): number {
  if (env.TRUST_PROXY === 'false') return 0;
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 1);
  return Number.isInteger(hops) && hops > 1 ? hops - 1 : 0;
}

/** The reader's address as this server decides it: as Koa does in the CMS, over the entries it believes. */
export function clientAddress(req: IncomingMessage, hops = trustedHops()): string {
  const own = req.socket.remoteAddress ?? '';
  if (hops === 0) return own;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.slice(-hops)[0] ?? own;
}
