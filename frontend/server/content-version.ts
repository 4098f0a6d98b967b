import Database from 'better-sqlite3';
import pg from 'pg';
import type { WebConfig } from '../app/lib/config.server';

/**
 * Which version of the reader content the database holds: the token the CMS
 * stamps in `content_version` in the same transaction as every write of
 * articles, quotes or the block switch (cms/src/lib/content-version.ts), and
 * the token of each content tag that write touched (`content_tag`, ADR 47).
 * `null` means "not known right now": the page cache then renders every page.
 */
export type ContentVersion = {
  current(): string | null;
  /**
   * The token of each content tag, as of the last `current()` (read together, so they agree).
   * A tag never stamped has none. Absent: a page follows `current()` alone.
   */
  tags?(): ReadonlyMap<string, string> | null;
  /**
   * Resolves once `current()` reflects every write committed before the call. Absent where
   * `current()` already does (SQLite reads the row each time).
   */
  settle?(): Promise<void>;
  close(): Promise<void>;
};

const TABLE_QUERY = 'SELECT token FROM content_version WHERE id = 1';
// One statement, so one snapshot: the version and the tags of the same commits. The version's row has no tag.
const TAGS_QUERY = "SELECT tag, token FROM content_tag UNION ALL SELECT '' AS tag, token FROM content_version WHERE id = 1";
const CHANNEL = 'blog_content_version';

type Versions = { token: string; tags: Map<string, string> };

/** The version and tags from TAGS_QUERY's rows; null without the version's row. */
export function versionsOf(rows: readonly { tag: string; token: string }[]): Versions | null {
  const tags = new Map<string, string>();
  let token: string | null = null;
  for (const row of rows) {
    if (row.tag === '') token = row.token;
    else tags.set(row.tag, row.token);
  }
  return token === null ? null : { token, tags };
}

/**
 * SQLite lives on this machine's disk: the row is read for every request
 * (a prepared statement on a read-only connection, a few microseconds), so a
 * write is seen by the very next request, whichever process made it. The tags
 * are read again only when the version moved.
 */
export function sqliteContentVersion(file: string): ContentVersion {
  let read: (() => string | null) | null = null;
  let database: Database.Database | null = null;
  let versions: Versions | null = null;
  const open = () => {
    try {
      database = new Database(file, { readonly: true, fileMustExist: true });
      const statement = database.prepare(TABLE_QUERY).pluck();
      const tagsStatement = database.prepare(TAGS_QUERY);
      read = () => {
        const token = (statement.get() as string | undefined) ?? null;
        if (token !== versions?.token)
          versions = token === null ? null : versionsOf(tagsStatement.all() as { tag: string; token: string }[]);
        return versions?.token ?? null;
      };
    } catch {
      // No file or no table yet (the CMS has not finished its first start): try again next time.
      database?.close();
      database = null;
    }
  };
  return {
    current() {
      if (!read) open();
      try {
        return read ? read() : null;
      } catch {
        versions = null;
        return null;
      }
    },
    tags: () => versions?.tags ?? null,
    async close() {
      database?.close();
    },
  };
}

/**
 * PostgreSQL may be shared by servers on other machines: one connection per
 * web server LISTENs, PostgreSQL sends a notice as each write commits, and the
 * token is read again. Until that read is back, and while the connection is
 * down, the version is unknown, so nothing stale can be served; it reconnects
 * by itself.
 *
 * A notice can still be on its way when the next request arrives (a busy
 * machine, another replica's write answered first), so `settle()` reads the
 * token once more, on a read begun after the call: all callers arriving while a
 * read runs share the next one, so a flood of requests costs one query per
 * round trip, not one each.
 */
export function postgresContentVersion(config: pg.ClientConfig, retryMs = 1000): ContentVersion {
  let versions: Versions | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let readNow: (() => Promise<void>) | null = null;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const lost = () => {
    versions = null;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (!closed) retry = setTimeout(connect, retryMs);
  };
  async function connect() {
    const next = new pg.Client(config);
    client = next;
    // A notice says "read again", not which token: the channel is shared by every schema of the
    // database, and a notice may overtake a read still running. Only the latest read counts.
    let reads = 0;
    const read = async () => {
      const mine = (reads += 1);
      // A settle (every shared request) asks for the token alone; the tag table, which grows with
      // every article written, is read again only when the token moved (the tags move with it).
      const known = versions;
      if (known) {
        const { rows } = await next.query<{ token: string }>(TABLE_QUERY);
        if (rows[0]?.token === known.token) return;
      }
      const { rows } = await next.query<{ tag: string; token: string }>(TAGS_QUERY);
      if (client === next && mine === reads) versions = versionsOf(rows);
    };
    readNow = read;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      versions = null;
      read().catch(() => undefined);
    });
    try {
      await next.connect();
      // LISTEN before reading, so a write in between is not missed.
      await next.query(`LISTEN ${CHANNEL}`);
      await read();
    } catch {
      if (client === next) lost();
    }
  }
  void connect();
  /** One read of the token; a failed one leaves it unknown (the connection's own handlers reconnect). */
  const readOnce = () => {
    const reading = (readNow?.() ?? Promise.resolve()).catch(() => {
      versions = null;
    });
    running = reading.finally(() => {
      running = null;
    });
    return running;
  };
  return {
    current: () => versions?.token ?? null,
    tags: () => versions?.tags ?? null,
    settle() {
      if (!running) return readOnce();
      // The read under way may have begun before this call: wait for the one after it.
      queued ??= running.then(() => {
        queued = null;
        return readOnce();
      });
      return queued;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      versions = null;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The source for this server's database, the one the CMS writes (the same DATABASE_* variables). */
export function contentVersionOf(database: WebConfig['database']): ContentVersion {
  if (database.client === 'postgres') {
    return postgresContentVersion({
      connectionString: database.url,
      ssl: database.ssl ? { rejectUnauthorized: database.sslRejectUnauthorized } : false,
      options: `-c search_path=${database.schema}`,
    });
  }
  return sqliteContentVersion(database.sqliteFile);
}
