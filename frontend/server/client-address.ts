import type { IncomingMessage } from 'node:http';
import { webConfig } from '../app/lib/config.server';

/**
 * The reader's address as this server decides it: as Koa does in the CMS, over the X-Forwarded-For
 * entries it believes (`hops`: one less than the CMS, as the CMS counts this server; README,
 * docs/design.md section 2). A header from anyone else is ignored, so it cannot dodge a limit.
 */
export function clientAddress(req: IncomingMessage, hops = webConfig().forwardedHops): string {
  const own = req.socket.remoteAddress ?? '';
  if (hops === 0) return own;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.slice(-hops)[0] ?? own;
}
