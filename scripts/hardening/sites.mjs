// The two sites the scenarios run against, each started for this run and stopped by it:
// one CMS and one web server on SQLite in a temporary data folder, and two of each on
// one PostgreSQL schema behind nginx. Both trust one proxy hop more than `npm start`
// (TRUSTED_PROXY_HOPS=2), as a site behind a load balancer does.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { postgresDb, sqliteDb } from './site-db.mjs';
import { ensureNginx, serverEnv, startCms, startNginx, startWeb, stopServer, tempDir } from './servers.mjs';

const require = createRequire(import.meta.url);

/** @typedef {import('./servers.mjs').Server} Server */
/** @typedef {import('./site-db.mjs').SiteDb} SiteDb */

/**
 * @param {{ webPort: number, cmsPort: number, seed?: (dbFile: string) => void }} options `seed` fills
 * the database once the CMS has made its tables, with the CMS stopped meanwhile (SQLite has one writer).
 */
export async function startSqliteSite({ webPort, cmsPort, seed }) {
  const dataDir = tempDir('sqlite');
  const env = serverEnv({ dataDir, webPort, cmsPort, database: { DATABASE_CLIENT: 'sqlite' }, extra: { TRUSTED_PROXY_HOPS: '2' } });
  /** @type {{ env: Record<string, string>, dataDir: string, db: SiteDb, cms: Server | null, web: Server | null, stop: () => Promise<void> }} */
  const site = { env, dataDir, db: sqliteDb(path.join(dataDir, env.DATABASE_FILENAME)), cms: null, web: null, stop: async () => {} };
  site.stop = async () => {
    await stopServer(site.web);
    await stopServer(site.cms);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    site.cms = await startCms('sqlite-cms', env);
    if (seed) {
      await stopServer(site.cms);
      seed(path.join(dataDir, env.DATABASE_FILENAME));
      site.cms = await startCms('sqlite-cms', env);
    }
    site.web = await startWeb('sqlite-web', env);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return /** @type {typeof site & { cms: Server, web: Server }} */ (site);
}

/** The PostgreSQL the scale-out runs on: HARDENING_DATABASE_URL, DATABASE_URL, or the local server. */
export const adminDatabaseUrl = () =>
  process.env.HARDENING_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url = adminDatabaseUrl()) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A login role of its own owning a fresh schema in the administrator's database: the
 * servers connect as that role, so the database can be made unreachable for them alone
 * (the role refused, its connections ended) while everything else on the server goes on.
 */
async function createDatabaseRole(adminUrl) {
  const { Client } = require('pg');
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const role = `blog_hardening_${suffix}`;
  const schema = `hardening_${suffix}`;
  const password = randomBytes(18).toString('hex');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    await admin.query(`CREATE SCHEMA ${schema} AUTHORIZATION ${role}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  const sql = async (statement) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    role,
    schema,
    url: url.href,
    /** New connections refused and the role's open ones ended: the database is gone for the site. */
    cutOff: async () => {
      await sql(`ALTER ROLE ${role} NOLOGIN`);
      return (await sql(`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE usename = '${role}'`)).length;
    },
    restore: () => sql(`ALTER ROLE ${role} LOGIN`),
    drop: async () => {
      await sql(`ALTER ROLE ${role} NOLOGIN`);
      await sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${role}'`);
      await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await sql(`DROP OWNED BY ${role}`);
      await sql(`DROP ROLE IF EXISTS ${role}`);
    },
  };
}

/**
 * CMS A boots first (it makes the tables and seeds), then CMS B; web A talks to CMS A,
 * web B to CMS B; nginx spreads readers over both web servers, round robin.
 */
/**
 * @param {{ nginxPort: number, webPorts: number[], cmsPorts: number[], seed?: (adminUrl: string, schema: string) => Promise<void> }} options
 * `seed` fills the schema once CMS A has made its tables, before the other servers start.
 */
export async function startPostgresCluster({ nginxPort, webPorts: [webA, webB], cmsPorts: [cmsA, cmsB], seed }) {
  const adminUrl = adminDatabaseUrl();
  const database = await createDatabaseRole(adminUrl);
  const dataDir = tempDir('postgres');
  const envOf = (webPort, cmsPort) =>
    serverEnv({
      dataDir,
      webPort,
      cmsPort,
      cmsUrl: `http://127.0.0.1:${cmsPort}`,
      database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema },
      extra: { TRUSTED_PROXY_HOPS: '2' },
    });
  /** @type {{ database: typeof database, dataDir: string, env: Record<string, string>, db: SiteDb | null, servers: Server[], stop: () => Promise<void>, cmsA?: Server, cmsB?: Server, webA?: Server, webB?: Server, nginx?: Server }} */
  const cluster = { database, dataDir, env: envOf(webA, cmsA), db: null, servers: [], stop: async () => {} };
  cluster.stop = async () => {
    for (const server of [...cluster.servers].reverse()) await stopServer(server);
    await cluster.db?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await ensureNginx();
    const started = (server) => (cluster.servers.push(server), server);
    cluster.cmsA = started(await startCms('postgres-cms-a', envOf(webA, cmsA)));
    await seed?.(adminUrl, database.schema);
    cluster.cmsB = started(await startCms('postgres-cms-b', envOf(webB, cmsB)));
    cluster.webA = started(await startWeb('postgres-web-a', envOf(webA, cmsA)));
    cluster.webB = started(await startWeb('postgres-web-b', envOf(webB, cmsB)));
    cluster.nginx = started(
      await startNginx('postgres-nginx', nginxPort, [/** @type {Server} */ (cluster.webA).url, /** @type {Server} */ (cluster.webB).url]),
    );
    cluster.db = await postgresDb(adminUrl, database.schema);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
