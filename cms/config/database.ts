import fs from 'fs';
import path from 'path';
import { cmsConfig } from '../src/lib/config';
import { cachePreparedStatements } from '../src/lib/sqlite-statements';

type SqliteConnection = { name: string; pragma: (sql: string) => unknown; prepare(sql: string): { busy: boolean } };

/**
 * The SQLite files hold readers' e-mail addresses, messages and password hashes: no other
 * local user may read them, whatever the umask. The folder is 0700 (tightened when an older
 * version left it 0755); the database 0600 before WAL is switched on, because SQLite gives
 * the -wal and -shm it creates the database file's mode; ones left from before are tightened too.
 */
function makePrivate(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
}
const SQLITE_SIDE_FILES = ['', '-wal', '-shm'];
function makeFilesPrivate(database: string) {
  for (const suffix of SQLITE_SIDE_FILES) if (fs.existsSync(database + suffix)) fs.chmodSync(database + suffix, 0o600);
}

// SQLite in DATA_DIR by default (embedded, zero set-up); PostgreSQL by DATABASE_CLIENT=postgres or a DATABASE_URL.
export default () => {
  const { dataDir, database } = cmsConfig();
  if (database.client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: database.url,
          ssl: database.ssl ? { rejectUnauthorized: database.sslRejectUnauthorized } : false,
          schema: database.schema,
        },
        pool: { min: database.poolMin, max: database.poolMax },
        acquireConnectionTimeout: database.connectionTimeout,
      },
    };
  }
  makePrivate(dataDir);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(dataDir, database.filename) },
      useNullAsDefault: true,
      // Write-ahead log: the web servers' reads (the content version, on every request) never hold
      // the CMS's writes back, nor the writes them. In the default rollback journal a write waited for
      // every reader, blocking the CMS while it waited: 100 readers at once made 8 s answers (503s).
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
          makeFilesPrivate(connection.name);
          connection.pragma('journal_mode = WAL');
          makeFilesPrivate(connection.name);
          cachePreparedStatements(connection);
          done(null, connection);
        },
      },
      acquireConnectionTimeout: database.connectionTimeout,
    },
  };
};
