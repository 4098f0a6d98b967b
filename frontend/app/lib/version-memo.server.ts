/**
 * Values the content version fixes (the block switch, an article's processed page, Next
 * Articles), worked out once per version instead of once per render (issue 21: each was a CMS
 * call, JSON parsing, sanitising and highlighting on every page rendered afresh). Every write of
 * reader content stamps a new version (cms/src/lib/content-version.ts), so a cached value is
 * never older than the pages the page cache holds. A cached value remembers the content tags its
 * making read (ADR 47) and notes them in each render that uses it, so the page cache holds such
 * a page only as long as it would have had the value been asked for afresh.
 */
import { noteReads, readsWithin, withinRender } from './page-reads.server';

type VersionSource = {
  current(): string | null;
  /** Where the version is told rather than read (PostgreSQL): resolves once it reflects every earlier write. */
  settle?(): Promise<void>;
};

let source: VersionSource | null = null;

/** The server's content version (server/app.ts); until it is given, nothing is cached. */
export function followContentVersion(version: VersionSource | null) {
  source = version;
}

/**
 * The version a value may be cached under now, or null when it is not known (no source yet, a
 * database without the row, a PostgreSQL connection down): then every call works it out afresh.
 */
async function versionNow(): Promise<string | null> {
  if (!source) return null;
  // A render that did not come through the page cache (an owner's, with a session cookie) has not
  // waited for the version yet: the owner's own write must show on their very next page. One that
  // did (or a cached value made within a call that settled) has: no round trip per value it asks for.
  if (!withinRender()) await source.settle?.();
  return source.current();
}

/**
 * `make(key, ...rest)` cached per content version for at most `entries` keys (the least recently
 * used go first); `rest` is what the caller passes in that the key already fixes. A null (nothing
 * found) or a failure is not cached: made-up addresses push out no real article, and a CMS that was
 * down is asked again. Callers waiting for the same key share one call.
 */
export function versionMemo<T, Rest extends unknown[] = []>(
  make: (key: string, ...rest: Rest) => Promise<T>,
  entries: number,
): (key: string, ...rest: Rest) => Promise<T> {
  let cachedFor: string | null = null;
  let cached = new Map<string, Promise<{ result: T; tags: string[] }>>();
  return async (key, ...rest) => {
    const version = await versionNow();
    if (version === null) return make(key, ...rest);
    if (version !== cachedFor) {
      cachedFor = version;
      cached = new Map();
    }
    let entry = cached.get(key);
    if (entry) {
      cached.delete(key);
      cached.set(key, entry);
    } else {
      const store = cached;
      const made = readsWithin(() => make(key, ...rest));
      entry = made;
      store.set(key, made);
      if (store.size > entries) store.delete(store.keys().next().value!);
      const forget = () => {
        if (store.get(key) === made) store.delete(key);
      };
      made.then(({ result }) => result === null && forget(), forget);
    }
    const { result, tags } = await entry;
    noteReads(tags);
    return result;
  };
}
