import { AsyncLocalStorage } from 'node:async_hooks';
import { CONTENT_TAG } from '@blog/rules/content-tags';

/**
 * What a render read from the CMS, as content tags (@blog/rules/content-tags): the page
 * cache keeps the page only while each of them still has the token it had when the render
 * began (server/page-cache.ts, ADR 47). Held in the process-wide registry so the server's
 * code and the app's build, bundled apart, share the one store.
 */
const STORE = Symbol.for('blog.page-reads');
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<Set<string>> };
const reads = (holder[STORE] ??= new AsyncLocalStorage<Set<string>>());

/** Notes that the render under way read these (nothing outside a render the page cache started). */
export function noteReads(tags: Iterable<string>) {
  const into = reads.getStore();
  if (into) for (const tag of tags) into.add(tag);
}

/**
 * Whether this runs inside a render the page cache started (or a cached value being made in one):
 * the page cache settled the content version before it looked the page up.
 */
export const withinRender = () => reads.getStore() !== undefined;

/**
 * Runs a render and answers with what it read. A render that noted nothing may have read
 * through a path that does not say what (every page reads the block switch, which does):
 * it is taken to depend on every write of reader content.
 */
export async function readsOf<T>(render: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const { result, tags } = await readsWithin(render);
  return { result, tags: tags.length ? tags : [CONTENT_TAG] };
}

/**
 * Runs `work` with its reads gathered apart, and answers with them: a value cached across
 * renders (version-memo.server.ts) notes them again in every render that uses it, so a cached
 * page still depends on what the cached value was made from.
 */
export async function readsWithin<T>(work: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>();
  const result = await reads.run(tags, work);
  return { result, tags: [...tags] };
}
