/**
 * The SQLite connection's prepared statements, kept by their SQL (issue 21): knex prepares every
 * statement it runs anew, and under the readers' mix that was 13,000 prepares in 25 s, 3.5 % of
 * the CMS's time. better-sqlite3 recompiles a kept statement itself after a schema change. A
 * statement busy with an open iterator is not shared: that call gets one of its own.
 */
type Statement = { busy: boolean };
type Connection = { prepare(sql: string): Statement };

const KEPT_AT_MOST = 500;

export function keepPreparedStatements(connection: Connection, keptAtMost = KEPT_AT_MOST) {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, Statement>();
  connection.prepare = (sql: string) => {
    const statement = kept.get(sql);
    if (statement && !statement.busy) {
      // Most recently used last: the first in the map goes when the bound is passed.
      kept.delete(sql);
      kept.set(sql, statement);
      return statement;
    }
    const fresh = prepare(sql);
    if (statement) return fresh;
    kept.set(sql, fresh);
    if (kept.size > keptAtMost) kept.delete(kept.keys().next().value!);
    return fresh;
  };
}
