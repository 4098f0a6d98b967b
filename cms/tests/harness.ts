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

/** A fresh database: a temporary SQLite file, or its own schema on the PostgreSQL of DATABASE_URL. */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: 'test.db' }, drop: async () => {} };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const schema = `test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: async () => {
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * Boots the real CMS in this worker on a fresh database, with the demo
 * configuration and random secrets. restart() stops it and boots it again on
 * the same data, as a second `npm start` would. `extraEnv` adds to (or
 * overrides) that environment, e.g. SMTP_URL for a test's mail server.
 */
export async function startCms(extraEnv: Record<string, string> = {}): Promise<TestCms> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-cms-test-'));
  const database = await freshDatabase();
  const secret = () => randomBytes(24).toString('base64');
  const env: Record<string, string> = {
    ...DEMO,
    ...database.env,
    DATA_DIR: dataDir,
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
    ...extraEnv,
  };
  const boot = async () => {
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
  };
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
