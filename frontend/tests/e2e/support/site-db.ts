import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The SQLite database of the site under test (the data folder the web server was started with),
 * read-only: a test reads what no route shows (a human check's answer, say), and changes the
 * site only through its routes (support/owner-api.ts, strapi-admin.ts).
 */
export function siteDb() {
  return new Database(path.join(process.env.E2E_DATA_DIR as string, 'blog.db'), { readonly: true, fileMustExist: true });
}
