import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../scripts/lib/env.mjs';
import { ConfigError } from '@blog/rules/environment';
import { CMS_VARIABLES, cmsConfig, loadCmsConfig, refuseUnsafeStart } from '../src/lib/config';
import { bootCmsProcess } from './cms-process';
import { withEnv } from './env';

/** The problems `env` is refused with (none: it loads). */
function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadCmsConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

const strong = () => randomBytes(24).toString('base64');
const privateProduction = () => ({
  NODE_ENV: 'production',
  APP_KEYS: [strong(), strong()].join(','),
  API_TOKEN_SALT: strong(),
  ADMIN_JWT_SECRET: strong(),
  ADMIN_ENCRYPTION_KEY: strong(),
  JWT_SECRET: strong(),
  TRANSFER_TOKEN_SALT: strong(),
  VAULT_KEY: randomBytes(32).toString('hex'),
  OWNER_USERNAME: 'kit_marlowe',
  OWNER_EMAIL: 'kit@example.com',
  OWNER_PASSWORD: 'A-long-private-passphrase',
  SIGNIN_COLOURS: '#101010 #202020 #303030 #404040',
  SIGNIN_ANSWERS: 'a|b|c|d|e',
  SITE_KEY: 'k-8f2a61',
});

describe('the CMS configuration', () => {
  it('has the documented defaults, and none for the owner or the secrets', () => {
    expect(loadCmsConfig({})).toEqual({
      production: false,
      dataDir: path.resolve('..', '.data'),
      uploadsDir: path.resolve('..', '.data', 'uploads'),
      logLevel: 'http',
      server: { host: '127.0.0.1', port: 1337, url: '', trustProxy: true, appKeys: [] },
      strapiSecrets: {},
      vaultKey: null,
      legacyArticleKey: undefined,
      database: {
        client: 'sqlite',
        filename: 'blog.db',
        url: undefined,
        schema: 'public',
        ssl: false,
        sslRejectUnauthorized: true,
        poolMin: 0,
        poolMax: 10,
        connectionTimeout: 10000,
      },
      site: {
        key: '',
        productSlug: '',
        authorName: '',
        seedDemo: true,
        publicUrl: 'http://localhost:3000',
        origin: 'http://localhost:3000',
        secureCookies: false,
      },
      owner: { username: '', email: '', password: '' },
      signIn: { colours: null, answers: null },
      proxies: { trust: true, trusted: ['127.0.0.1', '::1'], hops: 1 },
      mail: { smtpUrl: undefined, from: '"" <no-reply@localhost>' },
      testClockFile: null,
    });
  });

  it('reads every variable in its form: numbers, booleans, lists, normalised sign-in values; empty is unset', () => {
    const config = loadCmsConfig({
      ...DEMO,
      NODE_ENV: 'development',
      CMS_PORT: '1402',
      CMS_HOST: '0.0.0.0',
      WEB_PORT: '3402',
      PUBLIC_URL: '',
      DATABASE_CLIENT: '',
      OWNER_EMAIL: 'Rowan.Ellis@Gmail.com',
      SIGNIN_COLOURS: ' #1F6F5C  #f4a261\t#264653 #E76F51 ',
      SIGNIN_ANSWERS: ' Lightweight |Ro|Rowan|function greet() {}|API ',
      AUTHOR_NAME: 'Rowan "Ro" Ellis',
      DATABASE_URL: 'postgres://blog@db:5432/blog',
      DATABASE_SSL: 'TRUE',
      DATABASE_SSL_REJECT_UNAUTHORIZED: 'false',
      DATABASE_POOL_MAX: '20',
      TRUSTED_PROXIES: ' 10.0.0.0/8 ,, ::1 ',
      TRUSTED_PROXY_HOPS: '2',
      APP_KEYS: 'one, two ,',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: '/srv/blog-data',
    });
    expect(config.server).toMatchObject({ host: '0.0.0.0', port: 1402, appKeys: ['one', 'two'] });
    expect(config.site).toMatchObject({ publicUrl: 'http://localhost:3402', seedDemo: false });
    // The uploaded pictures live in the data folder unless UPLOADS_DIR says otherwise (ADR 36).
    expect(config.uploadsDir).toBe(path.resolve('/srv/blog-data', 'uploads'));
    expect(loadCmsConfig({ UPLOADS_DIR: '/mnt/pictures' }).uploadsDir).toBe('/mnt/pictures');
    expect(config.owner.email).toBe('rowan.ellis@gmail.com');
    expect(config.signIn).toEqual({
      colours: '#1f6f5c #f4a261 #264653 #e76f51',
      answers: ['lightweight', 'ro', 'rowan', 'function greet() {}', 'api'],
    });
    // A DATABASE_URL alone means PostgreSQL, as `npm start` reads it.
    expect(config.database).toMatchObject({ client: 'postgres', ssl: true, sslRejectUnauthorized: false, poolMax: 20 });
    expect(config.proxies).toEqual({ trust: true, trusted: ['10.0.0.0/8', '::1'], hops: 2 });
    expect(config.mail.from).toBe('"Rowan Ro Ellis" <no-reply@localhost>');
    expect(config).toMatchObject({ logLevel: 'warn', dataDir: '/srv/blog-data', production: false });
    const site = loadCmsConfig({ PUBLIC_URL: 'https://blog.example.com/' }).site;
    expect(site).toMatchObject({ publicUrl: 'https://blog.example.com', origin: 'https://blog.example.com', secureCookies: true });
  });

  it('refuses every bad variable at once, each by name with what it expects', () => {
    const error = (() => {
      try {
        loadCmsConfig({
          CMS_PORT: 'abc',
          WEB_PORT: '70000',
          TRUSTED_PROXY_HOPS: '-1',
          PUBLIC_URL: 'not-a-url',
          DATABASE_URL: 'mysql://root:hunter2@db/blog',
          SEED_DEMO: 'yes',
          TRUST_PROXY: '1',
          DATABASE_POOL_MIN: '1.5',
          LOG_LEVEL: 'loud',
          PRODUCT_SLUG: 'writer/blog',
          OWNER_USERNAME: 'rowan',
          OWNER_EMAIL: 'rowan.ellis',
          SIGNIN_COLOURS: '#1f6f5c #f4a261 #264653',
          SIGNIN_ANSWERS: 'a|b|c|d',
          VAULT_KEY: 'ab'.repeat(31),
          SMTP_URL: 'http://mail.example.com',
        });
      } catch (thrown) {
        return thrown as ConfigError;
      }
      throw new Error('loaded');
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.problems).toEqual([
      'CMS_PORT is "abc"; expected a port number from 1 to 65535',
      'WEB_PORT is "70000"; expected a port number from 1 to 65535',
      'PUBLIC_URL is "not-a-url"; expected an http:// or https:// address, e.g. https://blog.example.com',
      'DATABASE_URL is not valid (the value is not shown); expected a postgres:// or postgresql:// connection string, e.g. postgres://user@host:5432/blog',
      `PRODUCT_SLUG is "writer/blog"; expected one path segment: letters, digits, '-', '_', '.' or '~'`,
      'TRUST_PROXY is "1"; expected true or false',
      'TRUSTED_PROXY_HOPS is "-1"; expected a whole number, 1 or more (TRUST_PROXY=false believes none)',
      'LOG_LEVEL is "loud"; expected error, warn, info, http, verbose, debug or silly',
      'DATABASE_POOL_MIN is "1.5"; expected a whole number, 0 or more',
      'OWNER_USERNAME is "rowan"; expected exactly 11 characters (the sign-in asks for 11)',
      'OWNER_EMAIL is "rowan.ellis"; expected an e-mail address',
      'SIGNIN_COLOURS is not valid (the value is not shown); expected four hex colours separated by spaces, e.g. #1f6f5c #f4a261 #264653 #e76f51',
      'SIGNIN_ANSWERS is not valid (the value is not shown); expected five answers separated by |, in the order of the questions',
      'SEED_DEMO is "yes"; expected true or false',
      'VAULT_KEY is not valid (the value is not shown); expected 64 hex characters (openssl rand -hex 32)',
      'SMTP_URL is not valid (the value is not shown); expected an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587',
    ]);
    expect(error.message).toMatch(/^Refusing to start\. Fix these variables \(README\.md, Configuration\):\n {2}- CMS_PORT is "abc"/);
    expect(error.message).not.toContain('hunter2');
  });

  it('refuses variables that do not go together', () => {
    expect(problemsOf({ DATABASE_CLIENT: 'postgres' })).toEqual([
      'DATABASE_URL is not set; expected a postgres:// connection string, as DATABASE_CLIENT is postgres',
    ]);
    expect(problemsOf({ DATABASE_POOL_MIN: '12' })).toEqual(['DATABASE_POOL_MIN is 12; expected at most DATABASE_POOL_MAX (10)']);
    // Said together with the variables that are bad alone.
    expect(problemsOf({ DATABASE_CLIENT: 'postgres', CMS_PORT: '0' })).toHaveLength(2);
  });

  it('in production, names the refused secrets in the same message as the bad variables', () => {
    expect(problemsOf({ ...DEMO, NODE_ENV: 'production', CMS_PORT: 'abc', VAULT_KEY: 'short' })).toEqual([
      'CMS_PORT is "abc"; expected a port number from 1 to 65535',
      'VAULT_KEY is not valid (the value is not shown); expected 64 hex characters (openssl rand -hex 32)',
      'APP_KEYS is not set',
      'API_TOKEN_SALT is not set',
      'ADMIN_JWT_SECRET is not set',
      'ADMIN_ENCRYPTION_KEY is not set',
      'JWT_SECRET is not set',
      'TRANSFER_TOKEN_SALT is not set',
      'OWNER_PASSWORD is a published default value',
      'SIGNIN_COLOURS is a published default value',
      'SIGNIN_ANSWERS is a published default value',
      'SITE_KEY is a published default value',
    ]);
  });

  it('loads production values without their secrets (as `strapi build` does), and refuses them at start', async () => {
    expect(loadCmsConfig({ NODE_ENV: 'production' }).production).toBe(true);
    await withEnv({ ...privateProduction() }, () => expect(() => refuseUnsafeStart()).not.toThrow());
    await withEnv({ ...privateProduction(), OWNER_PASSWORD: DEMO.OWNER_PASSWORD, JWT_SECRET: undefined }, () =>
      expect(() => refuseUnsafeStart()).toThrow(
        'Refusing to start in production. Fix these variables (README.md, Configuration):\n' +
          '  - JWT_SECRET is not set\n' +
          '  - OWNER_PASSWORD is a published default value',
      ),
    );
  });

  it('is read once per process and frozen', async () => {
    await withEnv({ SITE_KEY: 'first-key' }, () => {
      const config = cmsConfig();
      process.env.SITE_KEY = 'changed-later';
      expect(cmsConfig()).toBe(config);
      expect(cmsConfig().site.key).toBe('first-key');
      expect(Object.isFrozen(config.site) && Object.isFrozen(config.proxies.trusted)).toBe(true);
      expect(() => {
        (config.site as { key: string }).key = 'other';
      }).toThrow(TypeError);
    });
  });

  it('documents every variable it reads in the README configuration table', () => {
    const readme = fs.readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
    const documented = new Set(
      section
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1])),
    );
    expect(CMS_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('stops a CMS started with bad variables before it serves anything, with the one message', () => {
    const run = bootCmsProcess({ ...DEMO, NODE_ENV: 'development', CMS_PORT: 'abc', PUBLIC_URL: 'not-a-url', SEED_DEMO: 'yes' });
    expect(run.output).not.toContain('STARTED');
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'Refusing to start. Fix these variables (README.md, Configuration):\n' +
        '  - CMS_PORT is "abc"; expected a port number from 1 to 65535\n' +
        '  - PUBLIC_URL is "not-a-url"; expected an http:// or https:// address, e.g. https://blog.example.com\n' +
        '  - SEED_DEMO is "yes"; expected true or false\n',
    );
  }, 120_000);
});
