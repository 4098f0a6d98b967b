import type { Core } from '@strapi/strapi';
import { readContentVersion } from '../../../lib/content-version';

/**
 * Full-text answers cached per content version (ADR 44), as the web server caches pages (ADR 10):
 * a search asked again before any reader content changes costs a read of the version row
 * instead of ranking. Every write of an article moves the version inside its own transaction,
 * so a cached answer is never older than the content; with several CMS processes each caches its
 * own and reads the same version. Bounded by count, the oldest dropped first.
 */
const CACHED_ANSWERS = 500;

let version: string | null = null;
const cached = new Map<string, unknown>();

/**
 * The answer for `key` under the current content version: cached, or made by `make` and cached.
 * `make` is given that version, for what it caches per version itself.
 */
export async function cachedAnswer<T>(strapi: Core.Strapi, key: string, make: (version: string | null) => Promise<T>): Promise<T> {
  const current = (await readContentVersion(strapi))?.token ?? null;
  if (current !== version) {
    cached.clear();
    version = current;
  }
  if (cached.has(key)) return cached.get(key) as T;
  const answer = await make(current);
  // Cached only when the version did not move meanwhile: the answer may hold the older content.
  if (version === current) {
    if (cached.size >= CACHED_ANSWERS) cached.delete(cached.keys().next().value as string);
    cached.set(key, answer);
  }
  return answer;
}
