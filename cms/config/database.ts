import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';

type SqliteConnection = { name: string; pragma: (sql: string) => unknown };

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

// SQLite in DATA_DIR by default (embedded, zero set-up); PostgreSQL by DATABASE_CLIENT=postgres.
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
      },
    };
  }
  const dataDir = env('DATA_DIR', path.resolve(__dirname, '..', '..', '..', '.data'));
  makePrivate(dataDir);
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(dataDir, env('DATABASE_FILENAME', 'blog.db')) },
      useNullAsDefault: true,
      // Write-ahead log: the web servers' reads (the content version, on every request) never hold
      // the CMS's writes back, nor the writes them. In the default rollback journal a write waited for
      // every reader, blocking the CMS while it waited: 100 readers at once made 8 s answers (503s).
      pool: {
        afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
          makeFilesPrivate(connection.name);
          connection.pragma('journal_mode = WAL');
          makeFilesPrivate(connection.name);
          done(null, connection);
        },
      },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
    },
  };
};
