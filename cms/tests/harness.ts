import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { Client } from 'pg';
import supertest from 'supertest';
import { DEMO } from '../../scripts/lib/env.mjs';
import { resetCmsConfig } from '../src/lib/config';

const CMS_DIR = path.resolve(__dirname, '..');
// Strapi's CommonJS build: its ES module build has imports Node's ESM loader rejects.
const { compileStrapi, createStrapi } = createRequire(__filename)('@strapi/strapi') as typeof import('@strapi/strapi');

export type TestCms = {
  strapi: Core.Strapi;
  api: () => supertest.Agent;
  env: Record<string, string>;
  /** Stops the CMS, runs `whileStopped` (e.g. a restore), boots it again on the same data. */
  restart: (whileStopped?: () => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

let clientCount = 0;
/** A distinct documentation-range address (RFC 5737) for each test client. */
function nextClientAddress() {
  clientCount += 1;
  return `198.51.${Math.floor(clientCount / 250) % 250}.${(clientCount % 250) + 1}`;
}

type Database = { env: Record<string, string>; drop: () => Promise<void> };

const isPostgres = () => process.env.TEST_DATABASE === 'postgres';

// Read before any boot: bootCms sets DATABASE_URL to the database of the CMS it starts.
const SERVER_URL = process.env.DATABASE_URL;

function postgresUrl(): string {
  if (!SERVER_URL) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  return SERVER_URL;
}

/** The server's address with another database in it. */
function urlOf(database: string): string {
  const url = new URL(postgresUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(sql: string) {
  const client = new Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;

/**
 * A fresh database: a temporary SQLite file, or a database of its own on the PostgreSQL of
 * DATABASE_URL, copied from `template` when one is given (PostgreSQL copies it file by file,
 * far faster than Strapi builds and seeds the tables).
 */
async function freshDatabase(template?: string): Promise<Database> {
  if (!isPostgres()) return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: 'test.db' }, drop: async () => {} };
  const name = uniqueName('test');
  await onServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: urlOf(name) },
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The folder of this run's seeded templates (cms/tests/templates.ts makes and removes it). */
const TEMPLATES = () => process.env.API_TEST_TEMPLATES;

type Template = { dataDir: string; database: string | null; env: Record<string, string> };

/**
 * The demo site as a first boot seeds it, made once per run and database kind: every file that
 * starts the CMS with the demo configuration copies it (its data folder, and on PostgreSQL its
 * database) instead of seeding its own, and so boots as a restart does.
 */
async function seededTemplate(): Promise<Template | null> {
  const root = TEMPLATES();
  if (!root) return null;
  const folder = path.join(root, isPostgres() ? 'postgres' : 'sqlite');
  const ready = path.join(folder, 'template.json');
  if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as Template;
  fs.rmSync(folder, { recursive: true, force: true });
  const dataDir = path.join(folder, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const database = isPostgres() ? uniqueName('template') : null;
  if (database) await onServer(`CREATE DATABASE ${database}`);
  const env = { ...baseEnv(), ...(database ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: urlOf(database) } : sqliteEnv()) };
  const strapi = await bootCms({ ...env, DATA_DIR: dataDir });
  await strapi.destroy();
  const template: Template = { dataDir, database, env };
  fs.writeFileSync(ready, JSON.stringify(template));
  return template;
}

const sqliteEnv = () => ({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: 'test.db' });

/** The demo configuration with random secrets. */
function baseEnv(): Record<string, string> {
  const secret = () => randomBytes(24).toString('base64');
  return {
    ...DEMO,
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    ADMIN_ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    VAULT_KEY: randomBytes(32).toString('hex'),
    LEGACY_ARTICLE_KEY: 'legacy-fixture-key',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
}

/** Boots the CMS in this worker with `env` (set on process.env, as a real start reads it). */
async function bootCms(env: Record<string, string>): Promise<Core.Strapi> {
  Object.assign(process.env, env);
  // Read again at this boot (lib/config.ts keeps one per process): a restart may bring changed variables.
  resetCmsConfig();
  // `npm test` builds cms/dist once before the suites (CMS_DIST_READY): two suites compiling into
  // one dist side by side would load each other's half-written files.
  const context = process.env.CMS_DIST_READY
    ? { appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') }
    : await compileStrapi({ appDir: CMS_DIR });
  const strapi = await createStrapi({ ...context, serveAdminPanel: false, autoReload: false }).load();
  await strapi.server.mount();
  return strapi;
}

/**
 * Boots the real CMS in this worker on a fresh database, with the demo
 * configuration and random secrets (a copy of the run's seeded template, see seededTemplate). restart() stops it and boots it again on
 * the same data, as a second `npm start` would. `extraEnv` adds to (or
 * overrides) that environment, e.g. SMTP_URL for a test's mail server.
 */
export async function startCms(extraEnv: Record<string, string> = {}): Promise<TestCms> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-cms-test-'));
  // Only the demo configuration as it is has a template; any other seeds (or not) as it says.
  const template = Object.keys(extraEnv).length === 0 ? await seededTemplate() : null;
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const database = await freshDatabase(template?.database ?? undefined);
  const env: Record<string, string> = {
    ...(template?.env ?? baseEnv()),
    ...database.env,
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  const boot = () => bootCms(env);
  const cms: TestCms = {
    strapi: await boot(),
    env,
    // Each agent is its own client (as the web tier would report it), so per-address
    // rate limits count one test's requests, not the whole file's.
    api: () => supertest.agent(cms.strapi.server.httpServer).set('X-Forwarded-For', nextClientAddress()),
    restart: async (whileStopped) => {
      await cms.strapi.destroy();
      await whileStopped?.();
      cms.strapi = await boot();
    },
    stop: async () => {
      await cms.strapi.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return cms;
}
