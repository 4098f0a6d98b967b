// Configuration for `npm start` and `npm test`: every variable of docs/design.md
// section 4 with its demo default, overridden by the environment. Secrets are
// never fixed values: the first start makes random ones and keeps them in
// DATA_DIR/secrets.json (mode 0600), so two demo installs never share a key.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEMO = {
  WEB_PORT: '3000',
  CMS_PORT: '1337',
  HOST: '0.0.0.0',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: 'blog.db',
  SITE_KEY: 'demo-site-key',
  PRODUCT_SLUG: 'writer-blog',
  OWNER_USERNAME: 'rowan_ellis',
  OWNER_EMAIL: 'rowan.ellis@gmail.com',
  OWNER_PASSWORD: 'Quiet-River-2026',
  AUTHOR_NAME: 'Rowan Ellis',
  SIGNIN_COLOURS: '#1f6f5c #f4a261 #264653 #e76f51',
  SIGNIN_ANSWERS: 'Lightweight|Ro|Rowan|function greet() {}|Application Programming Interface',
};

const SECRET_NAMES = [
  'VAULT_KEY',
  'LEGACY_ARTICLE_KEY',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'ADMIN_ENCRYPTION_KEY',
];

function loadSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json');
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = SECRET_NAMES.filter((name) => !secrets[name]);
  if (existsSync(file) && missing.length === 0 && secrets.APP_KEYS) return secrets;
  for (const name of missing) secrets[name] = randomBytes(32).toString('base64');
  if (missing.includes('VAULT_KEY')) secrets.VAULT_KEY = randomBytes(32).toString('hex');
  secrets.APP_KEYS ??= Array.from({ length: 4 }, () => randomBytes(16).toString('base64')).join(',');
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The environment both servers run with. */
export function resolveEnv(base = process.env) {
  /** @type {Record<string, string>} */
  const env = { ...DEMO };
  for (const [name, value] of Object.entries(base)) if (value !== undefined && value !== '') env[name] = value;
  env.DATA_DIR = path.resolve(ROOT, env.DATA_DIR ?? '.data');
  // Private from the start: it holds secrets.json and the SQLite database (cms/config/database.ts).
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const secrets = loadSecrets(env.DATA_DIR);
  for (const [name, value] of Object.entries(secrets)) if (!env[name]) env[name] = value;
  env.PUBLIC_URL ??= `http://localhost:${env.WEB_PORT}`;
  env.CMS_URL ??= `http://127.0.0.1:${env.CMS_PORT}`;
  if (env.DATABASE_URL && !base.DATABASE_CLIENT) env.DATABASE_CLIENT = 'postgres';
  env.STRAPI_TELEMETRY_DISABLED = 'true';
  // Without an explicit NODE_ENV this is the demo, and it runs outside production: only there
  // are its published values allowed. With NODE_ENV=production the CMS refuses any of them,
  // and no variable turns that off (cms/src/lib/production-secrets.ts).
  env.NODE_ENV ??= 'development';
  return env;
}

/**
 * The web server's environment: always React's production build. NODE_ENV only tells the
 * CMS whether this is the demo, and a development React would render several times slower.
 */
export const webServerEnv = (env) => ({ ...env, NODE_ENV: 'production' });

/** The demo of `npm start`: published owner values, which the banner may show. */
export const isDemo = (env) => env.NODE_ENV !== 'production';
