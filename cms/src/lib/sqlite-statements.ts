/**
 * The SQLite connection's prepared statements, cached by their SQL (issue 21): knex prepares every
 * statement it runs anew, and under the mixed load (scripts/hardening/mixed-load.mjs) that was 13,000 prepares in 25 s, 3.5 % of
 * the CMS's time. better-sqlite3 recompiles a cached statement itself after a schema change. A
 * statement busy with an open iterator is not shared: that call gets one of its own.
 */
type Statement = { busy: boolean };
type Connection = { prepare(sql: string): Statement };

const CACHED_AT_MOST = 500;

export function cachePreparedStatements(connection: Connection, cachedAtMost = CACHED_AT_MOST) {
  const prepare = connection.prepare.bind(connection);
  const cached = new Map<string, Statement>();
  connection.prepare = (sql: string) => {
    const statement = cached.get(sql);
    if (statement && !statement.busy) {
      // Most recently used last: the first in the map goes when the bound is passed.
      cached.delete(sql);
      cached.set(sql, statement);
      return statement;
    }
    const fresh = prepare(sql);
    if (statement) return fresh;
    cached.set(sql, fresh);
    if (cached.size > cachedAtMost) cached.delete(cached.keys().next().value!);
    return fresh;
  };
}
