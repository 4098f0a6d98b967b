import path from 'path';

// SQLite in DATA_DIR by default (embedded, zero set-up); PostgreSQL by DATABASE_CLIENT=postgres.
export default ({ env }) => {
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
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(dataDir, env('DATABASE_FILENAME', 'blog.db')) },
      useNullAsDefault: true,
      // Write-ahead log: the web servers' reads (the content version, on every request) never hold
      // the CMS's writes back, nor the writes them. In the default rollback journal a write waited for
      // every reader, blocking the CMS while it waited: 100 readers at once made 8 s answers (503s).
      pool: { afterCreate: (connection: { pragma: (sql: string) => unknown }, done: (error: Error | null, connection: unknown) => void) => {
        connection.pragma('journal_mode = WAL');
        done(null, connection);
      } },
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
    },
  };
};
