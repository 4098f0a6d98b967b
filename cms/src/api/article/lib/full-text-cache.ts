import type { Core } from '@strapi/strapi';
import { readContentVersion } from '../../../lib/content-version';

/**
 * Full-text answers kept per content version (ADR 44), as the web server keeps pages (ADR 10):
 * a search asked again before any reader content changes costs a read of the version row
 * instead of ranking. Every write of an article moves the version inside its own transaction,
 * so a kept answer is never older than the content; with several CMS processes each keeps its
 * own and reads the same version. Bounded by count, the oldest dropped first.
 */
const KEPT_ANSWERS = 500;

let version: string | null = null;
const kept = new Map<string, unknown>();

/**
 * The answer for `key` under the current content version: kept, or made by `make` and kept.
 * `make` is given that version, for what it keeps per version itself.
 */
export async function keptAnswer<T>(strapi: Core.Strapi, key: string, make: (version: string | null) => Promise<T>): Promise<T> {
  const current = (await readContentVersion(strapi))?.token ?? null;
  if (current !== version) {
    kept.clear();
    version = current;
  }
  if (kept.has(key)) return kept.get(key) as T;
  const answer = await make(current);
  // Kept only when the version did not move meanwhile: the answer may hold the older content.
  if (version === current) {
    if (kept.size >= KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
    kept.set(key, answer);
  }
  return answer;
}
