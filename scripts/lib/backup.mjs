// Backup and restore of everything the blog keeps: the database (SQLite's
// online backup API, or pg_dump for PostgreSQL), the uploaded files, and the
// secrets file (the vault cannot be read without VAULT_KEY). Used by
// scripts/backup.mjs and scripts/restore.mjs, and by their round-trip test.
import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './env.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const MANIFEST = 'manifest.json';

/** Where uploaded files live: the CMS keeps them in DATA_DIR/uploads unless UPLOADS_DIR says otherwise (ADR 36). */
export const uploadsDirOf = (env) => path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'));
const sqliteFileOf = (env) => path.resolve(env.DATA_DIR, env.DATABASE_FILENAME ?? 'blog.db');
/** Where backups go unless told otherwise. */
export const backupsDirOf = (env) => path.join(env.DATA_DIR, 'backups');
const isPostgres = (env) => env.DATABASE_CLIENT === 'postgres';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function exec(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (apt-get install postgresql-client)`) : error),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`))));
  });
}

/**
 * How pg_dump and pg_restore reach the database: the URL without its password, which goes in
 * PGPASSWORD instead (a command line is visible to every user of the machine); a schema other
 * than public is named on its own.
 */
export function pgConnection(env) {
  const schema = env.DATABASE_SCHEMA && env.DATABASE_SCHEMA !== 'public' ? ['--schema', env.DATABASE_SCHEMA] : [];
  let url;
  try {
    url = new URL(env.DATABASE_URL);
  } catch {
    // Not a URL (libpq's "host=... dbname=..." form): passed as it is.
    return { args: ['--dbname', env.DATABASE_URL, ...schema], env: process.env };
  }
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  url.password = '';
  url.searchParams.delete('password');
  return { args: ['--dbname', url.toString(), ...schema], env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Lists the files of a folder, relative, so the manifest says what was saved. */
function filesUnder(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/**
 * Writes one backup folder (mode 0700: it holds the secrets) and returns its path.
 * SQLite is copied with the online backup API, so a running blog keeps serving
 * and the copy is consistent even in the middle of writes. A backup that fails
 * part way is removed, so no folder ever looks like a backup that is not one.
 */
export async function backup(env, outDir) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(outDir ?? backupsDirOf(env), `blog-${stamp}`);
  mkdirSync(target, { recursive: true });
  chmodSync(target, 0o700);
  try {
    await writeBackup(env, target);
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
  return target;
}

/** The database, the uploads, the secrets and last the manifest (which makes the folder a backup) into `target`. */
async function writeBackup(env, target) {
  let database;
  if (isPostgres(env)) {
    database = 'database.pgdump';
    const connection = pgConnection(env);
    await exec('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(target, database), ...connection.args], connection.env);
  } else {
    database = 'database.sqlite';
    const Database = require('better-sqlite3');
    const source = new Database(sqliteFileOf(env), { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(target, database));
    } finally {
      source.close();
    }
  }
  const uploads = uploadsDirOf(env);
  if (existsSync(uploads)) cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
  const secrets = path.join(env.DATA_DIR, 'secrets.json');
  if (existsSync(secrets)) cpSync(secrets, path.join(target, 'secrets.json'));
  const manifest = {
    createdAt: new Date().toISOString(),
    database: { client: isPostgres(env) ? 'postgres' : 'sqlite', file: database, schema: env.DATABASE_SCHEMA ?? null },
    uploads: filesUnder(path.join(target, 'uploads')).filter((name) => name !== '.gitkeep'),
    secrets: existsSync(path.join(target, 'secrets.json')),
  };
  writeFileSync(path.join(target, MANIFEST), JSON.stringify(manifest, null, 2), { mode: 0o600 });
}

/**
 * The backups in a folder, the latest first: each one's folder name, when it was
 * made, its database and its size in bytes. Folders without a manifest are not backups.
 * @param {string} dir
 * @returns {{ name: string, createdAt: string, database: string, bytes: number }[]}
 */
export function listBackups(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, MANIFEST)))
    .map((entry) => {
      const folder = path.join(dir, entry.name);
      const manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST), 'utf8'));
      const bytes = filesUnder(folder).reduce((sum, file) => sum + statSync(path.join(folder, file)).size, 0);
      return { name: entry.name, createdAt: String(manifest.createdAt), database: String(manifest.database.client), bytes };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** True when a CMS answers at CMS_URL: restoring under a running server would be overwritten or torn. */
async function cmsIsUp(env) {
  if (!env.CMS_URL) return false;
  try {
    await fetch(`${env.CMS_URL}/_health`, { signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Puts a backup back: the database replaced as a whole, the uploads folder
 * made equal to the backup's, the secrets file restored. The blog must be stopped.
 */
export async function restore(env, backupDir) {
  const source = path.resolve(backupDir);
  const manifestFile = path.join(source, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${source} is not a backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const wanted = isPostgres(env) ? 'postgres' : 'sqlite';
  if (manifest.database.client !== wanted)
    throw new Error(`This backup is of ${manifest.database.client}; the configured database is ${wanted}.`);
  if (await cmsIsUp(env)) throw new Error(`The CMS at ${env.CMS_URL} is running: stop the blog before restoring.`);
  if (wanted === 'postgres') {
    const connection = pgConnection(env);
    await exec(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', ...connection.args, path.join(source, manifest.database.file)],
      connection.env,
    );
  } else {
    const file = sqliteFileOf(env);
    mkdirSync(path.dirname(file), { recursive: true });
    // The write-ahead log of the old database would be replayed over the restored one.
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    cpSync(path.join(source, manifest.database.file), file);
  }
  const uploads = uploadsDirOf(env);
  if (existsSync(path.join(source, 'uploads'))) {
    for (const name of existsSync(uploads) ? readdirSync(uploads) : [])
      if (name !== '.gitkeep') rmSync(path.join(uploads, name), { recursive: true, force: true });
    cpSync(path.join(source, 'uploads'), uploads, { recursive: true });
  }
  if (manifest.secrets) cpSync(path.join(source, 'secrets.json'), path.join(env.DATA_DIR, 'secrets.json'));
  return manifest;
}
