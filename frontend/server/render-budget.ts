import type { IncomingMessage } from 'node:http';
import { clientKey } from '@blog/rules/client-key';

/**
 * How many pages one client address may have rendered, as a token bucket: `burst` at once, then
 * `perSecond`. It guards this process's own CPU (a render is the costly thing it does), so it
 * lives in this process's memory on purpose: each replica guards itself, and nothing shared
 * needs to agree. Cached pages cost nothing and are never counted (server/page-cache.ts).
 */
export type RenderBudget = {
  /** Takes one render for the request's client: 0 when granted, else the seconds to wait. */
  take: (req: IncomingMessage) => number;
};

export type RenderBudgetOptions = { perSecond: number; burst: number; addressOf: (req: IncomingMessage) => string };

// Beyond this many clients the least recently seen are forgotten (a forgotten client starts full).
const MOST_CLIENTS = 50_000;

export function renderBudget({ perSecond, burst, addressOf }: RenderBudgetOptions): RenderBudget {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(req) {
      const key = clientKey(addressOf(req));
      const now = Date.now();
      const bucket = buckets.get(key);
      const tokens = bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond) : burst;
      if (tokens < 1) return Math.ceil((1 - tokens) / perSecond);
      // Re-inserted, so the Map's order is least recently seen first.
      buckets.delete(key);
      buckets.set(key, { tokens: tokens - 1, at: now });
      for (const oldest of buckets.keys()) {
        if (buckets.size <= MOST_CLIENTS) break;
        buckets.delete(oldest);
      }
      return 0;
    },
  };
}
